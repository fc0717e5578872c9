"""Answers to act requests outside the play phase: 闪, 杀, 药, 无懈可击 and the like.

The cheapest legal answer is found first; a rule per request reason then
says whether to give it at all (never rescue a foe, never waste half of a
pair of 闪, cancel only the tricks that matter).
"""

from __future__ import annotations

from collections.abc import Callable

from ...core import Act
from ...core.events import CardUse
from ...core.requests import ActRequest
from .options import cheapest_cards, cost
from .sight import Sight


class Sets:
    """The cards I gave toward answers that take several in a row (two 闪 against
    醉卧's 杀 …), counted per turn and card use, so a set once begun is finished."""

    def __init__(self) -> None:
        self._given: dict[tuple[int, int], int] = {}

    def clear(self) -> None:
        self._given.clear()

    def note(self, s: Sight) -> None:
        """One more card given toward the card use being resolved."""
        use = s.resolving(CardUse)
        if use is not None:
            key = (s.view["turn"], id(use))
            self._given[key] = self._given.get(key, 0) + 1

    def enough(self, s: Sight, req: ActRequest, need: int) -> bool:
        """Answer a request that needs ``need`` cards in a row only with enough cards
        (or to finish a set already begun): a partial set is wasted."""
        if need <= 1:
            return True
        use = s.resolving(CardUse)
        given = self._given.get((s.view["turn"], id(use)), 0) if use is not None else 0
        if given % need:
            return True
        return available(req) >= need


def respond(s: Sight, req: ActRequest, sets: Sets) -> Act | None:
    """The cheapest answer, if the rule for the request's reason allows it."""
    best = cheapest_response(s, req, s.my_values())
    if best is None:
        return None
    rule = RESPONSES.get(req.reason)
    if rule is not None and not rule(s, req, best, sets):
        return None
    if req.data.get("need", 1) > 1 or req.reason == "slash":
        sets.note(s)
    return best


def cheapest_response(s: Sight, req: ActRequest, values: dict[int, float]) -> Act | None:
    best: tuple[float, Act] | None = None
    for opt in req.options:
        cards = cheapest_cards(opt, values)
        if cards is None:
            continue
        targets = next(iter(opt.target_sets(cards, limit=1)), None)
        if targets is None:
            continue
        total = cost(values, cards)
        if best is None or total < best[0]:
            best = (total, Act(opt.key, cards, targets))
    return best[1] if best is not None else None


def available(req: ActRequest) -> int:
    """How many of my cards could answer this request (one each)."""
    ids: set[int] = set()
    for opt in req.options:
        if opt.fixed_cards:
            ids.update(opt.fixed_cards)
        else:
            ids.update(c for c in opt.card_pool if opt.card_ok((), c))
    return len(ids)


# ---------------------------------------------------------------- rules per reason

ResponseRule = Callable[[Sight, ActRequest, Act, Sets], bool]


def respond_dodge(s: Sight, req: ActRequest, act: Act, sets: Sets) -> bool:
    """闪 against a 杀: always, unless it takes two and I cannot finish the pair."""
    use = s.resolving(CardUse)
    need = use.responses_needed.get(s.me, 1) if use is not None else 1
    return sets.enough(s, req, need)


def respond_rescue(s: Sight, req: ActRequest, act: Act, sets: Sets) -> bool:
    """药 for a dying player: myself and friends only, never a foe."""
    return s.friendly(req.data.get("dying"))


def respond_duel(s: Sight, req: ActRequest, act: Act, sets: Sets) -> bool:
    if s.friendly(req.data.get("opponent")) and s.hp(s.me) >= 2:
        return False  # a friend's duel: take the point rather than hurt them
    return respond_each(s, req, act, sets)


def respond_each(s: Sight, req: ActRequest, act: Act, sets: Sets) -> bool:
    """南蛮入侵 / 万箭齐发: answer (a whole set, when two are needed)."""
    return sets.enough(s, req, int(req.data.get("need", 1)))


def respond_collateral(s: Sight, req: ActRequest, act: Act, sets: Sets) -> bool:
    """借刀杀人: 杀 the victim unless a friend; else the weapon goes."""
    victim = req.data.get("victim")
    return isinstance(victim, int) and not s.friend(victim)


def respond_blade(s: Sight, req: ActRequest, act: Act, sets: Sets) -> bool:
    return all(s.enemy(t) for t in act.targets)


def respond_huzhu(s: Sight, req: ActRequest, act: Act, sets: Sets) -> bool:
    return s.friendly(req.data.get("lord"))


def respond_nullification(s: Sight, req: ActRequest, act: Act, sets: Sets) -> bool:
    """无懈可击 only where it matters: cancel a harmful trick on me or a friend (or a
    乐不思蜀 on a friend), or keep one alive that a foe tried to cancel; never
    against a helpful trick on a friend."""
    use = s.resolving(CardUse)
    target = req.data.get("effect_target")
    if use is None or not isinstance(target, int):
        return False
    depth = 0
    trick = use
    while trick.face.name == "nullification" and trick.responding_to is not None:
        depth += 1
        trick = trick.responding_to
    value = effect_value(s, trick, target)
    spare = s.count_named("nullification") >= 2
    threshold = 0.5 if spare else 0.8
    if depth % 2 == 0:  # the effect will happen unless I cancel it
        if trick.face.name in ("ex_nihilo", "god_salvation", "amazing_grace") and not spare:
            return False
        return value < -threshold
    return value > threshold  # cancelled unless I cancel the cancel


def effect_value(s: Sight, use: CardUse, t: int) -> float:
    """How good for me a trick's effect on ``t`` is (negative: bad)."""
    name = use.face.name
    h = s.hostility(t)
    if name in ("savage_assault", "archery_attack"):
        if t == s.me:
            need = use.responses_needed.get(t, 1)
            answer = "slash" if name == "savage_assault" else "jink"
            return 0.0 if s.count_named(answer) >= need else -1.0 * s.kill_weight(t)
        return h * s.aoe_hit_chance(name, t) * s.kill_weight(t)
    if name == "duel":
        if t == s.me:
            return -0.5 if s.my_slashes() >= 2 else -1.5
        return h * 0.5 * s.kill_weight(t)
    if name in ("dismantlement", "snatch"):
        if h < -0.2 and any(j in ("indulgence", "lightning") for j in s.judge_names(t)):
            return 0.0  # probably clearing the friend's judgment area
        return h * 1.0
    if name == "indulgence":
        return h * 2.0
    if name in ("lightning", "collateral"):
        return h * 0.5
    if name == "ex_nihilo":
        return -h * 1.5
    if name == "god_salvation":
        return -h * (2.0 if s.hp(t) <= 1 else 1.0)
    if name == "amazing_grace":
        return -h * 0.5
    return 0.0


RESPONSES: dict[str, ResponseRule] = {
    "slash": respond_dodge, "dying": respond_rescue, "duel": respond_duel,
    "savage_assault": respond_each, "archery_attack": respond_each,
    "collateral": respond_collateral, "blade": respond_blade, "huzhu": respond_huzhu,
    "nullification": respond_nullification,
}
