"""The app on a real database (SQLite and PostgreSQL, the ``db_url`` fixture): players,
accounts, rooms and chat are stored, and a server started again on the same database
knows the tokens and the rooms of the one before."""

from __future__ import annotations

from app_support import connect, send, server, token, until

from sgs.server.store import Store


def test_rooms_players_and_tokens_outlive_the_server(db_url: str) -> None:
    with server(memory=False, db=db_url) as c:
        a = token(c, "甲")
        with connect(c, a) as wa:
            send(wa, type="create_room", settings={"players": 3, "private": True})
            room = until(wa, "room")["room"]
            send(wa, type="take_seat", seat=2)
            until(wa, "room", where=lambda m: m["room"]["seats"][2]["player"] is not None)
            send(wa, type="chat", text="稍等")
            until(wa, "chat")
    with Store.open(db_url) as store:
        kept = store.room(room["id"])
        assert kept is not None and kept.state == "open" and kept.private
        assert [s.player_id is not None for s in kept.seats] == [False, False, True]
        assert [line.text for line in store.chat(room["id"])] == ["稍等"]
    with server(memory=False, db=db_url) as c, connect(c, a) as wa:
        assert until(wa, "welcome")["player"]["name"] == "甲"
        back = until(wa, "room")["room"]
        assert (back["id"], back["code"], back["seats"][2]["player"]["name"]) == \
            (room["id"], room["code"], "甲")
        assert [(line["from"]["name"], line["text"]) for line in back["chat"]] == \
            [("甲", "稍等")]


def test_an_account_is_kept_in_the_database(db_url: str) -> None:
    with server(memory=False, db=db_url, accounts=True) as c:
        assert c.post("/register", json={"name": "宝玉", "password": "莫失莫忘 仙寿恒昌"}
                      ).status_code == 200
    with Store.open(db_url) as store:
        got = store.account("宝玉")
        assert got is not None and got.password_hash.startswith("$argon2")
    with server(memory=False, db=db_url, accounts=True) as c:
        assert c.post("/login", json={"name": "宝玉", "password": "莫失莫忘 仙寿恒昌"}
                      ).status_code == 200


def test_a_room_whose_last_person_left_is_closed_in_the_database(db_url: str) -> None:
    with server(memory=False, db=db_url) as c, connect(c, token(c, "A")) as wa:
        send(wa, type="create_room")
        rid = until(wa, "room")["room"]["id"]
        send(wa, type="leave_room")
        until(wa, "left_room")
    with Store.open(db_url) as store:
        kept = store.room(rid)
        assert kept is not None and kept.state == "closed"
