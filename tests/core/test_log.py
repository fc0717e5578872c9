"""The game log: JSON records, the header, the records a replay and a story need,
docs/log-format.md as their schema (every record type and field documented), and the
records written without Game.emit frozen and listed as restricted as emit would."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from core_support import bot_games, full_game, play_out, spy_game

from sgs.core import Game, Gender, GeneralDef, Pack, Player, Skill, ops
from sgs.core.frozen import FrozenDict, FrozenList
from sgs.core.log import LOG_VERSION, dumps
from sgs.core.ops.use import Pattern
from sgs.core.view import FILTERED, seen_alike
from sgs.host import drive
from sgs.testing import Table

DOC = Path(__file__).resolve().parents[2] / "docs" / "log-format.md"


def documented() -> dict[str, tuple[set[str], set[str]]]:
    """Record type -> (required fields, optional fields), from the tables of the doc.

    A table row reads ``| `type` | `field`, `field?`, … | what it means |``.
    """
    out: dict[str, tuple[set[str], set[str]]] = {}
    for line in DOC.read_text(encoding="utf-8").splitlines():
        m = re.match(r"\|\s*`(\w+)`\s*\|([^|]*)\|", line)
        if not m:
            continue
        fields = re.findall(r"`(\w+)(\??)`", m.group(2))
        out[m.group(1)] = ({f for f, q in fields if not q}, {f for f, q in fields if q})
    return out


def check_schema(records: list[dict[str, Any]]) -> set[str]:
    doc = documented()
    for r in records:
        t = r["t"]
        assert t in doc, f"record type {t!r} is not documented in docs/log-format.md"
        required, optional = doc[t]
        keys = set(r) - {"t"}
        assert required <= keys, f"{t} lacks {required - keys}: {r}"
        assert keys <= required | optional, f"{t} has undocumented {keys - required - optional}"
    return {r["t"] for r in records}


class Probe(Skill):
    id = "probe"
    active = True

    def can_activate(self, g: Game, owner: Player) -> bool:
        return True

    def activate(self, g: Game, owner: Player, cards: tuple[int, ...],
                 targets: tuple[int, ...]) -> Any:
        yield from owner.marks.pop("probe")(g)


def probe_pack() -> Pack:
    p = Pack("log_test")
    p.skills["probe"] = Probe()
    p.generals["prober"] = GeneralDef("prober", "qun", 4, Gender.MALE, ("probe",))
    return p


def scripted_game() -> Table:
    """A short table game with every core record a story needs, ending in a victory."""
    t = Table("prober", "blank", "blank", extra=probe_pack())
    t.set_hp(0, 3).set_hand(0, "peach ♥3", "slash ♠7").set_hand(1, "jink ♦3")
    t.set_top("slash ♣2")
    g = t.start(0, "play")

    def run(op: Any) -> None:
        g.p(0).marks["probe"] = op
        t.use("skill:probe")

    t.use("peach")                      # use, recover, hp
    t.use("slash ♠7", targets=[2])      # use, damage, hp
    run(lambda g: ops.ask_for_card(g, 1, Pattern.of("jink"), use=False, reason="test"))
    t.respond("jink")                   # respond (打出)
    run(lambda g: ops.judge(g, 0, "test"))
    run(lambda g: ops.lose_hp(g, 2, 3))  # lose_hp, dying, death
    run(lambda g: ops.lose_hp(g, 1, 4))  # the last rebel: game_over
    assert g.over
    return t


NEEDED = {"header", "move", "phase", "use", "respond", "damage", "recover", "lose_hp", "hp",
          "dying", "death", "judge", "skill", "game_over", "answer", "turn", "generals"}


def test_records_needed_are_there_with_their_fields() -> None:
    """The log is the replay and the story: each kind of event has its record."""
    t = scripted_game()
    kinds = check_schema(t.game.log)
    assert kinds >= NEEDED, NEEDED - kinds
    g = t.game
    assert t.log("recover")[0] == {"t": "recover", "seat": 0, "amount": 1, "source": 0}
    assert t.log("damage")[0] == {"t": "damage", "source": 0, "target": 2, "amount": 1,
                                  "nature": "normal", "card": "slash",
                                  "cards": [t.find("slash ♠7")]}
    assert t.log("respond")[0]["card"] == "jink" and t.log("respond")[0]["seat"] == 1
    assert t.log("judge")[0]["card"] == t.find("slash ♣2")
    assert [r["seat"] for r in t.log("death")] == [2, 1]
    assert t.log("game_over") == [{"t": "game_over", "winners": [0], "reason": "victory"}]
    assert g.log[-1]["t"] == "game_over"
    assert t.log("skill")[0] == {"t": "skill", "seat": 0, "skill": "probe", "cards": [],
                                 "targets": []}


def test_header_fields() -> None:
    """The header says how to re-create the game (docs/log-format.md)."""
    g = spy_game(4, 7)
    h = g.log[0]
    assert h["t"] == "header" and h["version"] == LOG_VERSION
    assert (h["mode"], h["seed"], h["players"]) == ("identity", 7, 4)
    assert h["packs"] == ["standard", "honglou", "testing", "secret_test"]
    assert h["cards"][0] == [0, g.card(0).name, g.card(0).suit.value, g.card(0).rank]
    assert len(h["cards"]) == len(g.cards)
    assert h["mode_options"]["generals"] == {str(s): "spy" for s in range(4)}
    assert isinstance(h["options"], dict)


@pytest.mark.parametrize("make", [spy_game, full_game])
def test_every_record_is_json(make: Any) -> None:
    """Records are plain JSON: dumping and loading gives the same record back."""
    for seed in range(3):
        g = play_out(make(5, seed), seed, limit=3000)
        for r in g.log:
            assert json.loads(dumps(r)) == r, r
        check_schema(g.log)


def test_full_games_records_are_documented() -> None:
    """Every record type the full set emits is in docs/log-format.md with its fields."""
    kinds: set[str] = set()
    for seed in range(10):
        kinds |= check_schema(play_out(full_game(6, seed), seed, limit=3000).log)
    assert {"move", "use", "damage", "death", "game_over"} <= kinds


def test_schema_check_catches_an_undocumented_field() -> None:
    """The schema check can fail."""
    with pytest.raises(AssertionError):
        check_schema([{"t": "move", "cards": [], "src": {}, "dst": {}, "reason": "x",
                       "by": None, "visible": None, "face_up": True, "extra": 1}])
    with pytest.raises(AssertionError):
        check_schema([{"t": "no_such_record"}])


def test_answers_are_recorded_in_order() -> None:
    """The answer records are every decision, in order (the replay feeds them back)."""
    t = scripted_game()
    answers = t.log("answer")
    assert len(answers) == t.game.decisions
    assert answers[0]["seat"] == 0 and answers[0]["kind"] == "play"
    assert answers[0]["value"]["option"].startswith("card:")


def test_log_records_are_frozen_snapshots() -> None:
    """A record cannot be changed by whoever reads it, and does not follow later changes
    to the lists it was written from (issue 6, item 3)."""
    import pickle

    from sgs.core.log import FrozenDict, FrozenList, freeze

    targets = [1, 2]
    rec = freeze({"t": "use", "targets": targets, "pair": (1, 2)})
    targets.append(3)
    assert rec == {"t": "use", "targets": [1, 2], "pair": [1, 2]}
    for change in (lambda: rec.update(t="x"), lambda: rec["targets"].append(4),
                   lambda: rec.pop("t"), lambda: rec["targets"].__setitem__(0, 9)):
        with pytest.raises(TypeError):
            change()
    assert rec == {"t": "use", "targets": [1, 2], "pair": [1, 2]}
    again = pickle.loads(pickle.dumps(rec))
    assert again == rec and isinstance(again, FrozenDict)
    assert isinstance(again["targets"], FrozenList)
    assert json.loads(json.dumps(rec)) == rec


def _deeply_frozen(value: Any) -> bool:
    if isinstance(value, dict):
        return type(value) is FrozenDict and all(_deeply_frozen(v) for v in value.values())
    if isinstance(value, list):
        return type(value) is FrozenList and all(_deeply_frozen(v) for v in value)
    return not isinstance(value, tuple | set)


def test_records_written_frozen_are_frozen_through() -> None:
    """Records written frozen at once, without Game.emit (turn, hp, damage, use, move,
    answer, phase), are frozen through as emit freezes them, "t" last as emit puts it;
    in every game of each kind."""
    kinds: set[str] = set()
    for _, g, bots in bot_games():
        drive(g, bots)
        for r in g.log:
            assert _deeply_frozen(r), r
            assert list(r)[-1] == "t"
            kinds.add(r["t"])
    assert {"turn", "hp", "damage", "use", "move", "answer", "phase"} <= kinds


def test_restricted_records_are_those_not_seen_alike() -> None:
    """Records written without Game.emit (a move's, an answer's) are listed as
    restricted exactly when emit would list them: of a filtered kind and not seen alike
    by every seat; in every game of each kind."""
    moves = 0
    for _, g, bots in bot_games():
        drive(g, bots)
        want = [i for i, r in enumerate(g.log) if r["t"] in FILTERED and not seen_alike(r)]
        assert g.restricted == want
        moves += sum(r["t"] == "move" for r in g.log)
    assert moves > 1000
