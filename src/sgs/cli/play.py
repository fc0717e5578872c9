"""``sgs play``: one human at the terminal against bots.

The human seat is an agent of the seat protocol (docs/protocol.md), like the
bots: :class:`HumanSeat` sees the game only through its observations — the
table as its seat sees it, the log records meant for it (told as a running
story), its open request — and answers with JSON.  Names come from the
catalogue of its first observation, a play or respond request is walked
through its tree (an option, then its cards, then its targets), and wrong
input is explained and asked again.  The engine's own check has the last
word: the host hands a refused answer back (:meth:`HumanSeat.refused`) and
asks again (:class:`sgs.host.Seats`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from ..agents.legal import OptionTree
from ..host import Seats
from .narrate import CardInfo, Narrator, card_book
from .text import Names

Json = dict[str, Any]


class Quit(Exception):
    """The human left: ``q`` typed, or the input ended (``eof``)."""

    def __init__(self, eof: bool = False) -> None:
        super().__init__("end of input" if eof else "quit")
        self.eof = eof


class Back(Exception):
    """Go back one step (from choosing cards or targets to the options)."""


_SPLIT = re.compile(r"[\s,，、]+")

# the request data that name seats, shown by the seat's general
_SEAT_FIELDS = ("source", "target", "by", "to", "user", "victim", "effect_target", "dying",
                "judged")


class Terminal:
    """Printing and reading lines; ``read`` may be replaced (tests, other front ends)."""

    def __init__(self, console: Console, read: Callable[[str], str] | None = None) -> None:
        self.console = console
        self._read = read

    def say(self, markup: str = "") -> None:
        self.console.print(markup, highlight=False)

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
    kingdoms and roles), by language; the catalogue's names win.
    """

    def __init__(self, term: Terminal, lang: str = "zh",
                 names: Mapping[str, Mapping[str, str]] | None = None) -> None:
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
        self._refused = False

    # ------------------------------------------------------------ the protocol
    def act(self, observation: Json, request: Json) -> Any:
        """Tell what happened, show the table, and ask until the input is an answer."""
        self.observe(observation)
        if not self._refused:  # asked again after a refusal: the table was just shown
            self.term.say()
            self.status()
        self._refused = False
        self.term.say(f"[bold yellow]» {self.prompt_text(request)}[/bold yellow]")
        return self.build(request)

    def refused(self, refusal: Json) -> None:
        """The engine refused the last answer: say why, in the table's language."""
        self._refused = True
        text = refusal.get(self.lang) or refusal.get("en") or str(refusal.get("code"))
        self.error(self.names.ui("e.illegal", msg=escape(str(text))))

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
        for rec in obs.get("events", ()):
            if rec.get("t") == "header":
                self.cards.update(card_book(rec))
            for line in self.narrator.feed(rec):
                self.term.say(line)
        if obs.get("table"):
            self.table = obs["table"]
        self.you = obs.get("you") or self.you
        self.sync_generals()

    def sync_generals(self) -> None:
        """Name the seats by the generals this seat can see (the story may not have told)."""
        for p in self.table.get("players", ()):
            if p.get("general"):
                self.narrator.generals[p["seat"]] = p["general"]

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

    def zone_of(self, cid: int) -> str | None:
        """Where the table shows card ``cid``: hand, equip, judge, pile, processing …"""
        t = self.table
        for p in t.get("players", ()):
            if any(c.get("id") == cid for c in p.get("hand") or ()):
                return "hand"
            if any(c.get("id") == cid for c in p.get("equip", {}).values()):
                return "equip"
            if any(c.get("id") == cid for c in p.get("judge", ())):
                return "judge"
            if any(c.get("id") == cid for pile in p.get("piles", {}).values() for c in pile):
                return "pile"
        for zone in ("processing", "discard", "void"):
            if any(c.get("id") == cid for c in t.get(zone, ())):
                return zone
        return None

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
        me = self.player(self.seat)
        if me.get("general") is None:  # still choosing generals: only the role matters
            self.term.say(n.ui("your_role", role=n.role(me.get("role"))))
            return
        self.term.say(f"[bold]{head}[/bold]  [dim]{piles}[/dim]" if head else f"[dim]{piles}[/dim]")
        t = Table(box=None, show_header=True, header_style="dim", pad_edge=False, padding=(0, 1))
        for col in ("", "#", n.ui("general"), n.ui("role"), n.ui("hp"), n.ui("hand"),
                    n.ui("equip"), n.ui("judge_area")):
            t.add_column(col, no_wrap=col in ("", "#"))
        for p in v["players"]:
            s = p["seat"]
            mark = ">" if s == cur and v["turn"] else ""
            general = n(p["general"]) if p["general"] else "—"
            if s == self.seat:
                general = f"[bold cyan]{general} ({n.ui('you')})[/bold cyan]"
            flags = [x for x, on in (("⟲", p["face_down"]), ("⛓", p["chained"])) if on]
            if flags:
                general += " " + "".join(flags)
            role = n.role(p.get("role"))
            hp = self._hp(p["hp"], p["max_hp"]) if p["alive"] else f"[dim]{n.ui('dead')}[/dim]"
            equip = " ".join(n.card_json(c) for c in p["equip"].values())
            judge = " ".join(n(c.get("as_") or c.get("name")) for c in p["judge"])
            for pile, cards in p["piles"].items():
                judge += f" {n(pile)}×{len(cards)}"
            row = [mark, str(s), general, role, hp, str(p["hand_count"]), equip, judge.strip()]
            t.add_row(*row, style=None if p["alive"] else "dim")
        self.term.console.print(t)
        hand = n.join(n.card_json(c) for c in (me.get("hand") or [])) or n.ui("none")
        self.term.say(f"{n.ui('your_hand')} ({me['hand_count']}): {hand}")
        skills = n.join(f"【{n(s)}】" if n.lang == "zh" else n(s) for s in me["skills"])
        extra = f"  {n.ui('skills')}: {skills}" if skills else ""
        self.term.say(f"{n.ui('your_role', role=n.role(me.get('role')))}{extra}")

    def _hp(self, hp: int, max_hp: int) -> str:
        colour = "green" if hp * 2 > max_hp else "yellow" if hp > 1 else "red"
        return f"[{colour}]{hp}/{max_hp}[/{colour}]"

    # ------------------------------------------------------------ input
    def _hint(self, extra: Sequence[str]) -> str:
        parts = [*extra, self.names.ui("h.quit"), self.names.ui("h.status")]
        return "[dim]" + " · ".join(parts) + "[/dim]"

    def numbers(self, count: int, *, zero: bool = False, back: bool = False,
                many: bool = False, hint: Sequence[str] = ()) -> list[int]:
        """Read numbers among 1..count (and 0 when ``zero``); ``b`` raises Back."""
        n = self.names
        valid = ([0] if zero else []) + list(range(1, count + 1))
        shown = f"{valid[0]}-{valid[-1]}" if len(valid) > 2 else "/".join(map(str, valid))
        extra = [n.ui("h.pick_many" if many else "h.pick")]
        if back:
            extra.append(n.ui("h.back"))
        while True:
            line = self.term.ask(f"{self._hint([*hint, *extra])}\n> ")
            text = line.strip().lower()
            if text in ("q", "quit", "exit"):
                raise Quit()
            if text == "s":
                self.status()
                continue
            if text == "b" and back:
                raise Back()
            if not text:
                self.error(n.ui("e.empty"))
                continue
            tokens = [tok for tok in _SPLIT.split(text) if tok]
            bad = next((tok for tok in tokens if not re.fullmatch(r"-?\d+", tok)), None)
            if bad is not None:
                self.error(n.ui("e.not_number", text=escape(bad)))
                continue
            nums = [int(tok) for tok in tokens]
            if not many and len(nums) > 1:
                self.error(n.ui("e.one"))
                continue
            wrong = next((x for x in nums if x not in valid), None)
            if wrong is not None:
                self.error(n.ui("e.range", n=wrong, valid=shown))
                continue
            if len(set(nums)) != len(nums):
                self.error(n.ui("e.dup", n=next(x for x in nums if nums.count(x) > 1)))
                continue
            return nums

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
        if parts[0] == "skill" and len(parts) == 3:
            return n.ui("c.view_as", skill=n(parts[1]), name=f"[bold]{n(parts[2])}[/bold]")
        if parts[0] == "skill" and len(parts) == 2:
            return n.ui("c.skill", skill=n(parts[1]))
        return escape(label or key)

    def build_act(self, req: Json) -> Json | None:
        n = self.names
        options: list[Json] = list(req["options"])
        blocked: list[tuple[str, Json]] = list(req.get("blocked", {}).items())
        can_pass = bool(req.get("can_pass"))
        zero = None
        if can_pass:
            zero = n.ui("c.pass_play" if req["kind"] == "play" else
                        "c.pass_respond" if req["kind"] == "respond" else "c.pass")
        labels = [self.option_label(o["key"], o.get("label")) for o in options]
        labels += [f"[dim]{self.option_label(key)} ✗[/dim]" for key, _ in blocked]
        while True:
            self.menu(labels, zero)
            (i,) = self.numbers(len(labels), zero=can_pass)
            if i == 0:
                return None
            if i > len(options):  # something the player looked for, but it cannot be used
                key, why = blocked[i - len(options) - 1]
                msg = why.get(self.lang) or why.get("en") or key
                self.error(n.ui("e.illegal", msg=escape(str(msg))))
                continue
            try:
                return self.complete(options[i - 1])
            except Back:
                continue

    def complete(self, option: Json) -> Json:
        """Pick the cards, then the targets, of ``option`` step by step down its tree."""
        sel = OptionTree(option)
        label = self.option_label(sel.key, option.get("label"))
        cards = sel.fixed_cards or self._steps(
            label_key="h.choose_cards", label=label, selectable=sel.selectable_cards,
            done=sel.cards_done, show=self._card_with_place)
        chosen_cards = cards
        targets = self._steps(
            label_key="h.choose_targets", label=label,
            selectable=lambda chosen: sel.selectable_targets(chosen_cards, chosen),
            done=lambda chosen: sel.targets_done(chosen_cards, chosen),
            show=self._target_line)
        return {"option": sel.key, "cards": list(cards), "targets": list(targets)}

    def _steps(self, label_key: str, label: str, selectable: Callable[[tuple[int, ...]], list[int]],
               done: Callable[[tuple[int, ...]], bool], show: Callable[[int], str],
               ) -> tuple[int, ...]:
        """Choose items one by one (several per line allowed) until done; 0 confirms."""
        n = self.names
        chosen: tuple[int, ...] = ()
        while True:
            items = selectable(chosen)
            finished = done(chosen)
            if not items:
                if finished:
                    return chosen
                self.error(n.ui("e.nothing"))
                raise Back()
            title = n.ui(label_key, label=label)
            if chosen:
                title += "  " + n.ui("h.chosen", list=n.join(show(x) for x in chosen))
            self.term.say(f"[cyan]{title}[/cyan]")
            self.menu([show(x) for x in items], n.ui("c.done") if finished else None)
            nums = self.numbers(len(items), zero=finished, back=True, many=True)
            if nums == [0]:
                return chosen
            if 0 in nums:
                self.error(n.ui("e.range", n=0, valid=f"1-{len(items)}"))
                continue
            picked = [items[k - 1] for k in nums]
            trial = chosen
            for x in picked:
                if x not in selectable(trial):
                    self.error(n.ui("e.not_selectable", item=show(x)))
                    break
                trial = (*trial, x)
            else:
                chosen = trial
                if not selectable(chosen) and done(chosen):
                    return chosen

    def _card_with_place(self, cid: int) -> str:
        text = self.card(cid)
        zone = self.zone_of(cid)
        if zone is not None and zone != "hand":
            text += f" [dim]({self.names.ui(f'zone.{zone}')})[/dim]"
        return text

    def _target_line(self, seat: int) -> str:
        p, n = self.player(seat), self.names
        bits = []
        if p:
            bits = [f"{n.ui('hp')} {p['hp']}/{p['max_hp']}", f"{n.ui('hand')} {p['hand_count']}"]
        d = self.you.get("distance", {}).get(str(seat))
        if seat != self.seat and d is not None:
            bits.append(n.ui("distance", d=d))
        return f"{self.who(seat)} [dim]{' · '.join(bits)}[/dim]"

    # ---------------------------------------------------- simple choices
    def build_cards(self, req: Json) -> list[int]:
        return self._pick_many(req, list(req["cards"]), self._card_with_place, "card")

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
        (k,) = self.numbers(len(choices))
        return choices[k - 1]

    def build_players(self, req: Json) -> list[int]:
        return self._pick_many(req, list(req["seats"]), self._target_line, "player")

    def _pick_many(self, req: Json, items: list[int], line: Callable[[int], str],
                   what: str) -> list[int]:
        """``min``..``max`` of ``items`` by number (0: none, when none is allowed)."""
        n = self.names
        lo, hi = int(req["min"]), int(req["max"])
        self.menu([line(x) for x in items], n.ui("c.none") if lo == 0 else None)
        hint = [n.ui(f"p.{what}") if hi == 1 else n.ui(f"p.{what}s", lo=lo, hi=hi)]
        nums = self.numbers(len(items), zero=lo == 0, many=hi > 1, hint=hint)
        return [items[k - 1] for k in nums if k]

    def option_text(self, req: Json, option: str) -> str:
        n = self.names
        gen = self.catalogue.get("generals", {}).get(option)
        if req.get("prompt") == "choose_general" and gen is not None:
            skills = n.join(f"【{n(s)}】" if n.lang == "zh" else n(s) for s in gen["skills"])
            return f"[bold]{n(option)}[/bold] [dim]{n(gen['kingdom'])} · " \
                   f"{n.ui('hp')} {gen['hp']}[/dim]  {skills}"
        return n(option)

    def build_option(self, req: Json) -> str:
        options: list[str] = list(req["options"])
        self.menu([self.option_text(req, o) for o in options])
        (k,) = self.numbers(len(options))
        return options[k - 1]

    def build_confirm(self, req: Json) -> bool:
        n = self.names
        self.term.say(f"  [bold]1[/bold]. {n.ui('c.yes')}   [bold]0[/bold]. {n.ui('c.no')}")
        while True:
            line = self.term.ask(f"{self._hint(['1/0 (y/n)'])}\n> ").strip().lower()
            if line in ("1", "y", "yes", "是"):
                return True
            if line in ("0", "n", "no", "否"):
                return False
            if line in ("q", "quit", "exit"):
                raise Quit()
            if line == "s":
                self.status()
                continue
            self.error(n.ui("e.not_number", text=escape(line)) if line else n.ui("e.empty"))

    def build_arrange(self, req: Json) -> list[list[int]]:
        n = self.names
        cards: list[int] = list(req["cards"])
        self.menu([self.card(c) for c in cards])
        key = "h.arrange_top" if req["bottom_allowed"] else "h.arrange_top_only"
        self.term.say(f"[cyan]{n.ui(key)}[/cyan]")
        nums = self.numbers(len(cards), zero=bool(req["bottom_allowed"]), many=True)
        top = [cards[k - 1] for k in nums if k]
        rest = [c for c in cards if c not in top]
        if len(rest) <= 1:
            return [top, rest]
        self.term.say(f"[cyan]{n.ui('h.arrange_bottom')}[/cyan]")
        self.menu([self.card(c) for c in rest])
        nums = self.numbers(len(rest), many=True)
        return [top, [rest[k - 1] for k in nums]]

    def build_distribute(self, req: Json) -> dict[str, list[int]]:
        n = self.names
        seats: list[int] = list(req["seats"])
        plan: dict[int, list[int]] = {}
        while True:
            given = {c for cs in plan.values() for c in cs}
            left = [c for c in req["cards"] if c not in given]
            if plan:
                shown = n.join(f"{self.who(s)} ← {n.join(self.card(c) for c in cs)}"
                               for s, cs in plan.items())
                self.term.say(f"[cyan]{n.ui('h.plan', list=shown)}[/cyan]")
            if not left:
                break
            self.term.say(f"[cyan]{n.ui('h.distribute_cards')}[/cyan]")
            self.menu([self.card(c) for c in left])
            nums = self.numbers(len(left), zero=True, many=True)
            if 0 in nums:
                break
            picked = [left[k - 1] for k in nums]
            self.term.say(f"[cyan]{n.ui('h.distribute_to')}[/cyan]")
            self.menu([self._target_line(s) for s in seats])
            (k,) = self.numbers(len(seats))
            plan.setdefault(seats[k - 1], []).extend(picked)
        return {str(s): cs for s, cs in plan.items()}  # JSON: a mapping's keys are text

    def build_generic(self, req: Json) -> Any:
        """A request kind this surface does not know: offer its options, or its default."""
        options = req.get("options")
        choices = list(options) if isinstance(options, list) and options else \
            [req.get("default")]
        self.menu([escape(repr(c)) for c in choices])
        (k,) = self.numbers(len(choices))
        return choices[k - 1]

    # ------------------------------------------------------------ prompts
    def _prompt_fields(self, req: Json) -> dict[str, Any]:
        """The request's data for a prompt template: seats as names, cards as faces."""
        out: dict[str, Any] = {"reason": self.names(req.get("reason"))}
        for k, v in (req.get("data") or {}).items():
            if k in _SEAT_FIELDS and isinstance(v, int) and not isinstance(v, bool):
                out[k] = self.who(v)
            elif k == "card" and isinstance(v, int) and not isinstance(v, bool):
                out[k] = self.card(v)
            else:
                out[k] = escape(str(v))
        target = req.get("target")
        if "target" not in out and isinstance(target, int) and not isinstance(target, bool):
            out["target"] = self.who(target)
        return out

    def _respond_text(self, req: Json, names: str, fields: dict[str, Any]) -> str | None:
        """Prompts for the answers the base rules ask: saving the dying, 无懈可击, 借刀杀人."""
        n, data, reason = self.names, req.get("data") or {}, req.get("reason")
        try:
            if reason == "dying" and isinstance(data.get("dying"), int):
                return n.ui("p.dying", who=self.who(data["dying"]), names=names)
            if reason == "nullification" and "card" in data:
                return n.ui("p.nullify", names=names, user=fields["user"],
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
        because = n.ui("p.because", reason=n(reason)) if reason and reason not in (
            "play", "setup", "discard_phase") else ""
        fields = self._prompt_fields(req)
        if n.has(p):
            try:
                return n(p).format(**fields) + because
            except (KeyError, IndexError, ValueError):
                return n(p) + because
        for key in (f"pk.{p}.{kind}", f"pk.{p}"):
            if key in n.ui_table:
                try:
                    return n.ui(key, **fields)
                except (KeyError, IndexError, ValueError):
                    break
        if kind == "play":
            return n.ui("p.play")
        if kind == "respond":
            names = " / ".join(n(x) for x in data.get("pattern", []))
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
        if p.startswith("discard."):
            return n.ui("p.discard", count=data.get("count", "?")) + because
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
    obs = g.observe(seat, since=host.cursors.get(seat, 0))
    host.cursors[seat] = obs["cursor"]
    human.observe(obs)


def role_lines(human: HumanSeat) -> Table:
    """Each seat's general and role as the final table shows them, and who won."""
    names, v = human.names, human.table
    t = Table(box=None, header_style="dim", padding=(0, 1))
    for col in ("#", names.ui("general"), names.ui("role"), names.ui("hp"), ""):
        t.add_column(col)
    winners = set(v.get("winners") or [])
    for p in v.get("players", ()):
        label = names(p["general"]) if p["general"] else "—"
        if p["seat"] == human.seat:
            label = f"[bold cyan]{label} ({names.ui('you')})[/bold cyan]"
        hp = f"{p['hp']}/{p['max_hp']}" if p["alive"] else names.ui("dead")
        t.add_row(str(p["seat"]), label, names.role(p.get("role")), hp,
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
    term.say(f"[bold]{n.ui('m.roles')}[/bold]")
    term.console.print(role_lines(human))
    term.say(f"[dim]{n.ui('m.turns', turns=v.get('turn', 0), decisions=decisions)}[/dim]")
