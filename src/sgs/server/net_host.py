"""The terminal table against a server: :class:`NetHost` is the table's host
(:class:`sgs.tui.link.Host`: ``waiting``, ``answer_bot``, ``observe``, ``submit``,
``finish``) for a seat of a game on ``sgs serve``, so ``sgs play --connect`` draws the
very table ``sgs play`` does.

The bridge: the WebSocket (:class:`~.client.Client`) runs on an event loop of its own in
a thread, which only reads and writes; every message it reads is handed over through a
queue, and the table's side (Textual's event loop) merges them into its own
:class:`~.client.SeatState`.  The host's methods are synchronous, as the table calls
them: ``answer_bot`` — the table's turn to let another seat act — waits a moment for the
server to say what happened (the server plays the bots and the other people); ``submit``
sends the answer and waits for the server's ``ack`` or ``refused``.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
import time
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any, TypeVar

from websockets.exceptions import ConnectionClosed, InvalidHandshake

from ..tui.link import ChatLine, Ending, NetStatus
from .client import (
    FINAL_CLOSES,
    Client,
    ClientError,
    SeatState,
    get_text,
    http_base,
    new_session,
)

Json = dict[str, Any]
T = TypeVar("T")

SEND_TIMEOUT = 20.0
OTHERS_WAIT = 0.1  # answer_bot: how long the table's loop waits for news (seconds)
ANSWER_WAIT = 30.0  # submit: how long for the server's ack
LINK = "link"  # the type of the reader's own messages: the connection's state


class NetHost:
    """One seat of a server's game, for the table (module docstring)."""

    def __init__(self, url: str, name: str, command: str = "sgs play --connect",
                 log_dir: Path | None = None) -> None:
        self.url = url
        self.command = command
        self.log_dir = log_dir
        self.inbox: queue.Queue[Json] = queue.Queue()
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, daemon=True,
                                        name="sgs-net")
        self._thread.start()
        token, player = self._call(new_session(url, name))
        self.client = Client(url, token, player)
        self.player = player
        self._call(self.client.connect())
        self._closing = False
        self._reader = asyncio.run_coroutine_threadsafe(self._read(), self.loop)
        self.room: Json | None = None
        self.state: SeatState | None = None
        self.seat = -1  # known once the game begins (wait_for_game)
        self.gone: Json | None = None  # the server closed for good (why)
        self._replies: list[Json] = []  # ack / refused, until submit takes them
        self._ending: Ending | None = None
        self.acked = 0  # answers the server took
        self.link = "ok"  # the connection: "ok", "reconnecting" (after a drop), "gone"
        self.tries = 0  # reconnection tries since the drop
        self.chat: list[ChatLine] = []  # the room's lines, as they came
        self._chat_read = 0
        self._deadline_at: float | None = None  # the open request's end, on our clock
        self._auto_asked: bool | None = None  # 托管 asked for, until the server says so
        self._last_ack: Any = None  # the request id of the last answer taken

    # -- the thread's side
    def _call(self, coro: Coroutine[Any, Any, T], timeout: float = SEND_TIMEOUT) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    async def _read(self) -> None:
        c = self.client
        while True:
            try:
                msg = await c.recv()
            except ConnectionClosed:
                if self._closing:
                    return
                final = c.ws is None or c.ws.close_code in FINAL_CLOSES
                if c.closed is not None and final:
                    self.inbox.put(c.closed)
                    return
                try:  # from the cursor this thread's client has, with back-off
                    await c.reconnect(on_try=lambda n: self.inbox.put(
                        {"type": LINK, "state": "reconnecting", "try": n}))
                except (ClientError, OSError, ConnectionClosed, InvalidHandshake,
                        TimeoutError) as exc:
                    self.inbox.put({"type": "closed", "code": "client", "zh": str(exc),
                                    "en": str(exc)})
                    return
                self.inbox.put({"type": LINK, "state": "ok"})
                continue
            self.inbox.put(msg)

    def send(self, msg: Json) -> bool:
        """Send ``msg``; False when the connection is down (being reconnected)."""
        try:
            self._call(self.client.send(msg))
        except (ConnectionClosed, ClientError, OSError):
            return False
        return True

    # -- the table's side: messages
    def pull(self, timeout: float = 0.0) -> list[Json]:
        """The messages come since the last pull (waiting up to ``timeout`` for one)."""
        got: list[Json] = []
        try:
            got.append(self.inbox.get(timeout=timeout) if timeout > 0 else
                       self.inbox.get_nowait())
            while True:
                got.append(self.inbox.get_nowait())
        except queue.Empty:
            pass
        for msg in got:
            self._take(msg)
        return got

    def _take(self, msg: Json) -> None:
        kind = msg.get("type")
        if kind == "room":
            self.room = msg["room"]
        elif kind == "game":
            if self.state is None or self.state.game != msg.get("game"):
                self.state = SeatState(str(msg.get("game")))
            self.state.merge(msg["view"])
            if self.state.seat is not None:
                self.seat = self.state.seat
            deadline, now = msg["view"].get("deadline"), msg.get("now")
            self._deadline_at = time.monotonic() + (deadline - now) \
                if isinstance(deadline, int | float) and isinstance(now, int | float) else None
            if self._auto_asked == self.state.auto:
                self._auto_asked = None  # the server says so now
        elif kind == "game_over" and self.state is not None:
            self.state.over, self.state.result = True, msg.get("result")
        elif kind in ("ack", "refused"):
            self._replies.append(msg)
            self.acked += kind == "ack"
            if kind == "ack":
                self._last_ack = msg.get("id")
        elif kind == "chat":
            who = msg.get("from") or {}
            self.chat.append(ChatLine(str(who.get("name", "?")), str(msg.get("text", "")),
                                      who.get("id") == self.player.get("id")))
        elif kind == LINK:
            self.link = str(msg["state"])
            self.tries = int(msg.get("try", 0))
            st = self.state
            if self.link == "ok" and st is not None and st.answered != self._last_ack:
                st.answered = None  # an answer lost with the connection: ask again
        elif kind == "closed":
            self.gone = msg
            self.link = "gone"

    # -- what a table at a server shows besides the game (sgs.tui.link.Connected)
    def status(self) -> NetStatus:
        """The connection, 托管 and the open request's time left, as of now."""
        self.pull()
        st = self.state
        left = None if self._deadline_at is None or st is None or not st.asked else \
            max(0.0, self._deadline_at - time.monotonic())
        return NetStatus(self.link, self.tries, self.auto_on(), left,
                         st.request_id if st is not None and st.asked else None)

    def auto_on(self) -> bool:
        if self._auto_asked is not None:
            return self._auto_asked
        return self.state is not None and self.state.auto

    def set_auto(self, on: bool) -> None:
        """托管: the server's bot plays this seat (``on``) or the player takes it back."""
        if self.send({"type": "auto", "on": on}):
            self._auto_asked = on

    def say(self, text: str) -> None:
        """A line to the room's chat (shown when the server sends it back)."""
        self.send({"type": "chat", "text": text})

    def new_chat(self) -> list[ChatLine]:
        """The chat lines come since the last call."""
        self.pull()
        got, self._chat_read = self.chat[self._chat_read:], len(self.chat)
        return got

    def until(self, done: Callable[[], bool], timeout: float = 60.0,
              step: Callable[[Json], None] = lambda _: None) -> bool:
        """Pull until ``done()`` (False: ``timeout`` seconds first, or the server gone)."""
        left = timeout
        while not done():
            if self.gone is not None or left <= 0:
                return done()
            for msg in self.pull(0.1):
                step(msg)
            left -= 0.1
        return True

    # -- the lobby
    def create_room(self, **settings: Any) -> Json:
        self.send({"type": "create_room", "settings": settings})
        self.until(lambda: self.room is not None, SEND_TIMEOUT)
        return self.room or {}

    def join_room(self, code: str) -> Json:
        self.send({"type": "join_room", "code": code})
        errors: list[Json] = []
        self.until(lambda: self.room is not None or bool(errors), SEND_TIMEOUT,
                   lambda m: errors.append(m) if m.get("type") == "error" else None)
        if errors:
            raise ClientError(errors[0])
        return self.room or {}

    def wait_for_game(self, timeout: float = 3600.0) -> bool:
        """Until this player's game begins (its first observation)."""
        return self.until(lambda: self.state is not None and self.seat >= 0, timeout)

    # -- the table's host
    def waiting(self) -> list[int]:
        self.pull()
        st = self.state
        if st is None or st.over or self.gone is not None:
            return []
        if st.asked and not self.auto_on():
            return [self.seat]
        players = len((st.table or {}).get("players") or ()) or 2
        return [(self.seat + 1) % players]  # someone else: the server plays on

    def answer_bot(self, seat: int) -> None:
        """Another seat's turn: the server has it; wait a moment for news."""
        if seat == self.seat:
            raise ValueError("the table's own seat is answered by the player")
        self.pull(OTHERS_WAIT)

    def observe(self) -> Json:
        self.pull()
        if self.state is None:
            return {"seat": self.seat, "events": [],
                    "table": None, "you": None, "request": None}
        obs = self.state.take()
        if not self.state.asked:
            obs["request"] = None  # answered here: the server's word is on its way
        return obs

    def submit(self, answer: Any) -> Json | None:
        """Send the answer; ``None`` when taken — or when the request is no longer open
        (its time ran out and the server answered its default): the table goes on."""
        st = self.state
        if st is None or st.request_id is None:
            return None
        rid = st.request_id
        self._replies.clear()
        st.answered = rid
        if not self.send({"type": "answer", "id": rid, "value": answer}):
            return None  # lost with the connection: asked again once it is back
        mine: list[Json] = []

        def replied() -> bool:
            mine.extend(r for r in self._replies if r.get("id") == rid)
            self._replies.clear()
            return bool(mine) or self.link != "ok"

        if not self.until(replied, ANSWER_WAIT) or not mine:
            return None
        if mine[0]["type"] == "ack":
            return None
        refusal: Json = dict(mine[0].get("refusal") or {})
        if str(refusal.get("code", "")).startswith("request."):
            return None  # the request is gone (time-out): nothing to answer again
        st.answered = None
        return refusal

    def finish(self) -> Ending:
        """Keep the finished game's log (downloaded from the server) once."""
        if self._ending is None:
            saved: str | None = None
            st = self.state
            if st is not None and st.over and self.log_dir is not None:
                saved = self._save_log(st.game)
            self._ending = Ending(self.command, saved, self.seat)
        return self._ending

    def _save_log(self, game: str) -> str | None:
        import json

        from ..replay import save_new

        assert self.log_dir is not None
        try:
            text = get_text(f"{http_base(self.url)}/games/{game}/log")
            records = [json.loads(line) for line in text.splitlines() if line.strip()]
            self.log_dir.mkdir(parents=True, exist_ok=True)
            return str(save_new(self.log_dir / f"game-net-{game}.jsonl", records))
        except (ClientError, OSError, ValueError):
            return None

    def close(self) -> None:
        if not self.loop.is_closed():
            self._closing = True  # no reconnection to the connection closed here
            self._reader.cancel()
            with contextlib.suppress(OSError, TimeoutError, ConnectionClosed, RuntimeError):
                self._call(self.client.close(), 5)
            self.loop.call_soon_threadsafe(self.loop.stop)
            self._thread.join(5)
