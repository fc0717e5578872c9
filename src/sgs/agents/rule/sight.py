"""What one seat knows at one decision, and the estimates a bot makes from it.

A :class:`Sight` is built from the seat's observation (docs/protocol.md) and
what the bot remembers of the game so far (:class:`Memory`): the card table
of the log's header, the content catalogue, its
:class:`~sgs.agents.rule.beliefs.Beliefs`.  Everything it reads is JSON:
the table (the view, and ``resolving``: the events being resolved), ``you``
(its reach, attack range, hand limit, the faces of its hand cards) and the
request.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from operator import itemgetter
from typing import Any

from .beliefs import LORD, LOYALIST, REBEL, RENEGADE, Beliefs
from .kingdoms import KingdomBeliefs
from .twins import rules_of

Json = dict[str, Any]

# how much a card is worth keeping in hand, before duplicates are discounted
BASE_VALUE: dict[str, float] = {
    "peach": 9.0, "ex_nihilo": 7.5, "nullification": 6.5, "snatch": 6.5,
    "indulgence": 6.0, "jink": 5.5, "dismantlement": 5.5, "duel": 5.0, "slash": 4.5,
    "savage_assault": 5.0, "archery_attack": 5.0, "collateral": 3.5, "amazing_grace": 3.5,
    "god_salvation": 3.0, "lightning": 1.5,
    # the maneuvering cards
    "analeptic": 5.0, "fire_attack": 3.5, "iron_chain": 3.0, "supply_shortage": 5.5,
    # the hegemony cards (无懈可击·国 is known by its rules name, nullification)
    "befriend_attacking": 6.0, "await_exhausted": 3.5, "known_both": 3.0,
}
# the worth of having a piece of equipment in play
WEAPON_RANK: dict[str, float] = {
    "crossbow": 3.0, "qinggang_sword": 3.2, "double_sword": 2.6, "ice_sword": 3.0,
    "blade": 3.4, "spear": 3.0, "axe": 3.5, "halberd": 2.6, "kylin_bow": 3.0,
    "guding_blade": 3.0, "fan": 3.0, "six_swords": 2.6, "triblade": 3.0,
}
ARMOR_RANK: dict[str, float] = {"eight_diagram": 4.0, "renwang_shield": 3.8, "vine": 3.4,
                                "silver_lion": 3.6}
# the cards that deal damage of a nature: a normal 杀 does nothing to a 藤甲 wearer
NATURED_SLASHES = frozenset({"fire_slash", "thunder_slash"})
HORSE_RANK = {"+1": 3.2, "-1": 2.6}  # the defensive horse, the offensive one
# what losing the piece in a slot costs its owner (taken or discarded)
LOSS_BY_SLOT: dict[str, float] = {"armor": 1.2, "weapon": 0.8, "+1": 0.8, "-1": 0.5}
# chance that one unknown card lets its holder answer with 闪 / 杀
JINK_SHARE = 0.15
SLASH_SHARE = 0.3
BLACK = frozenset({"spade", "club"})
RED = frozenset({"heart", "diamond"})


_ID = itemgetter("id")  # a card's id, from its JSON
_NO_NAMES: frozenset[str] = frozenset()

# how much I want a player of each role hurt (1 foe, -1 friend), and one of a role not
# listed, by my role and what is left of the game (Sight._wants_now); made once, so
# that the wants of a decision are one of these (read only), told apart by identity
WANTS: dict[tuple[str | None, str | None], tuple[dict[str, float], float]] = {
    (LORD, "rebels"): ({LOYALIST: -1.0, REBEL: 1.0, RENEGADE: 0.6}, 0.0),
    (LORD, None): ({LOYALIST: -1.0, REBEL: 1.0, RENEGADE: 1.0}, 0.0),
    (LOYALIST, "rebels"): ({LORD: -1.0, LOYALIST: -0.8, REBEL: 1.0, RENEGADE: 0.6}, 0.0),
    (LOYALIST, None): ({LORD: -1.0, LOYALIST: -0.8, REBEL: 1.0, RENEGADE: 1.0}, 0.0),
    (REBEL, None): ({LORD: 1.0, LOYALIST: 0.85, REBEL: -1.0, RENEGADE: 0.3}, 0.0),
    (RENEGADE, "rebels, weak lord"): (
        {LORD: -1.0, LOYALIST: 0.0, REBEL: 1.0, RENEGADE: 0.3}, 0.0),
    (RENEGADE, "rebels"): ({LORD: -0.6, LOYALIST: 0.2, REBEL: 1.0, RENEGADE: 0.3}, 0.0),
    (RENEGADE, "loyalists"): ({LORD: -0.5, LOYALIST: 1.0, RENEGADE: 0.5}, 0.0),
    (RENEGADE, None): ({LORD: 1.0, RENEGADE: 0.5}, 0.0),
    (None, None): ({}, 0.5),  # a mode without roles: everyone is a rival
}


def at_least_one(share: float, k: int) -> float:
    """Chance that ``k`` unknown cards hold at least one card of a kind."""
    return 1.0 - (1.0 - share) ** max(k, 0)


def slot_rank(name: str, slot: str | None) -> float:
    """The worth of having ``name``, equipment of ``slot``, in play (None: no equipment),
    before what my hand adds to it."""
    if slot == "weapon":
        return WEAPON_RANK.get(name, 2.5)
    if slot == "armor":
        return ARMOR_RANK.get(name, 3.5)
    if slot is not None:
        return HORSE_RANK.get(slot, 2.5)
    return 0.0


# the last catalogue's cards (Memory.card_kinds) and last header's rows, each with what
# it makes: every seat of a game, and every game of a ruleset, is sent the same frozen
# object (held here, so that ``is`` cannot mistake a new one for it); another object,
# equal or not, is read again
_TABLES: dict[str, tuple[Any, Any]] = {}


def name_tables(kinds: Json) -> tuple[dict[str, float], dict[str, float]]:
    """By card name, what the catalogue's cards ``kinds`` alone say (the plans ask at
    every decision): the worth of having it in play (but 诸葛连弩's, which reads my
    hand), and the keep-value of a card that is no equipment."""
    kept = _TABLES.get("names")
    if kept is not None and kept[0] is kinds:
        return kept[1]  # type: ignore[no-any-return]
    ranks: dict[str, float] = {}
    plain: dict[str, float] = dict(BASE_VALUE)
    for name, kind in kinds.items():
        ranks[name] = slot_rank(name, kind.get("slot"))
        if kind.get("type") != "equip":
            plain.setdefault(name, 3.0)
    _TABLES["names"] = (kinds, (ranks, plain))
    return ranks, plain


def card_table(rows: Sequence[Sequence[Any]]) -> dict[int, tuple[str, str, int]]:
    """The header's card ``rows`` by id: (name, suit, rank) (read only: shared)."""
    kept = _TABLES.get("cards")
    if kept is not None and kept[0] is rows:
        return kept[1]  # type: ignore[no-any-return]
    table: dict[int, tuple[str, str, int]] = {}
    for row in rows:
        cid, name, suit, rank = row
        table[cid] = (name, suit, rank)
    _TABLES["cards"] = (rows, table)
    return table


# the log records Memory.read keeps something of
MEMORY_RECORDS = frozenset({"turn", "skill", "header"})


class Memory:
    """What one seat has gathered over a game: static facts sent once (the header's
    card table, the catalogue), its beliefs, and the few things of its own turn it
    must remember (the turn it chose 裸衣)."""

    def __init__(self, seat: int, catalogue: Json | None, beliefs: Beliefs,
                 role_counts: Counter[str] | None,
                 kingdoms: KingdomBeliefs | None = None) -> None:
        self.me = seat
        self.beliefs = beliefs
        self.role_counts = role_counts
        # the count of each role dealt, as Sight.left gives it while no one has died
        self.roles_dealt: dict[str, float] | None = None if role_counts is None else {
            r: float(role_counts[r]) for r in (LORD, LOYALIST, REBEL, RENEGADE)}
        # hegemony mode: sides are kingdoms (kingdoms.py), not roles
        self.kingdoms = kingdoms
        cat = catalogue or {}
        self.catalogue: Json = cat
        self.card_kinds: dict[str, Json] = cat.get("cards", {})
        # by card name, what the catalogue alone says (the plans ask at every decision):
        # the worth of having it in play (but 诸葛连弩's, which reads my hand) and the
        # keep-value of a card that is no equipment
        # (shared by the memories of one catalogue: read only)
        self.ranks, self.plain_values = name_tables(self.card_kinds)
        self.cards: dict[int, tuple[str, str, int]] = {}  # id -> (name, suit, rank)
        self.turn = 0  # the number of the turn in progress, as the log told it
        self.luoyi_turn = -1  # the turn in which I chose 裸衣
        self.rende_given = (-1, 0)  # (turn, the cards I gave by 仁德 in it)
        # Sight.hostility's values: ((the guesses' version, my wants), by seat)
        self.hostilities: tuple[tuple[int, object], dict[int, float]] | None = None
        # Sight.rules by seat, with the skills they were made of (they seldom change)
        self.seat_rules: dict[int, tuple[list[str], frozenset[str]]] = {}
        # Sight.equip by seat, with the equipment's JSON it was made of
        self.equips: dict[int, tuple[Json, dict[str, str]]] = {}
        # Sight.value_skills and my_values of the last decision, with what they read
        self.value_skills: tuple[frozenset[str], tuple[bool, bool, bool]] | None = None
        self.my_values: tuple[tuple[object, ...], frozenset[str], dict[int, float]] | None \
            = None

    def read(self, r: Json) -> None:
        """The records the bot itself keeps (the card table, turns, its 裸衣)."""
        t = r.get("t")
        if t == "turn":
            n = r.get("number")
            if isinstance(n, int):
                self.turn = n
        elif t == "skill":
            if r.get("skill") == "luoyi" and r.get("seat") == self.me:
                self.luoyi_turn = self.turn
            elif r.get("skill") == "rende" and r.get("seat") == self.me:
                turn, n = self.rende_given
                gave = len(r.get("cards") or ())
                self.rende_given = (self.turn, (n if turn == self.turn else 0) + gave)
        elif t == "header":
            rows = r.get("cards") or ()
            if not self.cards:  # (a game's first header: the table its rows make)
                self.cards = card_table(rows)
                return
            for row in rows:
                cid, name, suit, rank = row
                self.cards[cid] = (name, suit, rank)


class Sight:
    """One seat's knowledge at one decision: its observation and its memory."""

    __slots__ = (
        "_crossbow",
        "_equips",
        "_gains",
        "_hand_order",
        "_hostility",
        "_in_range",
        "_left",
        "_my_equips",
        "_my_values",
        "_names",
        "_rules",
        "_target_values",
        "_value_skills",
        "_wants",
        "beliefs",
        "hand",
        "kingdoms",
        "me",
        "memory",
        "my_role",
        "play_names",
        "players",
        "view",
        "you",
    )

    def __init__(self, memory: Memory, observation: Json) -> None:
        self.memory = memory
        self.me: int = memory.me
        self.beliefs = memory.beliefs
        table: Json = observation["table"]
        self.view = table
        self.you: Json = observation["you"] or {}
        self.players: list[Json] = table["players"]
        mine = self.players[self.me]
        self.my_role: str | None = mine.get("role")
        self.kingdoms = memory.kingdoms
        # (map and itemgetter here and below: a comprehension makes a function per call)
        self.hand: list[int] = list(map(_ID, mine["hand"] or ()))
        faces = self.you.get("faces")
        # (the faces by int id, made in C: a comprehension makes a function per call)
        self._names: dict[int, str] = dict(
            zip(map(int, faces), faces.values(), strict=True)) if faces else {}
        # (the seats in my attack range: a list of at most a few)
        self._in_range: list[int] = self.you.get("in_range") or []
        self._equips: dict[int, dict[str, str]] = {}  # by seat: equip()
        self._rules: dict[int, frozenset[str]] = {}  # by seat: rules()
        # the card names the play request offers now (set by the play phase's planner)
        self.play_names: frozenset[str] = _NO_NAMES
        # made when first asked, not every decision needs them (None: not yet)
        self._my_values: dict[int, float] | None = None
        self._left: dict[str, float] | None = None
        self._wants: tuple[dict[str, float], float] | None = None  # wants()
        self._hostility: dict[int, float] | None = None  # hostility by seat (_hostilities)
        self._hand_order: dict[int, int] | None = None
        self._my_equips: list[int] | None = None
        self._crossbow: float | None = None  # equip_rank("crossbow")
        self._value_skills: tuple[bool, bool, bool] | None = None
        self._gains: dict[str, float] | None = None  # equip_gain by card name
        self._target_values: dict[tuple[object, ...], dict[int, float]] | None = None

    def target_values(self, key: tuple[object, ...]) -> dict[int, float]:
        """The values of targets a plan has found so far in this decision, for the
        options that value targets alike (``key``: the plan and what it reads of the
        option): a sight is of one moment, nothing a value reads changes in it."""
        shared = self._target_values
        if shared is None:
            shared = self._target_values = {}
        got = shared.get(key)
        if got is None:
            got = shared[key] = {}
        return got

    @property
    def hand_order(self) -> dict[int, int]:
        """Each of my cards' rank: my hand in order, then my equipment."""
        if self._hand_order is None:
            cards = self.hand + self.my_equips()
            order: dict[int, int] = {}
            for i, c in enumerate(cards):  # (a loop: cheaper than dict(zip(...)) here)
                order[c] = i
            self._hand_order = order
        return self._hand_order

    def value_skills(self) -> tuple[bool, bool, bool]:
        """Whether I have the skills that change what cards are worth (倾国, 急救, 幽灵)."""
        if self._value_skills is None:
            # (has_skill's set: it also holds the skills' own ids, but none of these
            # three is a twin's own id, twins.SAME_RULE)
            skills = self.rules(self.me)
            kept = self.memory.value_skills  # (the memory's, while my rules are the same)
            if kept is not None and kept[0] is skills:
                self._value_skills = kept[1]
            else:
                self._value_skills = ("qingguo" in skills, "jijiu" in skills,
                                      "youling" in skills)
                self.memory.value_skills = (skills, self._value_skills)
        return self._value_skills

    @property
    def left(self) -> dict[str, float]:
        """How many of each role are still alive (a count, or the guesses' sum; the
        caller must not change it)."""
        if self._left is None:
            dealt = self.memory.roles_dealt
            self._left = self._roles_left(self.memory.role_counts) if dealt is None \
                else self._alive_of(dealt)
        return self._left

    # ------------------------------------------------------------ public facts
    def p(self, seat: int) -> Json:
        return self.players[seat]

    def alive(self, seat: int) -> bool:
        return bool(self.players[seat]["alive"])

    def hp(self, seat: int) -> int:
        return int(self.players[seat]["hp"])

    def max_hp(self, seat: int) -> int:
        return int(self.players[seat]["max_hp"])

    def wounded(self, seat: int) -> bool:
        return self.hp(seat) < self.max_hp(seat)

    def hand_count(self, seat: int) -> int:
        return int(self.players[seat]["hand_count"])

    def equip(self, seat: int) -> dict[str, str]:
        """Slot value ("weapon", "armor", "+1", "-1") -> card name (the caller must not
        change it: the memory's, made at an earlier decision from the same equipment)."""
        e = self._equips.get(seat)
        if e is None:
            worn = self.players[seat]["equip"]
            kept = self.memory.equips.get(seat)
            if kept is not None and kept[0] == worn:
                e = kept[1]
            else:
                e = {}
                # (a loop: cheaper than dict(zip(...)) for the few pieces a player has)
                for slot, card in worn.items():
                    e[slot] = card["name"]
                self.memory.equips[seat] = (worn, e)
            self._equips[seat] = e
        return e

    def judge_names(self, seat: int) -> list[str]:
        return [j["as_"] for j in self.players[seat]["judge"]]

    def has_skill(self, seat: int, sid: str) -> bool:
        """``seat`` has skill ``sid``, or a twin playing by its rule (twins.py)."""
        rules = self._rules.get(seat)
        if rules is None:
            rules = self.rules(seat)
        return sid in rules

    def rules(self, seat: int) -> frozenset[str]:
        """``seat``'s skills and the ids of the rules they play by (what
        :meth:`has_skill` answers): the plans ask tens of times per decision, one set
        made per seat answers them (kept by the memory while the skills are the same)."""
        rules = self._rules.get(seat)
        if rules is None:
            skills = self.players[seat]["skills"]
            kept = self.memory.seat_rules.get(seat)
            if kept is not None and kept[0] == skills:
                rules = kept[1]
            else:
                rules = rules_of(skills)
                self.memory.seat_rules[seat] = (list(skills), rules)
            self._rules[seat] = rules
        return rules

    def male(self, seat: int) -> bool:
        return bool(self.players[seat]["gender"] == "male")

    def others(self) -> list[int]:
        return [p["seat"] for p in self.players if p["alive"] and p["seat"] != self.me]

    def alive_seats(self) -> list[int]:
        return [p["seat"] for p in self.players if p["alive"]]

    def in_range(self, dst: int) -> bool:
        """Is ``dst`` within my attack range?"""
        return dst in self._in_range

    def distance(self, dst: int) -> int:
        """My distance to ``dst`` (a living player other than me)."""
        return int((self.you.get("distance") or {}).get(str(dst), 99))

    def attack_range(self) -> int:
        return int(self.you.get("attack_range", 1))

    def hand_limit(self) -> int:
        return int(self.you.get("hand_limit", self.hp(self.me)))

    def is_my_turn(self) -> bool:
        return bool(self.view["current"] == self.me)

    def resolving(self, kind: str) -> Json | None:
        """The innermost event of a kind being resolved ("use", "damage", "judge",
        "dying"), as the table sees it."""
        for ev in reversed(self.view.get("resolving") or ()):
            if ev["t"] == kind:
                return dict(ev)
        return None

    # ------------------------------------------------------------ cards
    def name(self, cid: int) -> str:
        """The name of one of my cards (as my skills make it look) or of a public card."""
        n = self._names.get(cid)
        if n is None:
            row = self.memory.cards.get(cid)
            n = self._names[cid] = row[0] if row is not None else self._name_in_view(cid)
        return n

    def _name_in_view(self, cid: int) -> str:
        for p in self.players:
            for c in [*(p["hand"] or ()), *p["equip"].values(), *p["judge"]]:
                if c["id"] == cid:
                    return str(c["name"])
        for c in self.view["discard"]:
            if c["id"] == cid:
                return str(c["name"])
        return ""

    def printed(self, cid: int) -> str:
        """A card's printed name (a 火杀 is ``fire_slash``, though it counts as a 杀)."""
        row = self.memory.cards.get(cid)
        return row[0] if row is not None else self.name(cid)

    def vine_stops(self, seat: int, cards: tuple[int, ...] | list[int]) -> bool:
        """Would ``seat``'s 藤甲 make my 杀 of ``cards`` void (a normal 杀, no 青釭剑)?"""
        if self.equip(seat).get("armor") != "vine" \
                or self.equip(self.me).get("weapon") == "qinggang_sword":
            return False
        return not (len(cards) == 1 and self.printed(cards[0]) in NATURED_SLASHES)

    def suit(self, cid: int) -> str:
        row = self.memory.cards.get(cid)
        return row[1] if row is not None else "none"

    def card_type(self, name: str) -> str | None:
        """The type of the card called ``name`` ("basic", "trick", "delayed", "equip")."""
        kind = self.memory.card_kinds.get(name)
        return kind["type"] if kind is not None else None

    def slot_of(self, name: str) -> str | None:
        """The equipment slot of ``name`` ("weapon", "armor", "+1", "-1"), or None."""
        kind = self.memory.card_kinds.get(name)
        return kind["slot"] if kind is not None else None

    def is_black(self, cid: int) -> bool:
        return self.suit(cid) in BLACK

    def is_red(self, cid: int) -> bool:
        return self.suit(cid) in RED

    def my_equips(self) -> list[int]:
        """My equipment's card ids (the caller must not change the list)."""
        if self._my_equips is None:
            self._my_equips = list(map(_ID, self.players[self.me]["equip"].values()))
        return self._my_equips

    def count_named(self, name: str) -> int:
        return sum(1 for c in self.hand if self.name(c) == name)

    def my_slashes(self) -> int:
        """How many 杀 my hand can make (幽灵 turns 闪 into 杀, 丈八蛇矛 two cards)."""
        names = [self.name(c) for c in self.hand]
        n = names.count("slash")
        if self.has_skill(self.me, "youling"):
            n += names.count("jink")
        if self.has_skill(self.me, "wusheng"):  # 武圣: any red card
            n += sum(1 for c in self.hand if self.is_red(c) and self.name(c) != "slash")
        if self.equip(self.me).get("weapon") == "spear":
            n += max(len(names) - n, 0) // 2
        return n

    def equip_rank(self, name: str | None) -> float:
        """The worth of having ``name`` in play (None: an empty slot): the catalogue's,
        or for 诸葛连弩 once per decision (a keep-value asks for each piece of
        equipment, and for each slot it would take)."""
        if name is None:
            return 0.0
        if name != "crossbow":
            return self.memory.ranks.get(name, 0.0)
        if self._crossbow is None:
            self._crossbow = self._rank_of(name)
        return self._crossbow

    def _rank_of(self, name: str) -> float:
        slot = self.slot_of(name)
        rank = slot_rank(name, slot)
        if slot == "weapon" and name == "crossbow" and self.count_named("slash") >= 2:
            rank += 1.5
        return rank

    def equip_gain(self, name: str) -> float:
        """How much better equipping ``name`` is than what is in its slot now (once per
        name: a keep-value asks for each piece of equipment in my hand)."""
        gains = self._gains
        if gains is None:
            gains = self._gains = {}
        gain = gains.get(name)
        if gain is None:
            gain = gains[name] = self._gain_of(name)
        return gain

    def _gain_of(self, name: str) -> float:
        return self._gain_in(self.slot_of(name), name)

    def _gain_in(self, slot: str | None, name: str) -> float:
        """:meth:`_gain_of` of ``name``, equipment of ``slot`` (None: no equipment)."""
        if slot is None:
            return 0.0
        current = self.equip(self.me).get(slot)
        # (equip_rank of both, its call left for 诸葛连弩 and an empty slot)
        ranks = self.memory.ranks
        mine = ranks.get(name, 0.0) if name != "crossbow" else self.equip_rank(name)
        if current is None or current == "crossbow":
            return mine - self.equip_rank(current)
        return mine - ranks.get(current, 0.0)

    def my_values(self) -> dict[int, float]:
        """The keep-values of my hand and equipment (the caller must not change them):
        the memory's of an earlier decision while what they read is the same — my cards
        in order, their faces, what I wear, my skills (the catalogue and the card table
        do not change)."""
        if self._my_values is None:
            hand, equips = self.hand, self.my_equips()
            read = (hand, equips, self.you.get("faces"), self.equip(self.me))
            rules = self.rules(self.me)
            kept = self.memory.my_values
            if kept is not None and kept[1] is rules and kept[0] == read:
                self._my_values = kept[2]
            else:
                # (what ``read`` holds is the observation's, or made from it: nobody
                # changes it)
                values = self._my_values = self.keep_values(hand + equips)
                self.memory.my_values = (read, rules, values)
        return self._my_values

    def keep_values(self, cards: list[int]) -> dict[int, float]:
        """What each card is worth keeping, copies of one name worth less each."""
        out: dict[int, float] = {}
        seen: dict[str, int] = {}  # the cards of each name valued so far
        equipped = self.my_equips()
        skills = self.value_skills()
        colours = True in skills  # (most seats have none of these skills)
        plain = self.memory.plain_values
        known = self._names  # (name()'s cache, read first)
        table = self.memory.cards
        kinds = self.memory.card_kinds
        worn = self.equip(self.me)
        names: dict[int, str] = {}
        base: dict[int, float] = {}
        for c in cards:
            name = known.get(c)
            if name is None:  # (name(), written out: most cards are not in its cache yet)
                row = table.get(c)
                name = known[c] = row[0] if row is not None else self._name_in_view(c)
            names[c] = name
            v = plain.get(name)
            if v is None:  # equipment: its worth depends on mine
                kind = kinds.get(name)
                # a piece I wear gains nothing over itself: _name_value's 1.0 (a gain of
                # 0), without its calls (most equipment valued is what I wear)
                if kind is not None and kind["type"] == "equip" \
                        and worn.get(kind["slot"]) == name:
                    v = 1.0
                else:
                    v = self._name_value(name)
            base[c] = self._skill_bonus(c, name, v, skills) if colours else v
        crossbow = worn.get("weapon") == "crossbow"
        ranks = self.memory.ranks
        # the most valuable first (reverse keeps ties in order, as ascending -value did)
        for cid in sorted(cards, key=base.__getitem__, reverse=True):
            name = names[cid]
            if cid in equipped:
                # (equip_rank, its call left for 诸葛连弩)
                out[cid] = 3.0 + (ranks.get(name, 0.0) if name != "crossbow"
                                  else self.equip_rank(name))
                continue
            v = base[cid]
            k = seen.get(name, 0)
            seen[name] = k + 1
            if k:
                # copies of 闪 and 杀 lose more (but 杀 keeps its worth with 诸葛连弩)
                v *= 0.6 ** k if name == "jink" or (name == "slash" and not crossbow) \
                    else 0.85 ** k
            out[cid] = v
        return out

    def _name_value(self, name: str) -> float:
        """A card's keep-value by its name alone, before duplicates and my skills."""
        v = BASE_VALUE.get(name)
        if v is not None:
            return v
        kind = self.memory.card_kinds.get(name)  # (card_type, read here: one call less)
        if kind is None or kind["type"] != "equip":
            return 3.0
        gains = self._gains  # (equip_gain, its cache read here)
        if gains is None:
            gains = self._gains = {}
        gain = gains.get(name)
        if gain is None:
            gain = gains[name] = self._gain_in(kind["slot"], name)
        return 2.0 + gain if gain > 0 else 1.0

    def _skill_bonus(self, cid: int, name: str, v: float,
                     skills: tuple[bool, bool, bool]) -> float:
        """``v``, ``cid``'s value by its name, with what my skills add to it
        (``skills``: :meth:`value_skills`)."""
        qingguo, jijiu, youling = skills
        if qingguo and self.is_black(cid):
            v += 1.0
        if jijiu and self.is_red(cid):
            v += 1.0
        if youling and name in ("slash", "jink"):
            v += 0.5
        return v

    # ------------------------------------------------------------ sides
    def _alive_of(self, dealt: dict[str, float]) -> dict[str, float]:
        """:meth:`_roles_left` of the count table, whose roles are ``dealt``: that
        table itself (shared: read only) while no one of a role in it has died."""
        out = dealt
        for p in self.players:
            if not p["alive"]:
                role = p.get("role")
                if role in out:
                    if out is dealt:
                        out = dict(dealt)
                    out[role] -= 1.0  # (small whole numbers: exact, as float(n - dead))
        return out

    def _roles_left(self, counts: Counter[str] | None) -> dict[str, float]:
        """Roles still alive: the count table minus the dead, or the guesses' sums."""
        if counts is not None:
            dead: dict[str, int] = {}
            for p in self.players:  # (loops here: no comprehension made per decision)
                if not p["alive"]:
                    role = p.get("role")
                    if role:
                        dead[role] = dead.get(role, 0) + 1
            out: dict[str, float] = {}
            for r in (LORD, LOYALIST, REBEL, RENEGADE):
                out[r] = float(counts[r] - dead.get(r, 0))
            return out
        left = dict.fromkeys((LORD, LOYALIST, REBEL, RENEGADE), 0.0)
        for s in self.alive_seats():
            for r, pr in self.beliefs.probs(s).items():
                left[r] = left.get(r, 0.0) + pr
        if self.my_role in left:
            left[self.my_role] = max(left[self.my_role], 1.0)
        return left

    def want(self, role: str) -> float:
        """How much I (by my role) want a player of ``role`` hurt: 1 foe, -1 friend."""
        wants, other = self.wants()
        return wants.get(role, other)

    def wants(self) -> tuple[dict[str, float], float]:
        """:meth:`want` of every role, and of a role not listed (once per decision)."""
        if self._wants is None:
            self._wants = self._wants_now()
        return self._wants

    def _wants_now(self) -> tuple[dict[str, float], float]:
        mine = self.my_role
        rebels = self.left.get(REBEL, 0.0) > 0.5
        if mine in (LORD, LOYALIST):
            return WANTS[mine, "rebels" if rebels else None]
        if mine == REBEL:
            return WANTS[REBEL, None]
        if mine == RENEGADE:
            if rebels:
                weak = any(p.get("role") == LORD and p["alive"] and p["hp"] <= 2
                           for p in self.players)
                return WANTS[RENEGADE, "rebels, weak lord" if weak else "rebels"]
            loyals = self.left.get(LOYALIST, 0.0) > 0.5
            return WANTS[RENEGADE, "loyalists" if loyals else None]
        return WANTS[None, None]

    def hostility(self, seat: int) -> float:
        """From -1 (a sure friend) to 1 (a sure foe); myself -1."""
        if seat == self.me:
            return -1.0
        known = self._hostility
        if known is None:
            known = self._hostilities()
        h = known.get(seat)
        if h is None:
            if self.kingdoms is not None:
                h = self.kingdoms.hostility(seat)
            else:
                probs = self.beliefs.probs(seat)
                wants, other = self._wants or self.wants()
                # sum(pr * want(r) for r, pr in probs.items()), in order (a loop: cheaper
                # than sum over map objects for a seat's few roles)
                h = 0.0
                for r, pr in probs.items():
                    h += pr * wants.get(r, other)
            known[seat] = h
        return h

    def _hostilities(self) -> dict[int, float]:
        """Where :meth:`hostility` keeps what it found: the memory's, across decisions,
        while the guesses (their version) and my wants (one of the WANTS tables) stay
        the same; hegemony's, for this sight alone."""
        if self.kingdoms is not None:
            known: dict[int, float] = {}
        else:
            memory = self.memory
            key = (self.beliefs.version, self._wants or self.wants())
            kept = memory.hostilities
            if kept is not None and kept[0][0] == key[0] and kept[0][1] is key[1]:
                known = kept[1]
            else:
                known = {}
                memory.hostilities = (key, known)
        self._hostility = known
        return known

    def enemy(self, seat: int) -> bool:
        return seat != self.me and self.hostility(seat) > 0.15

    def friend(self, seat: int) -> bool:
        return seat == self.me or self.hostility(seat) < -0.25

    def friendly(self, value: object) -> bool:
        """``value`` (read from a request's data) is a seat, and a friend's."""
        return isinstance(value, int) and self.friend(value)

    # ------------------------------------------------------------ estimates
    def armor(self, seat: int) -> str | None:
        return self.equip(seat).get("armor")

    def slash_share(self, seat: int) -> float:
        """Chance that one unknown card of ``seat`` answers as 杀 (幽灵 adds the 闪)."""
        return SLASH_SHARE + (JINK_SHARE if self.has_skill(seat, "youling") else 0.0)

    def jink_chance(self, seat: int, black_slash: bool = False, need: int = 1) -> float:
        """Chance that ``seat`` answers my 杀 (闪 from hand, skills or armour)."""
        # (hand_count, has_skill and armor read here: the plans ask for every target)
        k = int(self.players[seat]["hand_count"])
        rules = self._rules.get(seat) or self.rules(seat)
        share = JINK_SHARE
        if "qingguo" in rules:
            share = 0.5
        elif "youling" in rules:
            share = JINK_SHARE + SLASH_SHARE
        p = at_least_one(share, k)
        ignore_armor = self.equip(self.me).get("weapon") == "qinggang_sword"
        armor = self.equip(seat).get("armor")
        if armor == "renwang_shield" and black_slash and not ignore_armor:
            return 1.0
        if armor == "eight_diagram" and not ignore_armor:
            p = 1.0 - (1.0 - p) * 0.5
        if need > 1:
            p = p * at_least_one(share, k - 1) * 0.8
        return p

    def kill_risk(self, seat: int, damage: int = 1) -> float:
        """What a lord stands to lose by killing ``seat``: a dead loyalist costs the
        lord every card in hand and equipment (hegemony: a player of my kingdom costs
        its killer the same)."""
        if self.kingdoms is not None:
            return self.kingdoms.kill_risk(seat) if self.hp(seat) - damage <= 0 else 0.0
        if self.my_role != LORD or self.hp(seat) - damage > 0:
            return 0.0
        return 2.5 * self.beliefs.p(seat, LOYALIST)

    def kill_weight(self, seat: int, damage: int = 1) -> float:
        """Hurting a player near death matters more."""
        now = int(self.players[seat]["hp"])  # (hp, read once)
        hp = max(now, 1)
        w = 1.0 + 1.2 / hp
        if now - damage <= 0:
            w += 0.8
        return w

    def aoe_hit_chance(self, name: str, seat: int) -> float:
        """Chance that 南蛮入侵 (answered by 杀) or 万箭齐发 (by 闪) hurts ``seat``."""
        if self.armor(seat) == "vine":
            return 0.0  # 藤甲: 南蛮入侵 and 万箭齐发 do nothing to its wearer
        if name == "savage_assault":
            return 1.0 - at_least_one(self.slash_share(seat), self.hand_count(seat))
        return 1.0 - self.jink_chance(seat)

    def answers_needed(self, user: int) -> int:
        """How many cards in a row answer a 杀 of ``user``, or each 杀 of theirs
        in a 决斗 (醉卧: two)."""
        return 2 if self.has_skill(user, "zuiwo") else 1

    def my_damage(self) -> int:
        """The damage of my 杀 or 决斗: 1, or 2 in a turn I chose 裸衣."""
        return 1 + (1 if self.memory.luoyi_turn == self.view["turn"] else 0)

    def undodgeable(self, seat: int) -> bool:
        """醉骂: my 杀 in my play phase cannot be dodged by ``seat``."""
        if not self.has_skill(self.me, "zuima") or not self.is_my_turn():
            return False
        k = self.hand_count(seat)
        return k >= self.hp(self.me) or k <= self.attack_range()

    def equip_loss(self, seat: int, slot: str) -> float:
        """What losing the piece in ``slot`` costs ``seat`` (枭姬 draws for it)."""
        v = LOSS_BY_SLOT.get(slot, 0.5)
        return v * 0.3 if self.has_skill(seat, "xiaoji") else v

    def loot_value(self, seat: int) -> float:
        """The best card to take or discard from ``seat``, to ``seat``'s cost."""
        best = max((self.equip_loss(seat, slot) for slot in self.equip(seat)), default=0.0)
        k = self.hand_count(seat)
        hand = 0.0
        if k:
            hand = 0.7 if not (k == 1 and self.has_skill(seat, "lianying")) else 0.2
        return max(best, hand)
