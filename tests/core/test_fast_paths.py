"""The engine's shortcuts give the answers the long way gives.

Each shortcut taken for speed (issue 7, item 5) is checked here against the
computation it replaces, over seeded games of the Red Chamber set, the
maneuvering deck and hegemony, with random and rule bots: a shortcut is only
kept where it changes no game (the logs of seeded games are byte-identical
before and after; benchmarks/log_hashes.py).
"""

from __future__ import annotations

import importlib
import sys
from typing import Any

import pytest
from core_support import bot_games

from sgs.agents import RandomBot
from sgs.core import Game
from sgs.core.refusals import Refusal
from sgs.core.requests import ActOption, Lazy
from sgs.core.viewcache import SeatLog, _seen
from sgs.host import drive
from sgs.modes import make_mode
from sgs.packs import ruleset

trigger_module = importlib.import_module("sgs.core.ops.trigger")  # (ops.trigger: the function)
use_module = importlib.import_module("sgs.core.ops.use")


def play_all() -> None:
    for _, g, bots in bot_games():
        drive(g, bots)


def test_an_answer_the_tree_holds_passes_the_checks(monkeypatch: pytest.MonkeyPatch) -> None:
    """``ActOption.accepts`` (an answer found in the option's tree is not checked
    again) accepts only what ``ActOption.check`` accepts."""
    accepted = [0]
    original = ActOption.accepts

    def accepts(self: ActOption, cards: tuple[int, ...], targets: tuple[int, ...]) -> bool:
        if not original(self, cards, targets):
            return False
        assert self.check(cards, targets) is None, (self.key, cards, targets)
        accepted[0] += 1
        return True

    monkeypatch.setattr(ActOption, "accepts", accepts)
    play_all()
    assert accepted[0] > 500


def test_feasible_stops_where_the_tree_would_find_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """``ActOption.feasible`` (the tree's search stopped at the first complete
    selection) says what
    the whole tree says: some selection is complete."""
    asked = {True: 0, False: 0}
    original = ActOption.feasible

    def feasible(self: ActOption, search: bool = True) -> bool:
        got = original(self, search)
        whole = ActOption(**{f: getattr(self, f) for f in ActOption.__dataclass_fields__
                             if f not in ("described", "closed")})
        assert got == bool(whole.describe().keys() - {"truncated"}), self.key
        asked[got] += 1
        return got

    monkeypatch.setattr(ActOption, "feasible", feasible)
    play_all()
    assert asked[True] > 500 and asked[False] > 100


def test_a_lazy_tree_is_the_tree() -> None:
    """Trees made when first read (``observe(..., lazy=True)``, which the random bot
    asks for) read the same as the JSON ones, and play the same game; a tree not read
    before its request was answered cannot be read after."""
    lazy_game = Game(ruleset("honglou"), make_mode("identity"), 5, 7)
    eager_game = Game(ruleset("honglou"), make_mode("identity"), 5, 7)
    bots = [RandomBot(i) for i in range(5)]
    eager_bots = [RandomBot(i) for i in range(5)]
    compared = unread = made = 0
    while lazy_game.open_requests():
        req = lazy_game.open_requests()[0]
        lazy = lazy_game.observe(req.seat, parts={"request"}, lazy=True)["request"]
        eager = eager_game.observe(req.seat, parts={"request"})["request"]
        answer = bots[req.seat].act({}, lazy)
        assert answer == eager_bots[req.seat].act({}, eager)
        if lazy["kind"] in ("play", "respond"):
            picked = answer["option"] if answer else None
            for lo, eo in zip(lazy["options"], eager["options"], strict=True):
                assert isinstance(lo["tree"], Lazy) and lo["key"] == eo["key"]
                if lo["key"] == picked:
                    assert lo["tree"] == eo["tree"] and dict(lo["tree"]) == eo["tree"]
                    compared += 1
        lazy_game.submit(req.seat, answer)
        eager_game.submit(req.seat, answer)
        if lazy["kind"] == "play":
            for lo in lazy["options"]:
                if lo["key"] != (answer["option"] if answer else None):
                    try:
                        lo["tree"].get("cards")
                    except RuntimeError as exc:
                        assert "answered" in str(exc)
                        unread += 1
                    else:  # made at once (a hand card's tree of one seat): kept
                        made += 1
    assert lazy_game.log == eager_game.log
    assert compared > 50 and unread > 10 and made > 50


def test_a_seat_that_may_not_answer_has_no_option(monkeypatch: pytest.MonkeyPatch) -> None:
    """``card_request`` asks no further of a seat with no card of the pattern's names
    and no view-as skill (``_may_answer``): act_options would find it no option."""
    refused = [0]
    original = use_module._may_answer

    def may_answer(g: Game, seat: int, pattern: Any) -> bool:
        if original(g, seat, pattern):
            return True
        assert use_module.act_options(g, seat, False, pattern) == []
        refused[0] += 1
        return False

    monkeypatch.setattr(use_module, "_may_answer", may_answer)
    play_all()
    assert refused[0] > 1000


def test_a_quiet_timing_would_do_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """``trigger`` skips a timing nothing is hooked on: run the long way, it asks
    nothing and changes nothing."""
    skipped = [0]
    original = trigger_module.trigger

    def trigger(g: Game, timing: Any, ev: Any) -> Any:
        flow = original(g, timing, ev)
        if flow is trigger_module._NOTHING:
            skipped[0] += 1
            log = len(g.log)
            assert list(trigger_module._trigger(g, timing, ev)) == []
            assert len(g.log) == log
        return flow

    for mod in list(sys.modules.values()):  # every module that imported it
        if mod is not None and mod.__name__.startswith("sgs.") and \
                getattr(mod, "trigger", None) is original:
            monkeypatch.setattr(mod, "trigger", trigger)
    play_all()
    assert skipped[0] > 1000


def test_a_cursor_counts_the_records_its_seat_sees() -> None:
    """``SeatLog.catch_up`` (only the records some seats see otherwise looked at) lists
    the records the seat does not see, as looking at every record does, and counts
    the others."""
    for _, g, bots in bot_games():
        drive(g, bots)
        for seat in [None, *range(len(g.players))]:
            index = SeatLog()
            cursor = index.catch_up(g, seat)
            assert index.hidden == [i for i, r in enumerate(g.log) if not _seen(r, seat)]
            assert cursor == sum(_seen(r, seat) for r in g.log)


def test_a_cursor_caught_up_in_steps_is_the_same() -> None:
    """Caught up after every decision or once at the end: the same records unseen,
    the same cursor."""
    g = Game(ruleset("honglou"), make_mode("identity"), 5, 4)
    bots = [RandomBot(i) for i in range(5)]
    step = {s: SeatLog() for s in range(5)}
    while g.open_requests():
        for s, index in step.items():
            index.catch_up(g, s)
        req = g.open_requests()[0]
        obs = g.observe(req.seat, parts={"request"})
        g.submit(req.seat, bots[req.seat].act(obs, obs["request"]))
    for s, index in step.items():
        cursor = index.catch_up(g, s)
        whole = SeatLog()
        assert whole.catch_up(g, s) == cursor
        assert index.hidden == whole.hidden
        assert index.hidden


def test_a_refusal_told_again_reads_the_same() -> None:
    """Refusal texts are kept once made: the same text as made afresh."""
    names = ruleset("honglou").name
    for refusal in (Refusal.of("act.use_limit", card="slash", n=1),
                    Refusal.of("act.skill_spent", skill="zhiheng"),
                    Refusal.of("act.fixed_cards", option="card:3", cards=[3])):
        for _ in range(2):
            got = refusal.to_json(names)
            assert got == {"code": refusal.code, "params": dict(refusal.params),
                           "en": refusal.text("en", names), "zh": refusal.text("zh", names)}


def test_a_changed_deck_makes_its_cards_again() -> None:
    """A ruleset's cards are made once and shared by its games, and made again when
    its deck changes."""
    rs = ruleset("honglou")
    a, b = Game(rs, make_mode("identity"), 5, 1), Game(rs, make_mode("identity"), 5, 2)
    assert a.cards == b.cards and a.cards is not b.cards
    extended = rs.with_skills("identity", make_mode("identity").skills())
    entry = extended.deck.pop()
    try:
        c = Game(rs, make_mode("identity"), 5, 3)
        assert len(c.cards) == len(a.cards) - 1
        assert c.log[0]["cards"] == a.log[0]["cards"][:-1]
    finally:
        extended.deck.append(entry)
    d = Game(rs, make_mode("identity"), 5, 4)
    assert d.cards == a.cards


def test_the_catalogue_made_once_is_the_catalogue() -> None:
    """A ruleset's catalogue content is made once and shared (frozen): the same as
    made afresh, and made again for a ruleset that has grown."""
    protocol = importlib.import_module("sgs.core.protocol")
    for name, mode, players in (("honglou", "identity", 5), ("hegemony", "hegemony", 6)):
        g = Game(ruleset(name), make_mode(mode), players, 0)
        kept = protocol.catalogue(g)
        protocol._CONTENT.clear()
        assert protocol.catalogue(g) == kept
        assert protocol.catalogue(g)["cards"] is protocol.catalogue(g)["cards"]
    g = Game(ruleset("honglou"), make_mode("identity"), 5, 0)
    before = protocol.catalogue(g)
    g.ruleset.names["en"]["a_new_name"] = "A new name"
    try:
        assert protocol.catalogue(g)["names"]["en"]["a_new_name"] == "A new name"
    finally:
        del g.ruleset.names["en"]["a_new_name"]
    assert protocol.catalogue(g) == before
