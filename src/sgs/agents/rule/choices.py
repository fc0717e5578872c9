"""The other questions: yes/no, one of several options, players, and cards to hand out."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from .sight import Sight
from .twins import rule_of

Json = dict[str, Any]

# A fixed strength order for picking generals: healers and card engines first.
GENERAL_RANK = (
    "lin_daiyu", "xue_baochai", "xia_jingui", "xue_yima", "liu_xianglian", "shi_xiangyun",
    "xiang_ling", "jiang_yuhan", "you_erjie", "xue_ke", "xi_chun", "bao_chan", "jia_zhen",
    "xue_pan", "xue_baoqin", "qin_keqing", "jia_rong", "you_sanjie", "jiao_da", "miao_yu",
)
# the standard generals, each beside its Red Chamber twin where it has one
STANDARD_RANK = (
    "hua_tuo", "sun_shangxiang", "zhou_yu", "sun_quan", "zhang_fei", "ma_chao", "lv_bu",
    "diao_chan", "liu_bei", "guan_yu", "zhao_yun", "guo_jia", "lu_xun", "huang_yueying",
    "xu_chu", "gan_ning", "cao_cao", "zhuge_liang", "da_qiao", "zhen_ji", "zhang_liao",
    "huang_gai", "sima_yi", "xiahou_dun", "lv_meng",
)


def answer_confirm(s: Sight, req: Json) -> bool:
    """Optional skills: yes, except where it hurts a friend or wastes a chance."""
    reason = rule_of(req["reason"])
    if reason in ("ganglie", "fankui"):
        src = damage_source(s)
        return src is None or not s.friend(src)
    if reason == "ice_sword":
        t = damage_target(s)
        return t is not None and s.friend(t)  # a foe: let the damage through
    if reason == "kylin_bow":
        t = damage_target(s)
        return t is None or not s.friend(t)
    if reason in ("double_sword", "lengmian"):
        return not s.friendly(req["data"].get("target"))
    if reason == "luoyi":
        return wants_luoyi(s)
    return True


def damage_source(s: Sight) -> int | None:
    ev = s.resolving("damage")
    return ev["source"] if ev is not None else None


def damage_target(s: Sight) -> int | None:
    ev = s.resolving("damage")
    return ev["target"] if ev is not None else None


def wants_luoyi(s: Sight) -> bool:
    """裸衣: draw one less only with a 杀 or 决斗 in hand and a foe to use it on."""
    names = [s.name(c) for c in s.hand]
    foes = [t for t in s.others() if s.enemy(t)]
    if "duel" in names and foes:
        return True
    return "slash" in names and any(s.in_range(t) for t in foes)


def answer_option(s: Sight, req: Json, rng: random.Random) -> Any:
    """Reasons with a known best answer get it; any other is left to chance."""
    opts: list[str] = req["options"]
    reason = rule_of(req["reason"])
    if reason == "setup":
        return pick_general(opts)
    if reason == "order":
        return opts[0]
    if reason == "double_sword":
        values = s.keep_values(s.hand)
        if "discard" in opts and not s.friendly(req["data"].get("source")) \
                and values and min(values.values()) < 4.0:
            return "discard"
        return "draw" if "draw" in opts else opts[0]
    if reason == "ganglie":
        cheapest = sorted(s.keep_values(s.hand).values())[:2]
        if "discard" in opts and (s.hp(s.me) <= 2 or sum(cheapest) < 8.0):
            return "discard"
        return "damage" if "damage" in opts else opts[0]
    if reason == "fanjian":
        return likely_suit(s, opts)
    return rng.choice(opts)


def pick_general(options: list[str]) -> str:
    rank = {gid: i for ranks in (GENERAL_RANK, STANDARD_RANK) for i, gid in enumerate(ranks)}
    return min(options, key=lambda gid: (rank.get(gid, len(rank)), gid))


def likely_suit(s: Sight, options: list[str]) -> str:
    """The suit most common among the cards I have not seen (反间's guess)."""
    seen: set[int] = set(s.hand)
    for c in s.view["discard"]:
        seen.add(c["id"])
    for p in s.players:
        seen.update(c["id"] for c in p["equip"].values())
        seen.update(j["id"] for j in p["judge"])
    counts: Counter[str] = Counter()
    for cid, (_, suit, _) in s.memory.cards.items():
        if cid not in seen:
            counts[suit] += 1
    return max(options, key=lambda o: (counts.get(o, 0), o))


def answer_players(s: Sight, req: Json) -> Any:
    """遗计 gives to a friend in need; otherwise the likeliest foes."""
    seats = list(req["seats"])
    if req["reason"] == "yiji":
        # 遗计: a card goes to a sure friend shorter of cards than me, else I keep it
        friends = [t for t in seats if t != s.me and s.hostility(t) < -0.5]
        if friends:
            f = min(friends, key=lambda t: (s.hand_count(t), t))
            if s.hand_count(f) + 1 < len(s.hand) or s.me not in seats:
                return (f,)
        return (s.me,) if s.me in seats else (min(seats, key=s.hostility),)
    if req["reason"] == "double_sword":
        return tuple(t for t in seats if not s.friend(t))
    ranked = sorted(seats, key=lambda t: -s.hostility(t))
    if req["min"] == 0:
        return tuple(t for t in ranked if s.enemy(t))[: req["max"]]
    return tuple(ranked[: req["min"]])


def answer_arrange(s: Sight, req: Json) -> Any:
    """观星: the cards I want on top, best first (my draw phase comes next); the rest to the
    bottom.  A pending judgment of mine gets the card that passes it first."""
    cards: list[int] = list(req["cards"])
    values = s.keep_values(cards)
    order = sorted(cards, key=lambda c: -values.get(c, 0.0))
    for trick in reversed(s.judge_names(s.me)):  # judged last placed first
        passes = [c for c in order if _passes(s, trick, c)]
        if passes and order[0] not in passes:
            order.remove(passes[0])
            order.insert(0, passes[0])
        break
    if not req.get("bottom_allowed", True):
        return [order, []]
    top = [c for i, c in enumerate(order) if i == 0 or values.get(c, 0.0) >= 3.0]
    return [top, [c for c in order if c not in top]]


def _passes(s: Sight, trick: str, cid: int) -> bool:
    """Would ``cid`` as the judgment card spare me ``trick`` (乐不思蜀: a ♥; 闪电: not
    ♠2–9)?"""
    if trick == "indulgence":
        return s.suit(cid) == "heart"
    if trick == "lightning":
        row = s.memory.cards.get(cid)
        return not (s.suit(cid) == "spade" and row is not None and 2 <= row[2] <= 9)
    return True


def answer_distribute(s: Sight, req: Json) -> Any:
    """Give to the friendliest seat offered (myself when I may)."""
    to = min(req["seats"], key=lambda t: (s.hostility(t), t))
    n = max(req["min_cards"], 1) if req["min_cards"] else 0
    if n == 0:
        return {}
    return {str(to): list(req["cards"][:n])}
