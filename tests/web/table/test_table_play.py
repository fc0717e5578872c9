"""The game table in the browser plays a whole game of a real ``sgs serve`` (issue 24,
items 2–4): a room of one person (this test, its messages fed to the page) and bots; the
page answers every request by clicks and keys alone, until the game is over, in both
modes.  On the way it checks what the issue asks of the table: the highlighted cards and
seats are the request's legal ones (read with ``sgs.agents.legal``), a blocked card says
its reason, a step is undone, a refused answer shows the engine's words; at 390×844 the
page does not scroll sideways and every control is at least 40 px; every control has a
name and text contrast is at least 4.5:1; the screenshots of the docs are written."""

from __future__ import annotations

import json
import queue
import threading
from pathlib import Path
from typing import Any

import httpx
import pytest
from browser import (
    DESKTOP,
    PHONE,
    feed,
    highlighted,
    horizontal_overflow,
    low_contrast,
    pending,
    shot,
    small_controls,
    table_page,
    unnamed_controls,
)
from serve_support import QUICK, sgs_serve

from sgs.agents.legal import OptionTree, problem

websockets_sync = pytest.importorskip("websockets.sync.client")

GUARD = 60.0  # seconds: only so that a broken server or page fails instead of hanging
Json = dict[str, Any]


class Seat:
    """This test's connection: every message it gets is queued for the page."""

    def __init__(self, url: str, name: str) -> None:
        tok = httpx.post(url + "session", json={"name": name}, timeout=GUARD).json()["token"]
        self.ws = websockets_sync.connect(f"ws{url[4:]}ws", open_timeout=GUARD,
                                          additional_headers={"Authorization": f"Bearer {tok}"})
        self.ws.__enter__()  # (closed by the test: close())
        self.inbox: queue.Queue[Json | None] = queue.Queue()
        self.spoil_next = False  # send the next answer spoilt: the engine refuses it
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        try:
            for text in self.ws:
                self.inbox.put(json.loads(text))
        except Exception:
            pass
        self.inbox.put(None)

    def send(self, **msg: Any) -> None:
        self.ws.send(json.dumps({**msg}))

    def answer(self, request_id: int, value: Any) -> None:
        if self.spoil_next:
            self.spoil_next = False
            value = {"option": "card:99999", "cards": [], "targets": []}
        self.send(type="answer", id=request_id, value=value)


def hand_of(view: Json) -> list[int]:
    me = next(p for p in view["table"]["players"] if p["seat"] == view["seat"])
    return [c["id"] for c in me.get("hand") or ()]


def legal_first(req: Json, hand: list[int]) -> tuple[list[int], list[int]]:
    """The hand cards and seats a fresh request offers, by ``sgs.agents.legal``."""
    kind = req["kind"]
    cards: set[int] = set()
    seats: set[int] = set()
    if kind in ("play", "respond"):
        for opt in req["options"]:
            tree = OptionTree(opt)
            if tree.fixed_cards:
                if opt["key"] == f"card:{tree.fixed_cards[0]}":
                    cards.add(tree.fixed_cards[0])
            else:
                cards.update(tree.selectable_cards([]))
    elif kind == "cards":
        sets = req.get("sets")
        cards = {c for c in req["cards"] if sets is None or any(c in s for s in sets)}
    elif kind in ("players", "distribute"):
        seats = set(req["seats"])
    return sorted(c for c in cards if c in hand), sorted(seats)


class Player:
    """Plays the seat in the page, by clicks and keys only, checking as it goes."""

    def __init__(self, page: Any, seat: Seat, mode: str) -> None:
        self.page, self.seat, self.mode = page, seat, mode
        self.view: Json = {}
        self.kinds: set[str] = set()
        self.checked: set[str] = set()
        self.presses = 0
        self.refusal: Json | None = None

    def press(self, selector: str) -> None:
        """Every other control is pressed by the keyboard (focus, Enter), else clicked."""
        target = self.page.locator(selector).first
        self.presses += 1
        if self.presses % 2:
            target.focus()
            self.page.keyboard.press("Enter")
        else:
            target.click()

    def there(self, selector: str) -> bool:
        return self.page.locator(selector).count() > 0

    def take(self, msg: Json) -> None:
        if msg["type"] == "game":
            view = msg["view"]
            if view.get("table"):
                self.view = {**self.view, **view}
            else:
                self.view.update(view)
        if msg["type"] == "refused":
            self.refusal = msg["refusal"]
        if msg["type"] in ("game", "refused", "ack"):
            feed(self.page, msg)

    def pending(self) -> bool:
        return pending(self.page)

    # ------------------------------------------------------------------ checks
    def check_highlights(self, req: Json) -> None:
        hand = hand_of(self.view)
        want_cards, want_seats = legal_first(req, hand)
        got = highlighted(self.page)
        assert sorted(got["hand"]) == want_cards, (req["kind"], got, want_cards)
        assert sorted(got["seats"]) == want_seats, (req["kind"], got, want_seats)
        if req["kind"] == "cards":
            others = sorted(c for c in req["cards"] if c not in hand)
            assert sorted(got["cards"]) == [c for c in others if c in set(req["cards"])]
        self.checked.add(f"highlights:{req['kind']}")

    def check_blocked(self, req: Json) -> None:
        hand = hand_of(self.view)
        usable, _ = legal_first(req, hand)  # (a card blocked as itself a skill may use)
        blocked = [(int(k[5:]), r) for k, r in (req.get("blocked") or {}).items()
                   if k.startswith("card:") and int(k[5:]) in hand and int(k[5:]) not in usable]
        if not blocked or "blocked" in self.checked:
            return
        cid, refusal = blocked[0]
        self.press(f'.t-hand .card[data-card="{cid}"]')
        self.page.wait_for_selector(".t-choose .why")
        assert self.page.inner_text(".t-choose .why").strip() == refusal["zh"]
        self.checked.add("blocked")

    def check_undo_and_pictures(self, req: Json) -> bool:
        """At a play request with a card that takes targets: choose it (its targets light
        up: the tree's), take the pictures and the page checks, undo (Escape)."""
        hand = hand_of(self.view)
        for opt in req["options"]:
            tree = OptionTree(opt)
            fixed = list(tree.fixed_cards)
            if not (fixed and opt["key"] == f"card:{fixed[0]}" and fixed[0] in hand):
                continue
            targets = tree.selectable_targets(fixed, [])
            if not targets:
                continue
            self.press(f'.t-hand .card[data-card="{fixed[0]}"]')
            self.page.wait_for_selector(f'.t-hand .card.chosen[data-card="{fixed[0]}"]')
            assert sorted(highlighted(self.page)["seats"]) == sorted(targets)
            self.page.mouse.move(0, 0)
            self.page.hover(f'.t-hand .card[data-card="{fixed[0]}"]')
            assert self.page.inner_text(".t-rules").strip(), "no rules text on hover"
            if self.mode == "identity":
                self.pictures()
            self.page.keyboard.press("Escape")
            self.page.wait_for_selector(".t-hand .card.chosen", state="detached")
            assert highlighted(self.page)["seats"] == []
            self.checked.add("undo")
            return True
        return False

    def pictures(self) -> None:
        page = self.page
        assert unnamed_controls(page) == []
        assert low_contrast(page) == []
        shot(page, "table")
        page.set_viewport_size(PHONE)
        assert horizontal_overflow(page) == 0
        assert small_controls(page) == []
        assert low_contrast(page) == []
        shot(page, "table", at=page.locator(".t-choose"))
        page.set_viewport_size(DESKTOP)
        self.checked.add("pictures")

    # ------------------------------------------------------------------ playing
    def act(self) -> None:
        req = self.view["request"]
        kind = req["kind"]
        self.kinds.add(kind)
        self.check_highlights(req)
        if kind in ("play", "respond"):
            self.check_blocked(req)
            if kind == "play" and "undo" not in self.checked:
                self.check_undo_and_pictures(req)
            if kind == "play" and "refused" not in self.checked and self.there(".t-choose .pass"):
                self.refuse_once()
            self.act_tree(req)
        elif kind in ("cards", "players"):
            self.pick_until_ready(".t-hand .card.choosable, .t-choose .card.choosable, "
                                  ".seat.choosable .seat-head")
        elif kind in ("option", "card_of"):
            self.press(".t-choose .opt")
            self.press(".t-choose .send")
        elif kind == "confirm":
            self.press('.t-choose [data-key="no"]')
        elif kind == "arrange":
            self.press(".t-choose .send")
        elif kind == "distribute":
            self.press(".seat.choosable .seat-head")
            self.pick_until_ready(".t-choose .card.choosable, .t-hand .card.choosable")
        else:
            raise AssertionError(f"a request kind the table does not know: {kind}")

    def refuse_once(self) -> None:
        """The next answer goes out spoilt; the page shows the engine's words."""
        self.seat.spoil_next = True
        self.refusal = None
        self.press(".t-choose .pass")
        while self.refusal is None:
            msg = self.seat.inbox.get(timeout=GUARD)
            assert msg is not None
            self.take(msg)
        words = self.page.inner_text(".t-choose .refusal")
        assert self.refusal["zh"] in words and self.refusal["code"].split(".")[0] in (
            "act", "pick", "shape"), (self.refusal, words)
        self.checked.add("refused")

    def act_tree(self, req: Json) -> None:
        choosable = ".t-hand .card.choosable, .t-choose .opt.choosable"
        if not self.there(choosable) or (req["kind"] == "play" and self.presses % 5 == 4):
            self.press(".t-choose .pass")
            return
        self.press(choosable)
        for _ in range(20):
            if self.page.is_enabled(".t-choose .send"):
                self.press(".t-choose .send")
                return
            step = ".seat.choosable .seat-head, .t-hand .card.choosable, .t-choose .card.choosable"
            if not self.there(step):
                break
            self.press(step)
        while self.page.is_enabled(".t-choose .undo"):  # nothing completes: undo it all
            self.press(".t-choose .undo")
        self.press(".t-choose .pass")

    def pick_until_ready(self, selector: str) -> None:
        for _ in range(40):
            if self.page.is_enabled(".t-choose .send"):
                break
            self.press(selector)
        self.press(".t-choose .send")


def play_a_game(browser: Any, mode: str, tmp_path: Path) -> Player:
    with sgs_serve(tmp_path, *QUICK) as (url, _):
        seat = Seat(url, "小明")
        page = table_page(browser, seat.answer)
        player = Player(page, seat, mode)
        players = 5 if mode == "identity" else 4
        seat.send(type="create_room", settings={
            "mode": mode, "players": players, "bots": ["rule"], "spectators": False,
            "decision_seconds": 300})
        seat.send(type="start")
        for _ in range(20_000):
            msg = seat.inbox.get(timeout=GUARD)
            assert msg is not None, "the connection closed"
            if msg["type"] == "error":
                raise AssertionError(msg)
            if msg["type"] == "game_over":
                assert page.evaluate("() => window.sgsTable.state.over")
                break
            player.take(msg)
            if seat.inbox.empty() and player.pending():
                req = player.view["request"]
                problem_free = problem(req, req["default"]) is None
                assert problem_free
                player.act()
        else:
            raise AssertionError("the game did not end")
        seat.ws.close()
        page.context.close()
        return player


@pytest.mark.parametrize("mode", ["identity", "hegemony"])
def test_the_page_plays_a_whole_game_by_clicks_and_keys(mode: str, tmp_path: Path,
                                                         browser: Any) -> None:
    player = play_a_game(browser, mode, tmp_path)
    assert {"play", "option"} <= player.kinds, player.kinds
    assert {"highlights:play", "undo", "refused"} <= player.checked, player.checked
    if mode == "identity":
        assert "pictures" in player.checked
