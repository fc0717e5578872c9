"""木牛流马 (君临天下·势备篇, ♦5, a treasure), as printed:

    出牌阶段限一次，你可以将一张手牌置于木牛流马下，然后你可以将木牛流马移动到一名其他角色的装备区
    里；你可以将木牛流马下的牌如手牌般使用或打出。当你失去装备区里的木牛流马时，若木牛流马未移动到
    其他角色的装备区，你将木牛流马下的所有牌置入弃牌堆。

and the source's limits ([M]): at most five cards lie under it, its holder alone sees
them (they are out of the game), and it moves only to a player with no treasure.  The
engine's general mechanism: ``Zone.UNDER`` (cards under an equipment card, following it
into another equipment area, else discarded) and ``Skill.under_as_hand``.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_heg_strategic import table, up

from sgs.core import IllegalAnswer, Zone
from sgs.core.requests import ActRequest, ChoosePlayersRequest
from sgs.core.view import log_for, view
from sgs.host import refusal_json
from sgs.packs import PACKS
from sgs.testing import Table

OX = "wooden_ox"


def _ox(t: Table) -> int:
    return t.find(OX)


def _under(t: Table, seat: int) -> list[str]:
    return [t.game.card(c).name for c in t.game.p(seat).areas.under.get(_ox(t), [])]


def _entry(t: Table, viewer: int | None, seat: int) -> dict[str, Any]:
    return dict(view(t.game, viewer)["players"][seat])


def _put_under(t: Table, card: str, to: list[int] | None = None) -> None:
    """The holder (the pending play request's) puts ``card`` under the ox, then moves
    it to ``to`` (``[]``: keeps it)."""
    t.use(f"skill:{OX}", cards=[card])
    if t.pending.kind == "players":
        t.choose(to or [])


def test_the_deck_has_wooden_ox_diamond_five() -> None:
    """The source's 52 cards include 木牛流马 ♦5, a treasure."""
    deck = PACKS["heg_strategic"]().deck
    (ox,) = [e for e in deck if e.name == OX]
    assert (ox.suit.value, ox.rank, ox.lianheng) == ("diamond", 5, False)
    t = table(up("wei"), up("shu"))
    t.start()
    assert t.game.cdef(OX).slot is not None and t.game.cdef(OX).slot.value == "treasure"


def test_a_hand_card_goes_under_it_seen_by_its_holder_alone() -> None:
    """出牌阶段限一次，你可以将一张手牌置于木牛流马下: the card leaves the hand and lies under
    the treasure; its holder's table shows it, everyone else's (and a spectator's) only
    how many; the move is the holder's to see, and the skill record hides the card."""
    t = table(up("wei"), up("shu"), up("wu"))
    t.set_equip(0, OX).set_hand(0, "jink ♥4", "slash ♠4")
    g = t.start()
    jink = t.find("jink ♥4")
    _put_under(t, "jink ♥4")
    place = t.where(jink)
    assert (place.zone, place.seat, place.card) == (Zone.UNDER, 0, _ox(t))
    assert t.hand(0) == ["slash"] and _under(t, 0) == ["jink"]
    mine = _entry(t, 0, 0)["under"]["treasure"]
    assert mine["card"] == _ox(t) and mine["count"] == 1
    assert [c["id"] for c in mine["cards"]] == [jink]
    for viewer in (1, 2, None):
        theirs = _entry(t, viewer, 0)
        assert theirs["under"] == {"treasure": {"card": _ox(t), "count": 1, "cards": None}}
        assert theirs["hand_count"] == 1
    (moved,) = [r for r in t.log("move") if r["dst"].get("zone") == "under"]
    assert moved["dst"] == {"zone": "under", "seat": 0, "card": _ox(t)}
    assert moved["visible"] == [0] and moved["reason"] == OX
    seen_by_1 = [r for r in log_for(g, 1) if r["t"] == "move" and r["dst"].get("zone") == "under"]
    assert seen_by_1[0]["cards"] == [None]
    skill = [r for r in log_for(g, 1) if r["t"] == "skill" and r["skill"] == OX]
    assert skill and skill[0]["cards"] == [None]
    t.expect("play", seat=0)


def test_it_moves_to_another_player_with_its_cards() -> None:
    """然后你可以将木牛流马移动到一名其他角色的装备区里: seat 0 moves it to seat 1; the cards
    under it go along (seat 1 now sees them, seat 2 still only their number); a player
    with a treasure (seat 2, 玉玺) is no choice; seat 0 keeps nothing of it."""
    t = table(up("wei"), up("shu"), up("wu"))
    t.set_equip(0, OX).set_under(0, OX, "peach ♥8").set_hand(0, "jink ♥4")
    t.set_equip(2, "jade_seal")
    t.start(0, "play")
    t.use(f"skill:{OX}", cards=["jink ♥4"])
    req = t.expect("players", seat=0)
    assert isinstance(req, ChoosePlayersRequest) and req.seats == [1] and req.min == 0
    t.choose([1])
    assert t.equipment(1) == {"treasure": OX} and t.equipment(0) == {}
    assert sorted(_under(t, 1)) == ["jink", "peach"] and t.game.p(0).areas.under == {}
    assert all(t.where(c).seat == 1 and t.where(c).zone is Zone.UNDER
               for c in (t.find("jink ♥4"), t.find("peach ♥8")))
    assert _entry(t, 1, 1)["under"]["treasure"]["count"] == 2
    assert len(_entry(t, 1, 1)["under"]["treasure"]["cards"]) == 2
    assert _entry(t, 2, 1)["under"]["treasure"]["cards"] is None
    follow = [r for r in t.log("move") if r["src"].get("zone") == "under"][-1]
    assert follow["dst"] == {"zone": "under", "seat": 1, "card": _ox(t)}
    assert follow["visible"] == [0, 1]
    t.expect("play", seat=0)
    assert f"skill:{OX}" not in [o.key for o in t.pending.options]  # seat 0 has none now


def test_it_may_stay_with_its_holder() -> None:
    """你可以 …移动: choosing nobody keeps it (the least: the request's default)."""
    t = table(up("wei"), up("shu"))
    t.set_equip(0, OX).set_hand(0, "jink ♥4")
    t.start()
    t.use(f"skill:{OX}", cards=["jink ♥4"])
    req = t.expect("players", seat=0)
    assert list(req.default()) == []
    t.choose([])
    assert t.equipment(0) == {"treasure": OX} and _under(t, 0) == ["jink"]


def test_a_jink_under_it_is_used_against_a_slash() -> None:
    """你可以将木牛流马下的牌如手牌般使用: seat 1, with no hand card, is asked for a 闪 and uses
    the one under its 木牛流马."""
    t = table(up("wei"), up("shu"))
    t.set_hand(0, "slash ♠4").set_equip(1, OX).set_under(1, OX, "jink ♥4")
    t.start()
    t.use("slash", [1])
    req = t.expect("respond", seat=1)
    assert [o.key for o in req.options] == [f"card:{t.find('jink ♥4')}"]
    t.respond("jink")
    assert t.hp(1) == 4 and _under(t, 1) == [] and "jink" in t.discard_names()
    (use,) = [r for r in t.log("use") if r["card"] == "jink"]
    assert use["seat"] == 1 and use["cards"] == [t.find("jink ♥4")]


def test_a_slash_under_it_is_played_against_savage_assault() -> None:
    """……或打出: 南蛮入侵 asks seat 1 to play (打出) a 杀; the one under its 木牛流马 answers."""
    t = table(up("wei"), up("shu"))
    t.set_hand(0, "savage_assault ♠K").set_equip(1, OX).set_under(1, OX, "slash ♠7")
    t.start()
    t.use("savage_assault")
    t.expect("respond", seat=1)
    t.respond("slash")
    assert t.hp(1) == 4 and _under(t, 1) == []
    (played,) = [r for r in t.log("respond") if r["seat"] == 1]
    assert played["card"] == "slash" and played["cards"] == [t.find("slash ♠7")]


def test_a_slash_under_it_is_used_in_the_play_phase() -> None:
    """A 杀 under it is an option of its holder's play phase like a hand card, and
    counts against the one 杀 a phase."""
    t = table(up("wei"), up("shu"))
    t.set_equip(0, OX).set_under(0, OX, "slash ♠7").set_hand(0, "slash ♠4")
    t.start()
    under = t.find("slash ♠7")
    assert f"card:{under}" in [o.key for o in t.pending.options]
    t.use("slash ♠7", [1])
    assert t.hp(1) == 3 and _under(t, 0) == []
    req = t.expect("play", seat=0)
    assert isinstance(req, ActRequest)
    assert req.to_json()["blocked"][f"card:{t.find('slash ♠4')}"]["code"] == "act.use_limit"


def test_its_cards_are_not_hand_cards_of_anyone_else() -> None:
    """木牛流马下的牌 are not hand cards: its holder's hand count leaves them out, and a
    过河拆桥 on the holder chooses among the hand and the treasure, not them."""
    t = table(up("wei"), up("shu"))
    t.set_hand(0, "dismantlement ♥Q").set_equip(1, OX).set_under(1, OX, "jink ♥4")
    t.start()
    assert _entry(t, 0, 1)["hand_count"] == 0
    t.use("dismantlement", [1])
    asked = t.expect_asked("card_of", seat=0).request.to_json()
    assert asked["hand_count"] == 0 and asked["visible"] == [_ox(t)]
    assert t.where(OX).zone is Zone.DISCARD  # the one choice: answered by the engine


def test_once_per_play_phase_with_its_refusal() -> None:
    """出牌阶段限一次: used once, the skill is blocked for the rest of the phase, and an
    answer using it is refused, in zh and en; the next play phase allows it again."""
    t = table(up("wei"), up("shu"))
    t.set_equip(0, OX).set_hand(0, "jink ♥4", "jink ♥5")
    t.start()
    _put_under(t, "jink ♥4", [])
    req = t.expect("play", seat=0)
    why = req.to_json()["blocked"][f"skill:{OX}"]
    assert why["code"] == "act.skill_per_phase" and why["params"] == {"skill": OX, "n": 1}
    before = len(t.game.log)
    with pytest.raises(IllegalAnswer) as err:
        t.answer({"option": f"skill:{OX}", "cards": [t.find("jink ♥5")]})
    assert len(t.game.log) == before
    refused = refusal_json(err.value, t.game)
    assert refused["code"] == "act.skill_per_phase"
    assert refused["zh"] == "木牛流马：每个出牌阶段限1次"
    assert refused["en"] == "Wooden Ox: only 1 per play phase"
    t.end_play()
    t.until("play", seat=0)
    assert f"skill:{OX}" in [o.key for o in t.pending.options]


def test_at_most_five_cards_lie_under_it() -> None:
    """[M]: with five cards under it, no more may be put there (refused, zh and en)."""
    t = table(up("wei"), up("shu"))
    t.set_equip(0, OX).set_hand(0, "jink ♥4")
    t.set_under(0, OX, "slash ♠4", "slash ♠7", "slash ♠8", "peach ♥8", "peach ♥9")
    t.start()
    req = t.expect("play", seat=0)
    assert f"skill:{OX}" not in [o.key for o in req.options]
    why = req.to_json(t.game.ruleset.name)["blocked"][f"skill:{OX}"]
    assert why["code"] == "act.under_full"
    assert why["zh"] == "木牛流马：木牛流马下至多有5张牌，已经放满"
    assert "at most 5 cards lie under Wooden Ox" in why["en"]


def test_losing_it_discards_the_cards_under_it() -> None:
    """当你失去装备区里的木牛流马时，若木牛流马未移动到其他角色的装备区，你将木牛流马下的所有牌
    置入弃牌堆: a 过河拆桥 discards the treasure, and its cards go to the discard pile, face up
    for everyone, in the same move."""
    t = table(up("wei"), up("shu"))
    t.set_hand(0, "dismantlement ♥Q").set_equip(1, OX).set_under(1, OX, "jink ♥4", "peach ♥8")
    g = t.start()
    t.use("dismantlement", [1])  # (the treasure the one choice: not asked)
    assert t.equipment(1) == {} and g.p(1).areas.under == {} and g.cards_under == 0
    assert {"wooden_ox", "jink", "peach"} <= set(t.discard_names())
    last = [r for r in t.log("move") if r["src"].get("zone") == "under"][-1]
    assert last["dst"] == {"zone": "discard"} and last["visible"] is None
    assert sorted(last["cards"]) == sorted([t.find("jink ♥4"), t.find("peach ♥8")])


def test_taken_into_a_hand_it_leaves_its_cards_to_the_discard_pile() -> None:
    """Moved anywhere but another equipment area (a 顺手牵羊 takes it into a hand), the
    cards under it go to the discard pile, not with it."""
    t = table(up("wei"), up("shu"))
    t.set_hand(0, "snatch ♦3").set_equip(1, OX).set_under(1, OX, "jink ♥4")
    t.start()
    t.use("snatch", [1])  # (the treasure the one choice: not asked)
    assert t.hand(0) == [OX] and t.where("jink ♥4").zone is Zone.DISCARD


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_table_shows_the_holder_its_cards_and_the_others_their_number(lang: str) -> None:
    """At the full-screen table the treasure's chip carries what lies under it: the
    holder reads the cards, another seat how many."""
    from rich.text import Text

    from sgs.tui.rules_text import seat_facts
    from sgs.tui.seat_view import SeatView

    t = table(up("wei"), up("shu"))
    t.set_equip(0, OX).set_under(0, OX, "jink ♥4", "slash ♠7")
    g = t.start()
    facts = {}
    for seat in (0, 1):
        v = SeatView(lang)
        v.absorb(g.observe(seat))
        row = seat_facts(v.table["players"][0], v)
        facts[seat] = " ".join(Text.from_markup(f).plain for f in row)
    ox, jink = ("木牛流马", "闪") if lang == "zh" else ("Wooden Ox", "Dodge")
    assert ox in facts[0] and jink in facts[0] and "[" in facts[0]
    assert f"{ox}" in facts[1] and "[2]" in facts[1] and jink not in facts[1]


@pytest.mark.parametrize(("lang", "where"), [("zh", "装备牌下"), ("en", "under equipment")])
def test_the_story_tells_where_the_cards_go(lang: str, where: str) -> None:
    """The story (replay) names the place under the treasure in the player's language;
    another seat's story does not name the card put there."""
    from rich.text import Text

    from sgs.cli.narrate import Narrator, card_book
    from sgs.cli.text import Names

    t = table(up("wei"), up("shu"))
    t.set_equip(0, OX).set_hand(0, "jink ♥4")
    g = t.start()
    _put_under(t, "jink ♥4", [1])
    for seat, sees in ((0, True), (1, True), (None, False)):
        n = Narrator(Names(g.ruleset.names, lang), card_book(g.log[0]))
        lines = [Text.from_markup(x).plain for x in n.feed_all(log_for(g, seat))]
        under = [x for x in lines if where in x]
        assert under, lines
        jink = "闪" if lang == "zh" else "Dodge"
        assert any(jink in x for x in under) is sees, (seat, under)
