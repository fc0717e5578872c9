"""General cards in play: revealing one (明置), and using a face-down card's skill.

What a player's cards give is the mode's (``Mode.traits``); an operation
changes the cards through ``Game.set_generals``, which derives it again.
A face-down card gives no skill, but its owner may use one of its skills by
revealing it first (seed 001: 当暗置的武将牌发动技能时，将武将牌明置，然后发动相应的技能);
``Traits.latent`` lists them.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..events import RevealEvent, Timing
from ..generals import FromGeneral, Position
from ..skill import Skill

if TYPE_CHECKING:
    from ..game import Game
    from ..player import Player

Flow = Generator[Any, Any, Any]


def can_reveal(g: Game, seat: int) -> bool:
    """May ``seat`` reveal a face-down general card now?  Not while a skill in effect
    forbids it (the ``forbids_reveal`` status hook: 邹氏's 祸水).  The reveals of the
    rules (the 准备 phase's, 阵法召唤's) and of using a face-down card's skill all ask
    this; a death or the end of the game shows the cards whatever it says."""
    found = g.status("forbids_reveal")
    return not found or not any(sk.forbids_reveal(g, o, seat) for o, sk in found)


def reveal_general(g: Game, seat: int, position: Position = Position.MAIN) -> Flow:
    """明置 ``seat``'s face-down general card at ``position``: the mode derives what
    the cards now give, the ``reveal_general`` record is written, the victory
    check runs (it may end the game), then ``GENERAL_REVEALED`` fires.  False
    if there is no such face-down card, or revealing is forbidden now
    (:func:`can_reveal`); True when revealed."""
    p = g.p(seat)
    cards = list(p.generals)
    at = next((i for i, c in enumerate(cards) if c.position is position
               and not c.revealed and not c.removed), None)
    if at is None or not can_reveal(g, seat) or not g.mode.may_reveal(g, seat, cards[at]):
        return False
    card = cards[at] = replace(cards[at], revealed=True)
    fields = g.mode.on_reveal(g, seat, card)
    g.set_generals(seat, cards)
    g.emit("reveal_general", seat=seat, general=card.general, position=position.value,
           **fields)
    g.check_victory()
    ev = RevealEvent(seat, card.general, position.value,
                     parent=g.stack[-1] if g.stack else None)
    from .trigger import trigger  # (trigger.py imports this module)

    yield from trigger(g, Timing.GENERAL_REVEALED, ev)
    g.record(ev)
    return True


def hide_general(g: Game, seat: int, position: Position) -> bool:
    """暗置 ``seat``'s face-up general card at ``position`` again (倾城): it gives no
    skill, gender or kingdom while face down, but the kingdom already fixed stays
    (the mode's), and HP and max HP do not change; it may be revealed again as any
    face-down card.  Writes ``hide_general``.  False if there is no such face-up
    card."""
    p = g.p(seat)
    cards = list(p.generals)
    at = next((i for i, c in enumerate(cards) if c.position is position
               and c.revealed and not c.removed), None)
    if at is None:
        return False
    card = cards[at] = replace(cards[at], revealed=False)
    g.set_generals(seat, cards)
    g.emit("hide_general", seat=seat, general=card.general, position=position.value)
    return True


def latent_source(g: Game, seat: int, sid: str) -> FromGeneral | None:
    """The face-down card whose skill ``sid`` the player would use (None: the player
    has ``sid`` already, or no face-down card gives it)."""
    p = g.p(seat)
    if sid in p.skill_ids:
        return None
    for grant in p.traits.latent:
        if grant.skill == sid and isinstance(grant.source, FromGeneral):
            return grant.source
    return None


def reveal_for(g: Game, seat: int, sid: str) -> Flow:
    """Before ``seat`` uses skill ``sid``: reveal the face-down card it is on, if it is
    on one (a no-op for a skill the player has).  True if a card was revealed."""
    src = latent_source(g, seat, sid)
    if src is None:
        return False
    return (yield from reveal_general(g, seat, src.position))


def latent_cost(g: Game, owner: Player, sk: Skill, timing: Timing, ev: Any) -> Flow:
    """The cost of a trigger skill of a face-down card: revealing the card is part of
    using the skill, so its owner is asked once, and the card is revealed only if the
    skill is used.  A skill that asks its own question (a custom ``cost``, locked or
    not: 八阵's optional judgment) asks it, and the card is revealed once that is
    paid — asking "reveal?" first would let a "no" to the skill's own question
    leave the card face up with no skill used.  Any other skill asks whether to
    reveal the card and use it; a locked one too (its owner may stay hidden)."""
    src = latent_source(g, owner.seat, sk.id)
    if src is None:
        return False
    if type(sk).cost is Skill.cost:
        ok = yield from g.ask_confirm(owner.seat, "skill.reveal", reason=sk.id, skill=sk.id,
                                      general=src.general, position=src.position.value)
        return bool(ok) and (yield from reveal_general(g, owner.seat, src.position))
    paid = yield from sk.cost(g, owner, timing, ev)
    if paid:
        yield from reveal_general(g, owner.seat, src.position)
    return paid


def look_at_general(g: Game, viewer: int, seat: int, position: Position) -> bool:
    """``viewer`` looks at ``seat``'s face-down general at ``position`` (知己知彼): from
    now on that seat's observations show it; the record is ``viewer``'s alone.  False
    if there is no such face-down card."""
    card = next((c for c in g.p(seat).generals if c.position is position
                 and not c.revealed and not c.removed), None)
    if card is None:
        return False
    g.general_knowers.setdefault((seat, position), set()).add(viewer)
    g.emit("view", seat=viewer, visible=[viewer], of=seat, position=position.value,
           general=card.general)
    return True
