"""A whole game in three browsers against a real ``sgs serve`` (issue 24, "How it is
checked"): two friends and a spectator in three browser contexts, bots in the other
seats, to the end screen.  On the way: a dropped connection says "reconnecting" and, like
a reload mid-game, comes back to the same request;
a second tab takes the seat over and the first says so; the spectator's page never
contains the text of a hand card, a face-down general or a role nobody was shown, at any
step; the game page (a pending choice highlighted) passes the accessibility checks and
fits 390×844; the replay viewer steps through the finished game from a seat's view; the
screenshots of the game and the end screen are written as ``docs/web-*.png``.

The game is played once for the module (it is the expensive part); each test asserts
one thing it showed."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest
from browser import (
    AUTO,
    DESKTOP,
    PHONE,
    context,
    create_room,
    hand_to_bot,
    highlighted,
    horizontal_overflow,
    low_contrast,
    shot,
    sign_in,
    small_controls,
    unnamed_controls,
)
from serve_support import QUICK, sgs_serve

from sgs.cli.text import RANKS, SUIT_SYMBOLS
from sgs.core.protocol import Observer
from sgs.replay import build_game, loads

Json = dict[str, Any]
CARD_KEYS = {"card", "cards", "id", "subcards", "ids"}
END = 120_000  # ms: the liveness guard of a whole game with bots

# Every distinct text the page shows, with the spectator's cursor then (records seen):
# a MutationObserver records each change as it is rendered, so no step goes unchecked.
RECORDER = """
window.sgsSeen = [];
const record = () => {
  const text = document.body ? document.body.innerText : "";
  const last = window.sgsSeen[window.sgsSeen.length - 1];
  if (last && last.text === text) return;
  const msg = window.sgs && window.sgs.game.messages[window.sgs.game.messages.length - 1];
  window.sgsSeen.push({ text, cursor: msg ? msg.view.cursor : null });
};
new MutationObserver(record).observe(document, { subtree: true, childList: true,
  characterData: true, attributes: true, attributeFilter: ["hidden"] });
"""

# The page's connection dropped (closed under it, not by the server): the states the page
# goes through until it is open again.
DROP = """() => new Promise((done) => {
  const states = [];
  new MutationObserver(() => {
    states.push(document.body.dataset.conn);
    if (document.body.dataset.conn === "open") done(states);
  }).observe(document.body, { attributes: true, attributeFilter: ["data-conn"] });
  sgs.net.ws.close(3000, "dropped");
})"""


@dataclass
class Played:
    """What the module's game showed, for the tests to assert."""

    game: str = ""
    rid_before_drop: Any = None
    rid_after_drop: Any = None
    drop_states: list[str] = field(default_factory=list)
    rid_before_reload: Any = None
    rid_after_reload: Any = None
    replaced_state: str = ""
    replaced_text: str = ""
    takeover_state: str = ""
    game_page_problems: list[str] = field(default_factory=list)
    phone_problems: list[str] = field(default_factory=list)
    highlighted: dict[str, list[int]] = field(default_factory=dict)
    end_rows: dict[str, int] = field(default_factory=dict)
    seen: list[Json] = field(default_factory=list)  # the spectator's texts
    messages: list[Json] = field(default_factory=list)  # the spectator's game messages
    log: str = ""
    replay_hands: list[list[str]] = field(default_factory=list)  # seats' hands per step
    replay_steps: list[int] = field(default_factory=list)


def pending_rid(page: Any) -> Any:
    page.wait_for_function("() => window.sgsTable && sgsChecks.pending()")
    return page.evaluate("() => sgsTable.state.requestId")


# the open request's id and kind; none once the game is over (the end page: no table)
RID = "() => window.sgsTable?.state.requestId ?? null"


def kind_of(page: Any) -> str:
    return str(page.evaluate("() => window.sgsTable?.state.kind ?? ''"))


PICKS = ".t-hand .card.choosable, .t-choose .card.choosable, .seat.choosable .seat-head"


def pick_until_ready(page: Any, picks: str = PICKS) -> None:
    for _ in range(40):
        if page.is_enabled(".t-choose .send"):
            break
        page.locator(picks).first.click()
    page.locator(".t-choose .send").click()


def answer_by_clicks(page: Any) -> None:
    """Answer the open request as a person would, the simplest way the table offers
    (every kind: the whole-game table test answers them so).  A request may be taken
    back while it is being answered (a window that another seat's answer closed): then
    there is nothing left to answer."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    rid = page.evaluate(RID)
    if rid is None:
        return
    try:
        clicks(page, kind_of(page))
    except PlaywrightTimeout:
        if page.evaluate(RID) == rid:
            raise
        return
    page.wait_for_function("() => !window.sgsTable || sgsTable.state.sent !== null"
                           " || !sgsChecks.pending()")


def clicks(page: Any, kind: str) -> None:
    choose = page.locator(".t-choose")
    if kind in ("play", "respond") and choose.locator(".pass").count():
        choose.locator(".pass").click()
    elif kind in ("play", "respond"):  # no passing here: choose, then its targets
        pick_until_ready(page, f".t-choose .opt.choosable, {PICKS}")
    elif kind in ("cards", "players"):
        pick_until_ready(page)
    elif kind in ("option", "card_of"):
        choose.locator(".opt").first.click()
        choose.locator(".send").click()
    elif kind == "confirm":
        choose.locator('[data-key="no"]').click()
    elif kind == "arrange":
        choose.locator(".send").click()
    elif kind == "distribute":
        page.locator(".seat.choosable .seat-head").first.click()
        pick_until_ready(page, ".t-choose .card.choosable, .t-hand .card.choosable")
    elif kind:
        raise AssertionError(f"a request kind the table does not know: {kind}")


def choose_a_card_with_targets(page: Any) -> bool:
    """Choose a hand card whose targets light up (undo those without)."""
    for k in range(page.locator(".t-hand .card.choosable").count()):
        page.locator(".t-hand .card.choosable").nth(k).click()
        page.locator(".t-hand .card.chosen").wait_for()
        if highlighted(page)["seats"]:
            return True
        page.keyboard.press("Escape")
        page.locator(".t-hand .card.chosen").wait_for(state="detached")
    return False


def play(browser: Any, url: str) -> Played:
    out = Played()
    host_ctx, friend_ctx, watch_ctx = (context(browser) for _ in range(3))
    watch_ctx.add_init_script(RECORDER)
    try:
        host = host_ctx.new_page()
        sign_in(host, url, "甲")
        code = create_room(host, players=5, bots=["rule"], decision_seconds=30,
                           spectators=True)
        friend = friend_ctx.new_page()
        sign_in(friend, url, "乙", f"#/room/{code}")
        friend.locator("[data-action=ready]").click()
        watcher = watch_ctx.new_page()
        sign_in(watcher, url, "丙", f"#/room/{code}")
        watcher.locator("[data-action=stand]").click()
        host.locator("[data-seat='1'][data-ready=true]").wait_for()
        host.locator("[data-page=room] p.muted", has_text="丙").wait_for()
        host.locator("[data-action=start]").click()
        watcher.locator("[data-page=game] .sgs-table").wait_for()

        # a dropped connection: "reconnecting", then open again at the same request
        out.rid_before_drop = pending_rid(friend)
        out.drop_states = friend.evaluate(DROP)
        out.rid_after_drop = pending_rid(friend)

        # a reload mid-game: the same request again
        out.rid_before_reload = pending_rid(friend)
        friend.reload()
        friend.locator("body[data-conn=open]").wait_for()
        out.rid_after_reload = pending_rid(friend)

        # a second tab of the same person takes the seat; the first says so
        second = friend_ctx.new_page()
        second.goto(url)
        second.locator("[data-page=game] .sgs-table").wait_for()
        friend.locator("body[data-conn=replaced]").wait_for()
        out.replaced_state = str(friend.locator("body").get_attribute("data-conn"))
        out.replaced_text = friend.locator("#status").inner_text()
        out.takeover_state = str(second.locator("body").get_attribute("data-conn"))
        hand_to_bot(second)

        # the host plays by clicks until a play request with a card to choose
        for _ in range(60):
            pending_rid(host)
            if kind_of(host) == "play" and choose_a_card_with_targets(host):
                break
            answer_by_clicks(host)
        out.highlighted = highlighted(host)
        out.game_page_problems = [*unnamed_controls(host), *low_contrast(host)]
        shot(host, "game")
        host.set_viewport_size(PHONE)
        out.phone_problems = [f"scrolls sideways by {px} px"
                              for px in [horizontal_overflow(host)] if px > 0]
        out.phone_problems += small_controls(host) + low_contrast(host)
        shot(host, "game", at=host.locator(".t-choose"))  # the choice in the picture
        host.set_viewport_size(DESKTOP)
        host.keyboard.press("Escape")
        # more decisions by hand: each is a pause in which the spectator is shown a step
        for _ in range(15):
            host.wait_for_function("() => !window.sgsTable || sgsTable.state.over"
                                   " || sgsChecks.pending()", timeout=END)
            if not host.evaluate("() => Boolean(window.sgsTable) && sgsChecks.pending()"):
                break
            answer_by_clicks(host)
        # hand the rest to the bot; the game may end before (or just as) the button is
        # clicked, and the end takes the button away
        host.evaluate(f"() => document.querySelector('{AUTO}')?.click()")
        host.wait_for_function(f"() => document.querySelector('{AUTO}[aria-pressed=true]')"
                               f" || !document.querySelector('{AUTO}')", timeout=END)

        for name, page in (("host", host), ("friend", second), ("watcher", watcher)):
            page.locator("[data-page=end] [data-winners]").wait_for(timeout=END)
            out.end_rows[name] = page.locator("[data-page=end] tbody tr").count()
        out.game = str(host.locator("[data-page=end]").get_attribute("data-game"))
        shot(host, "end")
        host.set_viewport_size(PHONE)
        shot(host, "end")
        host.set_viewport_size(DESKTOP)

        out.seen = watcher.evaluate("() => window.sgsSeen")
        out.messages = watcher.evaluate("() => sgs.game.messages")
        out.log = httpx.get(f"{url}games/{out.game}/log", timeout=60).text

        # the replay viewer, from the host's seat, step by step
        host.locator("[data-action=replay]").click()
        host.locator("[data-page=replay] [data-step]").wait_for()
        for action in ("next", "next", "next", "last"):
            host.locator(f"[data-page=replay] [data-action={action}]").click()
            step = host.locator("[data-page=replay] p[data-step]")
            out.replay_steps.append(int(step.get_attribute("data-step") or -1))
            out.replay_hands.append([str(e.get_attribute("data-hand")) for e in
                                     host.locator("[data-page=replay] [data-hand]").all()])
    finally:
        for ctx in (host_ctx, friend_ctx, watch_ctx):
            ctx.close()
    return out


@pytest.fixture(scope="module")
def played(browser: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Played]:
    with sgs_serve(Path(tmp_path_factory.mktemp("sgs-game")), *QUICK) as (url, _):
        yield play(browser, url)


# -- what the spectator was never shown, from the game's own log
def ids_in(value: Any, under: str = "", out: set[int] | None = None) -> set[int]:
    """Every card id a record or table names (a face the page may then show)."""
    out = set() if out is None else out
    if isinstance(value, dict):
        for k, v in value.items():
            ids_in(v, k, out)
    elif isinstance(value, list):
        for v in value:
            ids_in(v, under, out)
    elif isinstance(value, int) and not isinstance(value, bool) and under in CARD_KEYS:
        out.add(value)
    return out


@dataclass
class Secret:
    text: str  # as the page would show it
    what: str
    card: int | None = None  # a card's id: no secret once the spectator was given it
    role: str | None = None  # a role: no secret once the spectator's table shows it


def secrets_by_cursor(log_text: str) -> list[tuple[int, list[Secret]]]:
    """Re-run the finished game; after each answer, the spectator's record count and
    what every seat alone knows then: its hand cards (by a face no other card has), its
    face-down generals, its role."""
    log = loads(log_text)
    g = build_game(log.header)
    watcher = Observer(g, None, frozenset({"events", "catalogue"}), follow=True)
    first = watcher.observe()
    cat = first["catalogue"]
    faces = {int(c[0]): (c[1], c[2], c[3]) for c in log.header["cards"]}
    unique = {cid for cid, f in faces.items() if list(faces.values()).count(f) == 1}

    def name(ident: str) -> str:
        for section in ("cards", "generals"):
            entry = cat.get(section, {}).get(ident)
            if entry:
                return str(entry["names"]["zh"])
        return str(cat["names"]["zh"].get(ident, ident))

    def now() -> list[Secret]:
        out = []
        for s in range(len(g.players)):
            p = g.observe(s, parts=("table",))["table"]["players"][s]
            for c in p.get("hand") or ():
                if c["id"] in unique:
                    face, suit, rank = faces[c["id"]]
                    label = f"{name(face)} {SUIT_SYMBOLS.get(suit, '')}{RANKS.get(rank, str(rank))}"
                    out.append(Secret(label, f"seat {s}'s hand card", card=c["id"]))
            for gen in p.get("generals") or ():
                if not gen["revealed"] and gen["general"]:
                    out.append(Secret(name(gen["general"]), f"seat {s}'s face-down general"))
            if p.get("role"):
                out.append(Secret(name(p["role"]), f"seat {s}'s role", role=p["role"]))
        return out

    count = len(first.get("events") or [])
    states = [(count, now())]
    for rec in log.answers:
        g.answer(rec.get("value"))
        count += len(watcher.observe().get("events") or [])
        states.append((count, now()))
    watcher.unfollow()
    return states


def leaks(played: Played) -> tuple[int, list[str]]:
    """Each text the spectator's page showed, against the secrets of the first state
    with at least its records (the page shows a state once released)."""
    states = secrets_by_cursor(played.log)
    found: list[str] = []
    checked = 0
    for seen in played.seen:
        cursor = seen["cursor"]
        if cursor is None:
            continue
        given: set[int] = set()
        shown_roles: set[str] = set()
        for msg in played.messages:
            if msg["view"]["cursor"] <= cursor:
                ids_in([r for r in msg["view"]["events"] if r.get("t") != "header"],
                       out=given)  # (the header lists every card of the deck)
                ids_in(msg["view"]["table"], out=given)
                if msg["view"]["cursor"] == cursor:
                    shown_roles = {p.get("role") for p in msg["view"]["table"]["players"]}
        secrets = next((s for n, s in states if n >= cursor), states[-1][1])
        checked += 1
        for secret in secrets:
            if secret.card is not None and secret.card in given:
                continue
            if secret.role is not None and secret.role in shown_roles:
                continue
            if secret.text in seen["text"]:
                found.append(f"{secret.what} {secret.text} at record {cursor}")
    return checked, found


# -- the tests
def test_two_friends_and_a_spectator_play_with_bots_to_the_end_screen(played: Played) -> None:
    assert played.end_rows == {"host": 5, "friend": 5, "watcher": 5}
    assert played.game


def test_a_dropped_connection_says_reconnecting_and_comes_back_to_the_same_request(
        played: Played) -> None:
    assert played.drop_states[0] == "reconnecting" and played.drop_states[-1] == "open"
    assert played.rid_before_drop is not None
    assert played.rid_after_drop == played.rid_before_drop


def test_a_reload_mid_game_comes_back_to_the_same_request(played: Played) -> None:
    assert played.rid_before_reload is not None
    assert played.rid_after_reload == played.rid_before_reload


def test_a_second_tab_takes_over_the_seat_and_the_first_says_so(played: Played) -> None:
    assert played.replaced_state == "replaced"
    assert "另一个标签页" in played.replaced_text
    assert played.takeover_state == "open"


def test_the_spectators_page_never_shows_a_hand_card_hidden_general_or_role(
        played: Played) -> None:
    checked, found = leaks(played)
    steps = {m["view"]["cursor"] for m in played.messages}
    # (a step a push brings: several records at once when the game runs fast)
    assert len(steps) >= 5 and steps <= {s["cursor"] for s in played.seen}  # each shown
    assert checked >= len(steps)
    assert found == [], found[:5]


def test_the_leak_check_finds_a_seats_hand_when_it_is_shown(played: Played) -> None:
    """The same check, given a text holding a hand card it was not shown, finds it."""
    states = secrets_by_cursor(played.log)
    cursor, secrets = next((n, s) for n, s in states if any(x.card for x in s) and n)
    card = next(x for x in secrets if x.card)
    spoilt = Played(seen=[{"text": f"… {card.text} …", "cursor": cursor}],
                    messages=[m for m in played.messages if m["view"]["cursor"] < cursor][:1],
                    log=played.log)
    assert leaks(spoilt)[1]


def test_the_game_page_has_named_controls_and_contrast_with_a_choice_highlighted(
        played: Played) -> None:
    assert played.highlighted["seats"]
    assert played.game_page_problems == []


def test_the_game_page_fits_a_phone_without_sideways_scroll_and_with_big_targets(
        played: Played) -> None:
    assert played.phone_problems == []


def test_the_replay_viewer_steps_through_the_game_from_the_seats_view(
        played: Played) -> None:
    assert played.replay_steps[:3] == [1, 2, 3]
    assert played.replay_steps[3] > 3
    for hands in played.replay_hands:
        assert set(hands) <= {"0"}, hands  # only seat 0's own hand
    assert any(hands == ["0"] for hands in played.replay_hands)
