"""What the player's seat knows, gathered from its observations (docs/protocol.md).

The first observation brings the catalogue (names and rules text), the log
header (the deck's card faces by id); every observation brings the story
since the last one, the table as the seat sees it and the seat's reach.
Nothing here touches the game: it is all JSON.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.markup import escape

from ..cli.client import card_place, own_kingdom, paired, rules_text, seat_general
from ..cli.narrate import CardInfo, Narrator, card_book
from ..cli.text import Names, general_label, plural
from .words import WORDS

Json = dict[str, Any]

# another seat's face-down general: a card back, never a name
GENERAL_BACK = "[#e8d8b0 on #6b3a1e]▒▒[/]"


class SeatView:
    """One seat's knowledge of the game, in one language."""

    def __init__(self, lang: str = "zh") -> None:
        self.lang = lang
        self.seat: int | None = None
        self.catalogue: Json = {}
        self.names = Names({}, lang)
        self.cards: dict[int, CardInfo] = {}
        self.narrator = Narrator(self.names, self.cards, show_roles_record=False)
        self.table: Json = {}
        self.you: Json = {}
        self.request: Json | None = None

    # ------------------------------------------------------------ taking in
    def absorb(self, obs: Mapping[str, Any]) -> list[str]:
        """Take in an observation; the story lines it adds (Rich markup)."""
        if obs.get("seat") is not None:
            self.seat = int(obs["seat"])
        if "catalogue" in obs:
            self._learn(obs["catalogue"])
        self.narrator.viewer = self.seat
        lines: list[str] = []
        for rec in obs.get("events", ()):
            if rec.get("t") == "header":
                self.cards.update(card_book(rec))
            lines.extend(self.narrator.feed(rec))
        if obs.get("table"):
            self.table = dict(obs["table"])
            for p in self.table.get("players", ()):
                gid = seat_general(p)
                if gid:
                    self.narrator.generals[p["seat"]] = gid
        self.you = dict(obs.get("you") or self.you)
        self.request = obs.get("request")
        return lines

    def _learn(self, catalogue: Json) -> None:
        self.catalogue = catalogue
        self.names = Names.from_catalogue(catalogue, self.lang, catalogue.get("names"))
        generals = self.narrator.generals
        self.narrator = Narrator(self.names, self.cards, viewer=self.seat,
                                 show_roles_record=False)
        self.narrator.generals.update(generals)

    # ------------------------------------------------------------ words
    def ui(self, key: str, **kw: Any) -> str:
        """The table's words, else the shared ones of ``sgs.cli.text``."""
        text = WORDS[self.lang].get(key)
        if text is None:
            return self.names.ui(key, **kw)
        text = text.format(**kw) if kw else text
        return plural(text) if self.lang == "en" else text

    def who(self, seat: int) -> str:
        return self.narrator.who(seat)

    def name(self, ident: str | None) -> str:
        return self.names(ident)

    def card(self, cid: int) -> str:
        """A card by id: name, suit and rank (markup)."""
        info = self.cards.get(cid)
        return self.names.card(*info) if info is not None else self.ui("unknown_card")

    def card_name(self, cid: int) -> str | None:
        info = self.cards.get(cid)
        return info[0] if info is not None else None

    def skill(self, sid: str) -> str:
        return f"【{self.names(sid)}】" if self.lang == "zh" else self.names(sid)

    def text(self, ident: str) -> str:
        """The rules text of a skill id or card name in this language (escaped), or ""."""
        for section in ("skills", "cards"):
            entry = self.catalogue.get(section, {}).get(ident)
            if isinstance(entry, Mapping):
                return escape(rules_text(entry, self.lang))
        return escape(self.names.rule(ident))  # an event, 合纵/连横: the surfaces' words

    def other_name(self, ident: str) -> str:
        """The name in the other language, for the rules text's heading."""
        other = "en" if self.lang == "zh" else "zh"
        for section in ("skills", "cards", "generals"):
            entry = self.catalogue.get(section, {}).get(ident)
            if isinstance(entry, Mapping) and isinstance(entry.get("names"), Mapping):
                return escape(str(entry["names"].get(other, "")))
        printed = (self.catalogue.get("names") or {}).get(other) or {}  # an event card …
        return escape(str(printed.get(ident, ""))) if isinstance(printed, Mapping) else ""

    @property
    def hegemony(self) -> bool:
        """A game of hegemony mode (the log header says): HP printed in 阴阳鱼, kingdoms
        instead of roles."""
        return self.narrator.mode == "hegemony"

    def hp_word(self, hp: Any) -> str:
        """A general's printed HP (hegemony prints 阴阳鱼, half-HP units)."""
        return self.ui("half_hp", n=hp) if self.hegemony else f"{self.ui('hp')} {hp}"

    def general_label(self, p: Json, sep: str = "/") -> str:
        """A seat's general(s): another seat's face-down general is a card back, your own
        face-down one is marked (markup)."""
        return general_label(self.names, p, sep=sep, back=GENERAL_BACK,
                             none=self.ui("no_general"))

    def side(self, p: Json) -> str:
        """What a seat plays for as you know it: the role (identity), else the kingdom —
        unknown until its first reveal (your own: the kingdom your generals would give),
        野心家 for a careerist."""
        n = self.names
        if "role" in p or not paired(p):
            return n.side(p)
        kingdom = p.get("kingdom")
        if kingdom is None and p.get("seat") == self.seat:
            mine = own_kingdom(self.catalogue, p)
            if mine is not None:
                gap = "" if self.lang == "zh" else " "
                return f"{n.kingdom(None)}[dim]{gap}({n(mine)})[/dim]"
        if kingdom == "careerist":
            return f"[bold magenta]{n(kingdom)}[/bold magenta]"
        return n.kingdom(kingdom)

    def skill_flags(self, sid: str) -> list[str]:
        entry = self.catalogue.get("skills", {}).get(sid) or {}
        # (主公技 in the set's own words: the Red Chamber's 主人技)
        return [self.ui(f"r.{flag}", lord=self.names.role("lord"))
                for flag in ("locked", "limited", "lord") if entry.get(flag)]

    # ------------------------------------------------------------ the table
    @property
    def players(self) -> list[Json]:
        return list(self.table.get("players", ()))

    def player(self, seat: int) -> Json:
        return next((dict(p) for p in self.players if p["seat"] == seat), {})

    @property
    def me(self) -> Json:
        return self.player(self.seat) if self.seat is not None else {}

    @property
    def hand(self) -> list[int]:
        return [int(c["id"]) for c in self.me.get("hand") or ()]

    def distance(self, seat: int) -> int | None:
        d = self.you.get("distance", {}).get(str(seat))
        return None if d is None else int(d)

    def in_range(self, seat: int) -> bool:
        return seat in (self.you.get("in_range") or ())

    def on_general(self, cid: int) -> tuple[int, str, Json] | None:
        """Card ``cid`` on a general, as the seat sees it: the seat, the pile, the card
        (marked ``face_down`` when it lies face down); None when it is not on one."""
        for p in self.players:
            for pile, cards in (p.get("piles") or {}).items():
                for c in cards:
                    if c.get("id") == cid:
                        return int(p["seat"]), str(pile), dict(c)
        return None

    def place(self, cid: int) -> str | None:
        """Where the table shows card ``cid``: hand, equip, judge, pile, processing …"""
        return card_place(self.table, cid)
