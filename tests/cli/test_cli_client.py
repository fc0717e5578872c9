"""The JSON-only helpers every seat surface shares (sgs.cli.client, sgs.cli.session)."""

from __future__ import annotations

import shlex
from pathlib import Path
from typing import Any

import pytest

from sgs.cli.client import (
    allies_hurt,
    find_entries,
    general_skills,
    most_targets,
    only_answer,
    only_targets,
    own_card_window,
    rules_text,
)
from sgs.cli.session import PlayOptions, default_log_path, log_dir, program_name, replay_hint
from sgs.core.protocol import catalogue
from sgs.testing import Table


@pytest.fixture(scope="module")
def cat() -> dict[str, Any]:
    return catalogue(Table("blank", "blank").start())


def test_rules_text_by_language_with_fallback(cat: dict[str, Any]) -> None:
    zanghua = cat["skills"]["zanghua"]
    assert "回复1点体力" in rules_text(zanghua, "zh")
    assert "recover" in rules_text(zanghua, "en").lower()
    assert rules_text({"text": {"zh": "只有中文", "en": ""}}, "en") == "只有中文"
    assert rules_text(None, "zh") == "" and rules_text({}, "zh") == ""


def test_find_entries_by_any_name(cat: dict[str, Any]) -> None:
    def found(q: str) -> list[tuple[str, str]]:
        return [(e.section, e.ident) for e in find_entries(cat, q)]

    assert found("护官符") == [("cards", "eight_diagram")]  # the card, not its skill twice
    assert found("Official's Amulet") == [("cards", "eight_diagram")]
    assert found("【葬花】") == [("skills", "zanghua")]
    assert found("zanghua") == [("skills", "zanghua")]
    assert found("林黛玉") == [("generals", "lin_daiyu")]
    assert ("cards", "slash") in found("SLASH")
    assert found("no such thing") == []


def test_general_skills_leave_equipment_out(cat: dict[str, Any]) -> None:
    p = {"general": "lin_daiyu", "skills": ["jijiu", "zanghua", "eight_diagram", "mashu"]}
    assert general_skills(cat, p) == ["jijiu", "zanghua", "mashu"]  # mashu: gained


def test_allies_hurt_by_a_harmful_option() -> None:
    """The seat's known allies (``you["allies"]``, the mode's word) among the targets of
    an option whose card or skill harms (the catalogue's ``harms``), with their roles."""
    table = {"players": [{"seat": 0, "role": "lord"}, {"seat": 1, "role": "loyalist"},
                         {"seat": 2, "role": None}]}
    you = {"allies": [0]}
    cat = {"cards": {"slash": {"harms": True}, "peach": {"harms": False},
                     "iron_chain": {"harms": False}},
           "skills": {"lijian": {"harms": True}, "jieyin": {"harms": False}}}
    assert allies_hurt(you, table, cat, "card:7", "slash", [0, 2]) == {0: "lord"}
    assert allies_hurt(you, table, cat, "skill:wusheng:slash", "slash", [0]) == {0: "lord"}
    assert allies_hurt(you, table, cat, "card:9", "peach", [0]) == {}  # a peach heals
    assert allies_hurt(you, table, cat, "skill:lijian", "lijian", [0, 2]) == {0: "lord"}
    assert allies_hurt(you, table, cat, "skill:jieyin", "jieyin", [0]) == {}
    assert allies_hurt({"allies": []}, table, cat, "card:7", "slash", [0]) == {}


def test_own_card_window() -> None:
    mine = {"kind": "respond", "reason": "nullification", "data": {"user": 2, "card": "ex_nihilo"}}
    assert own_card_window(mine, 2)
    assert not own_card_window(mine, 3)
    assert not own_card_window({**mine, "reason": "slash"}, 2)


def test_only_answer() -> None:
    play = {"kind": "play", "can_pass": True, "options": []}
    assert only_answer(play) == (True, None)
    one = {"option": "card:5", "cards": [5], "targets": [1]}
    tree = {"cards": {"5": {"targets": {"done": False, "next": {"1": {"done": True,
                                                                         "next": {}}}}}}}
    forced = {"kind": "respond", "can_pass": False,
              "options": [{"key": "card:5", "label": "slash", "tree": tree}]}
    assert only_answer(forced) == (True, one)
    assert only_answer({**forced, "can_pass": True}) == (False, None)
    assert only_answer({"kind": "cards", "cards": [1, 2], "min": 2, "max": 2}) == (True, [1, 2])
    assert only_answer({"kind": "cards", "cards": [1, 2], "min": 1, "max": 1})[0] is False
    assert only_answer({"kind": "players", "seats": [3], "min": 1, "max": 1}) == (True, [3])
    assert only_answer({"kind": "players", "seats": [3], "min": 0, "max": 1})[0] is False
    assert only_answer({"kind": "option", "options": ["x"]}) == (True, "x")
    assert only_answer({"kind": "card_of", "hand_count": 0, "visible": [9]}) == (True, 9)
    assert only_answer({"kind": "card_of", "hand_count": 2, "visible": [9]})[0] is False
    assert only_answer({"kind": "confirm"})[0] is False


def test_target_trees() -> None:
    one = {"done": False, "next": {"2": {"done": True, "next": {}}}}
    two = {"done": False, "next": {"2": {"done": True, "next": {}},
                                   "3": {"done": True, "next": {"2": {"done": True,
                                                                      "next": {}}}}}}
    assert only_targets(one) == (2,) and only_targets(two) is None
    assert most_targets(one) == 1 and most_targets(two) == 2
    assert only_targets({"done": True, "next": {}}) == ()


def test_replay_command_spells_out_every_option() -> None:
    opts = PlayOptions(players=8, seat=3, seed=7, lang="en", bots="rule,random",
                       card_set="honglou", general="林黛玉", auto_pass=False, plain=True)
    words = shlex.split(opts.command("sgs"))
    assert words[:2] == ["sgs", "play"]
    got = dict(zip(words[2::2], words[3::2], strict=False))
    assert got["--players"] == "8" and got["--seat"] == "3" and got["--seed"] == "7"
    assert got["--lang"] == "en" and got["--bots"] == "rule,random"
    assert got["--deck"] == "honglou" and got["--mode"] == "identity"
    assert got["--general"] == "林黛玉"
    assert "--no-auto-pass" in words and "--plain" in words
    assert "--general" not in PlayOptions().args()
    extra = PlayOptions(extra=("--pace", "0.5")).args()
    assert extra[-2:] == ["--pace", "0.5"]


def test_program_name(tmp_path: Path) -> None:
    assert program_name("/usr/lib/python3/pytest") == "sgs"
    assert program_name("sgs") == "sgs"
    script = tmp_path / "sgs"
    script.write_text("")
    assert program_name(str(script)) == str(script)  # not the sgs on the PATH


def test_log_paths(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SGS_LOG_DIR", str(tmp_path))
    assert log_dir() == tmp_path
    path = default_log_path(42)
    assert path.parent == tmp_path and path.name.endswith("-42.jsonl")
    monkeypatch.delenv("SGS_LOG_DIR")
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    assert log_dir() == tmp_path / "state" / "sgs" / "games"
    assert replay_hint(path, 2, "en", program="sgs") == \
        f"sgs replay {path} --seat 2 --lang en"
