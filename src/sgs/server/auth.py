"""Players: signed session tokens, and (``--accounts``) names with argon2 passwords and a
login rate limit.

A token is ``<payload>.<signature>``: the payload (url-safe base64 of JSON) holds the
player's id and name, the signature is an HMAC-SHA256 of it with the server's secret.
A token that verifies is the player; nothing else about them is trusted from a client.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import secrets
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from .messages import Error

PASSWORD_MIN = 8
PASSWORD_MAX = 200


@dataclass(frozen=True)
class Player:
    id: str
    name: str

    def json(self) -> dict[str, str]:
        return {"id": self.id, "name": self.name}


def new_player_id() -> str:
    return secrets.token_urlsafe(12)


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class Tokens:
    """Signs and checks session tokens with one secret."""

    def __init__(self, secret: bytes) -> None:
        if len(secret) < 16:
            raise ValueError("the token secret must have at least 16 bytes")
        self._secret = secret

    def _sign(self, payload: str) -> str:
        return _b64(hmac.new(self._secret, payload.encode("ascii"), hashlib.sha256).digest())

    def issue(self, player: Player) -> str:
        payload = _b64(json.dumps({"p": player.id, "n": player.name},
                                  ensure_ascii=False).encode("utf-8"))
        return f"{payload}.{self._sign(payload)}"

    def check(self, token: str | None) -> Player | None:
        """The player a token names, or None for a missing, forged or damaged one."""
        if not token or len(token) > 1000 or token.count(".") != 1:
            return None
        payload, sig = token.split(".")
        try:
            payload.encode("ascii")
            if not hmac.compare_digest(self._sign(payload), sig):
                return None
            data = json.loads(_unb64(payload))
        except (ValueError, UnicodeError):
            return None
        if not isinstance(data, dict):
            return None
        pid, name = data.get("p"), data.get("n")
        if not isinstance(pid, str) or not isinstance(name, str):
            return None
        return Player(pid, name)


class AccountBook(Protocol):
    """Where accounts live (the store, or a dict in memory)."""

    def account(self, name: str) -> tuple[str, str] | None:
        """(player id, argon2 hash) of the account ``name``, or None."""

    def add_account(self, name: str, hashed: str) -> str | None:
        """Add it: its new player's id; None when the name is taken."""


class MemoryAccounts:
    def __init__(self) -> None:
        self._rows: dict[str, tuple[str, str]] = {}

    def account(self, name: str) -> tuple[str, str] | None:
        return self._rows.get(name)

    def add_account(self, name: str, hashed: str) -> str | None:
        if name in self._rows:
            return None
        self._rows[name] = (new_player_id(), hashed)
        return self._rows[name][0]


class LoginLimit:
    """At most ``failures`` failed logins per name and per address in ``window`` seconds
    (``clock`` injected): past it a login is refused before its password is checked."""

    def __init__(self, clock: Callable[[], float], failures: int = 5,
                 window: float = 60.0, code: str = "account.slow_down") -> None:
        self.clock, self.failures, self.window, self.code = clock, failures, window, code
        self._seen: dict[str, deque[float]] = {}

    def _recent(self, key: str) -> deque[float]:
        q = self._seen.setdefault(key, deque())
        now = self.clock()
        while q and q[0] <= now - self.window:
            q.popleft()
        return q

    def check(self, *keys: str) -> None:
        for key in keys:
            q = self._recent(key)
            if len(q) >= self.failures:
                wait = max(1, int(q[0] + self.window - self.clock() + 0.999))
                raise Error(self.code, {"seconds": wait})

    def failed(self, *keys: str) -> None:
        for key in keys:
            self._recent(key).append(self.clock())
        if len(self._seen) > 10_000:  # forget the quiet ones: memory stays bounded
            for key in [k for k, q in self._seen.items() if not q]:
                del self._seen[key]


class Accounts:
    """Register and log in with passwords (argon2), rate-limited."""

    def __init__(self, book: AccountBook, limit: LoginLimit) -> None:
        from argon2 import PasswordHasher

        self.book, self.limit = book, limit
        self._hasher = PasswordHasher()

    @staticmethod
    def _check_password(password: str) -> None:
        if not PASSWORD_MIN <= len(password) <= PASSWORD_MAX:
            raise Error("account.password", {"lo": PASSWORD_MIN, "hi": PASSWORD_MAX})

    def register(self, name: str, password: str) -> Player:
        self._check_password(password)
        pid = self.book.add_account(name, self._hasher.hash(password))
        if pid is None:
            raise Error("name.taken", {"name": name})
        return Player(pid, name)

    def login(self, name: str, password: str, address: str) -> Player:
        from argon2.exceptions import InvalidHashError, VerificationError

        keys = (f"name:{name.casefold()}", f"addr:{address}")
        self.limit.check(*keys)
        row = self.book.account(name)
        if row is None or len(password) > PASSWORD_MAX:
            self.limit.failed(*keys)
            raise Error("account.bad")
        try:
            self._hasher.verify(row[1], password)
        except (VerificationError, InvalidHashError):
            self.limit.failed(*keys)
            raise Error("account.bad") from None
        return Player(row[0], name)
