"""The web page between two instances behind one address (docs/server.md, "Several
instances": two real ``sgs serve`` on one PostgreSQL, a proxy routing ``/a/`` and ``/b/``):
a page of B whose person's room runs on A is told ``room.elsewhere``, says "moving" and
reconnects its WebSocket to A, which serves it the game — "A client reconnects to
`url`"."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from browser import context, create_room, sign_in
from path_proxy import path_proxy
from serve_support import QUICK, sgs_serve

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "server"))
from database_support import postgres_database

# the connection's states as the page goes through them (body[data-conn]), with the
# status line's text then
STATES = """
window.sgsConn = [];
addEventListener("DOMContentLoaded", () => new MutationObserver(() => {
  sgsConn.push([document.body.dataset.conn, document.getElementById("status").innerText]);
}).observe(document.body, { attributes: true, attributeFilter: ["data-conn"] }));
"""


def test_a_page_on_the_wrong_instance_says_moving_and_follows_to_the_rooms_instance(
        browser: Any, tmp_path: Path) -> None:
    with postgres_database() as db, path_proxy() as proxy, \
            sgs_serve(tmp_path / "a", "--db", db, "--public-url", proxy.url + "a/",
                      *QUICK) as (a, _), \
            sgs_serve(tmp_path / "b", "--db", db, "--public-url", proxy.url + "b/",
                      *QUICK) as (b, _):
        port = {name: int(url.rstrip("/").rsplit(":", 1)[1])
                for name, url in (("a", a), ("b", b))}
        proxy.routes.update(port)
        proxy.default = port["b"]
        person = context(browser, locale="en-GB")
        try:
            on_a = person.new_page()
            sign_in(on_a, proxy.url + "a/", "甲")
            create_room(on_a, players=3, bots=["rule"], decision_seconds=600)
            on_a.locator("[data-action=start]").click()
            on_a.locator("[data-page=game] .sgs-table").wait_for()
            game = on_a.evaluate("() => sgs.game.id")
            on_a.close()

            on_b = person.new_page()  # the same person (its cookie), at B's path
            on_b.add_init_script(STATES)
            on_b.goto(proxy.url + "b/")
            on_b.locator("[data-page=game] .sgs-table").wait_for()
            on_b.locator("body[data-conn=open]").wait_for()
            states = on_b.evaluate("() => sgsConn")
            base = on_b.evaluate("() => sgs.net.base")
            followed = on_b.evaluate("() => sgs.game.id")
        finally:
            person.close()
    assert ["moving", "Your room is on another server; moving there…"] in states
    assert base == proxy.url + "a/"
    assert followed == game
