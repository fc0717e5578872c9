"""What the fast-path tests of the rule bot share: its keep-values and its watcher
worked out the long way, to compare the bot's shortcuts with."""

from __future__ import annotations

from typing import Any

from sgs.agents.rule.beliefs import LORD, LOYALIST, REBEL, RENEGADE, Beliefs, Watcher
from sgs.agents.rule.bot import role_counts
from sgs.agents.rule.sight import BASE_VALUE, Sight, slot_rank
from sgs.agents.rule.twins import rule_of

Json = dict[str, Any]


def long_rank(s: Sight, name: str) -> float:
    """Sight.equip_rank written out (诸葛连弩 is worth more with two 杀 in hand)."""
    r = slot_rank(name, s.slot_of(name))
    if name == "crossbow" and s.slot_of(name) == "weapon" and \
            sum(1 for c in s.hand if s.name(c) == "slash") >= 2:
        r += 1.5
    return r


def long_gain(s: Sight, name: str) -> float:
    """Sight.equip_gain written out: the rank of ``name`` less that of what its slot
    holds."""
    slot = s.slot_of(name)
    if slot is None:
        return 0.0
    equip = s.players[s.me]["equip"]
    current = long_rank(s, equip[slot]["name"]) if slot in equip else 0.0
    return long_rank(s, name) - current


def long_keep_values(s: Sight, cards: list[int]) -> dict[int, float]:
    """Sight.keep_values written out with the plain helpers, in its order."""
    equipped = [c["id"] for c in s.players[s.me]["equip"].values()]
    mine = {rule_of(x) for x in s.players[s.me]["skills"]}
    base: dict[int, float] = {}
    for c in cards:
        name = s.name(c)
        v = BASE_VALUE.get(name)
        if v is None:
            if s.card_type(name) == "equip":
                gain = long_gain(s, name)
                v = 2.0 + gain if gain > 0 else 1.0
            else:
                v = 3.0
        if "qingguo" in mine and s.is_black(c):
            v += 1.0
        if "jijiu" in mine and s.is_red(c):
            v += 1.0
        if "youling" in mine and name in ("slash", "jink"):
            v += 0.5
        base[c] = v
    crossbow = s.equip(s.me).get("weapon") == "crossbow"
    out: dict[int, float] = {}
    seen: dict[str, int] = {}
    for c in sorted(cards, key=lambda x: -base[x]):
        name = s.name(c)
        if c in equipped:
            out[c] = 3.0 + long_rank(s, name)
            continue
        k = seen.get(name, 0)
        seen[name] = k + 1
        v = base[c]
        if k:
            v *= 0.6 ** k if name == "jink" or (name == "slash" and not crossbow) else 0.85 ** k
        out[c] = v
    return out


def long_want(s: Sight, role: str) -> float:
    """How much I want a player of ``role`` hurt, worked out for each role asked."""
    left = s.left
    mine, rebels, loyals = s.my_role, left.get(REBEL, 0.0) > 0.5, left.get(LOYALIST, 0.0) > 0.5
    table: dict[str | None, dict[str, float]] = {
        LORD: {LOYALIST: -1.0, REBEL: 1.0, RENEGADE: 0.6 if rebels else 1.0},
        LOYALIST: {LORD: -1.0, LOYALIST: -0.8, REBEL: 1.0, RENEGADE: 0.6 if rebels else 1.0},
        REBEL: {LORD: 1.0, LOYALIST: 0.85, REBEL: -1.0, RENEGADE: 0.3},
    }
    if mine in table:
        return table[mine].get(role, 0.0)
    if mine == RENEGADE:
        weak = any(p.get("role") == LORD and p["alive"] and p["hp"] <= 2 for p in s.players)
        if rebels:
            return {LORD: -1.0 if weak else -0.6, LOYALIST: 0.0 if weak else 0.2,
                    REBEL: 1.0, RENEGADE: 0.3}.get(role, 0.0)
        if loyals:
            return {LORD: -0.5, LOYALIST: 1.0, RENEGADE: 0.5}.get(role, 0.0)
        return {LORD: 1.0, RENEGADE: 0.5}.get(role, 0.0)
    return 0.5


def new_watcher(kind: type[Watcher], observation: Json) -> Watcher:
    """A watcher of class ``kind`` for the seat of a game's first observation."""
    players = observation["table"]["players"]
    counts = role_counts(observation["catalogue"], len(players))
    known = {p["seat"]: p["role"] for p in players if p.get("role") is not None}
    return kind(Beliefs(observation["seat"], len(players), known, counts))


def feed(w: Watcher, observation: Json) -> None:
    """Every record of ``observation`` read by ``w``, then the roles it shows."""
    for r in observation["events"]:
        w.read(r)
    beliefs = w.beliefs
    assert isinstance(beliefs, Beliefs)
    for p in observation["table"]["players"]:
        role = p.get("role")
        if role is not None and beliefs.known.get(p["seat"]) != role:
            beliefs.reveal(p["seat"], role)


def watcher_state(w: Watcher) -> tuple[Any, ...]:
    b = w.beliefs
    assert isinstance(b, Beliefs)
    return (b.loglik, b.known, b.assignments, w.dying, w.mass_heal, w.last_skill)
