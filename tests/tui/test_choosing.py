"""Answering by pointing, without the screen: every request kind of whole games, the
reasons shown for what cannot be chosen, counts, and the question before hurting a
friend.  Answers are checked by the request's JSON (``legal.problem``) and the engine."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from tui_support import answer_by_pointing

from sgs.agents.legal import problem
from sgs.cli.session import PlayOptions
from sgs.cli.table_host import GameHost, new_host
from sgs.tui.autopass import Settings, automatic
from sgs.tui.choosing import DIM, FREE, PICKED, ActChoice, CardsChoice, Note, Submit, choice_for
from sgs.tui.seat_view import SeatView

Json = dict[str, Any]


def host_for(seed: int, players: int = 5, seat: int = 2) -> GameHost:
    return new_host(PlayOptions(players=players, seat=seat, seed=seed), None)


def play_by_pointing(seed: int, players: int, seat: int, lang: str = "zh") -> Counter[str]:
    """A whole game, the seat answered by pointing; the request kinds it answered."""
    host, view, kinds = host_for(seed, players, seat), SeatView(lang), Counter[str]()
    while waiting := host.waiting():
        bot = next((s for s in waiting if s != seat), None)
        if bot is not None:
            host.answer_bot(bot)
            continue
        view.absorb(host.observe())
        req = view.request
        assert req is not None
        value = answer_by_pointing(choice_for(req, view), sum(kinds.values()))
        assert problem(req, value) is None, (req, value)
        assert host.submit(value) is None, (req, value)
        kinds[str(req["kind"])] += 1
    assert host.g.over
    return kinds


@pytest.mark.parametrize(("seed", "players", "seat"), [(1, 2, 1), (3, 5, 0), (5, 8, 6)])
def test_whole_games_are_answered_by_pointing(seed: int, players: int, seat: int) -> None:
    kinds = play_by_pointing(seed, players, seat, "en" if seed % 2 else "zh")
    assert "play" in kinds and sum(kinds.values()) > 5


def asked(wanted: Any, lang: str = "zh", seat: int = 2) -> tuple[GameHost, SeatView, Json]:
    """The first request of ``seat`` that satisfies ``wanted`` in games of seeds 1, 2, …"""
    for seed in range(1, 20):
        host, view = host_for(seed, seat=seat), SeatView(lang)
        try:
            return host, view, until(host, view, wanted)
        except LookupError:
            continue
    raise AssertionError("no game asked it")


def until(host: GameHost, view: SeatView, wanted: Any) -> Json:
    """Let the bots play until the seat's request satisfies ``wanted``; the seat answers
    anything else by pointing."""
    seat = host.seat
    while waiting := host.waiting():
        bot = next((s for s in waiting if s != seat), None)
        if bot is not None:
            host.answer_bot(bot)
            continue
        view.absorb(host.observe())
        req = view.request
        assert req is not None
        if wanted(req):
            return req
        assert host.submit(answer_by_pointing(choice_for(req, view))) is None
    raise LookupError("the game ended before the question came")


def slash_request(req: Json) -> bool:
    """A play phase with a blocked card and a 杀 some seats are out of reach of."""
    if req["kind"] != "play" or not any(k.startswith("card:") for k in req["blocked"]):
        return False
    slash = next((o for o in req["options"] if o["label"] == "slash"
                  and o["key"].startswith("card:")), None)
    if slash is None:
        return False
    targets = next(iter(slash["tree"]["cards"].values()))["targets"]["next"]
    return 2 <= len(targets) <= 3


def test_a_blocked_card_says_why_and_targets_are_seats() -> None:
    _, view, req = asked(slash_request, "en")
    choice = choice_for(req, view)
    assert isinstance(choice, ActChoice)
    blocked = next(k for k in req["blocked"] if k.startswith("card:"))
    item = next(i for i in choice.items() if i.key == blocked)
    assert item.state == DIM and item.reason == req["blocked"][blocked]["en"]
    outcome = choice.pick(blocked)
    assert isinstance(outcome, Note) and outcome.text == req["blocked"][blocked]["en"]

    slash = next(o for o in req["options"] if o["label"] == "slash")
    choice.pick(slash["key"])
    marks = choice.seat_marks()
    assert set(marks) == {p["seat"] for p in view.players}  # every seat by its number
    free = [s for s, m in marks.items() if m == FREE]
    dim = [s for s, m in marks.items() if m == DIM]
    assert free and dim
    assert isinstance(choice.pick_seat(dim[0]), Note)
    done = choice.pick_seat(free[0])
    assert isinstance(done, Submit)
    assert done.value == {"option": slash["key"], "cards": [int(slash["key"][5:])],
                          "targets": [free[0]]}


def test_hurting_a_known_friend_asks_first() -> None:
    _, view, req = asked(slash_request)
    choice = choice_for(req, view)
    slash = next(o for o in req["options"] if o["label"] == "slash")
    choice.pick(slash["key"])
    target = next(s for s, m in choice.seat_marks().items() if m == FREE)
    # the seat is a loyalist, the target the lord, as the table would show it
    for p in view.table["players"]:
        p["role"] = "loyalist" if p["seat"] == view.seat else \
            "lord" if p["seat"] == target else None
    view.you = dict(view.you, allies=[target])  # what the mode tells a loyalist
    outcome = choice.pick_seat(target)
    assert isinstance(outcome, Submit) and outcome.warn is not None
    assert "主" in outcome.warn or "lord" in outcome.warn.lower()


def test_a_discard_is_chosen_one_card_at_a_time_with_a_count() -> None:
    _, view, req = asked(lambda r: r["kind"] == "cards" and r["min"] >= 2, "en")
    choice = choice_for(req, view)
    assert isinstance(choice, CardsChoice)
    need = req["min"]
    assert choice.status() == view.ui("n.count", n=0, need=need if need == req["max"] else
                                      f"{need}-{req['max']}")
    assert isinstance(choice.confirm(), Note)
    for k, cid in enumerate(req["cards"][:need], 1):
        assert choice.pick(f"card:{cid}") is None  # no answer until Enter
        assert f"{k} card{'' if k == 1 else 's'} chosen" in choice.status()
    picked = [i.key for i in choice.items() if i.state == PICKED]
    assert picked == [f"card:{c}" for c in req["cards"][:need]]
    choice.pick(f"card:{req['cards'][0]}")  # take one back
    assert "1 card chosen" in choice.status() if need == 2 else True
    choice.pick(f"card:{req['cards'][0]}")
    done = choice.confirm()
    assert isinstance(done, Submit) and sorted(done.value) == sorted(req["cards"][:need])
    assert problem(req, done.value) is None


# the examples of docs/protocol.md: no Red Chamber general arranges or distributes cards
ARRANGE = {"kind": "arrange", "seat": 0, "prompt": "arrange.test", "reason": "test",
           "data": {}, "default": [[0, 35, 45], []], "cards": [0, 35, 45],
           "bottom_allowed": True}
DISTRIBUTE = {"kind": "distribute", "seat": 0, "prompt": "distribute.give", "reason": "give",
              "data": {}, "default": {"1": [0, 35, 45]}, "cards": [0, 35, 45],
              "seats": [1, 2, 3], "min_cards": 3, "max_cards": 3, "max_targets": 3}


def started_view() -> SeatView:
    return asked(lambda r: r["kind"] == "play", seat=0)[1]


def test_arranging_cards_top_then_bottom() -> None:
    choice = choice_for(ARRANGE, started_view())
    choice.pick("card:35")  # top, first
    choice.pick("card:0")  # top, second
    choice.pick("card:0")  # moved to the bottom
    done = choice.confirm()
    assert isinstance(done, Submit) and done.value == [[35], [0, 45]]
    assert problem(ARRANGE, done.value) is None


def test_distributing_cards_among_seats() -> None:
    choice = choice_for(DISTRIBUTE, started_view())
    assert isinstance(choice.pick_seat(1), Note)  # a card first
    choice.pick("card:0")
    choice.pick("card:35")
    assert choice.seat_marks()[1] == FREE and choice.seat_marks()[0] == DIM
    choice.pick_seat(2)
    assert isinstance(choice.confirm(), Note)  # one card still to give
    choice.pick("card:45")
    choice.pick_seat(3)
    done = choice.confirm()
    assert isinstance(done, Submit) and done.value == {"2": [0, 35], "3": [45]}
    assert problem(DISTRIBUTE, done.value) is None


@pytest.mark.parametrize("req", [
    {"kind": "confirm", "seat": 0, "prompt": "skill.yiji.ask", "reason": "yiji", "data": {},
     "default": False},
    {"kind": "option", "seat": 0, "prompt": "skill.fanjian.suit", "reason": "fanjian",
     "data": {"source": 1}, "default": "spade", "options": ["spade", "heart", "club"]},
    {"kind": "card_of", "seat": 0, "prompt": "discard_of.dismantlement",
     "reason": "dismantlement", "data": {}, "default": "hand", "target": 2, "hand_count": 4,
     "visible": [90]},
    {"kind": "players", "seat": 0, "prompt": "skill.yiji.to", "reason": "yiji",
     "data": {"card": 97}, "default": [1], "seats": [1, 2, 3], "min": 1, "max": 2},
    {"kind": "a_new_kind", "seat": 0, "prompt": "x", "reason": "x", "data": {},
     "default": 3},
])
def test_the_other_kinds_are_answered_by_pointing(req: Json) -> None:
    value = answer_by_pointing(choice_for(req, started_view()))
    assert problem(req, value) is None


def test_your_own_tricks_windows_and_lone_answers_are_answered_by_themselves() -> None:
    view = started_view()
    seat = view.seat
    window = {"kind": "respond", "seat": seat, "prompt": "ask.use.nullification",
              "reason": "nullification", "default": None, "can_pass": True, "blocked": {},
              "data": {"pattern": ["nullification"], "use": True, "card": "ex_nihilo",
                       "user": seat, "effect_target": seat},
              "options": [{"key": "card:73", "label": "nullification",
                           "tree": {"cards": {"73": {"targets": {"done": True, "next": {}}}}}}]}
    auto = automatic(window, view, Settings())
    assert auto is not None and auto.value is None
    assert automatic(window, view, Settings(own_trick=False)) is None
    lone = {"kind": "players", "seat": seat, "prompt": "p", "reason": "r", "data": {},
            "default": [3], "seats": [3], "min": 1, "max": 1}
    auto = automatic(lone, view, Settings())
    assert auto is not None and auto.value == [3]
    assert automatic(lone, view, Settings(forced=False)) is None


def test_the_status_says_what_to_point_at_next() -> None:
    """The question still says "choose a card or skill": once a 杀 is chosen, the line
    under it asks for the targets by seat number, and no longer once they are chosen."""
    _, view, req = asked(slash_request, "en")
    choice = choice_for(req, view)
    assert isinstance(choice, ActChoice)
    slash = next(o for o in req["options"] if o["label"] == "slash")
    choice.pick(slash["key"])
    assert view.ui("n.pick_targets") in choice.status()
    free = next(s for s, m in choice.seat_marks().items() if m == FREE)
    choice.targets.append(free)  # as pick_seat does before it answers
    assert view.ui("n.pick_targets") not in choice.status()


def test_recasting_has_its_own_chip() -> None:
    """铁索连环 in hand: its chip uses it; recasting it (重铸) is a chip of its own."""
    from sgs.testing import Table

    t = Table("blank", "blank", pack="standard+maneuvering")
    t.set_hand(0, "铁索连环")
    g = t.start(0, "play")
    cid = t.find("铁索连环")
    view = SeatView("zh")
    view.absorb(g.observe(0))
    assert view.request is not None
    choice = choice_for(view.request, view)
    recast = next(i for i in choice.items() if i.key == f"opt:recast:{cid}")
    assert recast.state == FREE and "重铸" in recast.label and "铁索连环" in recast.label
    assert recast.about == "iron_chain"
    outcome = choice.pick(recast.key)
    assert isinstance(outcome, Submit)
    assert outcome.value == {"option": f"recast:{cid}", "cards": [cid], "targets": []}
    g.submit(0, outcome.value)
    assert cid in g.discard_pile and len(g.p(0).hand) == 1  # recast: one card drawn


def test_the_status_says_what_the_second_target_of_borrowed_sword_is_for() -> None:
    """借刀杀人 needs two seats, the second the one the first must 杀: once the first is
    chosen, the line under the question says so."""
    from sgs.testing import Table

    t = Table("blank", "blank", "blank")
    t.set_hand(0, "collateral ♣Q").set_equip(1, "crossbow ♣A")
    g = t.start(0, "play")
    view = SeatView("zh")
    view.absorb(g.observe(0))
    assert view.request is not None
    choice = choice_for(view.request, view)
    assert isinstance(choice, ActChoice)
    assert choice.pick(f"card:{t.find('collateral ♣Q')}") is None  # not complete yet
    assert choice.targets == [1]  # the one seat with a weapon: filled in by itself
    assert "还需再选 1 名目标：" in choice.status() and "须对其使用【杀】的角色" in choice.status()
    assert isinstance(choice.pick_seat(2), Submit)


def snatch_far_request(req: Json) -> bool:
    """A play phase with a 顺手牵羊 that some other living seat is too far for."""
    if req["kind"] != "play":
        return False
    return any(o["label"] == "snatch" and any(
        w["code"] == "act.out_of_range" for w in
        (req.get("refused_targets") or {}).get(o["key"], {}).values())
        for o in req["options"])


def test_a_refused_target_says_the_rule_the_engine_used() -> None:
    """Issue 22 item 2: 顺手牵羊 reaches distance 1, not the attack range — the table said
    `不能作为 顺手牵羊 的目标（距离3，你的攻击范围1）` for every refused seat; it now
    shows the engine's own reason for that seat."""
    _, view, req = asked(snatch_far_request, "zh")
    choice = choice_for(req, view, False)  # (not filling in a lone target)
    assert isinstance(choice, ActChoice)
    snatch = next(o for o in req["options"] if o["label"] == "snatch" and any(
        w["code"] == "act.out_of_range" for w in req["refused_targets"][o["key"]].values()))
    choice.pick(snatch["key"])
    seat, why = next((int(s), w) for s, w in req["refused_targets"][snatch["key"]].items()
                     if w["code"] == "act.out_of_range")
    outcome = choice.pick_seat(seat)
    assert isinstance(outcome, Note)
    assert outcome.text == why["zh"] and "攻击范围" not in outcome.text
    assert "距离为1以内" in outcome.text
