"""Skills: the one way content (and the base rules) hooks the game.

A skill is a class with class attributes for its kind and methods for the
hooks it uses; a hook left at its default does nothing.  The same skill
object serves every player that has it (反馈 on two generals is one object),
so per-player state lives on the player (``marks``) or in the history.

A trigger skill fires at most once per player at one timing of one event
(:func:`sgs.core.ops.trigger.trigger`), unless it sets ``repeatable``: then,
after it has fired, it stays a candidate at that timing and fires again while
``can_trigger`` holds and its ``cost`` says yes (鬼才 replaces a judgment card
repeatedly, rules §7).  Declining (``cost`` returning False) ends it for that
timing.  A repeatable skill that asks nothing must make ``can_trigger`` false
by itself, or it would fire forever.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any, ClassVar

from .cards import CardFace
from .events import Timing

if TYPE_CHECKING:
    from .game import Game
    from .player import Player
    from .refusals import Refusal

Flow = Generator[Any, Any, Any]

# the status hooks a target step asks with the card's face (Skill.hand_subcards_alike)
FACE_TARGET_HOOKS = ("prohibits", "ignores_distance", "extra_targets")
_FACE_HOOKS = frozenset(FACE_TARGET_HOOKS)


class Skill:
    id: ClassVar[str] = ""
    locked: ClassVar[bool] = False  # 锁定技
    limited: ClassVar[bool] = False  # 限定技: once per game
    per_turn: ClassVar[int] = 0  # at most this many uses per turn (0: no limit)
    per_phase: ClassVar[int] = 0  # at most this many uses per phase (出牌阶段限一次)
    # an equipment card's skill: the cards under the card (Zone.UNDER) may be used and
    # played as its holder's hand cards while the skill is in effect (木牛流马)
    under_as_hand: ClassVar[bool] = False
    lord: ClassVar[bool] = False  # 主公技: works only while its owner is the lord
    # 阵法技 (seed 001): locked, in effect only while more than 3 players are alive;
    # "formation" (队列) or "siege" (围攻) says which a 阵法召唤 completes
    formation: ClassVar[str | None] = None
    # 主将技 / 副将技 (seed 001): "main" or "deputy", the only slot of its general card
    # in which the skill is had; ``slot_hp`` half-HP units the card is worth more (or
    # less, -1) in that slot
    slot: ClassVar[str | None] = None
    slot_hp: ClassVar[int] = 0
    # 主势技 (seed 001): a dual-kingdom general's skill had only when the main general's
    # printed kingdom is this one
    main_kingdom: ClassVar[str | None] = None
    # equipment skills are attached to a card's slot (armour skills stop
    # when the armour is ignored)
    equip_slot: ClassVar[str | None] = None

    # ---------------------------------------------------------- triggers
    timings: ClassVar[tuple[Timing, ...]] = ()
    priority: ClassVar[int] = 0  # higher first
    optional: ClassVar[bool] = True  # ask "use it?" before the cost, unless locked
    repeatable: ClassVar[bool] = False  # may fire again at the same timing (see above)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return False

    def cost(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        """Ask and pay; return True to go on to ``effect``.  Default: yes/no if optional."""
        if self.optional and not self.locked:
            return (yield from g.ask_confirm(owner.seat, f"skill.{self.id}.ask", reason=self.id,
                                             **self.ask_data(g, owner, timing, ev)))
        return True

    def ask_data(self, g: Game, owner: Player, timing: Timing, ev: Any) -> dict[str, Any]:
        """What the default yes/no question says beside its skill, so that its prompt
        can name whom and what it is about (the request's ``data``: seats, card names)."""
        return {}

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        return None
        yield  # pragma: no cover

    # ---------------------------------------------------------- active (play phase)
    active: ClassVar[bool] = False
    # any lo..hi cards of the pool (hi None: no bound), whichever they are, with targets
    # that do not depend on them (制衡): card_ok and cards_done follow from it, and a
    # request lists the pool once instead of every subset of it
    card_range: ClassVar[tuple[int, int | None] | None] = None
    # its effect works against the players chosen for it (离间, 反间): see CardDef
    harms_targets: ClassVar[bool] = False
    # the most cards and seats a selection takes, when the skill says so: ``card_ok``
    # (``view_card_ok`` for a view-as skill) refuses every card once ``card_limit`` are
    # chosen, ``target_ok`` every seat once ``target_limit`` are (葬花: one card, one
    # seat).  An option's tree then asks no further (None: no promise, as for a subclass
    # that defines the rule anew without saying it again; a test checks every promise)
    card_limit: ClassVar[int | None] = None
    target_limit: ClassVar[int | None] = None

    def can_activate(self, g: Game, owner: Player) -> bool:
        return False

    def why_not_activate(self, g: Game, owner: Player, asked: bool = False) -> Refusal | None:
        """Why an active skill's ``can_activate`` refuses now.  Not ``asked``: whether a
        play request lists it as blocked (a player would look for it: spent for this
        phase), None for not; ``asked``: the player answered with it anyway."""
        return None

    def card_pool(self, g: Game, owner: Player) -> list[int]:
        return g.hand_and_equip(owner.seat)

    def card_span(self, g: Game, owner: Player) -> tuple[int, int | None] | None:
        """``card_range`` for this owner now: override it when the bound depends on
        the player (hegemony's 制衡: up to the owner's max HP)."""
        return self.card_range

    def card_ok(self, g: Game, owner: Player, chosen: tuple[int, ...], cid: int) -> bool:
        span = self.card_span(g, owner)
        if span is None:
            return False
        return span[1] is None or len(chosen) < span[1]

    def cards_done(self, g: Game, owner: Player, chosen: tuple[int, ...]) -> bool:
        span = self.card_span(g, owner)
        if span is None:
            return not chosen
        lo, hi = span
        return lo <= len(chosen) and (hi is None or len(chosen) <= hi)

    # True when target_ok and targets_done never read ``cards``: which players may be
    # chosen does not depend on the cards chosen, and an option's tree makes its target
    # steps once for every card selection.  Skill's own two methods read none; a class
    # that defines either says so itself, or is taken to read them (__init_subclass__)
    targets_ignore_cards: ClassVar[bool] = True

    # True when the status hooks a target step asks (``prohibits``, ``ignores_distance``,
    # ``extra_targets``) treat alike two faces equal but for their subcards, as many and
    # all in the user's hand (they read subcards only as the engine's distance does,
    # through the equipped ones among them, or by their number, or against that hand):
    # an option's tree then makes one target subtree for such card selections (丈八蛇矛's
    # pairs).  Skill's own hooks read nothing; a class that defines one says so itself,
    # or is taken to read them (__init_subclass__)
    hand_subcards_alike: ClassVar[bool] = True

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own = cls.__dict__
        if "targets_ignore_cards" not in own and ("target_ok" in own or "targets_done" in own):
            cls.targets_ignore_cards = False
        if "hand_subcards_alike" not in own and not own.keys().isdisjoint(_FACE_HOOKS):
            cls.hand_subcards_alike = False
        # (a limit is a promise about the rule: a class that rewrites it makes its own)
        if "card_limit" not in own and ("card_ok" in own or "view_card_ok" in own):
            cls.card_limit = None
        if "target_limit" not in own and "target_ok" in own:
            cls.target_limit = None

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        return False

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return not chosen

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        return None
        yield  # pragma: no cover

    # ---------------------------------------------------------- view-as (將A當B)
    view_as: ClassVar[bool] = False
    # what the card made may be for: 使用 (``view_use``: the play phase too) and 打出
    # (``view_play``).  A skill whose text says only 当X使用 or 视为使用 (朱雀羽扇, 役鬼)
    # sets ``view_play`` False: no request to 打出 a card offers it
    view_use: ClassVar[bool] = True
    view_play: ClassVar[bool] = True

    def view_names(self, g: Game, owner: Player, play: bool) -> tuple[str, ...]:
        """Card names this skill can produce now (``play``: the play phase idle point)."""
        return ()

    def view_pool(self, g: Game, owner: Player) -> list[int]:
        """The cards this skill may convert: the owner's hand and equipment, unless it
        converts others (急袭: the face-up cards of a pile on the general)."""
        return g.hand_and_equip(owner.seat)

    def view_card_ok(self, g: Game, owner: Player, name: str, chosen: tuple[int, ...],
                     cid: int) -> bool:
        return False

    def view_face(self, g: Game, owner: Player, name: str,
                  chosen: tuple[int, ...]) -> CardFace | None:
        """The face the chosen cards make, or None while the choice is incomplete."""
        return None

    # ---------------------------------------------------------- status (pulled)
    # a constant change of distances, declared as data (±1马, 马术): ``distance_from``
    # is added to each distance the owner measures to another player, ``distance_to``
    # to each distance another player measures to the owner.  The engine sums them
    # without a call per pair of seats; a skill whose change depends on the table
    # overrides ``distance_mod`` instead (then these are not read by the engine)
    distance_from: ClassVar[int] = 0
    distance_to: ClassVar[int] = 0

    def distance_mod(self, g: Game, owner: Player, src: int, dst: int) -> int:
        """How much this skill changes the distance from ``src`` to ``dst``.  The
        default is what ``distance_from`` and ``distance_to`` declare."""
        if src == dst:
            return 0
        if src == owner.seat:
            return self.distance_from
        return self.distance_to if dst == owner.seat else 0

    def distance_fixed(self, g: Game, owner: Player, src: int, dst: int) -> int | None:
        return None

    def attack_range_mod(self, g: Game, owner: Player, seat: int) -> int:
        return 0

    def hand_limit_mod(self, g: Game, owner: Player, seat: int) -> int:
        return 0

    def prohibits(self, g: Game, owner: Player, user: int, target: int,
                  face: CardFace) -> bool:
        return False

    def extra_targets(self, g: Game, owner: Player, user: int, face: CardFace) -> int:
        return 0

    def extra_uses(self, g: Game, owner: Player, user: int, face: CardFace) -> int:
        """More uses of ``face``'s name this phase (连弩 returns a large number)."""
        return 0

    def ignores_distance(self, g: Game, owner: Player, user: int, face: CardFace,
                         target: int) -> bool:
        return False

    # when set, ``invalidates`` is true only of skills of this equipment slot (青釭剑:
    # "armor"): the engine knows that no other skill stops working through it
    invalidates_slot: ClassVar[str | None] = None

    def invalidates(self, g: Game, owner: Player, seat: int, skill: Skill) -> bool:
        """True if ``skill`` of player ``seat`` does not work now (青釭剑 on armour)."""
        return False

    def filter_face(self, g: Game, owner: Player, card: CardFace) -> CardFace | None:
        """锁定视为: a hand card of the owner counts as another face."""
        return None

    def forbids_card(self, g: Game, owner: Player, seat: int, face: CardFace) -> bool:
        """True if ``seat`` may not use or play (使用或打出) ``face`` now (马岱's 潜袭: the
        hand cards of one colour); ``Game.card_forbidden`` asks it, and a forbidden
        hand card or conversion is no option of a play or answer request."""
        return False

    def forbids_reveal(self, g: Game, owner: Player, seat: int) -> bool:
        """True if ``seat`` may not reveal (明置) a face-down general card now (祸水:
        其他角色于你的回合内不能明置其武将牌); ``ops.can_reveal`` asks it."""
        return False

    def forbids_chain(self, g: Game, owner: Player, seat: int) -> bool:
        """True if ``seat``'s general card may not be chained (横置) now (明光铠: 若你是小势力
        角色，你的武将牌不能被横置); ``ops.set_chained`` asks it, and the chaining then
        does not happen (resetting, 重置, is never forbidden)."""
        return False

    # status hooks the engine should ask about, found once per class
    STATUS_HOOKS: ClassVar[tuple[str, ...]] = (
        "distance_mod", "distance_fixed", "attack_range_mod", "hand_limit_mod", "prohibits",
        "extra_targets", "extra_uses", "ignores_distance", "invalidates", "filter_face",
        "forbids_card", "forbids_reveal", "forbids_chain")

    @classmethod
    def hooks(cls) -> frozenset[str]:
        """The status hooks this class implements; "distance_const" for constant
        distance changes declared as data (``distance_from``, ``distance_to``) and not
        overridden by ``distance_mod``."""
        found = {h for h in cls.STATUS_HOOKS if getattr(cls, h) is not getattr(Skill, h)}
        if "distance_mod" not in found and (cls.distance_from or cls.distance_to):
            found.add("distance_const")
        return frozenset(found)
