"""Play-phase plans per card name: is using this card worth it, and on whom.

A plan gets the option, the cards that would be used and the name of the
card they make, and returns a score with the targets, or None to skip.
"""

from __future__ import annotations

from collections.abc import Callable

from .options import Option, Scored, Targets, auto_ok, pick_targets
from .sight import NATURED_SLASHES, Sight

CardPlan = Callable[[Sight, Option, Targets, str], "Scored | None"]


def plan_slash(s: Sight, opt: Option, cards: Targets, name: str) -> Scored | None:
    black = bool(cards) and all(map(s.is_black, cards))
    need = s.answers_needed(s.me)
    dmg = s.my_damage()
    # (my skills asked once, not for each target; undodgeable is False without 醉骂)
    lengmian = s.has_skill(s.me, "lengmian")
    zuima = s.has_skill(s.me, "zuima")

    def value(t: int) -> float:
        h = s.hostility(t)
        if h <= 0.15 or s.vine_stops(t, cards):
            return -1.0
        p = 0.0 if zuima and s.undodgeable(t) else s.jink_chance(t, black, need)
        if lengmian:
            p *= 0.5
        v = h * (1.0 - p) * dmg * s.kill_weight(t, dmg) + 0.25 * h
        v -= (1.0 - p) * s.kill_risk(t, dmg)
        rules = s.rules(t)  # (has_skill of two skills)
        if "ganglie" in rules:
            v -= 0.3
        if "fankui" in rules:
            v -= 0.2
        return v

    # value() reads the cards as their colour and whether they make a natured 杀
    # (vine_stops): the options making the same one share the values
    natured = len(cards) == 1 and s.printed(cards[0]) in NATURED_SLASHES
    memo = s.target_values(("slash", black, natured))
    got = pick_targets(opt, cards, value, floor=0.1, memo=memo)
    return (3.0 + got[0], got[1]) if got else None


def plan_duel(s: Sight, opt: Option, cards: Targets, name: str) -> Scored | None:
    mine = s.my_slashes()
    dmg = s.my_damage()

    def value(t: int) -> float:
        h = s.hostility(t)
        if h <= 0.15:
            return -1.0
        k = s.hand_count(t)
        if k == 0:
            p_win = 1.0
        else:
            need_me = s.answers_needed(t)
            need_them = s.answers_needed(s.me)
            theirs = k * s.slash_share(t)
            p_win = min(0.95, max(0.1, 0.5 + 0.25 * (mine / need_me - theirs / need_them)))
        return (h * p_win * dmg * s.kill_weight(t, dmg) - (1.0 - p_win) * 0.8
                - p_win * s.kill_risk(t, dmg))

    got = pick_targets(opt, cards, value, floor=0.2)
    return (3.5 + got[0], got[1]) if got else None


def _strip_value(s: Sight, t: int) -> float:
    """Discarding/taking a card of ``t``: clears a friend's delayed trick, or hurts a foe."""
    h = s.hostility(t)
    judge = s.judge_names(t)
    if h < -0.2:
        if "indulgence" in judge:
            return -h * 2.0
        if "lightning" in judge:
            return -h * 0.8
        return -1.0
    if h <= 0.15:
        return -1.0
    return h * s.loot_value(t)


STRIP_BASE = {"dismantlement": 4.0, "snatch": 4.6}


def plan_strip(s: Sight, opt: Option, cards: Targets, name: str) -> Scored | None:
    """过河拆桥 / 顺手牵羊 (taking is worth a little more than discarding)."""
    got = pick_targets(opt, cards, lambda t: _strip_value(s, t), floor=0.1)
    return (STRIP_BASE[name] + got[0], got[1]) if got else None


def plan_indulgence(s: Sight, opt: Option, cards: Targets, name: str) -> Scored | None:
    def value(t: int) -> float:
        h = s.hostility(t)
        if h <= 0.15:
            return -1.0
        return h * (1.2 + 0.15 * min(s.hand_count(t), 4))

    got = pick_targets(opt, cards, value, floor=0.2)
    return (4.0 + got[0], got[1]) if got else None


def plan_lightning(s: Sight, opt: Option, cards: Targets, name: str) -> Scored | None:
    if not auto_ok(opt, cards) or s.hp(s.me) < 3:
        return None
    foes = sum(max(s.hostility(t), 0.0) for t in s.others())
    friends = 1.0 + sum(max(-s.hostility(t), 0.0) for t in s.others())
    return (0.5, ()) if foes - friends > 1.0 else None


def plan_ex_nihilo(s: Sight, opt: Option, cards: Targets, name: str) -> Scored | None:
    return (8.0, ()) if auto_ok(opt, cards) else None


def plan_peach(s: Sight, opt: Option, cards: Targets, name: str) -> Scored | None:
    """药 when wounded; a healthy player keeps it while a friend is near death."""
    me = s.me
    if not s.wounded(me) or not auto_ok(opt, cards):
        return None
    hp = s.hp(me)
    if hp <= 1:
        return 10.0, ()
    if hp == 2:
        return 6.0, ()
    friend_in_danger = any(s.friend(t) and s.hp(t) <= 2 for t in s.others())
    if friend_in_danger and len(s.hand) <= s.hand_limit():
        return None
    return 2.0 + s.max_hp(me) - hp, ()


def plan_god_salvation(s: Sight, opt: Option, cards: Targets, name: str) -> Scored | None:
    if not auto_ok(opt, cards):
        return None
    total = 0.0
    for t in s.alive_seats():
        if s.wounded(t):
            total += -s.hostility(t) * (1.5 if s.hp(t) <= 1 else 1.0)
    return (2.0 + total, ()) if total > 0.5 else None


def plan_amazing_grace(s: Sight, opt: Option, cards: Targets, name: str) -> Scored | None:
    if not auto_ok(opt, cards):
        return None
    total = 1.0 + sum(-s.hostility(t) * 0.5 for t in s.others())
    return (2.0, ()) if total > 0.3 else None


def plan_aoe(s: Sight, opt: Option, cards: Targets, name: str) -> Scored | None:
    """南蛮入侵 / 万箭齐发: worth it when the expected harm lands mostly on foes."""
    if not auto_ok(opt, cards):
        return None
    total = 0.0
    for t in s.others():
        h = s.hostility(t)
        p_fail = s.aoe_hit_chance(name, t)
        v = h * p_fail * s.kill_weight(t)
        total += (v * 1.5 if h < 0 else v) - p_fail * s.kill_risk(t)
    return (3.0 + total, ()) if total > 0.4 else None


def plan_collateral(s: Sight, opt: Option, cards: Targets, name: str) -> Scored | None:
    best: Scored | None = None
    for pair in opt.target_sets(cards, limit=60):
        if len(pair) != 2:
            continue
        a, b = pair
        ha, hb = s.hostility(a), s.hostility(b)
        if ha > 0.15:
            v = ha * 0.8 + hb * 0.4
        elif ha < -0.25:
            v = hb * 0.7 if hb > 0.3 else -1.0
        else:
            v = hb * 0.3
        if best is None or v > best[0]:
            best = (v, pair)
    if best is None or best[0] <= 0.3:
        return None
    return 2.5 + best[0], best[1]


def plan_equip(s: Sight, opt: Option, cards: Targets, name: str) -> Scored | None:
    if not auto_ok(opt, cards):
        return None
    gain = s.equip_gain(name)
    slot = s.slot_of(name)
    if s.has_skill(s.me, "xiaoji") and slot is not None and slot in s.equip(s.me):
        gain = max(gain, 0.5)  # replacing one draws two
    return (7.0 + gain, ()) if gain > 0 else None


def plan_analeptic(s: Sight, opt: Option, cards: Targets, name: str) -> Scored | None:
    """酒 just before a 杀 likely to hurt a foe in reach (it makes that 杀 deal 2); kept
    instead while I am at 1 HP (it saves me when dying)."""
    if not auto_ok(opt, cards) or "slash" not in s.play_names or s.hp(s.me) <= 1:
        return None
    best = max((s.hostility(t) * (1.0 - s.jink_chance(t)) for t in s.others()
                if s.in_range(t)), default=0.0)
    return (9.0, ()) if best > 0.35 else None


def plan_iron_chain(s: Sight, opt: Option, cards: Targets, name: str) -> Scored | None:
    """铁索连环: chain foes (fire and thunder then reach them all), free chained friends;
    worth little unless two players change (else the card is recast)."""
    def value(t: int) -> float:
        h = s.hostility(t)
        return -h if s.p(t).get("chained") else h

    got = pick_targets(opt, cards, value, floor=0.3)
    if got is None or len(got[1]) < 2:
        return None
    return 1.0 + got[0], got[1]


def plan_fire_attack(s: Sight, opt: Option, cards: Targets, name: str) -> Scored | None:
    """火攻 on a foe when my other hand cards cover enough suits to match what they show."""
    suits = {s.suit(c) for c in s.hand if c not in cards}
    p_match = len(suits - {"none"}) / 4.0

    def value(t: int) -> float:
        h = s.hostility(t)
        if h <= 0.15 or t == s.me:
            return -1.0
        burn = 2.0 if s.armor(t) == "vine" else 1.0
        return h * p_match * burn * s.kill_weight(t) - p_match * s.kill_risk(t)

    got = pick_targets(opt, cards, value, floor=0.4)
    return (2.0 + got[0], got[1]) if got else None


def plan_supply_shortage(s: Sight, opt: Option, cards: Targets, name: str) -> Scored | None:
    def value(t: int) -> float:
        h = s.hostility(t)
        return h * 1.2 if h > 0.15 else -1.0

    got = pick_targets(opt, cards, value, floor=0.2)
    return (3.8 + got[0], got[1]) if got else None


def plan_befriend_attacking(s: Sight, opt: Option, cards: Targets, name: str,
                            ) -> Scored | None:
    """远交近攻: I draw 3, the target 1: the player of another kingdom I fear least."""
    def value(t: int) -> float:
        return 2.0 - s.hostility(t)

    got = pick_targets(opt, cards, value, floor=0.0)
    if got is None:
        return None
    return 7.0, got[1][:1]


def plan_await_exhausted(s: Sight, opt: Option, cards: Targets, name: str,
                         ) -> Scored | None:
    """以逸待劳: my kingdom's players and I each draw 2 and discard 2."""
    if not auto_ok(opt, cards):
        return None
    allies = sum(1 for t in s.others() if s.hostility(t) < -0.5)
    return 1.5 + 1.0 * allies, ()


def plan_known_both(s: Sight, opt: Option, cards: Targets, name: str) -> Scored | None:
    """知己知彼: look at a hidden player's general to learn their kingdom (else the card
    is recast)."""
    kb = s.kingdoms
    if kb is None:
        return None

    def value(t: int) -> float:
        if s.p(t).get("kingdom") is not None or kb.printed[t] is not None:
            return -1.0
        d = kb.dist(t)
        return 1.0 - max(d.values(), default=1.0)

    got = pick_targets(opt, cards, value, floor=0.2)
    if got is None:
        return None
    return 1.0 + 2.0 * got[0], got[1][:1]


CARD_PLANS: dict[str, CardPlan] = {
    "slash": plan_slash, "duel": plan_duel, "dismantlement": plan_strip,
    "snatch": plan_strip, "indulgence": plan_indulgence, "lightning": plan_lightning,
    "ex_nihilo": plan_ex_nihilo, "peach": plan_peach, "god_salvation": plan_god_salvation,
    "amazing_grace": plan_amazing_grace, "savage_assault": plan_aoe,
    "archery_attack": plan_aoe, "collateral": plan_collateral,
    "analeptic": plan_analeptic, "iron_chain": plan_iron_chain,
    "fire_attack": plan_fire_attack, "supply_shortage": plan_supply_shortage,
    "befriend_attacking": plan_befriend_attacking, "await_exhausted": plan_await_exhausted,
    "known_both": plan_known_both,
}


def card_plan(s: Sight, name: str) -> CardPlan | None:
    """The plan for using a card called ``name`` (any equipment: the equip plan)."""
    plan = CARD_PLANS.get(name)
    if plan is None and s.card_type(name) == "equip":
        plan = plan_equip
    return plan
