"""Hegemony mode's base rules and the skill it gives players.

- the reveal at the start of the 准备 phase (seed 001: one of the two moments a
  face-down general may be revealed);
- the rewards of revealing: 先驱 (the first reveal of the game draws 2,
  rules/hegemony.md [choice]), and when both of a player's generals are first
  revealed, 珠联璧合 (draw 2 or recover 1) and a leftover 阴阳鱼 (may draw 1);
- 阵法召唤 (seed 001): a player with a formation skill calls it at the start of
  their 准备 phase or in their play phase, once a phase, whenever a face-down
  player sits where a reveal could complete it (what the summoner sees); hidden
  players who would complete the formation or siege by revealing are asked in turn
  order (counter-clockwise), again for those a reveal brings in, each at most once;
  each may reveal one general.

Neither reveal is offered to a player who may not reveal now (``ops.can_reveal``:
邹氏's 祸水 forbids it to the others during her turn).

The 野心家 mark ([L] lord_ex's wild generals: their first reveal gives one, mode.py),
spent through three skills the mode gives its holder ([L] 野心[桃] and 野心[牌]):
``wild_peach`` — as a 桃, wherever a 桃 may be used (the player's own play phase
while wounded, or to save a dying player); ``wild_draw`` — in the play phase, for
the effect of one of the marks [L] has: 先驱 (draw up to 4 hand cards, then look at
one face-down general of another player), 珠联璧合 (draw 2) or 阴阳鱼 (draw 1);
``wild_limit`` — at the start of the discard phase, while the hand is over the
limit: the hand limit +2 this turn (阴阳鱼's other use).  **[choice]** the marks'
effects are [L]'s (this mode gives its own rewards at once, as no marks); a 桃 made
of the mark is spent when it is used.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ...core import CardFace, Game, Skill, Timing, ops
from ...core.events import CardUse, DyingEvent, PhaseEvent, RevealEvent
from ...core.generals import Position
from ...core.player import Player
from ...core.refusals import Refusal
from ...packs.hegemony import relations as rel
from ...packs.hegemony.relations import CAREERIST
from .mode import SUMMON, WILD_SKILLS, would_be
from .state import state

Flow = Generator[Any, Any, Any]
NONE = "none"
BOTH = "both"


def hidden_positions(p: Player) -> list[str]:
    return [c.position.value for c in p.generals if not c.revealed and not c.removed]


def revealable(g: Game, p: Player) -> list[str]:
    """The face-down cards the mode lets ``p`` reveal now (not a 双势力 deputy before
    the main general)."""
    return [c.position.value for c in p.generals if not c.revealed and not c.removed
            and g.mode.may_reveal(g, p.seat, c)]


def kept_back(g: Game, p: Player) -> dict[str, Refusal]:
    """The face-down cards the mode does not let ``p`` reveal now, each with the rule:
    seed 001 双, 在主将未明置过的情况下，双势力武将不得明置."""
    return {c.position.value: Refusal.of("reveal.dual_deputy", general=c.general)
            for c in p.generals if not c.revealed and not c.removed
            and not g.mode.may_reveal(g, p.seat, c)}


class PrepareReveal(Skill):
    """准备阶段开始时: the current player may reveal a face-down general, or both."""

    id = "hegemony_prepare_reveal"
    timings = (Timing.PHASE_BEGIN,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, PhaseEvent) and ev.phase == "start" and \
            g.p(ev.seat).alive and bool(hidden_positions(g.p(ev.seat))) and \
            ops.can_reveal(g, ev.seat)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        seat = ev.seat
        hidden = hidden_positions(g.p(seat))  # main first: it may unlock a dual deputy
        options = [*revealable(g, g.p(seat)), *([BOTH] if len(hidden) == 2 else []), NONE]
        pick = yield from g.ask_option(seat, options, "hegemony.reveal", reason="reveal",
                                       least=NONE, unavailable=kept_back(g, g.p(seat)))
        for pos in (hidden if pick == BOTH else [] if pick == NONE else [pick]):
            yield from ops.reveal_general(g, seat, Position(pos))


class RevealRewards(Skill):
    """After a reveal: 先驱 for the first of the game; when both generals have been
    revealed for the first time, 珠联璧合 and the leftover 阴阳鱼."""

    id = "hegemony_reveal_rewards"
    timings = (Timing.GENERAL_REVEALED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, RevealEvent) and g.p(ev.seat).alive

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        st, seat = state(g), ev.seat
        p = g.p(seat)
        if st.vanguard:
            st.vanguard = False
            g.emit("reward", seat=seat, reward="vanguard")
            yield from ops.draw(g, seat, 2, "vanguard")
        if st.both_shown[seat] or hidden_positions(p) or len(p.generals) < 2:
            return None
        st.both_shown[seat] = True
        a, b = (g.ruleset.general(c.general) for c in p.generals[:2])
        if b.id in a.companions or a.id in b.companions:
            options = ["draw_two", *(["recover"] if p.wounded else [])]
            pick = yield from g.ask_option(seat, options, "hegemony.companion",
                                           reason="companion")
            g.emit("reward", seat=seat, reward="companion", choice=pick)
            if pick == "draw_two":
                yield from ops.draw(g, seat, 2, "companion")
            else:
                yield from ops.recover(g, seat, 1, source=seat)
        if st.leftover[seat] and p.alive and \
                (yield from g.ask_confirm(seat, "hegemony.leftover", reason="leftover")):
            g.emit("reward", seat=seat, reward="leftover")
            yield from ops.draw(g, seat, 1, "leftover")
        return None


# ---------------------------------------------------------------- 阵法召唤


def _kinds(g: Game, seat: int) -> set[str]:
    """The kinds (队列, 围攻) of the formation skills ``seat`` has in effect."""
    p = g.p(seat)
    return {sk.formation for sid in p.skill_ids
            if (sk := g.ruleset.skill(sid)).formation and g.skill_works(p, sk)}


def could_complete(g: Game, summoner: int, seat: int) -> bool:
    """Could ``seat`` complete one of ``summoner``'s formations by revealing, were its
    generals of the summoner's kingdom — join its 队列, or besiege someone with it?
    Only what everyone sees counts: ``seat`` has no kingdom yet and may reveal now."""
    mine = g.p(summoner).kingdom
    p = g.p(seat)
    if mine is None or mine == CAREERIST or seat == summoner or not p.alive or \
            p.kingdom is not None or not hidden_positions(p) or not ops.can_reveal(g, seat):
        return False
    sides = [rel.side(g, q.seat) for q in g.players]
    sides[seat] = mine
    kinds = _kinds(g, summoner)
    if "formation" in kinds and seat in rel.formation_of(g, summoner, sides):
        return True
    return "siege" in kinds and any(summoner in pair and seat in pair
                                    for _, pair in rel.sieges(g, sides))


def would_complete(g: Game, summoner: int, seat: int) -> bool:
    """…and would it, its generals being what they are: revealing one of the cards it
    may reveal would give it the summoner's kingdom (not make it a careerist: a wild
    main general's player may answer with its deputy)."""
    mine = g.p(summoner).kingdom
    return could_complete(g, summoner, seat) and any(
        would_be(g, seat, position=Position(pos)) == mine
        for pos in revealable(g, g.p(seat)))


def summon(g: Game, summoner: int) -> Flow:
    """Ask, in turn order from the summoner, each hidden player who would complete the
    formation now; each may reveal one general.  A reveal may bring another player
    into it (the next one out from the 队列, on either side): the round is gone
    through again for those, each player being asked once at most."""
    asked: set[int] = set()
    grown = True
    while grown:
        grown = False
        for seat in g.seats_from(summoner)[1:]:
            if seat in asked or not g.p(seat).alive or \
                    not would_complete(g, summoner, seat):
                continue
            asked.add(seat)
            pick = yield from g.ask_option(seat, [*revealable(g, g.p(seat)), NONE],
                                           "hegemony.summon", reason=SUMMON, least=NONE,
                                           unavailable=kept_back(g, g.p(seat)),
                                           summoner=summoner)
            if pick != NONE and (yield from ops.reveal_general(g, seat, Position(pick))):
                grown = True
    return None


class FormationSummon(Skill):
    """阵法召唤: at the start of your 准备 phase, or in your play phase; once a phase."""

    id = SUMMON
    active = True
    timings = (Timing.PHASE_BEGIN,)

    @staticmethod
    def _phase_key(g: Game) -> list[int | str]:
        return [g.turn_count, g.phase.phase if g.phase else ""]

    def _open(self, g: Game, owner: Player) -> bool:
        """Not yet called this phase, and some face-down player could answer: judged
        by what the summoner sees, as a hidden general must not show in the offer."""
        return owner.marks.get(SUMMON) != self._phase_key(g) and \
            any(could_complete(g, owner.seat, s) for s in g.alive_seats())

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, PhaseEvent) and ev.phase == "start" and \
            ev.seat == owner.seat and self._open(g, owner)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        owner.marks[SUMMON] = self._phase_key(g)
        yield from summon(g, owner.seat)

    def can_activate(self, g: Game, owner: Player) -> bool:
        return self._open(g, owner)

    def why_not_activate(self, g: Game, owner: Player, asked: bool = False) -> Refusal | None:
        """Called already this phase (listed as blocked, as a spent skill is); else, when
        asked, nobody could answer it (by what the summoner sees)."""
        if owner.marks.get(SUMMON) == self._phase_key(g):
            return Refusal.of("summon.once", skill=SUMMON)
        return Refusal.of("summon.nobody", skill=SUMMON) if asked else None

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        owner.marks[SUMMON] = self._phase_key(g)
        yield from summon(g, owner.seat)


# ---------------------------------------------------------------- the 野心家 mark

WILD_PEACH, WILD_DRAW, WILD_LIMIT = WILD_SKILLS
VANGUARD, COMPANION, FISH = "wild_vanguard", "wild_companion", "wild_yinyangfish"


def wild_marks(g: Game, seat: int) -> int:
    """The 野心家 marks ``seat`` has left."""
    return state(g).wild_marks[seat]


def _spend(g: Game, seat: int, use: str) -> None:
    state(g).wild_marks[seat] -= 1
    g.emit("reward", seat=seat, reward="wild_spent", choice=use)


class WildPeach(Skill):
    """野心[桃]: spend a 野心家 mark: you are 视为 using a 桃."""

    id = WILD_PEACH
    view_as = True

    def view_names(self, g: Game, owner: Player, play: bool) -> tuple[str, ...]:
        if wild_marks(g, owner.seat) < 1:
            return ()
        if play:
            return ("peach",)
        top = g.stack[-1] if g.stack else None
        if isinstance(top, DyingEvent) and g.cdef("peach").can_save(g, owner, top.seat):
            return ("peach",)
        return ()

    def view_pool(self, g: Game, owner: Player) -> list[int]:
        return []

    def view_face(self, g: Game, owner: Player, name: str,
                  chosen: tuple[int, ...]) -> CardFace | None:
        return None if chosen else CardFace.virtual("peach", self.id)


class WildPeachSpent(Skill):
    """The 桃 made of a 野心家 mark takes the mark as it is used (使用时)."""

    id = "hegemony_wild_peach_spent"
    timings = (Timing.CARD_USING,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, CardUse) and ev.face.skill == WILD_PEACH

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        _spend(g, ev.user, "peach")
        return None
        yield  # pragma: no cover


class WildDraw(Skill):
    """野心[牌]: in your play phase, spend a 野心家 mark for one effect: 先驱 (draw up to
    4 hand cards, then look at one face-down general of another player, if any),
    珠联璧合 (draw 2) or 阴阳鱼 (draw 1)."""

    id = WILD_DRAW
    active = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return wild_marks(g, owner.seat) >= 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        seat = owner.seat
        pick = yield from g.ask_option(seat, [VANGUARD, COMPANION, FISH], "hegemony.wild_draw",
                                       reason=self.id)
        _spend(g, seat, pick)
        if pick == COMPANION:
            yield from ops.draw(g, seat, 2, self.id)
        elif pick == FISH:
            yield from ops.draw(g, seat, 1, self.id)
        else:
            yield from ops.fill_hand_to(g, seat, 4)
            yield from _look_at_one(g, seat)
        return None


def _look_at_one(g: Game, seat: int) -> Flow:
    """先驱's look: one face-down general of another living player."""
    others = [p.seat for p in g.alive() if p.seat != seat and hidden_positions(p)]
    if not others or not g.p(seat).alive:
        return None
    (target,) = yield from g.ask_players(seat, others, "hegemony.wild_look", reason=WILD_DRAW)
    where = hidden_positions(g.p(target))
    pos = where[0] if len(where) == 1 else (yield from g.ask_option(
        seat, where, "hegemony.wild_look_which", reason=WILD_DRAW, target=target))
    ops.look_at_general(g, seat, target, Position(pos))
    return None


class WildLimit(Skill):
    """野心家 at the discard phase: when it starts with more hand cards than your hand
    limit, you may spend a 野心家 mark: your hand limit +2 this turn."""

    id = WILD_LIMIT
    timings = (Timing.PHASE_BEGIN,)
    MARK = "wild_limit.turn"

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, PhaseEvent) and ev.phase == "discard" and ev.seat == owner.seat
                and wild_marks(g, owner.seat) >= 1
                and len(owner.hand) > g.hand_limit(owner.seat))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        _spend(g, owner.seat, "limit")
        owner.marks[self.MARK] = g.turn_count
        return None
        yield  # pragma: no cover

    def hand_limit_mod(self, g: Game, owner: Player, seat: int) -> int:
        return 2 if seat == owner.seat and owner.marks.get(self.MARK) == g.turn_count else 0


RULES: tuple[Skill, ...] = (PrepareReveal(), RevealRewards(), WildPeachSpent())
MODE_SKILLS: tuple[Skill, ...] = (FormationSummon(), WildPeach(), WildDraw(), WildLimit())
