"""The hegemony deck's own cards (rules/hegemony.md, "Deck"; the official card texts of
君临天下·国战): 知己知彼, 远交近攻, 以逸待劳, 无懈可击·国, 吴六剑, 三尖两刃刀.

Every kingdom relation a card text says goes through ``sgs.packs.hegemony.relations``
(你势力 = ``same_kingdom``, 与你势力不同 = ``other_kingdom``).

Readings taken on purpose:

- [choice] 知己知彼 targets another player who has a hand card or a face-down
  general (something to look at); its user chooses what to look at when it takes
  effect: the whole hand (觀看: only the user sees it) or one face-down general
  (``ops.look_at_general``: from then on that seat's observations show the card to
  the user only).  It can be recast (重铸) in the play phase instead.
- [choice] 远交近攻 needs a user with a kingdom (你势力); its target is a player of
  another kingdom (``other_kingdom``: they have one, not yours — a careerist is of
  another kingdom to everyone).  The target draws 1, then the user draws 3.
- [choice] 以逸待劳 targets its user and every living player of the user's kingdom
  (``same_kingdom``); a user with no kingdom is its only target.  As the official
  text orders it, each target (whose effect was not cancelled) draws 2, and only
  when every target has drawn does each of them, in the same order, discard 2
  (hand or equipment; all of them with fewer).
- [choice] 无懈可击·国 is a 无懈可击 to the rules (rules name ``nullification``): it
  answers every window and request for one, and cancels one effect as it does.
  When it cancels a trick's effect on a player (method II: not another 无懈可击's,
  not a delayed trick in the judgment phase), its user may choose to cancel that
  trick for every other player of that player's kingdom too: the trick's later
  targets of that kingdom are skipped, with no 无懈可击 window of their own.  The
  choice is offered only when such a later target exists — never for a hidden
  target (no kingdom) or a careerist (a kingdom of one).  If the 无懈可击·国 is
  itself cancelled, nothing of it happens, the choice included.
- [choice] 吴六剑: while its holder has a kingdom, every other living player of that
  kingdom has +1 attack range (a status that follows the kingdoms as they are
  revealed).
- [choice] 三尖两刃刀: after a 杀 its holder uses deals damage to one of its targets
  (not a chain transmission) and that target is still alive, the holder may discard
  a hand card and choose another player (not the holder) at distance 1 from the
  damaged target: that player takes 1 damage from the holder (no card).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ...core import CardFace, Game, Player, Skill, Timing, ops
from ...core.events import CardUse, DamageEvent
from ...core.generals import Position
from ...core.refusals import Refusal
from ..standard.tricks import Nullification, TrickDef
from ..standard.weapons import Weapon, WeaponSkill
from . import relations as rel
from .builder import hg

Flow = Generator[Any, Any, Any]

HAND = "hand"


def _hidden_positions(g: Game, seat: int) -> list[str]:
    """The positions of ``seat``'s face-down general cards (still in the game)."""
    return [c.position.value for c in g.p(seat).generals if not c.revealed and not c.removed]


# ---------------------------------------------------------------- 知己知彼


@hg.card
class KnownBoth(TrickDef):
    """知己知彼: on another player; you choose: look at all their hand cards, or at one
    of their face-down generals.  May be recast instead."""

    name = "known_both"
    recastable = True

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return seat != user.seat and (bool(g.p(seat).hand) or bool(_hidden_positions(g, seat)))

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        options = ([HAND] if g.p(target).hand else []) + _hidden_positions(g, target)
        if not options or not g.p(use.user).alive:
            return None
        pick = yield from g.ask_option(use.user, options, "known_both.choose", self.name,
                                       target=target)
        if pick == HAND:
            ops.view_cards(g, use.user, list(g.p(target).hand), self.name)
        else:
            ops.look_at_general(g, use.user, target, Position(pick))
        return None


# ---------------------------------------------------------------- 远交近攻


@hg.card
class BefriendAttacking(TrickDef):
    """远交近攻: you must have a kingdom; on a player of another kingdom: they draw 1,
    then you draw 3."""

    name = "befriend_attacking"

    def usable(self, g: Game, user: Player, face: CardFace) -> bool:
        return user.kingdom is not None

    def why_unusable(self, g: Game, user: Player, face: CardFace) -> Refusal:
        return Refusal.of("act.needs_kingdom", card=self.name)

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return (seat != user.seat and user.kingdom is not None
                and rel.other_kingdom(g, user.seat, seat))

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        yield from ops.draw(g, target, 1, self.name)
        if g.p(use.user).alive:
            yield from ops.draw(g, use.user, 3, self.name)


# ---------------------------------------------------------------- 以逸待劳

AWAIT = "await_exhausted"


@hg.card
class AwaitExhausted(TrickDef):
    """以逸待劳: on you and every player of your kingdom: each target draws 2, then each
    target discards 2."""

    name = AWAIT
    auto_targets = "self"

    def fixed_targets(self, g: Game, user: Player, face: CardFace) -> list[int]:
        return [s for s in g.seats_from(user.seat)
                if s == user.seat or rel.same_kingdom(g, user.seat, s)]

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return seat == user.seat or rel.same_kingdom(g, user.seat, seat)

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        yield from ops.draw(g, target, 2, self.name)
        use.extra.setdefault(AWAIT, []).append(target)


@hg.rule
class AwaitExhaustedDiscard(Skill):
    """以逸待劳, after every target has drawn: each of them discards 2, in target order."""

    id = "await_exhausted_discard"
    timings = (Timing.CARD_FINISHED,)
    locked = True

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, CardUse) and bool(ev.extra.get(AWAIT))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        for seat in ev.extra.pop(AWAIT):
            if g.p(seat).alive:
                yield from ops.ask_discard(g, seat, 2, "he", reason=AWAIT)


# ---------------------------------------------------------------- 无懈可击·国

HEG_NULL = "heg_nullification"


@hg.card
class HegNullification(Nullification):
    """无懈可击·国: a 无懈可击 (rules name ``nullification``); when it cancels a trick's
    effect on a player, you may cancel it for that player's kingdom-mates too."""

    name = HEG_NULL
    rules_name = "nullification"


def _printed_heg(g: Game, use: CardUse) -> bool:
    """Is ``use`` a 无懈可击·国 used as itself (not a card converted by a skill)?"""
    face = use.face
    return (face.name == "nullification" and not face.converted and len(face.subcards) == 1
            and g.card(face.subcards[0]).name == HEG_NULL)


def _kingdom_rest(g: Game, countered: CardUse, target: int) -> list[int]:
    """The targets of ``countered`` still to resolve after ``target`` that are of
    ``target``'s kingdom (none for a hidden player or a careerist)."""
    if target not in countered.targets:
        return []
    later = countered.targets[countered.targets.index(target) + 1:]
    return [s for s in later if s not in countered.nullified and g.p(s).alive
            and rel.same_kingdom(g, target, s)]


@hg.rule
class HegNullificationKingdom(Skill):
    """无懈可击·国, method II: after it cancelled a trick's effect on a player, its user
    may cancel the trick for every other player of that player's kingdom too."""

    id = "heg_nullification_kingdom"
    timings = (Timing.EFFECT_AFTER,)
    locked = True

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if not isinstance(ev, CardUse) or not _printed_heg(g, ev):
            return False
        countered, t = ev.responding_to, ev.current_target
        return (countered is not None and t is not None and t in countered.nullified
                and countered.face.name != "nullification"
                and not countered.extra.get("delayed") and g.p(ev.user).alive
                and bool(_kingdom_rest(g, countered, t)))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        countered, t = ev.responding_to, ev.current_target
        assert countered is not None and t is not None
        ok = yield from g.ask_confirm(ev.user, "heg_nullification.kingdom", HEG_NULL,
                                      target=t, card=countered.face.name,
                                      seats=_kingdom_rest(g, countered, t))
        if not ok:
            return None
        for seat in _kingdom_rest(g, countered, t):
            countered.nullified.add(seat)
            g.emit("nullified", seat=seat, card=countered.face.name, user=countered.user,
                   by=ev.user, kingdom_of=t)
        return None


# ---------------------------------------------------------------- 吴六剑


@hg.skill
class SixSwordsSkill(WeaponSkill):
    """吴六剑: locked; the other players of your kingdom have +1 attack range."""

    id = "six_swords"
    locked = True

    def attack_range_mod(self, g: Game, owner: Player, seat: int) -> int:
        return 1 if seat != owner.seat and rel.same_kingdom(g, owner.seat, seat) else 0


# ---------------------------------------------------------------- 三尖两刃刀

_TRIBLADE_TO = "triblade_to"


@hg.skill
class TribladeSkill(WeaponSkill):
    """三尖两刃刀: after the 杀 you use deals damage to a target, you may discard a hand
    card and choose another player at distance 1 from that target: they take 1 damage
    from you."""

    id = "triblade"
    timings = (Timing.DAMAGE_DONE,)

    def _victims(self, g: Game, owner: Player, target: int) -> list[int]:
        return [s for s in g.alive_seats()
                if s not in (owner.seat, target) and g.distance(target, s) == 1]

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, DamageEvent) and ev.source == owner.seat and not ev.chained
                and ev.card is not None and ev.card.name == "slash" and ev.use is not None
                and ev.use.user == owner.seat and ev.target in ev.use.targets
                and owner.alive and bool(owner.hand) and g.p(ev.target).alive
                and bool(self._victims(g, owner, ev.target)))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        """Choose the hand card to discard (none: decline), then the player."""
        chosen = yield from g.ask_cards(owner.seat, list(owner.hand), "skill.triblade.ask",
                                        self.id, lo=0, hi=1, target=ev.target)
        if not chosen:
            return False
        to = yield from g.ask_players(owner.seat, self._victims(g, owner, ev.target),
                                      "skill.triblade.target", self.id, source=ev.target)
        owner.marks[_TRIBLADE_TO] = to[0]
        yield from ops.discard(g, owner.seat, list(chosen))
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        to = owner.marks.pop(_TRIBLADE_TO)
        if g.p(to).alive:
            yield from ops.damage(g, owner.seat, to, 1)


# ---------------------------------------------------------------- the cards

hg.card_like(Weapon, "six_swords", attack_range=2, skill="six_swords")
hg.card_like(Weapon, "triblade", attack_range=3, skill="triblade")
