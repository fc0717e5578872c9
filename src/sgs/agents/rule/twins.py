"""One rule under two names: the standard generals' skills that are a Red Chamber
skill's rule (seed 003 re-skins the classic game), by skill id.

What the bot knows of a skill — how to play it, how to answer for it, what it makes a
card worth — is keyed by one id; a twin is read as that id (:func:`rule_of`).  Skills
that share an id in both sets (反馈, 制衡 …) need no entry.
"""

from __future__ import annotations

SAME_RULE: dict[str, str] = {
    "jianxiong": "haose", "hujia": "huzhu", "luoshen": "jianmei", "tieji": "lengmian",
    "longdan": "youling", "yingzi": "jidu", "wushuang": "zuiwo", "qingnang": "zanghua",
    "biyue": "yinglian",
}


def rule_of(sid: str) -> str:
    """The id whose rule ``sid`` plays by (itself when it has no twin)."""
    return SAME_RULE.get(sid, sid)
