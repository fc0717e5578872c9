"""Play-phase plans per active skill: pick its cards and targets, and score the act.

A plan gets the option and my cards' keep-values and returns a score with
the whole answer, or None to skip.
"""

from __future__ import annotations

from collections.abc import Callable

from .options import (
    UNKNOWN_VALUE,
    Option,
    Plan,
    Scored,
    act,
    cheapest_one_by_one,
    cost,
    pick_targets,
)
from .sight import Sight

SkillPlan = Callable[[Sight, Option, dict[int, float]], "Plan | None"]


def plan_zhiheng(s: Sight, opt: Option, values: dict[int, float]) -> Plan | None:
    """制衡: swap the cards worth little (extra 闪, 闪电, spare equipment)."""
    equipped = set(s.my_equips())
    junk = tuple(c for c in opt.selectable_cards(())  # any of them may be swapped
                 if c not in equipped and values.get(c, UNKNOWN_VALUE) < 3.2)
    if not junk or not opt.legal(junk, ()):
        return None
    return 1.5 + 0.5 * len(junk), act(opt.key, junk, ())


def plan_lijian(s: Sight, opt: Option, values: dict[int, float]) -> Plan | None:
    """离间: make two men duel, ideally two foes; the duel's target answers first."""
    cards = cheapest_one_by_one(opt, values, 1)
    if cards is None:
        return None
    best: Scored | None = None
    for a in opt.selectable_targets(cards, ()):
        for b in opt.selectable_targets(cards, (a,)):
            ka, kb = s.hand_count(a), s.hand_count(b)
            p_b_loses = min(0.9, max(0.1, 0.5 + 0.12 * (ka - kb)))
            v = (p_b_loses * s.hostility(b) * s.kill_weight(b)
                 + (1 - p_b_loses) * s.hostility(a) * s.kill_weight(a))
            if best is None or v > best[0]:
                best = (v, (a, b))
    if best is None or best[0] <= 0.3:
        return None
    return 3.0 + 2.0 * best[0] - 0.3 * cost(values, cards), act(opt.key, cards, best[1])


def plan_fanjian(s: Sight, opt: Option, values: dict[int, float]) -> Plan | None:
    """反间: a foe guesses a suit of my hand card; a wrong guess costs them 1 HP."""
    def value(t: int) -> float:
        h = s.hostility(t)
        return h * 0.75 * s.kill_weight(t) - 0.3 if h > 0.15 else -1.0

    got = pick_targets(opt, (), value, floor=0.3)
    if got is None:
        return None
    return 2.5 + got[0], act(opt.key, (), got[1])


def plan_jieyin(s: Sight, opt: Option, values: dict[int, float]) -> Plan | None:
    """结姻: two hand cards to heal a wounded man who is a friend (and me)."""
    cards = cheapest_one_by_one(opt, values, 2)
    if cards is None:
        return None
    mine = 1.0 if s.wounded(s.me) else 0.0

    def value(t: int) -> float:
        return mine - s.hostility(t) * (1.5 if s.hp(t) <= 1 else 1.0)

    got = pick_targets(opt, cards, value, floor=0.9)
    if got is None:
        return None
    return 2.0 + 2.0 * got[0] - 0.3 * cost(values, cards), act(opt.key, cards, got[1])


def plan_zanghua(s: Sight, opt: Option, values: dict[int, float]) -> Plan | None:
    """葬花: a hand card heals a wounded friend (or me)."""
    cards = cheapest_one_by_one(opt, values, 1)
    if cards is None:
        return None

    def value(t: int) -> float:
        return -s.hostility(t) * (2.0 if s.hp(t) <= 1 else 1.0)

    got = pick_targets(opt, cards, value, floor=0.5)
    if got is None:
        return None
    return 2.0 + 2.0 * got[0] - 0.3 * cost(values, cards), act(opt.key, cards, got[1])


SKILL_PLANS: dict[str, SkillPlan] = {
    "zhiheng": plan_zhiheng, "lijian": plan_lijian, "fanjian": plan_fanjian,
    "jieyin": plan_jieyin, "zanghua": plan_zanghua,
}
