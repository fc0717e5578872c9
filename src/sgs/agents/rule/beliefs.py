"""Who is on whose side, as one seat can tell from what it has seen.

The identity game hides roles; a player guesses them from behaviour.  The
guess here is a weighted set of role assignments: every way to hand the
roles not yet known (the role counts of the mode, minus the lord's, one's
own and the dead players') to the seats not yet known.  Each observed act —
one player harming or helping another — multiplies the weight of every
assignment by how likely that act is under it.  A seat's chance of holding
a role is then the weight of the assignments that give it that role.

Only what the seat may know goes in: its own role, roles shown (the lord,
the dead) and the log records filtered for it.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Iterator
from typing import Protocol

LORD, LOYALIST, REBEL, RENEGADE = "lord", "loyalist", "rebel", "renegade"
ROLES = (LORD, LOYALIST, REBEL, RENEGADE)
HIDDEN_ROLES = (LOYALIST, REBEL, RENEGADE)

# How much a player of the row's role tends to want to hurt one of the column's
# role (0: never, 1: always): the behaviour model the evidence is weighed with.
ATTITUDE: dict[str, dict[str, float]] = {
    LORD: {LORD: 0.0, LOYALIST: 0.1, REBEL: 0.9, RENEGADE: 0.6},
    LOYALIST: {LORD: 0.0, LOYALIST: 0.15, REBEL: 0.9, RENEGADE: 0.6},
    REBEL: {LORD: 0.95, LOYALIST: 0.85, REBEL: 0.1, RENEGADE: 0.5},
    RENEGADE: {LORD: 0.3, LOYALIST: 0.6, REBEL: 0.75, RENEGADE: 0.5},
}
# Acts are noisy (other bots may play at random): even a friend may seem to
# harm; these floors keep one act from settling a question.
_FLOOR = 0.2
_SPAN = 0.6


def act_likelihood(actor_role: str, target_role: str, harm: bool) -> float:
    h = ATTITUDE[actor_role][target_role]
    return _FLOOR + _SPAN * (h if harm else 1.0 - h)


# math.log(act_likelihood(actor_role, target_role, harm)), by harm and the two roles:
# Beliefs.observe adds one to every assignment's weight
LOG_LIKELIHOOD: dict[bool, dict[tuple[str, str], float]] = {
    harm: {(a, t): math.log(act_likelihood(a, t, harm)) for a in ROLES for t in ROLES}
    for harm in (False, True)}


def _multiset_perms(pool: Counter[str], k: int) -> Iterator[tuple[str, ...]]:
    """Distinct orderings of ``k`` roles drawn from ``pool`` (all of it when sizes match)."""
    if k == 0:
        yield ()
        return
    for role in sorted(pool):
        if pool[role] <= 0:
            continue
        pool[role] -= 1
        for rest in _multiset_perms(pool, k - 1):
            yield (role, *rest)
        pool[role] += 1


# role_orders by (the pool's counts, k): the same few pools come at every seat's start
_ORDERS: dict[tuple[tuple[tuple[str, int], ...], int], tuple[tuple[str, ...], ...]] = {}


def role_orders(pool: Counter[str], k: int) -> tuple[tuple[str, ...], ...]:
    """``_multiset_perms(pool, k)``, made once for each pool and k (a tuple of tuples,
    no one can change it; the pool is read as sorted counts, as the orders are)."""
    key = (tuple(sorted(pool.items())), k)
    got = _ORDERS.get(key)
    if got is None:
        if len(_ORDERS) >= 256:
            _ORDERS.clear()
        got = _ORDERS[key] = tuple(_multiset_perms(pool, k))
    return got


class Beliefs:
    """Role guesses of one seat about the others, updated act by act."""

    def __init__(self, me: int, players: int, known: dict[int, str],
                 role_counts: Counter[str] | None) -> None:
        self.me = me
        self.players = players
        self.known: dict[int, str] = dict(known)
        self.role_counts = role_counts
        self._build()

    # ------------------------------------------------------------ assignments
    def _build(self) -> None:
        self.unknown = [s for s in range(self.players) if s not in self.known]
        self.index = {s: i for i, s in enumerate(self.unknown)}
        pool = None
        if self.role_counts is not None:
            pool = Counter(self.role_counts)
            pool.subtract(Counter(self.known.values()))
            if any(v < 0 for v in pool.values()) or sum(pool.values()) != len(self.unknown):
                pool = None
        k = len(self.unknown)
        if pool is not None:
            self.assignments = list(role_orders(pool, k))
        else:  # counts unknown or inconsistent (a test table): any hidden role anywhere
            self.assignments = list(itertools.product(HIDDEN_ROLES, repeat=k))
        self.loglik = [0.0] * len(self.assignments)
        self._marginals: dict[int, dict[str, float]] | None = None
        self._columns: list[dict[str, list[int]]] | None = None  # _by_role, once asked
        self.version += 1

    # counts the changes of what probs() answers (what is worked out from the guesses
    # is kept by it, across decisions)
    version = 0

    def reveal(self, seat: int, role: str) -> None:
        """A role became known (the seat died, or it was shown)."""
        if self.known.get(seat) == role:
            return
        if seat not in self.index:
            self.known[seat] = role
            self.version += 1
            return
        i = self.index[seat]
        keep = [(a, ll) for a, ll in zip(self.assignments, self.loglik, strict=True)
                if a[i] == role]
        self.known[seat] = role
        if not keep:  # the guesses were impossible: start again from the counts
            self._build()
            return
        self.unknown = [s for s in self.unknown if s != seat]
        self.index = {s: j for j, s in enumerate(self.unknown)}
        self.assignments = [a[:i] + a[i + 1:] for a, _ in keep]
        self.loglik = [ll for _, ll in keep]
        self._marginals = None
        self._columns = None
        self.version += 1

    # ------------------------------------------------------------ evidence
    def observe(self, actor: int, target: int, harm: bool, weight: float = 1.0) -> None:
        """``actor`` harmed (or helped) ``target``: reweigh the assignments.

        My own acts teach me nothing (I know why I did them); the lord's are
        guesses like mine, so they count for less.
        """
        if actor == target or actor == self.me or weight <= 0:
            return
        if self.known.get(actor) == LORD:
            weight *= 0.3
        if actor not in self.index and target not in self.index:
            return  # both known: nothing to learn
        # each seat's role in an assignment: its known role, else the one at its
        # position in the assignment (neither: the act teaches nothing)
        known_a, known_t = self.known.get(actor), self.known.get(target)
        at_a = self.index.get(actor) if known_a is None else None
        at_t = self.index.get(target) if known_t is None else None
        if (known_a is None and at_a is None) or (known_t is None and at_t is None):
            self._marginals = None
            self.version += 1
            return
        # (the known roles, read where the seat has no position: then they are known)
        role_a, role_t = known_a or "", known_t or ""
        logs = LOG_LIKELIHOOD[harm]
        loglik = self.loglik
        for j, a in enumerate(self.assignments):
            loglik[j] += weight * logs[role_a if at_a is None else a[at_a],
                                       role_t if at_t is None else a[at_t]]
        self._marginals = None
        self.version += 1

    # ------------------------------------------------------------ reading
    def _compute(self) -> dict[int, dict[str, float]]:
        if not self.assignments:
            return {}
        top = max(self.loglik)
        weights = [math.exp(ll - top) for ll in self.loglik]
        total = sum(weights)
        # each assignment's share (its w / total), added up by seat and role in the
        # assignments' order (the order of the roles: as they first come)
        shares = [w / total for w in weights]
        columns = self._columns
        if columns is None:
            columns = self._columns = self._by_role()
        out: dict[int, dict[str, float]] = {}
        for s, column in zip(self.unknown, columns, strict=True):
            d: dict[str, float] = {}
            for r, rows in column.items():
                p = 0.0
                for j in rows:
                    p += shares[j]
                d[r] = p
            out[s] = d
        return out

    def _by_role(self) -> list[dict[str, list[int]]]:
        """For each unknown seat, the assignments (by index) giving it each role."""
        columns: list[dict[str, list[int]]] = [{} for _ in self.unknown]
        for j, a in enumerate(self.assignments):
            for column, r in zip(columns, a, strict=True):
                rows = column.get(r)
                if rows is None:
                    column[r] = [j]
                else:
                    rows.append(j)
        return columns

    def probs(self, seat: int) -> dict[str, float]:
        """The chance of each role for ``seat`` (1.0 for a known role)."""
        r = self.known.get(seat)
        if r is not None:
            return {r: 1.0}
        if self._marginals is None:
            self._marginals = self._compute()
        return self._marginals.get(seat, {})

    def p(self, seat: int, role: str) -> float:
        return self.probs(seat).get(role, 0.0)


# ---------------------------------------------------------------- reading the log

# cards whose chosen targets show intent to harm them (weight of the evidence)
HARMFUL_USES: dict[str, float] = {
    "slash": 1.0, "duel": 1.0, "indulgence": 1.2, "dismantlement": 0.7, "snatch": 0.7,
    "collateral": 0.3,
}
# tricks whose cancelling (无懈可击) helps their target, or hurts it
HARMFUL_TRICKS = frozenset({"slash", "duel", "dismantlement", "snatch", "collateral",
                            "savage_assault", "archery_attack", "indulgence", "lightning"})
HELPFUL_TRICKS = frozenset({"ex_nihilo", "god_salvation", "amazing_grace"})
# active skills whose target is hurt by the user
HARMFUL_SKILLS: dict[str, float] = {"fanjian": 1.0}
# cards that heal everyone: the user chose no one
MASS_HEALS = frozenset({"god_salvation"})
# cards moved to another player as a gift (遗计, 仁德)
GIFT_REASONS = frozenset({"yiji", "rende", "lirang",  # hegemony: 礼让
                          "alliance_hezong"})  # 合纵: a card to a small kingdom
# moves that take a card out of a judgment area: clearing a delayed trick
CLEARING_REASONS = frozenset({"discard", "gain"})
# the reasons of the moves that tell something (one lookup for the many that do not)
TELLING_REASONS = CLEARING_REASONS | GIFT_REASONS
# skills that make someone else use a card: the user of the card did not choose it
PUPPET_SKILLS = frozenset({"lijian"})


class Evidence(Protocol):
    """What the watcher feeds: :class:`Beliefs` (roles), or hegemony's kingdom beliefs
    (``kingdoms.KingdomBeliefs``)."""

    def observe(self, actor: int, target: int, harm: bool, weight: float = 1.0) -> None: ...

    def reveal(self, seat: int, role: str) -> None: ...


class Watcher:
    """Feeds one seat's filtered log records into its :class:`Beliefs` (or any
    :class:`Evidence`).

    Records are read once each, in order; the caller passes only what the
    seat may see (the events of its observations).
    """

    def __init__(self, beliefs: Evidence) -> None:
        self.beliefs = beliefs
        self.dying: set[int] = set()
        self.last_skill: tuple[int, str] | None = None
        self.mass_heal = False  # a 桃园结义 is resolving: its healing is nobody's choice

    def read(self, r: dict[str, object]) -> None:
        t = r.get("t")
        handler = HANDLERS.get(str(t))
        if handler is not None:
            handler(self, r)

    # each record kind --------------------------------------------------------
    def _use(self, r: dict[str, object]) -> None:
        user = r.get("seat")
        if not isinstance(user, int) or isinstance(user, bool):  # (_int, no call)
            return
        card = str(r.get("card"))
        if card != "nullification":
            self.mass_heal = card in MASS_HEALS
        skill = r.get("skill")
        if isinstance(skill, str) and skill in PUPPET_SKILLS and self.last_skill is not None \
                and self.last_skill[1] == skill:
            chooser = self.last_skill[0]  # 离间: the chooser made both suffer
            for t in [user, *_ints(r.get("targets"))]:
                self.beliefs.observe(chooser, t, True, 0.6)
            return
        w = HARMFUL_USES.get(card)
        if w is not None:  # (the targets are read only for a use that tells)
            observe = self.beliefs.observe
            targets = r.get("targets")
            if isinstance(targets, list | tuple):
                for t in targets:  # (_ints, written out: a use is read at most decisions)
                    if isinstance(t, int) and not isinstance(t, bool):
                        observe(user, t, True, w)
            victim = r.get("victim")  # (_int, written out)
            if isinstance(victim, int) and not isinstance(victim, bool):
                observe(user, victim, True, 0.8)

    def _damage(self, r: dict[str, object]) -> None:
        if r.get("card") is not None:  # (most damage: a card's, read first)
            return
        src, dst = _int(r.get("source")), _int(r.get("target"))
        if src is not None and dst is not None:
            self.beliefs.observe(src, dst, True, 0.5)  # a skill's damage

    def _recover(self, r: dict[str, object]) -> None:
        src, dst = _int(r.get("source")), _int(r.get("seat"))
        if src is not None and dst is not None and src != dst and not self.mass_heal:
            self.beliefs.observe(src, dst, False, 1.5 if dst in self.dying else 1.0)

    def _phase(self, r: dict[str, object]) -> None:
        self.mass_heal = False

    def _dying(self, r: dict[str, object]) -> None:
        s = _int(r.get("seat"))
        if s is not None:
            self.dying.add(s)

    def _hp(self, r: dict[str, object]) -> None:
        if not self.dying:  # (as a rule: then there is nothing to take out)
            return
        s, hp = _int(r.get("seat")), _int(r.get("hp"))
        if s is not None and hp is not None and hp >= 1:
            self.dying.discard(s)

    def _death(self, r: dict[str, object]) -> None:
        s = _int(r.get("seat"))
        if s is None:
            return
        self.dying.discard(s)
        role = r.get("role")
        if isinstance(role, str):
            self.beliefs.reveal(s, role)

    def _nullified(self, r: dict[str, object]) -> None:
        by, seat, card = _int(r.get("by")), _int(r.get("seat")), str(r.get("card"))
        if by is None or seat is None:
            return
        if card in HARMFUL_TRICKS:
            self.beliefs.observe(by, seat, False, 1.0)
        elif card in HELPFUL_TRICKS:
            self.beliefs.observe(by, seat, True, 0.7)

    def _move(self, r: dict[str, object]) -> None:
        reason = r.get("reason")
        if reason not in TELLING_REASONS:
            return  # most moves (draws, uses, discards of one's own) tell nothing
        src, dst = r.get("src"), r.get("dst")
        by = _int(r.get("by"))
        if by is None or not isinstance(src, dict) or not isinstance(dst, dict):
            return
        owner = _int(src.get("seat"))
        if src.get("zone") == "judge" and reason in CLEARING_REASONS and owner is not None:
            self.beliefs.observe(by, owner, False, 1.5)  # cleared a delayed trick for them
        elif reason in GIFT_REASONS and dst.get("zone") == "hand":
            to = _int(dst.get("seat"))
            if to is not None:
                self.beliefs.observe(by, to, False, 0.5)

    def _skill(self, r: dict[str, object]) -> None:
        seat, sid = r.get("seat"), r.get("skill")
        if not isinstance(seat, int) or isinstance(seat, bool) or not isinstance(sid, str):
            return  # (_int of the seat, written out)
        self.last_skill = (seat, sid)
        w = HARMFUL_SKILLS.get(sid)
        if w is not None:
            for t in _ints(r.get("targets")):
                self.beliefs.observe(seat, t, True, w)

    def _event(self, r: dict[str, object]) -> None:
        seat, performer = _int(r.get("seat")), _int(r.get("performer"))
        if seat is not None and performer is not None:
            self.beliefs.observe(seat, performer, True, 0.4)  # an event card given them

    def _retarget(self, r: dict[str, object]) -> None:
        seat, new = _int(r.get("seat")), _int(r.get("new"))
        if seat is not None and new is not None:
            self.beliefs.observe(seat, new, True, 0.8)  # 流离: passed a 杀 on to them


HANDLERS = {
    "use": Watcher._use, "damage": Watcher._damage, "recover": Watcher._recover,
    "dying": Watcher._dying, "hp": Watcher._hp, "death": Watcher._death,
    "nullified": Watcher._nullified, "move": Watcher._move, "skill": Watcher._skill,
    "retarget": Watcher._retarget, "phase": Watcher._phase, "turn": Watcher._phase,
    "event": Watcher._event,
}


def _int(v: object) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) else None


def _ints(v: object) -> list[int]:
    out: list[int] = []
    if isinstance(v, list | tuple):
        for x in v:  # (a loop: a comprehension would make a function per record)
            if isinstance(x, int) and not isinstance(x, bool):
                out.append(x)
    return out
