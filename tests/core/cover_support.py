"""TEST CONTENT — two test-pack generals for seed 002 (cards on a general card), and a
probe that runs any operation inside a game.

No published general places cards face down (覆盖) or 垂置 directly, so the rules
reference lets a test pack define them.  These generals are not part of any card set
a player can choose: the pack ``cover_test`` is given to tables and test games only.

- 覆盖者 ``t_burier``: 埋 ``t_bury`` — 出牌阶段限一次，你可以将一张手牌背面朝上置于
  你的武将牌上（覆盖）; 掘 ``t_unearth`` — 出牌阶段限一次，你可以获得你武将牌上的一张
  正面朝上的“埋”.  (A face-down card has no function: it cannot be taken back.)
- 垂置者 ``t_crosser``: 横 ``t_cross`` — 出牌阶段限一次，若你的武将牌上没有牌，你可以
  将一张手牌垂置于你的武将牌上; 扭 ``t_twist`` — 出牌阶段限一次，你可以选择一名角色，
  横置或重置其武将牌，或令其翻面.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from sgs.core import Game, Gender, GeneralDef, Pack, Place, Player, Skill, Zone, ops
from sgs.testing import Table

Flow = Generator[Any, Any, Any]
Op = Callable[[Game], Flow]

BURY = "t_bury"  # the pile's name


class _Once(Skill):
    """An active skill usable once per play phase."""

    active = True
    per_turn = 1


class Bury(_Once):
    """埋: one hand card face down on the general (覆盖)."""

    id = "t_bury"

    def can_activate(self, g: Game, owner: Player) -> bool:
        return bool(owner.hand) and ops.states.can_place(g, owner.seat, face_up=False)

    def card_pool(self, g: Game, owner: Player) -> list[int]:
        return list(owner.hand)

    def card_ok(self, g: Game, owner: Player, chosen: tuple[int, ...], cid: int) -> bool:
        return not chosen

    def cards_done(self, g: Game, owner: Player, chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        yield from ops.put_on_general(g, owner.seat, BURY, cards, face_up=False)


class Unearth(_Once):
    """掘: take a face-up 埋 card back into the hand (face-down ones have no function)."""

    id = "t_unearth"

    def can_activate(self, g: Game, owner: Player) -> bool:
        return bool(g.pile_ids(owner.seat, BURY))

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        cid = yield from g.ask_cards(owner.seat, g.pile_ids(owner.seat, BURY),
                                     "t_unearth.card", self.id)
        yield from ops.move(g, cid, Place(Zone.HAND, owner.seat),
                            self.id, by=owner.seat)


class Cross(_Once):
    """横: one hand card 垂置 directly onto a general with no card."""

    id = "t_cross"

    def can_activate(self, g: Game, owner: Player) -> bool:
        return bool(owner.hand) and not owner.areas.piles

    def card_pool(self, g: Game, owner: Player) -> list[int]:
        return list(owner.hand)

    def card_ok(self, g: Game, owner: Player, chosen: tuple[int, ...], cid: int) -> bool:
        return not chosen

    def cards_done(self, g: Game, owner: Player, chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        yield from ops.put_on_general(g, owner.seat, "t_cross", cards, perpendicular=True)


class Twist(_Once):
    """扭: chain or reset a player's general, or flip it."""

    id = "t_twist"

    def can_activate(self, g: Game, owner: Player) -> bool:
        return True

    def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                  chosen: tuple[int, ...], seat: int) -> bool:
        return not chosen and g.p(seat).alive

    def targets_done(self, g: Game, owner: Player, cards: tuple[int, ...],
                     chosen: tuple[int, ...]) -> bool:
        return len(chosen) == 1

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        seat = targets[0]
        how = yield from g.ask_option(owner.seat, ["chain", "flip"], "t_twist.how", self.id)
        if how == "chain":
            yield from ops.set_chained(g, seat, not g.p(seat).chained, by=owner.seat,
                                       reason=self.id)
        else:
            yield from ops.flip(g, seat, by=owner.seat, reason=self.id)


class Probe(Skill):
    """Runs the operation a test stored in ``owner.marks['probe']``."""

    id = "t_probe"
    active = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return True

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        fn: Op = owner.marks.pop("probe")  # set by run()
        owner.marks["probe_result"] = yield from fn(g)


SKILLS: tuple[type[Skill], ...] = (Bury, Unearth, Cross, Twist, Probe)


def cover_pack() -> Pack:
    """The test pack ``cover_test``: the two test generals, and ``t_prober`` (4 HP, no
    skill but the probe) for tests that drive operations directly."""
    p = Pack("cover_test")
    for sk in SKILLS:
        p.skills[sk.id] = sk()
    p.generals["t_burier"] = GeneralDef("t_burier", "qun", 4, Gender.MALE,
                                        ("t_bury", "t_unearth"))
    p.generals["t_crosser"] = GeneralDef("t_crosser", "qun", 4, Gender.FEMALE,
                                         ("t_cross", "t_twist"))
    p.generals["t_prober"] = GeneralDef("t_prober", "qun", 4, Gender.MALE,
                                        ("t_probe", "t_bury", "t_cross", "t_twist"))
    p.names["zh"] = {"t_burier": "覆盖者", "t_crosser": "垂置者", "t_prober": "测试者",
                     "t_bury": "埋", "t_unearth": "掘", "t_cross": "横", "t_twist": "扭",
                     "t_probe": "探"}
    p.names["en"] = {"t_burier": "Burier", "t_crosser": "Crosser", "t_prober": "Prober",
                     "t_bury": "Bury", "t_unearth": "Unearth", "t_cross": "Cross",
                     "t_twist": "Twist", "t_probe": "Probe"}
    return p


def table(*generals: str, **kw: Any) -> Table:
    return Table(*generals, extra=cover_pack(), **kw)


def run(t: Table, op: Op, seat: int = 0) -> Any:
    """Run ``op`` inside the game from ``seat``'s play phase (its general has the probe);
    what it returned once it finished (None while it waits for an answer)."""
    t.game.p(seat).marks["probe"] = op
    t.use("skill:t_probe")
    return t.game.p(seat).marks.pop("probe_result", None)
