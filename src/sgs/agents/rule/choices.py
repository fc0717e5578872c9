"""The other questions: yes/no, one of several options, players, and cards to hand out."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from operator import itemgetter
from typing import Any

from .advanced import (
    choose_alliance_receiver,
    choose_event,
    lianheng_choice,
    perform_event,
    strike_victim,
)
from .hegemony import (
    card_skills,
    companion_choice,
    confirm_reveal,
    pick_generals,
    reveal_choice,
    skill_value,
    summon_choice,
)
from .sight import Sight
from .twins import rule_of

Json = dict[str, Any]
_ID = itemgetter("id")  # a card's id, from its JSON
_SUIT = itemgetter(1)  # a card's suit, from its row of the card table (name, suit, rank)

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
    """Optional skills: yes, except where it hurts a friend or wastes a chance.
    Hegemony: a face-down card's skill (``skill.reveal``) by the skill's own rule and
    the reveal policy (hegemony.py); the leftover 阴阳鱼 is a free card."""
    prompt = req.get("prompt")
    if prompt == "skill.reveal":
        return confirm_reveal(s, req, skill_confirm(s, req))
    if prompt == "event.perform":
        return perform_event(s, req)
    if prompt == "hegemony.leftover":
        return True
    return skill_confirm(s, req)


def skill_confirm(s: Sight, req: Json) -> bool:
    """Whether to use the optional skill ``req`` asks about."""
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
    if reason == "fangquan":  # skip my play phase for a friend's extra turn: only with
        return len(s.hand) <= 1 and any(s.hostility(t) < -0.5 for t in s.others())
    if reason == "hengzheng":  # a card of each other player instead of my two draws:
        return sum(1 for t in s.others() if _has_cards(s, t)) >= 2  # only when more
    if reason == "shenzhi":  # discard my whole hand to recover 1
        return s.wounded(s.me) and 0 < len(s.hand) <= s.hp(s.me) + 1 and \
            (s.hp(s.me) <= 1 or sum(s.my_values().get(c, 3.0) for c in s.hand) < 8.0) and \
            len(s.hand) >= s.hp(s.me)
    return True


def _has_cards(s: Sight, seat: int) -> bool:
    p = s.p(seat)
    return bool(s.hand_count(seat) or p["equip"] or p["judge"])


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
    hegemony = HEGEMONY_OPTIONS.get(req.get("prompt", ""))
    if hegemony is not None:
        return hegemony(s, req)
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
    skill = SKILL_OPTIONS.get(reason)
    if skill is not None:
        got = skill(s, req)
        if got in opts:
            return got
    return rng.choice(opts)


def _yinghun_choice(s: Sight, req: Json) -> str:
    t = req["data"].get("target")
    return "yinghun_draw_x" if s.friendly(t) else "yinghun_discard_x"


def _kuangfu_choice(s: Sight, req: Json) -> str:
    opts: list[str] = req["options"]
    card = req["data"].get("card")
    if "kuangfu_move" in opts and isinstance(card, int) and s.equip_gain(s.name(card)) > 0:
        return "kuangfu_move"
    return "kuangfu_discard"


def _known_both_choice(s: Sight, req: Json) -> str:
    """知己知彼: a hidden player's general (it tells their kingdom), else their hand."""
    opts: list[str] = req["options"]
    for pos in ("main", "deputy"):
        if pos in opts:
            return pos
    return opts[0]


def _strongest_card(s: Sight, req: Json) -> str:
    """Which of a player's general cards to strike (断肠, 倾城): the one whose skills are
    worth most."""
    t = req["data"].get("target")
    opts: list[str] = req["options"]
    if not isinstance(t, int):
        return opts[0]
    cards = {c["position"]: c.get("general") for c in s.p(t).get("generals") or ()}

    def worth(pos: str) -> float:
        gid = cards.get(pos)
        return sum(skill_value(x) for x in card_skills(s, gid, pos)) if gid else 0.0

    return max(opts, key=lambda o: (worth(o), o == "main"))


SKILL_OPTIONS: dict[str, Callable[[Sight, Json], str]] = {
    "yinghun": _yinghun_choice, "kuangfu": _kuangfu_choice,
    "known_both": _known_both_choice, "duanchang": _strongest_card,
    "qingcheng": _strongest_card,
}


# hegemony mode's own questions, by prompt
HEGEMONY_OPTIONS: dict[str, Callable[[Sight, Json], str]] = {
    "choose_generals": pick_generals, "hegemony.reveal": reveal_choice,
    "hegemony.companion": companion_choice, "hegemony.summon": summon_choice,
    # seed 001's advanced rules: 连横's receiver, an event's starter
    "alliance_lianheng.choice": lianheng_choice, "event.choose": choose_event,
}


def pick_general(options: list[str]) -> str:
    rank = {gid: i for ranks in (GENERAL_RANK, STANDARD_RANK) for i, gid in enumerate(ranks)}
    return min(options, key=lambda gid: (rank.get(gid, len(rank)), gid))


def likely_suit(s: Sight, options: list[str]) -> str:
    """The suit most common among the cards I have not seen (反间's guess)."""
    seen: set[int] = set(s.hand)
    seen.update(map(_ID, s.view["discard"]))
    for p in s.players:
        seen.update(map(_ID, p["equip"].values()))
        seen.update(map(_ID, p["judge"]))
    # the suits of the cards not seen, counted in C (only the counts are read)
    table = s.memory.cards
    counts = Counter(map(_SUIT, map(table.__getitem__, table.keys() - seen)))
    return max(options, key=lambda o: (counts.get(o, 0), o))


def answer_players(s: Sight, req: Json) -> Any:
    """遗计 gives to a friend in need; otherwise the likeliest foes."""
    seats = list(req["seats"])
    special = PLAYER_PROMPTS.get(str(req.get("prompt")))
    if special is not None:
        return special(s, req)
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
    if req["reason"] in HELPFUL_PICKS:
        return help_pick(s, req, seats)
    if req["reason"] == "yinghun":
        return yinghun_pick(s, req, seats)
    if req["prompt"] == "skill.shensu.judge":  # skips my draw: only for a sure foe
        seats = [t for t in seats if s.hostility(t) > 0.5]
    if req["reason"] == "tuxi" and s.kingdoms is not None:
        # hegemony: a hand card of one foe is no better than my two draws, and two
        # players trading single cards turn after turn never end the game
        foes = [t for t in sorted(seats, key=lambda t: -s.hostility(t)) if s.enemy(t)]
        return tuple(foes[:2]) if len(foes) >= 2 else ()
    ranked = sorted(seats, key=lambda t: -s.hostility(t))
    if req["min"] == 0:
        return tuple(t for t in ranked if s.enemy(t))[: req["max"]]
    return tuple(ranked[: req["min"]])


# players questions answered by their prompt: 合纵/连横's receiver, 伤害势力's victim
PLAYER_PROMPTS: dict[str, Callable[[Sight, Json], tuple[int, ...]]] = {
    "alliance_hezong.to": choose_alliance_receiver,
    "alliance_lianheng.to": choose_alliance_receiver, "event.strike": strike_victim,
}

# skills whose chosen player gains (draws, a card, a turn): a friend, never a foe
HELPFUL_PICKS = frozenset({"jieming", "shushen", "haoshi", "fangquan"})


def help_pick(s: Sight, req: Json, seats: list[int]) -> tuple[int, ...]:
    """The friend who gains most (节命 fills a hand up to its max HP, at most 5); a
    forced pick with no friend offered goes to the least hostile."""
    def need(t: int) -> float:
        if req["reason"] == "jieming":
            return min(s.max_hp(t), 5) - s.hand_count(t)
        return -s.hand_count(t)

    friends = [t for t in seats if s.friend(t) and (req["reason"] != "jieming" or need(t) > 0)]
    if friends:
        return (max(friends, key=lambda t: (need(t), -s.hostility(t), -t)),)
    if req["min"] == 0:
        return ()
    return tuple(sorted(seats, key=s.hostility)[: req["min"]])


def yinghun_pick(s: Sight, req: Json, seats: list[int]) -> tuple[int, ...]:
    """英魂: a friend draws (X, discards 1), else a foe discards (draws 1, discards X)."""
    friends = [t for t in seats if s.friend(t) and t != s.me]
    if friends:
        return (min(friends, key=lambda t: (s.hand_count(t), t)),)
    foes = sorted((t for t in seats if s.enemy(t)), key=lambda t: -s.hostility(t))
    return tuple(foes[:1]) if foes or req["min"] == 0 else tuple(seats[: req["min"]])


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
