"""Identity mode (身份局) for 2–10 players (rules/identity-and-cards.md §6).

Roles: lord (主人), loyalist (仆人), rebel (反贼), renegade (内奸).  The lord
is shown at once and picks a general first; the others pick from random
candidates; everyone draws 4; the lord takes the first turn.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from ..core import ConfigError, Game, Mode, Skill, ops
from ..core.error_words import add_error_words
from ..core.events import DeathEvent
from ..core.frozen import FrozenDict
from ..core.generals import GeneralCard, Traits
from ..core.ops import vocab
from ..core.requests import ChooseOptionRequest, Request
from .registry import brief, register_mode
from .stalemate import OPTION as STALEMATE
from .stalemate import STALEMATE_ROUNDS, Quiet, StalemateRule, check_rounds, header_option

# this mode's setup errors, by code: (English, Chinese)
add_error_words({
    "options.roles_count": ("mode_options roles must list {n} roles, one a seat: {got}",
                            "mode_options 的 roles 须列出 {n} 个身份，每个座位一个：{got}"),
    "options.role_unknown": ("mode_options roles has an unknown role {role} (roles: {known})",
                             "mode_options 的 roles 中有未知的身份 {role}（身份：{known}）"),
    "options.one_lord": ("mode_options roles must have exactly one lord: {got}",
                         "mode_options 的 roles 须恰好有一名主公：{got}"),
    "identity.candidates": ("each player needs at least one candidate general "
                            "(candidates={candidates}, lord_extra={lord_extra})",
                            "每名玩家至少需要一名候选武将（candidates={candidates}，"
                            "lord_extra={lord_extra}）"),
    "identity.fixed_roles": ("fixed roles need one known role per seat and exactly one lord, "
                             "not {roles}",
                             "指定的身份须每个座位一个已知身份、恰好一名主公，而不是 {roles}"),
    "identity.pool": ("{pool} generals are too few for {players} players to choose from",
                      "{pool} 名武将不够 {players} 名玩家挑选"),
    "identity.one_general": ("identity mode seats one general a player, not {generals} "
                             "(seat {seat})",
                             "身份局每名玩家一名武将，而不是 {generals}（座位 {seat}）"),
}, mode=("identity", "identity", "身份局"))

Flow = Generator[Any, Any, Any]


class Role(StrEnum):
    LORD = "lord"  # 主公 (the Red Chamber set: 主人)
    LOYALIST = "loyalist"  # 忠臣 (仆人)
    REBEL = "rebel"  # 反贼
    RENEGADE = "renegade"  # 内奸


LORD, LOYALIST, REBEL, RENEGADE = Role.LORD, Role.LOYALIST, Role.REBEL, Role.RENEGADE
# the sides: the lord's (lord and loyalists) and the rebels'; a renegade is on none
_SIDES = {LORD: LORD, LOYALIST: LORD, REBEL: REBEL}
# seat_view's answers, made once (None: the role unseen): frozen, so that a view,
# which asks for every seat at every decision, makes none and finds a kept entry's
# facts the same object
_FACTS: dict[Role | None, dict[str, Any]] = {
    r: FrozenDict(role=None if r is None else r.value) for r in (None, *Role)}

# players -> (loyalists, rebels, renegades); one lord always
ROLE_TABLE: dict[int, tuple[int, int, int]] = {
    2: (0, 1, 0), 3: (0, 1, 1), 4: (1, 1, 1), 5: (1, 2, 1), 6: (1, 3, 1),
    7: (2, 3, 1), 8: (2, 4, 1), 9: (3, 4, 1), 10: (3, 4, 2),
}


def roles_for(n: int) -> list[Role]:
    if n not in ROLE_TABLE:
        raise ConfigError("mode.takes", mode="identity", lo=2, hi=10, got=n)
    loy, reb, ren = ROLE_TABLE[n]
    return [LORD] + [LOYALIST] * loy + [REBEL] * reb + [RENEGADE] * ren


@dataclass(slots=True)
class IdentityState:
    """Identity mode's own state in a game (``g.mode_state``): each seat's role, and
    whether it is shown to all (the lord's at once, everyone's at death)."""

    roles: list[Role] = field(default_factory=list)
    shown: list[bool] = field(default_factory=list)
    quiet: Quiet = field(default_factory=Quiet)  # the stalemate rule's count


def state(g: Game) -> IdentityState:
    st = g.mode_state
    if not isinstance(st, IdentityState):
        raise TypeError(f"game of mode {g.mode.id!r} has no identity state")
    return st


def role_of(g: Game, seat: int) -> Role:
    """The role of ``seat`` in an identity game (the referee's knowledge)."""
    return state(g).roles[seat]


class IdentityMode(Mode):
    """Options: ``generals`` {seat: general id} fixes picks; ``roles`` a list fixes roles;
    ``lord_bonus`` gives the lord +1 HP (True), or not (False; default None: with
    more than 4 players); ``candidates`` how many generals a non-lord player picks
    from (3); ``lord_extra`` how many generals without a lord skill the lord may
    pick besides those with one (2)."""

    id = "identity"
    min_players = 2
    max_players = 10

    def __init__(self, generals: dict[int, str] | None = None, roles: list[str] | None = None,
                 candidates: int = 3, lord_extra: int = 2,
                 lord_bonus: bool | None = None,
                 stalemate_rounds: int = STALEMATE_ROUNDS) -> None:
        check_rounds(stalemate_rounds)
        if candidates < 1 or lord_extra < 0:
            raise ConfigError("identity.candidates", candidates=candidates,
                              lord_extra=lord_extra)
        self.fixed_generals = dict(generals or {})
        self.fixed_roles = roles
        self.candidates = candidates
        self.lord_extra = lord_extra
        self.lord_bonus = lord_bonus
        self.stalemate_rounds = stalemate_rounds

    @classmethod
    def from_options(cls, options: dict[str, Any]) -> IdentityMode:
        """The mode from its options as a log header records them (seats as strings)."""
        generals = {int(k): v for k, v in (options.pop("generals", None) or {}).items()}
        return cls(generals=generals, **options)

    @staticmethod
    def check_options(players: int, options: Mapping[str, Any]) -> None:
        """A header's player count and ``mode_options`` for identity mode (untrusted:
        from a file), or ConfigError naming what is wrong."""
        _check_options(players, options)

    def new_state(self, g: Game) -> IdentityState:
        return IdentityState()

    def rules(self) -> Sequence[Skill]:
        """The stalemate rule: progress is a death (nothing else cannot be undone)."""
        return (StalemateRule(self.stalemate_rounds, _deaths, lambda g: state(g).quiet),)

    # ------------------------------------------------------------------ setup
    def deal_roles(self, g: Game) -> None:
        n = len(g.players)
        roles = list(self.fixed_roles) if self.fixed_roles else roles_for(n)
        if len(roles) != n or roles.count(LORD) != 1 or \
                not set(roles) <= {LORD, LOYALIST, REBEL, RENEGADE}:
            raise ConfigError("identity.fixed_roles", roles=repr(roles))
        if not self.fixed_roles:
            rest = roles[1:]
            g.rng.shuffle(rest)
            lord_seat = g.rng.randrange(n) if g.options.get("random_lord_seat") else 0
            roles = [*rest[:lord_seat], LORD, *rest[lord_seat:]]
        st = state(g)
        st.roles = [Role(r) for r in roles]
        st.shown = [r == LORD for r in roles]

    def prepare(self, g: Game) -> None:
        self.deal_roles(g)

    def header(self, g: Game) -> dict[str, Any]:
        """Each seat's role (and general, when fixed), and what re-creates this mode for
        a replay (see ``sgs.modes.make_mode``)."""
        roles = state(g).roles
        seats = [{"seat": p.seat, "role": roles[p.seat].value,
                  "general": self.fixed_generals.get(p.seat)} for p in g.players]
        fixed = {str(k): v for k, v in self.fixed_generals.items()}
        options: dict[str, Any] = {"generals": fixed, "roles": self.fixed_roles,
                                   "candidates": self.candidates, "lord_extra": self.lord_extra}
        if self.lord_bonus is not None:
            options["lord_bonus"] = self.lord_bonus
        options.update(header_option(self.stalemate_rounds))
        return {"seats": seats, "mode_options": options}

    def setup(self, g: Game) -> Flow:
        """The lord picks first, in view of all; then every other player picks from
        candidates dealt to each at once, and the picks are shown together (rules §6).

        Dealing before anyone picks keeps one player's choice out of another's
        candidates, so the order of answers tells nobody anything."""
        for gid in self.fixed_generals.values():
            g.ruleset.general(gid)  # an unknown name fails before anything happens
        pool = [gid for gid in sorted(g.ruleset.generals) if gid not in
                self.fixed_generals.values()]
        g.rng.shuffle(pool)
        lord = self.lord_seat(g)
        order = g.seats_from(lord)
        fixed = self.fixed_generals.get(lord)
        gid = fixed if fixed is not None else \
            (yield from self._pick(g, lord, self._lord_candidates(g, pool)))
        if gid in pool:
            pool.remove(gid)
        self.seat_general(g, lord, gid)
        self._announce(g, [lord])
        others = [s for s in order if s != lord]
        picking = [s for s in others if s not in self.fixed_generals]
        dealt = self._deal(pool, picking)
        picks = {s: self.fixed_generals[s] for s in others if s in self.fixed_generals}
        # one window: everyone picks at once, whatever order the answers come in
        picks.update((yield from g.ask_all([self._pick_request(g, s, dealt[s])
                                            for s in picking])))
        for seat in others:
            self.seat_general(g, seat, picks[seat])
        self._announce(g, others)
        for seat in order:
            yield from ops.draw(g, seat, 4, "initial")

    def _pick_request(self, g: Game, seat: int, candidates: list[str]) -> Request:
        return ChooseOptionRequest(seat, "choose_general", "setup",
                                   {"role": role_of(g, seat).value}, options=candidates)

    def _pick(self, g: Game, seat: int, candidates: list[str]) -> Flow:
        return (yield from g.ask(self._pick_request(g, seat, candidates)))

    def _announce(self, g: Game, seats: list[int]) -> None:
        g.emit("generals", seats=[{"seat": s, "general": g.p(s).general,
                                   **self.seat_info(g, s),
                                   "hp": g.p(s).hp, "max_hp": g.p(s).max_hp} for s in seats])

    def _lord_candidates(self, g: Game, pool: list[str]) -> list[str]:
        lords = [gid for gid in pool if any(
            g.ruleset.skill(s).lord for s in g.ruleset.general(gid).skills)]
        others = [gid for gid in pool if gid not in lords][: self.lord_extra]
        return (lords + others) or pool[:1]

    def _deal(self, pool: list[str], seats: list[int]) -> dict[int, list[str]]:
        """Disjoint candidates for ``seats``: ``candidates`` each, fewer when the pool is
        short (rules §6: 3, or 2 when short; never more than the pool allows)."""
        if not seats:
            return {}
        each = min(self.candidates, len(pool) // len(seats))
        if each < 1:
            raise ConfigError("identity.pool", pool=len(pool), players=len(seats))
        return {s: pool[i * each:(i + 1) * each] for i, s in enumerate(seats)}

    def seat_general(self, g: Game, seat: int, gid: str) -> None:
        """Seat ``gid`` at ``seat``: one general card, face up; HP from ``traits``."""
        g.set_generals(seat, self.general_cards(g, seat, [gid]), reset_hp=True)

    def general_cards(self, g: Game, seat: int, generals: Sequence[str],
                      ) -> tuple[GeneralCard, ...]:
        if len(generals) != 1:
            raise ConfigError("identity.one_general", generals=repr(list(generals)),
                              seat=seat)
        return (GeneralCard(generals[0]),)

    def traits(self, g: Game, seat: int, cards: Sequence[GeneralCard]) -> Traits:
        """The general's kingdom, gender, skills and HP; the lord gets +1 HP (and
        maximum) with more than 4 players (rules §6), or as ``lord_bonus`` says."""
        t = super().traits(g, seat, cards)
        bonus = self.lord_bonus if self.lord_bonus is not None else len(g.players) > 4
        if bonus and role_of(g, seat) is LORD:
            t = replace(t, max_hp=t.max_hp + 1)
        return t

    def lord_seat(self, g: Game) -> int:
        return state(g).roles.index(LORD)

    def first_seat(self, g: Game) -> int:
        return self.lord_seat(g)

    def lord_skills_work(self, g: Game, seat: int) -> bool:
        return role_of(g, seat) is LORD

    # ------------------------------------------------------------------ sight
    def seat_info(self, g: Game, seat: int) -> dict[str, Any]:
        return {"role": role_of(g, seat).value}

    def seat_view(self, g: Game, viewer: int | None, seat: int) -> dict[str, Any]:
        """A role is seen by its player, by all once shown (the lord's at once), by
        all once its player is dead, and by all when the game is over."""
        st = g.mode_state  # (state(g), inlined: a view asks for every seat)
        if not isinstance(st, IdentityState):
            st = state(g)  # (which raises)
        # (g.over and a StrEnum's value read directly: both are slower properties)
        seen = st.shown[seat] or viewer == seat or not g.players[seat].alive \
            or g.winners is not None
        return _FACTS[st.roles[seat] if seen else None]

    def seat_views(self, g: Game, viewer: int | None) -> list[dict[str, Any]]:
        """seat_view's rule for every seat at once (unless a subclass sees otherwise)."""
        if type(self).seat_view is not IdentityMode.seat_view:
            return super().seat_views(g, viewer)
        st = g.mode_state  # (as in seat_view)
        if not isinstance(st, IdentityState):
            st = state(g)  # (which raises)
        over = g.winners is not None
        shown, roles, facts = st.shown, st.roles, _FACTS
        out = []
        for p in g.players:
            s = p.seat
            out.append(facts[roles[s] if shown[s] or viewer == s or not p.alive or over
                             else None])
        return out

    def reveal_at_death(self, g: Game, seat: int) -> dict[str, Any]:
        st = state(g)
        st.shown[seat] = True
        return {"role": st.roles[seat].value}

    def known_allies(self, g: Game, seat: int) -> list[int]:
        """The lord and loyalists are one side, the rebels another, a renegade has none;
        a seat knows the others whose roles it sees (the lord's at once, the shown)."""
        st = g.mode_state  # (state(g), inlined as in seat_view)
        if not isinstance(st, IdentityState):
            st = state(g)  # (which raises)
        side = _SIDES.get(st.roles[seat])
        if side is None:
            return []
        if type(self).seat_view is not IdentityMode.seat_view:  # a mode that sees otherwise
            return [p.seat for p in g.alive() if p.seat != seat
                    and self.seat_view(g, seat, p.seat)["role"] is not None
                    and _SIDES.get(st.roles[p.seat]) is side]
        # seat_view's rule, inlined: the seat is alive, so its role is seen when shown,
        # or once the game is over (a loop: no comprehension made at each call)
        over = g.winners is not None
        shown, roles = st.shown, st.roles
        out = []
        for p in g.players:
            s = p.seat
            if p.alive and s != seat and (shown[s] or over) and _SIDES.get(roles[s]) is side:
                out.append(s)
        return out

    # ------------------------------------------------------------------ death
    def winners(self, g: Game) -> list[int] | None:
        roles = state(g).roles
        lord = g.p(roles.index(LORD))
        alive = g.alive()
        if not lord.alive:
            if len(alive) == 1 and roles[alive[0].seat] is RENEGADE:
                return [alive[0].seat]
            return [p.seat for p in g.players if roles[p.seat] is REBEL]
        if not any(roles[p.seat] in (REBEL, RENEGADE) for p in alive):
            return [p.seat for p in g.players if roles[p.seat] in (LORD, LOYALIST)]
        return None

    def on_death(self, g: Game, death: DeathEvent) -> Flow:
        killer = death.killer
        if killer is None or not g.p(killer).alive:
            return None
        victim = role_of(g, death.seat)
        if victim is REBEL:
            yield from ops.draw(g, killer, 3, "reward")
        elif victim is LOYALIST and role_of(g, killer) is LORD \
                and g.hand_and_equip(killer):  # nothing to discard: no punishment to tell
            g.emit("punish", seat=killer)
            yield from vocab.discard_all(g, killer, "he", "punish")
        return None


# ---------------------------------------------------------------- a header's options

_OPTIONS = ("generals", "roles", "candidates", "lord_extra", "lord_bonus", STALEMATE)


def _deaths(g: Game) -> int:
    return sum(not p.alive for p in g.players)
_MAX_NAME = 200


def _check_options(players: int, options: Mapping[str, Any]) -> None:
    if isinstance(players, bool) or players not in ROLE_TABLE:
        raise ConfigError("mode.players", lo=min(ROLE_TABLE), hi=max(ROLE_TABLE),
                          mode="identity", got=brief(players))
    for key in options:
        if key not in _OPTIONS:
            raise ConfigError("options.unknown", key=brief(key), mode="identity",
                              known=", ".join(_OPTIONS))
    generals = options.get("generals")
    if generals is not None and not (isinstance(generals, dict) and all(
            isinstance(k, str) and k.isdecimal() and len(k) <= 2 and int(k) < players
            and isinstance(v, str) and 0 < len(v) <= _MAX_NAME
            for k, v in generals.items())):
        raise ConfigError("options.generals", hi=players - 1, got=brief(generals))
    roles = options.get("roles")
    if roles is not None:
        if not isinstance(roles, list) or len(roles) != players:
            raise ConfigError("options.roles_count", n=players, got=brief(roles))
        names = [r.value for r in Role]
        for r in roles:
            if not (isinstance(r, str) and r in names):
                raise ConfigError("options.role_unknown", role=brief(r),
                                  known=", ".join(names))
        if roles.count(LORD) != 1:
            raise ConfigError("options.one_lord", got=brief(roles))
    for key, low, high in (("candidates", 1, 100), ("lord_extra", 0, 100)):
        value = options.get(key)
        if key in options and not (isinstance(value, int) and not isinstance(value, bool)
                                   and low <= value <= high):
            raise ConfigError("options.range", key=key, lo=low, hi=high, got=brief(value))
    if options.get("lord_bonus") is not None and not isinstance(options["lord_bonus"], bool):
        raise ConfigError("options.bool_or_null", key="lord_bonus",
                          got=brief(options["lord_bonus"]))
    if STALEMATE in options:
        check_rounds(options[STALEMATE])


register_mode("identity", IdentityMode.from_options, IdentityMode.check_options)
