"""The table's own words, zh and en (the shared ones are in ``sgs.cli.text.UI``).

Every string is Rich markup with ``str.format`` fields, like ``UI``.
"""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {
    "zh": {
        "title": "三国杀 · 牌桌",
        "story": "战报", "info": "说明", "hand": "手牌", "choices": "选择",
        "waiting": "等待其他角色……", "over": "游戏结束",
        "you_tag": "你", "dist": "距离{d}", "in_range": "攻击范围内",
        "my_reach": "攻击范围{r} · 手牌上限{h}", "hand_n": "手牌{n}",
        "face_down": "翻面", "chained": "横置", "no_general": "（未选武将）",
        "header_piles": "牌堆{draw} · 弃牌{discard}",
        "general_pile": "剩余武将{n}",
        "g.duals": "双势力（只能作副将，可配两个势力之一的主将）：{list}",
        "k.confirm": "确定", "k.back": "返回", "k.pass": "放弃", "k.rules": "说明",
        "k.settings": "设置", "k.quit": "退出", "k.log": "翻看战报",
        "k.slower": "慢些", "k.faster": "快些",
        "b.confirm": "确定", "b.back": "取消",
        "n.choose_skill": "{card} 可用于：{list}，请先选择一项",
        "n.cannot_use": "{card} 现在不能使用",
        "n.not_complete": "还没有选完",
        "n.cannot_pass": "此时不能放弃",
        "n.no_target": "{who} 不能作为 {label} 的目标",
        "n.pick_card_first": "先选择一张牌或技能",
        "n.count": "已选 {n} 张（需 {need}）",
        "n.count_players": "已选 {n} 名（需 {need}）",
        "n.need_range": "{lo}-{hi}", "n.targets": "目标：{list}",
        "n.refused": "不合法：{msg}",
        "n.auto": "自动：{what}",
        "n.auto_pass_own": "不对自己的 {card} 使用无懈可击",
        "n.auto_only": "只有一种选择",
        "harm.title": "确认",
        "harm.text": "{who} 是{role}，与你同一方。\n仍要对其使用 {label} 吗？",
        "harm.text_kingdom": "{who} 与你同为{role}势力。\n仍要对其使用 {label} 吗？",
        "yes": "是 (y)", "no": "否 (n)",
        "s.title": "设置（按数字切换，Esc 关闭）",
        "s.own_trick": "不对自己的锦囊使用无懈可击（自动放弃）",
        "s.forced": "只有一种合法选择时自动选择（含唯一的目标）",
        "s.pace": "机器人动作间隔：{pace} 秒（+ / - 调整）",
        "r.title": "技能与卡牌说明（Esc 关闭）",
        "r.seats": "各角色的技能", "r.cards": "你的牌与场上的牌", "r.no_text": "（暂无说明）",
        "r.locked": "锁定技", "r.limited": "限定技", "r.lord": "{lord}技",
        "g.title": "选择你的武将", "g.role": "你的身份：{role}",
        "g.hint": "按字母或点击选择",
        "g.pair_title": "国战：选择主将与副将（同一势力，开局两张都暗置）",
        "g.pair_hint": "按字母或点击选择；Esc 重选主将。体力为两张武将牌的阴阳鱼之和的一半",
        "end.title": "游戏结束", "end.again": "再来一局同样的牌局：",
        "end.watch": "回看这一局：", "end.log": "日志已保存：{path}",
        "end.no_log": "日志未保存", "end.keys": "Esc 回到牌桌 · q 或 Enter 退出",
        "end.back": "Enter 查看结果 · q 退出",
        "arr.top": "顶{n}", "arr.bottom": "底{n}",
        "arr.hint": "依次点牌：点一次置于牌堆顶，再点置于牌堆底，再点取回；Enter 确定",
        "dis.hint": "先点牌，再点一名角色交给他；Enter 确定，Esc 重来",
        "dis.plan": "分配：{list}",
        "hand_blind": "手牌（{n}张，随机）",
        # the shared prompts that say "0" to decline: a digit points at a seat here
        "p.skill_cards": "发动【{skill}】：选择牌（x 不发动）",
        "p.skill_players": "发动【{skill}】：选择角色（x 不发动）",
        "pk.skill.guicai.ask.cards": "【鬼才】：{judged} 的判定牌是 {card}，打出一张手牌代替它？"
                                     "（x 不发动）",
        "pk.skill.axe.ask.cards": "【贯石斧】：弃置两张牌，令此【杀】依然命中 {target}？"
                                  "（x 不发动）",
        "hint": "? 说明 · F2 设置 · +/- 速度 · PgUp/PgDn 战报 · ^Q 退出 · 数字选座位",
        "n.pick_cards": "再选牌", "n.pick_targets": "按座位号选择目标",
        # cards on a general (seed 002); the line mode's words are shared
        "pc.where": "{who} 的武将牌上 · {pile}", "pc.where_mine": "你的武将牌上 · {pile}",
        "pc.down": "背面朝上：没有花色、点数、牌名与功能，不是任何技能的牌（翻至正面朝上后才是）",
        "r.parallel": "武将牌上的牌顺置（与武将牌同向）",
        "r.perpendicular": "武将牌锁定（横置、重置、翻面改为转动或翻转其上的牌），"
                           "体力显示冻结（伤害与失去体力照常结算）",
    },
    "en": {
        "title": "Sanguosha · table",
        "story": "Log", "info": "Rules text", "hand": "Hand", "choices": "Choices",
        "waiting": "Waiting for the others…", "over": "Game over",
        "you_tag": "you", "dist": "dist {d}", "in_range": "in range",
        "my_reach": "range {r} · hand limit {h}", "hand_n": "hand {n}",
        "face_down": "face down", "chained": "chained", "no_general": "(no general yet)",
        "header_piles": "deck {draw} · discard {discard}",
        "general_pile": "generals left {n}",
        "g.duals": "Dual kingdom (a deputy only, beside a main of either kingdom): {list}",
        "k.confirm": "OK", "k.back": "back", "k.pass": "pass", "k.rules": "rules",
        "k.settings": "settings", "k.quit": "quit", "k.log": "scroll log",
        "k.slower": "slower", "k.faster": "faster",
        "b.confirm": "OK", "b.back": "cancel",
        "n.choose_skill": "{card} can be used by: {list}; choose one first",
        "n.cannot_use": "{card} cannot be used now",
        "n.not_complete": "The choice is not complete yet",
        "n.cannot_pass": "You cannot pass here",
        "n.no_target": "{who} cannot be a target of {label}",
        "n.pick_card_first": "Choose a card or skill first",
        "n.count": "{n} card(s) chosen (need {need})",
        "n.count_players": "{n} player(s) chosen (need {need})",
        "n.need_range": "{lo}-{hi}", "n.targets": "targets: {list}",
        "n.refused": "Not allowed: {msg}",
        "n.auto": "auto: {what}",
        "n.auto_pass_own": "no Negate on your own {card}",
        "n.auto_only": "the only choice",
        "harm.title": "Confirm", "harm.text": "{who} is the {role}, on your side.\n"
                                            "Use {label} on them anyway?",
        "harm.text_kingdom": "{who} is of your kingdom, {role}.\nUse {label} on them anyway?",
        "yes": "yes (y)", "no": "no (n)",
        "s.title": "Settings (a number toggles, Esc closes)",
        "s.own_trick": "Never Negate your own tricks (pass by itself)",
        "s.forced": "Answer by itself when only one answer is legal (a lone target too)",
        "s.pace": "Pause after each bot action: {pace} s (+ / - to change)",
        "r.title": "Skills and cards (Esc closes)",
        "r.seats": "Each player's skills", "r.cards": "Your cards and the cards in play",
        "r.no_text": "(no text yet)",
        "r.locked": "locked", "r.limited": "limited", "r.lord": "{lord} skill",
        "g.title": "Choose your general", "g.role": "Your role: {role}",
        "g.hint": "Press a letter or click",
        "g.pair_title": "Hegemony: choose a main and a deputy general of one kingdom (both "
                        "start face down)",
        "g.pair_hint": "Press a letter or click; Esc chooses the main again. Max HP is half "
                       "the two cards' half-HP (阴阳鱼) together",
        "end.title": "Game over", "end.again": "Play this deal again:",
        "end.watch": "Watch this game again:", "end.log": "Log saved: {path}",
        "end.no_log": "The log was not saved",
        "end.keys": "Esc back to the table · q or Enter quit",
        "end.back": "Enter see the result · q quit",
        "arr.top": "top {n}", "arr.bottom": "bottom {n}",
        "arr.hint": "Press the cards in order: once for the top, again for the bottom, "
                    "again to take back; Enter when done",
        "dis.hint": "Choose cards, then a player to give them to; Enter when done, "
                    "Esc starts over",
        "dis.plan": "plan: {list}",
        "hand_blind": "hand ({n}, at random)",
        "p.skill_cards": "Activate {skill}: choose cards (x: don't)",
        "p.skill_players": "Activate {skill}: choose players (x: don't)",
        "pk.skill.guicai.ask.cards": "{reason}: the judgment of {judged} is {card}; "
                                     "play a hand card to replace it? (x: don't)",
        "pk.skill.axe.ask.cards": "{reason}: discard two cards so the Slash still hits "
                                  "{target}? (x: don't)",
        "hint": "? rules · F2 settings · +/- pace · PgUp/PgDn log · ^Q quit · "
                "digits: seats",
        "n.pick_cards": "now its cards", "n.pick_targets": "now the targets: seat numbers",
        "pc.where": "on {who}'s general card · {pile}",
        "pc.where_mine": "on your general card · {pile}",
        "pc.down": "Face down: no suit, rank, name or function; no skill counts or uses it "
                   "(until it is turned face up)",
        "r.parallel": "the cards lie parallel to the general card",
        "r.perpendicular": "the general is locked (chaining, resetting or flipping turns "
                           "the cards on it instead); its HP display is frozen (damage "
                           "and HP loss still count)",
    },
}

from .words_flow import FLOW_WORDS  # noqa: E402  (the flow's words, kept in their own file)
from .words_net import NET_WORDS  # noqa: E402  (a game on a server: time, 托管, chat)

for _lang, _words in FLOW_WORDS.items():
    WORDS[_lang].update(_words)
for _lang, _words in NET_WORDS.items():
    WORDS[_lang].update(_words)
