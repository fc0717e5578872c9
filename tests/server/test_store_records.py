"""What the store keeps comes back as it was written, on SQLite and on PostgreSQL."""

from __future__ import annotations

import dataclasses

import pytest

from sgs.server.store import (
    Game,
    Player,
    Seat,
    Store,
    StoreConflict,
    StoreError,
)


def test_a_player_is_kept_with_a_random_url_safe_id(store: Store) -> None:
    made = store.create_player("诸葛亮 Zhuge", now=100.0)
    other = store.create_player("诸葛亮 Zhuge", now=100.0)
    assert made.id != other.id
    assert all(c.isalnum() or c in "-_" for c in made.id)
    assert store.player(made.id) == Player(made.id, "诸葛亮 Zhuge", 100.0)
    assert store.player("nobody") is None
    assert store.rename_player(made.id, "孔明").name == "孔明"
    assert store.player(made.id) == Player(made.id, "孔明", 100.0)


def test_a_name_too_long_or_empty_is_refused(store: Store) -> None:
    with pytest.raises(StoreError):
        store.create_player("")
    with pytest.raises(StoreError):
        store.create_player("x" * 65)


def test_an_account_has_a_unique_name_a_hash_and_its_player(store: Store) -> None:
    account = store.create_account("liubei", "$argon2id$v=19$m=65536,t=3,p=4$abc$def", now=5.0)
    assert store.account("liubei") == account
    assert store.player(account.player_id) == Player(account.player_id, "liubei", 5.0)
    with pytest.raises(StoreConflict):
        store.create_account("liubei", "other")
    store.set_password_hash("liubei", "new-hash")
    stored = store.account("liubei")
    assert stored is not None and stored.password_hash == "new-hash"
    assert store.account("caocao") is None


def test_a_room_keeps_its_settings_seats_and_state(store: Store) -> None:
    host = store.create_player("host")
    seats = (Seat(host.id, ready=True), Seat(bot="rule"), Seat())
    room = store.create_room({"mode": "identity", "players": 3, "bots": {"1": "rule"}},
                             host_id=host.id, seats=seats, private=True, now=7.0)
    assert room.state == "open" and room.version == 1 and room.lease is None
    assert len(room.code) == 6 and room.code.isupper()
    assert store.room(room.id) == room
    assert store.room_by_code(room.code.lower()) == room
    assert store.room(room.id) is not None and store.room(room.id).seats[2].empty  # type: ignore[union-attr]
    assert [r.id for r in store.rooms()] == [room.id]


def test_saving_a_room_read_before_a_change_is_refused(store: Store) -> None:
    """Compare-and-set on the version: of two writers who read the same room, the second
    save is refused and changes nothing."""
    room = store.create_room({}, host_id=None, seats=[Seat(), Seat()])
    first = store.save_room(dataclasses.replace(room, seats=(Seat(bot="rule"), Seat())))
    assert first.version == 2 and first.seats[0].bot == "rule"
    with pytest.raises(StoreConflict):
        store.save_room(dataclasses.replace(room, state="closed"))
    assert store.room(room.id) == first
    closed = store.save_room(dataclasses.replace(first, state="closed"))
    assert store.rooms() == [] and store.rooms(["closed"]) == [closed]


def test_a_seat_with_both_a_person_and_a_bot_is_refused(store: Store) -> None:
    with pytest.raises(StoreError):
        store.create_room({}, host_id=None, seats=[Seat("p", bot="rule")])


def test_a_game_is_running_then_over_with_its_result_and_log(store: Store) -> None:
    room = store.create_room({}, host_id=None, seats=[Seat()])
    game = store.create_game(room.id, {"type": "header", "seed": 5}, now=10.0)
    assert store.game(game.id) == Game(game.id, room.id, {"type": "header", "seed": 5},
                                       "running", None, 10.0, None)
    assert store.games(state="running") == [game] and store.game_log(game.id) is None
    log = '{"type": "header"}\n{"type": "game_over", "winners": [0]}\n'
    over = store.finish_game(game.id, {"winners": [0]}, log, now=20.0)
    assert over == dataclasses.replace(game, state="over", result={"winners": [0]},
                                       finished=20.0)
    assert store.game_log(game.id) == log
    assert store.games(room_id=room.id) == [over] and store.games(state="running") == []
    with pytest.raises(StoreConflict):
        store.finish_game(game.id, {}, "")


def test_a_game_of_no_room_is_refused(store: Store) -> None:
    with pytest.raises(StoreError):
        store.create_game("no-such-room", {})


def test_chat_keeps_the_last_lines_in_order(store: Store) -> None:
    room = store.create_room({}, host_id=None, seats=[])
    speaker = store.create_player("a")
    for i in range(5):
        store.add_chat(room.id, speaker.id, f"<b>line {i}</b>", now=float(i))
    assert [c.text for c in store.chat(room.id, limit=3)] == [
        "<b>line 2</b>", "<b>line 3</b>", "<b>line 4</b>"]
    assert store.forget_chat(room.id, keep=2) == 3
    assert [c.time for c in store.chat(room.id)] == [3.0, 4.0]
    with pytest.raises(StoreError):
        store.add_chat(room.id, speaker.id, "x" * 1001)


def test_the_secret_is_made_once_and_shared_by_every_store(store: Store, db_url: str) -> None:
    key = store.secret()
    assert len(key) == 32 and store.secret() == key and store.secret("other") != key
    with Store.open(db_url) as second:
        assert second.secret() == key


def test_counts_for_health(store: Store) -> None:
    room = store.create_room({}, host_id=None, seats=[])
    store.create_game(room.id, {})
    assert (store.count_rooms(), store.count_games()) == (1, 1)
    assert store.count_games("over") == 0


def test_the_injected_clock_times_what_is_not_given_a_time(db_url: str) -> None:
    ticks = iter([10.0, 20.0, 30.0])
    with Store.open(db_url, clock=lambda: next(ticks)) as store:
        assert store.create_player("a").created == 10.0
        room = store.create_room({}, host_id=None, seats=[])
        assert room.created == 20.0
        assert store.take_lease(room.id, "a", 5.0)
        lease = store.room(room.id).lease  # type: ignore[union-attr]
        assert lease is not None and lease.expires == 35.0


def test_a_room_whose_host_is_no_player_is_refused_in_one_line(store: Store) -> None:
    room = store.create_room({}, host_id=None, seats=[])
    with pytest.raises(StoreError):
        store.save_room(dataclasses.replace(room, host_id="nobody"))
    with pytest.raises(StoreError):
        store.create_room({}, host_id="nobody", seats=[])
    assert store.room(room.id) == room


def test_a_player_is_a_member_of_one_live_room_at_a_time(store: Store) -> None:
    """The room_members row is keyed by the player: entering a second open room is
    refused (the first one named); a closed room's members are gone."""
    a = store.create_player("甲")
    one = store.create_room({}, host_id=a.id, seats=[Seat()])
    two = store.create_room({}, host_id=a.id, seats=[Seat()])
    assert store.enter_room(one.id, a.id) is None
    assert store.enter_room(one.id, a.id) is None  # already in it
    assert store.enter_room(two.id, a.id) == one.id
    assert store.room_members(two.id) == [] and store.room_of_player(a.id) == one.id
    store.save_room(dataclasses.replace(one, state="closed"))
    assert store.room_members(one.id) == [] and store.room_of_player(a.id) is None
    assert store.enter_room(two.id, a.id) is None
    assert store.leave_room(two.id, a.id) and store.room_members(two.id) == []
