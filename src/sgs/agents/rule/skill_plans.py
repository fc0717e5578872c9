"""Play-phase plans per active skill: pick its cards and targets, and score the act.

A plan gets the option and my cards' keep-values and returns a score with
the whole answer, or None to skip.
"""

from __future__ import annotations

from collections.abc import Callable

from .advanced import plan_event_skill
from .card_plans import plan_slash
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
from .twins import SAME_RULE

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


def plan_kurou(s: Sight, opt: Option, values: dict[int, float]) -> Plan | None:
    """苦肉: 1 HP for two cards while HP is plenty (3 or more), or at 2 with a 桃 in hand
    (not as the lord); never into dying."""
    hp = s.hp(s.me)
    if hp >= 3 or (hp == 2 and s.count_named("peach") and s.my_role != "lord"):
        return 1.0 + 0.2 * (hp - 2), act(opt.key, (), ())
    return None


def plan_rende(s: Sight, opt: Option, values: dict[int, float]) -> Plan | None:
    """仁德: my cheapest cards to the surest friend shortest of cards — two of them while
    wounded and not yet healed by it this phase, and what I would discard anyway."""
    turn, given = s.memory.rende_given
    given = given if turn == s.memory.turn else 0
    heal = s.wounded(s.me) and given < 2
    excess = len(s.hand) - s.hand_limit()
    n = max(2 - given if heal else 0, excess)
    pool = sorted(opt.selectable_cards(()), key=lambda c: values.get(c, UNKNOWN_VALUE))
    if n <= 0 or len(pool) < n:
        return None
    cards = tuple(pool[:n])
    friends = [t for t in opt.selectable_targets(cards, ()) if s.hostility(t) < -0.5]
    if not friends:
        return None
    to = min(friends, key=lambda t: (s.hand_count(t), t))
    if not opt.legal(cards, (to,)):
        return None
    score = (3.0 if heal and given + n >= 2 else 0.0) + 0.5 * n - 0.2 * cost(values, cards)
    return (score, act(opt.key, cards, (to,))) if score > 0 else None


def plan_jijiang(s: Sight, opt: Option, values: dict[int, float]) -> Plan | None:
    """激将 in my play phase: a 杀 of mine that a 蜀 player provides, planned as a 杀 and
    discounted by the chance that nobody gives one."""
    helpers = [t for t in s.others()
               if s.p(t).get("kingdom") == "shu" and s.hand_count(t) > 0]
    if not helpers:
        return None
    got = plan_slash(s, opt, (), "slash")
    if got is None:
        return None
    p_help = 0.6 if any(s.friend(t) for t in helpers) else 0.2
    return got[0] * p_help, act(opt.key, (), got[1])


def plan_qiangxi(s: Sight, opt: Option, values: dict[int, float]) -> Plan | None:
    """强袭: 1 damage to a foe in reach, paid with a spare weapon, or 1 HP while I have
    plenty."""
    weapon = cheapest_one_by_one(opt, values, 1)
    hp = s.hp(s.me)
    if weapon is not None and opt.cards_done(weapon) and \
            values.get(weapon[0], UNKNOWN_VALUE) < 6.0:
        cards: tuple[int, ...] = weapon
        price = 0.3 * cost(values, cards)
    elif opt.cards_done(()) and (hp >= 3 or (hp == 2 and s.count_named("peach"))):
        cards, price = (), 1.5 if hp >= 3 else 2.5
    else:
        return None

    def value(t: int) -> float:
        h = s.hostility(t)
        return h * s.kill_weight(t) - s.kill_risk(t) if h > 0.15 else -1.0

    got = pick_targets(opt, cards, value, floor=0.3)
    if got is None:
        return None
    return 2.0 + 2.0 * got[0] - price, act(opt.key, cards, got[1])


def _high_card(s: Sight) -> float:
    """How likely my best hand card wins a 拼点 (rank / 13)."""
    ranks = [s.memory.cards.get(c, ("", "", 0))[2] for c in s.hand]
    return max(ranks, default=0) / 13.0


def plan_tianyi(s: Sight, opt: Option, values: dict[int, float]) -> Plan | None:
    """天义: 拼点 a foe when my best card is high and I have 杀 to use on the way."""
    if _high_card(s) < 0.8 or s.my_slashes() < 1 or len(s.hand) < 2:
        return None

    def value(t: int) -> float:
        h = s.hostility(t)
        return h if h > 0.15 else -1.0

    got = pick_targets(opt, (), value, floor=0.3)
    if got is None:
        return None
    return 2.0 + got[0], act(opt.key, (), got[1])


def plan_quhu(s: Sight, opt: Option, values: dict[int, float]) -> Plan | None:
    """驱虎: 拼点 a foe with a high card (won: they hurt someone I choose; lost: they hurt
    me), only while I can take the blow."""
    if _high_card(s) < 0.85 or s.hp(s.me) <= 1:
        return None
    others_foes = sum(1 for t in s.others() if s.enemy(t))

    def value(t: int) -> float:
        h = s.hostility(t)
        return h if h > 0.3 and others_foes >= 2 else -1.0

    got = pick_targets(opt, (), value, floor=0.3)
    if got is None:
        return None
    return 1.5 + got[0], act(opt.key, (), got[1])


def plan_dimeng(s: Sight, opt: Option, values: dict[int, float]) -> Plan | None:
    """缔盟: a friend short of cards swaps hands with a foe holding many; the difference
    is the price in my cards."""
    best: Scored | None = None
    mine = len(s.hand) + len(s.my_equips())
    for a in opt.selectable_targets((), ()):
        for b in opt.selectable_targets((), (a,)):
            ha, hb = s.hostility(a), s.hostility(b)
            friend, foe = (a, b) if ha < hb else (b, a)
            gain = s.hand_count(foe) - s.hand_count(friend)
            if gain <= 0 or gain > min(mine, 3) or s.hostility(foe) <= 0.3 \
                    or s.hostility(friend) >= -0.25:
                continue
            v = gain * (s.hostility(foe) - s.hostility(friend)) * 0.7 - gain * 0.9
            if best is None or v > best[0]:
                best = (v, (a, b))
    if best is None or best[0] <= 0.3:
        return None
    return 2.0 + best[0], act(opt.key, (), best[1])


def plan_zhijian(s: Sight, opt: Option, values: dict[int, float]) -> Plan | None:
    """直谏: an equipment card I would not wear goes to a friend's empty slot; I draw 1."""
    for c in opt.selectable_cards(()):
        if s.equip_gain(s.name(c)) > 0:
            continue
        friends = [t for t in opt.selectable_targets((c,), ()) if s.hostility(t) < -0.25]
        if friends and opt.legal((c,), (friends[0],)):
            return 2.5, act(opt.key, (c,), (friends[0],))
    return None


def plan_xiongyi(s: Sight, opt: Option, values: dict[int, float]) -> Plan | None:
    """雄异 (limited): everyone of my kingdom draws 3 — once some of them are shown, or
    when I need the cards now."""
    if not opt.legal((), ()):
        return None
    allies = sum(1 for t in s.others() if s.hostility(t) < -0.5)
    if allies == 0 and s.hp(s.me) > 2 and len(s.hand) > 1:
        return None
    return 3.0 + 1.5 * allies, act(opt.key, (), ())


def plan_luanwu(s: Sight, opt: Option, values: dict[int, float]) -> Plan | None:
    """乱武 (limited): everyone else uses 杀 on their nearest or loses 1 HP; when the
    blows land mostly on foes."""
    if not opt.legal((), ()):
        return None
    total = sum(s.hostility(t) * (0.6 + (0.5 if s.hp(t) <= 1 else 0.0)) for t in s.others())
    return (2.0 + total, act(opt.key, (), ())) if total > 1.5 else None


SKILL_PLANS: dict[str, SkillPlan] = {
    "zhiheng": plan_zhiheng, "lijian": plan_lijian, "fanjian": plan_fanjian,
    "jieyin": plan_jieyin, "zanghua": plan_zanghua, "kurou": plan_kurou,
    "rende": plan_rende, "jijiang": plan_jijiang,
    # hegemony's generals
    "qiangxi": plan_qiangxi, "tianyi": plan_tianyi, "quhu": plan_quhu,
    "dimeng": plan_dimeng, "zhijian": plan_zhijian, "xiongyi": plan_xiongyi,
    "luanwu": plan_luanwu,
    "yueping": plan_event_skill,  # 许劭 (heg_transformation): starts an event
}
# a standard general's skill with a Red Chamber twin plays by the twin's plan
SKILL_PLANS.update({sid: SKILL_PLANS[twin] for sid, twin in SAME_RULE.items()
                    if twin in SKILL_PLANS})
