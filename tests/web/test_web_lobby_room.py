"""The lobby and the room in a real Chromium against a real ``sgs serve``: a new person
makes a room with bots, a friend joins by its link, the game starts and its page
mounts the table module and plays to the end screen; chat and names show as text; a
reload comes back to the room; the pages fit a phone and a desk, every control has a
name and text has contrast."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from browser import DESKTOP, PHONE, create_room, hand_to_bot, layout_problems, shot, sign_in


def test_a_room_made_with_bots_is_joined_by_its_link_started_and_played_to_the_end(
        server: str, people: Callable[..., Any]) -> None:
    host = people().new_page()
    sign_in(host, server, "甲")
    code = create_room(host, players=4, bots=["rule"], decision_seconds=30)
    link = host.locator("input[data-link]").input_value()
    assert link == f"{server}#/room/{code}"

    friend = people().new_page()
    sign_in(friend, server, "乙", f"#/room/{code}")
    friend.locator(f"[data-page=room] h1[data-code='{code}']").wait_for()
    host.locator("[data-seat='1'].taken").wait_for()
    assert "乙" in host.locator("[data-seat='1']").inner_text()

    friend.locator("[data-action=ready]").click()
    host.locator("[data-seat='1'][data-ready=true]").wait_for()
    host.locator("[data-action=start]").click()

    for page in (host, friend):  # the table is mounted; 托管 plays the seat to the end
        page.locator("[data-page=game] .sgs-table .t-hand").wait_for()
        assert page.locator("[data-page=game] button", has_text="托管").count() == 2
        assert page.locator("[data-action=auto]").is_hidden()  # one 托管 shown: the table's
        hand_to_bot(page)
    for page in (host, friend):
        page.locator("[data-page=end] [data-winners]").wait_for(timeout=120_000)
        rows = page.locator("[data-page=end] tbody tr")
        assert rows.count() == 4
        assert page.locator("[data-page=end] [data-action=replay]").count() == 1
    names = host.locator("[data-page=end] tbody").inner_text()
    assert "甲" in names and "乙" in names

    # the end un-readies everyone; "play again" makes the friend ready, which the host
    # sees on the end screen, and then in the room
    host.locator("[data-page=end] tr[data-seat='1'][data-ready=false]").wait_for()
    friend.locator("[data-action=again]").click()
    friend.locator(f"[data-page=room] h1[data-code='{code}']").wait_for()
    host.locator("[data-page=end] tr[data-seat='1'][data-ready=true]").wait_for()
    host.locator("[data-action=again]").click()
    host.locator("[data-page=room] [data-seat='1'][data-ready=true]").wait_for()


def test_chat_lines_and_names_show_as_typed_never_as_markup(
        server: str, people: Callable[..., Any]) -> None:
    host = people().new_page()
    sign_in(host, server, "<i>甲</i>")
    code = create_room(host, players=3)
    guest = people().new_page()
    sign_in(guest, server, "乙", f"#/room/{code}")
    guest.locator("[data-page=room] input[name=chat]").fill("<b>hi</b> 稍等")
    guest.locator("[data-action=chat]").click()
    line = host.locator("[data-chat] .chat-text").last
    line.wait_for()
    assert line.text_content() == "<b>hi</b> 稍等"
    assert host.locator("[data-chat] .chat-text b").count() == 0
    seat0 = guest.locator("[data-seat='0'] .seat-name")
    assert seat0.text_content() == "<i>甲</i>"
    assert guest.locator("[data-seat='0'] .seat-name i").count() == 0


def test_a_reload_in_the_room_comes_back_to_the_same_room_and_seat(
        server: str, people: Callable[..., Any]) -> None:
    page = people().new_page()
    sign_in(page, server, "丙")
    code = create_room(page, players=3)
    page.reload()
    page.locator(f"[data-page=room] h1[data-code='{code}']").wait_for()
    page.locator("body[data-conn=open]").wait_for()
    assert "丙" in page.locator("[data-seat='0']").inner_text()


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desk"])
def test_the_lobby_and_the_room_fit_the_screen_with_named_controls_and_contrast(
        server: str, people: Callable[..., Any], viewport: dict[str, int]) -> None:
    page = people(viewport).new_page()
    sign_in(page, server, "丁")
    page.locator("[data-form=create] [data-action=create]").wait_for()
    assert layout_problems(page) == []
    shot(page, "lobby")
    create_room(page, players=5, bots=["rule", "random"])
    page.locator("[data-page=room] [data-action=start]").wait_for()
    assert layout_problems(page) == []
    shot(page, "room")
