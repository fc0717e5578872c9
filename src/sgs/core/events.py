"""Timings (时机) and the event records that travel through them.

An event is a small mutable record: skills hooked on a timing read it and
may change it (prevent a damage, add a target, nullify an effect).  Events
nest through ``parent``; finished ones stay in the game's history, which
skills query ("was a 杀 used this phase?") instead of keeping flags.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum, auto
from typing import Any

from .cards import CardFace, Source
from .zones import Place, Zone


class Timing(IntEnum):
    GAME_START = auto()
    TURN_START = auto()  # 回合开始时
    TURN_END = auto()
    PHASE_CHANGING = auto()  # before a phase: it may be skipped
    PHASE_BEGIN = auto()  # 阶段开始时
    PHASE_END = auto()  # 阶段结束时
    DRAW_COUNT = auto()  # 摸牌阶段: the number to draw may change
    CARD_ASKED = auto()  # a card matching a pattern is needed (护官符, 护主)
    CARD_USING = auto()  # 使用时
    TARGETING = auto()  # 指定目标时 / 成为目标时 (targets may change)
    TARGET_CONFIRMED = auto()  # 指定目标后 / 成为目标后
    EFFECT_BEFORE = auto()  # 生效前 (无懈可击 window, 仁王盾)
    EFFECT_AFTER = auto()  # 生效后
    CARD_OFFSET = auto()  # a card's effect was offset by a response (闪 against 杀)
    CARD_FINISHED = auto()  # 结算完毕
    CARD_RESPONDED = auto()  # a card was used or 打出 in response
    DAMAGE_CAUSING = auto()  # 造成伤害时
    DAMAGE_INFLICTED = auto()  # 受到伤害时
    DAMAGE_DONE = auto()  # 造成伤害后
    DAMAGED = auto()  # 受到伤害后
    RECOVERING = auto()  # 回复体力时
    RECOVERED = auto()
    HP_LOST = auto()  # 失去体力后
    HP_CHANGED = auto()
    DYING = auto()  # 进入濒死
    DEATH = auto()  # 死亡时
    DIED = auto()  # after the death is settled
    JUDGE_BEFORE = auto()  # 判定牌生效前 (鬼才)
    JUDGE_RESULT = auto()  # 判定牌生效后 (天妒, 兼美)
    CARDS_MOVED = auto()  # after a batch of moves (连营, 枭姬)
    PINDIAN_PLACED = auto()  # both cards face down in the processing area
    PINDIAN_REVEALED = auto()


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
                if m.src.seat == seat and m.src.zone in (Zone.HAND, Zone.EQUIP)
                and not (m.dst.seat == seat and m.dst.zone in (Zone.HAND, Zone.EQUIP))]

    def gained_by(self, seat: int) -> list[CardMove]:
        return [m for m in self.moves if m.dst.seat == seat and m.dst.zone is Zone.HAND
                and not (m.src.seat == seat and m.src.zone is Zone.HAND)]


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
    responses_needed: dict[int, int] = field(default_factory=dict)
    extra_damage: int = 0
    counted: bool = True  # counts against the 杀 limit
    extra: dict[str, Any] = field(default_factory=dict)
    offset: set[int] = field(default_factory=set)  # targets whose effect was offset
    hit: set[int] = field(default_factory=set)  # targets the card dealt damage to
    current_target: int | None = None
    source: Source = Source.OTHER  # seed 000 將A當B ◆4: a hand card, an equipment card, neither


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

    @property
    def source_won(self) -> bool:
        return self.winner == self.source
