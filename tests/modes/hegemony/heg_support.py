"""TEST CONTENT — plain generals and a few test skills for hegemony mode's own rules.

Seed 001's rules (hidden generals, careerists, formations, main/deputy skills) are
the mode's, whatever the roster; these generals exercise them without depending on
the published roster.  HP is in 阴阳鱼 (half-HP units), as hegemony prints it.

- ``wei1``..``wei5``, ``shu1``.., ``wu1``.., ``qun1``..: plain, male, 4 阴阳鱼 (``*f``:
  female); ``wei_odd``: 3 阴阳鱼 (a card that leaves one over).
- ``scholar`` (wei, 3): 读 ``t_read`` — after you take damage, you may draw 1 (a
  trigger skill); 算 ``t_count`` — 出牌阶段限一次, draw 1 (an active skill).
- ``marshal`` (wei, 4): 阵 ``t_wing`` — 阵法技 (队列): the other members of your
  formation have +1 attack range; ``t_pincer`` — 阵法技 (围攻): a besieged player's
  hand limit is −1 (a status the siege switches).
- ``veteran`` (shu, 4): 主 ``t_front`` — 主将技: your attack range +1, and this card
  is worth one 阴阳鱼 less as main; 副 ``t_rear`` — 副将技: your hand limit +1.
- ``twofold`` (wei/shu 双势力, 4): ``t_count``; 主势技 ``t_wei_side`` (attack range +1)
  and ``t_shu_side`` (hand limit +1).
- ``prober`` (wei, 4): ``t_probe`` runs an operation a test gives it (``run``).
- companions: ``wei1`` and ``wei2``, ``prober`` and ``wei2``.
- one card: a 杀 ♣K with seed 000's 連橫 mark.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from sgs.core import Game, Gender, GeneralDef, Pack, Player, Skill, Suit, Timing, ops
from sgs.core.content import DeckEntry
from sgs.core.generals import GeneralCard, Position
from sgs.packs.hegemony import relations as rel
from sgs.testing import Table

Flow = Generator[Any, Any, Any]
M, D = Position.MAIN, Position.DEPUTY


class Read(Skill):
    id = "t_read"
    timings = (Timing.DAMAGED,)

    def can_trigger(self, g: Game, owner: Player, timing: Timing, ev: Any) -> bool:
        return bool(ev.target == owner.seat)

    def effect(self, g: Game, owner: Player, timing: Timing, ev: Any) -> Flow:
        yield from ops.draw(g, owner.seat, 1, self.id)


class Count(Skill):
    id = "t_count"
    active = True
    per_turn = 1

    def can_activate(self, g: Game, owner: Player) -> bool:
        return True

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        yield from ops.draw(g, owner.seat, 1, self.id)


class Wing(Skill):
    id = "t_wing"
    locked = True
    formation = "formation"

    def attack_range_mod(self, g: Game, owner: Player, seat: int) -> int:
        return 1 if seat != owner.seat and seat in rel.formation_of(g, owner.seat) else 0


class Pincer(Skill):
    id = "t_pincer"
    locked = True
    formation = "siege"

    def hand_limit_mod(self, g: Game, owner: Player, seat: int) -> int:
        pair = rel.besiegers(g, seat)
        return -1 if pair is not None and owner.seat in pair else 0


class Front(Skill):
    id = "t_front"
    locked = True
    slot = "main"
    slot_hp = -1

    def attack_range_mod(self, g: Game, owner: Player, seat: int) -> int:
        return 1 if seat == owner.seat else 0


class Rear(Skill):
    id = "t_rear"
    locked = True
    slot = "deputy"

    def hand_limit_mod(self, g: Game, owner: Player, seat: int) -> int:
        return 1 if seat == owner.seat else 0


class WeiSide(Skill):
    """主势技 (wei): your attack range +1."""

    id = "t_wei_side"
    locked = True
    main_kingdom = "wei"

    def attack_range_mod(self, g: Game, owner: Player, seat: int) -> int:
        return 1 if seat == owner.seat else 0


class ShuSide(Skill):
    """主势技 (shu): your hand limit +1."""

    id = "t_shu_side"
    locked = True
    main_kingdom = "shu"

    def hand_limit_mod(self, g: Game, owner: Player, seat: int) -> int:
        return 1 if seat == owner.seat else 0


class Probe(Skill):
    """Runs the operation a test put in the owner's marks, inside the game."""

    id = "t_probe"
    active = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return True  # the request is made before a test sets the operation

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Flow:
        op = owner.marks.pop("probe")
        owner.marks["probe_result"] = yield from op(g)


def run(t: Table, op: Any, seat: int = 0) -> Any:
    """Run ``op`` (game -> flow) from ``seat``'s play phase; seat needs ``prober``."""
    t.game.p(seat).marks["probe"] = op
    t.use("skill:t_probe")
    return t.game.p(seat).marks.pop("probe_result", None)


def pack() -> Pack:
    p = Pack("hegemony_test")
    for sk in (Read(), Count(), Wing(), Pincer(), Front(), Rear(), Probe(), WeiSide(),
               ShuSide()):
        p.skills[sk.id] = sk
    for k in ("wei", "shu", "wu", "qun"):
        for i in range(1, 6):
            p.generals[f"{k}{i}"] = GeneralDef(f"{k}{i}", k, 4, Gender.MALE, ())
        p.generals[f"{k}f"] = GeneralDef(f"{k}f", k, 4, Gender.FEMALE, ())
    p.generals["wei1"] = GeneralDef("wei1", "wei", 4, Gender.MALE, (), ("wei2",))
    p.generals["wei_odd"] = GeneralDef("wei_odd", "wei", 3, Gender.MALE, ())
    p.generals["scholar"] = GeneralDef("scholar", "wei", 3, Gender.MALE, ("t_read", "t_count"))
    p.generals["marshal"] = GeneralDef("marshal", "wei", 4, Gender.MALE,
                                       ("t_wing", "t_pincer"))
    p.generals["prober"] = GeneralDef("prober", "wei", 4, Gender.MALE, ("t_probe",),
                                      ("wei2",))
    p.generals["twofold"] = GeneralDef("twofold", "wei", 4, Gender.MALE,
                                       ("t_count", "t_wei_side", "t_shu_side"),
                                       sub_kingdom="shu")
    p.generals["veteran"] = GeneralDef("veteran", "shu", 4, Gender.MALE,
                                       ("t_front", "t_rear"))
    # one 杀 with seed 000's 連橫 mark (♣K: no standard 杀 has that face)
    p.deck.append(DeckEntry("slash", Suit.CLUB, 13, lianheng=True))
    return p


def shown(main: str, deputy: str, *, main_up: bool = True, deputy_up: bool = True,
          ) -> list[GeneralCard]:
    """A seat's two cards, revealed as asked."""
    return [GeneralCard(main, M, main_up), GeneralCard(deputy, D, deputy_up)]


def hidden(main: str, deputy: str) -> list[GeneralCard]:
    return shown(main, deputy, main_up=False, deputy_up=False)


def table(*seats: list[GeneralCard], **kw: Any) -> Table:
    """A hegemony table of test generals (with the standard and maneuvering cards)."""
    return Table(*seats, pack="standard+maneuvering", mode="hegemony", extra=pack(), **kw)
