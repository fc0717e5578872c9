"""Using (使用) and playing (打出) cards, and the options a player has to act."""

from __future__ import annotations

from collections.abc import Callable, Generator, Hashable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

from ..carddef import CardDef
from ..cards import CardFace, CardType, Source
from ..events import CardAsked, CardUse, Respond, Timing
from ..flow import NOTHING
from ..frozen import FrozenDict, frozen_ints
from ..refusals import Refusal
from ..requests import Act, ActOption, Blocked, Lazy, Request, RespondRequest, one_seat_tree
from ..skill import FACE_TARGET_HOOKS, Skill
from ..zones import DISCARD, PROCESSING, Zone
from .generals import reveal_for
from .moves import PUBLIC, move
from .trigger import trigger
from .vocab import can_lianheng, lianheng, recast

if TYPE_CHECKING:
    from ..game import Game
    from ..player import Player

Flow = Generator[Any, Any, Any]


@dataclass(frozen=True, slots=True)
class Pattern:
    """Which faces answer a request for a card: by name, with an optional extra rule."""

    names: frozenset[str]
    where: Callable[[Game, CardFace], bool] | None = None

    @staticmethod
    def of(*names: str) -> Pattern:
        return Pattern(frozenset(names))

    def matches(self, g: Game, face: CardFace) -> bool:
        return face.name in self.names and (self.where is None or self.where(g, face))

    def to_json(self) -> list[str]:
        return sorted(self.names)


def source_of(g: Game, subcards: Sequence[int]) -> Source:
    """Seed 000, 將A當B ◆4: all hand → a hand card; all equipment → equipment; else
    neither.  A card under an equipment card is used as a hand card (木牛流马)."""
    zones = {g.place[c].zone for c in subcards}
    if len(zones) == 1:
        zone = zones.pop()
        if zone is _HAND_ZONE or zone is Zone.UNDER:
            return _SOURCE_HAND
        if zone is _EQUIP_ZONE:
            return _SOURCE_EQUIP
    return _SOURCE_OTHER


# enum members as module constants: on Python 3.11 ``Zone.HAND`` goes through
# EnumType.__getattr__'s hook (~900 instructions a lookup), a global is one load
_HAND_ZONE, _EQUIP_ZONE, _PROCESSING_ZONE = Zone.HAND, Zone.EQUIP, Zone.PROCESSING
_SOURCE_HAND, _SOURCE_EQUIP, _SOURCE_OTHER = Source.HAND, Source.EQUIP, Source.OTHER
# no TARGETING nor TARGET_CONFIRMED: equipment, put into its user's own area; a delayed
# trick has both (成为目标时 and 后, like any card with a target: 谦逊, 帷幕 and 千幻 cancel
# it there), its effect being its placing in the target's judgment area
_UNTARGETED = (CardType.EQUIP,)


# ---------------------------------------------------------------- targets


def target_legal(g: Game, user: int, face: CardFace, chosen: tuple[int, ...], seat: int,
                 distance_free: bool = False) -> bool:
    return _target_legal(g, user, face, g.cdef(face.name), chosen, seat, distance_free)


def _target_legal(g: Game, user: int, face: CardFace, cdef: CardDef, chosen: tuple[int, ...],
                  seat: int, distance_free: bool) -> bool:
    return bool(_legal_targets(g, user, face, cdef, chosen, (seat,), distance_free))


def _legal_targets(g: Game, user: int, face: CardFace, cdef: CardDef, chosen: tuple[int, ...],
                   seats: Sequence[int], distance_free: bool) -> list[int]:
    """The seats of ``seats`` each of which may be added to ``chosen`` as a target of
    ``face`` (:func:`target_legal`), in order: what does not depend on the seat is
    looked up once (the table does not change while they are asked)."""
    if g._skills_dirty:
        g._rebuild()
    players = g.players
    pl = players[user]
    # the skills that prohibit, found once for every seat (g.prohibited's, per seat)
    prohibiting = g.status("prohibits") if "prohibits" in g._status else None
    target_ok = cdef.target_ok
    reach = cdef.max_distance
    if distance_free or (cdef.secondary_target and chosen):
        reach = None
    ignoring: list[tuple[Player, Skill]] = []
    own: Skill | None = None
    row: dict[int, int] | None = None
    if reach is not None:
        ignoring = g.status("ignores_distance")
        if face.skill and face.skill in pl.latent_ids:
            # the converting skill of a face-down card: using it reveals the card, so
            # its own reach counts already (断粮 from a hidden 徐晃)
            own = g.ruleset.skill(face.skill)
        if g._memo is not None:  # (held still: g.distance reads this row, found once)
            row = g._held_row(user, tuple(face.subcards))[0]
    out = []
    for seat in seats:
        if not players[seat].alive or players[seat].removed:  # (调离: never a target)
            continue
        if prohibiting:
            barred = False
            for o, sk in prohibiting:
                if sk.prohibits(g, o, user, seat, face):
                    barred = True
                    break
            if barred:
                continue
        if not target_ok(g, pl, face, chosen, seat):
            continue
        if reach is None or (
                ignoring and any(sk.ignores_distance(g, o, user, face, seat)
                                 for o, sk in ignoring)) or (
                own is not None and own.ignores_distance(g, pl, user, face, seat)):
            out.append(seat)
            continue
        d = row.get(seat) if row is not None and seat != user else None
        if (d if d is not None else g.distance(user, seat, face.subcards)) <= reach:
            out.append(seat)
    return out


def why_not_target(g: Game, user: int, face: CardFace, chosen: tuple[int, ...],
                   seat: int) -> Refusal:
    """Why ``seat`` cannot be added as a target of ``face`` (asked only to explain)."""
    card = face.name
    if not g.p(seat).alive:
        return Refusal.of("act.target_dead", card=card, seat=seat)
    if g.p(seat).removed:
        return Refusal.of("act.target_removed", card=card, seat=seat)
    for o, sk in g.status("prohibits"):
        if sk.prohibits(g, o, user, seat, face):
            return Refusal.of("act.prohibited", card=card, seat=seat, skill=sk.id)
    cdef = g.cdef(face.name)
    why = cdef.why_not_target(g, g.p(user), face, chosen, seat)
    if why is not None:
        return why
    # the distance limit is checked after the card's own rule (_legal_targets): a seat
    # the card takes is refused by distance only when no skill lifts the limit
    if cdef.max_distance is not None and not (cdef.secondary_target and chosen) and \
            cdef.target_ok(g, g.p(user), face, chosen, seat) and \
            not _distance_lifted(g, user, face, seat):
        d = g.distance(user, seat, face.subcards)
        if d > cdef.max_distance:
            return Refusal.of("act.out_of_range", card=card, seat=seat,
                              reach=cdef.max_distance, distance=d)
    if seat == user and not cdef.target_ok(g, g.p(user), face, chosen, seat):
        return Refusal.of("act.not_self", card=card)
    return Refusal.of("act.bad_target", card=card, seat=seat)


def _distance_lifted(g: Game, user: int, face: CardFace, seat: int) -> bool:
    """A skill lets ``face`` reach ``seat`` whatever the distance (as _legal_targets asks)."""
    if any(sk.ignores_distance(g, o, user, face, seat) for o, sk in g.status("ignores_distance")):
        return True
    pl = g.p(user)
    return bool(face.skill) and face.skill in pl.latent_ids and \
        g.ruleset.skill(face.skill).ignores_distance(g, pl, user, face, seat)


def why_no_target(g: Game, user: int, face: CardFace) -> Refusal:
    """Why a card has no complete target selection: all out of reach, prohibited, or none."""
    whys = [why_not_target(g, user, face, (), s) for s in g.alive_seats() if s != user]
    codes = {w.code for w in whys}
    if codes == {"act.out_of_range"}:
        return Refusal.of("act.none_in_reach", card=face.name,
                          reach=dict(whys[0].params)["reach"])
    if codes == {"act.out_of_attack_range"}:
        return Refusal.of("act.none_in_attack_range", card=face.name,
                          range=dict(whys[0].params)["range"])
    if codes == {"act.prohibited"}:
        return Refusal.of("act.all_prohibited", card=face.name)
    if codes == {"act.no_weapon"}:
        return Refusal.of("act.none_armed", card=face.name)
    if codes == {"act.no_cards"}:
        return Refusal.of("act.none_with_cards", card=face.name)
    return Refusal.of("act.no_target", card=face.name)


def max_targets(g: Game, user: int, face: CardFace, cdef: CardDef | None = None) -> int:
    """How many seats ``face`` may be aimed at (``cdef``: its definition, if known)."""
    n = (cdef or g.cdef(face.name)).max_targets(g, g.players[user], face)
    if "extra_targets" in g.status_hooks:  # (the status list made only then)
        for o, sk in g.status("extra_targets"):
            n += sk.extra_targets(g, o, user, face)
    return n


def card_targets_option(g: Game, user: int, key: str, label: str,
                        face_of: Callable[[tuple[int, ...]], CardFace | None],
                        fixed_cards: tuple[int, ...] = (), distance_free: bool = False,
                        forced_targets: Sequence[int] | None = None,
                        **cards_kw: Any) -> ActOption:
    """An option to use a card: targets follow the card's rules and the status skills."""
    pl = g.p(user)
    seats = g.alive_seats()
    limits: dict[tuple[int, ...], int] = {}  # the target limit depends only on the cards

    def limit(cards: tuple[int, ...], face: CardFace) -> int:
        n = limits.get(cards)
        if n is None:
            n = limits[cards] = max_targets(g, user, face)
        return n

    def t_ok(cards: tuple[int, ...], chosen: tuple[int, ...], seat: int) -> bool:
        face = face_of(cards)
        if face is None:
            return False
        cdef = g.cdef(face.name)
        if forced_targets is not None:
            return seat in forced_targets and len(chosen) < len(forced_targets)
        if cdef.auto_targets is not None:
            return False
        if len(chosen) >= limit(cards, face) + int(cdef.secondary_target):
            return False
        return target_legal(g, user, face, chosen, seat, distance_free)

    def legal(cards: tuple[int, ...], chosen: tuple[int, ...]) -> list[int]:
        """The seats t_ok accepts, in one call."""
        face = face_of(cards)
        if face is None:
            return []
        cdef = g.cdef(face.name)
        if forced_targets is not None:
            return [s for s in seats if s in forced_targets and s not in chosen] \
                if len(chosen) < len(forced_targets) else []
        if cdef.auto_targets is not None or \
                len(chosen) >= limit(cards, face) + int(cdef.secondary_target):
            return []
        return _legal_targets(g, user, face, cdef, chosen, _unchosen(seats, chosen),
                              distance_free)

    def t_done(cards: tuple[int, ...], chosen: tuple[int, ...]) -> bool:
        face = face_of(cards)
        if face is None:
            return False
        cdef = g.cdef(face.name)
        if forced_targets is not None:
            return len(chosen) == len(forced_targets)
        if cdef.auto_targets is not None:
            return not chosen and _auto_ok(g, user, face)
        return cdef.targets_done(g, pl, face, chosen, limit(cards, face))

    def why(cards: tuple[int, ...], chosen: tuple[int, ...], seat: int) -> Refusal:
        face = face_of(cards)
        if face is None or forced_targets is not None:
            return Refusal.of("act.bad_target", card=label, seat=seat)
        most = cap(cards)
        if chosen and len(chosen) >= most:
            return Refusal.of("act.too_many_targets", card=face.name, n=most)
        return why_not_target(g, user, face, chosen, seat)

    def cap(cards: tuple[int, ...]) -> int:
        """At most this many seats are chosen for these cards (t_ok says no beyond)."""
        face = face_of(cards)
        if face is None:
            return 0
        if forced_targets is not None:
            return len(forced_targets)
        cdef = g.cdef(face.name)
        if cdef.auto_targets is not None:
            return 0
        return limit(cards, face) + int(cdef.secondary_target)

    alike = _status_alike(g)

    def t_key(cards: tuple[int, ...]) -> Hashable | None:
        """The closures above read ``cards`` only through their face: faces alike in
        every field but hand subcards (see Skill.hand_subcards_alike) have the same
        target steps, when every rule asked with them promises so."""
        face = face_of(cards)
        if face is None or not alike:
            return None
        hand = pl.areas.hand
        for c in face.subcards:
            if c not in hand:
                return None
        if not g.cdef(face.name).hand_subcards_alike or (
                face.skill and not g.ruleset.skill(face.skill).hand_subcards_alike):
            return None
        return (face.name, face.suit, face.color, face.rank, face.skill, face.converted,
                face.nature, len(face.subcards))

    return ActOption(key, label, fixed_cards=fixed_cards, target_ok=t_ok, targets_done=t_done,
                     seats=seats, max_targets=4, why_target=why, target_cap=cap,
                     legal_targets=legal, targets_key=None if fixed_cards else t_key,
                     **cards_kw)


def _status_alike(g: Game) -> bool:
    """No status skill a target step asks with the face (however it is in effect) reads
    its hand subcards (Skill.hand_subcards_alike)."""
    if g._skills_dirty:
        g._rebuild()
    status = g._status
    for hook in FACE_TARGET_HOOKS:
        for _, sk, _ in status.get(hook, ()):
            if not sk.hand_subcards_alike:
                return False
    return True


def _face_option(g: Game, user: int, key: str, label: str, face: CardFace, cdef: CardDef,
                 fixed_cards: tuple[int, ...], seats: list[int],
                 forced_targets: Sequence[int] | None, eager: bool) -> ActOption:
    """:func:`card_targets_option` for one face whatever the cards (a hand card used as
    itself; ``seats``: the living), the same rules, with the face's definition and its
    target limit looked up once instead of at every step.  ``eager``: its tree is made
    at once (the commonest trees, of at most one seat, straight from the card's rules:
    what :meth:`ActOption.tree` makes of the closures below, without them)."""
    pl = g.players[user]

    def why(cards: tuple[int, ...], chosen: tuple[int, ...], seat: int) -> Refusal:
        if forced_targets is not None:
            return Refusal.of("act.bad_target", card=label, seat=seat)
        if chosen and cdef.auto_targets is None:
            most = max_targets(g, user, face, cdef) + int(cdef.secondary_target)
            if len(chosen) >= most:
                return Refusal.of("act.too_many_targets", card=face.name, n=most)
        return why_not_target(g, user, face, chosen, seat)

    if forced_targets is not None:
        forced = forced_targets
        n_forced = len(forced)

        def f_ok(cards: tuple[int, ...], chosen: tuple[int, ...], seat: int) -> bool:
            return seat in forced and len(chosen) < n_forced

        def f_done(cards: tuple[int, ...], chosen: tuple[int, ...]) -> bool:
            return len(chosen) == n_forced

        opt = ActOption(key, label, fixed_cards=fixed_cards, target_ok=f_ok,
                        targets_done=f_done, seats=seats, max_targets=4, why_target=why,
                        target_cap=lambda cards: n_forced)
        if eager and n_forced == 1:  # (an answer aimed at one seat: 无懈可击, 桃 for the dying)
            opt.described = one_seat_tree(fixed_cards, False, [s for s in seats if s in forced])
        return opt
    if cdef.auto_targets is not None:
        def a_done(cards: tuple[int, ...], chosen: tuple[int, ...]) -> bool:
            return not chosen and _auto_ok(g, user, face)

        opt = ActOption(key, label, fixed_cards=fixed_cards, target_ok=_no_target,
                        targets_done=a_done, seats=seats, max_targets=4, why_target=why,
                        target_cap=_no_cap)
        if eager:
            opt.described = one_seat_tree(fixed_cards, _auto_ok(g, user, face), [])
        return opt
    # the target limit (every reader asks it at once: feasible, the tree)
    n = max_targets(g, user, face, cdef)
    top = n + int(cdef.secondary_target)  # (the tree's most targets: min(4, this))

    def t_ok(cards: tuple[int, ...], chosen: tuple[int, ...], seat: int) -> bool:
        return len(chosen) < top and _target_legal(g, user, face, cdef, chosen, seat, False)

    def legal(cards: tuple[int, ...], chosen: tuple[int, ...]) -> list[int]:
        if len(chosen) >= top:
            return []
        return _legal_targets(g, user, face, cdef, chosen, _unchosen(seats, chosen), False)

    def t_done(cards: tuple[int, ...], chosen: tuple[int, ...]) -> bool:
        return cdef.targets_done(g, pl, face, chosen, n)

    opt = ActOption(key, label, fixed_cards=fixed_cards, target_ok=t_ok, targets_done=t_done,
                    seats=seats, max_targets=4, why_target=why,
                    target_cap=lambda cards: top, legal_targets=legal)
    if eager and top <= 1:
        if type(cdef).targets_done is _ONE_TO_LIMIT:
            # CardDef's own rule (1 <= len(chosen) <= n), without a call per seat: no seat
            # is not complete, one is when the limit allows one
            alone = _legal_targets(g, user, face, cdef, (), seats, False) \
                if top == 1 and n >= 1 else []
            opt.described = one_seat_tree(fixed_cards, False, alone)
        else:
            alone = _alone(g, user, face, cdef, seats, n) if top == 1 else []
            opt.described = one_seat_tree(fixed_cards, cdef.targets_done(g, pl, face, (), n),
                                          alone)
    return opt


_ONE_TO_LIMIT = CardDef.targets_done


def _alone(g: Game, user: int, face: CardFace, cdef: CardDef, seats: list[int],
           n: int) -> list[int]:
    """The seats each of which alone is a complete selection of ``face``."""
    pl = g.players[user]
    return [s for s in _legal_targets(g, user, face, cdef, (), seats, False)
            if cdef.targets_done(g, pl, face, (s,), n)]


def _unchosen(seats: list[int], chosen: tuple[int, ...]) -> list[int]:
    return [s for s in seats if s not in chosen] if chosen else seats


def _no_target(cards: tuple[int, ...], chosen: tuple[int, ...], seat: int) -> bool:
    return False


def _no_cap(cards: tuple[int, ...]) -> int:
    return 0


def _auto_ok(g: Game, user: int, face: CardFace) -> bool:
    """An auto-targeted card needs at least one target it can affect."""
    cdef = g.cdef(face.name)
    pl = g.players[user]
    if g._skills_dirty:
        g._rebuild()
    prohibiting = "prohibits" in g._status  # (a call to g.prohibited only then)
    for t in cdef.fixed_targets(g, pl, face):
        if not (prohibiting and g.prohibited(user, t, face)) and \
                cdef.target_ok(g, pl, face, (), t):
            return True
    return False


# ---------------------------------------------------------------- options


def act_options(g: Game, seat: int, play: bool, pattern: Pattern | None = None,
                forced_targets: Sequence[int] | None = None,
                blocked: dict[str, Refusal] | None = None, use: bool = True,
                ) -> list[ActOption]:
    """Ways ``seat`` can act: at the play phase's idle point, or to answer ``pattern``
    with a card to 使用 (``use``) or to 打出 (not ``use``: a view-as skill whose card may
    only be used, ``Skill.view_play`` False, is not offered then).

    ``blocked``, when given, collects the hand cards and skills that cannot be
    used now, with the reason (it is built only for a player's request, and only
    when they will be asked: in the play phase, or when they have an option — most
    seats of a 无懈可击 window have none)."""
    opts, why = _act_options(g, seat, play, pattern, forced_targets, use)
    if blocked is not None and (play or opts) and why:
        blocked.update(_reasons(g, seat, why))
    return opts


def options_and_blocked(g: Game, seat: int, play: bool, pattern: Pattern | None = None,
                        forced_targets: Sequence[int] | None = None, use: bool = True,
                        ) -> tuple[list[ActOption], Lazy]:
    """:func:`act_options` and what is blocked, whose reasons are found when first
    read (:class:`~sgs.core.requests.Lazy`): they are seldom read, and the table does
    not change while the request is open."""
    opts, why = _act_options(g, seat, play, pattern, forced_targets, use)
    explain = partial(_explain, g, seat) if play and pattern is None else None
    if not ((play or opts) and why):
        return opts, Blocked(dict, explain)
    return opts, Blocked(lambda: dict(_reasons(g, seat, why)), explain)


def _explain(g: Game, seat: int, key: str) -> Refusal | None:
    """Why ``key`` is no option at the play phase's idle point (asked only when a player
    answers with it): the rule that keeps it back, or None when none says more."""
    pl = g.players[seat]
    head, _, rest = key.partition(":")
    if head == "reveal":  # 明置 at will: seed 001 gives a face-down card two moments only
        hidden = any(not c.revealed and not c.removed for c in pl.generals)
        return Refusal.of("reveal.when") if hidden else None
    if head == LIANHENG:
        return Refusal.of("lianheng.none") if rest.isdigit() and \
            int(rest) in g.lianheng_cards and int(rest) in pl.hand else None
    if head != "skill" or not rest:
        return None
    sid = rest.split(":")[0]
    if sid not in g.ruleset.skills or not (sid in pl.skill_ids or sid in pl.latent_ids):
        return None
    sk = g.ruleset.skill(sid)
    if sid in pl.latent_ids and sid not in pl.skill_ids:
        barring = [b for o, b in g.status("forbids_reveal") if b.forbids_reveal(g, o, seat)]
        if barring:
            return Refusal.of("reveal.forbidden", skill=barring[0].id)
    if not (sk.active or sk.view_as):
        return Refusal.of("reveal.skill_moment" if sid in pl.latent_ids and
                          sid not in pl.skill_ids else "act.not_active", skill=sid)
    if sk.active and not sk.can_activate(g, pl):
        return sk.why_not_activate(g, pl, asked=True)
    return None


# why a hand card or skill cannot be used: (card id or skill id, what, face), the
# reasons made only if wanted (_reasons), in this order
Why = list[tuple[Any, int, "CardFace | None"]]


def _act_options(g: Game, seat: int, play: bool, pattern: Pattern | None,
                 forced_targets: Sequence[int] | None, use: bool = True,
                 ) -> tuple[list[ActOption], Why]:
    # nothing on the table changes while the options and their trees (those made at
    # once) are made: the target checks share what they ask the game again and again
    with g.held_still():
        return _collect_options(g, seat, play, pattern, forced_targets, use or play)


def _collect_options(g: Game, seat: int, play: bool, pattern: Pattern | None,
                     forced_targets: Sequence[int] | None, use: bool,
                     ) -> tuple[list[ActOption], Why]:
    pl = g.players[seat]
    opts: list[ActOption] = []
    why: Why = []
    if use and pl.removed:  # 调离: uses no card (never the current player: no play phase)
        return opts, why
    recast: list[int] | None = [] if play and pattern is None else None
    if g._skills_dirty:
        g._rebuild()
    # (looked up here rather than called for every card: g.face without 锁定视为
    # skills is the card's own face, and a plain Pattern's match is its names)
    own_faces = None if "filter_face" in g._status else g._faces
    names = where = None
    if type(pattern) is Pattern:
        names, where = pattern.names, pattern.where
    forbidding = "forbids_card" in g._status  # (card_forbidden asked only then)
    # whoever observes, the options are made alike: a hand card's with at most one
    # target has its tree made at once, straight from the card's rules (about the cost
    # of searching it); every other option is searched for one selection, and its tree
    # made when a client reads it (an observation as JSON reads them all)
    seats = g.alive_seats()
    # (held still: nothing below moves a card; the cards under an equipment card that
    # count as hand cards join the hand's: 木牛流马)
    for cid in pl.areas.hand if not pl.areas.under else g.as_hand(seat):
        face = g.face(cid) if own_faces is None else own_faces[cid]
        if pattern is not None:
            if not (pattern.matches(g, face) if names is None else
                    face.name in names and (where is None or where(g, face))):
                why.append((cid, _NOT_ASKED, face))
                continue
            cdef = None
        else:
            cdef = g.cdef(face.name)
            if recast is not None and cdef.recastable:
                recast.append(cid)
        if play and not (cdef or g.cdef(face.name)).usable(g, pl, face):
            why.append((cid, _UNUSABLE, face))
            continue
        if forbidding and g.card_forbidden(seat, face) is not None:
            why.append((cid, _FORBIDDEN, face))
            continue
        if pattern is not None and forced_targets is None:
            opts.append(ActOption(f"card:{cid}", face.name, fixed_cards=(cid,)))
            continue
        opt = _face_option(g, seat, f"card:{cid}", face.name, face,
                           cdef or g.cdef(face.name), (cid,), seats, forced_targets, True)
        tree = opt.described  # (one made at once is never cut: feasible when not empty)
        if bool(tree) if tree is not None else opt.feasible():
            opts.append(opt)
        else:
            why.append((cid, _NO_TARGET if forced_targets is None else _NO_FORCED, face))
    if recast:
        opts.extend(ActOption(f"{RECAST}:{cid}", RECAST, fixed_cards=(cid,)) for cid in recast)
    if play and pattern is None and g.lianheng_cards:  # (no option without such cards)
        opts.extend(lianheng_options(g, seat))
    for sk in _skills_of(g, pl):
        if not g.skill_available(seat, sk):
            if sk.active or sk.view_as:
                why.append((sk.id, _SPENT, None))
            continue
        if sk.view_as and (sk.view_use if use else sk.view_play):  # (使用, or 打出)
            for name in sk.view_names(g, pl, play):
                if pattern is not None and name not in pattern.names:
                    continue
                if play and not g.cdef(name).usable(g, pl, CardFace.virtual(name, sk.id)):
                    continue
                faces: dict[tuple[int, ...], CardFace | None] = {}
                opt = _view_as_option(g, seat, sk, name, pattern, forced_targets, faces)
                if opt.feasible():
                    opts.append(opt)
                faces.clear()  # later checks (a tree made when read, an answer) look afresh
        if play and sk.active and pattern is None:
            if sk.can_activate(g, pl):
                opt = _active_option(g, pl, sk, seats)
                if opt.feasible():
                    opts.append(opt)
            else:
                why.append((sk.id, _INACTIVE, None))  # (listed if the skill says why)
    if play and pattern is None and pl.latent_ids:  # (latent skills: none without them)
        opts.extend(_reveal_options(g, pl))
    return opts, why


def _skills_of(g: Game, pl: Player) -> list[Skill]:
    """``[*g.usable_skills(seat), *g.latent_skills(seat)]`` without their generators,
    skipping the skills that give no option and no reason (neither active nor
    view-as: act_options passes them by)."""
    skills = g.ruleset.skills  # (the table itself: a player's skill ids are known ones)
    out = []
    for sid in pl.skill_ids:
        sk = skills[sid]
        if (sk.active or sk.view_as) and g.skill_works(pl, sk):
            out.append(sk)
    for cid in pl.areas.equip.values():
        equip_sid = g.cdef(g.cards[cid].name).skill
        if equip_sid:
            sk = skills[equip_sid]
            if (sk.active or sk.view_as) and g.skill_works(pl, sk, cid):
                out.append(sk)
    if pl.latent_ids:
        out.extend(g.latent_skills(pl.seat))
    return out


# why a card or skill is blocked (act_options)
_NOT_ASKED, _UNUSABLE, _NO_TARGET, _NO_FORCED, _SPENT, _FORBIDDEN, _INACTIVE = range(7)


def _reasons(g: Game, seat: int, why: Why) -> Iterator[tuple[str, Refusal]]:
    pl = g.players[seat]
    for ident, what, face in why:
        if what == _SPENT:
            yield f"skill:{ident}", spent_reason(g, seat, g.ruleset.skill(ident))
            continue
        if what == _INACTIVE:
            inactive = g.ruleset.skill(ident).why_not_activate(g, pl)
            if inactive is not None:
                yield f"skill:{ident}", inactive
            continue
        assert face is not None
        key = f"card:{ident}"
        if what == _NOT_ASKED:
            yield key, Refusal.of("act.not_asked_for", card=face.name)
        elif what == _UNUSABLE:
            yield key, g.cdef(face.name).why_unusable(g, pl, face)
        elif what == _NO_TARGET:
            yield key, why_no_target(g, seat, face)
        elif what == _FORBIDDEN:
            sk = g.card_forbidden(seat, face)
            yield key, Refusal.of("act.forbidden", card=face.name,
                                  skill=sk.id if sk is not None else "")
        else:
            yield key, Refusal.of("act.no_target", card=face.name)


def spent_reason(g: Game, seat: int, sk: Skill) -> Refusal:
    """Why a spent skill is not available: a 限定技 used, or its per-turn limit met."""
    if sk.limited and g.skill_uses_game.get((seat, sk.id), 0):
        return Refusal.of("act.skill_limited", skill=sk.id)
    if sk.per_phase and g.skill_uses_phase.get((seat, sk.id), 0) >= sk.per_phase:
        return Refusal.of("act.skill_per_phase", skill=sk.id, n=sk.per_phase)
    if sk.per_turn:
        return Refusal.of("act.skill_per_turn", skill=sk.id, n=sk.per_turn)
    return Refusal.of("act.skill_spent", skill=sk.id)


def _reveal_options(g: Game, pl: Player) -> list[ActOption]:
    """A face-down card's status skill (咆哮, 马术, 奇才) works only once the card is
    face up, and using it is what reveals it (seed 001): in the play phase its owner
    may use it, with no card and no target — option ``skill:<id>``, which reveals
    the card and does nothing more."""
    return [ActOption(f"skill:{sk.id}", sk.id) for sk in g.latent_skills(pl.seat)
            if not (sk.active or sk.view_as) and sk.hooks() and
            g.skill_available(pl.seat, sk)]


RECAST = "recast"


def recast_options(g: Game, seat: int) -> list[ActOption]:
    """重铸 in the play phase: a hand card whose card says so (铁索连环) may be put into
    the discard pile for a new card instead of being used — option ``recast:<id>``, the
    card its one card step, no target."""
    return [ActOption(f"{RECAST}:{cid}", RECAST, fixed_cards=(cid,))
            for cid in g.p(seat).hand if g.cdef(g.face(cid).name).recastable]


LIANHENG = "lianheng"


def lianheng_options(g: Game, seat: int) -> list[ActOption]:
    """連橫 (seed 000) in the play phase: a hand card with the 連橫 mark may be declared
    and given to a player of a kingdom not yours (then draw one) or to another player
    with no kingdom — option ``lianheng:<id>``, the card its one card step, then the
    receiver."""
    if not g.lianheng_cards:
        return []
    seats = [p.seat for p in g.alive() if can_lianheng(g, seat, p.seat)]
    if not seats:
        return []
    living = g.alive_seats()
    return [ActOption(f"{LIANHENG}:{cid}", LIANHENG, fixed_cards=(cid,), seats=living,
                      target_ok=lambda cards, chosen, s: not chosen and s in seats,
                      targets_done=lambda cards, chosen: len(chosen) == 1, max_targets=1,
                      why_target=partial(_why_not_receiver, g, seat))
            for cid in g.p(seat).hand if cid in g.lianheng_cards]


def _why_not_receiver(g: Game, seat: int, cards: tuple[int, ...], chosen: tuple[int, ...],
                      to: int) -> Refusal:
    """Why ``to`` cannot receive ``seat``'s 連橫 card (seed 000: 交給一名與自己勢力不同的
    角色…或…沒有勢力的其他角色)."""
    if to == seat:
        return Refusal.of("lianheng.self")
    if not g.p(to).alive:
        return Refusal.of("act.target_dead", card=LIANHENG, seat=to)
    if chosen:
        return Refusal.of("give.targets", n=1)
    return Refusal.of("lianheng.own_kingdom", seat=to)


def _active_option(g: Game, pl: Player, sk: Skill, seats: list[int] | None = None) -> ActOption:
    """``seats``: the living (found here if not given)."""
    pool = sk.card_pool(g, pl)
    # the skill's rules with the game and the owner bound: partial objects, called
    # without a Python frame of their own (a closure's, at every step of the tree)
    card_ok = partial(sk.card_ok, g, pl)
    cards_done = partial(sk.cards_done, g, pl)
    target_ok = partial(sk.target_ok, g, pl)
    targets_done = partial(sk.targets_done, g, pl)
    span = sk.card_span(g, pl)
    cls = type(sk)
    # Skill's own card_ok takes no card without a span (反间), and Skill's own target_ok
    # no seat: the tree need not ask them; nor beyond what the skill says it takes
    most_targets = 0 if cls.target_ok is Skill.target_ok else sk.target_limit
    return ActOption(f"skill:{sk.id}", sk.id, card_pool=pool, card_ok=card_ok,
                     cards_done=cards_done, target_ok=target_ok, targets_done=targets_done,
                     seats=g.alive_seats() if seats is None else seats,
                     max_targets=3 if not most_targets else min(3, most_targets),
                     max_cards=0 if span is None and cls.card_ok is Skill.card_ok
                     else sk.card_limit,
                     target_cap=_no_cap if most_targets == 0 else None,
                     any_cards=None if span is None else
                     (span[0], len(pool) if span[1] is None else span[1]),
                     targets_free=sk.targets_ignore_cards)



_UNSEEN: Any = object()  # (a selection whose face is not known yet: None is a face's absence)


def _view_as_option(g: Game, seat: int, sk: Any, name: str, pattern: Pattern | None,
                    forced_targets: Sequence[int] | None,
                    faces: dict[tuple[int, ...], CardFace | None]) -> ActOption:
    """``faces``: the face of each card selection, kept there while the caller makes
    the option's tree (which asks it at every target step), then cleared."""
    pl = g.p(seat)
    if g._skills_dirty:
        g._rebuild()
    # (card_forbidden asked only then: the table does not change while the option is open)
    forbidding = "forbids_card" in g._status

    def face_of(cards: tuple[int, ...]) -> CardFace | None:
        face: CardFace | None = faces.get(cards, _UNSEEN)
        if face is not _UNSEEN:
            return face
        face = sk.view_face(g, pl, name, cards)
        if face is None or (pattern is not None and not pattern.matches(g, face)) \
                or (forbidding and g.card_forbidden(seat, face) is not None):  # 潜袭
            face = None
        faces[cards] = face
        return face

    pool = sk.view_pool(g, pl)
    kw: dict[str, Any] = dict(
        card_pool=pool, card_ok=partial(sk.view_card_ok, g, pl, name),
        cards_done=lambda ch: face_of(ch) is not None,
        max_cards=min(len(pool), 2 if sk.card_limit is None else sk.card_limit))
    key = f"skill:{sk.id}:{name}"
    if pattern is not None and forced_targets is None:
        return ActOption(key, name, **kw)
    return card_targets_option(g, seat, key, name, face_of, forced_targets=forced_targets,
                               **kw)


def face_of_act(g: Game, seat: int, act: Act) -> CardFace | None:
    """The card face an answer uses, or None for an active skill or a recast."""
    parts = act.option.split(":")
    if parts[0] in (RECAST, LIANHENG):
        return None
    if parts[0] == "card":
        return g.face(int(parts[1]))
    sk = g.ruleset.skill(parts[1])
    if len(parts) == 3:
        face: CardFace | None = sk.view_face(g, g.p(seat), parts[2], act.cards)
        assert face is not None
        return face
    return None


def perform_act(g: Game, seat: int, act: Act) -> Flow:
    """Carry out a validated answer to a play request (the flow doing it: a card's use
    is use_card's own flow, no flow around it, so that every request asked while it
    resolves goes through one level less; what the flow returns means nothing)."""
    if act.option.startswith(RECAST + ":"):
        return recast(g, seat, act.cards[0])
    if act.option.startswith(LIANHENG + ":"):
        return lianheng(g, seat, act.cards[0], act.targets[0])
    face = face_of_act(g, seat, act)
    if face is None:
        return _activate(g, seat, act)
    if face.skill:
        return _use_by_skill(g, seat, face, act)
    return use_card(g, seat, face, act.targets, chosen=True)


def _activate(g: Game, seat: int, act: Act) -> Flow:
    sk = g.ruleset.skill(act.option.split(":")[1])
    yield from reveal_for(g, seat, sk.id)
    g.announce_skill(seat, sk.id, cards=list(act.cards), targets=list(act.targets))
    yield from sk.activate(g, g.p(seat), act.cards, act.targets)


def _use_by_skill(g: Game, seat: int, face: CardFace, act: Act) -> Flow:
    assert face.skill is not None
    yield from reveal_for(g, seat, face.skill)
    g.announce_skill(seat, face.skill)
    yield from use_card(g, seat, face, act.targets, chosen=True)


# ---------------------------------------------------------------- using


def use_card(g: Game, user: int, face: CardFace, targets: Sequence[int], *,
             responding_to: CardUse | None = None, counted: bool = True,
             chosen: bool = False, extra: dict[str, Any] | None = None,
             unanswerable_with: Sequence[str] = ()) -> Flow:
    """使用 a card: the timings of rules §7, then what is left goes to the discard pile.

    ``chosen`` says the targets are the user's selection (turned into the
    card's targets by its definition); auto-targeted cards get their own.
    ``unanswerable_with``: the cards nobody may respond to it with (CardUse's).
    """
    cdef = g.cdef(face.name)
    use = CardUse(user, face, [], skill=face.skill, responding_to=responding_to,
                  counted=counted, extra=dict(extra or {}),
                  parent=g.stack[-1] if g.stack else None)
    if unanswerable_with:
        use.unanswerable_with.update(unanswerable_with)
    if cdef.auto_targets is not None and not targets:
        use.targets = [t for t in cdef.fixed_targets(g, g.p(user), face)
                       if not g.prohibited(user, t, face)]
    elif chosen:
        use.targets = cdef.use_targets(g, g.p(user), face, tuple(targets), use)
    else:
        use.targets = list(targets)
    if len(use.targets) > 1 and cdef.auto_targets is None:
        order = {s: i for i, s in enumerate(g.seats_from(user))}
        use.targets.sort(key=lambda s: order.get(s, 99))
    if face.subcards:
        use.source = source_of(g, face.subcards)
        yield from move(g, face.subcards, PROCESSING, "use", by=user, visible=PUBLIC)
    # a nature only where there is one: the records of other cards stay as they were
    natured = {} if face.nature == "normal" else {"nature": face.nature}
    fields = cdef.record_fields(use)
    if fields:
        g.emit("use", seat=user, card=face.name, suit=str(face.suit), color=str(face.color),
               rank=face.rank, cards=frozen_ints(face.subcards),
               targets=frozen_ints(use.targets), skill=face.skill, **natured, **fields)
    else:  # (emit's record made frozen at once: its keys in emit's order, "t" last)
        g.log.append(FrozenDict(
            seat=user, card=face.name, suit=str(face.suit), color=str(face.color),
            rank=face.rank, cards=frozen_ints(face.subcards), targets=frozen_ints(use.targets),
            skill=face.skill, **natured, t="use"))
    g.stack.append(use)
    try:  # (a timing not in g._hooked fires nothing: ops.trigger is not called)
        if Timing.CARD_USING in g._hooked:
            yield from trigger(g, Timing.CARD_USING, use)
        if cdef.type not in _UNTARGETED:
            if Timing.TARGETING in g._hooked:
                yield from trigger(g, Timing.TARGETING, use)
            if Timing.TARGET_CONFIRMED in g._hooked:
                yield from trigger(g, Timing.TARGET_CONFIRMED, use)
        yield from cdef.on_use(g, use)
        for t in list(use.targets):
            if not g.p(t).alive or t not in use.targets:
                continue
            use.current_target = t
            if Timing.EFFECT_BEFORE in g._hooked:
                yield from trigger(g, Timing.EFFECT_BEFORE, use)
            if t in use.nullified:
                continue
            yield from cdef.on_effect(g, use, t)
            if Timing.EFFECT_AFTER in g._hooked:
                yield from trigger(g, Timing.EFFECT_AFTER, use)
        use.current_target = None
        if Timing.CARD_FINISHED in g._hooked:
            yield from trigger(g, Timing.CARD_FINISHED, use)
    finally:
        g.stack.pop()
    left = [c for c in face.subcards if g.place[c].zone is _PROCESSING_ZONE]
    if left:
        yield from move(g, left, DISCARD, "use", by=user)
    g.record(use)
    return use


def use_virtual(g: Game, user: int, name: str, targets: Sequence[int], skill: str | None = None,
                **kw: Any) -> Flow:
    """視為使用 a card: no subcards, no colour, full resolution (seed 000 視為 ◆2, ◆3)."""
    return use_card(g, user, CardFace.virtual(name, skill), targets, **kw)


def play_card(g: Game, seat: int, face: CardFace, reason: str) -> Flow:
    """打出 a card: it goes through the processing area; no target, no effect of its own."""
    ev = Respond(seat, face, reason, parent=g.stack[-1] if g.stack else None)
    if face.subcards:
        ev.source = source_of(g, face.subcards)
        yield from move(g, face.subcards, PROCESSING, "respond", by=seat, visible=PUBLIC)
    natured = {} if face.nature == "normal" else {"nature": face.nature}
    g.emit("respond", seat=seat, card=face.name, suit=str(face.suit), rank=face.rank,
           cards=list(face.subcards), skill=face.skill, reason=reason, **natured)
    yield from trigger(g, Timing.CARD_RESPONDED, ev)
    left = [c for c in face.subcards if g.place[c].zone is _PROCESSING_ZONE]
    if left:
        yield from move(g, left, DISCARD, "respond", by=seat)
    g.record(ev)
    return ev


def card_request(g: Game, seat: int, pattern: Pattern, *, use: bool, reason: str,
                 prompt: str = "", target: int | None = None,
                 **data: Any) -> RespondRequest | None:
    """The request asking ``seat`` for a card matching ``pattern``, or None if it has none."""
    if not _may_answer(g, seat, pattern):
        return None
    return _card_request(g, seat, pattern, use, reason, prompt, target, data)


def _card_request(g: Game, seat: int, pattern: Pattern, use: bool, reason: str, prompt: str,
                  target: int | None, data: dict[str, Any]) -> RespondRequest | None:
    """:func:`card_request` for a seat that :func:`_may_answer`."""
    forced = [target] if (use and target is not None) else None
    opts, blocked = options_and_blocked(g, seat, False, pattern, forced, use)
    if not opts:
        return None
    return RespondRequest(seat, prompt or f"ask.{'use' if use else 'play'}.{reason}",
                          reason, {"pattern": pattern.to_json(), "use": use, **data},
                          options=opts, blocked=blocked)


def _may_answer(g: Game, seat: int, pattern: Pattern) -> bool:
    """False when ``seat`` has no hand card of ``pattern``'s names and no view-as skill
    (nor one on a face-down general) that makes one of them now: then it has no option
    (act_options would find none).  Most seats of a 无懈可击 window are so."""
    if g._skills_dirty:
        g._rebuild()
    pl = g.players[seat]
    areas = pl.areas
    names = pattern.names
    hand = areas.hand if not areas.under else g.as_hand(seat)  # (木牛流马's cards too)
    if "filter_face" in g._status:  # (锁定视为: a hand card's face is the holder's)
        if any(g.face(c).name in names for c in hand):
            return True
    else:
        faces = g._faces
        for c in hand:
            if faces[c].name in names:
                return True
    skills = g.ruleset.skills
    for sid in pl.skill_ids:
        sk = skills[sid]
        if sk.view_as and _views_one_of(g, pl, sk, names):
            return True
    for cid in areas.equip.values():
        equip_sid = g.cdef(g.cards[cid].name).skill
        if equip_sid and skills[equip_sid].view_as and \
                _views_one_of(g, pl, skills[equip_sid], names):
            return True
    return bool(pl.latent_ids) and any(skills[sid].view_as and _views_one_of(
        g, pl, skills[sid], names) for sid in pl.latent_ids)


def _views_one_of(g: Game, pl: Player, sk: Skill, names: frozenset[str]) -> bool:
    """Can view-as skill ``sk`` make a card of ``names`` now?  A request for a card
    (not the play phase's) offers a view-as skill only for those of its
    ``view_names`` that the pattern asks for (act_options); they are a pure query."""
    return not names.isdisjoint(sk.view_names(g, pl, False))


def _answered_face(g: Game, seat: int, ans: Act) -> Flow:
    face = face_of_act(g, seat, ans)
    assert face is not None
    if face.skill:
        yield from reveal_for(g, seat, face.skill)
        g.announce_skill(seat, face.skill)
    return face


def _provided(g: Game, seat: int, pattern: Pattern, use: bool, reason: str) -> Flow:
    """CARD_ASKED: a skill may provide the card before the player is asked (护官符, 护主)."""
    if Timing.CARD_ASKED not in g._hooked:  # (no event, no flow when nothing is hooked)
        return NOTHING
    return _asked(g, seat, pattern, use, reason)


def _asked(g: Game, seat: int, pattern: Pattern, use: bool, reason: str) -> Flow:
    asked = CardAsked(seat, pattern, use, reason, parent=g.stack[-1] if g.stack else None)
    yield from trigger(g, Timing.CARD_ASKED, asked)
    return asked.provided


def _use_or_play(g: Game, seat: int, face: CardFace, use: bool, reason: str,
                 target: int | None, responding_to: CardUse | None, counted: bool,
                 extra: dict[str, Any] | None) -> Flow:
    if use:
        return use_card(g, seat, face, [target] if target is not None else [],
                        responding_to=responding_to, counted=counted, extra=extra)
    return play_card(g, seat, face, reason)


def ask_for_card(g: Game, seat: int, pattern: Pattern, *, use: bool, reason: str,
                 prompt: str = "", responding_to: CardUse | None = None,
                 target: int | None = None, counted: bool = True,
                 extra: dict[str, Any] | None = None, **data: Any) -> Flow:
    """Ask ``seat`` for a card matching ``pattern`` to 使用 (``use``) or 打出.

    Skills at CARD_ASKED may provide the card first (护官符's judgment, 护主).
    ``counted`` and ``extra`` go to the use (借刀杀人's 杀 is not counted).
    Returns the face used or played, or None if the player declined.
    """
    if responding_to is not None and not responding_to.may_respond(seat, pattern.names):
        return None  # 不可被响应: not asked, and no skill answers for them (八卦阵)
    face = (yield from _provided(g, seat, pattern, use, reason)) \
        if Timing.CARD_ASKED in g._hooked else None  # (no generator when nothing is hooked)
    if face is None:
        req = card_request(g, seat, pattern, use=use, reason=reason, prompt=prompt,
                           target=target, **data)
        if req is None:
            return None
        ans = yield from g.ask(req)
        if ans is None:
            return None
        face = yield from _answered_face(g, seat, ans)
    yield from _use_or_play(g, seat, face, use, reason, target, responding_to, counted, extra)
    return face


def ask_first_card(g: Game, asks: Sequence[tuple[int, Pattern]], *, use: bool, reason: str,
                   responding_to: CardUse | None = None, target: int | None = None,
                   extra: dict[str, Any] | None = None,
                   **data: Any) -> Flow:
    """A window: every seat of ``asks`` that could answer its pattern is asked at once.

    The first seat in the order of ``asks`` that answers with a card uses (or
    plays) it; the others keep theirs.  A skill providing the card at
    CARD_ASKED (checked seat by seat in that order) answers before anyone is
    asked.  Returns ``(seat, face)``, or None when nobody answered.
    """
    face = None
    if responding_to is not None and (responding_to.unrespondable
                                      or responding_to.unanswerable_with):
        asks = [(s, p) for s, p in asks if responding_to.may_respond(s, p.names)]  # 不可被响应
    if Timing.CARD_ASKED in g._hooked:  # (else _provided provides nothing: no generators)
        for seat, pattern in asks:
            face = yield from _provided(g, seat, pattern, use, reason)
            if face is not None:
                break
    if face is None:
        # (card_request, asked of the seats that may answer only: most seats of a
        # 无懈可击 window may not, and cost no call with keywords then)
        reqs: list[Request] = [
            r for s, pattern in asks
            if _may_answer(g, s, pattern) and (r := _card_request(
                g, s, pattern, use, reason, "", target, data)) is not None]
        answers = yield from g.ask_all(reqs)
        first = next((r.seat for r in reqs if answers[r.seat] is not None), None)
        if first is None:
            return None
        seat = first
        face = yield from _answered_face(g, seat, answers[seat])
    yield from _use_or_play(g, seat, face, use, reason, target, responding_to, True, extra)
    return seat, face
