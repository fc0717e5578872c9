"""Migrations run on start (issue 23 item 1): an older database is upgraded, one made by
a newer sgs is refused in one line, and the models agree with what the migrations make."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from racing_support import race
from sqlalchemy import inspect, text
from sqlalchemy.engine import make_url

from sgs.server.store import Seat, Store, StoreError, default_url, normalise_url, state_dir
from sgs.server.store.migrate import head, known_revisions
from sgs.server.store.models import Base


def test_a_new_database_is_made_at_the_newest_revision(db_url: str) -> None:
    assert known_revisions()[0] == "0001" and known_revisions()[-1] == head()
    with Store(db_url) as bare:
        assert bare.revision() is None
    with Store.open(db_url) as store:
        assert store.revision() == head()


def test_the_models_agree_with_the_migrations(store: Store) -> None:
    with store.engine.connect() as connection:
        differences = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    assert differences == []


def test_a_database_at_the_first_revision_is_upgraded_and_keeps_its_rows(db_url: str) -> None:
    with Store(db_url) as old:
        assert old.migrate("0001") == "0001"
        host = old.create_player("老玩家", now=1.0)
        room = old.create_room({"mode": "identity"}, host_id=host.id, seats=[Seat(host.id)])
        game = old.create_game(room.id, {"type": "header"})
        old.append_answer(game.id, 0, 0, '{"a": 1}')
        assert "chat_lines" not in inspect(old.engine).get_table_names()
    with Store.open(db_url) as store:
        assert store.revision() == head()
        assert store.player(host.id) == host
        assert store.room(room.id) == room
        assert [a.value_json for a in store.answers(game.id)] == ['{"a": 1}']
        store.add_chat(room.id, host.id, "升级了")  # the later revision's table is there
        assert [c.text for c in store.chat(room.id)] == ["升级了"]


def test_a_database_made_by_a_newer_sgs_is_refused_in_one_line(db_url: str) -> None:
    with Store.open(db_url) as store:
        with store.engine.begin() as connection:
            connection.execute(text("UPDATE alembic_version SET version_num = 'f00dcafe'"))
        shown = store.url
    with pytest.raises(StoreError) as refused:
        Store.open(db_url)
    message = str(refused.value)
    assert message == (f"the database at {shown} was made by a newer sgs (revision f00dcafe);"
                       f" this sgs knows {head()}")
    assert "\n" not in message and ":sgs_test@" not in message  # no password shown
    with Store(db_url) as untouched:
        assert untouched.revision() == "f00dcafe"


def open_at_once(url: str, instances: int = 3) -> None:
    opened = race([partial(Store.open, url) for _ in range(instances)])
    try:
        assert all(isinstance(s, Store) for s in opened), opened
        for store in opened:
            assert isinstance(store, Store) and store.revision() == head()
    finally:
        for store in opened:
            if isinstance(store, Store):
                store.close()


def test_instances_starting_at_once_migrate_once(db_url: str) -> None:
    open_at_once(db_url)


def test_instances_starting_at_once_on_a_new_sqlite_file_all_open(tmp_path: Path) -> None:
    """A new file is put in WAL mode by the first connection; the others wait for it
    (SQLite answers "locked" there without its busy timeout)."""
    for i in range(20):
        open_at_once(default_url(tmp_path / str(i)))


def test_the_default_database_is_a_file_under_xdg_state_home(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    assert state_dir() == tmp_path / "state" / "sgs"
    assert normalise_url(None) == "sqlite:///" + str(tmp_path / "state" / "sgs" / "sgs.db")
    with Store.open() as store:
        store.create_player("a")
    assert (tmp_path / "state" / "sgs" / "sgs.db").is_file()


def test_a_relative_xdg_state_home_is_ignored(monkeypatch: pytest.MonkeyPatch) -> None:
    """The XDG specification: a relative path in the variable is invalid, ignore it."""
    monkeypatch.setenv("XDG_STATE_HOME", "relative/state")
    assert state_dir() == Path.home() / ".local" / "state" / "sgs"
    monkeypatch.delenv("XDG_STATE_HOME")
    assert state_dir() == Path.home() / ".local" / "state" / "sgs"


def test_data_dir_puts_the_file_there_made_with_its_folder(tmp_path: Path) -> None:
    url = default_url(tmp_path / "new" / "folder")
    with Store.open(url) as store:
        assert store.backend == "sqlite"
    assert (tmp_path / "new" / "folder" / "sgs.db").is_file()


def test_urls_are_normalised_for_psycopg_and_paths() -> None:
    assert normalise_url("postgresql://u:p@h/db") == "postgresql+psycopg://u:p@h/db"
    assert normalise_url("postgres://u@h:5433/db") == "postgresql+psycopg://u@h:5433/db"
    assert normalise_url("postgresql+psycopg://h/db") == "postgresql+psycopg://h/db"
    assert normalise_url("/var/lib/sgs.db") == "sqlite:////var/lib/sgs.db"
    assert normalise_url("sqlite:///x.db") == "sqlite:///x.db"


def test_a_database_that_cannot_be_opened_is_refused_in_one_line(db_url: str,
                                                                   tmp_path: Path) -> None:
    if db_url.startswith("sqlite"):
        bad = "sqlite:///" + str(tmp_path)  # a folder, not a database file
    else:
        bad = str(make_url(db_url).set(password="not-the-password")
                  .render_as_string(hide_password=False))
    with pytest.raises(StoreError) as refused:
        Store.open(bad)
    message = str(refused.value)
    assert message.startswith("cannot open the database at ") and "\n" not in message
    assert "not-the-password" not in message


def test_a_url_of_no_known_database_is_refused_in_one_line() -> None:
    for url in ("mysqlx://u:secret@h/db", "postgresql://u:secret@h:notaport/db"):
        with pytest.raises(StoreError) as refused:
            Store(url)
        message = str(refused.value)
        assert message.startswith("cannot use the database URL: ")
        assert "\n" not in message and "secret" not in message


def test_a_database_at_0002_gets_its_rooms_members_from_their_seats(db_url: str) -> None:
    """Revision 0003 keeps who is in which room; an older database's members were its
    rooms' seated people (one room each; a closed room has none)."""
    with Store(db_url) as old:
        assert old.migrate("0002") == "0002"
        a, b = old.create_player("甲", now=1.0), old.create_player("乙", now=1.0)
        live = old.create_room({}, host_id=a.id, seats=[Seat(a.id), Seat(), Seat(b.id)],
                               now=2.0)
        gone = old.create_room({}, host_id=a.id, seats=[Seat(a.id)], now=3.0)
        with old.engine.begin() as connection:  # this sgs's save_room needs 0003
            connection.execute(text("UPDATE rooms SET state = 'closed' WHERE id = :id"),
                               {"id": gone.id})
    with Store.open(db_url) as store:
        assert sorted(store.room_members(live.id)) == sorted([a.id, b.id])
        assert store.room_members(gone.id) == []
        assert store.room_of_player(a.id) == live.id
