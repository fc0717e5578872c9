"""Answers to act requests outside the play phase: 闪, 杀, 药, 无懈可击 and the like.

The cheapest legal answer is found first; a rule per request reason then
says whether to give it at all (never rescue a foe, never waste half of a
pair of 闪, cancel only the tricks that matter).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .options import Answer, Option, act, cheapest_cards, cost
from .sight import Sight
from .twins import rule_of

Json = dict[str, Any]


def use_key(s: Sight) -> tuple[int, int, int, str] | None:
    """The card use being resolved, as a key (turn, depth, user, card), or None."""
    uses = [e for e in s.view.get("resolving") or () if e["t"] == "use"]
    if not uses:
        return None
    u = uses[-1]
    return s.view["turn"], len(uses), int(u["user"]), str(u["card"])


class Sets:
    """The cards I gave toward answers that take several in a row (two 闪 against
    醉卧's 杀 …), counted per card use, so a set once begun is finished.  A use is
    told by its turn, depth, user and card; a new ``use`` record of the same user
    and card starts its count again."""

    def __init__(self) -> None:
        # the cards given per card use (empty: no set begun)
        self.given: dict[tuple[int, int, int, str], int] = {}

    def clear(self) -> None:
        self.given.clear()

    def forget(self, user: int, card: str) -> None:
        """``user`` began a new use of ``card``: counts for an earlier one are done."""
        if not self.given:  # (as a rule: a use record comes at nearly every decision)
            return
        for key in [k for k in self.given if k[2] == user and k[3] == card]:
            del self.given[key]

    def note(self, s: Sight) -> None:
        """One more card given toward the card use being resolved."""
        key = use_key(s)
        if key is not None:
            self.given[key] = self.given.get(key, 0) + 1

    def enough(self, s: Sight, options: list[Option], need: int) -> bool:
        """Answer a request that needs ``need`` cards in a row only with enough cards
        (or to finish a set already begun): a partial set is wasted."""
        if need <= 1:
            return True
        key = use_key(s)
        given = self.given.get(key, 0) if key is not None else 0
        if given % need:
            return True
        return available(options) >= need


class Ask:
    """A play or respond request as the rules here read it: its JSON and options."""

    __slots__ = ("data", "options", "reason", "request")

    def __init__(self, request: Json, options: list[Option]) -> None:
        self.request = request
        self.options = options
        self.reason: str = request["reason"]
        self.data: Json = request["data"]


def respond(s: Sight, ask: Ask, sets: Sets) -> Answer | None:
    """The cheapest answer, if the rule for the request's reason allows it."""
    best = cheapest_response(s, ask.options, s.my_values())
    if best is None:
        return None
    rule = RESPONSES.get(rule_of(ask.reason))
    if rule is not None and not rule(s, ask, best, sets):
        return None
    if ask.data.get("need", 1) > 1 or ask.reason == "slash":
        sets.note(s)
    return best


def cheapest_response(s: Sight, options: list[Option], values: dict[int, float],
                      ) -> Answer | None:
    best: tuple[float, Answer] | None = None
    for opt in options:
        cards = cheapest_cards(opt, values)
        if cards is None:
            continue
        root = opt.targets_of(cards)
        if root is None:
            continue
        # (target_sets' first: the root itself when no target need be chosen, the
        # common case, found with no generator made)
        targets = () if root["done"] else next(iter(opt.target_sets(cards, limit=1)), None)
        if targets is None:
            continue
        total = cost(values, cards)
        if best is None or total < best[0]:
            best = (total, act(opt.key, cards, targets))
    return best[1] if best is not None else None


def available(options: list[Option]) -> int:
    """How many of my cards could answer this request (one each)."""
    ids: set[int] = set()
    for opt in options:
        if opt.fixed_cards:
            ids.update(opt.fixed_cards)
        else:
            ids.update(opt.selectable_cards(()))
    return len(ids)


# ---------------------------------------------------------------- rules per reason

ResponseRule = Callable[[Sight, Ask, Answer, Sets], bool]


def respond_dodge(s: Sight, ask: Ask, answer: Answer, sets: Sets) -> bool:
    """闪 against a 杀: always, unless it takes two and I cannot finish the pair."""
    use = s.resolving("use")
    need = needed(use, s.me)
    return sets.enough(s, ask.options, need)


def respond_rescue(s: Sight, ask: Ask, answer: Answer, sets: Sets) -> bool:
    """药 for a dying player: myself and friends only, never a foe."""
    return s.friendly(ask.data.get("dying"))


def respond_duel(s: Sight, ask: Ask, answer: Answer, sets: Sets) -> bool:
    if s.friendly(ask.data.get("opponent")) and s.hp(s.me) >= 2:
        return False  # a friend's duel: take the point rather than hurt them
    return respond_each(s, ask, answer, sets)


def respond_each(s: Sight, ask: Ask, answer: Answer, sets: Sets) -> bool:
    """南蛮入侵 / 万箭齐发: answer (a whole set, when two are needed)."""
    return sets.enough(s, ask.options, int(ask.data.get("need", 1)))


def respond_collateral(s: Sight, ask: Ask, answer: Answer, sets: Sets) -> bool:
    """借刀杀人: 杀 the victim unless a friend; else the weapon goes."""
    victim = ask.data.get("victim")
    return isinstance(victim, int) and not s.friend(victim)


def respond_blade(s: Sight, ask: Ask, answer: Answer, sets: Sets) -> bool:
    return all(s.enemy(t) for t in answer["targets"])


def respond_huzhu(s: Sight, ask: Ask, answer: Answer, sets: Sets) -> bool:
    """护主, 护驾, 激将: a card for the lord only when the lord is a friend."""
    return s.friendly(ask.data.get("lord"))


def respond_nullification(s: Sight, ask: Ask, answer: Answer, sets: Sets) -> bool:
    """无懈可击 only where it matters: cancel a harmful trick on me or a friend (or a
    乐不思蜀 on a friend), or keep one alive that a foe tried to cancel; never
    against a helpful trick on a friend."""
    uses = [e for e in s.view.get("resolving") or () if e["t"] == "use"]
    target = ask.data.get("effect_target")
    if not uses or not isinstance(target, int):
        return False
    depth = 0
    i = len(uses) - 1
    while uses[i]["card"] == "nullification" and i > 0:
        depth += 1
        i -= 1
    trick = uses[i]
    value = effect_value(s, trick, target)
    spare = s.count_named("nullification") >= 2
    threshold = 0.5 if spare else 0.8
    if depth % 2 == 0:  # the effect will happen unless I cancel it
        if trick["card"] in ("ex_nihilo", "god_salvation", "amazing_grace") and not spare:
            return False
        return value < -threshold
    return value > threshold  # cancelled unless I cancel the cancel


def needed(use: Json | None, seat: int) -> int:
    """How many cards ``seat`` must give to answer ``use`` (醉卧: two)."""
    if use is None:
        return 1
    return int((use.get("responses_needed") or {}).get(str(seat), 1))


def effect_value(s: Sight, use: Json, t: int) -> float:
    """How good for me a trick's effect on ``t`` is (negative: bad)."""
    name = use["card"]
    h = s.hostility(t)
    if name in ("savage_assault", "archery_attack"):
        if t == s.me:
            need = needed(use, t)
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
    "jijiang": respond_huzhu,
    "nullification": respond_nullification,
}
