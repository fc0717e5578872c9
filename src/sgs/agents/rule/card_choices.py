"""Choosing cards: which of mine to give up, which to take, and the card
questions of skills and weapons (鬼才, 贯石斧, 麒麟弓, 流离)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..legal import card_choices
from .advanced import choose_alliance_card
from .options import UNKNOWN_VALUE, Targets, cost
from .sight import BASE_VALUE, Sight

Json = dict[str, Any]
CardChoice = Callable[[Sight, Json], "Targets | None"]


def answer_cards(s: Sight, req: Json) -> Any:
    """A reason's own choice if it has one; else my least valuable cards when they
    are all mine (discarding, giving), or the most valuable ones offered."""
    if req["prompt"] == "pindian.card" and req["cards"] and req["min"] >= 1:
        return choose_pindian(s, req)
    special = CARD_CHOICES.get(req["reason"])
    only = CHOICE_PROMPTS.get(req["reason"])
    if special is not None and (only is None or req["prompt"] == only):
        got = special(s, req)
        if got is not None:
            return got
    mine = set(s.hand) | set(s.my_equips())
    if req["cards"] and all(c in mine for c in req["cards"]):
        return least_valuable(s, req, req["min"])
    return most_valuable(s, req, max(req["min"], min(req["max"], 1)))


def least_valuable(s: Sight, req: Json, n: int) -> Targets:
    values = s.my_values()
    order = sorted(req["cards"], key=lambda c: values.get(c, 0.0))
    return _fit(req, order, n)


def most_valuable(s: Sight, req: Json, n: int) -> Targets:
    def worth(c: int) -> float:
        name = s.name(c)
        if s.card_type(name) == "equip":
            return 2.0 + max(s.equip_gain(name), 0.0)
        return BASE_VALUE.get(name, UNKNOWN_VALUE)

    order = sorted(req["cards"], key=worth, reverse=True)
    return _fit(req, order, n)


def _fit(req: Json, order: list[int], n: int) -> Targets:
    """The first ``n`` of ``order``, or the first legal selection in that spirit."""
    pick = tuple(order[:n])
    sets = req.get("sets")
    if sets is None or sorted(pick) in (sorted(x) for x in sets):
        return pick
    choices = list(card_choices(req))
    if choices:
        rank = {c: i for i, c in enumerate(order)}
        sized = [tuple(ch) for ch in choices if len(ch) == n] or [tuple(ch) for ch in choices]
        return min(sized, key=lambda ch: sum(rank[c] for c in ch))
    return tuple(req["default"])


def choose_guicai(s: Sight, req: Json) -> Targets | None:
    """鬼才: replace a judgment card when the result hurts a friend or helps a foe."""
    ev = s.resolving("judge")
    good: dict[str, bool] | None = ev.get("good") if ev is not None else None
    if ev is None or good is None or ev["card"] is None or str(ev["card"]) not in good:
        return ()
    judged = ev["seat"]
    if s.friend(judged):
        want = True
    elif s.enemy(judged):
        want = False
    else:
        return ()
    if good[str(ev["card"])] == want:
        return ()
    weight = {"lightning": 3.0, "indulgence": 2.0}.get(ev["reason"], 1.0)
    values = s.keep_values(s.hand)
    fits = [c for c in req["cards"] if good.get(str(c)) == want
            and values.get(c, UNKNOWN_VALUE) < 3.0 * weight]
    if not fits:
        return ()
    return (min(fits, key=lambda c: values.get(c, UNKNOWN_VALUE)),)


def choose_axe(s: Sight, req: Json) -> Targets | None:
    """贯石斧: two cheap cards to force a hit on a foe."""
    t = req["data"].get("target")
    if not isinstance(t, int) or not s.enemy(t):
        return ()
    values = s.my_values()
    order = tuple(sorted(req["cards"], key=lambda c: values.get(c, UNKNOWN_VALUE))[:2])
    if len(order) < 2:
        return ()
    price = cost(values, order)
    if price < 7.0 or (s.hp(t) <= 1 and price < 12.0):
        return order
    return ()


def choose_kylin(s: Sight, req: Json) -> Targets | None:
    """麒麟弓: the +1 horse first (it keeps them out of reach)."""
    def rank(c: int) -> int:
        return 0 if s.slot_of(s.name(c)) == "+1" else 1

    return (min(req["cards"], key=rank),)


def choose_liuli(s: Sight, req: Json) -> Targets | None:
    """流离: pass the 杀 on when a foe is in reach and a cheap card can pay."""
    use = s.resolving("use")
    user = use["user"] if use is not None else None
    foes = [t for t in s.others() if t != user and s.enemy(t) and s.in_range(t)]
    if not foes:
        return ()
    values = s.my_values()
    cheap = min(req["cards"], key=lambda c: values.get(c, UNKNOWN_VALUE))
    return (cheap,) if values.get(cheap, UNKNOWN_VALUE) < 6.0 else ()


def choose_fire_attack(s: Sight, req: Json) -> Targets | None:
    """火攻: as its user, discard my cheapest card of the shown suit to burn a foe; as
    its target, show my least valuable card (the default choice)."""
    if req["prompt"] != "fire_attack.discard":
        return None
    t = req["data"].get("target")
    if not isinstance(t, int) or not s.enemy(t) or not req["cards"]:
        return ()
    values = s.my_values()
    cheap = min(req["cards"], key=lambda c: values.get(c, UNKNOWN_VALUE))
    return (cheap,) if values.get(cheap, UNKNOWN_VALUE) < 6.0 or s.hp(t) <= 1 else ()


def _cheap(s: Sight, cards: list[int], below: float) -> Targets:
    """My least valuable card of ``cards`` if it is worth less than ``below``, else none."""
    if not cards:
        return ()
    values = s.my_values()
    c = min(cards, key=lambda x: values.get(x, UNKNOWN_VALUE))
    return (c,) if values.get(c, UNKNOWN_VALUE) < below else ()


def choose_tianxiang(s: Sight, req: Json) -> Targets | None:
    """天香: a ♥ card moves the damage I would take to a foe."""
    if not any(s.hostility(t) > 0.3 for t in s.others()):
        return ()
    return _cheap(s, list(req["cards"]), 6.0 if s.hp(s.me) > 1 else 9.5)


def choose_xiaoguo(s: Sight, req: Json) -> Targets | None:
    """骁果: a basic card makes a foe discard an equipment card or take 1 damage."""
    t = req["data"].get("target")
    if not isinstance(t, int) or not s.enemy(t):
        return ()
    return _cheap(s, list(req["cards"]), 4.6)


def choose_beige(s: Sight, req: Json) -> Targets | None:
    """悲歌: a card for a judgment that heals or feeds a friend hurt by a 杀, or punishes
    the foe who dealt it."""
    t = req["data"].get("target")
    ev = s.resolving("damage")
    src = ev.get("source") if ev is not None else None
    if not (s.friendly(t) or (isinstance(src, int) and src != s.me and s.enemy(src))):
        return ()
    return _cheap(s, list(req["cards"]), 4.6)


def choose_triblade(s: Sight, req: Json) -> Targets | None:
    """三尖两刃刀: a hand card for 1 damage to a foe next to the player my 杀 hurt."""
    t = req["data"].get("target")
    if not isinstance(t, int):
        return ()
    ring = s.alive_seats()
    if t not in ring or len(ring) < 3:
        return ()
    at = ring.index(t)
    near = {ring[at - 1], ring[(at + 1) % len(ring)]} - {s.me, t}
    if not any(s.enemy(n) for n in near):
        return ()
    return _cheap(s, list(req["cards"]), 5.0)


def choose_guzheng(s: Sight, req: Json) -> Targets | None:
    """固政: give back the least useful of the cards they discarded, to a foe (a friend
    gets the best)."""
    cur = s.view.get("current")
    if isinstance(cur, int) and s.friend(cur):
        return most_valuable(s, req, max(req["min"], 1))
    order = sorted(req["cards"], key=lambda c: BASE_VALUE.get(s.name(c), UNKNOWN_VALUE))
    return _fit(req, order, max(req["min"], 1))


def choose_pindian(s: Sight, req: Json) -> Targets:
    """拼点: a high card that is cheap to lose."""
    values = s.my_values()
    ranks = {cid: s.memory.cards.get(cid, ("", "", 0))[2] for cid in req["cards"]}
    best = max(req["cards"], key=lambda c: ranks[c] - 0.6 * values.get(c, UNKNOWN_VALUE))
    return (best,)


CARD_CHOICES: dict[str, CardChoice] = {
    "guicai": choose_guicai, "axe": choose_axe, "kylin_bow": choose_kylin,
    "liuli": choose_liuli, "fire_attack": choose_fire_attack,
    # hegemony's generals
    "guidao": choose_guicai, "tianxiang": choose_tianxiang, "xiaoguo": choose_xiaoguo,
    "beige": choose_beige, "triblade": choose_triblade, "guzheng": choose_guzheng,
    # the mode's base rules (seed 001 联)
    "alliance_hezong": choose_alliance_card, "alliance_lianheng": choose_alliance_card,
}
# a skill that asks several card questions: the one its choice answers
CHOICE_PROMPTS: dict[str, str] = {
    "guidao": "skill.guidao.ask", "tianxiang": "skill.tianxiang.card",
    "xiaoguo": "skill.xiaoguo.ask", "beige": "skill.beige.ask",
    "triblade": "skill.triblade.ask", "guzheng": "skill.guzheng.back",
    "alliance_hezong": "alliance_hezong.card", "alliance_lianheng": "alliance_lianheng.card",
}


def answer_card_of(s: Sight, req: Json) -> Any:
    """Which card of another player to discard or take: a friend loses a harmful
    delayed trick if any; a foe loses what hurts them most."""
    t = req["target"]
    judge_as = {j["id"]: j["as_"] for j in s.p(t)["judge"]}
    equips = {c["id"]: slot for slot, c in s.p(t)["equip"].items()}
    choices: list[Any] = (["hand"] if req["hand_count"] else []) + list(req["visible"])
    if s.friend(t) and t != s.me:
        for bad in ("indulgence", "lightning"):
            for c in req["visible"]:
                if judge_as.get(c) == bad:
                    return c
        return "hand" if "hand" in choices else choices[0]

    def value(ch: Any) -> float:
        if ch == "hand":
            k = req["hand_count"]
            return 0.2 if (k == 1 and s.has_skill(t, "lianying")) else 0.7 + (0.3 if k <= 2 else 0)
        if ch in judge_as:  # a foe's own delayed trick: leave it there
            return -1.0 if judge_as[ch] in ("indulgence", "lightning") else 0.1
        return s.equip_loss(t, equips.get(ch, ""))

    return max(choices, key=value)
