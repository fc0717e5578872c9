"""Seed 001's advanced hegemony rules, as the rule bot answers them: 合纵 and 连横 at the
end of a turn, the events (事件) it starts or is given, and the skill that starts them.

合纵/连横 (``alliance_hezong`` / ``alliance_lianheng``, the mode's base rules): a hand
card goes from the player whose turn ends to a player of a small kingdom.  The bot
weighs what the card is worth to it, what it is worth to the receiver (a friend's
gain is the bot's, a foe's its loss), and what comes back: 合纵's draw when the
receiver's kingdom is no smaller, 连横's pick of the top two cards when the receiver
lets it look.  It gives the cheapest card, to the receiver that makes the most of it;
a foe gets only a card worth little.  As 连横's receiver it discards a 杀 only when it
has one to spare and the giver is no friend.

Events (``sgs.packs.hegemony.events``): as the starter it gives the event card that
hurts a foe performer most, or helps (hurts least) a friend; as the performer it
refuses one that costs it (or its side) more than it gives; as the starter of 伤害势力
it picks the victim it wants hurt most.

Everything is read from the table as the seat sees it: kingdoms shown (a careerist a
side of one), hand counts, HP, equipment — the same counts the mode makes
(``sgs.packs.hegemony.relations``: a big kingdom has the most living players, at
least two; a player with no kingdom is small while a big one exists).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from .options import UNKNOWN_VALUE, Option, Plan, Targets, act, cheapest_one_by_one, cost
from .sight import Sight

Json = dict[str, Any]

HEZONG, LIANHENG = "alliance_hezong", "alliance_lianheng"
DISCARD_SLASH, TAKE_TOP = "discard_slash", "take_top"
OVERTURN, STRIKE, TRIBUTE, DISARM, BLEED = (
    "event_overturn", "event_strike", "event_tribute", "event_disarm", "event_bleed")

DRAW_VALUE = 3.5  # an unknown card drawn
BEST_OF_TWO = 4.5  # the better of two cards looked at
GIVE_FLOOR = 0.3  # a gift must be worth at least this much to the bot
REFUSAL_EDGE = 0.3  # refusing may reward the starter (识人): a foe's event is kept when even


# ---------------------------------------------------------------- big and small kingdoms


def side(s: Sight, seat: int) -> str | None:
    """The side the table shows for ``seat``: its kingdom, a careerist alone, or None."""
    k = s.p(seat).get("kingdom")
    if k == "careerist":
        return f"careerist:{seat}"
    return str(k) if isinstance(k, str) else None


def side_sizes(s: Sight) -> Counter[str]:
    return Counter(x for x in (side(s, t) for t in s.alive_seats()) if x is not None)


def big_sides(s: Sight) -> set[str]:
    sizes = side_sizes(s)
    most = max(sizes.values(), default=0)
    return {k for k, n in sizes.items() if n == most} if most >= 2 else set()


def is_small(s: Sight, seat: int) -> bool:
    big = big_sides(s)
    return bool(big) and side(s, seat) not in big


def side_size(s: Sight, seat: int) -> int:
    """Living players of ``seat``'s kingdom; one with no kingdom counts alone."""
    k = side(s, seat)
    return 1 if k is None else side_sizes(s)[k]


# ---------------------------------------------------------------- 合纵 and 连横


def _cheapest(s: Sight, cards: list[int]) -> tuple[int, float] | None:
    values = s.my_values()
    if not cards:
        return None
    c = min(cards, key=lambda x: (values.get(x, UNKNOWN_VALUE), x))
    return c, values.get(c, UNKNOWN_VALUE)


def gift_value(s: Sight, reason: str, to: int, value: float) -> float:
    """What giving a card worth ``value`` to ``to`` by 合纵/连横 is worth to me: the card
    is my loss and, by my hostility to them, their gain or my gain; what comes back."""
    h = s.hostility(to)
    back = 0.0
    if reason == HEZONG:
        back = DRAW_VALUE if side_size(s, to) >= side_size(s, s.me) else 0.0
    elif reason == LIANHENG:
        # a friend lets me take the better of the top two; a foe discards a spare 杀 or
        # lets me look (a 杀 lost is worth a little to me too)
        back = BEST_OF_TWO if h < 0 else 0.6 * BEST_OF_TWO + 0.4 * 0.5 * DRAW_VALUE
    need = 0.5 if h < -0.25 and s.hand_count(to) + 1 < len(s.hand) else 0.0
    return -value - h * value + back + need


def receivers(s: Sight, reason: str) -> list[int]:
    """Who may receive the card: the other players of a small kingdom (连横's giver is of
    a big one)."""
    return [t for t in s.alive_seats() if t != s.me and is_small(s, t)]


def choose_alliance_card(s: Sight, req: Json) -> Targets | None:
    """合纵/连横's card (``<reason>.card``, none declines): my cheapest hand card when
    its best receiver makes the gift worth it."""
    if req["prompt"] != f"{req['reason']}.card":
        return None
    cheap = _cheapest(s, [int(c) for c in req["cards"]])
    if cheap is None:
        return ()
    card, value = cheap
    best = max((gift_value(s, req["reason"], t, value) for t in receivers(s, req["reason"])),
               default=-1.0)
    return (card,) if best > GIVE_FLOOR and int(req["max"]) >= 1 else ()


def choose_alliance_receiver(s: Sight, req: Json) -> Targets:
    """合纵/连横's receiver (``<reason>.to``): the one the gift is worth most to me."""
    seats = [int(t) for t in req["seats"]]
    return (max(seats, key=lambda t: (gift_value(s, req["reason"], t, UNKNOWN_VALUE), -t)),)


def lianheng_choice(s: Sight, req: Json) -> str:
    """连横's receiver: discard a 杀 only with one to spare and a giver who is no friend;
    else let the giver look at the top two cards and take one."""
    opts: list[str] = req["options"]
    giver = (req.get("data") or {}).get("giver")
    friendly = isinstance(giver, int) and s.friend(giver)
    if DISCARD_SLASH in opts and not friendly and s.count_named("slash") >= 2:
        return DISCARD_SLASH
    return TAKE_TOP if TAKE_TOP in opts else opts[0]


# ---------------------------------------------------------------- events


def event_harm(s: Sight, event: str, p: int) -> float:
    """What ``event`` costs performer ``p`` (their side, for 伤害势力), as I see it."""
    if event == OVERTURN:
        if not s.p(p).get("face_down"):
            return 8.0  # the next turn is lost: its draw and its play
        limit = s.hand_limit() if p == s.me else s.hp(p)
        return 2.0 * max(0, s.hand_count(p) - limit)
    if event == STRIKE:
        return 2.5 if side(s, p) is not None else 0.0  # no kingdom: nobody is hurt
    if event == TRIBUTE:
        return 2.5  # one card drawn, two given
    if event == DISARM:
        return sum(s.equip_rank(name) for name in s.equip(p).values())
    if event == BLEED:
        hp = max(s.hp(p), 1)
        return 2.0 + 1.5 / hp + (3.0 if s.hp(p) <= 1 else 0.0)
    return 1.0


def starter_gain(event: str) -> float:
    """What the starter gets from the event performed: 摸一交二's two cards."""
    return 4.0 if event == TRIBUTE else 0.0  # two cards, the performer's cheapest


def event_worth(s: Sight, event: str, performer: int) -> float:
    """What giving ``performer`` this event card is worth to me, the starter."""
    return s.hostility(performer) * event_harm(s, event, performer) + starter_gain(event)


def choose_event(s: Sight, req: Json) -> str:
    """``event.choose``: the event that hurts a foe performer most, or helps a friend."""
    opts: list[str] = req["options"]
    performer = (req.get("data") or {}).get("performer")
    if not isinstance(performer, int):
        return opts[0]
    return max(opts, key=lambda e: (event_worth(s, e, performer), -opts.index(e)))


def perform_event(s: Sight, req: Json) -> bool:
    """``event.perform``: perform an event unless it costs me (and my side) more than it
    gives; a foe starter's harmless one is performed (a refusal may reward them)."""
    data = req.get("data") or {}
    event, starter = str(data.get("event")), data.get("starter")
    h = s.hostility(starter) if isinstance(starter, int) else 0.5
    worth = -event_harm(s, event, s.me) - h * starter_gain(event) + REFUSAL_EDGE * h
    return worth >= 0.0


def strike_victim(s: Sight, req: Json) -> Targets:
    """``event.strike``: the player of the performer's kingdom I want hurt most (a foe
    near death first); among friends, the one who can best afford it."""
    seats = [int(t) for t in req["seats"]]

    def want(t: int) -> float:
        h = s.hostility(t)
        return h * s.kill_weight(t) if h > 0 else h / s.kill_weight(t)

    return (max(seats, key=lambda t: (want(t), -t)),)


def plan_event_skill(s: Sight, opt: Option, values: dict[int, float]) -> Plan | None:
    """月评 (an event started by discarding a hand card, forced when it is black): at the
    likeliest foe, paying with my cheapest card, a black one when it costs little more."""
    cards = cheapest_one_by_one(opt, values, 1)
    if cards is None:
        return None
    black = [c for c in opt.selectable_cards(()) if s.is_black(c)]
    if black:
        b = min(black, key=lambda c: values.get(c, UNKNOWN_VALUE))
        if values.get(b, UNKNOWN_VALUE) <= cost(values, cards) + 1.0 and opt.cards_done((b,)):
            cards = (b,)
    forced = all(s.is_black(c) for c in cards)
    foes = [t for t in opt.selectable_targets(cards, ()) if s.hostility(t) > 0.3]
    if not foes:
        return None
    t = max(foes, key=lambda x: (s.hostility(x) * s.kill_weight(x), -x))
    score = 1.5 * s.hostility(t) * (1.5 if forced else 0.8) - 0.3 * cost(values, cards)
    if score <= 0.2 or not opt.legal(cards, (t,)):
        return None
    return 1.5 + score, act(opt.key, cards, (t,))
