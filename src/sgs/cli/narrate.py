"""Log records as sentences: the running story of ``sgs play`` and of ``sgs replay``.

A :class:`Narrator` reads records one by one (already filtered for a seat
by :func:`sgs.core.view.visible_record` when a player is watching) and
returns rich-markup lines.  Hidden cards (``None`` in a move) are counted,
never named.  Card ids are resolved with the card table of the log header.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from rich.markup import escape

from .text import RED_SUITS, SUIT_SYMBOLS, Names

CardInfo = tuple[str, str, int]  # name, suit, rank

# moves whose story another record tells (the use, the judgment, the 拼点 …)
_QUIET_REASONS = frozenset({"use", "respond", "judge", "judge_phase", "judge_replace",
                            "pindian", "exchange", "recast", "lianheng"})

_PLAIN_REASONS = frozenset({"", "draw", "draw_phase", "initial", "discard", "gain", "give"})


def card_book(header: Mapping[str, Any]) -> dict[int, CardInfo]:
    """Card id → (name, suit, rank) from a header record's ``cards``."""
    return {int(c[0]): (str(c[1]), str(c[2]), int(c[3])) for c in header.get("cards", [])}


class Narrator:
    """Turns records into lines.  ``viewer`` is called "you"; ``role_visible`` says
    whose roles may be told when generals are announced (default: all)."""

    def __init__(self, names: Names, cards: Mapping[int, CardInfo], viewer: int | None = None,
                 role_visible: Callable[[int], bool] | None = None,
                 show_roles_record: bool = True) -> None:
        self.names = names
        self.cards = cards
        self.viewer = viewer
        self.role_visible = role_visible or (lambda seat: True)
        self.show_roles_record = show_roles_record
        self.generals: dict[int, str] = {}
        self.placements: dict[int, str | None] = {}  # how the cards on each general lie
        self.mode: str | None = None  # the header's
        self._prev: dict[str, Any] = {}
        self._event: tuple[int, str] | None = None  # an event given, not yet refused

    # ------------------------------------------------------------ pieces
    def who(self, seat: int | None) -> str:
        if seat is None:
            return "—"
        gid = self.generals.get(seat)
        if seat == self.viewer:
            if self.names.lang != "zh" and gid is not None:  # "You uses" reads badly
                return f"[bold cyan]{self.names(gid)} ({self.names.ui('you').lower()})" \
                       "[/bold cyan]"
            return f"[bold cyan]{self.names.ui('you')}[/bold cyan]"
        if gid is None:
            return self.names.ui("seat", seat=seat)
        return f"[bold]{self.names(gid)}[/bold]{escape(f'[{seat}]')}"

    def card(self, cid: int | None) -> str:
        if cid is None or cid not in self.cards:
            return self.names.ui("unknown_card")
        return self.names.card(*self.cards[cid])

    def as_suit(self, name: str, suit: str, rank: int, cid: int | None) -> str:
        """A card of ``name`` counted as ``suit`` (红颜: a ♠ card as ♥): the printed card,
        and the suit it counts as when that differs — 八卦阵 ♠2（视为♥）, as the seat row
        shows the card and the rules read it."""
        printed = self.cards.get(cid) if cid is not None else None
        if printed is None or printed[0] != name or printed[1] == suit or \
                not SUIT_SYMBOLS.get(suit):
            return self.names.card(name, suit, rank)
        mark = SUIT_SYMBOLS[suit]
        mark = f"[red]{mark}[/red]" if suit in RED_SUITS else mark
        return self.names.card(printed[0], printed[1], printed[2]) + \
            self.names.ui("n.counts_as", suit=mark)

    def card_list(self, ids: Sequence[int | None]) -> str:
        return self.names.join(self.card(c) for c in ids)

    def _space(self, ids: Sequence[int | None]) -> str:
        """" 杀 ♠7、闪 ♦2" when the cards are seen, else the count."""
        if ids and all(c is not None for c in ids):
            return " " + self.card_list(ids)
        return " " + self.names.ui("unknown_card") if len(ids) == 1 else f" {len(ids)}×?"

    def _colon(self, ids: Sequence[int | None]) -> str:
        """"：杀 ♠7、闪 ♦2" when the cards are seen, else nothing (the count is said)."""
        if ids and all(c is not None for c in ids):
            return self.names.ui("colon") + self.card_list(ids)
        return ""

    def face(self, name: str, suit: str, rank: int, subcards: Sequence[int],
             nature: str = "normal") -> str:
        """A used card's face, with the physical cards when it was converted (將A當B).
        A face with a nature is told by the card printed for it when the packs name one
        (a ``slash`` of fire: 火杀, ``fire_slash``), else with the nature after it."""
        natured = f"{nature}_{name}"
        if nature != "normal" and self.names.has(natured):
            name = natured
        text = self.as_suit(name, suit, rank, subcards[0] if len(subcards) == 1 else None)
        if nature != "normal" and name != natured:
            text += f" ({self.names.ui(f'nature.{nature}').strip()})"
        if subcards and (len(subcards) != 1 or self.cards.get(subcards[0], ("",))[0] != name):
            text = f"{self.names(name)}（{self.card_list(subcards)}）" \
                if self.names.lang == "zh" else f"{self.names(name)} ({self.card_list(subcards)})"
        return text

    def why(self, reason: str) -> str:
        """"（无中生有）" for a move caused by a card or skill; nothing for the usual ones."""
        if reason in _PLAIN_REASONS:
            return ""
        if self.names.has(reason):
            text = self.names(reason)
        else:
            text = self.names.ui(f"why.{reason}")
            if text == f"why.{reason}":
                text = escape(reason)
        return self.names.ui("n.why", reason=text)

    def place(self, p: Mapping[str, Any]) -> str:
        zone = self.names.ui(f"zone.{p.get('zone')}")
        if "seat" in p:
            owner = self.who(int(p["seat"]))
            return f"{owner}的{zone}" if self.names.lang == "zh" else f"{owner}'s {zone}"
        return zone

    # ------------------------------------------------------------ records
    def feed_all(self, records: Iterable[Mapping[str, Any]]) -> list[str]:
        out: list[str] = []
        for r in records:
            out.extend(self.feed(r))
        return out

    def feed(self, r: Mapping[str, Any]) -> list[str]:
        """The lines telling ``r`` (none for records told elsewhere or not at all)."""
        t = str(r.get("t", ""))
        handler = getattr(self, f"_r_{t}", None)
        try:
            lines: list[str] = handler(r) if handler is not None else self._generic(r)
        except (KeyError, TypeError, ValueError, IndexError):
            lines = self._generic(r)
        if self._event is not None and t not in ("answer", "event", "event_refused"):
            lines = [*self._performed(), *lines]  # not refused: the event is performed
        self._prev = dict(r)
        return lines

    def _generic(self, r: Mapping[str, Any]) -> list[str]:
        body = {k: v for k, v in r.items() if k != "t"}
        return [f"[dim]{escape(str(r.get('t')))}: "
                f"{escape(json.dumps(body, ensure_ascii=False))}[/dim]"]

    def _nothing(self, r: Mapping[str, Any]) -> list[str]:
        return []

    _r_answer = _r_phase = _nothing

    def _r_header(self, r: Mapping[str, Any]) -> list[str]:
        self.mode = str(r["mode"]) if isinstance(r.get("mode"), str) else None
        if not self.show_roles_record or "seats" not in r or \
                not any("role" in e for e in r["seats"]):
            return []
        roles = [f"{self.names.ui('seat', seat=e['seat'])} {self.names.role(e.get('role'))}"
                 for e in r["seats"]]
        return [self.names.ui("n.roles", list=self.names.join(roles))]

    def _general_or_back(self, gid: Any) -> str:
        return self.names(str(gid)) if gid else self.names.ui("gen.back")

    def _r_generals(self, r: Mapping[str, Any]) -> list[str]:
        lines = []
        for s in r["seats"]:
            seat = int(s["seat"])
            if "general" not in s and ("main" in s or "deputy" in s):
                # a main and a deputy (hegemony): a face-down one is null to the others.
                # Dealt face down, the others' are told as backs even when the record
                # comes later, after reveals (it is filtered by what the seat knows now):
                # the story then tells each reveal in its place
                main, deputy = s.get("main"), s.get("deputy")
                if self.viewer is not None and seat != self.viewer:
                    main = deputy = None
                known = main or deputy
                if known:  # the seat's own, or every one in a whole story
                    self.generals[seat] = str(known)
                hp = f"{s.get('hp')}/{s.get('max_hp')}"
                lines.append(self.names.ui(
                    "n.generals_pair", who=self.names.ui("seat", seat=seat),
                    main=self._general_or_back(main),
                    deputy=self._general_or_back(deputy), hp=hp))
                continue
            self.generals[seat] = str(s["general"])
            role = ""
            if s.get("role") and self.role_visible(seat):
                role = f" · {self.names.role(s['role'])}"
            hp = f"{s.get('hp')}/{s.get('max_hp')}"
            lines.append(f"{self.names.ui('seat', seat=seat)}：{self.names(s['general'])} "
                         f"({self.names.ui('hp')} {hp}){role}" if self.names.lang == "zh" else
                         f"{self.names.ui('seat', seat=seat)}: {self.names(s['general'])} "
                         f"({self.names.ui('hp')} {hp}){role}")
        return lines

    def _r_reveal_general(self, r: Mapping[str, Any]) -> list[str]:
        seat = int(r["seat"])
        position = r.get("position")
        if position in ("main", "deputy") and self.mode == "hegemony":
            line = self.names.ui("n.reveal_pos", who=self.who(seat),
                                 position=self.names.ui(f"pos.{position}"),
                                 general=self.names(str(r["general"])))
        else:
            line = self.names.ui("n.reveal_general", who=self.who(seat),
                                 general=self.names(str(r["general"])))
        kingdom = r.get("kingdom")
        if kingdom == "careerist":
            line += self.names.ui("n.became_careerist")
        elif isinstance(kingdom, str):
            line += self.names.ui("n.kingdom_fixed", kingdom=self.names(kingdom))
        if position == "main" or seat not in self.generals:
            self.generals[seat] = str(r["general"])
        return [f"[cyan]{line}[/cyan]"]

    def _r_hide_general(self, r: Mapping[str, Any]) -> list[str]:
        return [self.names.ui("n.hide_general", who=self.who(r["seat"]),
                              position=self.names.ui(f"pos.{r.get('position')}"),
                              general=self.names(str(r["general"])))]

    def _r_reward(self, r: Mapping[str, Any]) -> list[str]:
        """Hegemony's rewards: 先驱, 珠联璧合 (draw or recover), the leftover 阴阳鱼."""
        reward = str(r.get("reward"))
        key = f"n.reward.{reward}" + (f".{r['choice']}" if r.get("choice") else "")
        if key not in self.names.ui_table:
            return self._generic(r)
        return [f"[green]{self.names.ui(key, who=self.who(r['seat']))}[/green]"]

    # ------------------------------------------------------------ seed 001: deputies, events
    def _r_remove_deputy(self, r: Mapping[str, Any]) -> list[str]:
        if not r.get("general"):
            return [self.names.ui("n.remove_deputy_down", who=self.who(r["seat"]))]
        return [self.names.ui("n.remove_deputy", who=self.who(r["seat"]),
                              general=self.names(str(r["general"])),
                              soldier=self._general_or_back(r.get("soldier")))]

    def _r_general_search(self, r: Mapping[str, Any]) -> list[str]:
        shown = [str(x) for x in r.get("shown") or ()]
        line = self.names.ui("n.general_search", who=self.who(r["seat"]),
                             shown=self.names.join(self.names(x) for x in shown)
                             or self.names.ui("none"))
        found = r.get("found")
        line += self.names.ui("n.search_found", found=self.names(str(found))) if found else \
            self.names.ui("n.search_none")
        return [line]

    def _r_change_deputy(self, r: Mapping[str, Any]) -> list[str]:
        general = f"[bold]{self.names(str(r['general']))}[/bold]"
        if not r.get("old"):
            line = self.names.ui("n.change_deputy_down", who=self.who(r["seat"]),
                                 general=general)
        else:
            line = self.names.ui("n.change_deputy", who=self.who(r["seat"]),
                                 old=self.names(str(r["old"])), general=general)
        return [line + self._new_deputy_down(r)]

    def _r_add_deputy(self, r: Mapping[str, Any]) -> list[str]:
        return [self.names.ui("n.add_deputy", who=self.who(r["seat"]),
                              general=f"[bold]{self.names(str(r['general']))}[/bold]",
                              max_hp=r.get("max_hp", "?")) + self._new_deputy_down(r)]

    def _new_deputy_down(self, r: Mapping[str, Any]) -> str:
        """A 双势力 deputy found before the main was ever revealed lies face down."""
        return self.names.ui("n.new_deputy_down") if r.get("face_down") else ""

    def _event_name(self, event: Any) -> str:
        """An event card's name, set off: 【摸一交二】, "Draw one, give two"."""
        name = self.names(str(event))
        return f"【{name}】" if self.names.lang == "zh" else f"“{name}”"

    def _r_event(self, r: Mapping[str, Any]) -> list[str]:
        event, performer = str(r["event"]), int(r["performer"])
        line = self.names.ui("n.event", who=self.who(r["seat"]), performer=self.who(performer),
                             event=self._event_name(event),
                             text=escape(self.names.rule(event)))
        if r.get("forced"):
            line += self.names.ui("n.event_forced", performer=self.who(performer))
            self._event = None
            return [f"[yellow]{line}[/yellow]", *self._said_performed(performer, event)]
        self._event = (performer, event)
        return [f"[yellow]{line}[/yellow]"]

    def _said_performed(self, performer: int, event: str) -> list[str]:
        return [self.names.ui("n.event_performed", who=self.who(performer),
                              event=self._event_name(event))]

    def _performed(self) -> list[str]:
        assert self._event is not None
        performer, event = self._event
        self._event = None
        return self._said_performed(performer, event)

    def _r_event_refused(self, r: Mapping[str, Any]) -> list[str]:
        self._event = None
        return [self.names.ui("n.event_refused", who=self.who(r["seat"]),
                              event=self._event_name(r["event"]))]

    # ------------------------------------------------------------ the expansions' records
    def _r_qianxi(self, r: Mapping[str, Any]) -> list[str]:
        return [self.names.ui("n.qianxi", who=self.who(r["seat"]),
                              color=self.names.ui(f"color.{r.get('color')}"),
                              by=self.who(r.get("by")))]

    def _r_souls(self, r: Mapping[str, Any]) -> list[str]:
        reason = self.names(r.get("reason"))
        if r.get("removed"):
            return [self.names.ui("n.souls_removed", who=self.who(r["seat"]), reason=reason,
                                  general=self.names(str(r["removed"])), count=r["count"])]
        return [self.names.ui("n.souls_added", who=self.who(r["seat"]), reason=reason,
                              n=r.get("added", 0), count=r["count"])]

    def _r_skill_reset(self, r: Mapping[str, Any]) -> list[str]:
        return [self.names.ui("n.skill_reset", who=self.who(r["seat"]), by=self.who(r.get("by")),
                              skill=self.names(str(r["skill"])),
                              reason=self.names(r.get("reason")))]

    def _r_turn(self, r: Mapping[str, Any]) -> list[str]:
        return ["", f"[yellow]{self.names.ui('n.turn', n=r['number'], who=self.who(r['seat']))}"
                    "[/yellow]"]

    def _r_phase_skipped(self, r: Mapping[str, Any]) -> list[str]:
        return [self.names.ui("n.phase_skipped", who=self.who(r["seat"]),
                              phase=self.names.phase(r["phase"]))]

    def _r_flip(self, r: Mapping[str, Any]) -> list[str]:
        reason = str(r.get("reason") or "")
        if not r.get("face_down") and not reason and r.get("by") is None:
            return [self.names.ui("n.flip", who=self.who(r["seat"]))]  # instead of a turn
        key = "n.flip_down" if r.get("face_down") else "n.flip_up"
        why = "" if reason in ("", "setup") else self.why(reason)
        return [self.names.ui(key, who=self.who(r["seat"]), why=why)]

    # ------------------------------------------------------------ seed 002: cards on a general
    def _r_placement(self, r: Mapping[str, Any]) -> list[str]:
        seat = int(r["seat"])
        new, old = r.get("placement"), self.placements.get(seat)
        self.placements[seat] = new
        reason = str(r.get("reason") or "")
        why = "" if reason in ("", "setup", "put_on_general") else self.why(reason)
        if new == "perpendicular":
            return [f"[yellow]{self.names.ui('n.perpendicular', who=self.who(seat), why=why)}"
                    "[/yellow]"]
        if new == "parallel" and old == "perpendicular":
            return [self.names.ui("n.rotate", who=self.who(seat), why=why)]
        return []  # the first card (顺置) or the last one leaving: the moves tell it

    def _r_pile_turn(self, r: Mapping[str, Any]) -> list[str]:
        reason = str(r.get("reason") or "")
        why = "" if reason in ("", "setup") else self.why(reason)
        key = "n.pile_up" if r.get("face_up") else "n.pile_down"
        return [self.names.ui(key, who=self.who(r["seat"]), cards=self._space(r["cards"]),
                              why=why)]

    def _r_move(self, r: Mapping[str, Any]) -> list[str]:
        src, dst = r["src"], r["dst"]
        ids: list[int | None] = list(r["cards"])
        reason = str(r.get("reason", ""))
        by = r.get("by")
        sz, dz = src.get("zone"), dst.get("zone")
        sseat, dseat = src.get("seat"), dst.get("seat")
        n = len(ids)
        if reason in _QUIET_REASONS and dz in ("processing", "discard", "equip", "judge"):
            return []
        if sz == "processing" and dz in ("discard", "equip", "judge"):
            return []  # the end of a use, or a used card taking its place: the use told it
        if dz == "hand":
            if sz == "draw" and reason == "alliance_lianheng":
                return [self.names.ui("n.lianheng_take", who=self.who(dseat),
                                      cards=self._colon(ids))]
            if sz == "draw":
                return [self.names.ui("n.draw", who=self.who(dseat), n=n, cards=self._colon(ids),
                                      why=self.why(reason))]
            if sseat is not None and sseat != dseat:
                if by == sseat:
                    return [self.names.ui("n.give", src=self.who(sseat), who=self.who(dseat),
                                          n=n, cards=self._colon(ids))]
                return [self.names.ui("n.gain_from", who=self.who(dseat), src=self.who(sseat),
                                      n=n, cards=self._colon(ids))]
            if sseat is None:
                return [self.names.ui("n.gain", who=self.who(dseat), cards=self._space(ids))]
        if dz == "discard" and reason == "discard" and sseat is not None:
            if by is None or by == sseat:
                return [self.names.ui("n.discard", who=self.who(sseat), cards=self._space(ids))]
            return [self.names.ui("n.discard_of", by=self.who(by), who=self.who(sseat),
                                  cards=self._space(ids))]
        if dz == "discard" and sseat is not None:
            return [self.names.ui("n.to_discard", src=self.who(sseat), cards=self._space(ids),
                                  why=self.why(reason))]
        if dz == "pile":
            key = "n.to_pile_down" if r.get("face_up") is False else "n.to_pile"
            return [self.names.ui(key, who=self.who(dseat), n=n,
                                  pile=self.names(dst.get("pile")), cards=self._colon(ids))]
        if dz == "draw":
            return [self.names.ui("n.to_draw", n=n, cards=self._colon(ids))]
        if dz == "equip":
            return [self.names.ui("n.equip", who=self.who(dseat), cards=self._space(ids))]
        if dz == "judge":
            return [self.names.ui("n.to_judge", who=self.who(dseat),
                                  cards=self._space(ids).strip())]
        if dz in ("discard", "void", "processing") and sseat is None:
            return [self.names.ui("n.put", cards=self._space(ids).strip(),
                                  dst=self.names.ui(f"zone.{dz}"))]
        return [self.names.ui("n.move", cards=self._space(ids).strip(), src=self.place(src),
                              dst=self.place(dst))]

    def _via(self, r: Mapping[str, Any]) -> str:
        sk = r.get("skill")
        if not sk:
            return ""
        prev = self._prev
        if prev.get("t") == "skill" and prev.get("skill") == sk and prev.get("seat") == r["seat"]:
            return ""
        return self.names.ui("n.via", skill=self.names(sk))

    def _r_use(self, r: Mapping[str, Any]) -> list[str]:
        targets = ""
        if r.get("targets") and r["targets"] != [r["seat"]]:
            targets = self.names.ui("n.targets",
                                    list=self.names.join(self.who(t) for t in r["targets"]))
        victim = r.get("victim")
        if isinstance(victim, int) and not isinstance(victim, bool):  # 借刀杀人's B
            targets += self.names.ui("n.victim", victim=self.who(victim),
                                     slash=self.names.card("slash"))
        card = self.face(r["card"], r.get("suit", "none"), int(r.get("rank") or 0),
                         r.get("cards", []), str(r.get("nature", "normal")))
        return [self.names.ui("n.use", who=self.who(r["seat"]), card=card, targets=targets,
                              via=self._via(r))]

    def _r_respond(self, r: Mapping[str, Any]) -> list[str]:
        card = self.face(r["card"], r.get("suit", "none"), int(r.get("rank") or 0),
                         r.get("cards", []), str(r.get("nature", "normal")))
        return [self.names.ui("n.respond", who=self.who(r["seat"]), card=card,
                              via=self._via(r))]

    def _r_skill(self, r: Mapping[str, Any]) -> list[str]:
        targets: list[Any] = list(r.get("targets") or ())
        if str(r["skill"]).startswith("alliance_") and len(targets) == 1:  # 合纵, 连横
            line = self.names.ui("n.alliance", who=self.who(r["seat"]),
                                 skill=self.names(r["skill"]), to=self.who(targets[0]))
            return [f"[magenta]{line}[/magenta]"]
        line = self.names.ui("n.skill", who=self.who(r["seat"]), skill=self.names(r["skill"]))
        return [f"[magenta]{line}[/magenta]"]

    def _r_nullified(self, r: Mapping[str, Any]) -> list[str]:
        return [self.names.ui("n.nullified", card=self.names.card(r["card"]),
                              who=self.who(r["seat"]))]

    def _r_choose_suit(self, r: Mapping[str, Any]) -> list[str]:
        return [self.names.ui("n.choose_suit", who=self.who(r["seat"]),
                              suit=self.names(r["suit"]))]

    def _r_retarget(self, r: Mapping[str, Any]) -> list[str]:
        return [self.names.ui("n.retarget", card=self.names.card(r["card"]),
                              old=self.who(r["old"]), new=self.who(r["new"]))]

    def _r_skill_gained(self, r: Mapping[str, Any]) -> list[str]:
        return [self.names.ui("n.skill_gained", who=self.who(r["seat"]),
                              skill=self.names(r["skill"]))]

    def _r_skill_lost(self, r: Mapping[str, Any]) -> list[str]:
        return [self.names.ui("n.skill_lost", who=self.who(r["seat"]),
                              skill=self.names(r["skill"]))]

    def _r_damage(self, r: Mapping[str, Any]) -> list[str]:
        nature = self.names.ui(f"nature.{r.get('nature', 'normal')}")
        name = r.get("card")
        if name and self.names.has(f"{r.get('nature')}_{name}"):
            name = f"{r.get('nature')}_{name}"  # a 杀 of fire: 火杀
        card = self.names.ui("n.by_card", card=self.names.card(name)) if name else ""
        if r.get("source") is None:
            line = self.names.ui("n.damage_nosrc", who=self.who(r["target"]), n=r["amount"],
                                 nature=nature, card=card)
        else:
            line = self.names.ui("n.damage", src=self.who(r["source"]), who=self.who(r["target"]),
                                 n=r["amount"], nature=nature, card=card)
        if r.get("chained"):
            line += self.names.ui("n.chained")
        return [f"[red]{line}[/red]"]

    def _r_chain(self, r: Mapping[str, Any]) -> list[str]:
        reason = str(r.get("reason") or "")
        why = "" if reason in ("", "chain", "setup") else self.why(reason)
        key = "n.chain" if r.get("chained") else "n.unchain"
        return [self.names.ui(key, who=self.who(r["seat"]), why=why)]

    def _r_removed(self, r: Mapping[str, Any]) -> list[str]:
        key = "n.removed" if r.get("removed") else "n.unremoved"
        return [self.names.ui(key, who=self.who(r["seat"]))]

    def _r_boost(self, r: Mapping[str, Any]) -> list[str]:
        return [self.names.ui("n.boost", who=self.who(r["seat"]),
                              card=self.names.card(str(r["card"])), n=r.get("amount", 1),
                              by=self.names(str(r.get("by", ""))))]

    def _r_damage_prevented(self, r: Mapping[str, Any]) -> list[str]:
        return [self.names.ui("n.damage_prevented", who=self.who(r["target"]))]

    def _r_hp(self, r: Mapping[str, Any]) -> list[str]:
        shown = r.get("shown")
        if shown is None:
            line = self.names.ui("n.hp", who=self.who(r["seat"]), hp=r["hp"],
                                 max_hp=r["max_hp"])
        elif shown != r["hp"]:  # the owner, who sees both (seed 002, 垂置)
            line = self.names.ui("n.hp_shown", who=self.who(r["seat"]), hp=r["hp"],
                                 max_hp=r["max_hp"], shown=shown)
        else:  # the others see the frozen display
            line = self.names.ui("n.hp_frozen", who=self.who(r["seat"]), hp=r["hp"],
                                 max_hp=r["max_hp"])
        return [f"[dim]{line}[/dim]"]

    def _r_recover(self, r: Mapping[str, Any]) -> list[str]:
        return [f"[green]{self.names.ui('n.recover', who=self.who(r['seat']), n=r['amount'])}"
                "[/green]"]

    def _r_lose_hp(self, r: Mapping[str, Any]) -> list[str]:
        return [self.names.ui("n.lose_hp", who=self.who(r["seat"]), n=r["amount"])]

    def _r_gain_max_hp(self, r: Mapping[str, Any]) -> list[str]:
        return [self.names.ui("n.gain_max_hp", who=self.who(r["seat"]), n=r["amount"])]

    def _r_lose_max_hp(self, r: Mapping[str, Any]) -> list[str]:
        return [self.names.ui("n.lose_max_hp", who=self.who(r["seat"]), n=r["amount"])]

    def _r_dying(self, r: Mapping[str, Any]) -> list[str]:
        return [f"[bold red]{self.names.ui('n.dying', who=self.who(r['seat']))}[/bold red]"]

    def _r_death(self, r: Mapping[str, Any]) -> list[str]:
        # a mode with roles (identity) shows the dead player's; hegemony the kingdom and
        # both generals, all revealed at death
        seat = int(r["seat"])
        if "role" in r:
            line = self.names.ui("n.death", who=self.who(seat), role=self.names.role(r["role"]))
        elif "kingdom" in r:
            who = self.who(seat)
            gens = [g for g in (r.get("main"), r.get("deputy")) if g]
            if gens and seat not in self.generals:
                self.generals[seat] = str(gens[0])
            line = self.names.ui("n.death_side", who=who,
                                 kingdom=self.names.kingdom(r.get("kingdom")),
                                 generals=self.names.join(self.names(str(g)) for g in gens))
        else:
            line = self.names.ui("n.death_plain", who=self.who(seat))
        if r.get("killer") is not None:
            line += self.names.ui("n.killer", killer=self.who(r["killer"]))
        return [f"[bold red]{line}[/bold red]"]

    def _r_punish(self, r: Mapping[str, Any]) -> list[str]:
        if self.mode == "hegemony":
            return [self.names.ui("n.punish_kingdom", who=self.who(r["seat"]))]
        return [self.names.ui("n.punish", who=self.who(r["seat"]),
                              loyalist=self.names.role("loyalist"))]

    def _r_judge(self, r: Mapping[str, Any]) -> list[str]:
        result = ""
        if r.get("result") is True:
            result = self.names.ui("n.judge_good")
        elif r.get("result") is False:
            result = self.names.ui("n.judge_bad")
        cid = r.get("card")
        card = self.as_suit(r["name"], str(r.get("suit", "none")), int(r.get("rank") or 0),
                            cid if isinstance(cid, int) and not isinstance(cid, bool) else None)
        return [self.names.ui("n.judge", who=self.who(r["seat"]), reason=self.names(r["reason"]),
                              card=card, result=result)]

    def _r_pindian(self, r: Mapping[str, Any]) -> list[str]:
        winner = r.get("winner")
        result = self.names.ui("n.pindian_tie") if winner is None else \
            self.names.ui("n.pindian_win", who=self.who(winner))
        return [self.names.ui("n.pindian", src=self.who(r["source"]), who=self.who(r["target"]),
                              reason=self.names(r.get("reason")),
                              c1=self.card(r["source_card"]), c2=self.card(r["target_card"]),
                              result=result)]

    def _r_view(self, r: Mapping[str, Any]) -> list[str]:
        if "generals" in r and "cards" not in r:  # general cards seen (役鬼's 魂)
            return [self.names.ui("n.view_generals", who=self.who(r["seat"]),
                                  generals=self.names.join(self.names(str(x))
                                                           for x in r["generals"]),
                                  reason=self.names(r.get("reason")))]
        if "events" in r:  # the starter's three event cards (seed 001 事件)
            return [self.names.ui("n.events_drawn", who=self.who(r["seat"]),
                                  reason=self.names(r.get("reason")),
                                  events=self.names.join(self._event_name(e)
                                                         for e in r["events"]))]
        if "cards" not in r and "of" in r:  # a face-down general looked at (知己知彼)
            return [self.names.ui("n.view_general", who=self.who(r["seat"]),
                                  of=self.who(r["of"]),
                                  position=self.names.ui(f"pos.{r.get('position')}"),
                                  general=self._general_or_back(r.get("general")))]
        return [self.names.ui("n.view", who=self.who(r["seat"]), cards=self._space(r["cards"]))]

    def _r_arrange(self, r: Mapping[str, Any]) -> list[str]:
        return [self.names.ui("n.arrange", who=self.who(r["seat"]), top=r["top"],
                              bottom=r["bottom"])]

    def _r_show(self, r: Mapping[str, Any]) -> list[str]:
        faces = r.get("faces")
        if faces:
            shown = " " + self.names.join(self.names.card(f[0], f[1], int(f[2])) for f in faces)
        else:
            shown = self._space(r["cards"])
        return [self.names.ui("n.show", who=self.who(r["seat"]), cards=shown)]

    def _r_exchange(self, r: Mapping[str, Any]) -> list[str]:
        area = self.names.ui("zone.hand" if r.get("area") == "hand" else "zone.equip")
        return [self.names.ui("n.exchange", a=self.who(r["a"]), b=self.who(r["b"]), area=area)]

    def _r_recast(self, r: Mapping[str, Any]) -> list[str]:
        return [self.names.ui("n.recast", who=self.who(r["seat"]), card=self.card(r["card"]))]

    def _r_lianheng(self, r: Mapping[str, Any]) -> list[str]:
        return [self.names.ui("n.lianheng", who=self.who(r["seat"]), card=self.card(r["card"]),
                              to=self.who(r["to"]))]

    def _r_shuffle(self, r: Mapping[str, Any]) -> list[str]:
        return [f"[dim]{self.names.ui('n.shuffle', n=r['count'])}[/dim]"]

    def _r_game_over(self, r: Mapping[str, Any]) -> list[str]:
        winners = r.get("winners") or []
        sides = r.get("sides")
        won = {sides[s] for s in winners if isinstance(sides, list) and 0 <= s < len(sides)}
        if not winners:
            line = self.names.ui("n.game_draw", reason=escape(str(r.get("reason"))))
        elif len(won) == 1 and None not in won:
            line = self.names.ui("n.game_over_side", side=self.names.kingdom(won.pop()),
                                 list=self.names.join(self.who(s) for s in winners))
        else:
            line = self.names.ui("n.game_over", list=self.names.join(self.who(s) for s in winners))
        return ["", f"[bold]{line}[/bold]"]
