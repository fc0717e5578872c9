"""Choosing among what a request offers: cards (one at a time, with a count), a card
of another player, players by seat, an option, yes or no, an unknown kind's values."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...cli.client import general_cards
from .base import (
    DIM,
    FREE,
    OFF,
    PICKED,
    Choice,
    Item,
    Note,
    Outcome,
    Submit,
    card_id,
    need_text,
)


@dataclass
class CardsChoice(Choice):
    """``min``..``max`` of the request's cards, one at a time, with a running count;
    Enter answers (a card pressed again is taken back)."""

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
        cid = card_id(key)
        if cid is None or cid not in self.req["cards"]:
            return None
        # every count waits for Enter (one card as two), so a card pressed is taken back
        if cid in self.chosen:
            self.chosen.remove(cid)
        elif self.hi == 1 and self.chosen and (self.sets is None or
                                               any(cid in s for s in self.sets)):
            self.chosen = [cid]  # one card: another pressed takes its place
        elif self._free(cid):
            self.chosen.append(cid)
        else:
            return Note(self.view.ui("n.not_offered", what=self.view.card(cid)))
        return None

    def confirm(self) -> Outcome:
        return Submit(list(self.chosen)) if self.ready() else Note(self.view.ui("n.not_complete"))

    def back(self) -> Outcome:
        self.chosen = []
        return None

    def give_up(self) -> Outcome:
        return Submit([]) if self.can_pass else Note(self.view.ui("n.cannot_pass"))

    def status(self) -> str:
        need = need_text(self.lo, self.hi, self.view)
        return self.view.ui("n.count", n=len(self.chosen), need=need)


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
        cid = card_id(key)
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
                            need=need_text(self.lo, self.hi, self.view))


@dataclass
class OptionChoice(Choice):
    """One of the request's options (text): a suit, a skill to trigger first …"""

    def items(self) -> list[Item]:
        v, prompt = self.view, str(self.req.get("prompt", ""))
        mine = {str(c.get("position")): v.name(str(c["general"]))
                for c in general_cards(v.me) if c.get("general")}
        reason = str(self.req.get("reason") or "")
        return self.hand_items({}) + [
            # an event card: its name on the chip, what it does beside the table; an
            # option with no text of its own (明置's main, deputy …): the rule asking
            Item(f"option:{o}", v.names.option_short(prompt, str(o), **mine),
                 about=str(o) if v.text(str(o)) or not v.text(reason) else reason)
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
