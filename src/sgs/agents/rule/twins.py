"""One rule under two names: the standard generals' skills that are a Red Chamber
skill's rule (seed 003 re-skins the classic game), by skill id.

What the bot knows of a skill — how to play it, how to answer for it, what it makes a
card worth — is keyed by one id; a twin is read as that id (:func:`rule_of`).  Skills
that share an id in both sets (反馈, 制衡 …) need no entry.
"""

from __future__ import annotations

from collections.abc import Collection

SAME_RULE: dict[str, str] = {
    "jianxiong": "haose", "hujia": "huzhu", "luoshen": "jianmei", "tieji": "lengmian",
    "longdan": "youling", "yingzi": "jidu", "wushuang": "zuiwo", "qingnang": "zanghua",
    "biyue": "yinglian",
}


def rule_of(sid: str) -> str:
    """The id whose rule ``sid`` plays by (itself when it has no twin)."""
    return SAME_RULE.get(sid, sid)


def rules_of(sids: Collection[str]) -> frozenset[str]:
    """The ids ``sids`` and the ids whose rules they play by, as one set."""
    # (a loop: cheaper than a set operation over map() for a player's few skills)
    rules = set(sids)
    for sid in sids:
        twin = SAME_RULE.get(sid)
        if twin is not None:
            rules.add(twin)
    return frozenset(rules)
