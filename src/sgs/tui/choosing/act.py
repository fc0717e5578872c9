"""Using a card or skill (play and respond requests): an option, its cards, its targets."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rich.markup import escape

from ...agents.legal import OptionTree, target_node
from ...cli.client import allies_hurt, fewest_targets, latent_source, option_name
from .base import DIM, FREE, OFF, PICKED, Choice, Item, Note, Outcome, Submit, card_id

Json = dict[str, Any]


def recast_card(key: str) -> int | None:
    """The card of a ``recast:<id>`` option (重铸), else None."""
    head, _, rest = key.partition(":")
    return int(rest) if head == "recast" and rest.isdigit() else None


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
        recast = recast_card(opt.key)
        if recast is not None:  # 重铸 (铁索连环)
            return v.ui("c.recast", card=v.card(recast))
        if parts[0] == "skill" and len(parts) == 3:
            return v.ui("c.view_as", skill=v.name(parts[1]), name=f"[bold]{v.name(parts[2])}[/]")
        return v.skill(parts[1]) if len(parts) >= 2 else v.name(opt.label)

    def _reason(self, key: str) -> str:
        """Why ``key`` is blocked, in the player's language (markup-safe)."""
        why = self.blocked.get(key) or {}
        return escape(str(why.get(self.view.lang) or why.get("en") or ""))

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
            if key.startswith("card:") and o.fixed_cards[0] in hand:
                continue  # a hand card used as itself: its card's own chip
            state = PICKED if opt is o else FREE
            recast = recast_card(key)
            about = key.split(":")[1] if key.startswith("skill:") else \
                v.card_name(recast) if recast is not None else o.label
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
        # what comes next: the question above still says "choose a card"
        if not self.opt.cards_done(self.cards):
            text += f" · [italic]{v.ui('n.pick_cards')}[/italic]"
        elif self.targets and not self.opt.targets_done(self.cards, self.targets):
            k = fewest_targets(target_node(self.opt.targets_of(self.cards), self.targets))
            first = v.who(self.targets[0]) if len(self.targets) == 1 else None
            need = v.names.targets_needed(k, option_name(self.opt), first)
            text += f" · [italic]{need}[/italic]"
        elif self.opt.selectable_targets(self.cards, self.targets):
            text += f" · [italic]{v.ui('n.pick_targets')}[/italic]"
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
        cid = card_id(key)
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
        self._choose(opt, recast_card(key))  # recasting a card: that card, chosen
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
        return Note(self._target_refused(opt, seat) or
                    v.ui("n.no_target", who=v.who(seat), label=self.label(opt)))

    def _target_refused(self, opt: OptionTree, seat: int) -> str:
        """The engine's reason ``seat`` cannot be the first target (the request's
        ``refused_targets``: distance 1 for 顺手牵羊, attack range for 杀 …), or ""
        where it gives none (after cards chosen, or a later target)."""
        if self.targets or (self.cards and not opt.fixed_cards):
            return ""
        why = ((self.req.get("refused_targets") or {}).get(opt.key) or {}).get(str(seat))
        if not why:
            return ""
        return escape(str(why.get(self.view.lang) or why.get("en") or ""))

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
        hurt = allies_hurt(v.you, v.table, v.catalogue, opt.key, opt.label, self.targets)
        warn = []
        if hurt:
            who = v.names.join(v.who(s) for s in hurt)
            role = v.names.join(v.names.role(r) for r in dict.fromkeys(hurt.values()))
            key = "harm.text" if any("role" in v.player(s) for s in hurt) else \
                "harm.text_kingdom"
            warn.append(v.ui(key, who=who, role=role, label=self.label(opt)))
        source = latent_source(opt.key, v.me, v.catalogue)
        if source is not None:  # a face-down general's skill: its card is revealed first
            skill, position, general = source
            warn.append(v.ui("pk.skill.reveal", skill=v.name(skill), general=v.name(general),
                             position=v.ui(f"pos.{position}")))
        return Submit(answer, "\n".join(warn) or None)

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
