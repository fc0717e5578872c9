"""The server's database: players, accounts, rooms and their leases, games, the answer
journal, chat and secrets (docs/server.md "The database and its migrations").

Every method is synchronous and runs in its own short transaction (a session per call on
one shared engine), so a ``Store`` may be used from several threads at once.  The methods
block on the database: an asyncio server calls them in a worker thread
(``await asyncio.to_thread(store.append_answer, ...)``, or starlette's ``run_in_threadpool``);
calling them directly from the event loop is acceptable only for tests and tiny SQLite loads.

A method returns once its transaction is committed: what it wrote is durable then.
"""

from __future__ import annotations

import json
import secrets
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from types import TracebackType
from typing import Any, cast

from sqlalchemy import (
    Double,
    Engine,
    Integer,
    String,
    Table,
    Text,
    delete,
    func,
    literal,
    or_,
    select,
    true,
    update,
)
from sqlalchemy.exc import ArgumentError, IntegrityError
from sqlalchemy.orm import Session

from . import migrate
from .engine import WRITE, make_engine
from .errors import StoreConflict, StoreError
from .models import (
    AccountRow,
    AnswerRow,
    ChatRow,
    GameLogRow,
    GameRow,
    MemberRow,
    PlayerRow,
    RoomRow,
    SecretRow,
)
from .records import (
    GAME_STATES,
    ROOM_STATES,
    Account,
    Answer,
    ChatLine,
    Game,
    GameState,
    JsonObject,
    Lease,
    Player,
    Room,
    RoomState,
    Seat,
)
from .urls import normalise_url

# join codes: no 0/O, 1/I/L, so a code read aloud or off a screen is typed right
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_LENGTH = 6
MAX_CHAT = 1000
MAX_NAME = 64
LIVE_ROOMS: tuple[RoomState, ...] = ("open", "playing")


class _Refused(Exception):
    """An answer of a batch is refused: the whole batch is rolled back."""


def new_id() -> str:
    """A random url-safe id (128 bits)."""
    return secrets.token_urlsafe(16)


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


class Store:
    """The database at ``url`` (see :func:`.urls.normalise_url`: ``None`` is the default
    SQLite file under ``$XDG_STATE_HOME/sgs``; ``postgresql://…`` uses psycopg 3).

    ``Store(url)`` only connects; :meth:`open` (what ``sgs serve`` uses) also migrates.
    ``clock`` gives the time of every record and lease whose ``now`` is not passed.
    Methods are synchronous and thread-safe (a session per call): call them from a worker
    thread of an asyncio server (``asyncio.to_thread``), not on its event loop.
    """

    def __init__(self, url: str | None = None, *,
                 clock: Callable[[], float] = time.time) -> None:
        try:
            self.engine: Engine = make_engine(normalise_url(url))
        except (ArgumentError, ValueError) as e:  # an unknown scheme, a URL not parsed
            # not the URL itself: it may hold a password
            raise StoreError(f"cannot use the database URL: {e}") from e
        self.clock = clock
        self._writer = self.engine.execution_options(**{WRITE: True})

    @classmethod
    def open(cls, url: str | None = None, *,
             clock: Callable[[], float] = time.time) -> Store:
        """The store at ``url``, migrated to this sgs's newest revision (an older database
        is upgraded; one made by a newer sgs raises :class:`StoreError`, one line)."""
        store = cls(url, clock=clock)
        try:
            store.migrate()
        except BaseException:
            store.close()
            raise
        return store

    # -- the database itself -------------------------------------------------------------

    @property
    def url(self) -> str:
        """The database's URL, the password hidden (for messages and logs)."""
        return self.engine.url.render_as_string(hide_password=True)

    @property
    def backend(self) -> str:
        """``"sqlite"`` or ``"postgresql"``."""
        return self.engine.dialect.name

    def migrate(self, target: str = "head") -> str:
        """Upgrade the database to ``target`` (the newest revision by default), one
        transaction under a lock; returns the revision.  Refuses a newer database."""
        return migrate.upgrade(self.engine, self.url, target)

    def revision(self) -> str | None:
        """The revision the database is at (``None``: never migrated)."""
        with self.engine.connect() as connection:
            return migrate.current_revision(connection)

    def close(self) -> None:
        """Close the connections (the store is not used after)."""
        self.engine.dispose()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()

    @contextmanager
    def _read(self) -> Iterator[Session]:
        with Session(self.engine) as session, session.begin():
            yield session

    @contextmanager
    def _write(self) -> Iterator[Session]:
        with Session(self._writer) as session, session.begin():
            yield session

    def _now(self, now: float | None) -> float:
        return self.clock() if now is None else now

    # -- players and accounts ------------------------------------------------------------

    def create_player(self, name: str, *, now: float | None = None) -> Player:
        """A new player with a random id.  ``name`` is kept as given (the app limits it)."""
        player = Player(new_id(), _name(name), self._now(now))
        with self._write() as s:
            s.add(PlayerRow(id=player.id, name=player.name, created=player.created))
        return player

    def player(self, player_id: str) -> Player | None:
        with self._read() as s:
            row = s.get(PlayerRow, player_id)
            return None if row is None else Player(row.id, row.name, row.created)

    def rename_player(self, player_id: str, name: str) -> Player:
        """Give the player another name; :class:`StoreError` if there is no such player."""
        with self._write() as s:
            row = s.get(PlayerRow, player_id)
            if row is None:
                raise StoreError(f"no player {player_id!r}")
            row.name = _name(name)
            return Player(row.id, row.name, row.created)

    def create_account(self, name: str, password_hash: str, *,
                       now: float | None = None) -> Account:
        """Register ``name`` with its password hash, making its player (named ``name``).
        The name is compared as given: the app folds case first if it wants to.
        A taken name raises :class:`StoreConflict`."""
        at = self._now(now)
        account = Account(_name(name), new_id(), password_hash, at)
        try:
            with self._write() as s:
                if s.get(AccountRow, account.name) is not None:
                    raise StoreConflict(f"the name {name!r} is taken")
                s.add(PlayerRow(id=account.player_id, name=account.name, created=at))
                s.flush()
                s.add(AccountRow(name=account.name, player_id=account.player_id,
                                 password_hash=password_hash, created=at))
        except IntegrityError as e:  # registered at the same moment by another request
            raise StoreConflict(f"the name {name!r} is taken") from e
        return account

    def account(self, name: str) -> Account | None:
        with self._read() as s:
            row = s.get(AccountRow, name)
            return None if row is None else _account(row)

    def set_password_hash(self, name: str, password_hash: str) -> None:
        """Replace an account's hash (a new password, or argon2 parameters that changed)."""
        with self._write() as s:
            row = s.get(AccountRow, name)
            if row is None:
                raise StoreError(f"no account {name!r}")
            row.password_hash = password_hash

    # -- secrets -------------------------------------------------------------------------

    def secret(self, name: str = "session") -> bytes:
        """The server secret ``name`` (32 random bytes), made on first use and then the
        same for every instance on this database (session tokens work on any of them)."""
        with self._read() as s:
            row = s.get(SecretRow, name)
            if row is not None:
                return bytes.fromhex(row.value)
        try:
            with self._write() as s:
                s.add(SecretRow(name=name, value=secrets.token_hex(32)))
        except IntegrityError:
            pass  # another instance made it first: theirs is the secret
        with self._read() as s:
            row = s.get(SecretRow, name)
            assert row is not None
            return bytes.fromhex(row.value)

    # -- rooms ---------------------------------------------------------------------------

    def create_room(self, settings: JsonObject, *, host_id: str | None,
                    seats: Sequence[Seat], private: bool = False,
                    now: float | None = None) -> Room:
        """A new ``open`` room with a fresh id and a unique join code, no lease."""
        at = self._now(now)
        for _attempt in range(20):
            room = Room(new_id(), new_code(), dict(settings), host_id, tuple(seats), "open",
                        private, at, 1, None)
            try:
                with self._write() as s:
                    s.add(RoomRow(id=room.id, code=room.code, settings=room.settings,
                                  host_id=host_id, seats=_seats_json(room.seats),
                                  state=room.state, private=private, created=at, version=1,
                                  lease_owner=None, lease_expires=None))
                return room
            except IntegrityError as e:
                if not self._code_taken(room.code):
                    raise StoreError(f"cannot create the room: {e.orig}") from e
        raise StoreError("no free join code after 20 tries")

    def _code_taken(self, code: str) -> bool:
        return self.room_by_code(code) is not None

    def room(self, room_id: str) -> Room | None:
        with self._read() as s:
            row = s.get(RoomRow, room_id)
            return None if row is None else _room(row)

    def room_by_code(self, code: str) -> Room | None:
        """The room whose join code is ``code`` (case-insensitive), closed ones included."""
        with self._read() as s:
            row = s.scalars(select(RoomRow).where(RoomRow.code == code.upper())).first()
            return None if row is None else _room(row)

    def rooms(self, states: Iterable[RoomState] = LIVE_ROOMS) -> list[Room]:
        """The rooms in ``states`` (open and playing by default), oldest first."""
        wanted = _states(states, ROOM_STATES)
        with self._read() as s:
            rows = s.scalars(select(RoomRow).where(RoomRow.state.in_(wanted))
                             .order_by(RoomRow.created, RoomRow.id))
            return [_room(r) for r in rows]

    def save_room(self, room: Room, *, holder: str | None = None,
                  now: float | None = None) -> Room:
        """Write ``room``'s settings, host, seats, state and private flag (make it with
        ``dataclasses.replace`` of a room read before).  Compare-and-set: only if the
        stored version is still ``room.version`` and, with ``holder``, only if that
        instance holds the room's lease; else :class:`StoreConflict`, nothing written.
        Returns the room as stored (its version one more)."""
        if room.state not in ROOM_STATES:
            raise StoreError(f"no room state {room.state!r}")
        at = self._now(now)
        try:
            return self._save_room(room, holder, at)
        except IntegrityError as e:  # a host who is no player
            raise StoreError(f"cannot save the room {room.id!r}: {e.orig}") from e

    def _save_room(self, room: Room, holder: str | None, at: float) -> Room:
        with self._write() as s:
            where = [RoomRow.id == room.id, RoomRow.version == room.version]
            if holder is not None:
                where += [RoomRow.lease_owner == holder, RoomRow.lease_expires > at]
            done = s.connection().execute(
                update(RoomRow).where(*where).values(
                    settings=dict(room.settings), host_id=room.host_id,
                    seats=_seats_json(room.seats), state=room.state, private=room.private,
                    version=RoomRow.version + 1))
            if done.rowcount != 1:
                raise StoreConflict(f"the room {room.id!r} changed since it was read"
                                    if holder is None else
                                    f"the room {room.id!r} changed or is not leased to"
                                    f" {holder!r}")
            if room.state == "closed":  # nobody is in a closed room
                s.connection().execute(delete(MemberRow).where(MemberRow.room_id == room.id))
            row = s.get(RoomRow, room.id, populate_existing=True)
            assert row is not None
            return _room(row)

    def room_marks(self, states: Iterable[RoomState] = LIVE_ROOMS
                   ) -> dict[str, tuple[int, Lease | None]]:
        """Each room's version and lease (in ``states``), without its settings and seats:
        what a survey reads to know which rooms changed since it last read them."""
        wanted = _states(states, ROOM_STATES)
        query = (select(RoomRow.id, RoomRow.version, RoomRow.lease_owner,
                        RoomRow.lease_expires).where(RoomRow.state.in_(wanted)))
        with self.engine.begin() as connection:
            return {r.id: (r.version, None if r.lease_owner is None or r.lease_expires is None
                           else Lease(r.lease_owner, r.lease_expires))
                    for r in connection.execute(query)}

    def rooms_by_id(self, room_ids: Iterable[str]) -> list[Room]:
        """The rooms of ``room_ids`` that exist (one query)."""
        ids = list(room_ids)
        if not ids:
            return []
        with self._read() as s:
            return [_room(r) for r in s.scalars(select(RoomRow).where(RoomRow.id.in_(ids)))]

    # -- who is in which room (one room per player, on the database) --------------------

    def enter_room(self, room_id: str, player_id: str, *,
                   now: float | None = None) -> str | None:
        """Make the player a member of the room: ``None`` when done (or they are in it
        already), else the id of the open or playing room they are in (nothing changed).
        The row is keyed by the player: of two instances racing, one wins."""
        at = self._now(now)
        try:
            with self._write() as s:
                row = s.get(MemberRow, player_id)
                if row is None:
                    s.add(MemberRow(player_id=player_id, room_id=room_id, joined=at))
                    return None
                if row.room_id == room_id:
                    return None
                other = s.get(RoomRow, row.room_id)
                if other is None or other.state == "closed":  # a stale row: replaced
                    row.room_id, row.joined = room_id, at
                    return None
                return row.room_id
        except IntegrityError:  # the same player entered a room at the same moment
            return self.room_of_player(player_id) or room_id

    def leave_room(self, room_id: str, player_id: str) -> bool:
        """The player is no longer in the room; ``False`` if they were not in it."""
        with self._write() as s:
            done = s.connection().execute(delete(MemberRow).where(
                MemberRow.player_id == player_id, MemberRow.room_id == room_id))
            return done.rowcount == 1

    def room_members(self, room_id: str) -> list[str]:
        """The room's members' player ids, in the order they came."""
        with self._read() as s:
            return list(s.scalars(select(MemberRow.player_id)
                                  .where(MemberRow.room_id == room_id)
                                  .order_by(MemberRow.joined, MemberRow.player_id)))

    def room_of_player(self, player_id: str) -> str | None:
        """The open or playing room the player is in."""
        with self._read() as s:
            return s.scalar(select(MemberRow.room_id).join(
                RoomRow, RoomRow.id == MemberRow.room_id).where(
                MemberRow.player_id == player_id, RoomRow.state.in_(LIVE_ROOMS)))

    # -- leases: which instance runs a room ----------------------------------------------

    def take_lease(self, room_id: str, owner: str, seconds: float, *,
                   now: float | None = None) -> bool:
        """Take the room for ``owner`` (an instance id) until ``now + seconds``, if nobody
        holds it, or its lease has expired, or ``owner`` holds it already.  One UPDATE …
        WHERE: of several instances racing for a free room exactly one gets ``True``."""
        at = self._now(now)
        with self._write() as s:
            done = s.connection().execute(
                update(RoomRow)
                .where(RoomRow.id == room_id, RoomRow.state != "closed",
                       or_(RoomRow.lease_owner.is_(None), RoomRow.lease_expires <= at,
                           RoomRow.lease_owner == owner))
                .values(lease_owner=owner, lease_expires=at + seconds))
            return done.rowcount == 1

    def renew_lease(self, room_id: str, owner: str, seconds: float, *,
                    now: float | None = None) -> bool:
        """Extend ``owner``'s lease to ``now + seconds``; ``False`` (nothing changed) if
        ``owner`` does not hold it or it has expired (then :meth:`take_lease` again: the
        room may have been taken over, and the instance must stop running it)."""
        at = self._now(now)
        with self._write() as s:
            done = s.connection().execute(
                update(RoomRow)
                .where(RoomRow.id == room_id, RoomRow.lease_owner == owner,
                       RoomRow.lease_expires > at)
                .values(lease_owner=owner, lease_expires=at + seconds))
            return done.rowcount == 1

    def renew_leases(self, room_ids: Iterable[str], owner: str, seconds: float, *,
                     now: float | None = None) -> set[str]:
        """:meth:`renew_lease` for many rooms in one transaction (one commit, however many
        rooms an instance runs): the ids of those renewed."""
        at = self._now(now)
        ids = list(room_ids)
        if not ids:
            return set()
        with self._write() as s:
            done = s.connection().execute(
                update(RoomRow)
                .where(RoomRow.id.in_(ids), RoomRow.lease_owner == owner,
                       RoomRow.lease_expires > at)
                .values(lease_expires=at + seconds)
                .returning(RoomRow.id))
            return set(done.scalars())

    def release_lease(self, room_id: str, owner: str) -> bool:
        """Give the room up (an instance shutting down cleanly); ``False`` if ``owner``
        did not hold it."""
        with self._write() as s:
            done = s.connection().execute(
                update(RoomRow).where(RoomRow.id == room_id, RoomRow.lease_owner == owner)
                .values(lease_owner=None, lease_expires=None))
            return done.rowcount == 1

    def unleased_rooms(self, *, now: float | None = None) -> list[Room]:
        """The open and playing rooms nobody runs (no lease, or an expired one): what an
        instance looks for to take over.  Taking one is still :meth:`take_lease`."""
        at = self._now(now)
        with self._read() as s:
            rows = s.scalars(
                select(RoomRow)
                .where(RoomRow.state.in_(LIVE_ROOMS),
                       or_(RoomRow.lease_expires.is_(None), RoomRow.lease_expires <= at))
                .order_by(RoomRow.created, RoomRow.id))
            return [_room(r) for r in rows]

    # -- games ---------------------------------------------------------------------------

    def create_game(self, room_id: str, header: JsonObject, *,
                    now: float | None = None) -> Game:
        """A new ``running`` game of the room; ``header`` is its log's header record."""
        game = Game(new_id(), room_id, dict(header), "running", None, self._now(now), None)
        try:
            with self._write() as s:
                s.add(GameRow(id=game.id, room_id=room_id, header=game.header,
                              state=game.state, result=None, created=game.created,
                              finished=None))
        except IntegrityError as e:
            raise StoreError(f"no room {room_id!r}") from e
        return game

    def game(self, game_id: str) -> Game | None:
        with self._read() as s:
            row = s.get(GameRow, game_id)
            return None if row is None else _game(row)

    def games(self, *, room_id: str | None = None,
              state: GameState | None = None) -> list[Game]:
        """The games (of ``room_id``, in ``state``, when given), oldest first."""
        query = select(GameRow).order_by(GameRow.created, GameRow.id)
        if room_id is not None:
            query = query.where(GameRow.room_id == room_id)
        if state is not None:
            query = query.where(GameRow.state.in_(_states([state], GAME_STATES)))
        with self._read() as s:
            return [_game(r) for r in s.scalars(query)]

    def orphaned_games(self) -> list[tuple[Game, Room]]:
        """The running games whose room is closed (a server stopped between closing the
        room and ending its game), each with its room, oldest first."""
        query = (select(GameRow, RoomRow).join(RoomRow, GameRow.room_id == RoomRow.id)
                 .where(GameRow.state == "running", RoomRow.state == "closed")
                 .order_by(GameRow.created, GameRow.id))
        with self._read() as s:
            return [(_game(g), _room(r)) for g, r in s.execute(query)]

    def finish_game(self, game_id: str, result: JsonObject, log: str, *,
                    now: float | None = None) -> Game:
        """Mark a running game ``over`` with its result and keep its finished log (JSON
        Lines, what ``sgs replay`` reads).  A game already over: :class:`StoreConflict`."""
        at = self._now(now)
        with self._write() as s:
            done = s.connection().execute(
                update(GameRow).where(GameRow.id == game_id, GameRow.state == "running")
                .values(state="over", result=dict(result), finished=at))
            if done.rowcount != 1:
                if s.get(GameRow, game_id) is None:
                    raise StoreError(f"no game {game_id!r}")
                raise StoreConflict(f"the game {game_id!r} is over already")
            s.add(GameLogRow(game_id=game_id, text=log))
            s.flush()
            row = s.get(GameRow, game_id, populate_existing=True)
            assert row is not None
            return _game(row)

    def game_log(self, game_id: str) -> str | None:
        """A finished game's log (JSON Lines); ``None`` while it runs or if there is none."""
        with self._read() as s:
            row = s.get(GameLogRow, game_id)
            return None if row is None else row.text

    # -- the answer journal --------------------------------------------------------------

    def append_answer(self, game_id: str, n: int, seat: int, value_json: str, *,
                      now: float | None = None) -> None:
        """Journal the game's ``n``-th answer (from 0), ``value_json`` as the JSON text the
        game got.  Committed when it returns: acknowledge the answer only after.  A second
        answer numbered ``n``, or an ``n`` whose answer ``n - 1`` is not stored (a gap),
        raises :class:`StoreConflict` (so two instances never both write a game: the one
        refused stops and resumes from the journal); a game that is over or missing, or
        text that is not JSON, raises :class:`StoreError`.  Nothing is written when it
        raises."""
        insert = self._answer_insert(game_id, n, seat, value_json, self._now(now))
        try:
            with self._writer.begin() as connection:
                if connection.execute(insert).rowcount == 1:
                    return
                state = connection.scalar(select(GameRow.state).where(GameRow.id == game_id))
        except IntegrityError as e:
            raise StoreConflict(f"answer {n} of the game {game_id!r} is stored already") from e
        if state != "running":
            raise StoreError(f"no game {game_id!r}" if state is None
                             else f"the game {game_id!r} is over")
        raise StoreConflict(f"answer {n} of the game {game_id!r} follows no answer {n - 1}")

    def append_answers(self, answers: Sequence[Answer]) -> bool:
        """Journal many answers (of any games, each game's in order) in one transaction,
        one commit for all: True when every one is written, else nothing is (False: one
        would be refused — write them one by one with :meth:`append_answer` to learn
        which and why).  Each is checked as :meth:`append_answer` checks it."""
        inserts = [self._answer_insert(a.game_id, a.n, a.seat, a.value_json, a.time)
                   for a in answers]
        try:
            with self._writer.begin() as connection:
                for insert in inserts:
                    if connection.execute(insert).rowcount != 1:
                        raise _Refused  # leaving the block by it rolls everything back
        except (IntegrityError, _Refused):
            return False
        return True

    @staticmethod
    def _answer_insert(game_id: str, n: int, seat: int, value_json: str,
                       at: float) -> Any:
        """The one statement that checks and writes an answer: it inserts one row only
        when the game runs and (past the first) its previous answer is stored."""
        if n < 0:
            raise StoreError(f"answer numbers start at 0, not {n}")
        try:
            json.loads(value_json)
        except ValueError as e:
            raise StoreError(f"answer {n} of {game_id!r} is not JSON: {e}") from e
        answers = cast(Table, AnswerRow.__table__)
        previous = (select(AnswerRow.n)
                    .where(AnswerRow.game_id == game_id, AnswerRow.n == n - 1).exists())
        running = (select(GameRow.id)
                   .where(GameRow.id == game_id, GameRow.state == "running").exists())
        row = select(literal(game_id, String), literal(n, Integer), literal(seat, Integer),
                     literal(value_json, Text), literal(at, Double))
        row = row.where(running, previous if n > 0 else true())
        # an INSERT's rowcount is kept only when asked for (SQLAlchemy 2)
        return (answers.insert().from_select(["game_id", "n", "seat", "value", "time"], row)
                .execution_options(preserve_rowcount=True))

    def answers(self, game_id: str, *, start: int = 0) -> list[Answer]:
        """The game's answers numbered ``start`` and after, in order."""
        query = (select(AnswerRow.n, AnswerRow.seat, AnswerRow.value, AnswerRow.time)
                 .where(AnswerRow.game_id == game_id, AnswerRow.n >= start)
                 .order_by(AnswerRow.n))
        with self.engine.begin() as connection:
            return [Answer(game_id, r.n, r.seat, r.value, r.time)
                    for r in connection.execute(query)]

    def answer_count(self, game_id: str) -> int:
        """How many answers the game has (one more than the last ``n`` when none is
        missing)."""
        with self._read() as s:
            count = s.scalar(select(func.count()).select_from(AnswerRow)
                             .where(AnswerRow.game_id == game_id))
            return int(count or 0)

    # -- chat ----------------------------------------------------------------------------

    def add_chat(self, room_id: str, player_id: str | None, text: str, *,
                 now: float | None = None) -> ChatLine:
        """Keep a chat line of the room (plain text, at most 1000 characters here; the app
        keeps lines shorter)."""
        if len(text) > MAX_CHAT:
            raise StoreError(f"a chat line has at most {MAX_CHAT} characters")
        at = self._now(now)
        try:
            with self._write() as s:
                row = ChatRow(room_id=room_id, player_id=player_id, text=text, time=at)
                s.add(row)
                s.flush()
                return ChatLine(row.id, room_id, player_id, text, at)
        except IntegrityError as e:
            raise StoreError(f"no room {room_id!r} or player {player_id!r}") from e

    def chat(self, room_id: str, *, limit: int = 100) -> list[ChatLine]:
        """The room's last ``limit`` chat lines, oldest first."""
        with self._read() as s:
            rows = list(s.scalars(select(ChatRow).where(ChatRow.room_id == room_id)
                                  .order_by(ChatRow.id.desc()).limit(limit)))
            return [ChatLine(r.id, r.room_id, r.player_id, r.text, r.time)
                    for r in reversed(rows)]

    def forget_chat(self, room_id: str, *, keep: int = 100) -> int:
        """Delete all but the room's last ``keep`` lines; how many were deleted."""
        with self._write() as s:
            last = list(s.scalars(select(ChatRow.id).where(ChatRow.room_id == room_id)
                                  .order_by(ChatRow.id.desc()).limit(keep)))
            query = delete(ChatRow).where(ChatRow.room_id == room_id)
            if last:
                query = query.where(ChatRow.id < min(last))
            return s.connection().execute(query).rowcount

    # -- counts (GET /health) ------------------------------------------------------------

    def count_rooms(self, states: Iterable[RoomState] = LIVE_ROOMS) -> int:
        wanted = _states(states, ROOM_STATES)
        with self._read() as s:
            return int(s.scalar(select(func.count()).select_from(RoomRow)
                                .where(RoomRow.state.in_(wanted))) or 0)

    def count_games(self, state: GameState = "running") -> int:
        wanted = _states([state], GAME_STATES)
        with self._read() as s:
            return int(s.scalar(select(func.count()).select_from(GameRow)
                                .where(GameRow.state.in_(wanted))) or 0)


# -- rows to records ---------------------------------------------------------------------

def _name(name: str) -> str:
    if not name or len(name) > MAX_NAME:
        raise StoreError(f"a name has 1 to {MAX_NAME} characters")
    return name


def _states(states: Iterable[str], known: Sequence[str]) -> list[str]:
    wanted = list(states)
    unknown = [s for s in wanted if s not in known]
    if unknown:
        raise StoreError(f"no such state: {', '.join(unknown)}")
    return wanted


def _account(row: AccountRow) -> Account:
    return Account(row.name, row.player_id, row.password_hash, row.created)


def _seats_json(seats: Sequence[Seat]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for seat in seats:
        if seat.player_id is not None and seat.bot is not None:
            raise StoreError("a seat holds a person or a bot, not both")
        entry: dict[str, Any] = {}
        if seat.player_id is not None:
            entry["player"] = seat.player_id
        if seat.bot is not None:
            entry["bot"] = seat.bot
        if seat.ready:
            entry["ready"] = True
        out.append(entry)
    return out


def _seat(entry: dict[str, Any]) -> Seat:
    return Seat(entry.get("player"), entry.get("bot"), bool(entry.get("ready", False)))


def _room(row: RoomRow) -> Room:
    lease = None
    if row.lease_owner is not None and row.lease_expires is not None:
        lease = Lease(row.lease_owner, row.lease_expires)
    return Room(row.id, row.code, dict(row.settings), row.host_id,
                tuple(_seat(e) for e in row.seats), cast(RoomState, row.state), row.private,
                row.created, row.version, lease)


def _game(row: GameRow) -> Game:
    return Game(row.id, row.room_id, dict(row.header), cast(GameState, row.state),
                None if row.result is None else dict(row.result), row.created, row.finished)
