"""What a client of the seat protocol can work out from JSON alone (docs/protocol.md).

Shared by every surface that plays a seat (the line mode of ``sgs play``, the
full-screen table): rules texts from the catalogue, what a seat's general is,
who a seat knows to be on its side, which requests have only one legal answer,
and which 无懈可击 windows are about the seat's own card.  Nothing here imports the
game: only observations and requests, as plain dicts.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..agents.legal import (
    OptionTree,
    act_answers,
    card_choices,
    card_selections,
    player_choices,
    target_selections,
)

Json = dict[str, Any]

# ---------------------------------------------------------------- rules texts

_BRACKETS = str.maketrans("", "", "【】〔〕[]「」\"'")


@dataclass(frozen=True)
class Entry:
    """A catalogue entry found by name: ``section`` is ``cards``, ``skills`` or
    ``generals``; ``ident`` its id."""

    section: str
    ident: str
    data: Mapping[str, Any]


def rules_text(entry: Mapping[str, Any] | None, lang: str) -> str:
    """The rules text of a card or skill entry of the catalogue in ``lang`` (the other
    language when that one is missing), or "" when the catalogue has none."""
    if not entry:
        return ""
    text = entry.get("text")
    if isinstance(text, str):
        return text
    if not isinstance(text, Mapping):
        return ""
    for lg in (lang, "zh", "en"):
        value = text.get(lg)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return ""


def find_entries(catalogue: Mapping[str, Any], query: str) -> list[Entry]:
    """The cards, skills and generals of the catalogue named ``query``: by id or printed
    name in any language, case and brackets (【】) ignored; failing that, those whose
    id or a name contains it.  A card and the skill of the same id (an equipment
    card's skill) are one entry: the card."""
    want = query.strip().translate(_BRACKETS).casefold()
    if not want:
        return []
    exact: list[Entry] = []
    partial: list[Entry] = []
    for section in ("cards", "skills", "generals"):
        for ident, data in (catalogue.get(section) or {}).items():
            if not isinstance(data, Mapping):
                continue
            if section == "skills" and ident in (catalogue.get("cards") or {}):
                continue
            names = [ident, *(v for v in (data.get("names") or {}).values()
                              if isinstance(v, str))]
            folded = [x.translate(_BRACKETS).casefold() for x in names]
            if want in folded:
                exact.append(Entry(section, ident, data))
            elif any(want in x for x in folded):
                partial.append(Entry(section, ident, data))
    return exact or partial


def general_skills(catalogue: Mapping[str, Any], player: Mapping[str, Any]) -> list[str]:
    """The skills to tell about a player of the table: their general's (as the
    catalogue lists them), then any other skill they have now (gained), leaving out
    the skills of equipment (told with the card)."""
    cards = catalogue.get("cards") or {}
    out: list[str] = []
    gens = catalogue.get("generals") or {}
    general = player.get("general")
    shown = [general] if general else []
    if paired(player):  # hegemony: every general this seat sees, face up or its own
        shown = [c["general"] for c in general_cards(player) if c.get("general")]
    for gid in shown:
        gen = gens.get(gid)
        if gen:
            out.extend(str(s) for s in gen.get("skills", ()) if str(s) not in out)
    for s in player.get("skills") or ():
        if s not in out and s not in cards:
            out.append(str(s))
    return out


# ---------------------------------------------------------------- general cards

PAIR = "+"  # hegemony's pick at setup: "main+deputy"


def general_cards(player: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """A player's general cards as the table shows them (``general`` null when face
    down and not this seat's), the main first."""
    cards = [c for c in player.get("generals") or () if isinstance(c, Mapping)]
    return sorted(cards, key=lambda c: c.get("position") != "main")


SOLDIER = "soldier:"  # a soldier card's id (士兵牌, seed 001 移除): soldier:<kingdom>:<gender>


def is_soldier(gid: object) -> bool:
    """Whether a general id is a soldier card's (a removed deputy's stand-in, no skill)."""
    return isinstance(gid, str) and gid.startswith(SOLDIER)


def dual_deputies(catalogue: Mapping[str, Any], pairs: Sequence[tuple[str, str]]) -> list[str]:
    """The 双势力 generals among a pick's deputies (a deputy only, of either kingdom)."""
    gens = catalogue.get("generals") or {}
    return [d for d in dict.fromkeys(b for _, b in pairs)
            if (gens.get(d) or {}).get("sub_kingdom")]


def paired(player: Mapping[str, Any]) -> bool:
    """Whether the player holds a main and a deputy (hegemony) rather than one general."""
    return len(general_cards(player)) >= 2 or "deputy" in player


def seat_general(player: Mapping[str, Any]) -> str | None:
    """The general to name a seat by: its main general when this seat sees it, else a
    revealed one (a face-down general of another seat is never named)."""
    if player.get("general"):
        return str(player["general"])
    for c in general_cards(player):
        if c.get("general") and c.get("revealed"):
            return str(c["general"])
    return None


def pair_choices(options: Iterable[str]) -> list[tuple[str, str]]:
    """The (main, deputy) pairs of a ``choose_generals`` request's options."""
    out = []
    for o in options:
        main, sep, deputy = str(o).partition(PAIR)
        if sep and main and deputy:
            out.append((main, deputy))
    return out


def pair_mains(catalogue: Mapping[str, Any], pairs: Sequence[tuple[str, str]]) -> list[str]:
    """The generals that may be the main of a pick, grouped by kingdom (kingdoms in the
    order the candidates first show them)."""
    gens = catalogue.get("generals") or {}
    mains = list(dict.fromkeys(a for a, _ in pairs))
    kingdoms = list(dict.fromkeys(str((gens.get(m) or {}).get("kingdom")) for m in mains))
    return sorted(mains, key=lambda m: kingdoms.index(str((gens.get(m) or {}).get("kingdom"))))


def half_hp(catalogue: Mapping[str, Any], gid: str, position: str) -> int:
    """The 阴阳鱼 a general is worth in a slot: its printed ones, with the adjustment of
    its skills for that slot (主将技/副将技: the catalogue's ``slot`` and ``slot_hp``)."""
    gen = (catalogue.get("generals") or {}).get(gid) or {}
    skills = catalogue.get("skills") or {}
    out = int(gen.get("hp") or 0)
    for sid in gen.get("skills") or ():
        sk = skills.get(sid) or {}
        if sk.get("slot") == position:
            out += int(sk.get("slot_hp") or 0)
    return out


def pair_hp(catalogue: Mapping[str, Any], main: str, deputy: str) -> tuple[int, int, int, bool]:
    """A main and a deputy's max HP as hegemony counts it: ``(hp, main's 阴阳鱼,
    deputy's 阴阳鱼, one left over)`` — the two cards' 阴阳鱼 in their slots, halved."""
    a = half_hp(catalogue, main, "main")
    b = half_hp(catalogue, deputy, "deputy")
    return (a + b) // 2, a, b, (a + b) % 2 == 1


def own_kingdom(catalogue: Mapping[str, Any], player: Mapping[str, Any]) -> str | None:
    """The kingdom printed on a player's generals, as its owner sees them (the side a
    first reveal would give, unless it makes a careerist)."""
    gens = catalogue.get("generals") or {}
    for c in general_cards(player):
        g = gens.get(c.get("general")) if c.get("general") else None
        if isinstance(g, Mapping) and g.get("kingdom"):
            return str(g["kingdom"])
    return None


# ---------------------------------------------------------------- sides

# identity mode's roles and the side each plays for (a renegade plays alone)
def role_of(table: Mapping[str, Any], seat: int) -> str | None:
    """The role the table shows for ``seat`` (None when this seat may not know it)."""
    for p in table.get("players", ()):
        if p.get("seat") == seat:
            role = p.get("role")
            return str(role) if isinstance(role, str) else None
    return None


def harmful(catalogue: Mapping[str, Any], option_key: str, label: str | None) -> bool:
    """Whether an act option harms the targets chosen for it, by the catalogue's
    ``harms``: a card used (as itself or made by a skill: the option's label names
    it), else the active skill of a ``skill:<id>`` option."""
    card = (catalogue.get("cards") or {}).get(label or "")
    if isinstance(card, Mapping):
        return bool(card.get("harms"))
    parts = option_key.split(":")
    skill = (catalogue.get("skills") or {}).get(parts[1]) if len(parts) == 2 else None
    return isinstance(skill, Mapping) and bool(skill.get("harms"))


def allies_hurt(you: Mapping[str, Any], table: Mapping[str, Any],
                catalogue: Mapping[str, Any], option_key: str, option_label: str | None,
                targets: Iterable[int]) -> dict[int, str]:
    """The known allies (``you["allies"]``) among ``targets`` of an option that harms
    them, with the role the table shows of each (a mode without roles: the kingdom; ""
    when none): empty when the option does not harm, or no target is a known ally."""
    if not harmful(catalogue, option_key, option_label):
        return {}
    allies = set(you.get("allies") or ())
    return {t: role_of(table, t) or kingdom_of(table, t) or "" for t in targets
            if t in allies}


def kingdom_of(table: Mapping[str, Any], seat: int) -> str | None:
    """The kingdom the table shows for ``seat`` in a mode without roles (hegemony)."""
    for p in table.get("players", ()):
        if p.get("seat") == seat and "role" not in p:
            kingdom = p.get("kingdom")
            return str(kingdom) if isinstance(kingdom, str) else None
    return None


# ---------------------------------------------------------------- needless questions


def own_card_window(request: Mapping[str, Any], seat: int | None) -> bool:
    """A 无懈可击 window about the effect of a card this seat used itself (its own
    无中生有, each target of its own 南蛮入侵, its own 无懈可击): answering yes would
    cancel its own card."""
    if request.get("kind") != "respond" or request.get("reason") != "nullification":
        return False
    data = request.get("data") or {}
    user = data.get("user")
    return seat is not None and isinstance(user, int) and not isinstance(user, bool) \
        and user == seat


def _at_most_two(answers: Iterable[Any]) -> list[Any]:
    return list(itertools.islice(answers, 2))


def only_answer(request: Mapping[str, Any]) -> tuple[bool, Any]:
    """``(True, answer)`` when ``request`` has exactly one legal answer (a play phase
    where nothing can be used: passing; a choice among one), else ``(False, None)``.
    A yes/no question always has two."""
    kind = request.get("kind")
    req = dict(request)
    found: list[Any]
    try:
        if kind in ("play", "respond"):
            found = _at_most_two(act_answers(req))
        elif kind == "cards":
            found = _at_most_two(card_choices(req))
        elif kind == "players":
            found = _at_most_two(player_choices(req))
        elif kind == "card_of":
            found = (["hand"] if req.get("hand_count") else []) + list(req.get("visible", ()))
        elif kind == "option":
            found = list(req.get("options", ()))
        elif kind == "arrange":
            cards = list(req.get("cards", ()))
            found = [[cards, []]] if len(cards) == 1 and not req.get("bottom_allowed") else []
        else:
            return False, None
    except (KeyError, TypeError, ValueError):
        return False, None
    if len(found) == 1:
        return True, found[0]
    return False, None


def only_cards(tree: Mapping[str, Any]) -> tuple[int, ...] | None:
    """The card selection of an option's tree when it has exactly one."""
    found = _at_most_two(card_selections(dict(tree)))
    return tuple(found[0][0]) if len(found) == 1 else None


def only_targets(node: Mapping[str, Any] | None) -> tuple[int, ...] | None:
    """The target selection of a target tree when it has exactly one."""
    if node is None:
        return None
    found = _at_most_two(target_selections(dict(node)))
    return tuple(found[0]) if len(found) == 1 else None


def most_targets(node: Mapping[str, Any] | None) -> int:
    """The most seats any selection of a target tree takes."""
    if node is None:
        return 0
    nxt = node.get("next") or {}
    return max((1 + most_targets(sub) for sub in nxt.values()), default=0)


def option_name(sel: OptionTree) -> str:
    """What an option uses: the card a skill makes (``skill:<id>:<card>``), the skill of
    ``skill:<id>``, else its card's name."""
    parts = sel.key.split(":")
    return parts[-1] if parts[0] == "skill" else sel.label


def latent_source(key: str, me: Mapping[str, Any], catalogue: Mapping[str, Any],
                  ) -> tuple[str, str, str] | None:
    """The face-down general card an option's skill comes from, as (skill, position,
    general): using the option reveals that card first (docs/protocol.md, hegemony).
    None for any other option."""
    parts = key.split(":")
    if parts[0] != "skill" or parts[1] not in (me.get("latent_skills") or ()):
        return None
    generals = catalogue.get("generals", {})
    for c in me.get("generals") or ():
        gid = c.get("general")
        if gid and not c.get("revealed") and parts[1] in generals.get(gid, {}).get("skills", ()):
            return parts[1], str(c.get("position")), str(gid)
    return None


def fewest_targets(node: Mapping[str, Any] | None) -> int:
    """The fewest more seats that complete a selection from this target node (0 when
    it is complete already)."""
    if node is None or node.get("done"):
        return 0
    nxt = node.get("next") or {}
    return min((1 + fewest_targets(sub) for sub in nxt.values()), default=0)


class HandNumbers:
    """Card id → its number, kept while the card stays in the hand, so that playing a
    card never renumbers the others.  A new card takes the smallest free number, but
    not one freed at this same update: a number typed again at once never picks a
    different card by surprise."""

    def __init__(self) -> None:
        self.held: dict[int, int] = {}

    def update(self, hand: Sequence[Mapping[str, Any]]) -> dict[int, int]:
        """The numbers of the cards in ``hand`` (the table's list of the seat's hand)."""
        ids = [int(c["id"]) for c in hand if c.get("id") is not None]
        kept = {c: n for c, n in self.held.items() if c in set(ids)}
        taken = set(self.held.values())  # kept ones and those freed just now
        k = 1
        for c in ids:
            if c not in kept:
                while k in taken:
                    k += 1
                kept[c] = k
                taken.add(k)
        self.held = kept
        return dict(kept)


def card_place(table: Mapping[str, Any], cid: int) -> str | None:
    """Where an observation's table shows card ``cid``: "hand", "equip", "judge",
    "pile" (on a general), "processing", "discard", "void"; None when out of sight."""
    for p in table.get("players", ()):
        if any(c.get("id") == cid for c in p.get("hand") or ()):
            return "hand"
        if any(c.get("id") == cid for c in p.get("equip", {}).values()):
            return "equip"
        if any(c.get("id") == cid for c in p.get("judge", ())):
            return "judge"
        if any(c.get("id") == cid for pile in p.get("piles", {}).values() for c in pile):
            return "pile"
    for zone in ("processing", "discard", "void"):
        if any(c.get("id") == cid for c in table.get(zone, ())):
            return zone
    return None
