"""``sgs play --plain``: one human against bots, a line at a time.

The line mode is for pipes, screen readers and tests (``sgs play`` chooses it
by itself when standard input or output is not a terminal).  The human seat
is an agent of the seat protocol (docs/protocol.md), like the bots:
:class:`HumanSeat` sees the game only through its observations — the table as
its seat sees it, the log records meant for it (told as a running story and
kept for the ``h`` command), its open request — and answers with JSON.
Names and rules texts come from the catalogue of its first observation.

Numbers keep their meaning: a hand card keeps its number in every question while
it is held (playing a card renumbers no other), a player is chosen by seat number, and a
choice of several cards is made one card at a time, with a running count.
A question with one legal answer is answered for the player (and said so);
so is a 无懈可击 window about the player's own card, unless they turn that off
(``a``), every later window of a card the player passed with ``z``, and, when they
ask for it (``m``), a window that cannot matter to them — the full-screen table's
rules (:mod:`sgs.cli.passing`), remembered in the same settings file
(:mod:`sgs.cli.settings`).  ``q`` asks before leaving.  The engine's own check has
the last word: the host hands a refused answer back (:meth:`HumanSeat.refused`) and
asks again (:class:`sgs.host.Seats`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from itertools import islice
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from ..agents.legal import OptionTree, card_selections, target_node
from ..host import Seats
from .client import (
    HandNumbers,
    allies_hurt,
    card_place,
    dual_deputies,
    fewest_targets,
    find_entries,
    general_cards,
    general_skills,
    is_soldier,
    latent_source,
    most_targets,
    only_answer,
    only_cards,
    only_targets,
    option_name,
    own_card_window,
    pair_choices,
    pair_mains,
    paired,
    rules_text,
    seat_general,
)
from .narrate import CardInfo, Narrator, card_book
from .passing import (
    CardKey,
    card_in_play,
    nullification_window,
    pass_without_asking,
    still_passing,
)
from .settings import Settings, save_settings
from .text import PLAIN_REASONS, Names, general_label, pair_text, prompt_fields, side_line

Json = dict[str, Any]


class Quit(Exception):
    """The human left: ``q`` typed, or the input ended (``eof``)."""

    def __init__(self, eof: bool = False) -> None:
        super().__init__("end of input" if eof else "quit")
        self.eof = eof


class Back(Exception):
    """Go back one step (from choosing cards or targets to the options)."""


class PassCard(Exception):
    """``z`` at a 无懈可击 window: pass it and every later window of the same card."""


_SPLIT = re.compile(r"[\s,，、]+")
_DONE_WORDS = ("", "ok", "d", "done", "确定")

class Terminal:
    """Printing and reading lines; ``read`` may be replaced (tests, other front ends)."""

    def __init__(self, console: Console, read: Callable[[str], str] | None = None) -> None:
        self.console = console
        self._read = read

    def say(self, markup: str = "", wrap: bool = True, indent: int = 0) -> None:
        """Print a line of markup; ``wrap=False`` keeps it on one line however long
        (a command to copy); ``indent``: wrapped lines keep this left margin too."""
        if indent:
            self.console.print(Padding(Text.from_markup(markup), (0, 0, 0, indent), expand=False),
                               highlight=False)
            return
        self.console.print(markup, highlight=False, soft_wrap=not wrap)

    def ask(self, prompt: str) -> str:
        try:
            if self._read is not None:
                return self._read(prompt)
            return self.console.input(prompt)
        except EOFError:
            raise Quit(eof=True) from None


class HumanSeat:
    """Answers one seat's requests from the keyboard: an agent of the seat protocol.

    ``names``: printed names of the ids the catalogue does not carry (a set's
    kingdoms and roles), by language; the catalogue's names win.  ``settings``: the
    player's (``own_trick``: pass, without asking, the 无懈可击 windows about one's own
    cards, ``a`` toggles; ``nullify_matters``: be asked only when a 无懈可击 could
    matter, ``m`` toggles), saved to ``settings_file`` when changed; without them,
    ``auto_pass`` sets ``own_trick``.
    """

    def __init__(self, term: Terminal, lang: str = "zh",
                 names: Mapping[str, Mapping[str, str]] | None = None,
                 auto_pass: bool = True, settings: Settings | None = None,
                 settings_file: Path | None = None) -> None:
        self.term = term
        self.lang = lang
        self._extra = names
        self.names = Names.from_catalogue({}, lang, names)
        self.seat: int | None = None
        self.cards: dict[int, CardInfo] = {}  # the deck, from the log header
        self.narrator = Narrator(self.names, self.cards, show_roles_record=False)
        self.catalogue: Json = {}
        self.table: Json = {}
        self.you: Json = {}
        self.settings = settings if settings is not None else Settings(own_trick=auto_pass)
        self.settings_file = settings_file
        self.passing: CardKey | None = None  # z: the card whose 无懈可击 windows are passed
        self._request: Json = {}  # the request being answered (z needs to know it)
        self.story: list[str] = []  # every line told so far (the h command)
        self._refused = False
        self._table_turn: Any = -1  # the turn the table was last shown in full
        self._numbers = HandNumbers()  # a hand card keeps its number while it is held
        self._refused_targets: Json = {}  # the open act request's (its targets' reasons)

    @property
    def auto_pass(self) -> bool:
        return self.settings.own_trick

    @auto_pass.setter
    def auto_pass(self, on: bool) -> None:
        self.settings.own_trick = on

    # ------------------------------------------------------------ the protocol
    def act(self, observation: Json, request: Json) -> Any:
        """Tell what happened, answer by itself what needs no question, else show the
        table and ask until the input is an answer."""
        self.observe(observation)
        self._request = request
        if self.passing is not None and self.passing != card_in_play(self.table):
            self.passing = None  # the card passed is over
        refused, self._refused = self._refused, False
        if not refused:  # after a refusal, always ask: the automatic answer was refused
            auto = self.automatic(request)
            if auto is not None:
                return auto[0]
            self.term.say()
            # the whole table in the play phase and at the first question of a turn;
            # else a line (the story just told says what changed)
            turn = self.table.get("turn")
            if request.get("kind") == "play" or turn != self._table_turn:
                self.status()
                self._table_turn = turn
            else:
                self.brief()
        self.term.say(f"[bold yellow]» {self.prompt_text(request)}[/bold yellow]")
        try:
            return self.build(request)
        except PassCard:
            return None

    def refused(self, refusal: Json) -> None:
        """The engine refused the last answer: say why, in the table's language (a
        refusal without a code is the engine's own words: not shown as they are)."""
        self._refused = True
        text = refusal.get(self.lang) if refusal.get("code") else None
        msg = escape(str(text)) if text else self.names.ui("e.refused")
        self.error(self.names.ui("e.illegal", msg=msg))

    def observe(self, obs: Json) -> None:
        """Take in an observation: the catalogue (the first one), the story since the
        last one, the table and the seat's reach."""
        if obs.get("seat") is not None:
            self.seat = int(obs["seat"])
        if "catalogue" in obs:
            self.catalogue = obs["catalogue"]
            self.names = Names.from_catalogue(self.catalogue, self.lang, self._extra)
            generals = self.narrator.generals
            self.narrator = Narrator(self.names, self.cards, viewer=self.seat,
                                     show_roles_record=False)
            self.narrator.generals.update(generals)
        self.narrator.viewer = self.seat
        self.passing = still_passing(self.passing, obs.get("events", ()))
        for rec in obs.get("events", ()):
            if rec.get("t") == "header":
                self.cards.update(card_book(rec))
            for line in self.narrator.feed(rec):
                self.story.append(line)
                self.term.say(line)
        if obs.get("table"):
            self.table = obs["table"]
        self.you = obs.get("you") or self.you
        self.sync_generals()

    def sync_generals(self) -> None:
        """Name the seats by the generals this seat can see (the story may not have told)."""
        for p in self.table.get("players", ()):
            gid = seat_general(p)
            if gid:
                self.narrator.generals[p["seat"]] = gid

    # ------------------------------------------------------------ answers nobody needs to give
    def automatic(self, req: Json) -> tuple[Any] | None:
        """``(answer,)`` for a request the player need not be asked (told on a line), or
        None to ask."""
        n = self.names
        if self.auto_pass and req.get("can_pass") and own_card_window(req, self.seat):
            card = (req.get("data") or {}).get("card")
            self.note(n.ui("m.auto_own", card=n.card(str(card)) if card else "",
                           names=self._pattern(req)))
            return (None,)
        why = pass_without_asking(req, self.seat, self.you, self.table,
                                  self.settings.nullify_matters, self.passing)
        if why == "card" and self.passing is not None:
            self.note(n.ui("m.auto_pass_card", card=n.card(str(self.passing[1])),
                           names=self._pattern(req)))
            return (None,)
        if why == "not_yours":
            self.note(n.ui("m.auto_not_yours", names=self._pattern(req)))
            return (None,)
        ok, answer = only_answer(req)
        if not ok:
            return None
        self.note(n.ui("m.auto_only", prompt=self.prompt_text(req),
                       answer=self.describe(req, answer)))
        return (answer,)

    def describe(self, req: Json, answer: Any) -> str:
        """An answer to ``req`` in words."""
        n, kind = self.names, req.get("kind")
        if answer is None and kind in ("play", "respond"):
            return n.ui("c.pass_play" if kind == "play" else "c.pass_respond")
        if isinstance(answer, dict) and kind in ("play", "respond"):
            text = self.option_label(str(answer.get("option")), None)
            targets = answer.get("targets") or []
            if targets:
                text += " → " + n.join(self.who(t) for t in targets)
            return text
        if kind == "cards":
            return n.join(self.card(c) for c in answer) or n.ui("c.none")
        if kind == "players":
            return n.join(self.who(s) for s in answer) or n.ui("c.none")
        if kind == "card_of":
            return n.ui("c.hand_blind", n=req.get("hand_count")) if answer == "hand" \
                else self._card_with_place(int(answer))
        if kind == "option":
            return self.option_text(req, str(answer))
        if kind == "arrange":
            return n.join(self.card(c) for c in answer[0])
        return escape(repr(answer))

    def note(self, msg: str) -> None:
        self.term.say(f"[dim]» {msg}[/dim]")

    # ------------------------------------------------------------ what the seat sees
    def who(self, seat: int) -> str:
        return self.narrator.who(seat)

    def card(self, cid: int) -> str:
        info = self.cards.get(cid)
        if info is None:
            return self.names.ui("unknown_card")
        return self.names.card(*info)

    def player(self, seat: int) -> Json:
        for p in self.table.get("players", ()):
            if p["seat"] == seat:
                return dict(p)
        return {}

    def hand(self) -> list[Json]:
        me = self.player(self.seat) if self.seat is not None else {}
        return list(me.get("hand") or [])

    def hand_numbers(self) -> dict[int, int]:
        """Card id → its number, the same in every question while the card is held."""
        return self._numbers.update(self.hand())

    def card_keys(self, cids: Sequence[int]) -> dict[int, int]:
        """Numbers for choosing among ``cids``: a hand card keeps its number while it is
        held, the others follow the hand; cards none of which is in the hand are 1, 2, …"""
        in_hand = self.hand_numbers()
        if not any(c in in_hand for c in cids):
            return {i: c for i, c in enumerate(cids, 1)}
        out = {in_hand[c]: c for c in cids if c in in_hand}
        k = max(in_hand.values())
        for c in cids:
            if c not in in_hand:
                k += 1
                out[k] = c
        return dict(sorted(out.items()))

    def status(self) -> None:
        """The compact table: turn and phase, each seat, then this seat's hand and skills."""
        v, n = self.table, self.names
        if not v or self.seat is None:
            return
        cur = v["current"]
        head = n.ui("turn_of", n=v["turn"], who=self.who(cur), phase=n.phase(v["phase"])) \
            if v["turn"] else ""
        piles = f"{n.ui('draw_count', n=v['draw_count'])} · " \
                f"{n.ui('discard_count', n=len(v['discard']))}"
        if v.get("general_pile_count") and self.narrator.mode == "hegemony":
            piles += f" · {n.ui('general_pile', n=v['general_pile_count'])}"
        me = self.player(self.seat)
        if me.get("general") is None:  # still choosing generals: only the role matters
            if "role" in me:
                self.term.say(n.ui("your_role", role=n.role(me.get("role"))))
            return
        self.term.say(f"[bold]{head}[/bold]  [dim]{piles}[/dim]" if head else f"[dim]{piles}[/dim]")
        t = Table(box=None, show_header=True, header_style="dim", pad_edge=False, padding=(0, 1))
        side = n.ui("role") if "role" in me else n.ui("kingdom")
        for col in ("", "#", n.ui("general"), side, n.ui("hp"), n.ui("hand"),
                    n.ui("equip"), n.ui("judge_area")):
            t.add_column(col, no_wrap=col in ("", "#"))
        for p in v["players"]:
            s = p["seat"]
            mark = ">" if s == cur and v["turn"] else ""
            general = self.general_label(p)
            if s == self.seat:
                general = f"[bold cyan]{general} ({n.ui('you')})[/bold cyan]"
            flags = [x for x, on in (("⟲", p["face_down"]), ("⛓", p["chained"])) if on]
            if flags:
                general += " " + "".join(flags)
            role = n.side(p)
            hp = self._hp_of(p) if p["alive"] else f"[dim]{n.ui('dead')}[/dim]"
            equip = " ".join(n.card_json(c) for c in p["equip"].values())
            judge = " ".join(n(c.get("as_") or c.get("name")) for c in p["judge"])
            judge += self.piles_text(p)
            row = [mark, str(s), general, role, hp, str(p["hand_count"]), equip, judge.strip()]
            t.add_row(*row, style=None if p["alive"] else "dim")
        self.term.console.print(t)
        self.term.say(self._hand_line(me))
        skills = n.join(f"【{n(s)}】" if n.lang == "zh" else n(s) for s in me["skills"])
        extra = f"  {n.ui('skills')}: {skills}" if skills else ""
        latent = [s for s in me.get("latent_skills") or () if s not in me["skills"]]
        if latent:
            names = n.join(f"【{n(s)}】" if n.lang == "zh" else n(s) for s in latent)
            extra += f"  [dim]{n.ui('latent')}: {names} ({n.ui('latent_note')})[/dim]"
        self.term.say(f"{self.side_line(me)}{extra}")

    def side_line(self, me: Json) -> str:
        return side_line(self.names, self.catalogue, me)

    def general_label(self, p: Json) -> str:
        """A seat's general, or both of a hegemony player's (a face-down one this seat
        may not see is a card back; one it sees is marked face down)."""
        return general_label(self.names, p)

    def _hand_line(self, me: Json) -> str:
        n = self.names
        cards = {int(c["id"]): c for c in me.get("hand") or [] if c.get("id") is not None}
        numbered = sorted(self.hand_numbers().items(), key=lambda e: e[1])
        hand = "  ".join(f"[bold]{k}[/bold].{n.card_json(cards[c])}" for c, k in numbered) \
            or n.ui("none")
        return f"{n.ui('your_hand')} ({me.get('hand_count', 0)}): {hand}"

    def brief(self) -> None:
        """One line before a question outside the play phase: your HP and hand."""
        me = self.player(self.seat) if self.seat is not None else {}
        if not me or me.get("general") is None:
            self.status()
            return
        n = self.names
        self.term.say(f"[dim]{n.ui('hp')}[/dim] {self._hp_of(me)} · {self._hand_line(me)}")

    def _hp(self, hp: int, max_hp: int) -> str:
        colour = "green" if hp * 2 > max_hp else "yellow" if hp > 1 else "red"
        return f"[{colour}]{hp}/{max_hp}[/{colour}]"

    def _hp_of(self, p: Json) -> str:
        """A player's HP; while their general lies 垂置 the table's display is frozen
        (seed 002): the others see the frozen value, the owner the true one and what the
        table sees."""
        n = self.names
        text = self._hp(p["hp"], p["max_hp"])
        shown = p.get("shown_hp")
        if shown is None:
            return text
        if shown != p["hp"]:
            return f"{text} [dim]({n.ui('shown_hp', hp=shown)})[/dim]"
        return f"{text} [dim]({n.ui('frozen')})[/dim]"

    def piles_text(self, p: Json) -> str:
        """The cards on a player's general, pile by pile: a face-up card by its face, a
        face-down one the seat may look at by its face marked face down, else "?"; and
        how they lie once 垂置 (seed 002)."""
        n = self.names
        out = ""
        for pile, cards in p.get("piles", {}).items():
            shown = []
            for c in cards:
                if c.get("id") is None:
                    shown.append(f"[dim]?({n.ui('face_down')})[/dim]")
                elif c.get("face_down"):
                    shown.append(f"{n.card_json(c)}[dim]({n.ui('face_down')})[/dim]")
                else:
                    shown.append(n.card_json(c))
            out += f" {n(pile)}: {' '.join(shown)}"
        if p.get("placement") == "perpendicular":
            out += f" [yellow][{n.ui('placement.perpendicular')}][/yellow]"
        return out

    # ------------------------------------------------------------ texts: i, ?, h
    def _text_lines(self, text: str, indent: int) -> list[tuple[int, str]]:
        if not text:
            return [(indent, f"[dim]{self.names.ui('i.no_text')}[/dim]")]
        return [(indent, escape(line)) for line in text.splitlines() if line.strip()]

    def skill_lines(self, skill: str, indent: int = 2) -> list[tuple[int, str]]:
        """A skill's name and its rules text, as (left margin, markup) lines."""
        n = self.names
        entry = (self.catalogue.get("skills") or {}).get(skill)
        head = f"[bold]【{n(skill)}】[/bold]" if n.lang == "zh" else f"[bold]{n(skill)}[/bold]"
        flags = [n.ui(f"i.{f}", lord=n.role("lord")) for f in ("locked", "limited", "lord")
                 if entry and entry.get(f)]
        if flags:
            head += f" [dim]({n.join(flags)})[/dim]"
        return [(indent, head), *self._text_lines(rules_text(entry, self.lang), indent + 2)]

    def card_lines(self, name: str, indent: int = 2,
                   face: str | None = None) -> list[tuple[int, str]]:
        n = self.names
        entry = (self.catalogue.get("cards") or {}).get(name)
        kind = n.ui(f"i.type.{entry.get('type')}") if entry else ""
        head = (face or n.card(name)) + (f" [dim]({kind})[/dim]" if kind else "")
        return [(indent, head), *self._text_lines(rules_text(entry, self.lang), indent + 2)]

    def general_lines(self, gid: str, indent: int = 2) -> list[tuple[int, str]]:
        n = self.names
        gen = (self.catalogue.get("generals") or {}).get(gid) or {}
        head = f"[bold]{n(gid)}[/bold]"
        if is_soldier(gid):  # 士兵牌: a removed deputy's stand-in, with no skill
            return [(indent, f"{head} [dim]{n.ui('no_skill')}[/dim]"),
                    *self._text_lines(n.rule("soldier"), indent + 2)]
        if gen:
            head += f" [dim]{n.kingdoms_of(gen)} · {self._hp_word(gen.get('hp'))}[/dim]"
        lines = [(indent, head)]
        if gen.get("sub_kingdom"):  # 双势力: a deputy only, revealed after the main
            lines += self._text_lines(n.rule("dual"), indent + 2)
        for s in gen.get("skills", ()):
            lines += self.skill_lines(str(s), indent + 2)
        return lines

    def say_lines(self, lines: Sequence[tuple[int, str]]) -> None:
        for indent, line in lines:
            self.term.say(line, indent=indent)

    def info(self, seat: int) -> None:
        """``i SEAT``: a seat's general(s) with their skills' texts, equipment, and what
        this seat knows of them."""
        n = self.names
        p = self.player(seat)
        if not p:
            seats = [str(q["seat"]) for q in self.table.get("players", ())]
            self.error(n.ui("e.no_seat", seat=seat, valid=n.join(seats) or "—"))
            return
        bits = [n.ui("seat", seat=seat)]
        two = paired(p)
        if two:
            bits.append(f"[bold]{self.general_label(p)}[/bold]")
        else:
            bits.append(f"[bold]{n(p['general'])}[/bold]" if p.get("general")
                        else n.ui("i.general_hidden"))
        if p.get("kingdom") or two:
            bits.append(n.kingdom(p.get("kingdom")))
        bits.append(f"{n.ui('hp')} {self._hp_of(p)}" if p.get("alive") else n.ui("dead"))
        bits.append(f"{n.ui('hand')} {p['hand_count']}")
        if "role" in p:
            bits.append(f"{n.ui('role')} {n.role(p.get('role'))}")
        if seat == self.seat:
            bits.append(n.ui("i.range", r=self.you.get("attack_range", "?")))
        else:
            d = (self.you.get("distance") or {}).get(str(seat))
            if d is not None:
                reach = n.ui("i.in_range" if seat in (self.you.get("in_range") or ())
                             else "i.out_of_range")
                bits.append(f"{n.ui('distance', d=d)} ({reach})")
        lines = [(0, " · ".join(bits))]
        if two:
            lines += self._pair_info(p)
        others = [] if two else [
            g for g in p.get("generals") or () if isinstance(g, Mapping)
            and g.get("general") and g.get("general") != p.get("general")]
        # a second general's skills are told under it (hegemony: every general's)
        under = [g for g in general_cards(p) if g.get("general")] if two else others
        theirs = {str(sk) for g in under for sk in
                  (self.catalogue.get("generals") or {}).get(g["general"], {}).get("skills", ())}
        for s in general_skills(self.catalogue, p):
            if s not in theirs and not (two and s not in (p.get("skills") or ())):
                lines += self.skill_lines(s)
        for g in others:  # a second general card, when this seat may see it
            lines += self.general_lines(str(g["general"]))
        for c in p.get("equip", {}).values():
            lines += self.card_lines(str(c.get("name")), face=n.card_json(c))
        for c in p.get("judge", ()):
            lines += self.card_lines(str(c.get("as_") or c.get("name")))
        piles = self.piles_text(p).strip()
        if piles:
            placement = p.get("placement")
            where = f" [dim]({n.ui(f'placement.{placement}')})[/dim]" \
                if placement and placement != "perpendicular" else ""
            lines.append((2, piles + where))
        self.say_lines(lines)

    def _pair_info(self, p: Json) -> list[tuple[int, str]]:
        """A hegemony player's two general cards for ``i``: each this seat sees with its
        skills (marked when face down: its skills work once it is revealed), a card back
        for one it may not see."""
        n = self.names
        lines: list[tuple[int, str]] = []
        for c in general_cards(p):
            pos = n.ui(f"pos.{c.get('position')}")
            gid = c.get("general")
            if not gid:
                lines.append((2, f"{pos}: [dim]{n.ui('gen.back')}[/dim]"))
                continue
            state = "" if c.get("revealed") and not c.get("removed") else \
                f" [yellow]({n.ui('gen.removed' if c.get('removed') else 'gen.down')})[/yellow]"
            sub = self.general_lines(str(gid), indent=2)
            lines.append((2, f"{pos}: {sub[0][1]}{state}"))
            lines += sub[1:]
        return lines

    def explain(self, query: str) -> None:
        """``? NAME``: the text of a card, skill or general by any of its names."""
        n = self.names
        found = find_entries(self.catalogue, query)
        if not found:
            rules = self.rules_named(query)
            if rules:  # a rule the catalogue has no entry for: an event, 合纵, 连横
                for ident, title in rules:
                    self.say_lines([(0, f"[bold]{title}[/bold]"),
                                    *self._text_lines(n.rule(ident), 2)])
                return
            self.error(n.ui("e.no_name", text=escape(query)))
            return
        for e in found[:6]:
            if e.section == "cards":
                self.say_lines(self.card_lines(e.ident, indent=0))
            elif e.section == "skills":
                self.say_lines(self.skill_lines(e.ident, indent=0))
            else:
                self.say_lines(self.general_lines(e.ident, indent=0))
        if len(found) > 6:
            self.term.say(f"[dim]{n.ui('i.more', n=len(found) - 6)}[/dim]")

    def rules_named(self, query: str) -> list[tuple[str, str]]:
        """The rules of the surfaces' own texts (``rule.<id>``: the events, 合纵, 连横 …)
        named ``query`` by id, by printed name or by the title their text opens with
        (士兵牌：…); each with the name to show."""
        want = query.strip().strip("【】").casefold()
        n = self.names
        out = []
        for key, text in n.ui_table.items():
            if not key.startswith("rule.") or not want:
                continue
            ident = key[len("rule."):]
            name = Text.from_markup(n(ident)).plain
            title = re.split("[：:]", text, maxsplit=1)[0] if re.search("[：:]", text) else ""
            if want in (ident.casefold(), name.casefold(), title.casefold()):
                out.append((ident, name if name != ident else title or ident))
        return out

    def history(self, last: int | None = None) -> None:
        """``h``: the story so far, as this seat was told it (``h N``: the last N lines)."""
        n = self.names
        lines = self.story if last is None else self.story[-last:]
        if not any(line.strip() for line in lines):
            self.term.say(f"[dim]{n.ui('m.history_empty')}[/dim]")
            return
        self.term.say(f"[bold]{n.ui('m.history')}[/bold]")
        for line in lines:
            self.term.say(line)
        self.term.say(f"[bold]{n.ui('m.history_end')}[/bold]")

    def help(self) -> None:
        for key in ("help.numbers", "help.done", "help.s", "help.i", "help.q_name", "help.h",
                    "help.a", "help.m", "help.z", "help.b", "help.q"):
            self.term.say(f"  {self.names.ui(key)}")
        for key in ("m.auto_on" if self.auto_pass else "m.auto_off",
                    "m.matters_on" if self.settings.nullify_matters else "m.matters_off"):
            self.term.say(f"  [dim]{self.names.ui(key)}[/dim]")

    # ------------------------------------------------------------ input
    def _hint(self, extra: Sequence[str]) -> str:
        parts = [*extra, self.names.ui("h.quit"), self.names.ui("h.help")]
        return "[dim]" + " · ".join(parts) + "[/dim]"

    def command(self, text: str) -> bool:
        """Do ``text`` if it is one of the commands every question takes (q s h i ? a);
        True when it was."""
        low = text.lower()
        if low in ("q", "quit", "exit"):
            if self.leave():
                raise Quit()
            return True
        if low == "z":
            key = card_in_play(self.table)
            if not nullification_window(self._request) or key is None:
                self.error(self.names.ui("e.no_pass_card"))
                return True
            self.passing = key
            self.note(self.names.ui("m.auto_pass_card", card=self.names.card(str(key[1])),
                                    names=self._pattern(self._request)))
            raise PassCard()
        if low == "s":
            self.status()
            return True
        m = re.fullmatch(r"(?:h|history)\s*(\d*)", low)
        if m:
            self.history(int(m[1]) if m[1] else None)
            return True
        m = re.fullmatch(r"i\s*(-?\d*)", low)
        if m:
            if m[1]:
                self.info(int(m[1]))
            elif self.seat is not None:
                self.info(self.seat)
            return True
        m = re.fullmatch(r"(?:h|history|i)\s+(.+)", text, re.IGNORECASE)
        if m:  # a command with a wrong argument: say which part is wrong
            self.error(self.names.ui("e.not_number", text=escape(m[1])))
            return True
        if text.startswith(("?", "？")):
            query = text[1:].strip()
            if query:
                self.explain(query)
            else:
                self.help()
            return True
        if low == "help":
            self.help()
            return True
        if low in ("a", "auto"):
            self.auto_pass = not self.auto_pass
            self.note(self.names.ui("m.auto_on" if self.auto_pass else "m.auto_off"))
            self.save_settings()
            return True
        if low == "m":
            on = self.settings.nullify_matters = not self.settings.nullify_matters
            self.note(self.names.ui("m.matters_on" if on else "m.matters_off"))
            self.save_settings()
            return True
        return False

    def save_settings(self) -> None:
        """Remember the settings for the next game, at either surface."""
        if self.settings_file is not None:
            save_settings(self.settings_file, self.settings)

    def leave(self) -> bool:
        """``q`` while the game is not over (a question is open): whether the player says
        yes to leaving (the input ending there leaves too: nothing more can be asked)."""
        n = self.names
        self.term.say(f"[bold yellow]? {n.ui('q.leave')}[/bold yellow]")
        try:
            line = self.term.ask(f"[dim]{n.ui('q.leave_keys')}[/dim]\n> ").strip().lower()
        except Quit:
            return True
        if line in ("y", "yes", "1", "是", "q"):
            return True
        self.note(n.ui("m.stay"))
        return False

    def read(self, hint: Sequence[str]) -> str:
        """A line of input that is not a command (commands are done and asked again)."""
        while True:
            text = self.term.ask(f"{self._hint(hint)}\n> ").strip()
            if not self.command(text):
                return text

    def parse_numbers(self, text: str) -> list[int] | None:
        """The numbers of ``text`` (space or comma separated), or None (told why)."""
        n = self.names
        tokens = [tok for tok in _SPLIT.split(text) if tok]
        # (at most 18 digits: int() of thousands raises, and no seat or card has more)
        bad = next((tok for tok in tokens if not re.fullmatch(r"-?\d{1,18}", tok)), None)
        if bad is not None:
            self.error(n.ui("e.not_number", text=escape(bad)))
            return None
        nums = [int(tok) for tok in tokens]
        if len(set(nums)) != len(nums):
            self.error(n.ui("e.dup", n=next(x for x in nums if nums.count(x) > 1)))
            return None
        return nums

    def _valid_text(self, valid: Sequence[int]) -> str:
        if not valid:
            return "—"
        if len(valid) > 2 and list(valid) == list(range(valid[0], valid[-1] + 1)):
            return f"{valid[0]}-{valid[-1]}"
        return "/".join(map(str, valid))

    def pick_one(self, valid: Sequence[int], *, zero: bool = False, back: bool = False,
                 hint: Sequence[str] = ()) -> int:
        """One number among ``valid`` (0 too when ``zero``: pass); ``b`` raises Back."""
        return self._read_numbers(([0] if zero else []) + list(valid), one=True, back=back,
                                  hint=hint)[0]

    def numbers(self, count: int, *, zero: bool = False, back: bool = False,
                many: bool = False, hint: Sequence[str] = ()) -> list[int]:
        """Numbers among 1..count (0 too when ``zero``), one or, when ``many``, several."""
        return self._read_numbers(([0] if zero else []) + list(range(1, count + 1)),
                                  one=not many, back=back, hint=hint)

    def _read_numbers(self, allowed: list[int], *, one: bool, back: bool,
                      hint: Sequence[str]) -> list[int]:
        """Read until the line is one number (``one``) or several, all ``allowed``."""
        n = self.names
        extra = [*hint, n.ui("h.pick" if one else "h.pick_many")]
        if back and one:
            extra.append(n.ui("h.back"))
        while True:
            text = self.read(extra)
            if text.lower() == "b" and back:
                raise Back()
            if not text:
                self.error(n.ui("e.empty"))
                continue
            nums = self.parse_numbers(text)
            if nums is None:
                continue
            if one and len(nums) > 1:
                self.error(n.ui("e.one"))
                continue
            wrong = next((x for x in nums if x not in allowed), None)
            if wrong is not None:
                self.error(n.ui("e.range", n=wrong, valid=self._valid_text(allowed)))
                continue
            return nums

    def choose(self, keys: Mapping[int, int], *, show: Callable[[int], str],
               selectable: Callable[[tuple[int, ...]], list[int]],
               done: Callable[[tuple[int, ...]], bool], most: int, title: str,
               seats: bool = False, ordered: bool = False, back: bool = False,
               count: Callable[[int], str] | None = None,
               need: Callable[[tuple[int, ...]], str] | None = None,
               why: Callable[[tuple[int, ...], int], str] | None = None) -> tuple[int, ...]:
        """Choose items one at a time (several numbers on a line are taken in turn) until
        the choice is complete: ``keys`` maps the numbers typed to the items (seats are
        typed as themselves).  A number chosen again takes the item back (not when the
        order matters: ``ordered``); Enter (or ``ok``) confirms a complete choice, and so
        does ``0`` where 0 is not a seat; reaching the most that can be chosen confirms by
        itself.  ``need`` says what a started choice still lacks (shown while it is
        incomplete, and when it is confirmed too early); ``why`` the engine's reason an
        item cannot be added ("" when it gives none).  Returns the items chosen."""
        n = self.names
        chosen: tuple[int, ...] = ()
        number_of = {item: k for k, item in keys.items()}
        shown: list[int] | None = None
        while True:
            can = selectable(chosen)
            finished = done(chosen)
            if not can and finished and (chosen or most == 0):
                return chosen
            if not can and not finished and not chosen:
                self.error(n.ui("e.nothing"))
                raise Back()
            offered = sorted({*can, *chosen}, key=lambda x: number_of.get(x, x))
            if shown != offered:
                self.term.say(f"[cyan]{title}[/cyan]")
                for item in offered:
                    mark = "✓ " if item in chosen else ""
                    self.term.say(f"  [bold]{number_of.get(item, item)}[/bold]. {mark}{show(item)}")
                shown = offered
            hint = [n.ui("h.pick_seat" if seats else "h.pick") if most <= 1
                    else n.ui("h.pick_seats" if seats else "h.pick_cards")]
            if finished:
                hint.append(n.ui("h.enter_none" if not chosen else "h.enter_done"))
                if not seats:
                    hint[-1] += " / 0"
            if need is not None and chosen and not finished:
                hint.insert(0, need(chosen))  # (says more than the count)
            elif count is not None and most > 1:
                hint.insert(0, count(len(chosen)))
            if back:
                hint.append(n.ui("h.back"))
            text = self.read(hint)
            low = text.lower()
            if low == "b" and back:
                raise Back()
            if low in _DONE_WORDS or (low == "0" and not seats):
                if finished:
                    return chosen
                self.error(need(chosen) if need is not None and chosen else
                           n.ui("e.not_done") if text or chosen else n.ui("e.empty"))
                continue
            nums = self.parse_numbers(text)
            if nums is None:
                continue
            trial: tuple[int, ...] | None = chosen
            for k in nums:  # a line is taken whole or not at all
                got = keys.get(k)
                assert trial is not None
                if got is None:
                    valid = self._valid_text(sorted(number_of[x] for x in offered))
                    self.error(n.ui("e.seat_range" if seats else "e.range", n=k, valid=valid))
                    trial = None
                elif got in trial and ordered:
                    self.error(n.ui("e.dup", n=k))
                    trial = None
                elif got in trial:
                    trial = tuple(x for x in trial if x != got)
                elif got not in offered:
                    reason = why(trial, got) if why is not None else ""
                    valid = self._valid_text(sorted(number_of[x] for x in offered))
                    self.error(n.ui("e.illegal", msg=reason) if reason else
                               n.ui("e.seat_range" if seats else "e.range", n=k, valid=valid))
                    trial = None
                elif got not in selectable(trial):
                    self.error(n.ui("e.not_selectable",
                                    item=self.who(got) if seats else show(got)))
                    trial = None
                else:
                    trial = (*trial, got)
                if trial is None:
                    break
            if trial is not None and trial != chosen:
                chosen = trial
                if chosen and count is not None:
                    self.term.say(f"[cyan]{count(len(chosen))}[/cyan]  "
                                  f"{n.join(show(x) for x in chosen)}")
                elif not chosen:
                    self.term.say(f"[cyan]{n.ui('h.chosen_none')}[/cyan]")

    def error(self, msg: str) -> None:
        self.term.say(f"[bold red]✗ {msg}[/bold red]")

    def menu(self, items: Sequence[str], zero: str | None = None) -> None:
        if zero is not None:
            self.term.say(f"  [bold]0[/bold]. {zero}")
        for i, item in enumerate(items, 1):
            self.term.say(f"  [bold]{i}[/bold]. {item}")

    # ------------------------------------------------------------ deciding
    def build(self, req: Json) -> Any:
        """An answer to ``req`` (JSON), read from the keyboard."""
        builder: Callable[[Json], Any] | None = {
            "play": self.build_act, "respond": self.build_act, "cards": self.build_cards,
            "card_of": self.build_card_of, "players": self.build_players,
            "option": self.build_option, "confirm": self.build_confirm,
            "arrange": self.build_arrange, "distribute": self.build_distribute,
        }.get(str(req.get("kind")))
        return (builder or self.build_generic)(req)

    # ---------------------------------------------------- using cards and skills
    def option_label(self, key: str, label: str | None = None) -> str:
        """An option (or a blocked hand card or skill) by its key: ``card:<id>``,
        ``skill:<id>``, ``skill:<id>:<card name>``."""
        n = self.names
        parts = key.split(":")
        if parts[0] == "card" and len(parts) == 2 and parts[1].isdigit():
            cid = int(parts[1])
            text = self.card(cid)
            info = self.cards.get(cid)
            if label and info is not None and label != info[0]:
                text += f" ({n.ui('c.as', name=n(label))})"
            return text
        if parts[0] == "recast" and len(parts) == 2 and parts[1].isdigit():
            return n.ui("c.recast", card=self.card(int(parts[1])))
        if parts[0] == "skill" and len(parts) == 3:
            return n.ui("c.view_as", skill=n(parts[1]), name=f"[bold]{n(parts[2])}[/bold]")
        if parts[0] == "skill" and len(parts) == 2:
            return n.ui("c.skill", skill=n(parts[1]))
        return escape(label or key)

    def act_menu(self, req: Json) -> dict[int, tuple[str, Any]]:
        """The play or respond menu by number: a hand card keeps its number while held,
        what is not a hand card (a skill, a card elsewhere) follows the hand.  Each entry
        is ``("option", option)``, ``("blocked", (key, refusal))`` or ``("idle", key)``
        (a hand card neither usable nor refused: only in the play phase)."""
        in_hand = self.hand_numbers()
        entries: dict[int, tuple[str, Any]] = {}
        rest: list[tuple[str, Any]] = []

        def place(key: str, entry: tuple[str, Any]) -> None:
            part = key.split(":")
            cid = int(part[1]) if part[0] == "card" and len(part) == 2 and part[1].isdigit() \
                else None
            if cid in in_hand and in_hand[cid] not in entries:
                entries[in_hand[cid]] = entry
            else:
                rest.append(entry)

        for o in req.get("options", ()):
            place(str(o["key"]), ("option", o))
        for key, why in (req.get("blocked") or {}).items():
            place(str(key), ("blocked", (key, why)))
        if req.get("kind") == "play":
            for cid, k in in_hand.items():
                entries.setdefault(k, ("idle", f"card:{cid}"))
        k = max(in_hand.values(), default=0)
        for entry in rest:
            k += 1
            entries[k] = entry
        return dict(sorted(entries.items()))

    def build_act(self, req: Json) -> Json | None:
        n = self.names
        self._refused_targets = dict(req.get("refused_targets") or {})
        entries = self.act_menu(req)
        can_pass = bool(req.get("can_pass"))
        zero = None
        if can_pass:
            zero = n.ui("c.pass_play" if req["kind"] == "play" else
                        "c.pass_respond" if req["kind"] == "respond" else "c.pass")
        pass_card = nullification_window(req) and card_in_play(self.table) is not None
        while True:
            if zero is not None:
                self.term.say(f"  [bold]0[/bold]. {zero}")
            if pass_card:  # the rest of an AoE's windows, with one key
                self.term.say(f"  [bold]z[/bold]. {n.ui('c.pass_card')}")
            for k, (what, item) in entries.items():
                if what == "option":
                    label = self.option_label(item["key"], item.get("label"))
                    self.term.say(f"  [bold]{k}[/bold]. {label}")
                else:
                    key = item[0] if what == "blocked" else item
                    self.term.say(f"  [dim]{k}. {self.option_label(key)} ✗[/dim]")
            i = self.pick_one(list(entries), zero=can_pass,
                              hint=[n.ui("h.pass_card")] if pass_card else [])
            if i == 0:
                return None
            what, item = entries[i]
            if what == "blocked":
                key, why = item
                msg = why.get(self.lang) or why.get("en") or key
                self.error(n.ui("e.illegal", msg=escape(str(msg))))
                continue
            if what == "idle":
                self.error(n.ui("e.unusable", item=self.option_label(item)))
                continue
            try:
                return self.complete(item)
            except Back:
                continue

    def complete(self, option: Json) -> Json:
        """Pick the cards, then the targets, of ``option`` step by step down its tree
        (a step with one possible choice is taken by itself, and said), then ask before
        harming a player this seat knows is on its side."""
        n = self.names
        sel = OptionTree(option)
        label = self.option_label(sel.key, option.get("label"))
        cards: tuple[int, ...] = tuple(sel.fixed_cards)
        if not cards:
            only = only_cards(sel.tree)
            if only is not None:
                cards = only
                if only:
                    self.note(n.ui("m.auto_cards", cards=n.join(self.card(c) for c in only)))
            else:
                cards = self.choose_cards_of(sel, label)
        chosen_cards = cards
        tree = sel.targets_of(cards)
        only_t = only_targets(tree)
        if only_t is not None:
            targets = only_t
            if targets and targets != (self.seat,):
                self.note(n.ui("m.auto_targets", who=n.join(self.who(t) for t in targets)))
        else:
            most = most_targets(tree)
            exact = fewest_targets(tree) == most
            targets = self.choose(
                {s: s for s in self._seats()}, show=self._target_line, seats=True,
                ordered=True, back=True, most=most,
                title=n.ui("h.choose_targets", label=label),
                selectable=lambda chosen: sel.selectable_targets(chosen_cards, chosen),
                done=lambda chosen: sel.targets_done(chosen_cards, chosen),
                count=(lambda k: n.ui("h.count_targets_exact" if exact else
                                      "h.count_targets", n=k, most=most)),
                need=lambda chosen: self._targets_needed(sel, chosen_cards, chosen),
                why=lambda chosen, seat: self._target_refused(sel, cards, chosen, seat))
        hurt = allies_hurt(self.you, self.table, self.catalogue, sel.key, option.get("label"),
                           targets)
        if hurt and not self.confirm_hurt(hurt, label):
            raise Back()
        source = latent_source(sel.key, self.player(self.seat), self.catalogue) \
            if self.seat is not None else None
        if source is not None:  # a face-down general's skill: its card is revealed first
            skill, position, general = source
            ask = n.ui("pk.skill.reveal", skill=n(skill), general=n(general),
                       position=n.ui(f"pos.{position}"))
            self.term.say(f"[bold]? {ask}[/bold]")
            if not self.yes_no():
                raise Back()
        return {"option": sel.key, "cards": list(cards), "targets": list(targets)}

    def _targets_needed(self, sel: OptionTree, cards: tuple[int, ...],
                        chosen: tuple[int, ...]) -> str:
        """How many more targets a started selection needs, and what the next one is
        for where the option's targets play different parts (借刀杀人, 离间)."""
        k = fewest_targets(target_node(sel.targets_of(cards), chosen))
        return self.names.targets_needed(k, option_name(sel), self.who(chosen[0])
                                         if len(chosen) == 1 else None)

    def choose_cards_of(self, sel: OptionTree, label: str) -> tuple[int, ...]:
        n = self.names
        tree = sel.tree
        if "any" in tree:
            most = int(tree.get("max", len(sel.pool)))
        else:
            most = max((len(c) for c, _ in _first(sel, 2000)), default=0)
        return self.choose(
            self.card_keys(sel.pool), show=self._card_with_place, most=most, back=True,
            title=n.ui("h.choose_cards", label=label), selectable=sel.selectable_cards,
            done=sel.cards_done, count=lambda k: n.ui("h.count_cards", n=k))

    def confirm_hurt(self, hurt: Mapping[int, str], label: str) -> bool:
        n = self.names
        for seat, role in hurt.items():
            key = "q.ally" if "role" in self.player(seat) else "q.ally_kingdom"
            line = n.ui(key, who=self.who(seat), role=n.role(role), card=label)
            self.term.say(f"[bold red]! {line}[/bold red]")
        return self.yes_no()

    def _seats(self) -> list[int]:
        return [int(p["seat"]) for p in self.table.get("players", ())]

    def _card_with_place(self, cid: int) -> str:
        text = self.card(cid)
        zone = card_place(self.table, cid)
        if zone is not None and zone != "hand":
            text += f" [dim]({self.names.ui(f'zone.{zone}')})[/dim]"
        return text

    def _target_refused(self, sel: OptionTree, cards: tuple[int, ...],
                        chosen: tuple[int, ...], seat: int) -> str:
        """The engine's reason ``seat`` cannot be the option's first target (the request's
        ``refused_targets``), or "" where it gives none."""
        if chosen or (cards and not sel.fixed_cards):
            return ""
        why = (self._refused_targets.get(sel.key) or {}).get(str(seat))
        return escape(str(why.get(self.lang) or why.get("en") or "")) if why else ""

    def _target_line(self, seat: int) -> str:
        p, n = self.player(seat), self.names
        name = f"[bold cyan]{n.ui('you')}[/bold cyan]" if seat == self.seat else \
            f"[bold]{n(p['general'])}[/bold]" if p.get("general") else n.ui("seat", seat=seat)
        bits = []
        if p:
            if p.get("role"):
                bits.append(n.role(p["role"]))
            bits += [f"{n.ui('hp')} {p['hp']}/{p['max_hp']}", f"{n.ui('hand')} {p['hand_count']}"]
        d = self.you.get("distance", {}).get(str(seat))
        if seat != self.seat and d is not None:
            bits.append(n.ui("distance", d=d))
        return f"{name} [dim]{' · '.join(bits)}[/dim]"

    # ---------------------------------------------------- simple choices
    def build_cards(self, req: Json) -> list[int]:
        n = self.names
        cards = [int(c) for c in req["cards"]]
        lo, hi = int(req["min"]), int(req["max"])
        sets = [frozenset(int(c) for c in s) for s in req["sets"]] if "sets" in req else None

        def selectable(chosen: tuple[int, ...]) -> list[int]:
            if len(chosen) >= hi:
                return []
            have = set(chosen)
            if sets is None:
                return [c for c in cards if c not in have]
            return [c for c in cards if c not in have and any(have | {c} <= s for s in sets)]

        def done(chosen: tuple[int, ...]) -> bool:
            if sets is not None:
                return frozenset(chosen) in sets
            return lo <= len(chosen) <= hi

        def count(k: int) -> str:
            return n.ui("h.count_of", n=k, of=hi) if lo == hi else \
                n.ui("h.count_range", n=k, lo=lo, hi=hi)

        return list(self.choose(self.card_keys(cards), show=self._card_with_place, most=hi,
                                title=n.ui("p.cards", lo=lo, hi=hi) if lo != hi else
                                n.ui("h.cards_exact", n=hi),
                                selectable=selectable, done=done, count=count))

    def build_card_of(self, req: Json) -> str | int:
        n = self.names
        choices: list[str | int] = []
        labels: list[str] = []
        if req["hand_count"]:
            choices.append("hand")
            labels.append(n.ui("c.hand_blind", n=req["hand_count"]))
        for cid in req["visible"]:
            choices.append(cid)
            labels.append(self._card_with_place(cid))
        self.menu(labels)
        k = self.pick_one(range(1, len(choices) + 1))
        return choices[k - 1]

    def build_players(self, req: Json) -> list[int]:
        n = self.names
        seats = [int(s) for s in req["seats"]]
        lo, hi = int(req["min"]), int(req["max"])

        def count(k: int) -> str:
            return n.ui("h.count_of", n=k, of=hi) if lo == hi else \
                n.ui("h.count_range", n=k, lo=lo, hi=hi)

        return list(self.choose(
            {s: s for s in seats}, show=self._target_line, seats=True, most=hi,
            title=n.ui("p.players", lo=lo, hi=hi) if hi > 1 else n.ui("p.player"),
            selectable=lambda chosen: [s for s in seats if s not in chosen]
            if len(chosen) < hi else [],
            done=lambda chosen: lo <= len(chosen) <= hi, count=count))

    def _hp_word(self, hp: Any) -> str:
        """A general's printed HP: hegemony prints it in 阴阳鱼 (half-HP units)."""
        n = self.names
        return n.ui("half_hp", n=hp) if self.narrator.mode == "hegemony" else \
            f"{n.ui('hp')} {hp}"

    def _my_generals(self) -> dict[str, str]:
        """This seat's generals by position, as names (for the options that name them)."""
        me = self.player(self.seat) if self.seat is not None else {}
        return {str(c.get("position")): self.names(str(c["general"]))
                for c in general_cards(me) if c.get("general")}

    def pair_text(self, main: str, deputy: str) -> str:
        return pair_text(self.names, self.catalogue, main, deputy)

    def option_text(self, req: Json, option: str) -> str:
        n = self.names
        gen = self.catalogue.get("generals", {}).get(option)
        prompt = str(req.get("prompt"))
        if prompt == "choose_general" and gen is not None:
            return f"[bold]{n(option)}[/bold] [dim]{n(gen['kingdom'])} · " \
                   f"{self._hp_word(gen['hp'])}[/dim]"
        if prompt == "choose_generals":
            pairs = pair_choices([option])
            if pairs:
                return self.pair_text(*pairs[0])
        return n.option(prompt, option, **self._my_generals())

    def build_pair(self, req: Json) -> str:
        """A main and a deputy, in two steps: the main (every candidate that has a partner,
        with its kingdom, 阴阳鱼 and skills), then a deputy of its kingdom (with the HP
        the two make); ``b`` goes back to the main."""
        n = self.names
        pairs = pair_choices(req["options"])
        generals = self.catalogue.get("generals", {})
        mains = pair_mains(self.catalogue, pairs)
        duals = dual_deputies(self.catalogue, pairs)
        while True:
            self.term.say(f"[cyan]{n.ui('h.choose_main')}[/cyan]")
            for i, gid in enumerate(mains, 1):
                gen = generals.get(gid) or {}
                self.term.say(f"  [bold]{i}[/bold]. [bold]{n(gid)}[/bold] [dim]"
                              f"{n(gen.get('kingdom'))} · {self._hp_word(gen.get('hp'))}[/dim]")
                for sk in gen.get("skills", ()):
                    self.say_lines(self.skill_lines(str(sk), indent=5))
            if duals:  # 双势力: offered as the deputy of a main of either kingdom
                self.term.say(f"[dim]{n.ui('dual')} · {n.ui('deputy_only')}:[/dim]")
                for gid in duals:
                    self.say_lines(self.general_lines(gid, indent=5))
            main = mains[self.pick_one(range(1, len(mains) + 1)) - 1]
            deputies = [b for a, b in pairs if a == main]
            self.term.say(f"[cyan]{n.ui('h.choose_deputy', main=n(main))}[/cyan]")
            self.menu([self.pair_text(main, d) for d in deputies])
            try:
                k = self.pick_one(range(1, len(deputies) + 1), back=True)
            except Back:
                continue
            return f"{main}+{deputies[k - 1]}"

    def build_option(self, req: Json) -> str:
        if req.get("prompt") == "choose_generals" and pair_choices(req["options"]):
            return self.build_pair(req)
        options: list[str] = list(req["options"])
        generals = self.catalogue.get("generals", {})
        for i, o in enumerate(options, 1):
            self.term.say(f"  [bold]{i}[/bold]. {self.option_text(req, o)}")
            if req.get("prompt") == "choose_general" and o in generals:
                for s in generals[o].get("skills", ()):  # each skill with its text
                    self.say_lines(self.skill_lines(str(s), indent=5))
        k = self.pick_one(range(1, len(options) + 1))
        return options[k - 1]

    def yes_no(self) -> bool:
        n = self.names
        self.term.say(f"  [bold]1[/bold]. {n.ui('c.yes')}   [bold]0[/bold]. {n.ui('c.no')}")
        while True:
            line = self.read(["1/0 (y/n)"]).lower()
            if line in ("1", "y", "yes", "是"):
                return True
            if line in ("0", "n", "no", "否"):
                return False
            self.error(n.ui("e.not_number", text=escape(line)) if line else n.ui("e.empty"))

    def build_confirm(self, req: Json) -> bool:
        return self.yes_no()

    def build_arrange(self, req: Json) -> list[list[int]]:
        n = self.names
        cards: list[int] = list(req["cards"])
        self.menu([self.card(c) for c in cards])
        key = "h.arrange_top" if req["bottom_allowed"] else "h.arrange_top_only"
        self.term.say(f"[cyan]{n.ui(key)}[/cyan]")
        while True:
            nums = self.numbers(len(cards), zero=bool(req["bottom_allowed"]), many=True)
            if 0 in nums and len(nums) > 1:
                self.error(n.ui("e.range", n=0, valid=self._valid_text(range(1, len(cards) + 1))))
                continue
            if not req["bottom_allowed"] and len(nums) != len(cards):
                self.error(n.ui("e.all_cards", n=len(cards)))
                continue
            break
        top = [cards[k - 1] for k in nums if k]
        rest = [c for c in cards if c not in top]
        if len(rest) <= 1:
            return [top, rest]
        self.term.say(f"[cyan]{n.ui('h.arrange_bottom')}[/cyan]")
        self.menu([self.card(c) for c in rest])
        while True:
            nums = self.numbers(len(rest), many=True)
            if len(nums) == len(rest):
                return [top, [rest[k - 1] for k in nums]]
            self.error(n.ui("e.all_cards", n=len(rest)))

    def build_distribute(self, req: Json) -> dict[str, list[int]]:
        n = self.names
        seats: list[int] = list(req["seats"])
        plan: dict[int, list[int]] = {}
        lo, hi = int(req["min_cards"]), int(req["max_cards"])
        cap = int(req.get("max_targets") or len(seats))
        while True:
            given = [c for cs in plan.values() for c in cs]
            left = [c for c in req["cards"] if c not in given]
            if plan:
                shown = n.join(f"{self.who(s)} ← {n.join(self.card(c) for c in cs)}"
                               for s, cs in plan.items())
                self.term.say(f"[cyan]{n.ui('h.plan', list=shown)}[/cyan]")
            if not left or len(given) >= hi:
                break
            picked = self._give_cards(left, len(given), lo, hi)
            if not picked:
                break
            receivers = [s for s in seats if s in plan or len(plan) < cap]
            to = self._give_to(receivers)
            plan.setdefault(to, []).extend(picked)
        return {str(s): cs for s, cs in plan.items()}  # JSON: a mapping's keys are text

    def _give_cards(self, left: list[int], given: int, lo: int, hi: int) -> tuple[int, ...]:
        """Some of the cards ``left`` to give next (none: the plan is finished, when
        ``given`` cards already make enough)."""
        n = self.names
        if len(left) == 1 and given < lo:
            self.note(n.ui("m.auto_cards", cards=self.card(left[0])))
            return (left[0],)
        self.term.say(f"[cyan]{n.ui('h.distribute_cards')}[/cyan]")
        return self.choose(
            self.card_keys(left), show=self._card_with_place, most=hi - given,
            title=n.ui("h.cards_left", n=len(left)),
            selectable=lambda chosen: [c for c in left if c not in chosen]
            if given + len(chosen) < hi else [],
            done=lambda chosen: bool(chosen) or given >= lo,
            count=lambda k: n.ui("h.count_cards", n=k))

    def _give_to(self, receivers: list[int]) -> int:
        if len(receivers) == 1:
            self.note(self.names.ui("m.auto_targets", who=self.who(receivers[0])))
            return receivers[0]
        (to,) = self.choose(
            {s: s for s in receivers}, show=self._target_line, seats=True, most=1,
            title=self.names.ui("h.distribute_to"),
            selectable=lambda chosen: [] if chosen else receivers,
            done=lambda chosen: len(chosen) == 1)
        return to

    def build_generic(self, req: Json) -> Any:
        """A request kind this surface does not know: offer its options, or its default."""
        options = req.get("options")
        choices = list(options) if isinstance(options, list) and options else \
            [req.get("default")]
        self.menu([escape(repr(c)) for c in choices])
        k = self.pick_one(range(1, len(choices) + 1))
        return choices[k - 1]

    # ------------------------------------------------------------ prompts
    def _prompt_fields(self, req: Json) -> dict[str, Any]:
        return prompt_fields(req, self.names, self.who, self.card)

    def _pattern(self, req: Json) -> str:
        return " / ".join(self.names(x) for x in (req.get("data") or {}).get("pattern", []))

    def _respond_text(self, req: Json, names: str, fields: dict[str, Any]) -> str | None:
        """Prompts for the answers the base rules ask: saving the dying, 无懈可击, 借刀杀人."""
        n, data, reason = self.names, req.get("data") or {}, req.get("reason")
        try:
            if reason == "dying" and isinstance(data.get("dying"), int):
                return n.ui("p.dying", who=self.who(data["dying"]), names=names)
            if reason == "nullification" and "card" in data:
                key = "p.nullify_delayed" if data.get("delayed") else "p.nullify"
                return n.ui(key, names=names, user=fields["user"],
                            card=n.card(str(data["card"])), target=fields["effect_target"])
            if reason == "collateral" and isinstance(data.get("victim"), int):
                return n.ui("p.collateral", victim=self.who(data["victim"]), names=names,
                            user=fields["user"])
        except KeyError:
            return None
        return None

    def prompt_text(self, req: Json) -> str:
        n = self.names
        p, reason, kind = str(req.get("prompt", "")), req.get("reason"), req.get("kind")
        data = req.get("data") or {}
        because = n.ui("p.because", reason=n(reason)) \
            if reason and reason not in PLAIN_REASONS else ""
        fields = self._prompt_fields(req)
        for key in (f"pq.{p}.{kind}", f"pq.{p}"):  # our wording first, with the rule's text
            if key in n.ui_table:
                try:
                    return n.ui(key, **fields)
                except (KeyError, IndexError, ValueError):
                    break
        if n.has(p):
            try:
                text = n(p).format(**fields)
            except (KeyError, IndexError, ValueError):
                text = n(p)
            # the reason said once: 阴阳鱼：是否摸一张牌？ needs no （阴阳鱼）
            return text if reason and n(reason) in text else text + because
        for key in (f"pk.{p}.{kind}", f"pk.{p}"):
            if key in n.ui_table:
                try:
                    return n.ui(key, **fields)
                except (KeyError, IndexError, ValueError):
                    break
        if kind == "play":
            return n.ui("p.play")
        if kind == "respond":
            names = self._pattern(req)
            special = self._respond_text(req, names, fields)
            if special:
                return special
            text = n.ui("p.respond_use" if data.get("use") else "p.respond_play", names=names)
            src = data.get("source")
            if isinstance(src, int) and reason:
                return text + n.ui("p.because", reason=f"{self.who(src)} · {n(reason)}")
            return text + because
        if p == "choose_general":
            return n.ui("p.choose_general")
        if p == "discard.discard_phase":
            return n.ui("p.discard_phase", count=data.get("count", "?"))
        if p.startswith("discard.") or (p.startswith("discard_of.") and kind == "cards"):
            # (discard_of.* asking for cards: one's own, as 护援 choosing oneself)
            return n.ui("p.discard", count=data.get("count", req.get("max", "?"))) + because
        target = req.get("target")
        if isinstance(target, int):
            for prefix, key in (("discard_of.", "p.discard_of"), ("gain_of.", "p.gain_of")):
                if p.startswith(prefix):
                    return n.ui(key, target=self.who(target)) + because
            if kind == "card_of":
                return n.ui("p.card_of", target=self.who(target)) + because
        if p == "pindian.card":
            return n.ui("p.pindian") + because
        if p.startswith("distribute."):
            return n.ui("p.distribute") + because
        if p.startswith("skill.") and p.endswith(".ask"):
            key = {"cards": "p.skill_cards", "players": "p.skill_players"}.get(str(kind),
                                                                             "p.skill_ask")
            return n.ui(key, skill=n(p.split(".")[1]))
        generic = {"confirm": "p.confirm", "cards": "p.card", "players": "p.player",
                   "option": "p.option", "arrange": "p.arrange"}.get(str(kind), "p.option")
        return f"{n.ui(generic)}{because} [dim]({escape(p)})[/dim]"


def _first(sel: OptionTree, limit: int) -> list[tuple[tuple[int, ...], Json]]:
    """Up to ``limit`` complete card selections of an option (to size its card step)."""
    return list(islice(card_selections(sel.tree), limit))


# ---------------------------------------------------------------- hosting the game


def run(host: Seats, human: HumanSeat, seat: int, max_decisions: int = 200_000) -> None:
    """Play ``host``'s game to its end, ``human`` answering for ``seat`` beside the
    host's other agents; the human then observes the end (the story, the final table).

    Raises :class:`Quit` when the human leaves.
    """
    host.agents[seat] = human
    g = host.g
    start = g.decisions
    while host.step():
        if g.decisions - start > max_decisions:
            raise RuntimeError(f"the game did not end within {max_decisions} decisions")
    human.observe(host.observer(seat).observe())


def role_lines(human: HumanSeat) -> Table:
    """Each seat's general and role as the final table shows them, and who won."""
    names, v = human.names, human.table
    t = Table(box=None, header_style="dim", padding=(0, 1))
    players = list(v.get("players", ()))
    roles = any("role" in p for p in players)
    for col in ("#", names.ui("general"), names.ui("role" if roles else "kingdom"),
                names.ui("hp"), ""):
        t.add_column(col)
    winners = set(v.get("winners") or [])
    for p in players:
        label = human.general_label(p)
        if p["seat"] == human.seat:
            label = f"[bold cyan]{label} ({names.ui('you')})[/bold cyan]"
        hp = f"{p['hp']}/{p['max_hp']}" if p["alive"] else names.ui("dead")
        t.add_row(str(p["seat"]), label, names.side(p), hp,
                  "★" if p["seat"] in winners else "")
    return t


def show_result(human: HumanSeat, decisions: int) -> None:
    """The end of the game from the human's last observation: the result, the winners,
    every seat's role as the table shows it, the length (``decisions``: the host's count)."""
    n, term, v = human.names, human.term, human.table
    winners = v.get("winners") or []
    term.say()
    if not winners:
        term.say(f"[bold]{n.ui('m.result_draw')}[/bold]")
    elif human.seat in winners:
        term.say(f"[bold green]{n.ui('m.result_win')}[/bold green]")
    else:
        term.say(f"[bold red]{n.ui('m.result_lose')}[/bold red]")
    if winners:
        term.say(n.ui("m.winners", list=n.join(human.who(s) for s in winners)))
    roles = any("role" in p for p in v.get("players", ()))
    term.say(f"[bold]{n.ui('m.roles' if roles else 'm.kingdoms')}[/bold]")
    term.console.print(role_lines(human))
    term.say(f"[dim]{n.ui('m.turns', turns=v.get('turn', 0), decisions=decisions)}[/dim]")
