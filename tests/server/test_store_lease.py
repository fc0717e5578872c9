"""The room lease: which instance runs a room (issue 23 item 11).  Taken, renewed and
released by one UPDATE … WHERE each, so of instances racing for a room exactly one wins.
Time is the ``now`` passed in: no clock is read."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from functools import partial

import pytest
from racing_support import race

from sgs.server.store import Lease, Room, Seat, Store, StoreConflict

ROUNDS = 12


@pytest.fixture
def rival(db_url: str, store: Store) -> Iterator[Store]:
    """A second instance on the same database: its own engine and connections."""
    with Store(db_url) as other:
        yield other


def new_room(store: Store) -> Room:
    return store.create_room({}, host_id=None, seats=[Seat()])


def lease_of(store: Store, room: Room) -> Lease | None:
    now = store.room(room.id)
    assert now is not None
    return now.lease


def test_a_free_room_is_taken_until_now_plus_seconds(store: Store) -> None:
    room = new_room(store)
    assert store.take_lease(room.id, "a", 10.0, now=100.0)
    assert lease_of(store, room) == Lease("a", 110.0)


def test_a_held_lease_cannot_be_taken_by_another(store: Store) -> None:
    room = new_room(store)
    assert store.take_lease(room.id, "a", 10.0, now=100.0)
    assert not store.take_lease(room.id, "b", 10.0, now=109.9)
    assert lease_of(store, room) == Lease("a", 110.0)


def test_an_expired_lease_is_taken_over(store: Store) -> None:
    room = new_room(store)
    assert store.take_lease(room.id, "a", 10.0, now=100.0)
    assert [r.id for r in store.unleased_rooms(now=109.0)] == []
    assert [r.id for r in store.unleased_rooms(now=110.0)] == [room.id]
    assert store.take_lease(room.id, "b", 10.0, now=110.0)
    assert lease_of(store, room) == Lease("b", 120.0)


def test_the_holder_renews_and_takes_again_but_not_after_an_expiry(store: Store) -> None:
    room = new_room(store)
    assert store.take_lease(room.id, "a", 10.0, now=100.0)
    assert store.renew_lease(room.id, "a", 10.0, now=105.0)
    assert lease_of(store, room) == Lease("a", 115.0)
    assert not store.renew_lease(room.id, "b", 10.0, now=106.0)
    assert store.take_lease(room.id, "a", 10.0, now=107.0)  # taking what one holds renews
    assert lease_of(store, room) == Lease("a", 117.0)
    assert not store.renew_lease(room.id, "a", 10.0, now=117.0)
    assert lease_of(store, room) == Lease("a", 117.0)


def test_a_released_lease_is_free_and_only_its_holder_releases_it(store: Store) -> None:
    room = new_room(store)
    assert store.take_lease(room.id, "a", 10.0, now=100.0)
    assert not store.release_lease(room.id, "b")
    assert lease_of(store, room) == Lease("a", 110.0)
    assert store.release_lease(room.id, "a")
    assert lease_of(store, room) is None
    assert [r.id for r in store.unleased_rooms(now=0.0)] == [room.id]
    assert store.take_lease(room.id, "b", 10.0, now=101.0)


def test_a_closed_room_is_not_leased(store: Store) -> None:
    room = new_room(store)
    store.save_room(dataclasses.replace(room, state="closed"))
    assert not store.take_lease(room.id, "a", 10.0, now=0.0)
    assert store.unleased_rooms(now=0.0) == []


def test_a_save_with_holder_needs_the_lease(store: Store) -> None:
    room = new_room(store)
    assert store.take_lease(room.id, "a", 10.0, now=100.0)
    room = store.room(room.id)  # type: ignore[assignment]
    with pytest.raises(StoreConflict):
        store.save_room(dataclasses.replace(room, state="playing"), holder="b", now=101.0)
    with pytest.raises(StoreConflict):  # a's lease ran out: a must not write any more
        store.save_room(dataclasses.replace(room, state="playing"), holder="a", now=110.0)
    saved = store.save_room(dataclasses.replace(room, state="playing"), holder="a", now=101.0)
    assert saved.state == "playing" and saved.lease == Lease("a", 110.0)


def test_two_instances_racing_for_a_free_room_one_wins(store: Store, rival: Store) -> None:
    for _ in range(ROUNDS):
        room = new_room(store)
        won = race([partial(store.take_lease, room.id, "a", 10.0, now=100.0),
                    partial(rival.take_lease, room.id, "b", 10.0, now=100.0)])
        assert sorted(won, key=str) == [False, True], won
        assert lease_of(store, room) == Lease("a" if won[0] else "b", 110.0)


def test_two_instances_racing_for_an_expired_room_one_wins(store: Store,
                                                            rival: Store) -> None:
    for _ in range(ROUNDS):
        room = new_room(store)
        assert store.take_lease(room.id, "dead", 5.0, now=0.0)
        won = race([partial(store.take_lease, room.id, "a", 10.0, now=100.0),
                    partial(rival.take_lease, room.id, "b", 10.0, now=100.0)])
        assert sorted(won, key=str) == [False, True], won
        assert lease_of(store, room) == Lease("a" if won[0] else "b", 110.0)


def test_many_leases_are_renewed_at_once_and_only_the_owners_live_ones(
        store: Store, rival: Store) -> None:
    """``renew_leases``: one commit for every room of an instance, each renewed as
    ``renew_lease`` would (held by the owner, not expired)."""
    mine, expired, theirs, free = (new_room(store) for _ in range(4))
    assert store.take_lease(mine.id, "a", 10.0, now=100.0)
    assert store.take_lease(expired.id, "a", 1.0, now=100.0)
    assert rival.take_lease(theirs.id, "b", 10.0, now=100.0)
    ids = [mine.id, expired.id, theirs.id, free.id, "no such room"]
    assert store.renew_leases(ids, "a", 10.0, now=105.0) == {mine.id}
    assert lease_of(store, mine) == Lease("a", 115.0)
    assert lease_of(store, expired) == Lease("a", 101.0)
    assert lease_of(store, theirs) == Lease("b", 110.0)
    assert lease_of(store, free) is None
    assert store.renew_leases([], "a", 10.0, now=105.0) == set()
