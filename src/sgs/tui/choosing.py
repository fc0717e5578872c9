"""Answering a request by pointing: one small state machine per request kind.

A :class:`Choice` is built from the request's JSON alone (docs/protocol.md).
It tells the table what may be pointed at now (:meth:`Choice.items` — cards,
skills, yes/no … — and :meth:`Choice.seat_marks`), takes one pointing at a
time (:meth:`pick`, :meth:`pick_seat`), Enter (:meth:`confirm`), Esc
(:meth:`back`) and pass (:meth:`give_up`), and answers with an
:class:`Outcome`: a :class:`Submit` once the answer is complete, a
:class:`Note` explaining why nothing happened, or ``None`` when only the
selection changed.  Seats are always named by their seat number.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..agents.legal import OptionTree
from ..cli.client import allies_hurt
from .seat_view import SeatView

Json = dict[str, Any]

FREE, PICKED, DIM, OFF = "free", "picked", "dim", "off"


@dataclass
class Item:
    """Something to point at.  ``state``: FREE (may be chosen), PICKED (chosen),
    DIM (cannot be chosen; ``reason`` says why) or OFF (not part of this choice).
    ``about``: the catalogue id whose rules text tells about it; ``hotkey``: a key
    of its own (else the table gives it a letter); ``mark``: a badge (order …)."""

    key: str
    label: str
    state: str = FREE
    reason: str = ""
    about: str | None = None
    row: str = "extra"
    hotkey: str | None = None
    mark: str = ""


@dataclass
class Submit:
    """The answer is complete.  ``warn``: ask the player to confirm first (why)."""

    value: Any
    warn: str | None = None


@dataclass
class Note:
    text: str


Outcome = Submit | Note | None


@dataclass
class Choice:
    """The base: a request, the seat's view, and nothing to point at."""

    req: Json
    view: SeatView
    forced: bool = True  # fill in a lone target by itself

    @property
    def can_pass(self) -> bool:
        return False

    def ready(self) -> bool:
        """Enter would answer now."""
        return False

    def items(self) -> list[Item]:
        return self.hand_items({})

    def seat_marks(self) -> dict[int, str]:
        return {}

    def pick(self, key: str) -> Outcome:
        return None

    def pick_seat(self, seat: int) -> Outcome:
        return None

    def confirm(self) -> Outcome:
        return Note(self.view.ui("n.not_complete"))

    def back(self) -> Outcome:
        return None

    def give_up(self) -> Outcome:
        return Note(self.view.ui("n.cannot_pass"))

    def declined(self) -> None:
        """The player said no to the warning of a :class:`Submit`: choose again."""

    def status(self) -> str:
        return ""

    # ------------------------------------------------------------ helpers
    def hand_items(self, states: dict[int, tuple[str, str]]) -> list[Item]:
        """Every hand card, in the state ``states`` gives it (OFF when not given)."""
        out = []
        for cid in self.view.hand:
            state, reason = states.get(cid, (OFF, ""))
            out.append(Item(f"card:{cid}", self.view.card(cid), state, reason,
                            self.view.card_name(cid), row="hand"))
        return out

    def card_item(self, cid: int, state: str, mark: str = "") -> Item:
        """A card that may be outside the hand: its place is told beside it."""
        label = self.view.card(cid)
        place = self.view.place(cid)
        if place not in (None, "hand"):
            label += f" [dim]({self.view.ui(f'zone.{place}')})[/dim]"
        row = "hand" if place == "hand" else "extra"
        return Item(f"card:{cid}", label, state, about=self.view.card_name(cid), row=row,
                    mark=mark)

    def seat_item(self, seat: int, state: str, mark: str = "") -> Item:
        return Item(f"seat:{seat}", self.view.who(seat), state, hotkey=str(seat), mark=mark)


def _card_id(key: str) -> int | None:
    return int(key[5:]) if key.startswith("card:") and key[5:].isdigit() else None


def _need(lo: int, hi: int, view: SeatView) -> str:
    return str(lo) if lo == hi else view.ui("n.need_range", lo=lo, hi=hi)


# ---------------------------------------------------------------- play and respond


@dataclass
class ActChoice(Choice):
    """Using a card or skill: an option, its cards, then its targets (its tree)."""

    opt: OptionTree | None = field(default=None, init=False)
    cards: list[int] = field(default_factory=list, init=False)
    targets: list[int] = field(default_factory=list, init=False)

    def __post_init__(self) -> None:
        self.options = {str(o["key"]): OptionTree(o) for o in self.req["options"]}
        self.blocked: dict[str, Json] = dict(self.req.get("blocked") or {})

    @property
    def can_pass(self) -> bool:
        return bool(self.req.get("can_pass"))

    def label(self, opt: OptionTree) -> str:
        v = self.view
        parts = opt.key.split(":")
        if parts[0] == "card" and opt.fixed_cards:
            text = v.card(opt.fixed_cards[0])
            if opt.label != v.card_name(opt.fixed_cards[0]):
                text += f" ({v.ui('c.as', name=v.name(opt.label))})"
            return text
        if parts[0] == "skill" and len(parts) == 3:
            return v.ui("c.view_as", skill=v.name(parts[1]), name=f"[bold]{v.name(parts[2])}[/]")
        return v.skill(parts[1]) if len(parts) >= 2 else v.name(opt.label)

    def _reason(self, key: str) -> str:
        why = self.blocked.get(key) or {}
        return str(why.get(self.view.lang) or why.get("en") or "")

    def _openers(self, cid: int) -> list[OptionTree]:
        """The options that may begin with card ``cid``: its own, else the skills using it."""
        own = self.options.get(f"card:{cid}")
        if own is not None:
            return [own]
        return [o for o in self.options.values()
                if not o.fixed_cards and cid in o.selectable_cards(())]

    # ------------------------------------------------------------ what is shown
    def items(self) -> list[Item]:
        v, opt = self.view, self.opt
        states: dict[int, tuple[str, str]] = {}
        for cid in v.hand:
            if opt is None:
                key = f"card:{cid}"
                states[cid] = (FREE, "") if self._openers(cid) else \
                    (DIM, self._reason(key)) if key in self.blocked else (OFF, "")
            else:
                states[cid] = (PICKED, "") if cid in self.cards else \
                    (FREE, "") if cid in self._more_cards() else (OFF, "")
        out = self.hand_items(states)
        hand = set(v.hand)
        for key, o in self.options.items():
            if o.fixed_cards and o.fixed_cards[0] in hand:
                continue
            state = PICKED if opt is o else FREE
            about = key.split(":")[1] if key.startswith("skill:") else o.label
            out.append(Item(f"opt:{key}", self.label(o), state, about=about))
        for key in self.blocked:
            if key.startswith("skill:"):
                sid = key.split(":")[1]
                out.append(Item(f"opt:{key}", v.skill(sid), DIM, self._reason(key), about=sid))
        if opt is not None and not opt.fixed_cards:
            for cid in opt.pool:
                if cid not in hand:
                    state = PICKED if cid in self.cards else \
                        FREE if cid in self._more_cards() else OFF
                    out.append(self.card_item(cid, state))
        return out

    def seat_marks(self) -> dict[int, str]:
        opt = self.opt
        if opt is None or not opt.cards_done(self.cards):
            return {}
        free = set(opt.selectable_targets(self.cards, self.targets))
        return {int(p["seat"]): PICKED if p["seat"] in self.targets else
                FREE if p["seat"] in free else DIM for p in self.view.players}

    def status(self) -> str:
        if self.opt is None:
            return ""
        v = self.view
        text = f"[bold]{self.label(self.opt)}[/bold]"
        if self.cards and not self.opt.fixed_cards:
            text += " · " + v.names.join(v.card(c) for c in self.cards)
        if self.targets:
            text += " · " + v.ui("n.targets", list=v.names.join(v.who(s) for s in self.targets))
        return text

    # ------------------------------------------------------------ pointing
    def _more_cards(self) -> list[int]:
        if self.opt is None or self.opt.fixed_cards:
            return []
        return self.opt.selectable_cards(self.cards)

    def _choose(self, opt: OptionTree, cid: int | None = None) -> None:
        self.opt = opt
        self.cards = list(opt.fixed_cards) or ([cid] if cid is not None else [])
        self.targets = []

    def _reset(self) -> None:
        self.opt, self.cards, self.targets = None, [], []

    def pick(self, key: str) -> Outcome:
        if key.startswith("opt:"):
            return self._pick_option(key[4:])
        cid = _card_id(key)
        if cid is None:
            return None
        opt = self.opt
        if opt is not None and not opt.fixed_cards:
            if cid in self.cards:
                self.cards.remove(cid)
                self.targets = []
                return self._advance()
            if cid in self._more_cards():
                self.cards.append(cid)
                self.targets = []
                return self._advance()
        if opt is not None and opt.fixed_cards == (cid,):
            self._reset()
            return None
        return self._open_with(cid)

    def _pick_option(self, key: str) -> Outcome:
        if key in self.blocked:
            return Note(self._reason(key))
        opt = self.options.get(key)
        if opt is None:
            return None
        if self.opt is opt:
            self._reset()
            return None
        self._choose(opt)
        return self._advance()

    def _open_with(self, cid: int) -> Outcome:
        openers = self._openers(cid)
        if len(openers) == 1:
            self._choose(openers[0], cid)
            return self._advance()
        v = self.view
        if openers:
            return Note(v.ui("n.choose_skill", card=v.card(cid),
                             list=v.names.join(self.label(o) for o in openers)))
        reason = self._reason(f"card:{cid}")
        return Note(reason or v.ui("n.cannot_use", card=v.card(cid)))

    def pick_seat(self, seat: int) -> Outcome:
        opt, v = self.opt, self.view
        if opt is None or not opt.cards_done(self.cards):
            return Note(v.ui("n.pick_card_first"))
        if seat in self.targets:
            self.targets = self.targets[:self.targets.index(seat)]
            return None
        if seat in opt.selectable_targets(self.cards, self.targets):
            self.targets.append(seat)
            return self._advance()
        why = v.ui("n.no_target", who=v.who(seat), label=self.label(opt))
        d = v.distance(seat)
        if d is not None:  # the usual reason is reach: say how far it is
            why += v.ui("n.reach", d=d, r=v.you.get("attack_range", "?"))
        return Note(why)

    def _advance(self) -> Outcome:
        """Fill in a lone target; answer once the selection is complete and can't grow."""
        opt = self.opt
        if opt is None or not opt.cards_done(self.cards):
            return None
        if self._more_cards():
            return None
        if self.forced:
            while not opt.targets_done(self.cards, self.targets):
                nxt = opt.selectable_targets(self.cards, self.targets)
                if len(nxt) != 1:
                    break
                self.targets.append(nxt[0])
        if opt.targets_done(self.cards, self.targets) and \
                not opt.selectable_targets(self.cards, self.targets):
            return self._submit()
        return None

    def _submit(self) -> Outcome:
        opt = self.opt
        assert opt is not None
        answer = {"option": opt.key, "cards": list(self.cards), "targets": list(self.targets)}
        v = self.view
        hurt = allies_hurt(v.table, v.seat if v.seat is not None else -1, opt.label,
                           self.targets)
        if hurt:
            who = v.names.join(v.who(s) for s in hurt)
            role = v.names.join(v.names.role(r) for r in dict.fromkeys(hurt.values()))
            return Submit(answer, v.ui("harm.text", who=who, role=role, label=self.label(opt)))
        return Submit(answer)

    def ready(self) -> bool:
        opt = self.opt
        return opt is not None and opt.cards_done(self.cards) and \
            opt.targets_done(self.cards, self.targets)

    def confirm(self) -> Outcome:
        return self._submit() if self.ready() else Note(self.view.ui("n.not_complete"))

    def back(self) -> Outcome:
        self._reset()
        return None

    def declined(self) -> None:
        self.targets = []  # the cards stay chosen; the targets are chosen again

    def give_up(self) -> Outcome:
        return Submit(None) if self.can_pass else Note(self.view.ui("n.cannot_pass"))


# ---------------------------------------------------------------- choosing among items


@dataclass
class CardsChoice(Choice):
    """``min``..``max`` of the request's cards, one at a time, with a running count."""

    chosen: list[int] = field(default_factory=list, init=False)

    def __post_init__(self) -> None:
        self.lo, self.hi = int(self.req["min"]), int(self.req["max"])
        sets = self.req.get("sets")
        self.sets = None if sets is None else [frozenset(int(c) for c in s) for s in sets]

    @property
    def can_pass(self) -> bool:
        return self.lo == 0

    def _free(self, cid: int) -> bool:
        if cid in self.chosen or len(self.chosen) >= self.hi:
            return False
        trial = {*self.chosen, cid}
        return self.sets is None or any(trial <= s for s in self.sets)

    def ready(self) -> bool:
        return self.lo <= len(self.chosen) <= self.hi and \
            (self.sets is None or frozenset(self.chosen) in self.sets)

    def _state(self, cid: int) -> str:
        return PICKED if cid in self.chosen else FREE if self._free(cid) else OFF

    def items(self) -> list[Item]:
        offered = [int(c) for c in self.req["cards"]]
        hand = set(self.view.hand)
        out = self.hand_items({c: (self._state(c), "") for c in offered if c in hand})
        out += [self.card_item(c, self._state(c)) for c in offered if c not in hand]
        return out

    def pick(self, key: str) -> Outcome:
        cid = _card_id(key)
        if cid is None or cid not in self.req["cards"]:
            return None
        if cid in self.chosen:
            self.chosen.remove(cid)
        elif self._free(cid):
            self.chosen.append(cid)
            if self.hi == 1 and self.ready():
                return Submit(list(self.chosen))
        return None

    def confirm(self) -> Outcome:
        return Submit(list(self.chosen)) if self.ready() else Note(self.view.ui("n.not_complete"))

    def back(self) -> Outcome:
        self.chosen = []
        return None

    def give_up(self) -> Outcome:
        return Submit([]) if self.can_pass else Note(self.view.ui("n.cannot_pass"))

    def status(self) -> str:
        return self.view.ui("n.count", n=len(self.chosen), need=_need(self.lo, self.hi, self.view))


@dataclass
class CardOfChoice(Choice):
    """A card of another player: a hand card at random, or a visible one."""

    def items(self) -> list[Item]:
        out = self.hand_items({})
        if self.req.get("hand_count"):
            out.append(Item("hand", self.view.ui("hand_blind", n=self.req["hand_count"])))
        out += [self.card_item(int(c), FREE) for c in self.req.get("visible", ())]
        for item in out[len(self.view.hand):]:
            item.row = "extra"
        return out

    def pick(self, key: str) -> Outcome:
        if key == "hand" and self.req.get("hand_count"):
            return Submit("hand")
        cid = _card_id(key)
        return Submit(cid) if cid is not None and cid in self.req.get("visible", ()) else None


@dataclass
class PlayersChoice(Choice):
    """``min``..``max`` of the request's seats, by seat number."""

    chosen: list[int] = field(default_factory=list, init=False)

    def __post_init__(self) -> None:
        self.lo, self.hi = int(self.req["min"]), int(self.req["max"])
        self.offered = [int(s) for s in self.req["seats"]]

    @property
    def can_pass(self) -> bool:
        return self.lo == 0

    def _state(self, seat: int) -> str:
        if seat in self.chosen:
            return PICKED
        return FREE if seat in self.offered and len(self.chosen) < self.hi else DIM

    def items(self) -> list[Item]:
        return self.hand_items({}) + [self.seat_item(s, self._state(s)) for s in self.offered]

    def seat_marks(self) -> dict[int, str]:
        return {int(p["seat"]): self._state(int(p["seat"])) for p in self.view.players}

    def pick(self, key: str) -> Outcome:
        return self.pick_seat(int(key[5:])) if key.startswith("seat:") else None

    def pick_seat(self, seat: int) -> Outcome:
        if seat in self.chosen:
            self.chosen.remove(seat)
            return None
        if seat not in self.offered:
            v = self.view
            return Note(v.ui("n.no_target", who=v.who(seat), label=v.name(self.req.get("reason"))))
        if len(self.chosen) < self.hi:
            self.chosen.append(seat)
            if self.hi == 1 and self.lo == 1:
                return Submit(list(self.chosen))
        return None

    def ready(self) -> bool:
        return self.lo <= len(self.chosen) <= self.hi

    def confirm(self) -> Outcome:
        if self.ready():
            return Submit(list(self.chosen))
        return Note(self.view.ui("n.not_complete"))

    def back(self) -> Outcome:
        self.chosen = []
        return None

    def give_up(self) -> Outcome:
        return Submit([]) if self.can_pass else Note(self.view.ui("n.cannot_pass"))

    def status(self) -> str:
        return self.view.ui("n.count_players", n=len(self.chosen),
                            need=_need(self.lo, self.hi, self.view))


@dataclass
class OptionChoice(Choice):
    """One of the request's options (text): a suit, a skill to trigger first …"""

    def items(self) -> list[Item]:
        return self.hand_items({}) + [
            Item(f"option:{o}", self.view.name(str(o)), about=str(o))
            for o in self.req["options"]]

    def pick(self, key: str) -> Outcome:
        value = key[7:] if key.startswith("option:") else None
        return Submit(value) if value in self.req["options"] else None


@dataclass
class ConfirmChoice(Choice):
    """Yes (y) or no (n); passing says no."""

    @property
    def can_pass(self) -> bool:
        return True

    def items(self) -> list[Item]:
        v = self.view
        return [*self.hand_items({}), Item("yes", v.ui("c.yes"), hotkey="y"),
                Item("no", v.ui("c.no"), hotkey="n")]

    def pick(self, key: str) -> Outcome:
        return Submit(key == "yes") if key in ("yes", "no") else None

    def give_up(self) -> Outcome:
        return Submit(False)


@dataclass
class ArrangeChoice(Choice):
    """Cards onto the deck: each press moves a card to the top (in order), then to the
    bottom (when allowed), then back.  Enter puts the rest at the bottom (or on top)."""

    top: list[int] = field(default_factory=list, init=False)
    bottom: list[int] = field(default_factory=list, init=False)

    def ready(self) -> bool:
        return True

    def items(self) -> list[Item]:
        v = self.view
        out = []
        for c in self.req["cards"]:
            cid = int(c)
            mark = v.ui("arr.top", n=self.top.index(cid) + 1) if cid in self.top else \
                v.ui("arr.bottom", n=self.bottom.index(cid) + 1) if cid in self.bottom else ""
            item = self.card_item(cid, PICKED if mark else FREE, mark)
            item.row = "extra"
            out.append(item)
        return self.hand_items({}) + out

    def pick(self, key: str) -> Outcome:
        cid = _card_id(key)
        if cid is None or cid not in self.req["cards"]:
            return None
        if cid in self.top:
            self.top.remove(cid)
            if self.req.get("bottom_allowed"):
                self.bottom.append(cid)
        elif cid in self.bottom:
            self.bottom.remove(cid)
        else:
            self.top.append(cid)
        return None

    def confirm(self) -> Outcome:
        rest = [int(c) for c in self.req["cards"] if c not in self.top and c not in self.bottom]
        if self.req.get("bottom_allowed"):
            return Submit([list(self.top), [*self.bottom, *rest]])
        return Submit([[*self.top, *rest], []])

    def back(self) -> Outcome:
        self.top, self.bottom = [], []
        return None

    def status(self) -> str:
        return self.view.ui("arr.hint")


@dataclass
class DistributeChoice(Choice):
    """Cards given among seats: choose cards, then the seat that receives them."""

    picked: list[int] = field(default_factory=list, init=False)
    plan: dict[int, list[int]] = field(default_factory=dict, init=False)

    def ready(self) -> bool:
        return int(self.req["min_cards"]) <= len(self._given()) <= int(self.req["max_cards"])

    def _given(self) -> set[int]:
        return {c for cs in self.plan.values() for c in cs}

    def items(self) -> list[Item]:
        given = self._given()
        out = []
        for c in self.req["cards"]:
            cid = int(c)
            owner = next((s for s, cs in self.plan.items() if cid in cs), None)
            mark = f"→{owner}" if owner is not None else ""
            state = PICKED if cid in self.picked or cid in given else FREE
            item = self.card_item(cid, state, mark)
            item.row = "extra"
            out.append(item)
        return self.hand_items({}) + out

    def seat_marks(self) -> dict[int, str]:
        if not self.picked:
            return {}
        seats = {int(s) for s in self.req["seats"]}
        full = len(self.plan) >= int(self.req.get("max_targets", len(seats)))
        return {int(p["seat"]): FREE if p["seat"] in seats and
                (not full or p["seat"] in self.plan) else DIM for p in self.view.players}

    def pick(self, key: str) -> Outcome:
        cid = _card_id(key)
        if cid is None or cid not in self.req["cards"]:
            return None
        for seat, cs in list(self.plan.items()):
            if cid in cs:
                cs.remove(cid)
                if not cs:
                    del self.plan[seat]
                return None
        if cid in self.picked:
            self.picked.remove(cid)
        else:
            self.picked.append(cid)
        return None

    def pick_seat(self, seat: int) -> Outcome:
        if not self.picked:
            return Note(self.view.ui("n.pick_card_first"))
        if self.seat_marks().get(seat) != FREE:
            v = self.view
            return Note(v.ui("n.no_target", who=v.who(seat), label=v.name(self.req.get("reason"))))
        self.plan.setdefault(seat, []).extend(self.picked)
        self.picked = []
        return None

    def confirm(self) -> Outcome:
        if self.ready():
            return Submit({str(s): list(cs) for s, cs in self.plan.items()})
        return Note(self.view.ui("n.not_complete"))

    def back(self) -> Outcome:
        self.picked, self.plan = [], {}
        return None

    def status(self) -> str:
        v = self.view
        if not self.plan:
            return v.ui("dis.hint")
        return v.ui("dis.plan", list=v.names.join(
            f"{v.who(s)} ← {v.names.join(v.card(c) for c in cs)}" for s, cs in self.plan.items()))


@dataclass
class OtherChoice(Choice):
    """A request kind this table does not know: its options, or its default."""

    def _values(self) -> list[Any]:
        options = self.req.get("options")
        return list(options) if isinstance(options, list) and options else \
            [self.req.get("default")]

    def items(self) -> list[Item]:
        return self.hand_items({}) + [Item(f"value:{i}", self.view.name(str(x)))
                                      for i, x in enumerate(self._values())]

    def pick(self, key: str) -> Outcome:
        values = self._values()
        i = int(key[6:]) if key.startswith("value:") and key[6:].isdigit() else -1
        return Submit(values[i]) if 0 <= i < len(values) else None


_KINDS: dict[str, Callable[..., Choice]] = {
    "play": ActChoice, "respond": ActChoice, "cards": CardsChoice, "card_of": CardOfChoice,
    "players": PlayersChoice, "option": OptionChoice, "confirm": ConfirmChoice,
    "arrange": ArrangeChoice, "distribute": DistributeChoice,
}


def choice_for(req: Json, view: SeatView, forced: bool = True) -> Choice:
    """The choice that answers ``req``."""
    return _KINDS.get(str(req.get("kind")), OtherChoice)(req, view, forced)
