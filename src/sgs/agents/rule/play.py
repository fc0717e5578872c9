"""The play phase: score every option and play the best one worth playing.

Cards (used as themselves or made by a view-as skill) are scored by the plan
of the card name made (``card_plans``); active skills by their own plan
(``skill_plans``).  Cards a view-as skill gives up cost a share of their
keep-value.  The phase ends when nothing scores above zero.
"""

from __future__ import annotations

from operator import itemgetter

from .card_plans import CARD_PLANS, card_plan
from .options import Answer, Option, Plan, act, cheapest_cards, cost
from .sight import Sight
from .skill_plans import SKILL_PLANS

_NAME = itemgetter(1)  # the card name of an option's parts


def best_play(s: Sight, options: list[Option]) -> Answer | None:
    """The best-scoring option, or None (end the phase) when none scores above zero."""
    values = s.my_values()
    parts = [option_parts(s, o) for o in options]
    s.play_names = frozenset(map(_NAME, parts))  # the names made
    best: Plan | None = None
    for opt, (kind, name, sid) in zip(options, parts, strict=True):
        plan = plan_option(s, opt, values, kind, name, sid)
        if plan is not None and plan[0] > 0 and (best is None or plan[0] > best[0]):
            best = plan
    return best[1] if best is not None else None


def plan_option(s: Sight, opt: Option, values: dict[int, float],
                kind: str, name: str, sid: str | None) -> Plan | None:
    """The score and answer of ``opt``, whose parts are ``kind``, ``name`` and ``sid``
    (:func:`option_parts`), or None when it is not worth playing."""
    if kind == "recast":
        # 重铸: a card I would not use turned into a new one, when it is worth little
        (cid,) = opt.pool[:1] or (None,)
        if cid is None or values.get(cid, 3.0) > 3.5:
            return None
        return 0.5, act(opt.key, (cid,), ())
    if kind == "active":
        skill_plan = SKILL_PLANS.get(sid or "")
        return skill_plan(s, opt, values) if skill_plan is not None else None
    price = 0.0
    if kind == "card":
        cards = opt.fixed_cards
    else:
        picked = cheapest_cards(opt, values)
        if picked is None:
            return None
        cards = picked
        price = 0.4 * cost(values, cards)
    plan = CARD_PLANS.get(name) or card_plan(s, name)  # (card_plan's first look, no call)
    if plan is None:
        return None
    got = plan(s, opt, cards, name)
    if got is None:
        return None
    score, targets = got
    return score - price, act(opt.key, cards, targets)


def option_parts(s: Sight, opt: Option) -> tuple[str, str, str | None]:
    """("card" | "view" | "active" | "recast", the card name made, the skill id)."""
    parts = opt.key.split(":")
    if parts[0] == "recast":
        return "recast", "", None
    if parts[0] == "card":
        return "card", s.name(opt.fixed_cards[0]), None
    if len(parts) >= 3:
        return "view", parts[2], parts[1]
    return "active", "", parts[1] if len(parts) > 1 else None
