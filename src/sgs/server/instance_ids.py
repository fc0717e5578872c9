"""An instance's lease owner id, as ``sgs serve`` is given it: ``--instance URL#NAME``, or
``--public-url URL`` and a random suffix (docs/server.md, "Several instances").

The id is written in ``rooms.lease_owner`` (``String(OWNER)``, its only column) of every
room the instance runs, and its URL part is sent to clients (``room.elsewhere``) to
reconnect to.  A value that would not fit is refused when the server starts — PostgreSQL
would refuse it only at the first room's save, SQLite would keep it whole — and so is a
URL that is not one a client can reach, or a name that is not a plain word.
"""

from __future__ import annotations

import re
import secrets
from urllib.parse import urlsplit

from .store.models import OWNER

SUFFIX_BYTES = 6  # secrets.token_urlsafe(6): 8 characters
SUFFIX_CHARS = 8
URL_MAX = OWNER - 1 - SUFFIX_CHARS  # "URL#suffix" fits the column
# RFC 3986's characters of a URL, without "#": the id's URL ends at its last "#"
_URL_CHARS = re.compile(r"[A-Za-z0-9\-._~:/?\[\]@!$&'()*+,;=%]+")
_NAME_CHARS = re.compile(r"[A-Za-z0-9._~-]+")


class InstanceIdError(ValueError):
    """A ``--public-url`` or ``--instance`` that cannot name this instance (its message is
    the one line ``sgs serve`` prints)."""


def check_url(url: str, flag: str = "--public-url", limit: int = URL_MAX) -> str:
    """``url`` if it is an http(s) URL of at most ``limit`` characters."""
    if len(url) > limit:
        raise InstanceIdError(
            f"{flag} is {len(url)} characters long: at most {limit} (it names this instance"
            f" in the database's {OWNER}-character lease column)")
    if not _URL_CHARS.fullmatch(url):
        bad = next((c for c in url if not _URL_CHARS.fullmatch(c)), "")
        raise InstanceIdError(f"{flag} {url!r}: {bad!r} is not a character of a URL"
                              if bad else f"{flag} is empty: give the URL clients reach")
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise InstanceIdError(f"{flag} {url!r} is not an http:// or https:// URL")
    return url


def check_instance(owner: str) -> str:
    """``owner`` if it is ``URL#NAME`` (an http(s) URL, a name of letters, digits and
    ``.-_~``) of at most :data:`~.store.models.OWNER` characters."""
    if len(owner) > OWNER:
        raise InstanceIdError(
            f"--instance is {len(owner)} characters long: at most {OWNER} (the database's"
            f" lease column)")
    url, hash_, name = owner.rpartition("#")
    if not hash_ or not name:
        raise InstanceIdError(f"--instance {owner!r} is not URL#NAME")
    if not _NAME_CHARS.fullmatch(name):
        raise InstanceIdError(f"--instance {owner!r}: its NAME may have letters, digits"
                              f" and . - _ ~ only")
    check_url(url, "--instance's URL", OWNER)
    return owner


def new_owner(public_url: str) -> str:
    """A fresh id for an instance reached at ``public_url``: ``URL#suffix``."""
    return f"{public_url}#{secrets.token_urlsafe(SUFFIX_BYTES)}"
