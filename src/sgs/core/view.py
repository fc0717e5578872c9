"""What one player may know: the table from their seat, and the log filtered for them.

A view never holds another player's hand, the order of the draw pile, or a
face-down card; tests check this against the full state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import Game


def card_json(g: Game, cid: int) -> dict[str, Any]:
    c = g.card(cid)
    return {"id": cid, "name": c.name, "suit": c.suit.value, "rank": c.rank}


def view(g: Game, seat: int | None) -> dict[str, Any]:
    """The state as ``seat`` sees it (``None``: a spectator who sees no hand)."""
    players = []
    for p in g.players:
        a = p.areas
        me = p.seat == seat
        players.append({
            "seat": p.seat,
            "general": p.general,
            "kingdom": p.kingdom,
            "gender": p.gender.value,
            "hp": p.hp,
            "max_hp": p.max_hp,
            "alive": p.alive,
            "role": p.role if (me or g.mode.role_visible(g, seat, p.seat)) else None,
            "hand_count": len(a.hand),
            "hand": [card_json(g, c) for c in a.hand] if me else None,
            "equip": {slot.value: card_json(g, c) for slot, c in a.equip.items()},
            "judge": [dict(card_json(g, c), as_=f.name) for c, f in a.judge],
            "piles": {name: [card_json(g, pc.id) if pc.face_up else {"id": None}
                             for pc in pile] for name, pile in a.piles.items()},
            "chained": p.chained,
            "face_down": p.face_down,
            "skills": g.skill_ids(p.seat),
        })
    pending = g.pending
    return {
        "seat": seat,
        "current": g.current,
        "phase": g.phase.phase if g.phase else None,
        "turn": g.turn_count,
        "draw_count": len(g.draw_pile),
        "discard": [card_json(g, c) for c in g.discard_pile],
        "processing": [card_json(g, c) for c in g.processing],
        "players": players,
        "pending": pending.to_json() if pending is not None and pending.seat == seat else None,
        "waiting_for": pending.seat if pending is not None else None,
        "over": g.over,
        "winners": g.winners,
    }


def visible_record(record: dict[str, Any], seat: int | None) -> dict[str, Any] | None:
    """A log record as ``seat`` may see it, or None if they see nothing of it."""
    t = record.get("t")
    if t == "answer":
        return record if record.get("seat") == seat else None
    if t == "view":
        return record if seat in record.get("visible", []) else None
    vis = record.get("visible")
    if t == "move" and vis is not None and seat not in vis:
        hidden = dict(record)
        hidden["cards"] = [None] * len(record["cards"])
        return hidden
    if t == "header":
        return record
    return record


def log_for(g: Game, seat: int | None) -> list[dict[str, Any]]:
    out = []
    for r in g.log:
        v = visible_record(r, seat)
        if v is not None:
            out.append(v)
    return out
