"""Hegemony mode's own questions (国战): picking a main and a deputy, when to reveal a
face-down general, the reveal rewards, 阵法召唤.  A 双势力 deputy is scored with the
主势技 of its main's kingdom only (seed 001 双).

The bot reveals for something it gets now: a skill worth using (``skill.reveal``),
the first reveal's 先驱 cards, 珠联璧合 and the leftover 阴阳鱼 (both cards), a
formation, a locked skill that works only face up, joining allies already shown,
or the last place its kingdom has before careerists.  It stays hidden when its
first reveal would make it a careerist (its kingdom already has half the players
who started, counting the dead), and when revealing gains nothing (a hidden
player is nobody's sure target).
"""

from __future__ import annotations

from typing import Any

from .options import Option
from .sight import Sight

Json = dict[str, Any]

MAIN, DEPUTY, BOTH, NONE = "main", "deputy", "both", "none"

# How much a general's skill is worth to whoever holds it, by skill id (the 君临天下
# standard set; anything else counts DEFAULT_SKILL_VALUE).  Card engines, healers and
# free damage first; a rough order, not a measurement.
SKILL_VALUE: dict[str, float] = {
    # wei
    "jianxiong": 2.0, "fankui": 1.5, "guicai": 1.5, "ganglie": 2.0, "tuxi": 3.0,
    "luoyi": 1.5, "tiandu": 1.0, "yiji": 3.0, "luoshen": 2.5, "qingguo": 2.0,
    "shensu": 2.0, "qiaobian": 2.5, "duanliang": 2.0, "jushou": 1.5, "qiangxi": 2.5,
    "quhu": 1.5, "jieming": 2.5, "xingshang": 1.5, "fangzhu": 2.5, "xiaoguo": 1.5,
    # shu
    "rende": 3.0, "wusheng": 2.5, "paoxiao": 2.5, "guanxing": 2.0, "kongcheng": 1.5,
    "longdan": 2.5, "mashu": 1.0, "tieqi": 2.0, "jizhi": 2.5, "qicai": 1.0,
    "liegong": 2.0, "kuanggu": 2.0, "lianhuan": 1.5, "niepan": 2.0, "bazhen": 2.0,
    "huoji": 1.5, "kanpo": 2.0, "xiangle": 1.5, "fangquan": 1.0, "huoshou": 1.0,
    "zaiqi": 1.5, "juxiang": 1.0, "lieren": 1.0, "shushen": 1.0, "shenzhi": 1.0,
    # wu
    "zhiheng": 3.0, "qixi": 2.5, "keji": 2.0, "kurou": 2.5, "yingzi": 2.0,
    "fanjian": 2.0, "guose": 2.5, "liuli": 2.0, "qianxun": 2.0, "duoshi": 2.0,
    "jieyin": 2.0, "xiaoji": 2.5, "yinghun": 2.5, "tianxiang": 2.5, "hongyan": 1.0,
    "tianyi": 2.0, "buqu": 2.5, "haoshi": 3.0, "dimeng": 2.0, "zhijian": 1.5,
    "guzheng": 2.0, "duanbing": 1.5, "fenxun": 1.5,
    # qun
    "jijiu": 3.0, "qingnang": 2.5, "wushuang": 2.5, "lijian": 2.5, "biyue": 1.5,
    "luanji": 3.0, "shuangxiong": 2.5, "wansha": 1.5, "luanwu": 2.0, "weimu": 2.0,
    "mengjin": 1.0, "leiji": 2.5, "guidao": 1.5, "beige": 2.0, "duanchang": 1.0,
    "xiongyi": 2.0, "mingshi": 1.5, "lirang": 1.0, "shuangren": 1.5, "sijian": 1.0,
    "suishi": 1.0, "kuangfu": 1.0, "huoshui": 1.5, "qingcheng": 1.5,
}
DEFAULT_SKILL_VALUE = 1.5
HP_WEIGHT = 2.0  # a point of max HP against a skill's worth
COMPANION_VALUE = 1.5
LEFTOVER_VALUE = 0.6


def general(s: Sight, gid: str) -> Json:
    return dict((s.memory.catalogue.get("generals") or {}).get(gid) or {})


def skill_info(s: Sight, sid: str) -> Json:
    return dict((s.memory.catalogue.get("skills") or {}).get(sid) or {})


def skill_value(sid: str) -> float:
    return SKILL_VALUE.get(sid, DEFAULT_SKILL_VALUE)


def card_skills(s: Sight, gid: str, position: str,
                main_kingdom: str | None = None) -> list[str]:
    """The skills ``gid`` gives in ``position`` (主将技/副将技 only in their slot); with
    ``main_kingdom``, a 双势力 general's 主势技 only when it names that kingdom."""
    return [sid for sid in general(s, gid).get("skills") or ()
            if skill_info(s, sid).get("slot") in (None, position)
            and (main_kingdom is None or skill_info(s, sid).get("main_kingdom")
                 in (None, main_kingdom))]


def half_hp(s: Sight, gid: str, position: str) -> int:
    """The 阴阳鱼 ``gid`` is worth in ``position``."""
    info = general(s, gid)
    adjust = sum(int(skill_info(s, sid).get("slot_hp") or 0)
                 for sid in info.get("skills") or ()
                 if skill_info(s, sid).get("slot") == position)
    return int(info.get("hp") or 0) + adjust


def companions(s: Sight, a: str, b: str) -> bool:
    return b in (general(s, a).get("companions") or ()) or \
        a in (general(s, b).get("companions") or ())


def pair_score(s: Sight, main: str, deputy: str) -> float:
    """What a main+deputy pick is worth: max HP, skills, 珠联璧合, a leftover 阴阳鱼."""
    half = half_hp(s, main, MAIN) + half_hp(s, deputy, DEPUTY)
    kingdom = general(s, main).get("kingdom")  # a 双势力 deputy's 主势技 follow it
    skills = sum(skill_value(sid) for sid in card_skills(s, main, MAIN)) + \
        sum(skill_value(sid) for sid in card_skills(
            s, deputy, DEPUTY, str(kingdom) if kingdom else None))
    score = HP_WEIGHT * (half // 2) + LEFTOVER_VALUE * (half % 2) + skills
    if companions(s, main, deputy):
        score += COMPANION_VALUE
    return score


def pick_generals(s: Sight, req: Json) -> str:
    """``choose_generals``: the best-scoring pair offered."""
    kb = s.memory.kingdoms
    cands = (req.get("data") or {}).get("candidates")
    if kb is not None and isinstance(cands, list):
        kb.dealt([str(c) for c in cands])
    opts: list[str] = req["options"]

    def score(opt: str) -> tuple[float, str]:
        main, _, deputy = opt.partition("+")
        return pair_score(s, main, deputy), opt

    return max(opts, key=score)


# ---------------------------------------------------------------- revealing


def my_cards(s: Sight) -> dict[str, str]:
    """My face-down general cards: position -> general id."""
    out = {}
    for c in s.p(s.me).get("generals") or ():
        if not c.get("revealed") and not c.get("removed") and c.get("general"):
            out[str(c["position"])] = str(c["general"])
    return out


def all_cards(s: Sight) -> dict[str, str]:
    out = {}
    for c in s.p(s.me).get("generals") or ():
        if not c.get("removed") and c.get("general"):
            out[str(c["position"])] = str(c["general"])
    return out


def reveal_forbidden(s: Sight) -> bool:
    """Stay hidden: my first reveal would make me a careerist."""
    kb = s.memory.kingdoms
    return kb is not None and s.p(s.me).get("kingdom") is None and kb.would_be_careerist()


def first_reveal_left(s: Sight) -> bool:
    """Nobody has revealed yet (先驱 is still to take)."""
    return not any(p.get("kingdom") is not None for p in s.players)


def shown_value(s: Sight, gid: str, position: str) -> float:
    """What a card gains by lying face up: its locked skills (status skills work only
    face up; a face-down locked one is asked each time) and formation skills."""
    v = 0.0
    for sid in card_skills(s, gid, position):
        info = skill_info(s, sid)
        if info.get("formation"):
            v += 1.5
        elif info.get("locked"):
            v += 0.5 + 0.5 * skill_value(sid)
    return v


def allies_shown(s: Sight) -> bool:
    """Living players of my kingdom already revealed."""
    kb = s.memory.kingdoms
    mine = kb.mine() if kb is not None else None
    return mine is not None and any(
        p["alive"] and p["seat"] != s.me and p.get("kingdom") == mine for p in s.players)


def reveal_choice(s: Sight, req: Json) -> str:
    """``hegemony.reveal`` at the start of my 准备 phase."""
    opts: list[str] = req["options"]
    stay = NONE if NONE in opts else opts[0]
    hidden = {pos: gid for pos, gid in my_cards(s).items() if pos in opts}
    if reveal_forbidden(s) or not hidden:
        return stay
    cards = all_cards(s)
    # revealing what is still hidden shows both cards: the both-revealed rewards
    completes = BOTH in opts or (len(hidden) == 1 and len(my_cards(s)) == 1)
    rewards = 0.0
    if completes and len(cards) == 2:
        if companions(s, cards.get(MAIN, ""), cards.get(DEPUTY, "")):
            rewards += 2.0
        half = sum(half_hp(s, gid, pos) for pos, gid in cards.items())
        if half % 2:
            rewards += 0.8
    kb = s.memory.kingdoms
    join = allies_shown(s) or (kb is not None and kb.last_place())
    values = {pos: shown_value(s, gid, pos) for pos, gid in hidden.items()}
    best = max(values, key=lambda pos: (values[pos], pos == MAIN))
    if join or rewards > 0:
        return BOTH if BOTH in opts else best
    if first_reveal_left(s) or values[best] > 0:
        return best
    return stay


def companion_choice(s: Sight, req: Json) -> str:
    """珠联璧合: recover while it matters, else draw 2."""
    opts: list[str] = req["options"]
    me = s.me
    if "recover" in opts and (s.hp(me) <= 2 or s.hp(me) <= s.max_hp(me) - 2):
        return "recover"
    return next((o for o in opts if o != "recover"), opts[0])


def summon_choice(s: Sight, req: Json) -> str:
    """阵法召唤: complete an ally's formation (the engine asks only a player who would
    join it on its side), with the card that gains most face up."""
    opts: list[str] = req["options"]
    summoner = (req.get("data") or {}).get("summoner")
    if reveal_forbidden(s) or (isinstance(summoner, int) and s.enemy(summoner)):
        return NONE if NONE in opts else opts[0]
    hidden = {pos: gid for pos, gid in my_cards(s).items() if pos in opts}
    if not hidden:
        return NONE if NONE in opts else opts[0]
    return max(hidden, key=lambda pos: (shown_value(s, hidden[pos], pos), pos == MAIN))


def confirm_reveal(s: Sight, req: Json, use_it: bool) -> bool:
    """``skill.reveal``: a face-down card's skill may be used by revealing the card.
    ``use_it``: whether the skill itself is worth using now (the skill's own rule)."""
    if not use_it:
        return False
    return not reveal_forbidden(s) or i_am_dying(s)  # a careerist-to-be reveals only to live


def i_am_dying(s: Sight) -> bool:
    dying = s.resolving("dying")
    return dying is not None and dying.get("seat") == s.me


def latent_sids(s: Sight) -> frozenset[str]:
    """The skills I have only through a face-down card."""
    mine = s.p(s.me)
    return frozenset(mine.get("latent_skills") or ()) - frozenset(mine.get("skills") or ())


def keep_hidden(s: Sight, options: list[Option], can_pass: bool) -> list[Option]:
    """Leave out the options that would reveal a card while my policy forbids revealing
    (it would make me a careerist) — unless I am dying, or nothing else is left and I
    may not pass."""
    latent = latent_sids(s)
    if not latent or not reveal_forbidden(s) or i_am_dying(s):
        return options
    kept = [o for o in options if not _uses_latent(o.key, latent)]
    return kept if kept or can_pass else options


def _uses_latent(key: str, latent: frozenset[str]) -> bool:
    parts = key.split(":")
    return parts[0] == "skill" and len(parts) > 1 and parts[1] in latent
