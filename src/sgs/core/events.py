"""Timings (时机) and the event records that travel through them.

An event is a small mutable record: skills hooked on a timing read it and
may change it (prevent a damage, add a target, nullify an effect).  Events
nest through ``parent``; finished ones stay in the game's history, which
skills query ("was a 杀 used this phase?") instead of keeping flags.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from .cards import CardFace, Source
from .errors import ConfigError, UnknownName
from .zones import EQUIP_ZONE, HAND_ZONE, Place, Zone


class Timing:
    """A timing (时机, rules §7): a point of the rules where skills may act.

    The engine's timings are the class attributes below (``Timing.DAMAGED``).
    A pack or a mode declares its own with :meth:`declare`, at import, and
    fires it with ``ops.trigger`` like any other; skills list it in their
    ``timings`` and the engine's indexes (base rules, holders) take it as
    they take the engine's.  Each name is one object, compared and hashed by
    identity, which is what the trigger's lookups need to be cheap.
    """

    __slots__ = ("doc", "name")
    _declared: ClassVar[dict[str, Timing]] = {}

    def __init__(self, name: str, doc: str = "") -> None:
        self.name = name
        self.doc = doc

    @classmethod
    def declare(cls, name: str, doc: str = "") -> Timing:
        """A new timing; its name must be new (prefix it with your pack's or mode's id)."""
        if not name or name in cls._declared:
            raise ConfigError(f"timing {name!r} is already declared" if name else
                              "a timing needs a name")
        t = cls._declared[name] = cls(name, doc)
        return t

    @classmethod
    def named(cls, name: str) -> Timing:
        try:
            return cls._declared[name]
        except KeyError:
            raise UnknownName(f"unknown timing {name!r}") from None

    def __repr__(self) -> str:
        return f"Timing.{self.name}" if getattr(Timing, self.name, None) is self else \
            f"Timing({self.name!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Timing.named, (self.name,))

    def __copy__(self) -> Timing:
        return self

    def __deepcopy__(self, memo: Any) -> Timing:
        return self

    # the engine's timings, declared below in this order
    GAME_START: ClassVar[Timing]
    TURN_START: ClassVar[Timing]  # 回合开始时
    TURN_END: ClassVar[Timing]
    PHASE_CHANGING: ClassVar[Timing]  # before a phase: it may be skipped
    PHASE_BEGIN: ClassVar[Timing]  # 阶段开始时
    PHASE_END: ClassVar[Timing]  # 阶段结束时
    DRAW_COUNT: ClassVar[Timing]  # 摸牌阶段: the number to draw may change
    CARD_ASKED: ClassVar[Timing]  # a card matching a pattern is needed (护官符, 护主)
    CARD_USING: ClassVar[Timing]  # 使用时
    TARGETING: ClassVar[Timing]  # 指定目标时 / 成为目标时 (targets may change)
    TARGET_CONFIRMED: ClassVar[Timing]  # 指定目标后 / 成为目标后
    EFFECT_BEFORE: ClassVar[Timing]  # 生效前 (无懈可击 window, 仁王盾)
    EFFECT_AFTER: ClassVar[Timing]  # 生效后
    CARD_OFFSET: ClassVar[Timing]  # a card's effect was offset by a response (闪 against 杀)
    CARD_FINISHED: ClassVar[Timing]  # 结算完毕
    CARD_RESPONDED: ClassVar[Timing]  # a card was used or 打出 in response
    DAMAGE_CAUSING: ClassVar[Timing]  # 造成伤害时
    DAMAGE_INFLICTED: ClassVar[Timing]  # 受到伤害时
    DAMAGE_DONE: ClassVar[Timing]  # 造成伤害后
    DAMAGED: ClassVar[Timing]  # 受到伤害后
    RECOVERING: ClassVar[Timing]  # 回复体力时
    RECOVERED: ClassVar[Timing]
    HP_LOST: ClassVar[Timing]  # 失去体力后
    HP_CHANGED: ClassVar[Timing]
    DYING: ClassVar[Timing]  # 进入濒死
    DEATH: ClassVar[Timing]  # 死亡时
    DIED: ClassVar[Timing]  # after the death is settled
    JUDGE_BEFORE: ClassVar[Timing]  # 判定牌生效前 (鬼才)
    JUDGE_RESULT: ClassVar[Timing]  # 判定牌生效后 (天妒, 兼美)
    CARDS_MOVED: ClassVar[Timing]  # after a batch of moves (连营, 枭姬)
    PINDIAN_PLACED: ClassVar[Timing]  # both cards face down in the processing area
    # 拼点牌亮出后, before the ranks are compared: ``PindianEvent.source_rank`` and
    # ``target_rank`` may change (鹰扬)
    PINDIAN_SHOWN: ClassVar[Timing]
    PINDIAN_REVEALED: ClassVar[Timing]
    # before a batch of moves: a skill may change which cards move (挽危: 当你的牌被其他
    # 角色弃置或获得时，你可改为你选择的等量的牌); fired only while someone holds it
    CARDS_MOVING: ClassVar[Timing]
    GENERAL_REVEALED: ClassVar[Timing]  # 明置武将牌后 (a hidden general card turned face up)
    DEPUTY_CHANGED: ClassVar[Timing]  # 移除/变更/加入副将后 (seed 001)


def _declare_engine_timings() -> None:
    for name, kind in Timing.__annotations__.items():
        if kind == "ClassVar[Timing]":
            setattr(Timing, name, Timing.declare(name))


_declare_engine_timings()


@dataclass(slots=True)
class Event:
    parent: Event | None = field(default=None, kw_only=True)


@dataclass(slots=True)
class CardMove:
    """One card's move, as recorded: where from, where to, face-up or not."""

    card: int
    src: Place
    dst: Place
    # the card's kind before it was lost (seed 000 失去 ◆): which area it left
    face_up: bool = True


@dataclass(slots=True)
class MoveEvent(Event):
    moves: list[CardMove]
    reason: str
    by: int | None  # the player who carries the move out (proposer)
    visible: frozenset[int] | None  # None: public; else the seats that see the cards

    def lost_by(self, seat: int, area: Zone | None = None) -> list[CardMove]:
        """Moves by which ``seat`` lost a card it owned, judged by where the card
        was before the move (seed 000 失去 ◆).  ``area`` None: 失去牌 (owned cards
        leaving hand and equipment both); ``Zone.HAND``: 失去手牌, any move out of
        the hand (even into one's own equipment area); ``Zone.EQUIP`` likewise."""
        if area is not None:
            return [m for m in self.moves if m.src.seat == seat and m.src.zone is area
                    and not (m.dst.seat == seat and m.dst.zone is area)]
        return [m for m in self.moves
                if m.src.seat == seat and m.src.zone in _OWNED
                and not (m.dst.seat == seat and m.dst.zone in _OWNED)]

    def gained_by(self, seat: int) -> list[CardMove]:
        return [m for m in self.moves if m.dst.seat == seat and m.dst.zone is HAND_ZONE
                and not (m.src.seat == seat and m.src.zone is HAND_ZONE)]


_OWNED = (HAND_ZONE, EQUIP_ZONE)  # the areas whose cards a player owns (seed 000 失去)


@dataclass(slots=True)
class CardUse(Event):
    """A card being used (使用).  ``targets`` may change until TARGET_CONFIRMED."""

    user: int
    face: CardFace
    targets: list[int]
    skill: str | None = None
    # responding to another card (闪 against 杀, 无懈可击 against a trick's effect)
    responding_to: CardUse | None = None
    nullified: set[int] = field(default_factory=set)  # targets whose effect is cancelled
    # targets that must use more than one response (醉卧) or cannot dodge (醉骂)
    undodgeable: set[int] = field(default_factory=set)
    # 不可被响应: the seats that may not respond to this card at all, by no card used or
    # played in answer to it (闪 to a 杀, 杀 in a 决斗 or to 南蛮入侵, 无懈可击 to its
    # effect); and the cards nobody may answer it with (离间's 决斗: 不能被【无懈可击】
    # 响应).  ops.ask_for_card and ask_first_card do not ask for them (see may_respond)
    unrespondable: set[int] = field(default_factory=set)
    unanswerable_with: set[str] = field(default_factory=set)
    responses_needed: dict[int, int] = field(default_factory=dict)
    extra_damage: int = 0
    counted: bool = True  # counts against the 杀 limit
    extra: dict[str, Any] = field(default_factory=dict)
    offset: set[int] = field(default_factory=set)  # targets whose effect was offset
    hit: set[int] = field(default_factory=set)  # targets the card dealt damage to
    current_target: int | None = None
    source: Source = Source.OTHER  # seed 000 將A當B ◆4: a hand card, an equipment card, neither

    def may_respond(self, seat: int, names: frozenset[str]) -> bool:
        """May ``seat`` answer this card with a card of ``names`` (one not barred)?"""
        return seat not in self.unrespondable and not names <= self.unanswerable_with

@dataclass(slots=True)
class Respond(Event):
    """A card 打出 (played, not used): no target, no effect of its own."""

    seat: int
    face: CardFace
    pattern: str
    source: Source = Source.OTHER  # seed 000 將A當B ◆4, as for CardUse


@dataclass(slots=True)
class DamageEvent(Event):
    source: int | None
    target: int
    amount: int
    nature: str = "normal"  # normal | fire | thunder
    card: CardFace | None = None
    use: CardUse | None = None
    prevented: bool = False
    chained: bool = False  # this damage is a chain transmission
    transferred: bool = False  # this damage was moved here from another player (天香)
    # the source's distance to the target at the moment the damage was dealt (HP
    # reduced), before dying or death could change it (噬血); None: no source, or not dealt
    distance: int | None = None


@dataclass(slots=True)
class RecoverEvent(Event):
    target: int
    amount: int
    source: int | None = None
    card: CardFace | None = None
    use: CardUse | None = None
    prevented: bool = False


@dataclass(slots=True)
class HpLossEvent(Event):
    target: int
    amount: int
    source: int | None = None


@dataclass(slots=True)
class DyingEvent(Event):
    seat: int
    damage: DamageEvent | None = None
    amount: int = 0  # the HP just reduced (扣减) by the damage or loss that brought it
    # a skill at DYING said the player does not die (不屈: 你不会死亡): no rescue is
    # asked and the player lives on below 1 HP
    averted: bool = False


@dataclass(slots=True)
class DeathEvent(Event):
    seat: int
    killer: int | None
    damage: DamageEvent | None = None


@dataclass(slots=True)
class JudgeEvent(Event):
    seat: int
    reason: str
    good: Any = None  # a callable(CardFace) -> bool telling a "good" result, for bots
    card: int | None = None
    face: CardFace | None = None


@dataclass(slots=True)
class PhaseEvent(Event):
    seat: int
    phase: str
    skipped: bool = False
    draw_count: int = 0


@dataclass(slots=True)
class TurnEvent(Event):
    seat: int
    number: int
    skip_phases: set[str] = field(default_factory=set)


@dataclass(slots=True)
class CardAsked(Event):
    """A card matching ``pattern`` is needed; a skill may provide one."""

    seat: int
    pattern: Any
    use: bool  # 使用 (True) or 打出 (False)
    reason: str = ""
    provided: CardFace | None = None
    provider: int | None = None


@dataclass(slots=True)
class PindianEvent(Event):
    source: int
    target: int
    reason: str
    source_card: int | None = None
    target_card: int | None = None
    winner: int | None = None
    # the ranks compared: the cards' own, unless a skill changed them (PINDIAN_SHOWN)
    source_rank: int = 0
    target_rank: int = 0

    @property
    def source_won(self) -> bool:
        return self.winner == self.source


@dataclass(slots=True)
class MovingEvent(Event):
    """A batch about to move (``CARDS_MOVING``): ``batches`` of (cards, place), with the
    move's ``reason`` and who carries it out (``by``); a skill may replace cards."""

    batches: list[tuple[list[int], Place]]
    reason: str
    by: int | None


@dataclass(slots=True)
class DeputyChangedEvent(Event):
    """A deputy general removed, changed or added (seed 001 移除/变更/加入): ``kind``
    ``remove``/``change``/``add``; ``old`` the deputy that left (None for an add),
    ``old_revealed`` whether it lay face up; ``new`` the general now there (a
    soldier card's id after a removal); ``reason`` the skill that did it."""

    seat: int
    kind: str
    old: str | None
    old_revealed: bool
    new: str
    reason: str = ""


@dataclass(slots=True)
class RevealEvent(Event):
    """A face-down general card turned face up (明置)."""

    seat: int
    general: str
    position: str  # "main" or "deputy" (sgs.core.generals.Position)
