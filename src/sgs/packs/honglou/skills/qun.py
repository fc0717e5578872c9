"""群: the skills of 林黛玉, 史湘云, 柳湘莲, 蒋玉涵 and 妙玉 (seed 003, 4、群)."""

from __future__ import annotations

from typing import Any, ClassVar

from ....core import CardFace, Game, Player, Skill, ops
from ....core.events import CardUse, Event, PhaseEvent, Respond, Timing
from ....core.zones import HAND_ZONE
from ...standard.horses import OffenseHorseSkill
from ..builder import hl

Flow = Any


def _one_card_face(g: Game, name: str, chosen: tuple[int, ...], skill: str) -> CardFace | None:
    """將A當B with exactly one card: the face it makes, or None until one is chosen."""
    if len(chosen) != 1:
        return None
    return CardFace.convert(name, [g.card(chosen[0])], skill)


def _in_hand_of(g: Game, seat: int, cid: int) -> bool:
    place = g.place[cid]
    return place.zone is HAND_ZONE and place.seat == seat


# ---------------------------------------------------------------- 林黛玉


@hl.skill
class Jijiu(Skill):
    """急救: outside your own turn, any red card (hand or equipment) can be used as 药.

    Outside your turn a 药 is only ever wanted by a dying player, so the skill
    offers "peach" to every request that asks for it then (the dying rescue).
    """

    id = "jijiu"
    view_as = True
    card_limit = 1

    def view_names(self, g: Game, owner: Player, play: bool) -> tuple[str, ...]:
        if play or g.current == owner.seat:
            return ()
        return ("peach",)

    def view_card_ok(self, g: Game, owner: Player, name: str, chosen: tuple[int, ...],
                     cid: int) -> bool:
        return not chosen and g.face(cid).is_red

    def view_face(self, g: Game, owner: Player, name: str,
                  chosen: tuple[int, ...]) -> CardFace | None:
        return _one_card_face(g, name, chosen, self.id)


@hl.skill
class Zanghua(Skill):
    """葬花: once per turn in the play phase, discard a hand card: a player recovers 1.

    "任一目标角色" lets anyone be chosen, yourself included, but only a wounded
    player may be: recovering at full HP does nothing, and the discard would be
    thrown away (the same choice the classic 青囊 makes).
    """

    id = "zanghua"
    active = True
    per_turn = 1
    targets_ignore_cards = True
    card_limit = 1
    target_limit = 1

    def can_activate(self, g: Game, owner: Player) -> bool:
        return (bool(owner.hand)
                and any(p.wounded for p in g.alive()))

    def card_pool(self, g: Game, owner: Player) -> list[int]:
        return list(owner.hand)

    def card_ok(self, g: Game, owner: Player, chosen: tuple[int, ...], cid: int) -> bool:
        return not chosen and _in_hand_of(g, owner.seat, cid)

    def cards_done(self, g: Game, owner: Player, chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        p = g.p(seat)
        return not chosen and p.alive and p.wounded

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        yield from ops.discard(g, owner.seat, cards, reason=self.id)
        yield from ops.recover(g, targets[0], 1, source=owner.seat)


# ---------------------------------------------------------------- 史湘云


@hl.skill
class Zuiwo(Skill):
    """醉卧 (locked): your 杀 needs two 闪 in a row; your 决斗 opponent 打出s two 杀 a time.

    A single response is still used up and does nothing (seed: 若对方只有一张
    【闪】或【杀】则即便使用（打出）了也无效): the cards read
    ``use.responses_needed`` and count only a full set.
    """

    id = "zuiwo"
    locked = True
    timings = (Timing.TARGET_CONFIRMED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        if not isinstance(ev, CardUse) or not ev.targets:
            return False
        if ev.face.name == "slash":
            return ev.user == owner.seat
        if ev.face.name == "duel":
            return ev.user == owner.seat or owner.seat in ev.targets
        return False

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        use: CardUse = ev
        if use.face.name == "duel" and use.user != owner.seat:
            use.responses_needed[use.user] = 2
        else:
            for t in use.targets:
                if t != owner.seat:
                    use.responses_needed[t] = 2
        return None
        yield  # pragma: no cover


# ---------------------------------------------------------------- 柳湘莲


@hl.skill
class Mashu(OffenseHorseSkill):
    """马术 (locked): you always count as having a −1 horse ("马术的效果与装备－1马时效果一样");
    it is no equipment, so a real −1 horse still fits and adds on."""

    id = "mashu"
    locked = True
    equip_slot = None


@hl.skill
class Lengmian(Skill):
    """冷面: after your 杀 targets a player you may judge; red: that target cannot dodge it.

    Each target is asked about separately (a 杀 with several targets judges
    once per chosen target).
    """

    id = "lengmian"
    timings = (Timing.TARGET_CONFIRMED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, CardUse) and ev.face.name == "slash" and ev.user == owner.seat
                and any(g.p(t).alive for t in ev.targets))

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        use: CardUse = ev
        picked: list[int] = []
        for t in list(use.targets):
            if not g.p(t).alive:
                continue
            if (yield from g.ask_confirm(owner.seat, f"skill.{self.id}.ask", reason=self.id,
                                         target=t)):
                picked.append(t)
        use.extra[f"{self.id}:{owner.seat}"] = picked
        return bool(picked)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        use: CardUse = ev
        for t in use.extra.pop(f"{self.id}:{owner.seat}", []):
            if not owner.alive:
                break
            judged = yield from ops.judge(g, owner.seat, self.id,
                                          good=lambda f: f.is_red)
            if judged.face is not None and judged.face.is_red:
                use.undodgeable.add(t)


# ---------------------------------------------------------------- 蒋玉涵


@hl.skill
class Youling(Skill):
    """优伶: a hand 杀 can be used or 打出 as 闪, and a hand 闪 as 杀.

    A 杀 made from a 闪 is an ordinary use of 杀: it counts against the limit.
    """

    id = "youling"
    view_as = True
    card_limit = 1
    SWAP: ClassVar[dict[str, str]] = {"slash": "jink", "jink": "slash"}

    def view_names(self, g: Game, owner: Player, play: bool) -> tuple[str, ...]:
        return ("slash",) if play else ("slash", "jink")

    def view_card_ok(self, g: Game, owner: Player, name: str, chosen: tuple[int, ...],
                     cid: int) -> bool:
        return (not chosen and _in_hand_of(g, owner.seat, cid)
                and g.face(cid).name == self.SWAP[name])

    def view_face(self, g: Game, owner: Player, name: str,
                  chosen: tuple[int, ...]) -> CardFace | None:
        return _one_card_face(g, name, chosen, self.id)


# ---------------------------------------------------------------- 妙玉


def _phase_of(ev: Event) -> PhaseEvent | None:
    node: Event | None = ev.parent
    while node is not None and not isinstance(node, PhaseEvent):
        node = node.parent
    return node


def slash_in_own_play_phase(g: Game, seat: int) -> bool:
    """Did ``seat`` use or 打出 a 杀 in the play phase of this turn (its own)?"""
    for ev in g.history:
        if isinstance(ev, CardUse):
            who, name = ev.user, ev.face.name
        elif isinstance(ev, Respond):
            who, name = ev.seat, ev.face.name
        else:
            continue
        if who != seat or name != "slash":
            continue
        phase = _phase_of(ev)
        if phase is not None and phase.phase == "play" and phase.seat == seat:
            return True
    return False


@hl.skill
class Keji(Skill):
    """克己: no 杀 used or 打出 in your play phase: you may skip this turn's discard phase.

    Asked whenever it applies, even with a hand within the limit: skipping a
    phase is the player's call.
    """

    id = "keji"
    timings = (Timing.PHASE_CHANGING,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return (isinstance(ev, PhaseEvent) and ev.phase == "discard" and ev.seat == owner.seat
                and not ev.skipped and not slash_in_own_play_phase(g, owner.seat))

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        ev.skipped = True
        return None
        yield  # pragma: no cover
