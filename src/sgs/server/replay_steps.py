"""A finished game step by step as one seat (or a spectator) saw it: what the web
page's replay viewer shows (``GET /games/{id}/replay?seat=N``).

The game is re-run from its log and watched through the engine's own
:class:`~sgs.core.protocol.Observer` — the same one a live seat is served by — so a
step holds only what that seat was shown: its records told in words (the terminal's
narration, zh and en) and the table and ``you`` of that moment.  No rule is known
here, and none is needed in the browser.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from ..cli.narrate import Narrator, card_book
from ..cli.text import Names
from ..core.protocol import Observer
from ..replay import ReplayError, build_game, loads
from .messages import Error

Json = dict[str, Any]
LANGS = ("zh", "en")
_PARTS = frozenset({"events", "table", "you", "catalogue"})


def _plain(line: Any) -> str:
    """A narrator's line (rich markup) as the text it shows."""
    return Text.from_markup(line).plain if isinstance(line, str) else str(line)


def seat_steps(text: str, seat: int | None) -> Json:
    """The steps of the finished log ``text`` from ``seat``'s point of view (None: a
    spectator's): ``{"seat", "players", "mode", "result", "catalogue", "steps"}``, each
    step ``{"lines": {"zh": [...], "en": [...]}, "table", "you"}``."""
    try:
        log = loads(text)
        header = log.header
        players = int(header["players"])
        if seat is not None and not 0 <= seat < players:
            raise Error("seat.range", {"seat": seat})
        g = build_game(header)
        observer = Observer(g, seat, _PARTS, follow=True)
        first = observer.observe()
        catalogue = first.pop("catalogue", {})
        cards = card_book(header)
        narrators = {lang: Narrator(Names.from_catalogue(catalogue, lang,
                                                         catalogue.get("names")),
                                    cards, viewer=seat) for lang in LANGS}
        steps: list[Json] = []

        def step(obs: Json) -> None:
            events = obs.get("events") or []
            if steps and not events:
                return  # nothing new for this seat here: not a step of its own
            lines = {lang: [_plain(x) for x in n.feed_all(events)]
                     for lang, n in narrators.items()}
            steps.append({"lines": lines, "table": obs.get("table"), "you": obs.get("you")})

        step(first)
        for rec in log.answers:
            g.answer(rec.get("value"))
            step(observer.observe())
        observer.unfollow()
    except ReplayError as exc:
        raise Error("game.none") from exc
    end = next((r for r in reversed(log.records) if r.get("t") == "game_over"), None)
    result = {"winners": end.get("winners", []), "reason": end.get("reason")} if end else None
    return {"seat": seat, "players": players, "mode": header.get("mode"), "result": result,
            "catalogue": catalogue, "steps": steps}
