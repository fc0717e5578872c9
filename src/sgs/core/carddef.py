"""Card definitions: what a card name does.  Packs subclass :class:`CardDef`."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any, ClassVar

from .cards import CardFace, CardType, EquipSlot
from .flow import NOTHING
from .refusals import Refusal

if TYPE_CHECKING:
    from .events import CardUse
    from .game import Game
    from .player import Player

Flow = Generator[Any, Any, Any]

_TARGET_RULES = frozenset({"target_ok", "max_targets", "targets_done", "fixed_targets"})


class CardDef:
    name: ClassVar[str] = ""
    type: ClassVar[CardType] = CardType.BASIC
    slot: ClassVar[EquipSlot | None] = None
    attack_range: ClassVar[int] = 0  # weapons
    skill: ClassVar[str | None] = None  # the skill an equipment grants while equipped
    # a trick whose effect on each target gets a 无懈可击 window
    nullifiable: ClassVar[bool] = False
    # cards every target of which is fixed: "self", "others", "all", or None (chosen)
    auto_targets: ClassVar[str | None] = None
    # a 'distance' limit of 1 (顺手牵羊), or None for no limit; 杀 uses attack range
    max_distance: ClassVar[int | None] = None
    # a card the rules know by another name, with a damage nature: a 火杀 is a 杀
    # ("slash") of fire; its faces carry that name and nature, so every rule about
    # 杀 (the limit, 闪, weapons) applies to it
    rules_name: ClassVar[str | None] = None
    nature: ClassVar[str] = "normal"
    # 重铸: in the play phase its holder may put it into the discard pile and draw one
    # instead of using it (铁索连环); not a use, not a discard
    recastable: ClassVar[bool] = False
    # its effect works against the targets chosen for it (杀, 决斗, 过河拆桥 …): a client
    # asks before a player uses it on a known friend (the catalogue's "harms")
    harms_targets: ClassVar[bool] = False
    # True when its target rules (target_ok, max_targets, targets_done, fixed_targets)
    # treat alike two faces equal but for their subcards, as many and all in the user's
    # hand (they read subcards only as the engine's distance does, g.distance or
    # g.in_range with them ignored, or by their number: see Skill.hand_subcards_alike).
    # CardDef's own rules read nothing; a class that defines one says so itself, or is
    # taken to read them (__init_subclass__)
    hand_subcards_alike: ClassVar[bool] = True

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own = cls.__dict__
        if "hand_subcards_alike" not in own and not own.keys().isdisjoint(_TARGET_RULES):
            cls.hand_subcards_alike = False

    # ---------------------------------------------------------- using actively
    def usable(self, g: Game, user: Player, face: CardFace) -> bool:
        """May ``user`` use this card now at the play phase's idle point?"""
        return True

    def why_unusable(self, g: Game, user: Player, face: CardFace) -> Refusal:
        """Why ``usable`` is False (asked only then, to tell the player)."""
        return Refusal.of("act.not_now", card=self.name)

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        """May ``seat`` be added to ``chosen`` as a target (besides prohibitions)?"""
        return False

    def why_not_target(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                       seat: int) -> Refusal | None:
        """Why ``target_ok`` refuses ``seat``, when the card can say better than
        "cannot be its target" (a 杀 out of attack range)."""
        return None

    def max_targets(self, g: Game, user: Player, face: CardFace) -> int:
        return 1

    # 借刀杀人 picks a second seat that is not a target (no distance limit on it)
    secondary_target: ClassVar[bool] = False

    def targets_done(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                     limit: int) -> bool:
        """Is ``chosen`` a complete selection, given at most ``limit`` targets?"""
        return 1 <= len(chosen) <= limit

    def fixed_targets(self, g: Game, user: Player, face: CardFace) -> list[int]:
        """Targets of an ``auto_targets`` card, in resolution order."""
        if self.auto_targets == "self":
            return [user.seat]
        order = g.seats_from(user.seat)
        if self.auto_targets == "others":
            return [s for s in order if s != user.seat]
        return order

    def use_targets(self, g: Game, user: Player, face: CardFace,
                    chosen: tuple[int, ...], use: CardUse) -> list[int]:
        """Turn chosen seats into the use's targets (借刀杀人 keeps its victim aside)."""
        return list(chosen)

    def record_fields(self, use: CardUse) -> dict[str, Any]:
        """Fields this card adds to its ``use`` log record (借刀杀人's victim)."""
        return {}

    def can_save(self, g: Game, user: Player, dying: int) -> bool:
        """May this card be used on a dying player (药/桃)?"""
        return False

    # ---------------------------------------------------------- resolving
    # (the defaults do nothing: the finished flow, no generator made for them)
    def on_use(self, g: Game, use: CardUse) -> Flow:
        """After targets are confirmed and before the per-target effects."""
        return NOTHING

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        return NOTHING

    def on_judge(self, g: Game, seat: int, card: int, face: CardFace, use: CardUse) -> Flow:
        """A delayed trick in the judgment phase; ``seat in use.nullified`` if cancelled."""
        return NOTHING


class EquipDef(CardDef):
    """Equipment: using it puts it into its slot, replacing what was there."""

    type: ClassVar[CardType] = CardType.EQUIP
    auto_targets: ClassVar[str | None] = "self"
    hand_subcards_alike: ClassVar[bool] = True  # (its target_ok reads no face)

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return seat == user.seat

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        from .ops.vocab import move_to_equip

        cid = use.face.subcards[0] if use.face.subcards else None
        if cid is not None and g.place[cid].zone.value == "processing":
            yield from move_to_equip(g, target, cid, by=use.user)


class DelayedDef(CardDef):
    """A delayed trick: using it places it in the target's judgment area."""

    type: ClassVar[CardType] = CardType.DELAYED
    hand_subcards_alike: ClassVar[bool] = True  # (its target_ok reads no face)

    def target_ok(self, g: Game, user: Player, face: CardFace, chosen: tuple[int, ...],
                  seat: int) -> bool:
        return all(f.name != self.name for _, f in g.p(seat).areas.judge)

    def on_effect(self, g: Game, use: CardUse, target: int) -> Flow:
        from .ops.vocab import move_to_judge

        if len(use.face.subcards) == 1:
            yield from move_to_judge(g, use.user, target, use.face.subcards[0], use.face)
