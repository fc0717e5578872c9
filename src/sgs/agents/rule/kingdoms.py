"""Who is on whose side in hegemony mode (国战), as one seat can tell.

A player's side is the kingdom (势力) their generals give them, fixed at their
first reveal — or careerist (野心家), alone against all, when that reveal would
make their kingdom more than half of the players who started.  What a seat
knows:

* the kingdom the table shows for each revealed player (``kingdom`` in the
  players' entries, ``reveal_general`` and ``death`` records);
* its own generals, so its own printed kingdom; generals it looked at (知己知彼:
  ``view`` records naming a ``general``);
* behaviour: a hidden player who harms a player whose kingdom is shown is
  probably not of that kingdom, one who helps them probably is.  Acts on hidden
  players teach nothing (the actor did not know whom they hit).

Each hidden player's kingdom is a distribution: a prior by how many generals of
each kingdom are not accounted for (the catalogue's roster minus the candidates
this seat was dealt and the generals seen), times the likelihood of the acts
seen.  One seat's estimate per player (a mean-field guess), cheap enough for
every decision.

A seat is on its own (``side() is None``) when it is a careerist, or hidden and
its first reveal would make it one: then every other player is a foe.
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Any

Json = dict[str, Any]

CAREERIST = "careerist"

# How likely a player is to harm someone of their own kingdom, and of another,
# before the noise floor: the behaviour model the evidence is weighed with.
HARM_SAME = 0.1
HARM_OTHER = 0.8
_FLOOR = 0.2
_SPAN = 0.6
# what killing a player of one's own kingdom costs (the killer discards every card)
PUNISH_COST = 2.5


def _likelihood(same: bool, harm: bool) -> float:
    h = HARM_SAME if same else HARM_OTHER
    return _FLOOR + _SPAN * (h if harm else 1.0 - h)


class KingdomBeliefs:
    """One seat's view of the kingdoms at the table, updated act by act.

    ``update_table`` reads the players' entries of each observation (and the
    seat's ``allies``); ``observe`` weighs one act (the same call as the identity
    beliefs', fed by the same log watcher); ``reveal`` is identity's role reveal,
    a no-op here.
    """

    def __init__(self, me: int, players: int, catalogue: Json | None) -> None:
        self.me = me
        self.players = players
        gens = (catalogue or {}).get("generals") or {}
        self.general_kingdom: dict[str, str] = {gid: str(g.get("kingdom"))
                                                for gid, g in gens.items()}
        # 双势力 generals: their card tells either of two kingdoms, so it tells none
        self.dual: frozenset[str] = frozenset(gid for gid, g in gens.items()
                                              if g.get("sub_kingdom"))
        self.roster: Counter[str] = Counter(self.general_kingdom.values())
        self.kingdoms = sorted(self.roster)
        self.public: list[str | None] = [None] * players  # the kingdom the table shows
        self.printed: list[str | None] = [None] * players  # printed kingdom, where known
        self.alive: list[bool] = [True] * players
        self.loglik: list[dict[str, float]] = [dict.fromkeys(self.kingdoms, 0.0)
                                               for _ in range(players)]
        self.allies: frozenset[int] = frozenset()
        self.candidates: list[str] = []  # the generals I was dealt at setup
        self.seen_generals: set[str] = set()  # generals whose card I know is in play
        self._prior: dict[str, float] | None = None
        self._dist: dict[int, dict[str, float]] = {}

    # ------------------------------------------------------------ what the table shows
    def update_table(self, players: list[Json], allies: list[int] | None) -> None:
        """Read the players' entries: kingdoms shown, generals seen, who is alive."""
        changed = False
        for p in players:
            seat = int(p["seat"])
            self.alive[seat] = bool(p["alive"])
            k = p.get("kingdom")
            if k is not None and self.public[seat] != k:
                self.public[seat] = str(k)
                changed = True
            for c in p.get("generals") or ():
                gid = c.get("general")
                if gid is not None and not c.get("removed") and gid not in self.seen_generals:
                    self.seen_generals.add(gid)
                    self._printed(seat, gid)
                    changed = True
        self.allies = frozenset(allies or ())
        if changed:
            self._prior = None
            self._dist.clear()

    def _printed(self, seat: int, gid: str) -> None:
        if gid in self.dual:
            return
        k = self.general_kingdom.get(gid)
        if k is not None and self.printed[seat] is None:
            self.printed[seat] = k

    def shown(self, seat: int, kingdom: object) -> None:
        """A record shows ``seat``'s kingdom (a first reveal, a death)."""
        if isinstance(kingdom, str) and self.public[seat] != kingdom:
            self.public[seat] = kingdom
            self._dist.pop(seat, None)

    def looked(self, seat: int, general: object) -> None:
        """I looked at one of ``seat``'s face-down generals (知己知彼)."""
        if isinstance(general, str):
            self.seen_generals.add(general)
            self._printed(seat, general)
            self._prior = None
            self._dist.clear()

    def dealt(self, candidates: list[str]) -> None:
        """The candidates I was dealt: nobody else holds them."""
        self.candidates = list(candidates)
        self._prior = None
        self._dist.clear()

    # ------------------------------------------------------------ evidence
    def reveal(self, seat: int, role: str) -> None:
        """(Identity's role reveal: no roles here.)"""

    def observe(self, actor: int, target: int, harm: bool, weight: float = 1.0) -> None:
        """``actor`` harmed (or helped) ``target``: if the actor's kingdom is hidden and
        the target's shown (a kingdom, not a careerist), the act says something of
        the actor's kingdom."""
        if actor == target or actor == self.me or weight <= 0:
            return
        if not (0 <= actor < self.players and 0 <= target < self.players):
            return
        if self.public[actor] is not None or self.printed[actor] is not None:
            return  # known already
        kt = self.public[target]
        if kt is None or kt == CAREERIST:
            return
        ll = self.loglik[actor]
        for k in ll:
            ll[k] += weight * math.log(_likelihood(k == kt, harm))
        self._dist.pop(actor, None)

    # ------------------------------------------------------------ reading
    def prior(self) -> dict[str, float]:
        """Per kingdom, the share of the generals not accounted for."""
        if self._prior is None:
            left = Counter(self.roster)
            for gid in {*self.candidates, *self.seen_generals}:
                k = self.general_kingdom.get(gid)
                if k is not None and left[k] > 0:
                    left[k] -= 1
            total = sum(left.values())
            self._prior = {k: (left[k] / total if total else 1.0 / max(len(left), 1))
                           for k in self.kingdoms}
        return self._prior

    def dist(self, seat: int) -> dict[str, float]:
        """The chance of each printed kingdom for ``seat``'s generals."""
        known = self.printed[seat] or self._printed_of_public(seat)
        if known is not None:
            return {known: 1.0}
        d = self._dist.get(seat)
        if d is None:
            prior = self.prior()
            ll = self.loglik[seat]
            top = max(ll.values(), default=0.0)
            w = {k: prior.get(k, 0.0) * math.exp(ll[k] - top) for k in self.kingdoms}
            total = sum(w.values())
            d = {k: v / total for k, v in w.items()} if total > 0 else dict(prior)
            self._dist[seat] = d
        return d

    def _printed_of_public(self, seat: int) -> str | None:
        k = self.public[seat]
        return k if k is not None and k != CAREERIST else None

    def mine(self) -> str | None:
        """My generals' printed kingdom (None before I hold them)."""
        return self.printed[self.me] or self._printed_of_public(self.me)

    def claims(self, kingdom: str) -> int:
        """Players, alive or dead, whose first reveal was of ``kingdom`` (careerists
        included): the careerist rule counts them against the starting players."""
        n = 0
        for s in range(self.players):
            if self.public[s] is None:
                continue
            if (self.public[s] if self.public[s] != CAREERIST else self.printed[s]) == kingdom:
                n += 1
        return n

    def would_be_careerist(self, seat: int | None = None) -> bool:
        """Would ``seat``'s first reveal (mine by default) make it a careerist now?"""
        seat = self.me if seat is None else seat
        if self.public[seat] is not None:
            return self.public[seat] == CAREERIST
        k = self.mine() if seat == self.me else self.printed[seat]
        if k is None:
            return False
        return (self.claims(k) + 1) * 2 > self.players

    def last_place(self) -> bool:
        """I am hidden and my kingdom has exactly one place left before careerists: a
        reveal now takes it before another player of my kingdom does."""
        k = self.mine()
        if self.public[self.me] is not None or k is None:
            return False
        return (self.claims(k) + 1) * 2 > self.players - 2 and not self.would_be_careerist()

    def side(self) -> str | None:
        """The kingdom I play for, or None when I am alone (a careerist, or would be one)."""
        if self.public[self.me] == CAREERIST:
            return None
        k = self.mine()
        if k is None or (self.public[self.me] is None and self.would_be_careerist()):
            return None
        return k

    def room(self, kingdom: str) -> float:
        """How likely a hidden player of my kingdom can still join it (not a careerist):
        1 while there is a place for them after mine, 0.5 when the one place left goes
        to whichever of us reveals first, 0 when none is left."""
        c = self.claims(kingdom)
        if self.public[self.me] is None:
            if (c + 2) * 2 <= self.players:
                return 1.0
            return 0.5 if (c + 1) * 2 <= self.players else 0.0
        return 1.0 if (c + 1) * 2 <= self.players else 0.0

    def ally_chance(self, seat: int) -> float:
        """The chance that ``seat`` is (or will be) on my side."""
        if seat == self.me:
            return 1.0
        if seat in self.allies:
            return 1.0
        mine = self.side()
        if mine is None:
            return 0.0
        pub = self.public[seat]
        if pub is not None:
            return 1.0 if pub == mine else 0.0
        if all(self.public[o] == mine or o in self.allies for o in range(self.players)
               if self.alive[o] and o not in (self.me, seat)):
            # everyone else alive is surely mine, and the game goes on: not them
            return 0.0
        return self.dist(seat).get(mine, 0.0) * self.room(mine)

    def sizes(self) -> Counter[str]:
        """Living revealed players per kingdom (careerists apart)."""
        return Counter(k for s, k in enumerate(self.public)
                       if k is not None and k != CAREERIST and self.alive[s])

    def hostility(self, seat: int) -> float:
        """From -1 (a sure friend) to 1 (a sure foe)."""
        if seat == self.me:
            return -1.0
        q = self.ally_chance(seat)
        pub = self.public[seat]
        if pub is not None or self.side() is None:
            if q >= 1.0:
                return -1.0
            sizes = self.sizes()
            n = sizes.get(pub, 0) if pub is not None else 0
            big = n >= 2 and n == max(sizes.values())
            return 1.0 if big or pub == CAREERIST else 0.9
        return 0.8 * (1.0 - q) - q

    def kill_risk(self, seat: int) -> float:
        """What killing ``seat`` may cost me: a killer with a kingdom who kills a player
        of it discards every hand and equipment card."""
        mine = self.public[self.me]
        if mine is None or mine == CAREERIST:
            return 0.0
        if self.public[seat] is not None:
            return PUNISH_COST if self.public[seat] == mine else 0.0
        return PUNISH_COST * self.dist(seat).get(mine, 0.0) * self.room(mine)
