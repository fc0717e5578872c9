"""Rules text on demand: a card's or a skill's, a seat's skills, everything in play.

Texts come from the catalogue (``text`` of each card and skill, zh as printed
and en); a name is given in both languages so a renamed card (护官符) can be
recognised (Official's Amulet … the 八卦阵 of the standard game).
"""

from __future__ import annotations

from typing import Any

from rich.markup import escape

from ..cli.client import general_cards, general_skills, is_soldier, paired
from .on_general import badge, card_markup, hp_line, piles_markup, placement_line
from .seat_view import SeatView

Json = dict[str, Any]


def entry_markup(ident: str, view: SeatView) -> str:
    """``【葬花】 Burying Flowers · 锁定技`` and the text below it."""
    section = "skills" if ident in view.catalogue.get("skills", {}) else "cards"
    shown = view.skill(ident) if section == "skills" else f"[bold]{view.name(ident)}[/bold]"
    head = f"[bold]{shown}[/bold]"
    other = view.other_name(ident)
    if other and other != view.name(ident):
        head += f" [dim]{other}[/dim]"
    flags = view.skill_flags(ident) if section == "skills" else []
    if flags:
        head += f" [yellow]· {' · '.join(flags)}[/yellow]"
    text = view.text(ident) or f"[dim]{view.ui('r.no_text')}[/dim]"
    return f"{head}\n{text}"


def seat_facts(p: Json, view: SeatView) -> list[str]:
    """What the table shows of a seat besides its general, HP and hand (markup): the
    垂置 badge (seed 002), your reach (your own seat) or the distance to it, equipment,
    judgment area, whether it is face down or chained, then the cards on its general."""
    seat = int(p["seat"])
    facts: list[str] = []
    mark = badge(p, view)  # 垂置 first: the general is locked, a row cut short keeps it
    if mark:
        facts.append(mark)
    if seat == view.seat:
        facts.append(view.ui("my_reach", r=view.you.get("attack_range", "?"),
                             h=view.you.get("hand_limit", "?")))
    elif p.get("alive", True) and view.distance(seat) is not None:
        dist = view.ui("dist", d=view.distance(seat))
        facts.append(f"{dist} [green]⚔[/green]" if view.in_range(seat) else dist)
    under = p.get("under") or {}
    equip = " ".join(view.names.card_json(c) + _under_markup(under.get(slot), view)
                     for slot, c in (p.get("equip") or {}).items())
    if equip:
        facts.append(equip)
    judge = " ".join(view.name(c.get("as_") or c.get("name")) for c in p.get("judge") or ())
    if judge:
        facts.append(f"[magenta]{view.ui('judge_area')}: {judge}[/magenta]")
    for flag in ("face_down", "chained"):  # a dead seat is neither: it is out of the game
        if p.get(flag) and p.get("alive", True):
            facts.append(f"[yellow]{view.ui(flag)}[/yellow]")
    facts += piles_markup(p, view)  # last: the longest, a crowded row cuts them short
    return facts


def _under_markup(under: Json | None, view: SeatView) -> str:
    """The cards under an equipment card (木牛流马): their faces for the holder, else
    how many: ``[闪 ♥4 杀 ♠7]``, ``[2]``."""
    if not under:
        return ""
    cards = under.get("cards")
    inside = " ".join(view.names.card_json(c) for c in cards) if cards is not None \
        else str(under.get("count", 0))
    return f"[dim]\\[[/dim]{inside}[dim]][/dim]"


def _pile_skills(owner: Json, pile: str, view: SeatView) -> list[str]:
    """The skills that tell about ``pile``: the skill of that id, else the owner's
    skills whose text names the pile (屯田, 急袭 … for 田)."""
    skills = view.catalogue.get("skills", {})
    if pile in skills:
        return [pile]
    name = view.name(pile)
    return [s for s in general_skills(view.catalogue, owner) if name and name in view.text(s)]


def pile_card_markup(cid: int, view: SeatView) -> str:
    """The rules text of a card on a general: where it lies, whether it is face down
    (then it has no suit, rank, name or function), the pile's skill, and the card's
    own text."""
    found = view.on_general(cid)
    if found is None:
        return entry_markup(view.card_name(cid) or "", view)
    seat, pile, c = found
    owner = view.player(seat)
    where = view.ui("pc.where_mine", pile=view.name(pile)) if seat == view.seat else \
        view.ui("pc.where", who=view.who(seat), pile=view.name(pile))
    lines = [f"{card_markup(c, view)}  [dim]{where}[/dim]"]
    if owner.get("placement") == "perpendicular":
        lines.append(placement_line(owner, view))
    if c.get("face_down"):
        lines.append(f"[yellow]{view.ui('pc.down')}[/yellow]")
    lines += [entry_markup(s, view) for s in _pile_skills(owner, pile, view)]
    name = c.get("name")
    if name and name in view.catalogue.get("cards", {}):
        lines.append(entry_markup(str(name), view))
    return "\n".join(lines)


def seat_markup(seat: int, view: SeatView) -> str:
    """A seat's general, what it has in play (a crowded table cuts its row short), and
    every skill it has, with their texts."""
    p = view.player(seat)
    if not p:
        return ""
    if paired(p):
        return _pair_seat_markup(p, view)
    general = view.name(p["general"]) if p.get("general") else view.ui("no_general")
    other = view.other_name(p.get("general") or "")
    lines = [f"[bold cyan]{seat} {general}[/bold cyan] [dim]{other}[/dim]"]
    if p.get("alive", True) and p.get("shown_hp") is not None:
        lines.append(hp_line(p, view))  # the frozen display told in words
    facts = seat_facts(p, view)
    if facts:
        lines.append(" · ".join(facts))
    placement = placement_line(p, view)
    if placement:
        lines.append(placement)
    lines += [entry_markup(s, view) for s in general_skills(view.catalogue, p)]
    return "\n".join(lines)


def _pair_seat_markup(p: Json, view: SeatView) -> str:
    """A hegemony seat: its kingdom, each general card (another seat's face-down one a
    card back; one you see face down marked so, its skills working only once revealed),
    what it has in play, then the skills it has and those of its face-down generals."""
    seat = int(p["seat"])
    lines = [f"[bold cyan]{seat} {view.general_label(p, sep=' / ')}[/bold cyan]  "
             f"{view.side(p)}"]
    if p.get("alive", True) and p.get("shown_hp") is not None:
        lines.append(hp_line(p, view))
    facts = seat_facts(p, view)
    if facts:
        lines.append(" · ".join(facts))
    working = [str(s) for s in p.get("skills") or () if s not in view.catalogue.get("cards", {})]
    told: set[str] = set()
    for c in general_cards(p):
        pos = view.ui(f"pos.{c.get('position')}")
        gid = c.get("general")
        if not gid:
            lines.append(f"[dim]{pos}[/dim] {view.ui('gen.back')}")
            continue
        state = "" if c.get("revealed") and not c.get("removed") else \
            f" [yellow]({view.ui('gen.removed' if c.get('removed') else 'gen.down')})[/yellow]"
        if is_soldier(gid):  # 士兵牌: a removed deputy's stand-in
            lines.append(f"[dim]{pos}[/dim] [bold]{view.name(gid)}[/bold] "
                         f"[dim]{view.ui('no_skill')}[/dim]{state}")
            lines.append(f"[dim]{escape(view.names.rule('soldier'))}[/dim]")
            continue
        gen = view.catalogue.get("generals", {}).get(gid) or {}
        lines.append(f"[dim]{pos}[/dim] [bold]{view.name(gid)}[/bold] "
                     f"[dim]{view.other_name(gid)} · {view.names.kingdoms_of(gen)} · "
                     f"{view.hp_word(gen.get('hp', '?'))}[/dim]{state}")
        if state and seat == view.seat and not c.get("removed") and gen.get("skills"):
            lines.append(f"[dim]{view.ui('latent_note')}[/dim]")
        for s in gen.get("skills", ()):  # under its card; dimmed while not in effect
            told.add(str(s))
            text = entry_markup(str(s), view)
            lines.append(text if str(s) in working else f"[dim]{text}[/dim]")
    lines += [entry_markup(s, view) for s in working if s not in told]  # gained, the mode's
    return "\n".join(lines)


def general_markup(gid: str, view: SeatView) -> str:
    """A general offered at setup: kingdom, HP, gender, and each skill's text."""
    gen = view.catalogue.get("generals", {}).get(gid) or {}
    head = f"[bold]{view.name(gid)}[/bold] [dim]{view.other_name(gid)}[/dim]  " \
           f"{view.names.kingdoms_of(gen)} · {view.hp_word(gen.get('hp', '?'))}"
    if gen.get("sub_kingdom"):  # 双势力: a deputy only, revealed after the main
        head += f"  [magenta]{view.ui('dual')}[/magenta]\n" \
                f"[dim]{escape(view.names.rule('dual'))}[/dim]"
    return "\n".join([head, *(entry_markup(s, view) for s in gen.get("skills", ()))])


def cards_in_play(view: SeatView) -> list[str]:
    """The card names of your hand, then of every equipment and judgment area and the
    face-up cards on the generals, once."""
    seen: dict[str, None] = {}
    for c in view.me.get("hand") or ():
        seen.setdefault(str(c["name"]), None)
    for p in view.players:
        for c in (p.get("equip") or {}).values():
            seen.setdefault(str(c["name"]), None)
        for c in p.get("judge") or ():
            seen.setdefault(str(c.get("as_") or c["name"]), None)
        for cards in (p.get("piles") or {}).values():  # a face-down card has no name
            for c in cards:
                if c.get("name") and not c.get("face_down"):
                    seen.setdefault(str(c["name"]), None)
    return [n for n in seen if n in view.catalogue.get("cards", {})]


def everything_markup(view: SeatView) -> str:
    """Every seat's skills, then the cards you hold and the cards in play."""
    parts = [f"[bold underline]{view.ui('r.seats')}[/]"]
    parts += [seat_markup(int(p["seat"]), view) for p in view.players]
    parts.append(f"[bold underline]{view.ui('r.cards')}[/]")
    parts += [entry_markup(n, view) for n in cards_in_play(view)]
    return "\n\n".join(parts)
