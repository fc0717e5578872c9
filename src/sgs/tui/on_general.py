"""What lies on a general card and its HP display, as the seat sees them (seed 002;
docs/protocol.md, "Cards on a general").

- A pile's cards in the order placed: a face-up card by its face; a face-down card
  (覆盖) the seat may look at by its face marked face down; one it may not as a card
  back, ``?``.
- 垂置 (the cards lie crosswise, the general is locked): a badge.
- The HP display frozen while 垂置: the others see the frozen value, marked frozen;
  the owner sees the true HP and what the table sees.

The shared words (``face_down``, ``frozen``, ``shown_hp``, ``placement.*``) are the
line mode's, from ``sgs.cli.text``; the table's own are in ``words``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .seat_view import SeatView

Json = dict[str, Any]

# a card back: what the seat may not look at
BACK = "[bold #e8d8b0 on #6b3a1e]?[/]"


def pips(hp: int, max_hp: int) -> str:
    """HP as hearts: filled for what is left, hollow for what is lost (markup); the
    number too for a large maximum, or below 1 (不屈 keeps a player alive there).  No
    maximum yet (no general chosen): a dash."""
    if max_hp <= 0:
        return "[dim]—[/dim]"
    colour = "green" if hp * 2 > max_hp else "yellow" if hp > 1 else "red"
    left, lost = max(hp, 0), max(max_hp - max(hp, 0), 0)
    text = f"[{colour}]{'♥' * left}[/{colour}][dim]{'♡' * lost}[/dim]"
    return text + (f" {hp}/{max_hp}" if max_hp > 5 or hp < 1 else "")


def _paren(view: SeatView, text: str) -> str:
    return f"({text})" if view.lang == "zh" else f" ({text})"


def hp_mark(p: Json, view: SeatView) -> str:
    """While a seat's HP display is frozen (垂置): `` (冻结)`` for the others, and for
    the owner `` (牌桌显示 N)`` when the true HP differs from it; else ""."""
    shown = p.get("shown_hp")
    if shown is None:
        return ""
    n = view.names
    mine = view.seat is not None and int(p["seat"]) == view.seat
    word = n.ui("shown_hp", hp=shown) if mine and int(shown) != int(p["hp"]) \
        else n.ui("frozen")
    return f" [bold yellow]({word})[/bold yellow]"


def hp_markup(p: Json, view: SeatView) -> str:
    """A living seat's HP on its row: the hearts and the frozen display's mark."""
    return pips(int(p["hp"]), int(p["max_hp"])) + hp_mark(p, view)


def hp_line(p: Json, view: SeatView) -> str:
    """The HP in words for the seat's rules text: ``体力 3/4 (牌桌显示 4)``."""
    return f"{view.names.ui('hp')} {p['hp']}/{p['max_hp']}{hp_mark(p, view)}"


def card_markup(c: Mapping[str, Any], view: SeatView) -> str:
    """One card on a general: its face, its face marked face down, or a card back."""
    if c.get("id") is None:
        return BACK
    face = view.names.card_json(c)
    if c.get("face_down"):
        return f"[italic]{face}[/italic][dim]{_paren(view, view.names.ui('face_down'))}[/dim]"
    return face


def piles_markup(p: Json, view: SeatView) -> list[str]:
    """Each pile on the general: ``不屈: 杀 ♠7 ?``."""
    return [f"{view.name(pile)}: {' '.join(card_markup(c, view) for c in cards)}"
            for pile, cards in (p.get("piles") or {}).items() if cards]


def badge(p: Json, view: SeatView) -> str:
    """``垂置`` on a seat whose cards lie crosswise (its general locked), else ""."""
    if p.get("placement") != "perpendicular":
        return ""
    return f"[bold black on yellow] {view.names.ui('placement.perpendicular')} [/]"


def placement_line(p: Json, view: SeatView) -> str:
    """How the cards lie, in words for the rules text ("" without cards)."""
    placement = p.get("placement")
    if placement == "perpendicular":
        word = view.names.ui("placement.perpendicular")
        return f"[yellow]{word}{view.names.ui('colon')}{view.ui('r.perpendicular')}[/yellow]"
    if placement:
        return f"[dim]{view.ui('r.parallel')}[/dim]"
    return ""
