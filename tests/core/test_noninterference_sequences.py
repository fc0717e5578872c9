"""No leak through where the game waits (issue 22, item 6): two worlds that differ only
in what a seat cannot see give that seat — and a spectator — the same observations,
stop after stop.

Whether the game stops at all may depend on hidden information: a face-down general's
trigger skill asks its owner ``skill.reveal``, a 闪 request stops only when its target
holds one, a 无懈可击 window only when someone holds the card.  docs/protocol.md:
"whether another seat is asked is never shown to anyone".  Each test here builds a
pair of worlds from one seeded game, changes in world B only what some seats (the
*knowers*) may see, and runs both in lockstep — world A by seeded random bots, world B
fed the same answers, a private request that exists in one world only answered there
with the answer that does least.  Every other seat and the spectator observe at every
stop of both worlds through their hosts' :class:`~sgs.core.protocol.Observer`; their
sequences of observations, each that tells something new kept once, must be
byte-identical until the difference may legitimately show (the swapped card moves,
the hidden general is revealed or looked at, the game ends).

- hegemony: a seat's face-down general with a trigger skill swapped for a general of
  the remaining pile (hidden) of the same kingdom and HP; that seat never reveals
  (it declines every ``skill.reveal``, reveals nothing at its 准备 phase and uses no
  skill of a face-down card);
- identity (and hegemony): a hand card of one seat swapped with a hand card of another
  (a 闪, 桃, 无懈可击 or 杀 against something else), neither used while compared; and
  the lower half of the draw pile permuted;
- hegemony with 势备篇's 木牛流马: a 闪 or 杀 under its holder's treasure (its holder
  alone sees them) swapped with a card of another name from the lower half of the
  draw pile.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from oxen_support import ox_game

from sgs.agents import RandomBot
from sgs.core import Game, IllegalAnswer, Place, Request, Zone
from sgs.core.protocol import Observer
from sgs.core.requests import PlayRequest
from sgs.host import Seats
from sgs.modes.hegemony import HegemonyMode
from sgs.modes.identity import IdentityMode
from sgs.packs import ruleset
from sgs.testing import trade_with_pile

Json = dict[str, Any]
MAX_DECISIONS = 260  # per pair: long enough for several rounds, kept fast


class Stream:
    """What one viewer was told, observation by observation: an observation that tells
    nothing new (no records, the same cursor, table, reach and request as the state it
    last had) is not kept.  A seat's own answer closes its request: it knows that.
    Up to ``synced``: the observations made while both worlds stood at the same stop."""

    def __init__(self) -> None:
        self.items: list[Json] = []
        self.state: list[Any] | None = None
        self.synced = 0

    def add(self, obs: Json) -> None:
        state = [obs["cursor"], obs.get("table"), obs.get("you"), obs.get("request")]
        if not obs["events"] and state == self.state:
            return
        self.items.append(obs)
        self.state = state

    def answered(self) -> None:
        if self.state is not None:
            self.state = [*self.state[:3], None]

    def text(self) -> list[str]:
        """The observations compared, as JSON text (byte for byte)."""
        return [json.dumps(o, sort_keys=True, ensure_ascii=False)
                for o in self.items[:self.synced]]


@dataclass
class World:
    g: Game
    viewers: list[int | None]
    watch_rng: random.Random
    observers: dict[int | None, Observer] = field(default_factory=dict)
    streams: dict[int | None, Stream] = field(default_factory=dict)
    # followers that look only now and then (the same moments in both worlds)
    watchers: dict[int | None, Observer] = field(default_factory=dict)
    watched: dict[int | None, Stream] = field(default_factory=dict)
    last: dict[int | None, Json] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for v in [None, *range(len(self.g.players))]:
            self.observers[v] = Observer(self.g, v, follow=True)
            self.streams[v] = Stream()
            self.watchers[v] = Observer(self.g, v, follow=True)
            self.watched[v] = Stream()

    def look(self, synced: bool) -> None:
        for v, ob in self.observers.items():
            obs = ob.observe()
            self.last[v] = obs
            self.streams[v].add(obs)
        if synced:
            for v, ob in self.watchers.items():
                if self.watch_rng.random() < 0.3:
                    self.watched[v].add(ob.observe())
            for stream in (*self.streams.values(), *self.watched.values()):
                stream.synced = len(stream.items)

    def submit(self, seat: int, value: Any) -> None:
        self.g.submit(seat, value)
        self.streams[seat].answered()


def _key(req: Request) -> str:
    return json.dumps([req.seat, req.kind, req.prompt, req.reason, req.to_json()["data"]],
                      sort_keys=True, default=str)


def least(req: Json) -> Any:
    """The answer that does least: decline, pass, reveal nothing, else the default."""
    kind = req["kind"]
    if kind == "confirm":
        return False
    if kind == "option" and "none" in req["options"]:
        return "none"
    if kind in ("play", "respond") and req["can_pass"]:
        return None
    return req["default"]


def _ints(value: Any) -> Iterator[int]:
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _ints(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _ints(v)


def touches(req: Json, answer: Any, secret: set[int]) -> bool:
    """Whether ``answer`` names one of the ``secret`` cards."""
    if not secret or answer is None:
        return False
    kind = req["kind"]
    if kind in ("play", "respond"):
        key = str(answer.get("option", ""))
        named = key.split(":")[1] if key.startswith(("card:", "recast:", "lianheng:")) else ""
        return (named.isdigit() and int(named) in secret) or \
            bool(secret.intersection(_ints(answer.get("cards", []))))
    if kind in ("cards", "distribute", "arrange", "card_of"):
        return bool(secret.intersection(_ints(answer)))
    return False


@dataclass
class Pair:
    """What world B changes and what its knowers may not do."""

    knowers: set[int]
    secret_cards: set[int] = field(default_factory=set)  # never named by a knower
    hidden_owner: int | None = None  # hegemony: the seat that never reveals
    shows: Callable[[Game], bool] = lambda g: False  # the difference may show now
    divergent_stops: int = 0  # stops that were in one world only


def _legal(g: Game, seat: int, value: Any) -> bool:
    req = g.request_for(seat)
    if req is None:
        return False
    try:
        req.validate(value)
    except IllegalAnswer:
        return False
    return True


def _hidden_policy(req: Json, answer: Any, obs: Json) -> Any:
    """The never-revealing seat: declines every reveal, uses no face-down skill."""
    kind, prompt = req["kind"], req["prompt"]
    me = obs["table"]["players"][req["seat"]]
    latent = set(me.get("latent_skills") or ())
    if prompt in ("skill.reveal", "hegemony.reveal", "hegemony.summon") or \
            req["reason"] in latent:
        return least(req)
    if kind in ("play", "respond") and isinstance(answer, dict):
        key = str(answer.get("option", ""))
        if key.startswith("skill:") and key.split(":")[1] in latent:
            return least(req)
    return answer


def lockstep(a: Game, b: Game, bots: list[RandomBot], make_pair: Callable[[Game], Pair],
             seed: int) -> tuple[World, World, Pair]:
    """Run ``a`` and ``b`` (the same game until the change ``make_pair`` makes to ``b`` at
    the first play-phase stop) in lockstep; returns the worlds and the pair."""
    wa = World(a, [], random.Random(seed))
    wb = World(b, [], random.Random(seed))
    pair: Pair | None = None
    while a.decisions < MAX_DECISIONS and b.decisions < MAX_DECISIONS:
        open_a = {_key(r): r for r in a.open_requests()}
        open_b = {_key(r): r for r in b.open_requests()}
        synced = open_a.keys() == open_b.keys()
        if synced and pair is None and isinstance(a.pending, PlayRequest):
            pair = make_pair(b)
        if pair is not None and (a.over or b.over or pair.shows(a) or pair.shows(b)):
            break
        wa.look(synced)
        wb.look(synced)
        if not open_a and not open_b:
            break
        # a knower's request in one world only (its hidden card or general makes it)
        # is answered there first; any other seat is asked alike in both worlds
        only = [(w, r) for w, mine, theirs in ((wa, open_a, open_b), (wb, open_b, open_a))
                for k, r in mine.items() if k not in theirs]
        if only:
            assert pair is not None, "the worlds differ before the change"
            private = [(w, r) for w, r in only if r.seat in pair.knowers]
            assert private, f"the worlds' public play went apart at decision " \
                f"{a.decisions}: {[(w is wa, r) for w, r in only]}"
            w, r = private[0]
            w.submit(r.seat, least(w.last[r.seat]["request"]))
            pair.divergent_stops += 1
            continue
        req = next(iter(open_a.values()))
        seat = req.seat
        obs = wa.last[seat]
        rj = obs["request"]
        answer = bots[seat].act(obs, rj)
        if pair is not None and seat in pair.knowers:
            if seat == pair.hidden_owner:
                answer = _hidden_policy(rj, answer, obs)
            if touches(rj, answer, pair.secret_cards) or not _legal(b, seat, answer):
                answer = least(rj)
                if touches(rj, answer, pair.secret_cards) or not _legal(b, seat, answer):
                    break  # forced to show the difference: compared up to here
        wa.submit(seat, answer)
        wb.submit(seat, answer)
    assert pair is not None
    return wa, wb, pair


def _first_difference(x: list[str], y: list[str]) -> str:
    for i, (p, q) in enumerate(zip(x, y, strict=False)):
        if p != q:
            at = next(k for k in range(min(len(p), len(q)) + 1)
                      if k == min(len(p), len(q)) or p[k] != q[k])
            return f"observation {i}: …{p[max(0, at - 150):at + 150]}… vs " \
                   f"…{q[max(0, at - 150):at + 150]}…"
    return f"{len(x)} observations against {len(y)}"


def compare(wa: World, wb: World, pair: Pair) -> int:
    """Assert that every viewer but the knowers was told the same; the observations
    compared."""
    n = 0
    for v in wa.streams:
        if v in pair.knowers:
            continue
        for got_a, got_b, what in ((wa.streams[v], wb.streams[v], "every stop"),
                                   (wa.watched[v], wb.watched[v], "now and then")):
            text_a, text_b = got_a.text(), got_b.text()
            assert text_a == text_b, f"viewer {v} ({what}) tells the worlds apart: " \
                f"{_first_difference(text_a, text_b)}"
            n += len(text_a)
    return n


# ---------------------------------------------------------------- hegemony: a hidden general


def _hegemony(players: int, seed: int) -> tuple[Game, Game, list[RandomBot]]:
    return (Game(ruleset("hegemony"), HegemonyMode(), players, seed),
            Game(ruleset("hegemony"), HegemonyMode(), players, seed),
            [RandomBot(seed * 16 + s) for s in range(players)])


def _triggers(g: Game, gid: str) -> bool:
    return any(g.ruleset.skill(s).timings for s in g.ruleset.general(gid).skills)


def swap_hidden_general(owner: int | None = None, general: str | None = None,
                        ) -> Callable[[Game], Pair]:
    """World B: a face-down general with a trigger skill (``general`` of ``owner``, or
    the first found) traded for one of the remaining pile of the same kingdom and the
    same 阴阳鱼 in its slot, one without a trigger skill if there is one."""

    def make(g: Game) -> Pair:
        assert isinstance(g.mode, HegemonyMode)
        for p in g.players:
            if owner is not None and p.seat != owner:
                continue
            for i, c in enumerate(p.generals):
                if c.revealed or (general is not None and c.general != general) or \
                        not _triggers(g, c.general):
                    continue
                other = trade_with_pile(g, p.seat, i, lambda h: _triggers(g, h))
                if other is None:
                    continue
                cards = list(p.generals)
                # each world's pile and generals as they are now: any change may show
                pile_b, mine_b = list(g.general_pile), [x.general for x in cards]
                pile_a = [other if x == c.general else x for x in pile_b]
                mine_a = [c.general if x == other else x for x in mine_b]
                shows = _general_shows(g, p.seat, {id(g): (pile_b, mine_b)}, (pile_a, mine_a))
                return Pair(knowers={p.seat}, hidden_owner=p.seat, shows=shows)
        return Pair(knowers=set())  # nothing to swap: the worlds stay the same
    return make


def _general_shows(b: Game, seat: int, in_b: dict[int, tuple[list[str], list[str]]],
                   in_a: tuple[list[str], list[str]]) -> Callable[[Game], bool]:
    """Whether the swapped general may show in a world: its owner dead, a card of theirs
    revealed or looked at, the remaining pile or their generals changed (each world's
    as they were at the swap: ``in_b`` for world ``b``, ``in_a`` for the other)."""

    def shows(w: Game) -> bool:
        q = w.p(seat)
        pile, mine = in_b.get(id(w), in_a)
        return not q.alive or any(x.revealed for x in q.generals) or \
            any(s == seat for s, _ in w.general_knowers) or \
            w.general_pile != pile or [x.general for x in q.generals] != mine
    return shows


# ---------------------------------------------------------------- identity: hands and the deck


def _cards_show(x: int, y: int, q: int, r: int, deep: set[int]) -> Callable[[Game], bool]:
    """Whether a swapped card or the permuted deck may show: ``x`` or ``y`` left the
    hands they were in, or a card of the permuted part came near the top (or left)."""
    hands = {Place(Zone.HAND, q), Place(Zone.HAND, r)}

    def shows(w: Game) -> bool:
        return not {w.place[x], w.place[y]} <= hands or \
            any(c in deep for c in w.draw_pile[:12]) or not deep <= set(w.draw_pile)
    return shows

RESPONSES = ("jink", "peach", "nullification", "slash")


def _identity(players: int, seed: int) -> tuple[Game, Game, list[RandomBot]]:
    rules = ruleset("standard+maneuvering")
    return (Game(rules, IdentityMode(), players, seed), Game(rules, IdentityMode(), players, seed),
            [RandomBot(seed * 16 + s) for s in range(players)])


def swap_hand_cards(seed: int) -> Callable[[Game], Pair]:
    """World B: a response card (闪, 桃, 无懈可击, 杀) of one seat traded with a card of
    another name in another seat's hand, neither the current player; the lower half
    of the draw pile permuted."""

    def make(g: Game) -> Pair:
        rng = random.Random(seed)
        others = [p.seat for p in g.players if p.seat != g.current and p.alive]
        rng.shuffle(others)
        for q in others:
            for r in others:
                if q == r:
                    continue
                xs = [c for c in g.p(q).hand if g.cards[c].name in RESPONSES]
                for x in xs:
                    ys = [c for c in g.p(r).hand if g.cards[c].name != g.cards[x].name]
                    if not ys:
                        continue
                    y = ys[0]
                    hq, hr = g.p(q).hand, g.p(r).hand
                    iq, ir = hq.index(x), hr.index(y)
                    hq[iq], hr[ir] = y, x
                    g.place[y], g.place[x] = Place(Zone.HAND, q), Place(Zone.HAND, r)
                    g.mark_skills_changed()
                    half = len(g.draw_pile) // 2
                    low = g.draw_pile[half:]
                    rng.shuffle(low)
                    g.draw_pile[half:] = low
                    return Pair(knowers={q, r}, secret_cards={x, y},
                                shows=_cards_show(x, y, q, r, set(low)))
        return Pair(knowers=set())
    return make


# ---------------------------------------------------------------- 木牛流马: the cards under it


def _oxen(players: int, seed: int) -> tuple[Game, Game, list[RandomBot]]:
    """Two alike games at seat 0's play phase: seat 1 holds 木牛流马, a 闪 and a 杀 under
    it (oxen_support)."""
    return (ox_game(players, seed, holder=1), ox_game(players, seed, holder=1),
            [RandomBot(seed * 16 + s) for s in range(players)])


def swap_under_card(seed: int) -> Callable[[Game], Pair]:
    """World B: a response card under another seat's 木牛流马 traded with a card of
    another name from the lower half of the draw pile; the difference may show once
    either leaves its place (the treasure moved, the card used, the other drawn)."""

    def make(g: Game) -> Pair:
        rng = random.Random(seed)
        half = len(g.draw_pile) // 2
        for p in g.players:
            if p.seat == g.current or not p.alive:
                continue
            for cards in p.areas.under.values():
                for i, x in enumerate(cards):
                    if g.cards[x].name not in RESPONSES:
                        continue
                    ys = [c for c in g.draw_pile[half:] if g.cards[c].name not in RESPONSES]
                    if not ys:
                        continue
                    y = rng.choice(ys)
                    j, under = g.draw_pile.index(y), g.place[x]
                    cards[i], g.draw_pile[j] = y, x
                    g.place[y], g.place[x] = under, Place(Zone.DRAW)
                    places = {under, Place(Zone.DRAW)}

                    def shows(w: Game, x: int = x, y: int = y,
                              places: set[Place] = places) -> bool:
                        return {w.place[x], w.place[y]} != places or \
                            not {x, y} & set(w.draw_pile[half // 2:])
                    return Pair(knowers={p.seat}, secret_cards={x, y}, shows=shows)
        return Pair(knowers=set())
    return make


# ---------------------------------------------------------------- the tests


def test_seed_39_the_xiangle_question_is_not_seen_by_the_others() -> None:
    """The issue's reproduction: hegemony, 4 players, seed 39, random bots seeded
    ``seed*16+seat``.  At 刘禅's ``skill.reveal`` question for 享乐 (his card face down)
    the game's state is the 杀 at him being resolved (``current`` null) — a step where,
    without that hidden skill, the game never stops.  The spectator and the other seats
    are told nothing there: no record, the table of the stop before."""
    seed = 39
    g = Game(ruleset("hegemony"), HegemonyMode(), 4, seed)
    seats = Seats(g, [RandomBot(seed * 16 + s) for s in range(4)])
    viewers: list[int | None] = [None, 0, 1, 2]
    # the host's spectator, and each other seat as a table would follow it
    looks = {v: seats.observer(v) if v is None else Observer(g, v, follow=True)
             for v in viewers}
    before: dict[int | None, Json] = {}
    found = 0
    while g.open_requests():
        req = g.open_requests()[0]
        now = {v: ob.observe() for v, ob in looks.items()}
        if req.prompt == "skill.reveal" and req.reason == "xiangle":
            assert req.seat == 3
            raw = g.observe(None)["table"]["resolving"]  # the live state: what must not show
            assert any(e["t"] == "use" and e["current"] is None for e in raw)
            for v, obs in now.items():
                assert obs["events"] == [] and obs["request"] is None
                assert obs["table"] == before[v]["table"], f"viewer {v} sees the step"
                assert obs["cursor"] == before[v]["cursor"]
                assert not any(e["t"] == "use" and e["current"] is None
                               for e in obs["table"]["resolving"])
            found += 1
        before.update(now)
        seats.answer(req)
    assert found == 2


def test_seed_39_the_worlds_with_and_without_xiangle_look_the_same() -> None:
    """The same game against one where 刘禅 is another face-down 蜀 general of his HP
    (no 享乐 to ask about), 刘禅's seat never revealing: the other seats and the
    spectator cannot tell the two apart."""
    a, b, bots = _hegemony(4, 39)
    wa, wb, pair = lockstep(a, b, bots, swap_hidden_general(3, "liu_shan"), 39)
    assert pair.knowers == {3}
    assert pair.divergent_stops > 0  # the 享乐 question was asked in world A only
    assert compare(wa, wb, pair) > 20


@pytest.mark.parametrize(("players", "first", "pairs"), [(4, 0, 8), (6, 0, 6), (5, 10, 8)])
def test_a_hidden_trigger_skill_does_not_show_where_the_game_waits(players: int, first: int,
                                                                   pairs: int) -> None:
    """Hegemony pairs over seeded games: a face-down general with a trigger skill against
    one without, its owner never revealing."""
    diverged = compared = 0
    for seed in range(first, first + pairs):
        a, b, bots = _hegemony(players, seed)
        wa, wb, pair = lockstep(a, b, bots, swap_hidden_general(), seed)
        compared += compare(wa, wb, pair)
        diverged += pair.divergent_stops
    assert diverged > 0 and compared > 100


@pytest.mark.parametrize(("mode", "players", "first"),
                         [("identity", 5, 0), ("identity", 4, 8), ("identity", 8, 16),
                          ("hegemony", 5, 20)])
def test_who_holds_a_response_does_not_show_where_the_game_waits(mode: str, players: int,
                                                                 first: int) -> None:
    """Pairs over seeded games (identity, and hegemony's hidden kingdoms): a 闪, 桃,
    无懈可击 or 杀 in another hand than in the other world (so other seats are asked),
    and the deck's lower half in another order."""
    diverged = compared = 0
    for seed in range(first, first + 8):
        a, b, bots = (_identity if mode == "identity" else _hegemony)(players, seed)
        wa, wb, pair = lockstep(a, b, bots, swap_hand_cards(seed), seed)
        compared += compare(wa, wb, pair)
        diverged += pair.divergent_stops
    assert diverged > 0 and compared > 100


@pytest.mark.parametrize(("players", "first"), [(4, 0), (5, 8)])
def test_what_lies_under_wooden_ox_does_not_show_where_the_game_waits(players: int,
                                                                      first: int) -> None:
    """木牛流马 (势备篇): with a 闪 under it its holder is asked when a 杀 comes, with another
    card there not — the other seats and the spectator cannot tell the worlds apart."""
    diverged = compared = 0
    for seed in range(first, first + 8):
        a, b, bots = _oxen(players, seed)
        wa, wb, pair = lockstep(a, b, bots, swap_under_card(seed), seed)
        assert pair.knowers == {1}
        compared += compare(wa, wb, pair)
        diverged += pair.divergent_stops
    assert diverged > 0 and compared > 100


def test_the_lockstep_check_catches_a_seat_shown_the_live_state(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Observers that showed every stop's live state (as ``observe`` alone does) would be
    caught: the check can fail."""

    def live(self: Observer) -> Json:
        obs = self.g.observe(self.seat, since=self.cursor)
        self.cursor = obs["cursor"]
        return obs

    monkeypatch.setattr(Observer, "observe", live)
    a, b, bots = _hegemony(4, 39)
    wa, wb, pair = lockstep(a, b, bots, swap_hidden_general(3, "liu_shan"), 39)
    with pytest.raises(AssertionError, match="tells the worlds apart"):
        compare(wa, wb, pair)


def test_a_seat_asked_in_a_window_is_told_it_is_waited_for_wherever_it_stands() -> None:
    """``waiting_for`` names the seat itself when it is asked — not only when it is the
    first asked of a window: being second would tell it that someone before it holds a
    无懈可击 (found by the hegemony pairs above, 6 players, seed 0)."""
    from sgs.core.view import view
    from sgs.testing import Table

    t = Table("blank", "blank", "blank")
    t.set_hand(0, "dismantlement ♠3").set_hand(1, "nullification ♦Q")
    t.set_hand(2, "nullification ♠J")
    t.start(seat=0, phase="play")
    t.use("dismantlement", targets=[2])
    assert sorted(r.seat for r in t.game.open_requests()) == [1, 2]
    assert view(t.game, 1)["waiting_for"] == 1
    assert view(t.game, 2)["waiting_for"] == 2
    assert view(t.game, 0)["waiting_for"] is None
