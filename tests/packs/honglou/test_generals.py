"""The twenty generals of seed 003 as generals.toml gives them.

Each row is copied from the seed (name, faction heading, 体力, skill names);
genders are those of rules/identity-and-cards.md §8 (♀ female).  主人技 and
锁定技 are the seed's own labels.
"""

from __future__ import annotations

import pytest

from sgs.core import Gender
from sgs.packs.honglou import pack

M, F = Gender.MALE, Gender.FEMALE

# name: (faction, 体力, gender, skills in the seed's order)
SEED_003 = {
    "贾珍": ("宁国府", 4, M, ("好色", "护主")),
    "贾蓉": ("宁国府", 3, M, ("反馈", "鬼才")),
    "尤三姐": ("宁国府", 4, F, ("刚烈",)),
    "焦大": ("宁国府", 4, M, ("醉骂",)),
    "惜春": ("宁国府", 4, F, ("裸衣",)),
    "尤二姐": ("宁国府", 3, F, ("天妒", "遗计")),
    "秦可卿": ("宁国府", 3, F, ("倾国", "兼美")),
    "薛姨妈": ("薛府", 4, F, ("制衡", "救援")),
    "宝蟾": ("薛府", 4, F, ("奇袭",)),
    "香菱": ("薛府", 3, F, ("离间", "应怜")),
    "薛蟠": ("薛府", 4, M, ("噬血",)),
    "夏金桂": ("薛府", 3, F, ("嫉妒", "反间")),
    "薛宝琴": ("薛府", 3, F, ("国色", "流离")),
    "薛蝌": ("薛府", 3, M, ("谦逊", "连营")),
    "薛宝钗": ("薛府", 3, F, ("结姻", "枭姬")),
    "林黛玉": ("群", 3, F, ("急救", "葬花")),
    "史湘云": ("群", 4, F, ("醉卧",)),
    "柳湘莲": ("群", 4, M, ("马术", "冷面")),
    "蒋玉涵": ("群", 4, M, ("优伶",)),
    "妙玉": ("群", 4, F, ("克己",)),
}
LORD_SKILLS = {"护主", "救援"}  # 主人技
LOCKED_SKILLS = {"救援", "噬血", "谦逊", "醉卧", "马术"}  # 锁定技


def _zh() -> dict[str, str]:
    return pack().names["zh"]


def _general_ids() -> dict[str, str]:
    """Chinese name → general id, through names.toml."""
    zh = _zh()
    return {zh[gid]: gid for gid in pack().generals}


def test_the_roster_is_the_seeds_twenty() -> None:
    """（1）贾珍 …… （5）妙玉: seven 宁国府, eight 薛府, five 群 generals."""
    assert sorted(_general_ids()) == sorted(SEED_003)


@pytest.mark.parametrize("name", list(SEED_003))
def test_general_matches_the_seed(name: str) -> None:
    """体力, faction and skills as printed in seed 003; gender as in §8."""
    faction, hp, gender, skills = SEED_003[name]
    zh = _zh()
    g = pack().generals[_general_ids()[name]]
    assert zh[g.kingdom] == faction
    assert g.hp == hp
    assert g.gender is gender
    assert tuple(zh[s] for s in g.skills) == skills


def test_lord_and_locked_labels() -> None:
    """护主――主人技 …… 救援――主人技，锁定技 …… 噬血：锁定技 …… 谦逊――锁定技 ……
    醉卧――锁定技 …… 马术――锁定技"""
    zh = _zh()
    skills = {zh[sid]: pack().skills[sid] for g in pack().generals.values() for sid in g.skills}
    assert {n for n, sk in skills.items() if sk.lord} == LORD_SKILLS
    locked = {n for n, sk in skills.items() if sk.locked}
    # 醉骂 states a fact with no "可以": it is compulsory though the seed gives no label
    assert locked - {"醉骂"} == LOCKED_SKILLS


def test_the_english_texts_call_a_masters_skill_what_the_role_is_called() -> None:
    """主人技: the English texts name the label after the role's English name (主人 →
    Master), as the table's skill flags do."""
    p = pack()
    master = p.names["en"]["lord"]
    for sid, sk in p.skills.items():
        if sk.lord:
            assert p.texts["en"][sid].startswith(f"{master} skill"), sid
