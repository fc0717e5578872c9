"""Games for the view, log and determinism tests.

Two kinds: the full Red Chamber set in identity mode (every general and card,
seeded random bots), and a table of skill-less generals with a small pack
of "secret" skills that a random bot may use once per turn.  Those skills
exercise the operations that move hidden information (拼點, 交給 to several
players, 交換 hands, 觀看, 覆蓋 on a general, 獲得 a blind hand card), so the
view tests meet them often.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterator
from typing import Any

from sgs.agents import RandomBot
from sgs.agents.rule import RuleBot
from sgs.core import Game, Gender, GeneralDef, Pack, Player, Ruleset, Skill, Timing, Zone, ops
from sgs.core.events import MoveEvent, PindianEvent
from sgs.core.view import view
from sgs.core.viewcache import ViewCache
from sgs.host import Seats, drive
from sgs.modes import make_mode
from sgs.modes.identity import IdentityMode
from sgs.packs import PACKS, ruleset
from sgs.testing import blank_pack

Flow = Generator[Any, Any, Any]


class _OncePerTurn(Skill):
    """An active skill usable once per turn, on one other living player."""

    active = True
    needs_target_hand = False

    def can_activate(self, g: Game, owner: Player) -> bool:
        return owner.marks.get(self.id) != g.turn_count

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        return (not chosen and seat != owner.seat and g.p(seat).alive
                and (bool(g.p(seat).hand) or not self.needs_target_hand))

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        owner.marks[self.id] = g.turn_count
        yield from self.run(g, owner, targets[0])

    def run(self, g: Game, owner: Player, target: int) -> Flow:
        return None
        yield  # pragma: no cover


class SecretPindian(_OncePerTurn):
    id = "s_pindian"
    needs_target_hand = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return super().can_activate(g, owner) and bool(owner.hand)

    def run(self, g: Game, owner: Player, target: int) -> Flow:
        ev = yield from ops.pindian(g, owner.seat, target, self.id)
        if ev is not None and ev.source_won:
            yield from ops.draw(g, owner.seat, 1)


class SecretGive(_OncePerTurn):
    id = "s_give"

    def can_activate(self, g: Game, owner: Player) -> bool:
        return super().can_activate(g, owner) and len(owner.hand) >= 2

    def run(self, g: Game, owner: Player, target: int) -> Flow:
        others = [s for s in g.alive_seats() if s != owner.seat]
        yield from ops.give_among(g, owner.seat, list(owner.hand), 2, others, self.id)


class SecretExchange(_OncePerTurn):
    id = "s_exchange"

    def run(self, g: Game, owner: Player, target: int) -> Flow:
        yield from ops.exchange(g, owner.seat, target, "hand")


class SecretView(_OncePerTurn):
    id = "s_view"
    needs_target_hand = True

    def run(self, g: Game, owner: Player, target: int) -> Flow:
        ops.view_cards(g, owner.seat, list(g.p(target).hand), self.id)
        yield from ops.draw(g, owner.seat, 1)


class SecretCover(_OncePerTurn):
    """覆蓋: one hand card face down on your general (seed 002)."""

    id = "s_cover"

    def can_activate(self, g: Game, owner: Player) -> bool:
        return super().can_activate(g, owner) and bool(owner.hand) and not any(
            pc.face_up for pile in owner.areas.piles.values() for pc in pile)

    def run(self, g: Game, owner: Player, target: int) -> Flow:
        cid = yield from g.ask_cards(owner.seat, list(owner.hand), "s_cover.card", self.id)
        yield from ops.put_on_general(g, owner.seat, "s_cover", cid, face_up=False)


class SecretGain(_OncePerTurn):
    id = "s_gain"
    needs_target_hand = True

    def run(self, g: Game, owner: Player, target: int) -> Flow:
        yield from ops.gain_of(g, owner.seat, target, "he", self.id)


class SecretPause(Skill):
    """Asks its owner a yes/no while cards lie face down in the processing area (after
    拼點 cards are placed, between the two halves of 交換), so views are checked then."""

    id = "s_pause"
    timings = (Timing.PINDIAN_PLACED, Timing.CARDS_MOVED)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if isinstance(ev, PindianEvent):
            return ev.source == owner.seat
        return (isinstance(ev, MoveEvent) and ev.reason == "exchange" and ev.by == owner.seat
                and all(m.dst.zone is Zone.PROCESSING for m in ev.moves))


SECRET_SKILLS = (SecretPindian, SecretGive, SecretExchange, SecretView, SecretCover,
                 SecretGain, SecretPause)


def secret_pack() -> Pack:
    """The secret skills on a general ``spy`` (4 HP, no kingdom of note)."""
    p = Pack("secret_test")
    for sk in SECRET_SKILLS:
        p.skills[sk.id] = sk()
    p.generals["spy"] = GeneralDef("spy", "qun", 4, Gender.MALE,
                                   tuple(sk.id for sk in SECRET_SKILLS))
    return p


def packs_registry() -> dict[str, Callable[[], Pack]]:
    """Pack ids → builders, for replaying these games' logs (sgs.replay.verify)."""
    return {**PACKS, "testing": blank_pack, "secret_test": secret_pack}


def spy_game(players: int, seed: int, face_down_view: str = "owner") -> Game:
    """Identity mode, every seat the ``spy``: the full deck, dealt and shuffled.  Only
    the owner may look at face-down cards on a general (the room setting; seed 002's
    default lets anyone look)."""
    rules = Ruleset(*(PACKS[p]() for p in ("standard", "honglou")), blank_pack(),
                    secret_pack())
    mode = IdentityMode(generals={s: "spy" for s in range(players)})
    return Game(rules, mode, players, seed, {"face_down_view": face_down_view})


def full_game(players: int, seed: int) -> Game:
    """The Red Chamber set in identity mode, generals chosen by the bots."""
    return Game(ruleset("honglou"), IdentityMode(), players, seed)


def decisions(g: Game, seed: int, limit: int = 100_000) -> Iterator[int]:
    """Drive ``g`` with seeded random bots, yielding before each answer."""
    seats = Seats(g, [RandomBot(seed * 31 + i) for i in range(len(g.players))])
    n = 0
    while g.pending is not None and n < limit:
        yield n
        req = g.pending
        assert req is not None
        seats.answer(req)
        n += 1


def play_out(g: Game, seed: int, limit: int = 100_000) -> Game:
    for _ in decisions(g, seed, limit):
        pass
    return g


# (set, mode, players, seeds): a few short games of each kind, for the fast-path tests
BOT_GAMES = [("honglou", "identity", 5, range(3)),
             ("standard+maneuvering", "identity", 5, range(2)),
             ("hegemony", "hegemony", 6, range(2))]


# more seeds of each kind, for the tests of option trees
MORE_BOT_GAMES = [("honglou", "identity", 5, range(4)),
                  ("standard+maneuvering", "identity", 5, range(3)),
                  ("hegemony", "hegemony", 6, range(3))]


def bot_games(kinds: list[tuple[str, str, int, range]] = BOT_GAMES,
              ) -> Iterator[tuple[str, Game, list[Any]]]:
    """Seeded games of ``kinds``, each once with random bots and once with rule bots at
    every seat: a name, the game and its agents."""
    for name, mode, players, seeds in kinds:
        for seed in seeds:
            for bots in (RandomBot, RuleBot):
                g = Game(ruleset(name), make_mode(mode), players, seed)
                yield f"{name} {seed} {bots.__name__}", g, \
                    [bots(1000 * seed + i) for i in range(players)]


def more_bot_games() -> Iterator[tuple[Game, list[Any]]]:
    """The games of :data:`MORE_BOT_GAMES` and their agents."""
    for _, g, agents in bot_games(MORE_BOT_GAMES):
        yield g, agents


def bot_game_logs() -> dict[str, list[Any]]:
    """Every game of :func:`bot_games` played to its end: its log, by name."""
    logs = {}
    for name, g, agents in bot_games():
        drive(g, agents)
        logs[name] = list(g.log)
    return logs


class Checking:
    """A bot, with ``check(g)`` run before each of its answers."""

    def __init__(self, bot: Any, g: Game, check: Callable[[Game], None]) -> None:
        self.bot, self.g, self.check = bot, g, check
        for name in ("observes", "lazy_trees"):
            if hasattr(bot, name):
                setattr(self, name, getattr(bot, name))

    def act(self, observation: dict[str, Any], request: dict[str, Any]) -> Any:
        self.check(self.g)
        return self.bot.act(observation, request)


def checked_games(check: Callable[[Game], None]) -> list[Game]:
    """The games of :func:`bot_games`, played with ``check(g)`` before every answer."""
    games = []
    for _, g, bots in bot_games():
        drive(g, [Checking(b, g, check) for b in bots])
        games.append(g)
    return games


def fresh_view(g: Game, viewer: int | None) -> dict[str, Any]:
    """The view made the long way: no table entry kept from before."""
    return view(g, viewer, cache=ViewCache(viewer))


def skills_in_effect(g: Game, ignore: tuple[int, ...] = ()) -> list[tuple[Player, Skill]]:
    """Every living player's skills in effect now, the ignored cards' skills not."""
    return [(p, sk) for p, sk, cid in g._holders_all()
            if p.alive and g.skill_works(p, sk, cid, ignore)]


def long_distance(g: Game, skills: list[tuple[Player, Skill]], src: int, dst: int) -> int:
    """The distance from src to dst the long way: every skill in `skills` asked."""
    for p, sk in skills:
        fixed = sk.distance_fixed(g, p, src, dst)
        if fixed is not None:
            return fixed
    ring = [p.seat for p in g.players if p.alive or p.seat in (src, dst)]
    steps = abs(ring.index(src) - ring.index(dst))
    n = min(steps, len(ring) - steps)
    return max(1, n + sum(sk.distance_mod(g, p, src, dst) for p, sk in skills))
