"""Seed 001's relation words, big and small kingdoms, and formation and siege, each
written once: every skill text of the mode says these words through these predicates.

A player's kingdom (势力) is what ``Player.kingdom`` says: None while no general of
theirs is revealed (未知势力), a kingdom fixed at the first reveal, or
:data:`CAREERIST`.  A careerist is a kingdom of their own, different from every
other player's, other careerists' included (seed 001: 野心家与野心家之间也是不同势力).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ...core import Game

CAREERIST = "careerist"  # 野心家


def side(g: Game, seat: int) -> str | None:
    """The side ``seat`` is on: its kingdom, or its own side as a careerist; None while
    it has no kingdom."""
    return _side(g.p(seat).kingdom, seat)


def _side(kingdom: str | None, seat: int) -> str | None:
    return f"{CAREERIST}:{seat}" if kingdom == CAREERIST else kingdom


# ---------------------------------------------------------------- the relation words


def same_kingdom(g: Game, you: int, target: int) -> bool:
    """你势力: you and the target have kingdoms, and the same one (you are of your own)."""
    s = side(g, you)
    return s is not None and s == side(g, target)


def other_kingdom(g: Game, you: int, target: int) -> bool:
    """其他势力: the target has a kingdom, not the same as yours."""
    return side(g, target) is not None and not same_kingdom(g, you, target)


def unknown_kingdom(g: Game, target: int) -> bool:
    """未知势力: the target has no kingdom."""
    return g.p(target).kingdom is None


def not_your_kingdom(g: Game, you: int, target: int) -> bool:
    """非你势力: of another kingdom, or of none."""
    return other_kingdom(g, you, target) or unknown_kingdom(g, target)


def all_same_kingdom(g: Game, seats: Iterable[int]) -> bool:
    """同一势力: several players who all have kingdoms, and the same one."""
    sides = [side(g, s) for s in seats]
    return len(sides) > 1 and None not in sides and len(set(sides)) == 1


def all_different_kingdoms(g: Game, seats: Iterable[int]) -> bool:
    """不同势力: several players who all have kingdoms, every two different."""
    sides = [side(g, s) for s in seats]
    return len(sides) > 1 and None not in sides and len(set(sides)) == len(sides)


def not_one_kingdom(g: Game, seats: Iterable[int]) -> bool:
    """不为同一势力 (as seed 001 defines it): one of the players has no kingdom."""
    return any(g.p(s).kingdom is None for s in seats)


# ---------------------------------------------------------------- big and small


def kingdom_sizes(g: Game) -> dict[str, int]:
    """Living players per side (each careerist a side of one); hidden players in none."""
    sizes: dict[str, int] = {}
    for p in g.alive():
        s = side(g, p.seat)
        if s is not None:
            sizes[s] = sizes.get(s, 0) + 1
    return sizes


SOLE_BIG = "sole_big_kingdom"  # the class attribute of an equipment skill such as 玉玺's


def _sole_big(g: Game) -> str | None:
    """玉玺 (rules/hegemony.md): the side of a living player with a revealed general whose
    equipment grants a skill in effect that says so (``sole_big_kingdom = True``), else
    None."""
    for p in g.alive():
        for cid in p.areas.equip.values():
            sid = g.cdef(g.card(cid).name).skill
            if not sid:
                continue
            sk = g.ruleset.skill(sid)
            if getattr(sk, SOLE_BIG, False) and g.skill_works(p, sk, cid) and \
                    any(c.revealed and not c.removed for c in p.generals):
                s = side(g, p.seat)
                if s is not None:
                    return s
    return None


def big_sides(g: Game) -> set[str]:
    """大势力: the sides tied at the most living players, when that is at least 2 —
    unless a 玉玺 holder has a revealed general: then their side alone is big."""
    sole = _sole_big(g)
    if sole is not None:
        return {sole}
    sizes = kingdom_sizes(g)
    most = max(sizes.values(), default=0)
    return {s for s, n in sizes.items() if n == most} if most >= 2 else set()


def is_big(g: Game, seat: int) -> bool:
    """``seat`` is of a big kingdom."""
    s = side(g, seat)
    return s is not None and s in big_sides(g)


def is_small(g: Game, seat: int) -> bool:
    """小势力: not of a big kingdom (a hidden player included), when a big one exists."""
    big = big_sides(g)
    return bool(big) and side(g, seat) not in big


# ---------------------------------------------------------------- the ring


def adjacent(g: Game, a: int, b: int) -> bool:
    """相邻: two living players with no living player between them (a removed one,
    调离, is counted neither as one of them nor between them)."""
    if a == b or g.p(a).removed or g.p(b).removed or not (g.p(a).alive and g.p(b).alive):
        return False
    return g.next_alive(a) == b or g.next_alive(b) == a


def previous_alive(g: Game, seat: int) -> int:
    """上家: the living player whose turn comes just before ``seat``'s."""
    ring = g.ring_seats()  # (调离: not counted)
    at = ring.index(seat) if seat in ring else 0
    return ring[at - 1]


def formation_of(g: Game, seat: int, sides: Sequence[str | None] | None = None) -> list[int]:
    """队列: the longest run of adjacent living players of one kingdom containing
    ``seat`` (in seat order), or [] when it is fewer than 2.  ``sides`` (one per
    seat) replaces the players' sides, to ask what a reveal would make."""
    sd = list(sides) if sides is not None else [side(g, p.seat) for p in g.players]
    ring = g.ring_seats()  # (调离: not counted)
    if seat not in ring or sd[seat] is None or len(ring) < 2:
        return []
    n, at = len(ring), ring.index(seat)
    if all(sd[s] == sd[seat] for s in ring):
        return ring
    lo = at
    while sd[ring[(lo - 1) % n]] == sd[seat]:
        lo -= 1
    hi = at
    while sd[ring[(hi + 1) % n]] == sd[seat]:
        hi += 1
    run = [ring[i % n] for i in range(lo, hi + 1)]
    return run if len(run) >= 2 else []


def besiegers(g: Game, seat: int, sides: Sequence[str | None] | None = None,
              ) -> tuple[int, int] | None:
    """围攻: if ``seat`` is besieged (突围角色) — its 上家 and 下家 are two players of one
    kingdom, not its own, all three with kingdoms — the two besiegers (围攻角色)."""
    sd = list(sides) if sides is not None else [side(g, p.seat) for p in g.players]
    ring = g.ring_seats()  # (调离: not counted)
    if seat not in ring or len(ring) < 3:
        return None
    at = ring.index(seat)
    before, after = ring[at - 1], ring[(at + 1) % len(ring)]
    if sd[seat] is None or sd[before] is None or sd[before] != sd[after] or \
            sd[before] == sd[seat]:
        return None
    return before, after


def sieges(g: Game, sides: Sequence[str | None] | None = None,
           ) -> list[tuple[int, tuple[int, int]]]:
    """Every siege at the table: (the besieged, its besiegers)."""
    out = []
    for seat in g.ring_seats():
        pair = besiegers(g, seat, sides)
        if pair is not None:
            out.append((seat, pair))
    return out
