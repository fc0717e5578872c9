"""The table's words for how a game flows past the player, zh and en: passing the
rest of a card's 无懈可击 windows, the settings remembered between games, leaving,
watching on after death, and the notes for a key that does nothing.  Merged into
``WORDS`` (kept apart so the shared word list stays short)."""

from __future__ import annotations

FLOW_WORDS: dict[str, dict[str, str]] = {
    "zh": {
        "c.pass_card": "此牌余下都不出",
        "n.auto_pass_card": "本张{card}余下的无懈可击时机都放弃",
        "n.auto_not_yours": "与你和已知同伴无关",
        "s.nullify_matters": "只在无懈可击与你有关时询问"
                             "（目标是你或已知的同伴，或有人要抵消你/同伴的牌）",
        "s.saved": "设置已保存：{path}",
        "s.bad_file": "设置文件 {path} 无法读取，已忽略：{why}",
        "n.not_offered": "{what} 不在本次的选择中",
        "n.no_key": "「{letter}」在此没有作用（字母见下方各选项，? 查看说明）",
        "n.one_card_enter": "已选 {card}；Enter 确定，再按一次取消",
        "harm.keys": "y 仍要使用 · n 或 Esc 重新选择目标",
        "q.title": "离开本局？",
        "q.text": "游戏尚未结束。日志会保存，可以用 sgs replay 重看。",
        "q.keys": "y 离开 · n 或 Esc 继续",
        "dead.title": "你已阵亡",
        "dead.text": "可以继续观战（加快速度），或直接跳到结果。",
        "dead.keys": "w 加快观战 · Enter 继续原速观战 · s 跳到结果",
        "dead.skipping": "正在跳到结果……",
        "g.scroll": "PgUp/PgDn 翻看更多",
    },
    "en": {
        "c.pass_card": "pass the rest of this card",
        "n.auto_pass_card": "passing the rest of this {card}'s Negate windows",
        "n.auto_not_yours": "not about you or a known ally",
        "s.nullify_matters": "Ask about Negate only when it matters to you (you or a known "
                             "ally is the target, or someone cancels your or an ally's card)",
        "s.saved": "Settings saved: {path}",
        "s.bad_file": "settings file {path} ignored (cannot be read): {why}",
        "n.not_offered": "{what} is not one of the choices here",
        "n.no_key": "'{letter}' does nothing here (the letters are beside the choices; ? for "
                    "the rules)",
        "n.one_card_enter": "{card} chosen; Enter to confirm, press it again to take it back",
        "harm.keys": "y use it anyway · n or Esc choose the targets again",
        "q.title": "Leave this game?",
        "q.text": "The game is not over. The log is saved; sgs replay tells it again.",
        "q.keys": "y leave · n or Esc stay",
        "dead.title": "You are dead",
        "dead.text": "Watch the others play on (faster), or skip to the result.",
        "dead.keys": "w watch faster · Enter watch at this pace · s skip to the result",
        "dead.skipping": "Skipping to the result…",
        "g.scroll": "PgUp/PgDn for more",
    },
}
