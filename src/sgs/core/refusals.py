"""Why an answer is refused or an option cannot be taken, in words a player reads.

A :class:`Refusal` is a code and its parameters; its text comes from one
catalogue, in English and Chinese.  Parameters named ``card`` or ``skill``
hold ids and are shown by their printed names when a name table is given
(the game passes its ruleset's), so "slash: only 1 per play phase" reads
"杀：每个出牌阶段限1次" at a Chinese table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Names = Callable[[str, str], str]  # (id, lang) -> printed name

# code -> (English, Chinese); {placeholders} are the refusal's parameters
CATALOGUE: dict[str, tuple[str, str]] = {
    # the answer's shape
    "shape.json": ("an answer is built from lists, mappings, whole numbers, text, true, "
                   "false and null; {got} is not",
                   "回答只能由列表、映射、整数、文本、true、false 和 null 组成；{got} 不是"),
    "shape.deep": ("the answer is nested too deeply", "回答嵌套过深"),
    "shape.large": ("the answer is too large", "回答过大"),
    "shape.ints": ("{what} must be a list of seat or card numbers, not {got}",
                   "{what}应为座位号或牌号的列表，而不是 {got}"),
    "shape.act": ("answer an option with its cards and targets, or null to pass; not {got}",
                  "请回答一个选项及其牌和目标，或以 null 放弃；而不是 {got}"),
    "shape.arrange": ("answer [top cards, bottom cards], not {got}",
                      "请回答 [置于牌堆顶的牌, 置于牌堆底的牌]，而不是 {got}"),
    "shape.distribute": ("answer a mapping from seat to the cards it receives, not {got}",
                         "请回答从座位到所得牌的映射，而不是 {got}"),
    "shape.seat": ("{got} is not a seat number", "{got} 不是座位号"),
    # who answers
    "seat.not_asked": ("seat {seat} is not being asked now", "现在不是在询问{seat}号位"),
    "seat.unknown": ("there is no seat {got} at this table", "本局没有{got}号位"),
    # acting: choosing an option, its cards and targets
    "act.decline": ("{skill}: this must be answered; it cannot be declined",
                    "{skill}：此处必须作答，不能放弃"),
    "act.no_option": ("{option} is not among the options offered now",
                      "{option} 不在现在可选的选项中"),
    "act.not_in_hand": ("card {card_id} is not in your hand", "{card_id}号牌不在你的手牌中"),
    "act.not_asked_for": ("{card} does not answer this request", "{card}不能响应此询问"),
    "act.use_limit": ("{card}: only {n} per play phase", "{card}：每个出牌阶段限{n}次"),
    "act.turn_limit": ("{card}: only {n} per turn", "{card}：每回合限{n}次"),
    "act.not_wounded": ("{card}: you are not wounded", "{card}：你未受伤"),
    "act.response_only": ("{card} is only used in response", "{card}只能在响应时使用"),
    "act.not_now": ("{card} cannot be used now", "{card}现在不能使用"),
    "act.forbidden": ("{card} cannot be used or played now ({skill})",
                      "{card}：现在不能使用或打出（{skill}）"),
    "act.skill_spent": ("{skill} has been used as often as it may be",
                        "{skill}的发动次数已达上限"),
    "act.skill_per_turn": ("{skill}: only {n} per turn", "{skill}：每回合限{n}次"),
    "act.skill_per_phase": ("{skill}: only {n} per play phase", "{skill}：每个出牌阶段限{n}次"),
    "act.under_full": ("{skill}: at most {n} cards lie under {card}, and it holds {n}",
                       "{skill}：{card}下至多有{n}张牌，已经放满"),
    "act.skill_limited": ("{skill} is a limited skill: once a game, and it has been used",
                          "{skill}为限定技：每局游戏限一次，已经发动过"),
    "act.not_active": ("{skill} is not used from the play phase: it is used when its "
                       "moment comes", "{skill}不能在出牌阶段主动发动，须在其时机发动"),
    # hidden generals (seed 001)
    "reveal.when": ("a face-down general is revealed only at the start of your preparation "
                    "phase or when one of its skills is used",
                    "暗置的武将牌只有两个时机可以明置：准备阶段开始时，或发动其武将技能时"),
    "reveal.skill_moment": ("{skill} belongs to a face-down general: a face-down general is "
                            "revealed only at the start of your preparation phase or when "
                            "one of its skills is used, and {skill} is used when its "
                            "moment comes, not from the play phase",
                            "{skill}是暗置武将牌的技能：暗置的武将牌只有准备阶段开始时或发动"
                            "其技能时可以明置，而{skill}须在其时机发动，不能在出牌阶段发动"),
    "reveal.forbidden": ("a skill in effect forbids you to reveal a general now ({skill})",
                         "现在不能明置武将牌（{skill}）"),
    "reveal.dual_deputy": ("{general} is a dual-kingdom general: it may not be revealed "
                           "while your main general has never been revealed",
                           "{general}为双势力武将：在主将未明置过的情况下，双势力武将不得明置"),
    "summon.once": ("{skill}: only once a phase, and it has been called this phase",
                    "{skill}：每个阶段限一次，本阶段已经发起过"),
    "summon.nobody": ("{skill}: no face-down player sits where revealing could complete "
                      "your formation",
                      "{skill}：没有未确定势力的角色处于明置后可满足你的阵法技条件的位置"),
    # 連橫 (seed 000)
    "lianheng.own_kingdom": ("Alliance (连横): the card goes to a player of a kingdom other "
                             "than yours, or to another player with no kingdom; seat {seat} "
                             "is of your kingdom",
                             "连横：须交给一名与自己势力不同的角色或一名没有势力的其他角色，"
                             "{seat}号位与你势力相同"),
    "lianheng.none": ("Alliance (连横): no other player is of a kingdom other than yours "
                      "or without a kingdom", "连横：没有与你势力不同或没有势力的其他角色"),
    "lianheng.self": ("Alliance (连横): the card goes to another player, not to yourself",
                      "连横：须将牌交给其他角色，不能交给自己"),
    "act.no_target": ("{card}: no player can be its target now", "{card}：现在没有合法目标"),
    "act.none_in_reach": ("{card}: no player is at distance {reach} or less",
                          "{card}：与你距离为{reach}以内的角色中没有合法目标"),
    "act.all_prohibited": ("{card}: every player it could target is protected from it",
                           "{card}：所有角色都不能成为其目标"),
    "act.out_of_range": ("{card}: only a player at distance {reach} or less may be its "
                         "target; seat {seat} is at distance {distance}",
                         "{card}：只能指定距离为{reach}以内的角色为目标，{seat}号位与你的距离为"
                         "{distance}"),
    "act.out_of_attack_range": ("{card}: seat {seat} is at distance {distance}, beyond your "
                                "attack range of {range}",
                                "{card}：{seat}号位与你的距离为{distance}，不在你的攻击范围"
                                "（{range}）内"),
    "act.none_in_attack_range": ("{card}: no player is within your attack range of {range}",
                                 "{card}：你的攻击范围（{range}）内没有其他角色"),
    "act.no_cards": ("{card}: seat {seat} has no card in hand, equipment or judgment area",
                     "{card}：{seat}号位的区域内没有牌"),
    "act.no_weapon": ("{card}: seat {seat} has no weapon equipped",
                      "{card}：{seat}号位的装备区内没有武器牌"),
    "act.victim_out_of_range": ("{card}: seat {seat} is not within the attack range of seat "
                                "{by}", "{card}：{seat}号位不在{by}号位的攻击范围内"),
    "act.none_armed": ("{card}: no other player has a weapon equipped",
                       "{card}：没有装备区内有武器牌的其他角色"),
    "act.none_with_cards": ("{card}: no other player has a card it could take",
                            "{card}：其他角色的区域内都没有牌"),
    "act.needs_kingdom": ("{card}: only a player with a kingdom (a general revealed) may "
                          "use it", "{card}：须有势力（已明置武将牌）才能使用"),
    "act.needs_big": ("{card}: only a player of a big kingdom may use it",
                      "{card}：只有大势力角色才能使用"),
    "act.no_big_kingdom": ("{card}: there is no big kingdom now", "{card}：现在没有大势力"),
    "act.too_many_targets": ("{card}: the most targets it may have is {n}",
                             "{card}：至多指定{n}名目标"),
    "act.not_self": ("{card} cannot target yourself", "{card}不能指定你自己为目标"),
    "act.target_dead": ("{card}: seat {seat} is dead", "{card}：{seat}号位已阵亡"),
    "act.target_removed": ("{card}: seat {seat} is away (not a legal target)",
                           "{card}：{seat}号位已被调离，不是合法目标"),
    "act.prohibited": ("{card}: seat {seat} cannot be its target ({skill})",
                       "{card}：不能指定{seat}号位为目标（{skill}）"),
    "act.bad_target": ("{card}: seat {seat} cannot be its target",
                       "{card}：{seat}号位不能成为目标"),
    "act.targets_incomplete": ("{card}: the targets chosen are not complete",
                               "{card}：所选目标不完整"),
    "act.fixed_cards": ("{option} uses cards {cards}", "{option} 使用的牌是 {cards}"),
    "act.card_not_allowed": ("card {card_id} cannot be chosen for {option}",
                             "{card_id}号牌不能用于 {option}"),
    "act.cards_incomplete": ("the cards chosen do not complete {option}",
                             "所选的牌不足以完成 {option}"),
    # choosing cards, players, options
    "pick.card_twice": ("a card is chosen twice", "同一张牌被选了两次"),
    "pick.player_twice": ("a player is chosen twice", "同一名角色被选了两次"),
    "pick.card_not_offered": ("card {card_id} is not among the cards offered",
                              "{card_id}号牌不在可选的牌中"),
    "pick.card_count": ("choose {lo} to {hi} cards, not {n}", "请选择{lo}至{hi}张牌，而不是{n}张"),
    "pick.card_count_exact": ("choose {lo} cards, not {n}", "请选择{lo}张牌，而不是{n}张"),
    "pick.cards_rule": ("these cards do not fit together here", "这些牌不符合此处的要求"),
    "pick.card_of": ("choose \"hand\" or one of the cards {visible}, not {got}",
                     "请选择 \"hand\"（手牌）或 {visible} 中的一张牌，而不是 {got}"),
    "pick.player_not_offered": ("seat {seat} is not among the players offered",
                                "{seat}号位不在可选的角色中"),
    "pick.player_count": ("choose {lo} to {hi} players, not {n}",
                          "请选择{lo}至{hi}名角色，而不是{n}名"),
    "pick.player_count_exact": ("choose {lo} players, not {n}", "请选择{lo}名角色，而不是{n}名"),
    "pick.option": ("choose one of {options}, not {got}", "请从 {options} 中选择，而不是 {got}"),
    "pick.confirm": ("answer true (yes) or false (no), not {got}",
                     "请回答 true（是）或 false（否），而不是 {got}"),
    "arrange.each": ("place each of the cards {cards} exactly once",
                     "{cards} 中的每张牌都须恰好放置一次"),
    "arrange.no_bottom": ("no card may go to the bottom here", "此处不能将牌置于牌堆底"),
    "give.seat_twice": ("seat {seat} is named twice", "{seat}号位出现了两次"),
    "give.cannot_receive": ("seat {seat} cannot receive cards here", "{seat}号位不能获得牌"),
    "give.at_least_one": ("seat {seat} must receive at least one card",
                          "{seat}号位至少须获得一张牌"),
    "give.card": ("card {card_id} cannot be given (not offered, or given twice)",
                  "{card_id}号牌不能交出（不可选，或交出了两次）"),
    "give.count": ("give {lo} to {hi} cards, not {n}", "请交出{lo}至{hi}张牌，而不是{n}张"),
    "give.targets": ("give to at most {n} players", "最多交给{n}名角色"),
}

_NAMED = ("card", "skill", "general")


@dataclass(frozen=True, slots=True)
class Refusal:
    """A refusal's code and parameters (plain values: ids, numbers, short text)."""

    code: str
    params: tuple[tuple[str, Any], ...] = ()

    @staticmethod
    def of(code: str, **params: Any) -> Refusal:
        if code not in CATALOGUE:
            raise KeyError(f"no refusal {code!r} in the catalogue")
        return Refusal(code, tuple([(k, _safe(v)) for k, v in params.items()]))

    def text(self, lang: str = "en", names: Names | None = None) -> str:
        en, zh = CATALOGUE[self.code]
        values = {k: (names(v, lang) if names is not None and k in _NAMED and isinstance(v, str)
                      else v) for k, v in self.params}
        return (zh if lang == "zh" else en).format(**values)

    def to_json(self, names: Names | None = None) -> dict[str, Any]:
        key = (self, names)
        try:
            texts = _TEXTS.get(key)
            kept = True
        except TypeError:  # a parameter (a list) or a name table that cannot be a key
            texts, kept = None, False
        if texts is None:
            texts = (self.text("en", names), self.text("zh", names))
            if kept:
                if len(_TEXTS) >= _TEXTS_MAX:
                    _TEXTS.clear()
                _TEXTS[key] = texts
        return {"code": self.code, "params": dict(self.params), "en": texts[0], "zh": texts[1]}


# a refusal's texts by (refusal, name table): the same few refusals (a 闪 in the play
# phase, a spent skill) are told again at every request; bounded, cleared when full
_TEXTS: dict[tuple[Refusal, Names | None], tuple[str, str]] = {}
_TEXTS_MAX = 4096


def _safe(value: Any) -> Any:
    """A parameter kept as it is when small (ids, counts, short lists), else shown."""
    t = type(value)
    if t is str:  # the commonest first: a card or skill id, a seat number
        return value if len(value) <= 60 else show(value)
    if t is int:
        return value if value.bit_length() <= 64 else show(value)
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int) and value.bit_length() <= 64:
        return value
    if isinstance(value, str) and len(value) <= 60:
        return value
    if isinstance(value, list) and len(value) <= 200 and all(
            isinstance(v, int | str) and _safe(v) == v for v in value):
        return value
    return show(value)


def show(value: Any, limit: int = 60) -> str:
    """A short, safe rendering of any value for a message: never deep, never huge."""
    out = _show(value, 3)
    return out if len(out) <= limit else out[: limit - 1] + "…"


def _show(value: Any, depth: int) -> str:
    if isinstance(value, bool) or value is None:
        return {True: "true", False: "false", None: "null"}[value]
    if isinstance(value, int):
        return str(value) if value.bit_length() <= 64 else "<a very large number>"
    if isinstance(value, str):
        return repr(value[:40])
    if depth <= 0:
        return "…"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_show(v, depth - 1) for v in list(value)[:6]) + \
            (", …]" if len(value) > 6 else "]")
    if isinstance(value, dict):
        items = list(value.items())[:6]
        return "{" + ", ".join(f"{_show(k, 0)}: {_show(v, depth - 1)}" for k, v in items) + \
            (", …}" if len(value) > 6 else "}")
    return f"<{type(value).__name__}>"
