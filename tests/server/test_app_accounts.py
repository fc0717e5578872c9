"""``--accounts``: register and log in with a password (argon2), a name taken once,
failed logins limited per name and address (the clock injected)."""

from __future__ import annotations

from app_support import Clock, server


def test_with_accounts_a_bare_name_gets_no_session_and_a_password_does() -> None:
    with server(accounts=True) as c:
        assert c.post("/session", json={"name": "A"}).json()["code"] == "account.required"
        reg = c.post("/register", json={"name": "林黛玉", "password": "correct horse"})
        assert reg.status_code == 200
        again = c.post("/register", json={"name": "林黛玉", "password": "another one"})
        assert again.status_code == 409 and again.json()["code"] == "name.taken"
        got = c.post("/login", json={"name": "林黛玉", "password": "correct horse"}).json()
        assert got["player"] == reg.json()["player"]
        me = c.get("/me", headers={"authorization": f"Bearer {got['token']}"})
        assert me.json()["player"]["name"] == "林黛玉"


def test_a_short_password_is_refused() -> None:
    with server(accounts=True) as c:
        got = c.post("/register", json={"name": "A", "password": "short"})
        assert got.status_code == 400 and got.json()["code"] == "account.password"


def test_failed_logins_are_limited_until_the_window_passes() -> None:
    clock = Clock()
    with server(accounts=True, clock=clock) as c:
        c.post("/register", json={"name": "A", "password": "correct horse"})
        for _ in range(5):
            bad = c.post("/login", json={"name": "A", "password": "wrong horse"})
            assert bad.status_code == 401 and bad.json()["code"] == "account.bad"
        held = c.post("/login", json={"name": "A", "password": "correct horse"})
        assert held.status_code == 429 and held.json()["code"] == "account.slow_down"
        clock.now += 61
        assert c.post("/login", json={"name": "A", "password": "correct horse"}).status_code \
            == 200


def test_without_accounts_register_and_login_are_off() -> None:
    with server() as c:
        assert c.post("/login", json={"name": "A", "password": "x" * 9}).status_code == 403


def test_new_sessions_from_one_address_are_limited() -> None:
    clock = Clock()
    with server(clock=clock) as c:
        codes = [c.post("/session", json={"name": f"p{n}"}).status_code for n in range(31)]
        assert codes == [200] * 30 + [429]
        assert c.post("/session", json={"name": "q"}).json()["code"] == "session.slow_down"
        clock.now += 61
        assert c.post("/session", json={"name": "q"}).status_code == 200
