"""A rule-based bot that plays like a sensible person, from its own seat's knowledge.

It reads only what its seat may know: its view (``sgs.core.view.view``), the
log records filtered for it (``visible_record``, read once each), public
queries (distances, attack ranges, card definitions, the faces of its own
cards) and the request itself, whose options and data say what is being
decided.  Where the request does not say which card or damage is being
resolved, the bot looks at the innermost event of that kind on ``g.stack`` —
the card in the processing area and its target, which the whole table sees.

How it decides:

* **Sides.**  A :class:`~sgs.agents.beliefs.Beliefs` guesses every hidden
  role from who harmed or helped whom; ``Sight.hostility`` turns the guesses
  into a friend/foe score by the bot's own role (a renegade hunts rebels
  first, then loyalists, and the lord last).
* **Play phase.**  Every option is scored by a small planner per card name
  (``CARD_PLANS``) or per active skill (``SKILL_PLANS``); the best positive
  one is played, and the phase ends when nothing scores above zero.
* **Everything else** has a handler per request kind, with per-reason rules
  where the reason matters (dodging, rescuing, 无懈可击, skill questions).

Any answer that fails validation is replaced by the request's default and
counted in ``RuleBot.illegal`` (tests check it stays 0).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any, TypeVar

from ..core import Act, CardType, Game, IllegalAnswer, Request, view
from ..core.events import CardUse, DamageEvent, Event, JudgeEvent
from ..core.requests import (
    ActOption,
    ActRequest,
    ChooseCardOfRequest,
    ChooseCardsRequest,
    ChooseOptionRequest,
    ChoosePlayersRequest,
    ConfirmRequest,
    DistributeRequest,
    PlayRequest,
)
from ..core.view import visible_record
from .beliefs import Beliefs, Watcher
from .sight import SLASH_SHARE, Sight, at_least_one

# A fixed strength order for picking generals: healers and card engines first.
GENERAL_RANK = (
    "lin_daiyu", "xue_baochai", "xia_jingui", "xue_yima", "liu_xianglian", "shi_xiangyun",
    "xiang_ling", "jiang_yuhan", "you_erjie", "xue_ke", "xi_chun", "bao_chan", "jia_zhen",
    "xue_pan", "xue_baoqin", "qin_keqing", "jia_rong", "you_sanjie", "jiao_da", "miao_yu",
)
MAX_PLAYS_PER_TURN = 60
E = TypeVar("E", bound=Event)

Plan = tuple[float, Act]
Targets = tuple[int, ...]


class RuleBot:
    """Heuristic play; ``seed`` breaks the few ties it leaves to chance."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.illegal = 0  # answers that failed validation (replaced by the default)
        self._game: Game | None = None
        self._seat = -1
        self._watcher: Watcher | None = None
        self._counts: Counter[str] | None = None
        self._read = 0
        self._plays: tuple[int, int] = (-1, 0)
        self._given: dict[tuple[int, int], int] = {}

    # ------------------------------------------------------------ driving
    def act(self, g: Game, req: Request) -> Any:
        s = self._see(g, req.seat)
        answer = self._decide(s, req)
        try:
            req.validate(answer)
        except IllegalAnswer:
            self.illegal += 1
            answer = req.default()
        return answer

    def _decide(self, s: Sight, req: Request) -> Any:
        if isinstance(req, PlayRequest):
            return self._play(s, req)
        if isinstance(req, ActRequest):
            return self._respond(s, req)
        handler = _SIMPLE.get(type(req))
        if handler is not None:
            return handler(self, s, req)
        return req.default()

    def _see(self, g: Game, seat: int) -> Sight:
        """Catch up on the log records this seat has not read yet, then look."""
        if g is not self._game or seat != self._seat or self._watcher is None:
            self._start(g, seat)
        assert self._watcher is not None
        log = g.log
        for i in range(self._read, len(log)):
            r = visible_record(g, log[i], seat)
            if r is not None:
                self._watcher.read(r)
        self._read = len(log)
        v = view(g, seat)
        beliefs = self._watcher.beliefs
        for p in v["players"]:
            if p["role"] is not None:
                beliefs.reveal(p["seat"], p["role"])
        return Sight(g, seat, beliefs, self._counts, v)

    def _start(self, g: Game, seat: int) -> None:
        self._game, self._seat, self._read = g, seat, 0
        self._given.clear()
        n = len(g.players)
        self._counts = _role_counts(n)
        v = view(g, seat)
        known = {p["seat"]: p["role"] for p in v["players"] if p["role"] is not None}
        self._watcher = Watcher(Beliefs(seat, n, known, self._counts))

    # ------------------------------------------------------------ the play phase
    def _play(self, s: Sight, req: PlayRequest) -> Act | None:
        turn, n = self._plays
        n = n + 1 if turn == s.view["turn"] else 1
        self._plays = (s.view["turn"], n)
        if n > MAX_PLAYS_PER_TURN:
            return None
        values = s.keep_values(s.hand + s.my_equips())
        best: Plan | None = None
        for opt in req.options:
            plan = self._plan(s, opt, values)
            if plan is not None and plan[0] > 0 and (best is None or plan[0] > best[0]):
                best = plan
        return best[1] if best is not None else None

    def _plan(self, s: Sight, opt: ActOption, values: dict[int, float]) -> Plan | None:
        kind, name, sid = option_parts(s, opt)
        if kind == "active":
            skill_plan = SKILL_PLANS.get(sid or "")
            return skill_plan(s, opt, values) if skill_plan is not None else None
        cost = 0.0
        if kind == "card":
            cards = opt.fixed_cards
        else:
            picked = cheapest_cards(opt, values)
            if picked is None:
                return None
            cards = picked
            cost = 0.4 * sum(values.get(c, 3.0) for c in cards)
        card_plan = CARD_PLANS.get(name)
        if card_plan is None and s.card_type(name) is CardType.EQUIP:
            card_plan = plan_equip
        if card_plan is None:
            return None
        got = card_plan(s, opt, cards, name)
        if got is None:
            return None
        score, targets = got
        return score - cost, Act(opt.key, cards, targets)

    # ------------------------------------------------------------ responding
    def _respond(self, s: Sight, req: ActRequest) -> Act | None:
        values = s.keep_values(s.hand + s.my_equips())
        best = cheapest_response(s, req, values)
        if best is None:
            return None
        rule = RESPONSES.get(req.reason)
        if rule is not None and not rule(self, s, req, best):
            return None
        if req.data.get("need", 1) > 1 or req.reason == "slash":
            self._note_given(s)
        return best

    def _note_given(self, s: Sight) -> None:
        use = top_event(s.g, CardUse)
        if use is not None:
            key = (s.view["turn"], id(use))
            self._given[key] = self._given.get(key, 0) + 1

    def _enough(self, s: Sight, req: ActRequest, need: int) -> bool:
        """Answer a request that needs ``need`` cards in a row only with enough cards
        (or to finish a set already begun): a partial set is wasted."""
        if need <= 1:
            return True
        use = top_event(s.g, CardUse)
        given = self._given.get((s.view["turn"], id(use)), 0) if use is not None else 0
        if given % need:
            return True
        return available(req) >= need


# ---------------------------------------------------------------- helpers


def _role_counts(n: int) -> Counter[str] | None:
    from ..modes.identity import roles_for

    try:
        return Counter(roles_for(n))
    except Exception:
        return None


def top_event(g: Game, cls: type[E]) -> E | None:
    """The innermost event of a kind being resolved (public: the table sees it)."""
    for ev in reversed(g.stack):
        if isinstance(ev, cls):
            return ev
    return None


def option_parts(s: Sight, opt: ActOption) -> tuple[str, str, str | None]:
    """("card" | "view" | "active", the card name made, the skill id)."""
    parts = opt.key.split(":")
    if parts[0] == "card":
        return "card", s.name(opt.fixed_cards[0]), None
    if len(parts) >= 3:
        return "view", parts[2], parts[1]
    return "active", "", parts[1] if len(parts) > 1 else None


def cheapest_cards(opt: ActOption, values: dict[int, float],
                   limit: int = 40) -> tuple[int, ...] | None:
    """The complete card selection of least keep-value."""
    if opt.fixed_cards:
        return opt.fixed_cards
    best: tuple[float, tuple[int, ...]] | None = None
    for cards in opt.card_sets(limit=limit):
        cost = sum(values.get(c, 3.0) for c in cards)
        if best is None or cost < best[0]:
            best = (cost, cards)
    return best[1] if best is not None else None


def cheapest_response(s: Sight, req: ActRequest, values: dict[int, float]) -> Act | None:
    best: tuple[float, Act] | None = None
    for opt in req.options:
        cards = cheapest_cards(opt, values)
        if cards is None:
            continue
        targets = next(iter(opt.target_sets(cards, limit=1)), None)
        if targets is None:
            continue
        cost = sum(values.get(c, 3.0) for c in cards)
        if best is None or cost < best[0]:
            best = (cost, Act(opt.key, cards, targets))
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


def pick_targets(opt: ActOption, cards: Targets, value: Callable[[int], float],
                 floor: float = 0.0) -> tuple[float, Targets] | None:
    """Greedily add the best-valued legal target while it is worth more than ``floor``."""
    chosen: Targets = ()
    total = 0.0
    while True:
        cands = [(value(t), t) for t in opt.selectable_targets(cards, chosen)]
        cands = [c for c in cands if c[0] > floor]
        if not cands:
            break
        v, t = max(cands)
        chosen = (*chosen, t)
        total += v
    if chosen and opt.targets_done(cards, chosen):
        return total, chosen
    return None


def auto_ok(opt: ActOption, cards: Targets) -> bool:
    """An auto-targeted card (no targets to choose) can be used."""
    return opt.targets_done(cards, ())


def luoyi_on(s: Sight) -> bool:
    return bool(s.g.p(s.me).marks.get("luoyi.turn") == s.view["turn"])


def undodgeable(s: Sight, t: int) -> bool:
    """醉骂: my 杀 in my play phase cannot be dodged by this target."""
    if not s.has_skill(s.me, "zuima") or not s.is_my_turn():
        return False
    k = s.hand_count(t)
    return k >= s.hp(s.me) or k <= s.g.attack_range(s.me)


def my_slashes(s: Sight) -> int:
    names = [s.name(c) for c in s.hand]
    n = names.count("slash")
    if s.has_skill(s.me, "youling"):
        n += names.count("jink")
    if s.equip(s.me).get("weapon") == "spear":
        n += max(len(names) - n, 0) // 2
    return n


def slash_share(s: Sight, seat: int) -> float:
    return SLASH_SHARE + (0.15 if s.has_skill(seat, "youling") else 0.0)


def loot_value(s: Sight, t: int) -> float:
    """The best card to take or discard from ``t``, to ``t``'s cost."""
    eq = s.equip(t)
    worth = {"armor": 1.2, "weapon": 0.8, "+1": 0.8, "-1": 0.5}
    best = max((worth.get(slot, 0.5) for slot in eq), default=0.0)
    if s.has_skill(t, "xiaoji"):
        best *= 0.3
    k = s.hand_count(t)
    hand = 0.0
    if k:
        hand = 0.7 if not (k == 1 and s.has_skill(t, "lianying")) else 0.2
    return max(best, hand)


# ---------------------------------------------------------------- card plans

CardPlan = Callable[[Sight, ActOption, Targets, str], "tuple[float, Targets] | None"]


def plan_slash(s: Sight, opt: ActOption, cards: Targets, name: str
               ) -> tuple[float, Targets] | None:
    black = bool(cards) and all(s.is_black(c) for c in cards)
    need = 2 if s.has_skill(s.me, "zuiwo") else 1
    dmg = 1 + (1 if luoyi_on(s) else 0)

    def value(t: int) -> float:
        h = s.hostility(t)
        if h <= 0.15:
            return -1.0
        p = 0.0 if undodgeable(s, t) else s.jink_chance(t, black, need)
        if s.has_skill(s.me, "lengmian"):
            p *= 0.5
        v = h * (1.0 - p) * dmg * s.kill_weight(t, dmg) + 0.25 * h
        v -= (1.0 - p) * s.kill_risk(t, dmg)
        if s.has_skill(t, "ganglie"):
            v -= 0.3
        if s.has_skill(t, "fankui"):
            v -= 0.2
        return v

    got = pick_targets(opt, cards, value, floor=0.1)
    return (3.0 + got[0], got[1]) if got else None


def plan_duel(s: Sight, opt: ActOption, cards: Targets, name: str
              ) -> tuple[float, Targets] | None:
    mine = my_slashes(s)
    dmg = 1 + (1 if luoyi_on(s) else 0)

    def value(t: int) -> float:
        h = s.hostility(t)
        if h <= 0.15:
            return -1.0
        k = s.hand_count(t)
        if k == 0:
            p_win = 1.0
        else:
            need_me = 2 if s.has_skill(t, "zuiwo") else 1
            need_them = 2 if s.has_skill(s.me, "zuiwo") else 1
            theirs = k * slash_share(s, t)
            p_win = min(0.95, max(0.1, 0.5 + 0.25 * (mine / need_me - theirs / need_them)))
        return (h * p_win * dmg * s.kill_weight(t, dmg) - (1.0 - p_win) * 0.8
                - p_win * s.kill_risk(t, dmg))

    got = pick_targets(opt, cards, value, floor=0.2)
    return (3.5 + got[0], got[1]) if got else None


def _strip_value(s: Sight, t: int) -> float:
    """Discarding/taking a card of ``t``: clears a friend's delayed trick, or hurts a foe."""
    h = s.hostility(t)
    judge = s.judge_names(t)
    if h < -0.2:
        if "indulgence" in judge:
            return -h * 2.0
        if "lightning" in judge:
            return -h * 0.8
        return -1.0
    if h <= 0.15:
        return -1.0
    return h * loot_value(s, t)


def plan_dismantlement(s: Sight, opt: ActOption, cards: Targets, name: str
                       ) -> tuple[float, Targets] | None:
    got = pick_targets(opt, cards, lambda t: _strip_value(s, t), floor=0.1)
    return (4.0 + got[0], got[1]) if got else None


def plan_snatch(s: Sight, opt: ActOption, cards: Targets, name: str
                ) -> tuple[float, Targets] | None:
    got = pick_targets(opt, cards, lambda t: _strip_value(s, t), floor=0.1)
    return (4.6 + got[0], got[1]) if got else None


def plan_indulgence(s: Sight, opt: ActOption, cards: Targets, name: str
                    ) -> tuple[float, Targets] | None:
    def value(t: int) -> float:
        h = s.hostility(t)
        if h <= 0.15:
            return -1.0
        return h * (1.2 + 0.15 * min(s.hand_count(t), 4))

    got = pick_targets(opt, cards, value, floor=0.2)
    return (4.0 + got[0], got[1]) if got else None


def plan_lightning(s: Sight, opt: ActOption, cards: Targets, name: str
                   ) -> tuple[float, Targets] | None:
    if not auto_ok(opt, cards) or s.hp(s.me) < 3:
        return None
    foes = sum(max(s.hostility(t), 0.0) for t in s.others())
    friends = 1.0 + sum(max(-s.hostility(t), 0.0) for t in s.others())
    return (0.5, ()) if foes - friends > 1.0 else None


def plan_ex_nihilo(s: Sight, opt: ActOption, cards: Targets, name: str
                   ) -> tuple[float, Targets] | None:
    return (8.0, ()) if auto_ok(opt, cards) else None


def plan_peach(s: Sight, opt: ActOption, cards: Targets, name: str
               ) -> tuple[float, Targets] | None:
    """药 when wounded; a healthy player keeps it while a friend is near death."""
    me = s.me
    if not s.wounded(me) or not auto_ok(opt, cards):
        return None
    hp = s.hp(me)
    if hp <= 1:
        return 10.0, ()
    if hp == 2:
        return 6.0, ()
    friend_in_danger = any(s.friend(t) and s.hp(t) <= 2 for t in s.others())
    if friend_in_danger and len(s.hand) <= s.g.hand_limit(me):
        return None
    return 2.0 + s.max_hp(me) - hp, ()


def plan_god_salvation(s: Sight, opt: ActOption, cards: Targets, name: str
                       ) -> tuple[float, Targets] | None:
    if not auto_ok(opt, cards):
        return None
    total = 0.0
    for t in s.alive_seats():
        if s.wounded(t):
            total += -s.hostility(t) * (1.5 if s.hp(t) <= 1 else 1.0)
    return (2.0 + total, ()) if total > 0.5 else None


def plan_amazing_grace(s: Sight, opt: ActOption, cards: Targets, name: str
                       ) -> tuple[float, Targets] | None:
    if not auto_ok(opt, cards):
        return None
    total = 1.0 + sum(-s.hostility(t) * 0.5 for t in s.others())
    return (2.0, ()) if total > 0.3 else None


def _aoe_total(s: Sight, name: str) -> float:
    total = 0.0
    for t in s.others():
        h = s.hostility(t)
        if name == "savage_assault":
            p_fail = 1.0 - at_least_one(slash_share(s, t), s.hand_count(t))
        else:
            p_fail = 1.0 - s.jink_chance(t)
        v = h * p_fail * s.kill_weight(t)
        total += (v * 1.5 if h < 0 else v) - p_fail * s.kill_risk(t)
    return total


def plan_aoe(s: Sight, opt: ActOption, cards: Targets, name: str
             ) -> tuple[float, Targets] | None:
    if not auto_ok(opt, cards):
        return None
    total = _aoe_total(s, name)
    return (3.0 + total, ()) if total > 0.4 else None


def plan_collateral(s: Sight, opt: ActOption, cards: Targets, name: str
                    ) -> tuple[float, Targets] | None:
    best: tuple[float, Targets] | None = None
    for pair in opt.target_sets(cards, limit=60):
        if len(pair) != 2:
            continue
        a, b = pair
        ha, hb = s.hostility(a), s.hostility(b)
        if ha > 0.15:
            v = ha * 0.8 + hb * 0.4
        elif ha < -0.25:
            v = hb * 0.7 if hb > 0.3 else -1.0
        else:
            v = hb * 0.3
        if best is None or v > best[0]:
            best = (v, pair)
    if best is None or best[0] <= 0.3:
        return None
    return 2.5 + best[0], best[1]


def plan_equip(s: Sight, opt: ActOption, cards: Targets, name: str
               ) -> tuple[float, Targets] | None:
    if not auto_ok(opt, cards):
        return None
    gain = s.equip_gain(name)
    slot = s.slot_of(name)
    if s.has_skill(s.me, "xiaoji") and slot is not None and slot.value in s.equip(s.me):
        gain = max(gain, 0.5)  # replacing one draws two
    return (7.0 + gain, ()) if gain > 0 else None


CARD_PLANS: dict[str, CardPlan] = {
    "slash": plan_slash, "duel": plan_duel, "dismantlement": plan_dismantlement,
    "snatch": plan_snatch, "indulgence": plan_indulgence, "lightning": plan_lightning,
    "ex_nihilo": plan_ex_nihilo, "peach": plan_peach, "god_salvation": plan_god_salvation,
    "amazing_grace": plan_amazing_grace, "savage_assault": plan_aoe,
    "archery_attack": plan_aoe, "collateral": plan_collateral,
}


# ---------------------------------------------------------------- active skill plans

SkillPlan = Callable[[Sight, ActOption, dict[int, float]], "Plan | None"]


def _cheapest_hand(s: Sight, opt: ActOption, values: dict[int, float], n: int
                   ) -> tuple[int, ...] | None:
    """The ``n`` least valuable cards the option accepts (in order)."""
    chosen: tuple[int, ...] = ()
    for _ in range(n):
        cands = opt.selectable_cards(chosen)
        if not cands:
            return None
        c = min(cands, key=lambda x: values.get(x, 3.0))
        chosen = (*chosen, c)
    return chosen if opt.cards_done(chosen) else None


def plan_zhiheng(s: Sight, opt: ActOption, values: dict[int, float]) -> Plan | None:
    """制衡: swap the cards worth little (extra 闪, 闪电, spare equipment)."""
    equipped = set(s.my_equips())
    junk = tuple(c for c in opt.card_pool
                 if c not in equipped and values.get(c, 3.0) < 3.2)
    if not junk or opt.check(junk, ()) is not None:
        return None
    return 1.5 + 0.5 * len(junk), Act(opt.key, junk, ())


def plan_lijian(s: Sight, opt: ActOption, values: dict[int, float]) -> Plan | None:
    """离间: make two men duel, ideally two foes; the duel's target answers first."""
    cards = _cheapest_hand(s, opt, values, 1)
    if cards is None:
        return None
    best: tuple[float, Targets] | None = None
    for a in opt.selectable_targets(cards, ()):
        for b in opt.selectable_targets(cards, (a,)):
            ka, kb = s.hand_count(a), s.hand_count(b)
            p_b_loses = min(0.9, max(0.1, 0.5 + 0.12 * (ka - kb)))
            v = (p_b_loses * s.hostility(b) * s.kill_weight(b)
                 + (1 - p_b_loses) * s.hostility(a) * s.kill_weight(a))
            if best is None or v > best[0]:
                best = (v, (a, b))
    if best is None or best[0] <= 0.3:
        return None
    return 3.0 + 2.0 * best[0] - 0.3 * values.get(cards[0], 3.0), Act(opt.key, cards, best[1])


def plan_fanjian(s: Sight, opt: ActOption, values: dict[int, float]) -> Plan | None:
    """反间: a foe guesses a suit of my hand card; a wrong guess costs them 1 HP."""
    def value(t: int) -> float:
        h = s.hostility(t)
        return h * 0.75 * s.kill_weight(t) - 0.3 if h > 0.15 else -1.0

    got = pick_targets(opt, (), value, floor=0.3)
    if got is None:
        return None
    return 2.5 + got[0], Act(opt.key, (), got[1])


def plan_jieyin(s: Sight, opt: ActOption, values: dict[int, float]) -> Plan | None:
    """结姻: two hand cards to heal a wounded man who is a friend (and me)."""
    cards = _cheapest_hand(s, opt, values, 2)
    if cards is None:
        return None
    mine = 1.0 if s.wounded(s.me) else 0.0

    def value(t: int) -> float:
        return mine - s.hostility(t) * (1.5 if s.hp(t) <= 1 else 1.0)

    got = pick_targets(opt, cards, value, floor=0.9)
    if got is None:
        return None
    cost = 0.3 * sum(values.get(c, 3.0) for c in cards)
    return 2.0 + 2.0 * got[0] - cost, Act(opt.key, cards, got[1])


def plan_zanghua(s: Sight, opt: ActOption, values: dict[int, float]) -> Plan | None:
    """葬花: a hand card heals a wounded friend (or me)."""
    cards = _cheapest_hand(s, opt, values, 1)
    if cards is None:
        return None

    def value(t: int) -> float:
        return -s.hostility(t) * (2.0 if s.hp(t) <= 1 else 1.0)

    got = pick_targets(opt, cards, value, floor=0.5)
    if got is None:
        return None
    return 2.0 + 2.0 * got[0] - 0.3 * values.get(cards[0], 3.0), Act(opt.key, cards, got[1])


SKILL_PLANS: dict[str, SkillPlan] = {
    "zhiheng": plan_zhiheng, "lijian": plan_lijian, "fanjian": plan_fanjian,
    "jieyin": plan_jieyin, "zanghua": plan_zanghua,
}


# ---------------------------------------------------------------- response rules

ResponseRule = Callable[[RuleBot, Sight, ActRequest, Act], bool]


def respond_dodge(bot: RuleBot, s: Sight, req: ActRequest, act: Act) -> bool:
    """闪 against a 杀: always, unless it takes two and I cannot finish the pair."""
    use = top_event(s.g, CardUse)
    need = use.responses_needed.get(s.me, 1) if use is not None else 1
    return bot._enough(s, req, need)


def respond_rescue(bot: RuleBot, s: Sight, req: ActRequest, act: Act) -> bool:
    """药 for a dying player: myself and friends only, never a foe."""
    dying = req.data.get("dying")
    return isinstance(dying, int) and s.friend(dying)


def respond_duel(bot: RuleBot, s: Sight, req: ActRequest, act: Act) -> bool:
    opp = req.data.get("opponent")
    if isinstance(opp, int) and s.friend(opp) and s.hp(s.me) >= 2:
        return False  # a friend's duel: take the point rather than hurt them
    return bot._enough(s, req, int(req.data.get("need", 1)))


def respond_each(bot: RuleBot, s: Sight, req: ActRequest, act: Act) -> bool:
    """南蛮入侵 / 万箭齐发: answer (a whole set, when two are needed)."""
    return bot._enough(s, req, int(req.data.get("need", 1)))


def respond_collateral(bot: RuleBot, s: Sight, req: ActRequest, act: Act) -> bool:
    """借刀杀人: 杀 the victim unless a friend; else the weapon goes."""
    victim = req.data.get("victim")
    return isinstance(victim, int) and not s.friend(victim)


def respond_blade(bot: RuleBot, s: Sight, req: ActRequest, act: Act) -> bool:
    return all(s.enemy(t) for t in act.targets)


def respond_huzhu(bot: RuleBot, s: Sight, req: ActRequest, act: Act) -> bool:
    lord = req.data.get("lord")
    return isinstance(lord, int) and s.friend(lord)


def respond_nullification(bot: RuleBot, s: Sight, req: ActRequest, act: Act) -> bool:
    """无懈可击 only where it matters: cancel a harmful trick on me or a friend (or a
    乐不思蜀 on a friend), or keep one alive that a foe tried to cancel; never
    against a helpful trick on a friend."""
    use = top_event(s.g, CardUse)
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
        p = (1.0 - at_least_one(slash_share(s, t), s.hand_count(t))
             if name == "savage_assault" else 1.0 - s.jink_chance(t))
        return h * p * s.kill_weight(t)
    if name == "duel":
        if t == s.me:
            return -0.5 if my_slashes(s) >= 2 else -1.5
        return h * 0.5 * s.kill_weight(t)
    if name in ("dismantlement", "snatch"):
        if h < -0.2 and any(j in ("indulgence", "lightning") for j in s.judge_names(t)):
            return 0.0  # probably clearing the friend's judgment area
        return h * 1.0
    if name == "indulgence":
        return h * 2.0
    if name == "lightning":
        return h * 0.5
    if name == "collateral":
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


# ---------------------------------------------------------------- simple requests


def damage_source(s: Sight) -> int | None:
    ev = top_event(s.g, DamageEvent)
    return ev.source if ev is not None else None


def damage_target(s: Sight) -> int | None:
    ev = top_event(s.g, DamageEvent)
    return ev.target if ev is not None else None


def answer_confirm(bot: RuleBot, s: Sight, req: Request) -> bool:
    """Optional skills: yes, except where it hurts a friend or wastes a chance."""
    reason = req.reason
    if reason in ("ganglie", "fankui"):
        src = damage_source(s)
        return src is None or not s.friend(src)
    if reason in ("ice_sword",):
        t = damage_target(s)
        return t is not None and s.friend(t)  # a foe: let the damage through
    if reason in ("kylin_bow",):
        t = damage_target(s)
        return t is None or not s.friend(t)
    if reason in ("double_sword", "lengmian"):
        t = req.data.get("target")
        return not (isinstance(t, int) and s.friend(t))
    if reason == "luoyi":
        return wants_luoyi(s)
    return True


def wants_luoyi(s: Sight) -> bool:
    """裸衣: draw one less only with a 杀 or 决斗 in hand and a foe to use it on."""
    names = [s.name(c) for c in s.hand]
    foes = [t for t in s.others() if s.enemy(t)]
    if "duel" in names and foes:
        return True
    return "slash" in names and any(s.in_range(s.me, t) for t in foes)


def answer_option(bot: RuleBot, s: Sight, req: Request) -> Any:
    assert isinstance(req, ChooseOptionRequest)
    opts = req.options
    if req.reason == "setup":
        return pick_general(opts)
    if req.reason == "order":
        return opts[0]
    if req.reason == "double_sword":
        src = req.data.get("source")
        values = s.keep_values(s.hand)
        if "discard" in opts and not (isinstance(src, int) and s.friend(src)) \
                and values and min(values.values()) < 4.0:
            return "discard"
        return "draw" if "draw" in opts else opts[0]
    if req.reason == "ganglie":
        cheapest = sorted(s.keep_values(s.hand).values())[:2]
        if "discard" in opts and (s.hp(s.me) <= 2 or sum(cheapest) < 8.0):
            return "discard"
        return "damage" if "damage" in opts else opts[0]
    if req.reason == "fanjian":
        return likely_suit(s, opts)
    return bot.rng.choice(opts)


def pick_general(options: list[str]) -> str:
    rank = {gid: i for i, gid in enumerate(GENERAL_RANK)}
    return min(options, key=lambda gid: (rank.get(gid, len(rank)), gid))


def likely_suit(s: Sight, options: list[str]) -> str:
    """The suit most common among the cards I have not seen (反间's guess)."""
    seen: set[int] = set(s.hand)
    for c in s.view["discard"]:
        seen.add(c["id"])
    for p in s.players:
        seen.update(c["id"] for c in p["equip"].values())
        seen.update(j["id"] for j in p["judge"])
    counts: Counter[str] = Counter()
    for c in s.g.cards:
        if c.id not in seen:
            counts[c.suit.value] += 1
    return max(options, key=lambda o: (counts.get(o, 0), o))


def answer_cards(bot: RuleBot, s: Sight, req: Request) -> Any:
    assert isinstance(req, ChooseCardsRequest)
    special = CARD_CHOICES.get(req.reason)
    if special is not None:
        got = special(s, req)
        if got is not None:
            return got
    mine = set(s.hand) | set(s.my_equips())
    if req.cards and all(c in mine for c in req.cards):
        return least_valuable(s, req, req.min)
    return most_valuable(s, req, max(req.min, min(req.max, 1)))


def least_valuable(s: Sight, req: ChooseCardsRequest, n: int) -> tuple[int, ...]:
    values = s.keep_values(s.hand + s.my_equips())
    order = sorted(req.cards, key=lambda c: values.get(c, 0.0))
    return _fit(req, order, n)


def most_valuable(s: Sight, req: ChooseCardsRequest, n: int) -> tuple[int, ...]:
    def worth(c: int) -> float:
        name = s.name(c)
        if s.card_type(name) is CardType.EQUIP:
            return 2.0 + max(s.equip_gain(name), 0.0)
        from .sight import BASE_VALUE

        return BASE_VALUE.get(name, 3.0)

    order = sorted(req.cards, key=worth, reverse=True)
    return _fit(req, order, n)


def _fit(req: ChooseCardsRequest, order: list[int], n: int) -> tuple[int, ...]:
    """The first ``n`` of ``order``, or the first legal selection in that spirit."""
    pick = tuple(order[:n])
    if req.rule is None or req.rule(pick):
        return pick
    choices = req.choices()
    if choices:
        rank = {c: i for i, c in enumerate(order)}
        sized = [tuple(ch) for ch in choices if len(ch) == n] or [tuple(ch) for ch in choices]
        return min(sized, key=lambda ch: sum(rank[c] for c in ch))
    return tuple(req.default())


def choose_guicai(s: Sight, req: ChooseCardsRequest) -> tuple[int, ...] | None:
    """鬼才: replace a judgment card when the result hurts a friend or helps a foe."""
    ev = top_event(s.g, JudgeEvent)
    if ev is None or ev.good is None or ev.face is None:
        return ()
    judged = ev.seat
    if s.friend(judged):
        want = True
    elif s.enemy(judged):
        want = False
    else:
        return ()
    if bool(ev.good(ev.face)) == want:
        return ()
    weight = {"lightning": 3.0, "indulgence": 2.0}.get(ev.reason, 1.0)
    values = s.keep_values(s.hand)
    fits = [c for c in req.cards if bool(ev.good(s.g.face(c))) == want
            and values.get(c, 3.0) < 3.0 * weight]
    if not fits:
        return ()
    return (min(fits, key=lambda c: values.get(c, 3.0)),)


def choose_axe(s: Sight, req: ChooseCardsRequest) -> tuple[int, ...] | None:
    """贯石斧: two cheap cards to force a hit on a foe."""
    t = req.data.get("target")
    if not isinstance(t, int) or not s.enemy(t):
        return ()
    values = s.keep_values(s.hand + s.my_equips())
    order = sorted(req.cards, key=lambda c: values.get(c, 3.0))[:2]
    if len(order) < 2:
        return ()
    cost = sum(values.get(c, 3.0) for c in order)
    if cost < 7.0 or (s.hp(t) <= 1 and cost < 12.0):
        return tuple(order)
    return ()


def choose_kylin(s: Sight, req: ChooseCardsRequest) -> tuple[int, ...] | None:
    """麒麟弓: the +1 horse first (it keeps them out of reach)."""
    def rank(c: int) -> int:
        slot = s.slot_of(s.name(c))
        return 0 if slot is not None and slot.value == "+1" else 1

    return (min(req.cards, key=rank),)


def choose_liuli(s: Sight, req: ChooseCardsRequest) -> tuple[int, ...] | None:
    """流离: pass the 杀 on when a foe is in reach and a cheap card can pay."""
    use = top_event(s.g, CardUse)
    user = use.user if use is not None else None
    foes = [t for t in s.others() if t != user and s.enemy(t) and s.in_range(s.me, t)]
    if not foes:
        return ()
    values = s.keep_values(s.hand + s.my_equips())
    cheap = min(req.cards, key=lambda c: values.get(c, 3.0))
    return (cheap,) if values.get(cheap, 3.0) < 6.0 else ()


CARD_CHOICES: dict[str, Callable[[Sight, ChooseCardsRequest], tuple[int, ...] | None]] = {
    "guicai": choose_guicai, "axe": choose_axe, "kylin_bow": choose_kylin,
    "liuli": choose_liuli,
}


def answer_card_of(bot: RuleBot, s: Sight, req: Request) -> Any:
    """Which card of another player to discard or take: a friend loses a harmful
    delayed trick if any; a foe loses what hurts them most."""
    assert isinstance(req, ChooseCardOfRequest)
    t = req.target
    judge_as = {j["id"]: j["as_"] for j in s.p(t)["judge"]}
    equips = {c["id"]: slot for slot, c in s.p(t)["equip"].items()}
    choices = req.choices()
    if s.friend(t) and t != s.me:
        for bad in ("indulgence", "lightning"):
            for c in req.visible:
                if judge_as.get(c) == bad:
                    return c
        return "hand" if "hand" in choices else choices[0]
    worth = {"armor": 1.2, "weapon": 0.8, "+1": 0.8, "-1": 0.5}
    xiaoji = s.has_skill(t, "xiaoji")

    def value(ch: Any) -> float:
        if ch == "hand":
            k = req.hand_count
            return 0.2 if (k == 1 and s.has_skill(t, "lianying")) else 0.7 + (0.3 if k <= 2 else 0)
        if ch in judge_as:  # a foe's own delayed trick: leave it there
            return -1.0 if judge_as[ch] in ("indulgence", "lightning") else 0.1
        v = worth.get(equips.get(ch, ""), 0.5)
        return v * 0.3 if xiaoji else v

    return max(choices, key=value)


def answer_players(bot: RuleBot, s: Sight, req: Request) -> Any:
    assert isinstance(req, ChoosePlayersRequest)
    seats = list(req.seats)
    if req.reason == "yiji":
        # 遗计: a card goes to a sure friend shorter of cards than me, else I keep it
        friends = [t for t in seats if t != s.me and s.hostility(t) < -0.5]
        if friends:
            f = min(friends, key=lambda t: (s.hand_count(t), t))
            if s.hand_count(f) + 1 < len(s.hand) or s.me not in seats:
                return (f,)
        return (s.me,) if s.me in seats else (min(seats, key=s.hostility),)
    if req.reason == "double_sword":
        return tuple(t for t in seats if not s.friend(t))
    ranked = sorted(seats, key=lambda t: -s.hostility(t))
    if req.min == 0:
        return tuple(t for t in ranked if s.enemy(t))[: req.max]
    return tuple(ranked[: req.min])


def answer_distribute(bot: RuleBot, s: Sight, req: Request) -> Any:
    """Give to the friendliest seat offered (myself when I may)."""
    assert isinstance(req, DistributeRequest)
    to = min(req.seats, key=lambda t: (s.hostility(t), t))
    n = max(req.min_cards, 1) if req.min_cards else 0
    if n == 0:
        return {}
    return {to: tuple(req.cards[:n])}


_SIMPLE: dict[type, Callable[[RuleBot, Sight, Request], Any]] = {
    ConfirmRequest: answer_confirm, ChooseOptionRequest: answer_option,
    ChooseCardsRequest: answer_cards, ChooseCardOfRequest: answer_card_of,
    ChoosePlayersRequest: answer_players, DistributeRequest: answer_distribute,
}

__all__ = ["GENERAL_RANK", "RuleBot"]
