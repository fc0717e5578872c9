"""The tricks of 君临天下·势备篇: 挟天子以令诸侯, 火烧连营, 勠力同心, 联军盛宴, 水淹七军, 敕令
(the readings taken are in this package's docstring)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ....core import CardFace, CardType, Game, Player, Skill, Timing, ops
from ....core.events import CardUse, MoveEvent, TurnEvent
from ....core.generals import FromEffect, Position
from ....core.refusals import Refusal
from ....core.zones import VOID, Zone
from ...hegemony import relations as rel
from ...hegemony.skills.shu import extra_turn
from ...standard.tricks import TrickDef
from ..builder import hs

Flow = Generator[Any, Any, Any]


def shown(g: Game, seat: int) -> bool:
    """有明置的武将牌: ``seat`` has a general card face up."""
    return any(c.revealed and not c.removed for c in g.p(seat).generals)


# ---------------------------------------------------------------- 挟天子以令诸侯

THREATEN = "threaten_emperor"
THREATEN_TURN = "threaten_emperor_turn"


@hs.card
class ThreatenEmperor(TrickDef):
    """挟天子以令诸侯: on yourself, of a big kingdom: you end your play phase; if you do, at
    the end of this turn you may discard a card to take an extra turn."""

    name = THREATEN
    auto_targets = "self"

    def usable(self, g: Game, user: Player, face: CardFace) -> bool:
        return shown(g, user.seat) and rel.is_big(g, user.seat)

    def why_unusable(self, g: Game, user: Player, face: CardFace) -> Refusal:
        if not shown(g, user.seat):
            return Refusal.of("act.needs_kingdom", card=self.name)
        return Refusal.of("act.needs_big", card=self.name)

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return seat == user.seat and self.usable(g, user, face)

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        ph = g.phase
        if ph is None or ph.seat != target or ph.phase != "play" or ph.skipped:
            return None
        ph.skipped = True  # 你结束出牌阶段
        yield from ops.acquire_skill(g, target, THREATEN_TURN, source=FromEffect(self.name))
        return None


@hs.skill
class ThreatenEmperorTurn(Skill):
    """挟天子以令诸侯, 此回合结束时 (given by the card for the rest of the turn): you may
    discard a card; if you do, you take an extra turn.  Last of the turn's end effects."""

    id = THREATEN_TURN
    timings = (Timing.TURN_END,)
    priority = -10

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, TurnEvent) and ev.seat == owner.seat

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.lose_skill(g, owner.seat, self.id)  # the offer is this turn's only
        pool = g.hand_and_equip(owner.seat)
        if not pool:
            return False
        chosen = yield from g.ask_cards(owner.seat, pool, f"skill.{self.id}.ask",
                                        reason=self.id, lo=0, hi=1)
        if not chosen:
            return False
        yield from ops.discard(g, owner.seat, list(chosen))
        return True

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        if owner.alive:
            yield from extra_turn(g, owner.seat)


# ---------------------------------------------------------------- 火烧连营


@hs.card
class BurningCamps(TrickDef):
    """火烧连营: on your 下家 and every other player of its 队列: each takes 1 fire damage
    from you."""

    name = "burning_camps"
    harms_targets = True
    auto_targets = "all"

    def fixed_targets(self, g: Game, user: Player, face: CardFace) -> list[int]:
        nxt = g.next_alive(user.seat)
        if nxt == user.seat:
            return []
        run = rel.formation_of(g, nxt) or [nxt]
        return [s for s in g.seats_from(nxt) if s in run]

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return seat in self.fixed_targets(g, user, face)

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        yield from ops.damage(g, use.user, target, 1 + use.extra_damage, nature="fire",
                              card=use.face, use=use)


# ---------------------------------------------------------------- 勠力同心


@hs.card
class FightTogether(TrickDef):
    """勠力同心: on every big-kingdom player, or every small-kingdom player: a target not
    chained is chained (横置); a chained one draws 1.  May be recast."""

    name = "fight_together"
    recastable = True

    def usable(self, g: Game, user: Player, face: CardFace) -> bool:
        return bool(rel.big_sides(g))

    def why_unusable(self, g: Game, user: Player, face: CardFace) -> Refusal:
        return Refusal.of("act.no_big_kingdom", card=self.name)

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return not chosen and bool(rel.big_sides(g))

    def use_targets(self, g: Game, user: Player, face: CardFace,
                    chosen: tuple[int, ...], use: CardUse) -> list[int]:
        big = rel.is_big(g, chosen[0])
        return [s for s in g.seats_from(user.seat)
                if (rel.is_big(g, s) if big else rel.is_small(g, s))
                and not g.prohibited(user.seat, s, face)]

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        if g.p(target).chained:
            yield from ops.draw(g, target, 1, self.name)
        else:
            yield from ops.set_chained(g, target, True, by=use.user, reason=self.name)


# ---------------------------------------------------------------- 联军盛宴

FEAST = "alliance_feast"
RECOVER, DRAW = "recover", "draw_reset"


def _kingdom_of(g: Game, rep: int) -> list[int]:
    """The living players of ``rep``'s kingdom (``rep`` included; a careerist alone)."""
    return [s for s in g.alive_seats() if s == rep or rel.same_kingdom(g, rep, s)]


@hs.card
class AllianceFeast(TrickDef):
    """联军盛宴: on you and every player of one other kingdom you choose: you draw X (the
    number of players of that kingdom); each of them recovers 1 HP, or draws 1 and is
    reset (重置)."""

    name = FEAST

    def usable(self, g: Game, user: Player, face: CardFace) -> bool:
        return shown(g, user.seat)

    def why_unusable(self, g: Game, user: Player, face: CardFace) -> Refusal:
        return Refusal.of("act.needs_kingdom", card=self.name)

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return (not chosen and seat != user.seat and shown(g, user.seat)
                and rel.other_kingdom(g, user.seat, seat))

    def use_targets(self, g: Game, user: Player, face: CardFace,
                    chosen: tuple[int, ...], use: CardUse) -> list[int]:
        use.extra[FEAST] = chosen[0]
        return [s for s in g.seats_from(user.seat)
                if (s == user.seat or s in _kingdom_of(g, chosen[0]))
                and not g.prohibited(user.seat, s, face)]

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        if target == use.user:
            x = len(_kingdom_of(g, use.extra[FEAST]))
            if x:
                yield from ops.draw(g, target, x, self.name)
            return None
        p = g.p(target)
        options = [*([RECOVER] if p.wounded else []), DRAW]
        pick = yield from g.ask_option(target, options, f"{FEAST}.choose", self.name,
                                       source=use.user)
        if pick == RECOVER:
            yield from ops.recover(g, target, 1, source=use.user, card=use.face, use=use)
            return None
        yield from ops.draw(g, target, 1, self.name)
        if g.p(target).chained:
            yield from ops.set_chained(g, target, False, by=use.user, reason=self.name)
        return None


# ---------------------------------------------------------------- 水淹七军

DISCARD_EQUIPS, THUNDER = "discard_equips", "thunder_damage"


@hs.card
class Drowning(TrickDef):
    """水淹七军: on another player with equipment: they discard all their equipment, or
    take 1 thunder damage from you."""

    name = "drowning"
    harms_targets = True

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return seat != user.seat and bool(g.p(seat).areas.equip)

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        equips = list(g.p(target).areas.equip.values())
        if equips:
            pick = yield from g.ask_option(target, [DISCARD_EQUIPS, THUNDER],
                                           f"{self.name}.choose", self.name, source=use.user)
            if pick == DISCARD_EQUIPS:
                yield from ops.discard(g, target, equips)
                return None
        source = use.user if g.p(use.user).alive else None
        yield from ops.damage(g, source, target, 1 + use.extra_damage, nature="thunder",
                              card=use.face, use=use)
        return None


# ---------------------------------------------------------------- 敕令

ORDER = "imperial_order"
REVEAL, DISCARD_EQUIP, LOSE_HP = "reveal_draw", "discard_equip", "lose_hp"
_OWN_USE = "imperial_order.own_use"  # marks of a user: its 敕令 being used as itself
_DEFERRED = "imperial_order.deferred"  # marks: 敕令 removed from the game this turn


def _revealable(g: Game, seat: int) -> list[str]:
    """The positions of ``seat``'s face-down generals it may reveal now."""
    if not ops.can_reveal(g, seat):
        return []
    return [c.position.value for c in g.p(seat).generals
            if not c.revealed and not c.removed and g.mode.may_reveal(g, seat, c)]


def _equipment_cards(g: Game, seat: int) -> list[int]:
    return [c for c in g.hand_and_equip(seat) if g.cdef(g.face(c).name).type is CardType.EQUIP]


def order_effect(g: Game, target: int, source: int | None) -> Flow:
    """敕令's effect on ``target``: reveal a general and draw 1, discard an equipment card,
    or lose 1 HP."""
    positions = _revealable(g, target)
    equips = _equipment_cards(g, target)
    options = [*([REVEAL] if positions else []), *([DISCARD_EQUIP] if equips else []), LOSE_HP]
    about: dict[str, Any] = {} if source is None else {"source": source}
    pick = yield from g.ask_option(target, options, f"{ORDER}.choose", ORDER, **about)
    if pick == REVEAL:
        pos = positions[0]
        if len(positions) > 1:
            pos = yield from g.ask_option(target, positions, f"{ORDER}.which", ORDER)
        done = yield from ops.reveal_general(g, target, Position(pos))
        if done and g.p(target).alive:
            yield from ops.draw(g, target, 1, ORDER)
    elif pick == DISCARD_EQUIP:
        (cid,) = yield from g.ask_cards(target, equips, f"{ORDER}.equip", ORDER)
        yield from ops.discard(g, target, [cid])
    else:
        yield from ops.lose_hp(g, target, 1)


@hs.card
class ImperialOrder(TrickDef):
    """敕令: on every player with no kingdom: each reveals a general and draws 1, discards
    an equipment card, or loses 1 HP.  Entering the discard pile otherwise than after
    its own use, it is removed from the game and takes effect at the end of the turn."""

    name = ORDER
    auto_targets = "all"

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return rel.unknown_kingdom(g, seat)

    def fixed_targets(self, g: Game, user: Player, face: CardFace) -> list[int]:
        return [s for s in g.seats_from(user.seat) if rel.unknown_kingdom(g, s)]

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        yield from order_effect(g, target, use.user)


def _own_card(g: Game, use: CardUse) -> int | None:
    """The physical 敕令 of a use of it as itself, or None."""
    face = use.face
    if face.name != ORDER or face.converted or len(face.subcards) != 1:
        return None
    cid = face.subcards[0]
    return cid if g.card(cid).name == ORDER else None


@hs.rule
class ImperialOrderOwnUse(Skill):
    """敕令 used as itself: after it resolves it goes to the discard pile as any card."""

    id = "imperial_order_own_use"
    timings = (Timing.CARD_USING,)
    locked = True

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, CardUse) and any(g.card(c).name == ORDER
                                               for c in ev.face.subcards)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        own = _own_card(g, ev)
        for cid in ev.face.subcards:  # a 敕令 used as another card forgets an old use
            for p in g.players:
                p.marks.get(_OWN_USE, set()).discard(cid)
        if own is not None:
            g.p(ev.user).marks.setdefault(_OWN_USE, set()).add(own)
        return None
        yield  # pragma: no cover


@hs.rule
class ImperialOrderRemoved(Skill):
    """※ A 敕令 entering the discard pile otherwise than after its own use is removed from
    the game instead; at the end of this turn it takes effect on every player with no
    kingdom."""

    id = "imperial_order_removed"
    timings = (Timing.CARDS_MOVED,)
    locked = True

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, MoveEvent) and any(
            m.dst.zone is Zone.DISCARD and g.card(m.card).name == ORDER for m in ev.moves)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        removed = []
        for m in ev.moves:
            if m.dst.zone is not Zone.DISCARD or g.card(m.card).name != ORDER \
                    or g.place[m.card].zone is not Zone.DISCARD:
                continue
            users = [p for p in g.players if m.card in p.marks.get(_OWN_USE, ())]
            for p in users:
                p.marks[_OWN_USE].discard(m.card)
            if ev.reason != "use" or not users:
                removed.append(m.card)
        if removed:
            yield from ops.move(g, removed, VOID, ORDER, visible=ops.PUBLIC)
            owner.marks.setdefault(_DEFERRED, []).extend(removed)


@hs.rule
class ImperialOrderDeferred(Skill):
    """※ At the end of the turn: each 敕令 removed from the game takes effect on every
    player with no kingdom, in seat order from the current player (each effect with its
    无懈可击 window; nobody uses it)."""

    id = "imperial_order_deferred"
    timings = (Timing.TURN_END,)
    locked = True

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, TurnEvent) and any(p.marks.get(_DEFERRED) for p in g.players)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        cards = [c for p in g.players for c in p.marks.pop(_DEFERRED, [])]
        for cid in cards:
            face = CardFace.of(g.card(cid))
            targets = [s for s in g.seats_from(g.current) if rel.unknown_kingdom(g, s)
                       and not g.prohibited(g.current, s, face)]
            use = CardUse(g.current, face, targets, extra={"deferred": True},
                          parent=g.stack[-1] if g.stack else None)
            g.stack.append(use)
            try:
                for t in targets:
                    if not g.p(t).alive or not rel.unknown_kingdom(g, t):
                        continue
                    use.current_target = t
                    yield from ops.trigger(g, Timing.EFFECT_BEFORE, use)
                    if t in use.nullified or not g.p(t).alive:
                        continue
                    yield from order_effect(g, t, None)
                    yield from ops.trigger(g, Timing.EFFECT_AFTER, use)
                use.current_target = None
            finally:
                g.stack.pop()


# ---------------------------------------------------------------- 调虎离山

LURE_TIGER = "lure_tiger"


@hs.card
class LureTiger(TrickDef):
    """调虎离山: on one or two other players: until the end of this turn each target is
    removed (调离: not counted in distances nor seat order, uses no card, is no card's
    legal target).  After it resolves, its user draws a card (``LureTigerDraw``)."""

    name = LURE_TIGER

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return seat != user.seat

    def max_targets(self, g: Game, user: Player, face: CardFace) -> int:
        return 2

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        ops.set_removed(g, target, True, self.name)
        return None
        yield  # pragma: no cover


@hs.rule
class LureTigerDraw(Skill):
    """调虎离山: 此牌结算后，你摸一张牌 — its user draws once it has resolved (nullified
    for every target or not)."""

    id = "lure_tiger_draw"
    timings = (Timing.CARD_FINISHED,)
    locked = True

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return isinstance(ev, CardUse) and ev.face.name == LURE_TIGER and g.p(ev.user).alive

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.draw(g, ev.user, 1, LURE_TIGER)
