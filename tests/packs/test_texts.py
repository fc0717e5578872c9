"""Skill and card text as data (issue 8, item 4): every card and skill of every pack
has a rules text in Chinese and English, the Red Chamber's as seed 003 prints it, and
the protocol's catalogue carries it (docs/protocol.md, "The catalogue")."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from sgs.core import Game, Pack
from sgs.modes import MODES, make_mode
from sgs.modes.identity import IdentityMode
from sgs.packs import PACKS, SETS, ruleset

LANGS = ("zh", "en")
ROOT = Path(__file__).resolve().parents[2]
# a copy of ../shared/seeds/003_a55af8fe73cbffce.txt (the source of truth), kept with the
# tests so that they run on any clone
SEED_003 = ROOT / "tests" / "data" / "seed_003.txt"
BUILT_IN_PACKS = ("standard", "honglou", "standard_generals", "maneuvering")


def _pack(pack_id: str) -> Pack:
    return PACKS[pack_id]()


# ---------------------------------------------------------------- every card and skill


@pytest.mark.parametrize("pack_id", BUILT_IN_PACKS)
def test_the_built_in_packs_are_the_registered_ones(pack_id: str) -> None:
    """The loop below covers every pack this project registers."""
    assert set(PACKS) >= set(BUILT_IN_PACKS)
    assert pack_id in PACKS


@pytest.mark.parametrize("pack_id", sorted(PACKS))
def test_every_card_and_skill_of_a_pack_has_zh_and_en_text(pack_id: str) -> None:
    """A pack gives a non-empty text in both languages for each card and skill it
    registers; a missing or blank one fails here, naming it."""
    pack = _pack(pack_id)
    idents = set(pack.cards) | set(pack.skills)
    assert idents, pack_id
    for lang in LANGS:
        table = pack.texts.get(lang, {})
        missing = sorted(i for i in idents if not table.get(i, "").strip())
        assert not missing, f"{pack_id}: no {lang} text for {missing}"


@pytest.mark.parametrize("set_name", sorted(SETS))
def test_every_card_and_skill_of_a_set_has_text_and_no_text_is_orphaned(set_name: str) -> None:
    """In a merged set, ``Ruleset.text`` answers for every card and skill in both
    languages; every text names a card or skill of the set (no typo'd id).  A set
    played in a mode of its own (``hegemony``, and its expansions ``hegemony+…``) also
    holds the texts of the skills that mode gives (hegemony's 阵法召唤), which a game's
    ruleset adds (``Ruleset.with_skills``)."""
    rs = ruleset(set_name)
    mode = set_name.split("+")[0]  # hegemony+formation is played in hegemony mode
    if mode in MODES:
        rs = rs.with_skills(mode, make_mode(mode).skills())
    idents = set(rs.cards) | set(rs.skills)
    for lang in LANGS:
        assert not [i for i in sorted(idents) if not rs.text(i, lang).strip()], lang
        assert set(rs.texts[lang]) <= idents, sorted(set(rs.texts[lang]) - idents)
        for ident in idents:
            text = rs.text(ident, lang)
            assert text == text.strip() and "\n\n" not in text, (ident, lang)
    assert rs.text("no_such_thing", "zh") == ""


@pytest.mark.parametrize("set_name", ["honglou", "standard+maneuvering"])
def test_a_text_is_in_its_language(set_name: str) -> None:
    """zh texts are Chinese, en texts are not (a swapped table would pass the count)."""
    rs = ruleset(set_name)
    han = re.compile(r"[\u4e00-\u9fff]")
    for ident in set(rs.cards) | set(rs.skills):
        assert han.search(rs.text(ident, "zh")), ident
        assert not han.search(rs.text(ident, "en")), ident


def test_an_equipment_skill_has_its_cards_text() -> None:
    """An equipment card grants a skill of its own id: one text serves both."""
    rs = ruleset("honglou")
    equips = [n for n, d in rs.cards.items() if d.slot is not None]
    assert len(equips) == 17
    assert all(n in rs.skills for n in equips)


# ---------------------------------------------------------------- the Red Chamber set


def test_renamed_red_chamber_cards_say_what_they_do_in_the_sets_own_words() -> None:
    """药, 连弩, 鸳鸯剑, 青龙刀 and 护官符 get seed 003's text from the honglou pack,
    and no English text of the set calls a renamed card by its standard name."""
    std, hl = _pack("standard"), _pack("honglou")
    rs = ruleset("honglou")
    renamed = [i for i in hl.names["zh"] if i in std.cards]
    assert sorted(renamed) == ["blade", "crossbow", "double_sword", "eight_diagram", "peach"]
    for ident in renamed:
        for lang in LANGS:
            assert hl.texts[lang][ident] == rs.text(ident, lang)
    # 护官符 plays as 八卦阵: its text is the armour's effect
    assert rs.text("eight_diagram", "zh").startswith(
        "每当需要使用（或打出）一张【闪】时，可以进行一次判定：若结果为红色，则视为使用（或打出）了一张【闪】")
    assert "Official's Amulet" in rs.text("eight_diagram", "en")
    assert rs.text("peach", "zh").startswith("药能在两种情况下使用")
    assert "桃" not in rs.text("peach", "zh")
    # the English of every card and skill uses the set's names for renamed cards
    for ident in set(rs.cards) | set(rs.skills):
        text = rs.text(ident, "en")
        for r in renamed:
            text = text.replace(rs.name(r, "en"), "")
        stale = [std.names["en"][r] for r in renamed if std.names["en"][r] in text]
        assert not stale, (ident, stale)


# Seed 003 (../shared/seeds/003_a55af8fe73cbffce.txt), quoted: the text after the
# skill's name, as printed.
SEED_QUOTES = {
    # 林黛玉 葬花――
    "zanghua": "出牌阶段，可以主动弃掉一张手牌，令任一目标角色回复1点体力。每回合限用一次。",
    # 柳湘莲 冷面――
    "lengmian": "当使用【杀】指定一名角色为目标后，"
                "可以进行判定，若结果为红色，此【杀】不可被闪避。",
    # 薛蝌 谦逊――
    "qianxun": "锁定技，不能成为【顺手牵羊】和【乐不思蜀】的目标。",
    # 史湘云 醉卧――, with its note
    "zuiwo": "锁定技，使用【杀】时，目标角色需连续使用两张【闪】才能抵消；"
             "进行【决斗】的角色每次需连续打出两张【杀】。\n"
             "若对方只有一张【闪】或【杀】则即便使用（打出）了也无效。",
    # 焦大 醉骂--, with its two cases
    "zuima": "出牌阶段，以下两种情况，使用的【杀】不可被闪避。\n"
             "1）目标角色的手牌数大于或等于你的体力值。\n"
             "2）目标角色的手牌数小于或等于你的攻击范围。",
}


@pytest.mark.parametrize("sid", sorted(SEED_QUOTES))
def test_skill_text_is_seed_003s_wording(sid: str) -> None:
    assert ruleset("honglou").text(sid, "zh") == SEED_QUOTES[sid]


def _seed_lines() -> list[str]:
    return [line.strip().strip("\u3000").strip()
            for line in SEED_003.read_text(encoding="utf-8").splitlines()]


def test_every_red_chamber_zh_text_is_printed_in_seed_003() -> None:
    """Each honglou text's lines are seed 003's lines, and a skill's first line follows
    its printed name (名――text, 名--text or 名：text)."""
    lines = _seed_lines()
    hl = _pack("honglou")
    rs = ruleset("honglou")
    for ident, text in hl.texts["zh"].items():
        first, *rest = text.split("\n")
        for extra in rest:
            assert extra in lines, (ident, extra)
        if ident in hl.skills:
            name = re.escape(rs.name(ident, "zh"))
            pattern = re.compile(rf"{name}\s*(――|--|：)\s*{re.escape(first)}")
            assert any(pattern.fullmatch(line) for line in lines), (ident, first)
        else:  # a card: its effect line, under its own heading or after "名："
            assert any(line == first or line.endswith("：" + first) for line in lines), ident


# ---------------------------------------------------------------- the catalogue


def _catalogue() -> tuple[Game, dict[str, object]]:
    g = Game(ruleset("honglou"), IdentityMode(), 5, 3)
    seat = g.open_requests()[0].seat
    cat = g.observe(seat, since=0)["catalogue"]
    assert isinstance(cat, dict)
    return g, cat


def test_the_catalogue_carries_each_card_and_skill_text() -> None:
    g, cat = _catalogue()
    assert json.loads(json.dumps(cat)) == cat
    for section in ("cards", "skills"):
        entries = cat[section]
        assert isinstance(entries, dict) and entries
        for ident, entry in entries.items():
            assert entry["text"] == {"zh": g.ruleset.text(ident, "zh"),
                                     "en": g.ruleset.text(ident, "en")}
            assert entry["text"]["zh"] and entry["text"]["en"], ident
    cards, skills = cat["cards"], cat["skills"]
    assert isinstance(cards, dict) and isinstance(skills, dict)
    assert cards["eight_diagram"]["names"]["zh"] == "护官符"
    assert "判定" in cards["eight_diagram"]["text"]["zh"]
    assert skills["zanghua"]["text"]["zh"] == SEED_QUOTES["zanghua"]
    assert "recover 1 HP" in skills["zanghua"]["text"]["en"]


def test_docs_protocol_md_lists_the_catalogues_fields() -> None:
    """docs/protocol.md's table of the catalogue names every section and, for cards,
    skills and generals, exactly the fields each entry has."""
    _, cat = _catalogue()
    doc = (ROOT / "docs" / "protocol.md").read_text(encoding="utf-8")
    part = doc.split("### The catalogue", 1)[1].split("\n\n", 2)[1]
    rows: dict[str, set[str]] = {}
    for line in part.splitlines()[2:]:
        section_cell, fields_cell = (c.strip() for c in line.strip("|").split("|"))
        key = re.match(r"`(\w+)`", section_cell)
        assert key, line
        rows[key.group(1)] = set(re.findall(r"`(\w+)`", fields_cell))
    assert set(rows) == set(cat)
    for section in ("cards", "skills", "generals"):
        entries = cat[section]
        assert isinstance(entries, dict)
        for entry in entries.values():
            assert set(entry) == rows[section], section
