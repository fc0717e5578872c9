"""Identity mode (身份局) for 2–10 players (rules/identity-and-cards.md §6).

Roles: lord (主人), loyalist (仆人), rebel (反贼), renegade (内奸).  The lord
is shown at once and picks a general first; the others pick from random
candidates; everyone draws 4; the lord takes the first turn.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ..core import ConfigError, Game, Mode, ops
from ..core.events import DeathEvent
from ..core.ops import vocab

Flow = Generator[Any, Any, Any]

LORD, LOYALIST, REBEL, RENEGADE = "lord", "loyalist", "rebel", "renegade"

# players -> (loyalists, rebels, renegades); one lord always
ROLE_TABLE: dict[int, tuple[int, int, int]] = {
    2: (0, 1, 0), 3: (0, 1, 1), 4: (1, 1, 1), 5: (1, 2, 1), 6: (1, 3, 1),
    7: (2, 3, 1), 8: (2, 4, 1), 9: (3, 4, 1), 10: (3, 4, 2),
}


def roles_for(n: int) -> list[str]:
    if n not in ROLE_TABLE:
        raise ConfigError(f"identity mode takes 2 to 10 players, not {n}")
    loy, reb, ren = ROLE_TABLE[n]
    return [LORD] + [LOYALIST] * loy + [REBEL] * reb + [RENEGADE] * ren


class IdentityMode(Mode):
    """Options: ``generals`` {seat: general id} fixes picks; ``roles`` a list fixes roles;
    ``lord_bonus`` (default: more than 4 players) gives the lord +1 HP;
    ``candidates`` how many generals a non-lord player picks from (3)."""

    id = "identity"
    min_players = 2
    max_players = 10

    def __init__(self, generals: dict[int, str] | None = None, roles: list[str] | None = None,
                 candidates: int = 3, lord_extra: int = 2) -> None:
        if candidates < 1 or lord_extra < 0:
            raise ConfigError(f"each player needs at least one candidate general "
                              f"(candidates={candidates}, lord_extra={lord_extra})")
        self.fixed_generals = dict(generals or {})
        self.fixed_roles = roles
        self.candidates = candidates
        self.lord_extra = lord_extra

    # ------------------------------------------------------------------ setup
    def deal_roles(self, g: Game) -> None:
        n = len(g.players)
        roles = list(self.fixed_roles) if self.fixed_roles else roles_for(n)
        if len(roles) != n or roles.count(LORD) != 1 or \
                not set(roles) <= {LORD, LOYALIST, REBEL, RENEGADE}:
            raise ConfigError(f"fixed roles need one known role per seat and exactly one "
                              f"lord, not {roles!r}")
        if not self.fixed_roles:
            rest = roles[1:]
            g.rng.shuffle(rest)
            lord_seat = g.rng.randrange(n) if g.options.get("random_lord_seat") else 0
            roles = [*rest[:lord_seat], LORD, *rest[lord_seat:]]
        for p, r in zip(g.players, roles, strict=True):
            p.role = r
            p.role_shown = r == LORD

    def prepare(self, g: Game) -> None:
        self.deal_roles(g)

    def header(self, g: Game) -> dict[str, Any]:
        """Each seat's role (and general, when fixed), and what re-creates this mode for
        a replay (see ``sgs.modes.make_mode``)."""
        seats = [{"seat": p.seat, "role": p.role, "general": self.fixed_generals.get(p.seat)}
                 for p in g.players]
        fixed = {str(k): v for k, v in self.fixed_generals.items()}
        return {"seats": seats,
                "mode_options": {"generals": fixed, "roles": self.fixed_roles,
                                 "candidates": self.candidates, "lord_extra": self.lord_extra}}

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
        for seat in picking:
            picks[seat] = yield from self._pick(g, seat, dealt[seat])
        for seat in others:
            self.seat_general(g, seat, picks[seat])
        self._announce(g, others)
        for seat in order:
            yield from ops.draw(g, seat, 4, "initial")

    def _pick(self, g: Game, seat: int, candidates: list[str]) -> Flow:
        return (yield from g.ask_option(seat, candidates, "choose_general", reason="setup",
                                        role=g.p(seat).role))

    @staticmethod
    def _announce(g: Game, seats: list[int]) -> None:
        g.emit("generals", seats=[{"seat": s, "general": g.p(s).general, "role": g.p(s).role,
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
            raise ConfigError(f"{len(pool)} generals are too few for {len(seats)} players "
                              f"to choose from")
        return {s: pool[i * each:(i + 1) * each] for i, s in enumerate(seats)}

    def seat_general(self, g: Game, seat: int, gid: str) -> None:
        gen = g.ruleset.general(gid)
        p = g.p(seat)
        p.general = gid
        p.kingdom = gen.kingdom
        p.gender = gen.gender
        p.max_hp = gen.hp + (1 if p.role == LORD and len(g.players) > 4 else 0)
        p.hp = p.max_hp
        p.skills = list(gen.skills)
        g.mark_skills_changed()

    def lord_seat(self, g: Game) -> int:
        return next(p.seat for p in g.players if p.role == LORD)

    def first_seat(self, g: Game) -> int:
        return self.lord_seat(g)

    def lord_skills_work(self, g: Game, seat: int) -> bool:
        return g.p(seat).role == LORD

    def role_visible(self, g: Game, viewer: int | None, seat: int) -> bool:
        p = g.p(seat)
        return p.role_shown or viewer == seat or not p.alive

    # ------------------------------------------------------------------ death
    def winners(self, g: Game) -> list[int] | None:
        lord = g.p(self.lord_seat(g))
        alive = g.alive()
        if not lord.alive:
            if len(alive) == 1 and alive[0].role == RENEGADE:
                return [alive[0].seat]
            return [p.seat for p in g.players if p.role == REBEL]
        if not any(p.role in (REBEL, RENEGADE) for p in alive):
            return [p.seat for p in g.players if p.role in (LORD, LOYALIST)]
        return None

    def on_death(self, g: Game, death: DeathEvent) -> Flow:
        killer = death.killer
        if killer is None or not g.p(killer).alive:
            return None
        victim = g.p(death.seat)
        if victim.role == REBEL:
            yield from ops.draw(g, killer, 3, "reward")
        elif victim.role == LOYALIST and g.p(killer).role == LORD \
                and g.hand_and_equip(killer):  # nothing to discard: no punishment to tell
            g.emit("punish", seat=killer)
            yield from vocab.discard_all(g, killer, "he", "punish")
        return None
