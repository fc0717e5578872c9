"""The question a request asks, in the player's words (Rich markup).

The request's ``prompt`` key is looked up among the content's names and the
prompt strings (``pk.<prompt>``, ``p.*``: the table's own in ``words``, which say
its keys, else the shared ``sgs.cli.text.UI``); its
``data`` fills them in, seats named by their generals and numbers.
"""

from __future__ import annotations

from typing import Any

from ..cli.text import PLAIN_REASONS, prompt_fields
from .seat_view import SeatView
from .words import WORDS

Json = dict[str, Any]


def fields(req: Json, view: SeatView) -> dict[str, Any]:
    """The request's data for a template: seats as names, cards as faces."""
    return prompt_fields(req, view.names, view.who, view.card)


def _fill(template: str, values: dict[str, Any]) -> str | None:
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return None


def _respond(req: Json, view: SeatView, f: dict[str, Any]) -> str:
    data, reason = req.get("data") or {}, req.get("reason")
    names = " / ".join(view.name(x) for x in data.get("pattern", []))
    special = {"dying": ("p.dying", {"who": f.get("dying"), "names": names}),
               "nullification": ("p.nullify_delayed" if data.get("delayed") else "p.nullify",
                                 {"names": names, "user": f.get("user"),
                                  "card": f.get("card"), "target": f.get("effect_target")}),
               "collateral": ("p.collateral", {"victim": f.get("victim"), "names": names,
                                               "user": f.get("user")})}.get(str(reason))
    if special is not None and None not in special[1].values():
        return view.ui(special[0], **special[1])
    text = view.ui("p.respond_use" if data.get("use") else "p.respond_play", names=names)
    src = data.get("source", data.get("opponent"))
    if isinstance(src, int) and not isinstance(src, bool) and reason:
        return text + view.ui("p.because", reason=f"{view.who(src)} · {view.name(reason)}")
    return text + (view.ui("p.because", reason=view.name(reason)) if reason else "")


def prompt_text(req: Json, view: SeatView) -> str:
    """What ``req`` asks."""
    p, reason, kind = str(req.get("prompt", "")), req.get("reason"), str(req.get("kind"))
    data = req.get("data") or {}
    f = fields(req, view)
    because = view.ui("p.because", reason=view.name(reason)) \
        if reason and reason not in PLAIN_REASONS else ""
    for key in (f"pq.{p}.{kind}", f"pq.{p}"):  # our wording first, with the rule's text
        template = WORDS[view.lang].get(key, view.names.ui_table.get(key))
        if template is not None:
            text = _fill(template, f)
            if text is not None:
                return text
    if view.names.has(p):
        said = _fill(view.name(p), f) or view.name(p)
        # the reason said once: 阴阳鱼：是否摸一张牌？ needs no （阴阳鱼）
        return said if reason and view.name(reason) in said else said + because
    for key in (f"pk.{p}.{kind}", f"pk.{p}"):
        template = WORDS[view.lang].get(key, view.names.ui_table.get(key))  # the table's first
        if template is not None:
            text = _fill(template, f)
            if text is not None:
                return text
    if kind == "play":
        return view.ui("p.play")
    if kind == "respond":
        return _respond(req, view, f)
    if p == "choose_general":
        return view.ui("p.choose_general")
    if p == "discard.discard_phase":
        return view.ui("p.discard_phase", count=data.get("count", "?"))
    if p.startswith("discard.") or (p.startswith("discard_of.") and kind == "cards"):
        # (discard_of.* asking for cards: one's own, as 护援 choosing oneself)
        return view.ui("p.discard", count=data.get("count", req.get("max", "?"))) + because
    if kind == "card_of" and "target" in f:
        for prefix, key in (("discard_of.", "p.discard_of"), ("gain_of.", "p.gain_of")):
            if p.startswith(prefix):
                return view.ui(key, target=f["target"]) + because
        return view.ui("p.card_of", target=f["target"]) + because
    if p == "pindian.card":
        return view.ui("p.pindian") + because
    if p.startswith("distribute."):
        return view.ui("p.distribute") + because
    if p.startswith("skill.") and p.endswith(".ask"):
        key = {"cards": "p.skill_cards", "players": "p.skill_players"}.get(kind, "p.skill_ask")
        return view.ui(key, skill=view.name(p.split(".")[1]))
    generic = {"confirm": "p.confirm", "cards": "p.card", "players": "p.player",
               "option": "p.option", "arrange": "p.arrange"}.get(kind, "p.option")
    return f"{view.ui(generic)}{because}"
