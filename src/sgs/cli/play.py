"""``sgs play``: one human at the terminal against bots.

The human sees only their view (:func:`sgs.core.view.view`) and the log
records meant for their seat (:func:`sgs.core.view.visible_record`): a
running story, a compact table before each decision, and numbered choices
for every kind of request.  Wrong input is explained and asked again; the
engine's own check (:class:`IllegalAnswer`) has the last word.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from ..agents.base import Agent
from ..core import Act, Game, IllegalAnswer, Request, Ruleset, view
from ..core.requests import (
    ActOption,
    ActRequest,
    ArrangeRequest,
    ChooseCardOfRequest,
    ChooseCardsRequest,
    ChooseOptionRequest,
    ChoosePlayersRequest,
    ConfirmRequest,
    DistributeRequest,
)
from ..core.view import visible_record
from ..host import Seats
from .narrate import Narrator, card_book
from .text import Names


class Quit(Exception):
    """The human left: ``q`` typed, or the input ended (``eof``)."""

    def __init__(self, eof: bool = False) -> None:
        super().__init__("end of input" if eof else "quit")
        self.eof = eof


class Back(Exception):
    """Go back one step (from choosing cards or targets to the options)."""


_SPLIT = re.compile(r"[\s,，、]+")


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


def resolve_general(rules: Ruleset, text: str) -> str:
    """A general id from its id, Chinese or English name; ValueError lists the names."""
    want = text.strip()
    for gid in rules.generals:
        if want == gid or want == rules.name(gid, "zh") or \
                want.lower() == rules.name(gid, "en").lower():
            return gid
    known = ", ".join(f"{gid} ({rules.name(gid, 'zh')})" for gid in sorted(rules.generals))
    raise ValueError(f"unknown general {text!r}; choose one of: {known}")


class HumanSeat:
    """Answers the requests of one seat from the keyboard."""

    def __init__(self, g: Game, seat: int, names: Names, term: Terminal) -> None:
        self.g = g
        self.seat = seat
        self.names = names
        self.term = term
        header = g.log[0] if g.log else {}
        self.narrator = Narrator(names, card_book(header), viewer=seat,
                                 role_visible=self._role_visible, show_roles_record=False)
        self._pos = 0
        self.sync_generals()

    def sync_generals(self) -> None:
        """Name the seats by the generals this seat can see (the log may not have told)."""
        for p in view(self.g, self.seat)["players"]:
            if p["general"]:
                self.narrator.generals[p["seat"]] = p["general"]

    # ------------------------------------------------------------ what the seat may see
    def _role_visible(self, seat: int) -> bool:
        return seat == self.seat or \
            self.g.mode.seat_view(self.g, self.seat, seat).get("role") is not None

    def flush(self) -> None:
        """Tell the records produced since the last call, as this seat may see them."""
        log = self.g.log
        while self._pos < len(log):
            rec = visible_record(self.g, log[self._pos], self.seat)
            self._pos += 1
            if rec is None:
                continue
            for line in self.narrator.feed(rec):
                self.term.say(line)

    def who(self, seat: int) -> str:
        return self.narrator.who(seat)

    def card(self, cid: int) -> str:
        c = self.g.card(cid)
        return self.names.card(c.name, c.suit.value, c.rank)

    def status(self) -> None:
        """The compact table: turn and phase, each seat, then this seat's hand and skills."""
        v = view(self.g, self.seat)
        n = self.names
        cur = v["current"]
        head = n.ui("turn_of", n=v["turn"], who=self.who(cur), phase=n.phase(v["phase"])) \
            if v["turn"] else ""
        piles = f"{n.ui('draw_count', n=v['draw_count'])} · " \
                f"{n.ui('discard_count', n=len(v['discard']))}"
        me = v["players"][self.seat]
        if me["general"] is None:  # still choosing generals: only the role matters
            self.term.say(n.ui("your_role", role=n.role(me["role"])))
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
            role = n.role(p["role"])
            hp = self._hp(p["hp"], p["max_hp"]) if p["alive"] else f"[dim]{n.ui('dead')}[/dim]"
            equip = " ".join(n.card_json(c) for c in p["equip"].values())
            judge = " ".join(n(c.get("as_") or c["name"]) for c in p["judge"])
            for pile, cards in p["piles"].items():
                judge += f" {n(pile)}×{len(cards)}"
            row = [mark, str(s), general, role, hp, str(p["hand_count"]), equip, judge.strip()]
            t.add_row(*row, style=None if p["alive"] else "dim")
        self.term.console.print(t)
        hand = n.join(n.card_json(c) for c in (me["hand"] or [])) or n.ui("none")
        self.term.say(f"{n.ui('your_hand')} ({me['hand_count']}): {hand}")
        skills = n.join(f"【{n(s)}】" if n.lang == "zh" else n(s) for s in me["skills"])
        extra = f"  {n.ui('skills')}: {skills}" if skills else ""
        self.term.say(f"{n.ui('your_role', role=n.role(me['role']))}{extra}")

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
    def decide(self, req: Request) -> None:
        """Ask until the engine accepts an answer to ``req``."""
        self.flush()
        self.sync_generals()
        self.term.say()
        self.status()
        while True:
            self.term.say(f"[bold yellow]» {self.prompt_text(req)}[/bold yellow]")
            answer = self.build(req)
            try:
                self.g.submit(req.seat, answer)
                return
            except IllegalAnswer as exc:
                self.error(self.names.ui("e.illegal", msg=escape(exc.text(self.names.lang))))

    def build(self, req: Request) -> Any:
        if isinstance(req, ActRequest):
            return self.build_act(req)
        if isinstance(req, ChooseCardsRequest):
            return self.build_cards(req)
        if isinstance(req, ChooseCardOfRequest):
            return self.build_card_of(req)
        if isinstance(req, ChoosePlayersRequest):
            return self.build_players(req)
        if isinstance(req, ChooseOptionRequest):
            return self.build_option(req)
        if isinstance(req, ConfirmRequest):
            return self.build_confirm(req)
        if isinstance(req, ArrangeRequest):
            return self.build_arrange(req)
        if isinstance(req, DistributeRequest):
            return self.build_distribute(req)
        return self.build_generic(req)

    # ---------------------------------------------------- using cards and skills
    def option_label(self, opt: ActOption) -> str:
        n = self.names
        parts = opt.key.split(":")
        if parts[0] == "card" and opt.fixed_cards:
            c = self.g.card(opt.fixed_cards[0])
            text = self.card(c.id)
            if opt.label != c.name:
                text += f" ({n.ui('c.as', name=n(opt.label))})"
            return text
        if parts[0] == "skill" and len(parts) == 3:
            return n.ui("c.view_as", skill=n(parts[1]), name=f"[bold]{n(parts[2])}[/bold]")
        if parts[0] == "skill":
            return n.ui("c.skill", skill=n(parts[1]))
        return escape(opt.label or opt.key)

    def build_act(self, req: ActRequest) -> Act | None:
        n = self.names
        zero = None
        if req.can_pass:
            zero = n.ui("c.pass_play" if req.kind == "play" else
                        "c.pass_respond" if req.kind == "respond" else "c.pass")
        while True:
            self.menu([self.option_label(o) for o in req.options], zero)
            (i,) = self.numbers(len(req.options), zero=req.can_pass)
            if i == 0:
                return None
            opt = req.options[i - 1]
            try:
                return self.complete(opt)
            except Back:
                continue

    def complete(self, opt: ActOption) -> Act:
        """Pick the cards, then the targets, of ``opt`` step by step."""
        n = self.names
        label = self.option_label(opt)
        cards: tuple[int, ...] = opt.fixed_cards
        if not opt.fixed_cards:
            cards = self._steps(
                label_key="h.choose_cards", label=label,
                selectable=lambda chosen: opt.selectable_cards(chosen),
                done=lambda chosen: opt.cards_done(chosen),
                show=self._card_with_place)
        targets = self._steps(
            label_key="h.choose_targets", label=label,
            selectable=lambda chosen: opt.selectable_targets(cards, chosen),
            done=lambda chosen: opt.targets_done(cards, chosen),
            show=self._target_line)
        problem = opt.check(cards, targets)
        if problem:
            self.error(n.ui("e.illegal", msg=escape(
                problem.text(n.lang, self.g.ruleset.name))))
            raise Back()
        return Act(opt.key, cards, targets)

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
        pl = self.g.place[cid]
        text = self.card(cid)
        if pl.zone.value != "hand":
            text += f" [dim]({self.names.ui(f'zone.{pl.zone.value}')})[/dim]"
        return text

    def _target_line(self, seat: int) -> str:
        p = self.g.p(seat)
        bits = [f"{self.names.ui('hp')} {p.hp}/{p.max_hp}",
                f"{self.names.ui('hand')} {len(p.hand)}"]
        if seat != self.seat:
            bits.append(self.names.ui("distance", d=self.g.distance(self.seat, seat)))
        return f"{self.who(seat)} [dim]{' · '.join(bits)}[/dim]"

    # ---------------------------------------------------- simple choices
    def build_cards(self, req: ChooseCardsRequest) -> tuple[int, ...]:
        n = self.names
        self.menu([self._card_with_place(c) for c in req.cards],
                  n.ui("c.none") if req.min == 0 else None)
        hint = [n.ui("p.card") if req.max == 1 else n.ui("p.cards", lo=req.min, hi=req.max)]
        nums = self.numbers(len(req.cards), zero=req.min == 0, many=req.max > 1, hint=hint)
        if nums == [0]:
            return ()
        return tuple(req.cards[k - 1] for k in nums if k)

    def build_card_of(self, req: ChooseCardOfRequest) -> str | int:
        n = self.names
        choices: list[str | int] = []
        labels: list[str] = []
        if req.hand_count:
            choices.append("hand")
            labels.append(n.ui("c.hand_blind", n=req.hand_count))
        for cid in req.visible:
            choices.append(cid)
            labels.append(self._card_with_place(cid))
        self.menu(labels)
        (k,) = self.numbers(len(choices))
        return choices[k - 1]

    def build_players(self, req: ChoosePlayersRequest) -> tuple[int, ...]:
        n = self.names
        self.menu([self._target_line(s) for s in req.seats],
                  n.ui("c.none") if req.min == 0 else None)
        hint = [n.ui("p.player") if req.max == 1 else n.ui("p.players", lo=req.min, hi=req.max)]
        nums = self.numbers(len(req.seats), zero=req.min == 0, many=req.max > 1, hint=hint)
        if nums == [0]:
            return ()
        return tuple(req.seats[k - 1] for k in nums if k)

    def option_text(self, req: ChooseOptionRequest, option: str) -> str:
        n = self.names
        rules = self.g.ruleset
        if req.prompt == "choose_general" and option in rules.generals:
            gen = rules.general(option)
            skills = n.join(f"【{n(s)}】" if n.lang == "zh" else n(s) for s in gen.skills)
            return f"[bold]{n(option)}[/bold] [dim]{n(gen.kingdom)} · {n.ui('hp')} {gen.hp}[/dim]" \
                   f"  {skills}"
        return n(option)

    def build_option(self, req: ChooseOptionRequest) -> str:
        self.menu([self.option_text(req, o) for o in req.options])
        (k,) = self.numbers(len(req.options))
        return req.options[k - 1]

    def build_confirm(self, req: ConfirmRequest) -> bool:
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

    def build_arrange(self, req: ArrangeRequest) -> tuple[tuple[int, ...], tuple[int, ...]]:
        n = self.names
        cards = list(req.cards)
        self.menu([self.card(c) for c in cards])
        key = "h.arrange_top" if req.bottom_allowed else "h.arrange_top_only"
        self.term.say(f"[cyan]{n.ui(key)}[/cyan]")
        nums = self.numbers(len(cards), zero=req.bottom_allowed, many=True)
        top = tuple(cards[k - 1] for k in nums if k)
        rest = [c for c in cards if c not in top]
        if len(rest) <= 1:
            return top, tuple(rest)
        self.term.say(f"[cyan]{n.ui('h.arrange_bottom')}[/cyan]")
        self.menu([self.card(c) for c in rest])
        nums = self.numbers(len(rest), many=True)
        bottom = tuple(rest[k - 1] for k in nums)
        return top, bottom

    def build_distribute(self, req: DistributeRequest) -> dict[int, tuple[int, ...]]:
        n = self.names
        plan: dict[int, list[int]] = {}
        while True:
            given = {c for cs in plan.values() for c in cs}
            left = [c for c in req.cards if c not in given]
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
            self.menu([self._target_line(s) for s in req.seats])
            (k,) = self.numbers(len(req.seats))
            plan.setdefault(req.seats[k - 1], []).extend(picked)
        return {s: tuple(cs) for s, cs in plan.items()}

    def build_generic(self, req: Request) -> Any:
        """A request kind this surface does not know: offer its listed choices."""
        choices = req.choices() or [req.default()]
        self.menu([escape(repr(c)) for c in choices])
        (k,) = self.numbers(len(choices))
        return choices[k - 1]

    # ------------------------------------------------------------ prompts
    def _prompt_fields(self, req: Request) -> dict[str, Any]:
        """The request's data for a prompt template: seats as names, cards as faces."""
        out: dict[str, Any] = {"reason": self.names(req.reason)}
        for k, v in req.data.items():
            if k in ("source", "target", "by", "to", "user", "victim", "effect_target",
                     "dying", "judged") and isinstance(v, int) and not isinstance(v, bool):
                out[k] = self.who(v)
            elif k == "card" and isinstance(v, int):
                out[k] = self.card(v)
            else:
                out[k] = escape(str(v))
        target = getattr(req, "target", None)
        if "target" not in out and isinstance(target, int):
            out["target"] = self.who(target)
        return out

    def _respond_text(self, req: Request, names: str, fields: dict[str, Any]) -> str | None:
        """Prompts for the answers the base rules ask: saving the dying, 无懈可击, 借刀杀人."""
        n, data = self.names, req.data
        try:
            if req.reason == "dying" and isinstance(data.get("dying"), int):
                return n.ui("p.dying", who=self.who(data["dying"]), names=names)
            if req.reason == "nullification" and "card" in data:
                return n.ui("p.nullify", names=names, user=fields["user"],
                            card=n.card(str(data["card"])), target=fields["effect_target"])
            if req.reason == "collateral" and isinstance(data.get("victim"), int):
                return n.ui("p.collateral", victim=self.who(data["victim"]), names=names,
                            user=fields["user"])
        except KeyError:
            return None
        return None

    def prompt_text(self, req: Request) -> str:
        n = self.names
        p, reason, data = req.prompt, req.reason, req.data
        because = n.ui("p.because", reason=n(reason)) if reason and reason not in (
            "play", "setup", "discard_phase") else ""
        fields = self._prompt_fields(req)
        if n.has(p):
            try:
                return n(p).format(**fields) + because
            except (KeyError, IndexError, ValueError):
                return n(p) + because
        for key in (f"pk.{p}.{req.kind}", f"pk.{p}"):
            if key in n.ui_table:
                try:
                    return n.ui(key, **fields)
                except (KeyError, IndexError, ValueError):
                    break
        if req.kind == "play":
            return n.ui("p.play")
        if req.kind == "respond":
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
        target = getattr(req, "target", None)
        if isinstance(target, int):
            for prefix, key in (("discard_of.", "p.discard_of"), ("gain_of.", "p.gain_of")):
                if p.startswith(prefix):
                    return n.ui(key, target=self.who(target)) + because
            if req.kind == "card_of":
                return n.ui("p.card_of", target=self.who(target)) + because
        if p == "pindian.card":
            return n.ui("p.pindian") + because
        if p.startswith("distribute."):
            return n.ui("p.distribute") + because
        if p.startswith("skill.") and p.endswith(".ask"):
            key = {"cards": "p.skill_cards", "players": "p.skill_players"}.get(req.kind,
                                                                            "p.skill_ask")
            return n.ui(key, skill=n(p.split(".")[1]))
        generic = {"confirm": "p.confirm", "cards": "p.card", "players": "p.player",
                   "option": "p.option", "arrange": "p.arrange"}.get(req.kind, "p.option")
        return f"{n.ui(generic)}{because} [dim]({escape(p)})[/dim]"


def role_lines(g: Game, names: Names, narrator: Narrator) -> Table:
    """Everyone's general and role, for the end of the game."""
    t = Table(box=None, header_style="dim", padding=(0, 1))
    for col in ("#", names.ui("general"), names.ui("role"), names.ui("hp"), ""):
        t.add_column(col)
    winners = set(g.winners or [])
    for p in g.players:
        label = names(p.general)
        if p.seat == narrator.viewer:
            label = f"[bold cyan]{label} ({names.ui('you')})[/bold cyan]"
        hp = f"{p.hp}/{p.max_hp}" if p.alive else names.ui("dead")
        role = g.mode.seat_info(g, p.seat).get("role")  # the game is over: all are told
        t.add_row(str(p.seat), label, names.role(role), hp, "★" if p.seat in winners else "")
    return t


def run(g: Game, seat: int, bots: Mapping[int, Agent], names: Names, term: Terminal,
        max_decisions: int = 200_000) -> HumanSeat:
    """Drive ``g`` to its end: the human answers for ``seat``, bots for the others.

    Raises :class:`Quit` when the human leaves.
    """
    human = HumanSeat(g, seat, names, term)
    others = Seats(g, bots)
    while open_ := g.open_requests():
        for req in open_:
            if req.seat == seat:
                human.decide(req)
            else:
                others.answer(req)
        if g.decisions > max_decisions:
            raise RuntimeError(f"the game did not end within {max_decisions} decisions")
    human.flush()
    return human


def show_result(g: Game, human: HumanSeat) -> None:
    n = human.names
    term = human.term
    winners = g.winners or []
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
    term.console.print(role_lines(g, n, human.narrator))
    term.say(f"[dim]{n.ui('m.turns', turns=g.turn_count, decisions=g.decisions)}[/dim]")
