"""Hegemony mode (国战) for 2–10 players: seed 001 and rules/hegemony.md.

No roles: a player's side is the kingdom of the generals they reveal.  Each
picks a main and a deputy general of one kingdom from candidates, both face
down; max HP counts the two cards' 阴阳鱼 (half-HP units).  A face-down card
gives nothing, but its owner may use its skills by revealing it (the engine's
``Traits.latent``), or reveal at the start of their 准备 phase.

野心家 (wild) generals ([L] lord_ex, kingdom ``"wild"``, rules/hegemony-generals.md §7):
a wild general is a main general only and pairs with any deputy that is not wild;
while only the deputy is revealed the player's kingdom is the deputy's, by the usual
rule (the careerist count included); revealing the wild main makes the player a
careerist at once, with one 野心家 mark (spent through the mode's skills, rules.py).
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from typing import Any

from ...core import ConfigError, Game, Mode, Skill, ops
from ...core.content import is_soldier
from ...core.error_words import add_error_words
from ...core.events import DeathEvent
from ...core.generals import (
    FromEffect,
    FromGeneral,
    FromSkill,
    Gender,
    GeneralCard,
    Position,
    SkillGrant,
    Traits,
)
from ...core.ops import vocab
from ...core.requests import ChooseOptionRequest
from ...packs.hegemony import relations as rel
from ...packs.hegemony.relations import CAREERIST
from ..registry import brief
from ..stalemate import OPTION as STALEMATE
from ..stalemate import STALEMATE_ROUNDS, StalemateRule, check_rounds, header_option
from .state import HegemonyState, state

# this mode's setup errors, by code: (English, Chinese)
add_error_words({
    "hegemony.candidates": ("each player needs at least 2 candidate generals, not {n}",
                            "每名玩家至少需要 2 名候选武将，而不是 {n}"),
    "hegemony.few_candidates": ("{candidates} candidates each are too few: each player "
                                "needs more than {kingdoms} candidates (one per kingdom) to "
                                "be sure of two of one kingdom",
                                "每人 {candidates} 名候选武将太少：每名玩家需要多于 "
                                "{kingdoms} 名（每个势力一名），才能保证有两名同势力的武将"),
    "hegemony.few_generals": ("{pool} generals are too few for {players} players: each "
                              "player needs more than {kingdoms} candidates (one per "
                              "kingdom) to be sure of two of one kingdom",
                              "{pool} 名武将不够 {players} 名玩家：每名玩家需要多于 "
                              "{kingdoms} 名候选武将（每个势力一名），才能保证有两名同势力"
                              "的武将"),
    "hegemony.no_pairs": ("{pool} generals are too few for {players} players: deals of "
                          "{each} keep leaving a player with no legal pair",
                          "{pool} 名武将不够 {players} 名玩家：每人发 {each} 名，总有玩家"
                          "凑不出合法的主副将"),
    "hegemony.same_general": ("a hegemony player holds two different generals, not {pair}",
                              "国战玩家持有两名不同的武将，而不是 {pair}"),
    "hegemony.not_one_kingdom": ("{main} and {deputy} are not of one kingdom (a dual-kingdom "
                                 "general is a deputy only, a wild one a main only)",
                                 "{main}和{deputy}不属于同一势力（双势力武将只能作副将，"
                                 "野势力武将只能作主将）"),
    "hegemony.two_generals": ("hegemony seats a main and a deputy general, not {generals} "
                              "(seat {seat})",
                              "国战每名玩家一名主将和一名副将，而不是 {generals}（座位 {seat}）"),
}, mode=("hegemony", "hegemony", "国战"))

Flow = Generator[Any, Any, Any]

MAIN, DEPUTY = Position.MAIN, Position.DEPUTY
PAIR = "+"  # a pick is "main+deputy"
SUMMON = "formation_summon"  # 阵法召唤, the mode's skill (rules.py)
WILD = "wild"  # the printed kingdom of a 野心家 general ([L] lord_ex)
# the mode's skills that spend a 野心家 mark (rules.py): as 桃, for a reward's effect,
# for the hand limit
WILD_SKILLS = ("wild_peach", "wild_draw", "wild_limit")
_DEALS = 200  # deals tried before a pool that leaves a player no pair is refused


class HegemonyMode(Mode):
    """Options: ``candidates`` generals dealt each player (7, fewer when the pool is
    short); ``generals`` {seat: [main, deputy]} fixes picks; ``vanguard`` the first
    reveal's reward (先驱, on by default)."""

    id = "hegemony"
    min_players = 2
    max_players = 10

    def __init__(self, candidates: int = 7, generals: dict[int, list[str]] | None = None,
                 vanguard: bool = True, stalemate_rounds: int = STALEMATE_ROUNDS) -> None:
        check_rounds(stalemate_rounds)
        if candidates < 2:
            raise ConfigError("hegemony.candidates", n=candidates)
        self.candidates = candidates
        self.fixed_generals = {s: list(pair) for s, pair in (generals or {}).items()}
        self.vanguard = vanguard
        self.stalemate_rounds = stalemate_rounds

    @classmethod
    def from_options(cls, options: dict[str, Any]) -> HegemonyMode:
        generals = {int(k): v for k, v in (options.pop("generals", None) or {}).items()}
        return cls(generals=generals, **options)

    def new_state(self, g: Game) -> HegemonyState:
        n = len(g.players)
        return HegemonyState(players=n, kingdoms=[None] * n, both_shown=[False] * n,
                             leftover=[False] * n, vanguard=self.vanguard,
                             deputies=[""] * n, wild_marks=[0] * n,
                             wild_given=[False] * n, main_shown=[False] * n)

    def rules(self) -> Sequence[Skill]:
        from .alliance import RULES as ALLIANCE
        from .rules import RULES

        return (*RULES, *ALLIANCE,
                StalemateRule(self.stalemate_rounds, _progress, lambda g: state(g).quiet))

    def skills(self) -> Sequence[Skill]:
        from .rules import MODE_SKILLS

        return MODE_SKILLS

    def header(self, g: Game) -> dict[str, Any]:
        fixed = {str(k): v for k, v in self.fixed_generals.items()}
        return {"seats": [{"seat": p.seat} for p in g.players],
                "mode_options": {"candidates": self.candidates, "generals": fixed,
                                 "vanguard": self.vanguard,
                                 **header_option(self.stalemate_rounds)}}

    # ------------------------------------------------------------------ setup
    def setup(self, g: Game) -> Flow:
        """Candidates dealt to everyone at once, disjoint; everyone picks a main and a
        deputy of one kingdom in one window; both cards face down; the rest of the
        pool is the remaining-generals pile; draw 4 each."""
        for pair in self.fixed_generals.values():
            self._check_pair(g, pair)
        taken = {gid for pair in self.fixed_generals.values() for gid in pair}
        pool = [gid for gid in sorted(g.ruleset.generals) if gid not in taken]
        g.rng.shuffle(pool)
        picking = [p.seat for p in g.players if p.seat not in self.fixed_generals]
        dealt = self._deal(g, pool, picking)
        picks = {s: PAIR.join(pair) for s, pair in self.fixed_generals.items()}
        picks.update((yield from g.ask_all([
            ChooseOptionRequest(s, "choose_generals", "setup", {"candidates": dealt[s]},
                                    options=self._pairs(g, dealt[s]))
            for s in picking])))
        for p in g.players:
            g.set_generals(p.seat, self.general_cards(g, p.seat, picks[p.seat].split(PAIR)),
                           reset_hp=True)
        # 剩余武将牌堆: every general not picked (candidates passed over too), in the
        # shuffled order of the pool
        seated = {gid for pick in picks.values() for gid in pick.split(PAIR)}
        g.general_pile[:] = [gid for gid in pool if gid not in seated]
        g.emit("generals", seats=[{"seat": p.seat, **self.seat_info(g, p.seat),
                                   "hp": p.hp, "max_hp": p.max_hp} for p in g.players])
        for seat in g.seats_from(self.first_seat(g)):
            yield from ops.draw(g, seat, 4, "initial")

    def _deal(self, g: Game, pool: list[str], seats: list[int]) -> dict[int, list[str]]:
        """Deal ``pool`` (shuffled) in order.  More candidates than kingdoms make two of
        one kingdom, or a wild general and another, for everyone — unless dual-kingdom
        (deputy only) or wild (main only) generals crowd a hand: then the pool is
        shuffled again until every hand holds a legal pair (the first deal stands
        whenever it does: a roster of single kingdoms deals as it always has)."""
        if not seats:
            return {}
        kingdoms = {g.ruleset.general(gid).kingdom for gid in pool} - {WILD}
        each = min(self.candidates, len(pool) // len(seats))
        if each <= len(kingdoms):  # fewer could leave a player with no pair of a kingdom
            if each == self.candidates:
                raise ConfigError("hegemony.few_candidates", candidates=self.candidates,
                                  kingdoms=len(kingdoms))
            raise ConfigError("hegemony.few_generals", pool=len(pool), players=len(seats),
                              kingdoms=len(kingdoms))
        for _ in range(_DEALS):
            hands = {s: pool[i * each:(i + 1) * each] for i, s in enumerate(seats)}
            if all(self._pairs(g, hand) for hand in hands.values()):
                return hands
            g.rng.shuffle(pool)
        raise ConfigError("hegemony.no_pairs", pool=len(pool), players=len(seats), each=each)

    def _pairs(self, g: Game, candidates: list[str]) -> list[str]:
        """Every legal pick: an ordered main+deputy pair of one kingdom."""
        return [f"{a}{PAIR}{b}" for a in candidates for b in candidates
                if a != b and _pairable(g, a, b)]

    def _check_pair(self, g: Game, pair: Sequence[str]) -> None:
        if len(pair) != 2 or pair[0] == pair[1]:
            raise ConfigError("hegemony.same_general", pair=repr(list(pair)))
        if not _pairable(g, pair[0], pair[1]):
            raise ConfigError("hegemony.not_one_kingdom", main=pair[0],
                              deputy=pair[1]).named(g.ruleset.name)

    # ------------------------------------------------------------------ general cards
    def general_cards(self, g: Game, seat: int, generals: Sequence[str],
                      ) -> tuple[GeneralCard, ...]:
        """A main and (usually) a deputy, both face down."""
        if not 1 <= len(generals) <= 2:
            raise ConfigError("hegemony.two_generals", generals=repr(list(generals)),
                              seat=seat)
        return tuple(GeneralCard(gid, MAIN if i == 0 else DEPUTY, revealed=False)
                     for i, gid in enumerate(generals))

    def traits(self, g: Game, seat: int, cards: Sequence[GeneralCard]) -> Traits:
        """Seed 001: only revealed cards give skills, gender and kingdom; gender is the
        one revealed card's, or the main general's with both; the kingdom is fixed at
        the first reveal.  主将技/副将技 are had only in their slot.  Max HP: the
        cards' 阴阳鱼 (with each slot's adjustment) halved, one left over when odd."""
        live = [c for c in cards if not c.removed]
        shown = [c for c in live if c.revealed]
        st = state(g)
        if shown and st.kingdoms[seat] is None:  # laid out revealed (a test table)
            for c in shown:  # a wild main shown makes a careerist, with its mark
                self._kingdom_at_reveal(g, seat, c)
                _give_wild_mark(g, seat, c)
            # laid out with both face up: the moment both are first revealed is past,
            # and with it their rewards (珠联璧合, the leftover 阴阳鱼)
            st.both_shown[seat] = len(live) >= 2 and len(shown) == len(live)
        self._new_deputy(g, seat, live)
        main = next((c for c in shown if c.position is MAIN), None)
        if main is not None:
            st.main_shown[seat] = True
        gender_card = main or (shown[0] if shown else None)
        half = sum(self.half_hp(g, c) for c in live)
        st.leftover[seat] = half % 2 == 1
        printed = g.ruleset.general(live[0].general).kingdom if live else None
        skills = self._grants(g, shown, printed)
        summon = next((gr for gr in skills if g.ruleset.skill(gr.skill).formation), None)
        if summon is not None:  # seed 001: 拥有阵法技的角色可…发起"阵法召唤"
            skills += (SkillGrant(SUMMON, FromSkill(summon.skill)),)
        if st.wild_given[seat]:  # the 野心家 mark's uses (each needs a mark left)
            skills += tuple(SkillGrant(sid, FromEffect(WILD)) for sid in WILD_SKILLS)
        return Traits(
            kingdom=st.kingdoms[seat],
            gender=g.ruleset.general(gender_card.general).gender if gender_card else
            Gender.NONE,
            max_hp=half // 2,
            skills=skills,
            latent=self._grants(g, [c for c in live if not c.revealed
                                    and self.may_reveal(g, seat, c)], printed))

    def _new_deputy(self, g: Game, seat: int, live: Sequence[GeneralCard]) -> None:
        """A new deputy general makes a new pair.  Seed 001 加入 (a soldier card or no
        deputy before): 新的副将会触发珠联璧合、单独阴阳鱼摸牌的效果 — the pair's rewards
        are given when both are first face up; 变更 (a general before): 新的副将不会触发
        — never, even if it is hidden (倾城) and revealed again.  移除 (a soldier card
        now): the pair is gone, and with it the rewards of its first full reveal ([L]:
        pending 阴阳鱼/珠联璧合 bonuses are cleared)."""
        st = state(g)
        now = next((c.general for c in live if c.position is DEPUTY), None)
        was = st.deputies[seat]
        if was != "" and now != was and now is not None:
            st.both_shown[seat] = is_soldier(now) or (was is not None
                                                       and not is_soldier(was))
        st.deputies[seat] = now

    def _grants(self, g: Game, cards: Sequence[GeneralCard], main_kingdom: str | None,
                ) -> tuple[SkillGrant, ...]:
        """The skills of ``cards`` had in their slots: 主将技/副将技 in theirs, a 主势技
        only when the main general's printed kingdom is its own (seed 001: 根据主将原本
        国籍来确定; the kingdom the player ends up in does not matter)."""
        return tuple(SkillGrant(sid, FromGeneral(c.general, c.position))
                     for c in sorted(cards, key=lambda c: c.position is not MAIN)
                     for sid in g.ruleset.general(c.general).skills
                     if _in_slot(sk := g.ruleset.skill(sid), c.position)
                     and sk.main_kingdom in (None, main_kingdom))

    def half_hp(self, g: Game, card: GeneralCard) -> int:
        """The 阴阳鱼 a card is worth in its slot (主将技/副将技 may change it)."""
        gdef = g.ruleset.general(card.general)
        return gdef.hp + sum(sk.slot_hp for sid in gdef.skills
                             if (sk := g.ruleset.skill(sid)).slot == card.position.value)

    # ------------------------------------------------------------------ reveals
    def may_reveal(self, g: Game, seat: int, card: GeneralCard) -> bool:
        """Seed 001 双: 在主将未明置过的情况下，双势力武将不得明置 (a deputy 变更d or
        加入ed may be one while the main has never been face up)."""
        dual = g.ruleset.general(card.general).sub_kingdom is not None
        return not (dual and card.position is DEPUTY and not state(g).main_shown[seat])

    def on_reveal(self, g: Game, seat: int, card: GeneralCard) -> dict[str, Any]:
        """The kingdom a reveal fixes (the first), or changes (a wild general: careerist
        at once); a wild general's first reveal in the game also gives its player one
        野心家 mark ([L]: once, even if it is hidden and shown again)."""
        st = state(g)
        before = st.kingdoms[seat]
        kingdom = self._kingdom_at_reveal(g, seat, card)
        out: dict[str, Any] = {"kingdom": kingdom} if kingdom != before else {}
        if _give_wild_mark(g, seat, card):
            out["wild_mark"] = 1
        return out

    def _kingdom_at_reveal(self, g: Game, seat: int, card: GeneralCard) -> str:
        """The first reveal fixes the kingdom; a wild general makes a careerist whenever
        it is revealed ([L]: 明置野心家武将牌即成为野心家), whatever the deputy gave."""
        st = state(g)
        if st.kingdoms[seat] is None:
            return self._fix_kingdom(g, seat, card)
        if is_wild(g, card.general):
            st.kingdoms[seat] = CAREERIST
        return st.kingdoms[seat] or CAREERIST

    def _fix_kingdom(self, g: Game, seat: int, card: GeneralCard) -> str:
        """Seed 001 野心家: the first reveal fixes the kingdom, unless the players of it
        would then be more than half of those who started: a careerist instead, and
        every later one of that kingdom too.  A wild general is of no kingdom: its
        player is a careerist, and no kingdom's count grows.  (A player whose wild main
        follows a deputy revealed first stays in that kingdom's count, as every
        careerist of a printed kingdom does: [choice].)"""
        st = state(g)
        printed = g.ruleset.general(card.general).kingdom
        if printed == WILD:
            st.kingdoms[seat] = CAREERIST
            return CAREERIST
        st.claims[printed] = st.claims.get(printed, 0) + 1
        kingdom = CAREERIST if st.claims[printed] * 2 > st.players else printed
        st.kingdoms[seat] = kingdom
        return kingdom

    # ------------------------------------------------------------------ sight
    def seat_info(self, g: Game, seat: int) -> dict[str, Any]:
        cards = {c.position: c.general for c in g.p(seat).generals}
        return {"main": cards.get(MAIN), "deputy": cards.get(DEPUTY)}

    def seat_view(self, g: Game, viewer: int | None, seat: int) -> dict[str, Any]:
        """A general is seen by its owner, by all once revealed or at the end, and by
        whoever looked at it (知己知彼)."""
        out: dict[str, Any] = {"main": None, "deputy": None}
        for c in g.p(seat).generals:
            if viewer == seat or c.revealed or g.over or viewer in \
                    g.general_knowers.get((seat, c.position), ()):
                out[c.position.value] = c.general
        return out

    def same_kingdom(self, g: Game, a: int, b: int) -> bool:
        """Seed 001's 你势力: a careerist is of its own kingdom only."""
        return rel.same_kingdom(g, a, b)

    def dealt(self, g: Game) -> dict[str, dict[str, int]]:
        """Nothing: which generals are at the table is hidden until they are revealed."""
        return {}

    def known_allies(self, g: Game, seat: int) -> list[int]:
        """Living revealed players of ``seat``'s kingdom (a careerist has none); a hidden
        player counts the kingdom its generals would give it, unless that reveal would
        make it a careerist."""
        mine = g.p(seat).kingdom or would_be(g, seat)
        if mine is None or mine == CAREERIST:
            return []
        return [p.seat for p in g.alive() if p.seat != seat and p.kingdom == mine]

    def _show_all(self, g: Game, seat: int) -> None:
        """Turn every face-down card of ``seat`` up, main first: the first fixes the
        kingdom by the usual rule, a wild one makes a careerist (no 野心家 mark: this is
        a death's or the end's showing, not a reveal of the player's)."""
        cards = list(g.p(seat).generals)
        if not any(not c.revealed and not c.removed for c in cards):
            return
        for i, c in enumerate(cards):
            if not c.revealed and not c.removed:
                self._kingdom_at_reveal(g, seat, c)
                cards[i] = GeneralCard(c.general, c.position, True, c.removed)
        g.set_generals(seat, cards)

    def reveal_at_death(self, g: Game, seat: int) -> dict[str, Any]:
        """A dead player's generals are all revealed; the first fixes the kingdom by the
        usual rule (a wild general: a careerist)."""
        self._show_all(g, seat)
        return {"kingdom": g.p(seat).kingdom, **self.seat_info(g, seat)}

    def final(self, g: Game, winners: list[int]) -> dict[str, Any]:
        """At the end every survivor is revealed; the record gives every seat's side."""
        for p in g.alive():
            self._show_all(g, p.seat)
        return {"sides": [p.kingdom for p in g.players]}

    # ------------------------------------------------------------------ victory, death
    def winners(self, g: Game) -> list[int] | None:
        """The game ends when every living player is certainly of one side: all of one
        kingdom (hidden ones counted as the kingdom their generals would give them,
        if revealing them all would make no careerist), or one survivor.  Every player
        of that kingdom wins, the dead too; a careerist wins alone."""
        alive = g.alive()
        if len(alive) == 1 and (alive[0].kingdom == CAREERIST
                                or wild_face_down(g, alive[0].seat)):
            return [alive[0].seat]
        if any(wild_face_down(g, p.seat) for p in alive):
            return None  # a face-down wild main: its player is of no side for certain
        hidden = [p for p in alive if p.kingdom is None]
        sides = {s for p in alive if (s := rel.side(g, p.seat)) is not None}
        if hidden:
            printed = {g.ruleset.general(next(c for c in p.generals if not c.removed)
                                         .general).kingdom for p in hidden}
            if len(printed) > 1:
                return None
            (k,) = printed
            if would_be(g, hidden[0].seat, len(hidden)) == CAREERIST:
                if len(alive) > 1:
                    return None
                return [alive[0].seat]  # a lone survivor who would be a careerist
            sides.add(k)
        if len(sides) != 1:
            return None
        (winning,) = sides
        if winning.startswith(CAREERIST):
            return [alive[0].seat]
        return [p.seat for p in g.players if p.kingdom == winning
                or (p.kingdom is None and p.alive)]

    def on_death(self, g: Game, death: DeathEvent) -> Flow:
        """The killer (alive, with a kingdom): of the victim's kingdom, discards every hand
        and equipment card; otherwise draws 1 and one more per living player of the
        victim's kingdom (a careerist victim gives 1)."""
        killer = death.killer
        if killer is None or not g.p(killer).alive or g.p(killer).kingdom is None:
            return None
        if rel.same_kingdom(g, killer, death.seat):
            if g.hand_and_equip(killer):
                g.emit("punish", seat=killer)
                yield from vocab.discard_all(g, killer, "he", "punish")
            return None
        victim = g.p(death.seat).kingdom
        mates = 0 if victim == CAREERIST else sum(
            1 for p in g.alive() if p.kingdom == victim)
        yield from ops.draw(g, killer, 1 + mates, "reward")
        return None


def would_be(g: Game, seat: int, more: int = 1, position: Position | None = None,
             ) -> str | None:
    """The kingdom ``seat``'s first reveal would fix now, if ``more`` players of its
    generals' kingdom (itself included) revealed at once (None: it has a kingdom
    already, or no general).  ``position``: the kingdom revealing that card first
    would fix; without it, what revealing its generals makes it — a careerist for a
    wild main general, whatever its deputy would give first."""
    st = state(g)
    if st.kingdoms[seat] is not None:
        return None
    cards = [c for c in g.p(seat).generals if not c.removed]
    if position is not None:
        cards = [c for c in cards if c.position is position]
    if not cards:
        return None
    if any(is_wild(g, c.general) for c in cards):
        return CAREERIST
    printed = g.ruleset.general(cards[0].general).kingdom
    return CAREERIST if (st.claims.get(printed, 0) + more) * 2 > st.players else printed


def is_wild(g: Game, gid: str) -> bool:
    """A 野心家 general ([L] lord_ex: printed kingdom "wild")."""
    return not is_soldier(gid) and g.ruleset.general(gid).kingdom == WILD


def _give_wild_mark(g: Game, seat: int, card: GeneralCard) -> bool:
    """A wild general's first reveal gives its player one 野心家 mark, once a game."""
    st = state(g)
    if not is_wild(g, card.general) or st.wild_given[seat]:
        return False
    st.wild_given[seat] = True
    st.wild_marks[seat] += 1
    return True


def wild_face_down(g: Game, seat: int) -> bool:
    """``seat`` is not a careerist yet, but a face-down wild general would make it one."""
    return g.p(seat).kingdom != CAREERIST and any(
        not c.revealed and not c.removed and is_wild(g, c.general)
        for c in g.p(seat).generals)


def _pairable(g: Game, main: str, deputy: str) -> bool:
    """A main and a deputy of one kingdom; a 双势力 general is a deputy only and pairs
    with a main of either of its kingdoms; a wild general is a main only and pairs
    with any deputy that is not wild ([L]: 野心家势力武将仅可以做主将，其副将可以是任意势力武将)."""
    a, b = g.ruleset.general(main), g.ruleset.general(deputy)
    if a.sub_kingdom is not None or b.kingdom == WILD:
        return False
    return a.kingdom == WILD or a.kingdom in b.kingdoms


def _in_slot(sk: Skill, position: Position) -> bool:
    return sk.slot is None or sk.slot == position.value


# ---------------------------------------------------------------- a header's options

_OPTIONS = ("candidates", "generals", "vanguard", STALEMATE)


def _progress(g: Game) -> int:
    """The stalemate rule's progress: deaths, kingdoms made known (a first reveal) and
    players with both generals revealed (the second first reveal); each only grows."""
    st = state(g)
    return sum(not p.alive for p in g.players) + \
        sum(k is not None for k in st.kingdoms) + sum(st.both_shown)


def check_options(players: int, options: Mapping[str, Any]) -> None:
    """A log header's player count and ``mode_options`` (untrusted), or ConfigError."""
    if isinstance(players, bool) or not isinstance(players, int) or \
            not HegemonyMode.min_players <= players <= HegemonyMode.max_players:
        raise ConfigError("mode.players", lo=2, hi=10, mode="hegemony", got=brief(players))
    for key in options:
        if key not in _OPTIONS:
            raise ConfigError("options.unknown", key=brief(key), mode="hegemony",
                              known=", ".join(_OPTIONS))
    cand = options.get("candidates", 7)
    if isinstance(cand, bool) or not isinstance(cand, int) or not 2 <= cand <= 60:
        raise ConfigError("options.range", key="candidates", lo=2, hi=60, got=brief(cand))
    generals = options.get("generals") or {}
    if not (isinstance(generals, dict) and all(
            isinstance(k, str) and k.isdecimal() and len(k) <= 2 and int(k) < players
            and isinstance(v, list) and len(v) == 2
            and all(isinstance(x, str) and 0 < len(x) <= 200 for x in v)
            for k, v in generals.items())):
        raise ConfigError("options.pairs", hi=players - 1, got=brief(generals))
    if not isinstance(options.get("vanguard", True), bool):
        raise ConfigError("options.bool", key="vanguard", got=brief(options["vanguard"]))
    if STALEMATE in options:
        check_rounds(options[STALEMATE])
