"""Trick cards (锦囊) of the standard deck (rules/identity-and-cards.md §3).

Seed 003 lost its trick section, so these follow the rules reference.  Each
non-delayed trick resolves target by target in seat order from its user;
before each target's effect the 无懈可击 window of ``rules.py`` opens.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any, ClassVar

from ...core import CardDef, CardFace, CardType, EquipSlot, Game, Player, ops
from ...core.cards import WEAPON
from ...core.events import CardUse
from ...core.ops.use import Pattern, target_legal
from ...core.ops.vocab import reveal_top
from ...core.refusals import Refusal
from ...core.zones import PROCESSING, Place, Zone
from .builder import std

Flow = Generator[Any, Any, Any]

SLASH = Pattern.of("slash")
JINK = Pattern.of("jink")


class TrickDef(CardDef):
    """A non-delayed trick: its effect on each target may be cancelled by 无懈可击."""

    type = CardType.TRICK
    nullifiable = True

    def affects(self, g: Game, use: CardUse, target: int) -> bool:
        """Would the effect on ``target`` change anything?  If not, it is skipped
        and no 无懈可击 window opens for it (桃园结义 on an unwounded player)."""
        return True


def _other(user: Player, seat: int) -> bool:
    return seat != user.seat


def _has_cards(g: Game, seat: int) -> bool:
    return bool(g.all_cards_of(seat))


def _why_no_cards(g: Game, user: Player, name: str, seat: int) -> Refusal | None:
    """过河拆桥/顺手牵羊 take a card of another player's areas: none there to take."""
    if seat != user.seat and not _has_cards(g, seat):
        return Refusal.of("act.no_cards", card=name, seat=seat)
    return None


def play_responses(g: Game, seat: int, pattern: Pattern, use: CardUse, reason: str,
                   **data: Any) -> Flow:
    """打出 as many cards of ``pattern`` as ``use`` needs from ``seat`` (one, or two
    against 醉卧).  True if all were played; a partial set counts for nothing."""
    need = use.responses_needed.get(seat, 1)
    for _ in range(need):
        face = yield from ops.ask_for_card(g, seat, pattern, use=False, reason=reason,
                                           responding_to=use, need=need, **data)
        if face is None or not g.p(seat).alive:
            return False
    return True


# ---------------------------------------------------------------- single target


@std.card
class Duel(TrickDef):
    """决斗: starting with the target, the two alternately 打出 a 杀; the first who
    does not takes 1 damage from the other."""

    name = "duel"
    harms_targets = True

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return _other(user, seat)

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        sides = (target, use.user)
        turn = 0
        while True:
            seat, other = sides[turn % 2], sides[(turn + 1) % 2]
            if not g.p(seat).alive or not g.p(other).alive:
                return None
            done = yield from play_responses(g, seat, SLASH, use, "duel", opponent=other)
            if not done:
                break
            turn += 1
        # the card's extra damage (a skill's bonus) belongs to its user as the source
        bonus = use.extra_damage if other == use.user else 0
        yield from ops.damage(g, other, seat, 1 + bonus, card=use.face, use=use)
        return None


@std.card
class Dismantlement(TrickDef):
    """过河拆桥: discard one card of another player's hand (blind), equipment or
    judgment area (seed 000 棄置: the area first, a random hand card)."""

    name = "dismantlement"
    harms_targets = True

    def why_not_target(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                       seat: int) -> Refusal | None:
        return _why_no_cards(g, user, self.name, seat)

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return _other(user, seat) and _has_cards(g, seat)

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        yield from ops.discard_of(g, use.user, target, "hej", reason="dismantlement")


@std.card
class Snatch(TrickDef):
    """顺手牵羊: gain one card of another player at distance 1 or less (seed 000 獲得)."""

    name = "snatch"
    harms_targets = True
    max_distance = 1

    def why_not_target(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                       seat: int) -> Refusal | None:
        return _why_no_cards(g, user, self.name, seat)

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return _other(user, seat) and _has_cards(g, seat)

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        yield from ops.gain_of(g, use.user, target, "hej", reason="snatch")


@std.card
class ExNihilo(TrickDef):
    """无中生有: you draw two cards."""

    name = "ex_nihilo"
    auto_targets = "self"

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return seat == user.seat

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        yield from ops.draw(g, target, 2, "ex_nihilo")


@std.card
class Collateral(TrickDef):
    """借刀杀人: A (another player with a weapon) uses a 杀 on B (a legal 杀 target
    in A's attack range), or gives the weapon to you.  B is not a target."""

    name = "collateral"
    harms_targets = True
    secondary_target = True

    def why_not_target(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                       seat: int) -> Refusal | None:
        if not chosen:
            if seat != user.seat and g.equip(seat, WEAPON) is None:
                return Refusal.of("act.no_weapon", card=self.name, seat=seat)
            return None
        if seat != chosen[0] and not g.in_range(chosen[0], seat):
            return Refusal.of("act.victim_out_of_range", card=self.name, seat=seat,
                              by=chosen[0])
        return None

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        if not chosen:
            return _other(user, seat) and g.equip(seat, WEAPON) is not None
        a = chosen[0]
        probe = CardFace.virtual("slash")
        return seat != a and not g.prohibited(a, seat, probe) and g.in_range(a, seat)

    def targets_done(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                     limit: int) -> bool:
        return len(chosen) == 2

    def use_targets(self, g: Game, user: Player, face: CardFace,
                    chosen: tuple[int, ...], use: CardUse) -> list[int]:
        use.extra["victim"] = chosen[1]
        return [chosen[0]]

    def record_fields(self, use: CardUse) -> dict[str, Any]:
        return {"victim": use.extra["victim"]} if "victim" in use.extra else {}

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        victim: int | None = use.extra.get("victim")
        if victim is not None and g.p(victim).alive:
            def legal(g2: Game, f: CardFace) -> bool:
                return target_legal(g2, target, f, (), victim)

            face = yield from ops.ask_for_card(
                g, target, Pattern(SLASH.names, where=legal), use=True, reason="collateral",
                target=victim, counted=False, user=use.user, victim=victim)
            if face is not None:
                return None
        weapon = g.equip(target, EquipSlot.WEAPON)
        if weapon is not None:
            yield from ops.give(g, target, [weapon], use.user, reason="collateral",
                                face_up=True)
        return None


@std.card
class Nullification(TrickDef):
    """无懈可击: cancels a trick's effect on one target, or another 无懈可击.

    Only used in the window ``rules.py`` opens: its target is the seat whose
    effect it cancels, ``responding_to`` the use whose effect that is.
    """

    name = "nullification"

    def usable(self, g: Game, user: Player, face: CardFace) -> bool:
        return False

    def why_unusable(self, g: Game, user: Player, face: CardFace) -> Refusal:
        return Refusal.of("act.response_only", card=self.name)

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        countered = use.responding_to
        if countered is not None:
            countered.nullified.add(target)
            g.emit("nullified", seat=target, card=countered.face.name, user=countered.user,
                   by=use.user)
        return None
        yield  # pragma: no cover


# ---------------------------------------------------------------- many targets


class _EachOther(TrickDef):
    """南蛮入侵 / 万箭齐发: every other player 打出 a card or takes 1 damage from you.

    ``use.extra["damage_source"]``: a player a skill made the source of this card's
    damage instead of its user (祸首); if they are dead when it is dealt, the damage
    has no source.
    """

    answer: ClassVar[Pattern] = SLASH
    auto_targets = "others"

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return _other(user, seat)

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        done = yield from play_responses(g, target, self.answer, use, self.name,
                                         source=use.user)
        if not done:
            source: int | None = use.extra.get("damage_source", use.user)
            if source is not None and source != use.user and not g.p(source).alive:
                source = None
            yield from ops.damage(g, source, target, 1 + use.extra_damage, card=use.face,
                                  use=use)


@std.card
class SavageAssault(_EachOther):
    """南蛮入侵: each other player 打出 a 杀 or takes 1 damage from you."""

    name = "savage_assault"
    harms_targets = True
    answer = SLASH


@std.card
class ArcheryAttack(_EachOther):
    """万箭齐发: each other player 打出 a 闪 or takes 1 damage from you."""

    name = "archery_attack"
    harms_targets = True
    answer = JINK


@std.card
class GodSalvation(TrickDef):
    """桃园结义: every player recovers 1; an unwounded one is skipped (no 无懈 window)."""

    name = "god_salvation"
    auto_targets = "all"

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return True

    def affects(self, g: Game, use: CardUse, target: int) -> bool:
        return g.p(target).wounded

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        if self.affects(g, use, target):
            yield from ops.recover(g, target, 1, source=use.user, card=use.face, use=use)


@std.card
class AmazingGrace(TrickDef):
    """五谷丰登: as many cards as targets are revealed to the processing area; from
    you on, each target picks one; the leftovers are discarded when it finishes
    (the ``LeftoversDiscarded`` rule)."""

    name = "amazing_grace"
    auto_targets = "all"

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return True

    def on_use(self, g: Game, use: CardUse) -> Flow:
        use.extra["revealed"] = yield from reveal_top(g, use.user, len(use.targets),
                                                      "amazing_grace")

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        left = [c for c in use.extra.get("revealed", ()) if g.place[c] == PROCESSING]
        if not left:
            return None
        (cid,) = yield from g.ask_cards(target, left, "amazing_grace.pick",
                                        reason="amazing_grace")
        yield from ops.move(g, [cid], Place(Zone.HAND, target), "amazing_grace", by=target,
                            visible=ops.PUBLIC)
        return None
