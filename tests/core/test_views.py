"""Per-player views and the per-player log never show what that seat may not know.

DESIGN: "What a player may see is computed by the engine (hands, deck order,
face-down generals and cards …); Hidden information never leaves the engine
for the wrong player."  Checked at every decision of seeded random games:
the full Red Chamber set, and a table of spies whose skills move hidden cards
all the time (拼點, 交給, 交換, 觀看, 覆蓋, 獲得 a blind hand card).
"""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
from core_support import decisions, full_game, spy_game

from sgs.core import Game
from sgs.core.view import log_for, view, visible_record
from sgs.modes.identity import role_of

CARD_KEYS = ("cards", "card", "source_card", "target_card", "visible", "id")
# records that show a card to everyone when they name it (not: moves, answers, 觀看,
# skill records, whose audience is their own)
PRIVATE_RECORDS = ("header", "move", "answer", "view", "skill")


def card_ids(obj: Any, key: str | None = None) -> set[int]:
    """Every card id in a view or record: ints under the keys that hold cards."""
    out: set[int] = set()
    if isinstance(obj, dict):
        for k, v in obj.items():
            out |= card_ids(v, k)
    elif isinstance(obj, list | tuple):
        for v in obj:
            out |= card_ids(v, key)
    elif isinstance(obj, int) and not isinstance(obj, bool) and key in CARD_KEYS:
        out.add(obj)
    return out


def record_cards(rec: dict[str, Any]) -> set[int]:
    """The card ids a record names (its ``visible`` list holds seats, not cards)."""
    return card_ids({k: v for k, v in rec.items() if k != "visible"})


class FaceDown:
    """Cards lying face down in the processing area, read from the log as it grows: laid
    by a move with ``face_up`` false, and not named by a public record since (the 拼點
    reveal).  Independent of the engine's own bookkeeping of hidden cards."""

    def __init__(self) -> None:
        self.down: dict[int, int | None] = {}  # card -> the seat that laid it
        self.seen = 0

    def update(self, g: Game) -> dict[int, int | None]:
        for rec in g.log[self.seen:]:
            if rec["t"] == "move":
                for c in rec["cards"]:
                    self.down.pop(c, None)
                if rec["dst"]["zone"] == "processing" and rec["face_up"] is False:
                    for c in rec["cards"]:
                        self.down[c] = rec["src"].get("seat")
            elif rec["t"] not in PRIVATE_RECORDS:
                for c in record_cards(rec):
                    self.down.pop(c, None)
        self.seen = len(g.log)
        return {c: s for c, s in self.down.items() if c in g.processing}


def secret_ids(g: Game, seat: int | None, down: dict[int, int | None]) -> set[int]:
    """What ``seat`` may not see now: others' hands, the draw pile, face-down cards on
    others' generals, face-down cards in the processing area (``down``) it did not lay there."""
    out = set(g.draw_pile)
    for p in g.players:
        if p.seat != seat:
            out |= set(p.hand)
            # face-down cards on generals: only their owner may look (the spies' room
            # setting); a card is laid face down only from its owner's hand here
            out |= {pc.id for pile in p.areas.piles.values() for pc in pile
                    if not pc.face_up}
    out |= {c for c, layer in down.items() if layer != seat}
    return out


def check_view(g: Game, seat: int | None, down: dict[int, int | None]) -> None:
    v = view(g, seat)
    leaked = card_ids(v) & secret_ids(g, seat, down)
    assert not leaked, f"seat {seat} sees hidden cards {sorted(leaked)} at decision {g.decisions}"
    assert "draw_pile" not in v and v["draw_count"] == len(g.draw_pile)
    for p in v["players"]:
        assert (p["hand"] is not None) == (p["seat"] == seat)
    own = g.request_for(seat) if seat is not None else None
    assert (v["pending"] is None) == (own is None)  # only the seat's own request (a window
    # may ask several seats at once: each sees its own)


# gifts the test skills make face down (交給)
FACE_DOWN_GIFTS = ("s_give",)


def must_hide(rec: dict[str, Any], seat: int | None) -> bool:
    """Rules of seed 000 on who sees a record's cards, stated without the engine's help."""
    t = rec["t"]
    if t == "move":
        src, dst = rec["src"], rec["dst"]
        if src["zone"] == "draw" and dst["zone"] == "hand":  # 摸牌: the drawer only
            return seat != dst["seat"]
        if rec["face_up"] is False:  # laid face down: its holder only
            return seat != src.get("seat")
        if rec["reason"] in FACE_DOWN_GIFTS:  # 交給: giver and receiver
            return seat not in (src.get("seat"), dst.get("seat"))
        return False
    if t in ("answer", "skill"):
        return seat is None or seat != rec.get("seat")
    if t == "view":  # 觀看: the viewer only
        return seat is None or seat != rec["seat"]
    return False


def check_log(g: Game, seat: int | None) -> None:
    """``seat``'s log shows no card it must not see, and each card it shows was seen by
    ``seat`` by then (a move it saw, a public record, its own answer, 觀看 or skill)."""
    known: set[int] = set()
    for i, rec in enumerate(g.log):
        t = rec["t"]
        ids = record_cards(rec) if t != "header" else set()
        if t == "move":
            if rec["visible"] is None or seat in rec["visible"]:
                known |= ids
        elif t in ("answer", "skill", "view"):
            if not must_hide(rec, seat):
                known |= ids
        elif t != "header":
            known |= ids
        shown = visible_record(g, rec, seat)
        if shown is None or t == "header":
            continue
        cards = record_cards(shown)
        assert not (must_hide(rec, seat) and cards), \
            f"seat {seat} log record {i} {rec} should hide its cards, shows {shown}"
        unseen = cards - known
        assert not unseen, f"seat {seat} log record {i} {rec} shows unseen cards {unseen}"


def check_drawn_secret(g: Game, seat: int | None) -> None:
    """A card drawn face down into another's hand and never named since is absent from
    ``seat``'s log after that draw."""
    last: dict[int, int] = {}
    for i, rec in enumerate(g.log):
        if rec["t"] != "header":
            for c in record_cards(rec):
                last[c] = i
    for p in g.players:
        if p.seat == seat:
            continue
        for c in p.hand:
            i = last.get(c)
            if i is None or g.log[i]["t"] != "move" or g.log[i]["src"]["zone"] != "draw":
                continue
            for j in range(i, len(g.log)):
                shown = visible_record(g, g.log[j], seat)
                if shown is not None and g.log[j]["t"] != "header":
                    assert c not in record_cards(shown), (seat, c, j)


def _run(g: Game, seed: int, every: int, limit: int) -> int:
    n = 0
    tracker = FaceDown()
    for n in decisions(g, seed, limit):
        if n % every == 0:
            down = tracker.update(g)
            for seat in [*range(len(g.players)), None]:
                check_view(g, seat, down)
    down = tracker.update(g)
    for seat in [*range(len(g.players)), None]:
        check_view(g, seat, down)
        check_log(g, seat)
        check_drawn_secret(g, seat)
    return n


@pytest.mark.parametrize("seed", range(6))
def test_spy_table_views_hide_what_they_must(seed: int) -> None:
    """DESIGN: Hidden information never leaves the engine for the wrong player."""
    g = spy_game(5 if seed % 2 else 4, seed)
    n = _run(g, seed, every=1, limit=600)
    assert n > 100
    kinds = {r["t"] for r in g.log}
    assert {"pindian", "exchange", "view"} <= kinds


@pytest.mark.parametrize("seed", range(4))
def test_full_game_views_hide_what_they_must(seed: int) -> None:
    """DESIGN: a view never holds another player's hand, the draw pile, a face-down card."""
    g = full_game(5 + seed, seed)
    _run(g, seed, every=1, limit=800)


def test_view_checks_catch_a_leak() -> None:
    """The checks can fail: a view naming another player's hand card is caught."""
    g = spy_game(4, 0)
    for _ in decisions(g, 0, 40):
        pass
    other = next(p for p in g.players if p.seat != 0 and p.hand)
    leaky = view(g, 0)
    leaky["players"][other.seat]["hand"] = [{"id": other.hand[0]}]
    assert card_ids(leaky) & secret_ids(g, 0, FaceDown().update(g))


def test_spectator_sees_no_hand_and_no_answers() -> None:
    """A spectator (seat None) sees no hand, no answer and no 觀看."""
    g = spy_game(4, 3)
    for _ in decisions(g, 3, 300):
        pass
    v = view(g, None)
    assert all(p["hand"] is None for p in v["players"]) and v["pending"] is None
    assert not [r for r in log_for(g, None) if r["t"] in ("answer", "view")]


def test_player_log_header_has_no_seed() -> None:
    """The seed would let a player recompute every shuffle: their log's header omits it."""
    g = spy_game(4, 5)
    header = log_for(g, 1)[0]
    assert header["t"] == "header" and "seed" not in header and "mode_options" not in header
    assert g.log[0]["seed"] == 5


def test_roles_hidden_in_a_players_log() -> None:
    """Identity mode: a player sees their own role and the lord's, not the others'."""
    g = spy_game(5, 2)
    roles = [e["role"] for e in log_for(g, 1)[0]["seats"]]
    lord = next(p.seat for p in g.players if role_of(g, p.seat) == "lord")
    assert roles[1] == role_of(g, 1) and roles[lord] == "lord"
    assert [s for s, r in enumerate(roles) if r is not None] == sorted({1, lord})
    gens = [e for r in log_for(g, 1) if r["t"] == "generals" for e in r["seats"]]
    assert sorted(e["seat"] for e in gens if e["role"] is not None) == sorted({1, lord})


def test_who_is_asked_is_not_shown_to_others() -> None:
    """Only players who could answer are asked (a 无懈可击 window skips the others), so
    another seat's view must not say whom a response is awaited from."""
    from sgs.testing import Table

    t = Table("blank", "blank", "blank")
    t.set_hand(0, "dismantlement ♠3").set_hand(1, "jink ♦3").set_hand(2, "nullification ♠J")
    t.start(seat=0, phase="play")
    assert view(t.game, 1)["waiting_for"] == 0  # the play phase is public
    t.use("dismantlement", targets=[1])
    t.expect("respond", seat=2)  # seat 2 is asked: it holds a 无懈可击
    assert view(t.game, 2)["waiting_for"] == 2
    assert view(t.game, 0)["waiting_for"] is None
    assert view(t.game, 1)["waiting_for"] is None


def _vandalise(value: Any) -> None:
    """What a careless consumer might do to what it received: empty every container
    (a frozen log record refuses with TypeError, which is fine too)."""
    if isinstance(value, dict | list):
        for v in list(value.values() if isinstance(value, dict) else value):
            _vandalise(v)
        with contextlib.suppress(TypeError):
            value.clear()


@pytest.mark.parametrize("seed", [3, 4])
def test_what_leaves_the_engine_is_a_copy(seed: int) -> None:
    """Issue 6, item 3: view() and log_for() handed out the log's own records, the winners
    and the pending request's data; a consumer that edited them corrupted the referee's
    log.  Every seat's view and log is vandalised at every decision: the log still
    verifies by re-running the game."""
    from sgs.agents import RandomBot
    from sgs.host import Seats
    from sgs.modes.identity import IdentityMode
    from sgs.packs import ruleset
    from sgs.replay import GameLog, verify

    g = Game(ruleset("honglou"), IdentityMode(), 4, seed)
    seats = Seats(g, [RandomBot(seed + i) for i in range(4)])
    while g.pending is not None:
        for s in (None, 0, 1, 2, 3):
            _vandalise(view(g, s))
            _vandalise(log_for(g, s))
        seats.answer(g.pending)
    for s in (None, 0, 1):
        _vandalise(view(g, s))
        _vandalise(log_for(g, s))
    assert g.winners
    verify(GameLog([dict(r) for r in g.log]))
