"""The 25 generals of the classic standard edition as generals.toml gives them, the
standard set's 108 cards, and a rule test quoting each skill's text.

Each row is the edition's (name, kingdom, 体力, skills in the printed order); 主公技
and 锁定技 are its own labels.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

import pytest
from std_support import table

from sgs.core import Gender, Suit
from sgs.packs import SETS, ruleset
from sgs.packs.standard_generals import pack

M, F = Gender.MALE, Gender.FEMALE
HERE = Path(__file__).parent

# name: (kingdom, 体力, gender, skills in the printed order)
STANDARD = {
    "曹操": ("魏", 4, M, ("奸雄", "护驾")),
    "司马懿": ("魏", 3, M, ("反馈", "鬼才")),
    "夏侯惇": ("魏", 4, M, ("刚烈",)),
    "张辽": ("魏", 4, M, ("突袭",)),
    "许褚": ("魏", 4, M, ("裸衣",)),
    "郭嘉": ("魏", 3, M, ("天妒", "遗计")),
    "甄姬": ("魏", 3, F, ("倾国", "洛神")),
    "刘备": ("蜀", 4, M, ("仁德", "激将")),
    "关羽": ("蜀", 4, M, ("武圣",)),
    "张飞": ("蜀", 4, M, ("咆哮",)),
    "诸葛亮": ("蜀", 3, M, ("观星", "空城")),
    "赵云": ("蜀", 4, M, ("龙胆",)),
    "马超": ("蜀", 4, M, ("马术", "铁骑")),
    "黄月英": ("蜀", 3, F, ("集智", "奇才")),
    "孙权": ("吴", 4, M, ("制衡", "救援")),
    "甘宁": ("吴", 4, M, ("奇袭",)),
    "吕蒙": ("吴", 4, M, ("克己",)),
    "黄盖": ("吴", 4, M, ("苦肉",)),
    "周瑜": ("吴", 3, M, ("英姿", "反间")),
    "大乔": ("吴", 3, F, ("国色", "流离")),
    "陆逊": ("吴", 3, M, ("谦逊", "连营")),
    "孙尚香": ("吴", 3, F, ("结姻", "枭姬")),
    "华佗": ("群", 3, M, ("急救", "青囊")),
    "吕布": ("群", 4, M, ("无双",)),
    "貂蝉": ("群", 3, F, ("离间", "闭月")),
}
LORD_SKILLS = {"激将", "护驾", "救援"}  # 主公技
LOCKED_SKILLS = {"空城", "马术", "救援", "谦逊", "无双"}  # 锁定技


def _zh() -> dict[str, str]:
    return pack().names["zh"]


def _general_ids() -> dict[str, str]:
    zh = _zh()
    return {zh[gid]: gid for gid in pack().generals}


def test_the_roster_is_the_standard_twenty_five() -> None:
    """Seven 魏, seven 蜀, eight 吴 and three 群 generals."""
    assert sorted(_general_ids()) == sorted(STANDARD)
    kingdoms = Counter(g.kingdom for g in pack().generals.values())
    assert kingdoms == {"wei": 7, "shu": 7, "wu": 8, "qun": 3}


@pytest.mark.parametrize("name", list(STANDARD))
def test_general_as_printed(name: str) -> None:
    kingdom, hp, gender, skills = STANDARD[name]
    zh = _zh()
    g = pack().generals[_general_ids()[name]]
    assert zh[g.kingdom] == kingdom
    assert g.hp == hp
    assert g.gender is gender
    assert tuple(zh[s] for s in g.skills) == skills


def test_lord_and_locked_labels() -> None:
    """主公技: 激将, 护驾, 救援 (黄天 is no standard general's); 锁定技 as printed."""
    zh = _zh()
    skills = {zh[sid]: pack().skills[sid] for g in pack().generals.values() for sid in g.skills}
    assert {n for n, sk in skills.items() if sk.lord} == LORD_SKILLS
    assert {n for n, sk in skills.items() if sk.locked} == LOCKED_SKILLS
    for name in LORD_SKILLS | LOCKED_SKILLS:
        sid = next(s for s, n in zh.items() if n == name and s in pack().skills)
        label = "主公技" if name in LORD_SKILLS else "锁定技"
        assert label in pack().texts["zh"][sid], name


def test_the_standard_set_is_the_standard_cards_and_these_generals() -> None:
    assert SETS["standard"] == ("standard", "standard_generals")
    rs = ruleset("standard")
    assert set(rs.generals) == set(pack().generals)
    assert rs.name("peach", "zh") == "桃"  # the classic names, not the Red Chamber's
    assert rs.name("eight_diagram", "zh") == "八卦阵"


# ---------------------------------------------------------------- the deck

EX = {("ice_sword", Suit.SPADE, 2), ("renwang_shield", Suit.CLUB, 2),
      ("lightning", Suit.HEART, 12), ("nullification", Suit.DIAMOND, 12)}


def _deck() -> list[tuple[str, Suit, int]]:
    g = table("blank", "blank").start()
    return [(c.name, c.suit, c.rank) for c in g.cards]


def test_deck_is_104_standard_plus_4_ex() -> None:
    """Rules §1: "The deck: 104 standard + 4 EX = 108 cards"; "in the 104 standard
    cards every suit×rank pair occurs exactly twice; EX adds a third ♠2, ♣2, ♥Q, ♦Q"."""
    deck = _deck()
    assert len(deck) == 108 and set(deck) >= EX
    counts = Counter((suit, rank) for _, suit, rank in deck)
    third = {(s, r) for _, s, r in EX}
    for suit in (Suit.SPADE, Suit.HEART, Suit.CLUB, Suit.DIAMOND):
        for rank in range(1, 14):
            assert counts[(suit, rank)] == (3 if (suit, rank) in third else 2), (suit, rank)
    names = Counter(name for name, _, _ in deck)
    assert (names["slash"], names["jink"], names["peach"]) == (30, 15, 8)


def test_the_deck_is_the_red_chamber_decks_cards() -> None:
    """Seed 003 re-skins the classic game: the same 108 cards, by id, suit and rank."""
    assert sorted(ruleset("standard").deck, key=repr) == \
        sorted(ruleset("honglou").deck, key=repr)


# ---------------------------------------------------------------- a test per skill


def _test_docstrings() -> list[str]:
    docs = []
    for path in sorted(HERE.glob("test_std_*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                docs.append(ast.get_docstring(node) or "")
    return docs


@pytest.mark.parametrize("sid", sorted(pack().skills))
def test_each_skill_has_a_rule_test_quoting_its_text(sid: str) -> None:
    """Some test's docstring starts with the skill's name and ―― and quotes its zh text
    as printed: up to a remark in ASCII brackets, every piece between …… is in the text,
    ten characters or more in all."""
    name = _zh()[sid]
    text = re.sub(r"\s", "", pack().texts["zh"][sid])
    quoting = []
    for doc in _test_docstrings():
        if not doc.startswith(name + "――"):
            continue
        quoted = re.sub(r"\s", "", doc[len(name) + 2:].split("(")[0])
        pieces = [q for q in quoted.split("…") if q]
        if sum(map(len, pieces)) >= 10 and all(q in text for q in pieces):
            quoting.append(doc)
    assert quoting, f"no test quotes {name} ({sid})"


def test_each_text_is_in_its_language_and_names_no_red_chamber_card() -> None:
    """zh texts are Chinese, en texts are not; no text of the set calls a card by its
    Red Chamber name (药, 护官符 …): the standard set prints the classic names."""
    rs = ruleset("standard")
    han = re.compile(r"[\u4e00-\u9fff]")
    hl = ruleset("honglou")
    renamed = [i for i in hl.names["zh"] if i in rs.cards and hl.name(i) != rs.name(i)]
    assert "peach" in renamed
    for sid in pack().skills:
        zh, en = rs.text(sid, "zh"), rs.text(sid, "en")
        assert han.search(zh) and not han.search(en), sid
        for card in renamed:
            assert hl.name(card, "zh") not in zh and hl.name(card, "en") not in en, (sid, card)
