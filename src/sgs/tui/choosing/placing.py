"""Placing cards: on the deck in order (arrange), or in players' hands (distribute)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .base import DIM, FREE, PICKED, Choice, Item, Note, Outcome, Submit, card_id


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
        cid = card_id(key)
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
        cid = card_id(key)
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
