"""``sgs play --connect`` as a whole process (issue 23 item 10): a real ``sgs serve`` on
a loopback port, the full-screen table in a pseudo-terminal of a fixed size, and
``sgs bots --connect URL --room CODE --seats N`` filling the other seats.  The person
at the terminal makes the room, starts the game, picks a general, hands the seat to
托管 (F3) and the game plays to its end; what the screen shows is the seat's own
general and hand, and the result.  Then the same with the server killed (SIGKILL) in
the middle of the game and started again on its data and port: the table says it is
reconnecting, reconnects with its token, and goes on with the same game to its end."""

from __future__ import annotations

import json
import os
import signal
import socket
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

from pty_support import GUARD, Terminal
from rich.text import Text
from serve_support import QUICK, sgs_serve

from sgs.cli.text import Names
from sgs.packs import ruleset
from sgs.replay import loads, verify

SRC = Path(__file__).resolve().parents[2] / "src"
Json = dict[str, Any]


def _env(tmp: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(SRC), "SGS_LOG_DIR": str(tmp / "logs"),
            "XDG_CONFIG_HOME": str(tmp / "config"), "XDG_STATE_HOME": str(tmp / "state")}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def _table(url: str, tmp: Path) -> Iterator[Terminal]:
    term = Terminal([sys.executable, "-m", "sgs.cli.main", "play", "--connect", url,
                     "--players", "3", "--deck", "standard", "--pace", "0",
                     "--name", "甲"], _env(tmp))
    try:
        yield term
    finally:
        term.close()


def _bots(url: str, code: str, tmp: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "sgs.cli.main", "bots", "--connect", url, "--room", code,
         "--seats", "2", "--think", "0-0.01"], env=_env(tmp), text=True,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _open_room_and_start(term: Terminal, url: str, tmp: Path) -> subprocess.Popen[str]:
    """The room made at the terminal, the bots seated, Enter: the game starts."""
    code = term.wait_for(r"加入码 ([A-Z0-9]{4,})").group(1)
    term.wait_for("你是房主")
    bots = _bots(url, code, tmp)
    assert bots.stdout is not None
    for _ in range(2):  # each bot says its seat once seated (and ready just after)
        assert "seat" in bots.stdout.readline()
    while True:  # Enter starts once everyone is ready; a bot still getting ready: again
        at = term.mark()
        term.type("enter")
        if term.wait_for(r"选择你的武将|未能开始", at).group(0) != "未能开始":
            return bots


def _pick_general(term: Terminal) -> None:
    term.wait_for("你的身份")
    at = term.mark()
    term.type("a")
    term.wait_for(r"第 \d+ 回合", at)  # the table itself, past the pick


def _log(tmp: Path) -> list[Json]:
    (path,) = (tmp / "logs").glob("game-net-*.jsonl")
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line]


def _own_general_and_hand(log: list[Json]) -> tuple[str, list[str]]:
    """Seat 0's general and the cards it was dealt, as the table names them (zh)."""
    names = Names(ruleset("standard").names, "zh")
    cards = {int(c[0]): c[1:] for c in log[0]["cards"]}
    general = next(s["general"] for r in log if r.get("t") == "generals"
                   for s in r["seats"] if s["seat"] == 0)
    dealt = next(r["cards"] for r in log if r.get("t") == "move" and
                 r.get("reason") == "initial" and r["dst"].get("seat") == 0)
    return names(general), [Text.from_markup(names.card(*cards[c])).plain for c in dealt]


def _finish(term: Terminal, bots: subprocess.Popen[str]) -> tuple[str, str]:
    """The end screen, then q leaves: what was drawn until then, and what the process
    said after the table."""
    # the end screen's keys; or the seat died first: s skips to the result
    if term.wait_for("q 或 Enter 退出|你已阵亡").group(0) == "你已阵亡":
        at = term.mark()
        term.type("s")
        term.wait_for("q 或 Enter 退出", at)
    term.wait_for("你赢了！|你输了。|平局。")  # the end screen's text (drawn once sized)
    at = term.mark()
    term.type("q")
    assert term.wait() == 0, term.text()[-3000:]
    out, err = bots.communicate(timeout=GUARD)
    assert bots.returncode == 0, err
    assert sum("winners" in line for line in out.splitlines()) == 2  # both bots: the end
    return term.text()[:at], term.text()[at:]


def _result_line(log: list[Json]) -> str:
    winners = next(r for r in log if r.get("t") == "game_over").get("winners") or []
    return "你赢了！" if 0 in winners else "你输了。" if winners else "平局。"


def test_sgs_play_connect_in_a_terminal_plays_a_whole_game_with_sgs_bots(
        tmp_path: Path) -> None:
    with sgs_serve(tmp_path, *QUICK) as (url, _), _table(url, tmp_path) as term:
        bots = _open_room_and_start(term, url, tmp_path)
        try:
            _pick_general(term)
            term.wait_for(r"» .*⏱ 剩余 \d+ 秒")  # asked, with the time left beside
            at = term.mark()
            term.type("f3")  # 托管: the server's bot plays the seat from here
            term.wait_for("托管中", at)
            shown, after = _finish(term, bots)
        finally:
            if bots.poll() is None:
                bots.kill()
    assert "游戏结束。" in after and "记录已存" in after  # printed once the table is gone
    log = _log(tmp_path)
    assert verify(loads("\n".join(json.dumps(r) for r in log))).finished
    general, hand = _own_general_and_hand(log)
    assert general in shown  # the seat's own general …
    assert any(card in shown for card in hand), (hand, shown[-3000:])  # … and its hand
    assert _result_line(log) in shown, shown[-4000:]  # the end screen: the result


def test_the_terminal_table_reconnects_after_the_server_is_killed_and_finishes_the_game(
        tmp_path: Path) -> None:
    port = _free_port()
    where = ("--port", str(port), "--instance", f"http://127.0.0.1:{port}/#one", *QUICK)
    url = f"http://127.0.0.1:{port}/"
    first = ExitStack()
    proc = first.enter_context(sgs_serve(tmp_path, *where)).proc
    with first, _table(url, tmp_path) as term:
        bots = _open_room_and_start(term, url, tmp_path)
        try:
            _pick_general(term)
            term.wait_for("» ")  # the game waits for the person: it is not over
            at = term.mark()
            proc.send_signal(signal.SIGKILL)
            term.wait_for("连接断开，正在重连", at)
            first.close()  # (the killed server reaped)
            with sgs_serve(tmp_path, *where):  # again, on its data and port
                term.wait_for("已重新连接", at)  # the same client, with its token
                term.type("f3")  # 托管 for the rest (unless the game is over by then)
                shown, after = _finish(term, bots)
        finally:
            if bots.poll() is None:
                bots.kill()
    assert "游戏结束。" in after
    assert _result_line(_log(tmp_path)) in shown
    with sqlite3.connect(tmp_path / "sgs.db") as db:
        games = db.execute("select state from games").fetchall()
    assert games == [("over",)]  # one game: the same one, resumed and finished
    log = _log(tmp_path)
    assert verify(loads("\n".join(json.dumps(r) for r in log))).finished
