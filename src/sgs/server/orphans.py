"""Games left ``running`` in the database for a room that is closed: found on start (and
by the lease survey, once the room's lease has run out) and ended as abandoned, as
:meth:`~.games.Games.abandon` would have ended them.

Everyone leaving a room mid-game closes the room (``Lobby.leave`` saves it) and then ends
its game (``Games.left``, once its last answers are written): a server killed between the
two leaves a running game nobody will resume (a closed room is never brought back).  Its
log is rebuilt from its header and its stored answers — the engine replays exactly, so it
is the log the table had — and the game is finished with the same result and log kept.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence

from ..core import SgsError
from ..core.log import dumps
from .games import ABANDONED
from .store import Answer, Store, StoreConflict

log = logging.getLogger("sgs.server")


def log_text(header: dict[str, object], answers: Sequence[Answer]) -> str:
    """The game's log (JSON Lines) after ``answers``: as far as they replay."""
    from ..replay import ReplayError, build_game

    try:
        game = build_game(header)
    except ReplayError:
        return dumps(header) + "\n"
    for a in answers:
        try:
            game.submit(a.seat, json.loads(a.value_json))
        except (SgsError, ValueError) as exc:  # a journal that does not replay: so far
            log.error("game answer %d does not replay: %s", a.n, exc)
            break
    return "".join(dumps(r) + "\n" for r in game.log)


def end_orphaned_games(store: Store, owner: str | None, now: float) -> list[str]:
    """End every running game whose room is closed, unless an instance alive may be
    ending it itself: the room's lease is another's (with ``owner`` None, anyone's) and
    has not expired.  On start ``owner`` is this instance (nothing of its own runs yet);
    the lease survey passes None.  The ids ended."""
    ended = []
    for game, room in store.orphaned_games():
        lease = room.lease
        if lease is not None and lease.owner != owner and lease.expires > now:
            continue
        text = log_text(dict(game.header), store.answers(game.id))
        try:
            store.finish_game(game.id, ABANDONED, text, now=now)
        except StoreConflict:  # ended meanwhile (by the instance that closed its room)
            continue
        log.warning("game %s of the closed room %s ended as abandoned", game.id, room.id)
        ended.append(game.id)
    return ended
