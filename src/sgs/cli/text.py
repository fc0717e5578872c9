"""Display text for the terminal: names in Chinese or English, cards with suits, UI strings.

Names of cards, generals, skills, kingdoms and roles come from the packs'
name tables (``Ruleset.names``) or, for a client of the seat protocol, from
the catalogue of its first observation (:meth:`Names.from_catalogue`); the
few words the surfaces need themselves (phases, zones, prompts, narration)
are in :data:`UI`.  Everything returned
here is rich markup: red suits are red, names bold.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from rich.markup import escape

from .client import general_cards, own_kingdom, pair_hp, paired

LANGS = ("zh", "en")

SUIT_SYMBOLS = {"spade": "♠", "heart": "♥", "club": "♣", "diamond": "♦", "none": ""}
RED_SUITS = frozenset({"heart", "diamond"})
RANKS = {1: "A", 11: "J", 12: "Q", 13: "K"}
SOLDIER_PREFIX = "soldier:"  # a soldier card's general id: soldier:<kingdom>:<gender>

# reasons a prompt need not name after it: the rules' own moments (hegemony's reveal at
# the 准备 phase, its rewards and 阵法召唤 say themselves in their prompts)
# the request data that name seats, shown by the seat's general
SEAT_FIELDS = ("source", "target", "by", "to", "user", "victim", "effect_target", "dying",
               "judged", "opponent", "summoner", "giver", "starter", "performer", "tiger")


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def prompt_fields(req: Mapping[str, Any], names: Names, who: Callable[[int], str],
                  card: Callable[[int], str]) -> dict[str, Any]:
    """A request's data for a prompt template, for the line mode and the table alike:
    seats as ``who`` names them, cards as ``card`` shows them, ids as printed names."""
    out: dict[str, Any] = {"reason": names(req.get("reason"))}
    data = req.get("data") or {}
    for k, v in data.items():
        if k in SEAT_FIELDS and _is_int(v):
            out[k] = who(v)
        elif k == "card" and _is_int(v):
            out[k] = card(v)
        elif k == "card" and isinstance(v, str):
            out[k] = names.card(v)
        elif k in ("general", "skill", "event", "kingdom") and isinstance(v, str):
            out[k] = names(v)
        elif k == "position" and v in ("main", "deputy"):
            out[k] = names.ui(f"pos.{v}")
        elif k == "suit" and f"opt.{v}" in names.ui_table:  # 火攻's: ♥ 红桃
            out[k] = names.ui(f"opt.{v}")
        elif k == "color" and f"color.{v}" in names.ui_table:  # 潜袭's: 红色
            out[k] = names.ui(f"color.{v}")
        else:
            out[k] = escape(str(v))
    if isinstance(data.get("event"), str):  # an event card: what it does (seed 001 事件)
        out["event_text"] = escape(names.rule(data["event"]))
    if "target" not in out and _is_int(req.get("target")):
        out["target"] = who(req["target"])
    return out


PLAIN_REASONS = ("play", "setup", "discard_phase", "reveal", "companion", "leftover",
                 "formation_summon")

# ---------------------------------------------------------------- UI strings

UI: dict[str, dict[str, str]] = {
    "zh": {
        # words
        "you": "你", "seat": "座位{seat}", "sep": "、", "colon": "：", "none": "无",
        "dead": "阵亡",
        "hidden_role": "？", "unknown_card": "一张牌", "hand": "手牌", "equip": "装备",
        "judge_area": "判定", "hp": "体力", "role": "身份", "general": "武将",
        "distance": "距离{d}", "draw_count": "牌堆 {n} 张", "discard_count": "弃牌堆 {n} 张",
        "turn_of": "第 {n} 回合 · {who} · {phase}", "no_phase": "回合外",
        "your_hand": "你的手牌", "your_role": "你的身份：{role}", "kingdom": "势力",
        "skills": "技能",
        # phases, zones, slots, natures
        "phase.start": "准备阶段", "phase.judge": "判定阶段", "phase.draw": "摸牌阶段",
        "phase.play": "出牌阶段", "phase.discard": "弃牌阶段", "phase.finish": "结束阶段",
        "zone.hand": "手牌", "zone.equip": "装备区", "zone.judge": "判定区",
        "zone.draw": "牌堆", "zone.discard": "弃牌堆", "zone.processing": "处理区",
        "zone.void": "游戏外", "zone.pile": "武将牌上", "zone.under": "装备牌下",
        "slot.weapon": "武器", "slot.armor": "防具", "slot.+1": "+1马", "slot.-1": "-1马",
        "nature.normal": "", "nature.fire": "火焰", "nature.thunder": "雷电",
        # role fallbacks (a set's names table may rename them)
        "role.lord": "主公", "role.loyalist": "忠臣", "role.rebel": "反贼",
        "role.renegade": "内奸",
        # narration
        "n.turn": "──── 第 {n} 回合：{who} ────",
        "n.phase_skipped": "{who} 跳过了{phase}",
        "n.flip": "{who} 将武将牌翻回正面，跳过此回合",
        # the general card's states (seed 002)
        "n.flip_down": "{who} 将武将牌翻面，背面朝上{why}",
        "n.flip_up": "{who} 将武将牌翻回正面{why}",
        "n.perpendicular": "{who} 的武将牌进入垂置状态：武将牌锁定，体力显示不再变动{why}",
        "n.rotate": "{who} 武将牌上的牌旋转回顺置状态，武将牌未动{why}",
        "n.pile_up": "{who} 将武将牌上的{cards} 翻至正面朝上{why}",
        "n.pile_down": "{who} 将武将牌上的{cards} 翻至背面朝上{why}",
        "n.to_pile_down": "{who} 将 {n} 张牌背面朝上置于武将牌上（{pile}，覆盖）{cards}",
        "n.hp_shown": "    {who} 体力 {hp}/{max_hp}（牌桌上仍显示 {shown}）",
        "n.hp_frozen": "    {who} 体力显示 {hp}/{max_hp}（垂置：显示冻结）",
        "why.turn_start": "回合开始", "why.flip": "翻面", "why.chain": "横置或重置",
        "pk.turn_face_up": "回合开始：选择你武将牌上一张背面朝上的牌，翻至正面朝上",
        "pk.skill.buqu.remove": "【不屈】：回复了体力，选择一张不屈牌置入弃牌堆",
        "face_down": "背面", "frozen": "冻结", "shown_hp": "牌桌显示 {hp}",
        "placement.parallel": "顺置", "placement.perpendicular": "垂置",
        "n.draw": "{who} 摸了 {n} 张牌{why}{cards}",
        "n.to_discard": "{src}的{cards} 进入弃牌堆{why}",
        "n.why": "（{reason}）",
        "why.death": "阵亡", "why.replace_equip": "替换装备", "why.reward": "奖励",
        "why.punish": "惩罚", "why.fill": "补牌", "why.remove": "移出游戏",
        "n.gain_from": "{who} 获得了 {src} 的 {n} 张牌{cards}",
        "n.give": "{src} 交给 {who} {n} 张牌{cards}",
        "n.gain": "{who} 获得了{cards}",
        "n.discard": "{who} 弃置了{cards}",
        "n.discard_of": "{by} 弃置了 {who} 的{cards}",
        "n.put": "{cards} 置入{dst}",
        "n.to_pile": "{who} 将 {n} 张牌置于武将牌上（{pile}）{cards}",
        "n.to_draw": "{n} 张牌被置于牌堆{cards}",
        "n.equip": "{who} 装备了{cards}",
        "n.to_judge": "{cards} 被置入 {who} 的判定区",
        "n.move": "{cards}：{src} → {dst}",
        "n.use": "{who} 使用了 {card}{targets}{via}",
        "n.targets": " → {list}",
        "n.victim": "（令其对 {victim} 使用{slash}）",
        "n.counts_as": "（视为{suit}）",
        "n.via": "（{skill}）",
        "n.respond": "{who} 打出了 {card}{via}",
        "n.skill": "{who} 发动了【{skill}】",
        "n.damage": "{src} 对 {who} 造成了 {n} 点{nature}伤害{card}",
        "n.damage_nosrc": "{who} 受到了 {n} 点{nature}伤害{card}",
        "n.by_card": "（{card}）",
        "n.damage_prevented": "{who} 受到的伤害被防止了",
        "n.hp": "    {who} 体力 {hp}/{max_hp}",
        "n.recover": "{who} 回复了 {n} 点体力",
        "n.lose_hp": "{who} 失去了 {n} 点体力",
        "n.gain_max_hp": "{who} 增加了 {n} 点体力上限",
        "n.lose_max_hp": "{who} 减少了 {n} 点体力上限",
        "n.dying": "{who} 进入濒死状态！",
        "n.death": "{who} 阵亡，身份是{role}",
        "n.death_plain": "{who} 阵亡",
        "n.reveal_general": "{who} 明置了武将 {general}",
        "n.killer": "（凶手：{killer}）",
        "n.punish": "{who} 杀死了自己的{loyalist}，弃置所有手牌和装备",
        "n.judge": "{who} 的判定（{reason}）：{card}{result}",
        "n.judge_good": "，对其有利", "n.judge_bad": "，对其不利",
        "n.pindian": "{src} 与 {who} 拼点（{reason}）：{c1} 对 {c2}，{result}",
        "n.pindian_win": "{who} 赢", "n.pindian_tie": "平局",
        "n.view": "{who} 观看了{cards}",
        "n.arrange": "{who} 将 {top} 张牌置于牌堆顶，{bottom} 张置于牌堆底",
        "n.show": "{who} 展示了{cards}",
        "n.exchange": "{a} 与 {b} 交换了{area}",
        "n.recast": "{who} 重铸了 {card}",
        "n.chain": "{who} 的武将牌被横置（连环状态）{why}",
        "n.unchain": "{who} 的武将牌被重置{why}",
        "n.removed": "{who} 被调离：此回合内不计入距离和座次",
        "n.unremoved": "{who} 回到座次中",
        "n.chained": "（连环传导）",
        "n.boost": "{who} 的{card}伤害+{n}（{by}）",
        "n.lianheng": "{who} 连横，将 {card} 交给 {to}",
        "n.shuffle": "牌堆用尽，弃牌堆洗切成新的牌堆（{n} 张）",
        "n.roles": "身份：{list}",
        "n.general": "{who} 选择了武将 {general}（{kingdom}，体力 {hp}）{role}",
        "n.game_over": "游戏结束：{list} 获胜",
        "n.game_draw": "游戏结束，无人获胜（{reason}）",
        "n.not_over": "游戏尚未结束（记录到此为止）",
        "n.nullified": "{card} 对 {who} 的效果被抵消了",
        "n.choose_suit": "{who} 选择了{suit}",
        "n.retarget": "{card} 的目标由 {old} 转移给 {new}",
        "n.skill_gained": "{who} 获得了技能【{skill}】",
        "n.skill_lost": "{who} 失去了技能【{skill}】",
        # answers of option requests, by id
        "opt.discard": "弃置手牌", "opt.damage": "受到 1 点伤害", "opt.draw": "令其摸一张牌",
        "opt.spade": "♠ 黑桃", "opt.heart": "♥ 红桃", "opt.club": "♣ 梅花",
        "opt.diamond": "♦ 方块",
        # prompts of the content, by prompt key (and request kind)
        "pk.skill.yiji.card": "【遗计】：选择一张牌分出",
        "pk.amazing_grace.pick": "【五谷丰登】：选择一张牌获得",
        "pk.skill.guicai.ask.cards": "【鬼才】：{judged} 的判定牌是 {card}，打出一张手牌代替它？"
                                     "（0 不发动）",
        "pk.skill.axe.ask.cards": "【贯石斧】：弃置两张牌，令此【杀】依然命中 {target}？"
                                  "（0 不发动）",
        "p.skill_cards": "发动【{skill}】：选择牌（0 不发动）",
        "p.skill_players": "发动【{skill}】：选择角色（回车 不发动）",  # 0 is a seat
        "pk.skill.yiji.to": "【遗计】：将 {card} 交给一名角色",
        "pk.skill.liuli.card": "【流离】：弃置一张牌，将此【杀】转移给他人（不选则不发动）",
        "pk.skill.liuli.target": "【流离】：选择【杀】的新目标",
        "pk.skill.kylin_bow.choose": "【麒麟弓】：弃置 {target} 的一匹马",
        "pk.skill.jianmei.again": "【{reason}】：是否再判定一次？",
        "pk.skill.ganglie.choose": "【刚烈】：{by} 令你选择一项",
        "pk.skill.fanjian.suit": "【反间】：选择一种花色",
        "pk.skill.fanjian.take": "【反间】：获得 {target} 的一张手牌",
        "pk.skill.double_sword.ask.confirm": "是否对 {target} 发动【{reason}】？",
        "pk.skill.double_sword.ask.players": "选择要发动【{reason}】的目标",
        "pk.skill.double_sword.choose": "【{reason}】：{source} 令你选择一项",
        # 观星, 火攻, the order of one's skills, and the 国战 generals' own questions
        "pk.arrange.guanxing": "【观星】：将其中任意张按顺序置于牌堆顶，其余按顺序置于牌堆底",
        "pk.fire_attack.show": "【火攻】（{source}）：展示一张手牌；使用者可弃置一张同花色的手牌，"
                               "对你造成1点火焰伤害",
        "pk.fire_attack.discard": "【火攻】：{target} 展示的牌为{suit}；弃置一张{suit}手牌，"
                                  "对其造成1点火焰伤害？（不选则不弃置）",
        "pk.trigger.order": "你的多个技能同时发动：选择先发动的技能",
        "pk.skill.luoshen.again": "【洛神】：判定结果为黑色，是否再判定一次？",
        "pk.skill.qiaobian.draw": "【巧变】：选择一至两名有手牌的其他角色，获得其各一张手牌"
                                  "（不选则不获得）",
        "pk.skill.qiaobian.play": "【巧变】：选择判定区或装备区里的一张牌，移至另一名角色的"
                                  "相同区域（不选则不移动）",
        "pk.skill.qiaobian.to": "【巧变】：将 {card} 移至哪名角色的相同区域？",
        "pk.skill.quhu.wolf": "【驱虎】：你赢了拼点，选择 {tiger} 攻击范围内的一名角色，"
                              "{tiger} 对其造成1点伤害",
        "pk.skill.shensu.judge": "【神速】：跳过判定阶段和摸牌阶段，视为对你选择的角色使用"
                                 "【杀】（不选则不发动）",
        "pk.skill.shensu.equip": "【神速】：弃置一张装备牌并跳过出牌阶段，视为使用【杀】"
                                 "（不选则不发动）",
        "pk.skill.shensu.play": "【神速】：选择此【杀】的目标（不选则不发动）",
        "pk.skill.xiaoguo.discard": "【骁果】：弃置一张装备牌，否则受到 {by} 造成的1点伤害",
        "pk.skill.fangquan.card": "【放权】：弃置一张手牌，令一名其他角色获得一个额外的回合"
                                  "（不选则不发动）",
        "pk.skill.fangquan.target": "【放权】：选择获得额外回合的角色",
        # prompts
        "p.play": "出牌阶段：选择要使用的牌或技能",
        "p.respond_use": "请使用一张 {names}", "p.respond_play": "请打出一张 {names}",
        "p.because": "（{reason}）",
        "p.dying": "{who} 濒死：是否使用一张 {names}？",
        "p.nullify": "是否使用 {names}，抵消 {user} 的 {card} 对 {target} 的效果？",
        "p.nullify_delayed": "是否使用 {names}，抵消 {target} 判定区里 {card} 的效果？",
        "p.collateral": "请对 {victim} 使用一张 {names}，否则将武器交给 {user}",
        "p.choose_general": "选择你的武将",
        "p.discard_phase": "弃牌阶段：请弃置 {count} 张手牌",
        "p.discard": "请弃置 {count} 张牌",
        "p.discard_of": "选择 {target} 的一张牌弃置",
        "p.gain_of": "选择 {target} 的一张牌获得",
        "p.card_of": "选择 {target} 的一张牌",
        "p.pindian": "选择一张手牌拼点",
        "p.distribute": "将牌分给其他角色",
        "p.skill_ask": "是否发动【{skill}】？",
        "p.confirm": "确认？",
        "p.cards": "选择 {lo}-{hi} 张牌", "p.card": "选择一张牌",
        "p.players": "选择 {lo}-{hi} 名角色", "p.player": "选择一名角色",
        "p.option": "请选择",
        "p.arrange": "观看并排列这些牌（置于牌堆顶或牌堆底）",
        # choice lines and hints
        "c.pass_play": "结束出牌", "c.pass_respond": "不出", "c.pass": "放弃",
        "c.yes": "是", "c.no": "否", "c.done": "确定", "c.none": "不选",
        "c.hand_blind": "手牌（{n} 张，随机抽一张）",
        "c.skill": "发动【{skill}】", "c.view_as": "【{skill}】当 {name}",
        "c.recast": "重铸 {card}",
        "c.as": "当 {name}",
        "h.pick": "输入编号", "h.pick_many": "输入编号（可多个，空格分隔）",
        "h.back": "b 返回", "h.quit": "q 退出", "h.status": "s 牌桌",
        "h.choose_cards": "选牌（{label}）", "h.choose_targets": "选目标（{label}）",
        "h.chosen": "已选：{list}",
        "h.arrange_top": "按顺序输入置于牌堆顶的牌的编号（第一个在最上面；其余置于牌堆底）",
        "h.arrange_top_only": "按顺序输入全部牌的编号（第一个在最上面）",
        "h.arrange_bottom": "按顺序输入置于牌堆底的牌的编号（第一个在上面）",
        "h.distribute_cards": "选择要交出的牌（0 完成）",
        "h.distribute_to": "交给谁？",
        "h.plan": "分配：{list}",
        "h.help": "? 帮助",
        "h.pick_seat": "输入座位号",
        "h.pick_seats": "输入座位号（可多个）",
        "h.pick_cards": "输入编号（一次一张或几张，再输一次取消）",
        "h.enter_done": "回车 确定", "h.enter_none": "回车 不选",
        "h.count_of": "已选 {n}/{of}", "h.count_range": "已选 {n}（可选 {lo}-{hi}）",
        "h.count_cards": "已选 {n} 张", "h.count_targets": "已选 {n} 名目标（最多 {most}）",
        "h.count_targets_exact": "已选 {n} 名目标（需 {most} 名）",
        "e.need_targets": "还需再选 {k} 名目标",
        "h.target_step.collateral": "：{who} 须对其使用【杀】的角色",
        "h.target_step.lijian": "：{who} 视为对其使用【决斗】的角色",
        "h.cards_exact": "选择 {n} 张牌", "h.cards_left": "还有 {n} 张牌可交出",
        "h.chosen_none": "已全部取消",
        # texts on demand: i SEAT, ? NAME
        "i.no_text": "（暂无说明）", "i.locked": "锁定技", "i.limited": "限定技",
        "i.lord": "{lord}技",
        "i.type.basic": "基本牌", "i.type.trick": "锦囊牌", "i.type.delayed": "延时锦囊牌",
        "i.type.equip": "装备牌",
        "i.general_hidden": "武将未知", "i.range": "攻击范围 {r}",
        "i.in_range": "在你的攻击范围内", "i.out_of_range": "不在你的攻击范围内",
        "i.more": "……还有 {n} 项，请输入更完整的名字",
        "q.ally": "{who} 是{role}，与你同一阵营。仍要对其使用 {card}？",
        "q.ally_kingdom": "{who} 与你同为{role}势力。仍要对其使用 {card}？",
        # help
        "help.numbers": "编号不变：手牌按它在手牌中的位置编号，角色按座位号选择",
        "help.done": "回车（或 ok）确定选择；0 放弃、不出或结束出牌（选角色时 0 是座位0）",
        "help.s": "s          显示牌桌",
        "help.i": "i 座位号   该角色的武将、技能说明、装备（只输 i：你自己）",
        "help.q_name": "? 名字     牌、技能或武将的说明（如 ? 杀、? 葬花）",
        "help.h": "h          本局到目前为止的经过（h 20：最近 20 行）",
        "help.a": "a          切换：对你自己使用的锦囊是否询问无懈可击",
        "help.b": "b          返回（选牌、选目标时）",
        "help.q": "q          退出（对局未结束时先问一次）",
        "help.z": "z          询问无懈可击时：此牌余下的时机都不出（如南蛮入侵的每个目标）",
        "help.m": "m          切换：只在无懈可击与你有关时询问",
        # the 无懈可击 windows passed without asking; leaving
        "c.pass_card": "此牌余下都不出",
        "h.pass_card": "z 此牌余下都不出",
        "m.auto_pass_card": "自动不出{names}：本张{card}余下的时机都放弃（z）",
        "m.auto_not_yours": "自动不出{names}：与你和已知同伴无关（输入 m 改为每次询问）",
        "m.matters_on": "只在无懈可击与你有关时询问：开（m 切换）",
        "m.matters_off": "只在无懈可击与你有关时询问：关，每次都问（m 切换）",
        "e.no_pass_card": "z 只在询问无懈可击时有用。",
        "q.leave": "离开本局？游戏尚未结束（日志会保存，可以用 sgs replay 重看）。",
        "q.leave_keys": "y 离开 · n 继续",
        "m.stay": "继续本局。",
        "m.settings_bad": "设置文件 {path} 无法读取，已忽略：{why}",
        # errors
        "e.not_number": "请输入编号（数字），不是 “{text}”。",
        "e.range": "编号 {n} 超出范围（可选 {valid}）。",
        "e.empty": "请输入一个编号。",
        "e.one": "请只输入一个编号。",
        "e.not_done": "选择还不完整，不能确定。",
        "e.cannot_pass": "此时不能放弃。",
        "e.illegal": "不合法：{msg}",
        "e.dup": "编号 {n} 已经选过了。",
        "e.not_selectable": "{item} 现在不能选（已选的之后）。",
        "e.nothing": "无法完成这个选择，返回。",
        "e.seat_range": "座位 {n} 不能选（可选座位：{valid}）。",
        "e.unusable": "{item} 现在不能使用。",
        "e.refused": "这个选择不符合规则，请重新选择",
        "e.no_seat": "没有座位 {seat}（座位：{valid}）。",
        "e.no_name": "没有叫“{text}”的牌、技能或武将。",
        "e.all_cards": "请按顺序输入全部 {n} 张牌的编号。",
        # end of game, meta
        "m.seed": "种子：{seed}（用 --seed {seed} --seat {seat} 重玩这一局）",
        "m.you_are": "你坐在座位 {seat}，共 {n} 名玩家；对手：{bots}",
        "m.result_win": "你赢了！", "m.result_lose": "你输了。", "m.result_draw": "平局。",
        "m.winners": "获胜：{list}",
        "m.roles": "身份公布",
        "m.log": "日志已写入 {path}",
        "m.eof": "输入结束，退出游戏。",
        "m.quit": "已退出游戏。",
        "m.interrupt": "已中断。",
        "m.turns": "共 {turns} 回合，{decisions} 次决策",
        "m.auto_own": "自动不出{names}：{card} 是你自己使用的（输入 a 改为询问）",
        "m.auto_only": "{prompt} → {answer}（唯一的选择，已自动作出）",
        "m.auto_cards": "所用的牌：{cards}（唯一的选择）",
        "m.auto_targets": "目标：{who}（唯一可选）",
        "m.auto_on": "对你自己的锦囊不询问无懈可击：开（a 切换）",
        "m.auto_off": "对你自己的锦囊不询问无懈可击：关（a 切换）",
        "m.history": "──── 到目前为止的经过 ────", "m.history_end": "──── 以上 ────",
        "m.history_empty": "还没有发生任何事。",
        "m.replay": "重玩这一局（同样的发牌、座位和对手）：",
        "m.log_saved": "日志已保存：{path}", "m.log_replay": "回看这一局：{cmd}",
        "m.log_failed": "无法写入日志 {path}：{err}",
        # hegemony (国战): generals face down, kingdoms, the mode's rewards
        "name.wei": "魏", "name.shu": "蜀", "name.wu": "吴", "name.qun": "群",
        "name.careerist": "野心家", "name.companion": "珠联璧合", "name.leftover": "阴阳鱼",
        "name.vanguard": "先驱", "name.reveal": "明置武将",
        "name.formation_summon": "阵法召唤",
        "pos.main": "主将", "pos.deputy": "副将",
        "kingdom_unknown": "未明", "your_kingdom": "你的势力：{kingdom}",
        "your_kingdom_hidden": "你的势力：未定（你的武将属{kingdom}，明置时确定）",
        "gen.back": "▒暗▒", "gen.down": "暗", "gen.removed": "移除",
        "gen.mine_down": "{general}（暗）", "gen.pair": "{main} / {deputy}",
        "latent": "暗置武将的技能", "latent_note": "发动时明置该武将",
        "half_hp": "阴阳鱼 {n}",
        "m.kingdoms": "势力与武将",
        "pk.choose_generals": "选择主将与副将（须同一势力，两张都暗置）",
        "pk.hegemony.reveal": "准备阶段：是否明置武将？",
        "pk.hegemony.companion": "珠联璧合：选择一项",
        "pk.hegemony.leftover": "阴阳鱼：是否摸一张牌？",
        "pk.hegemony.summon": "阵法召唤（{summoner}）：是否明置一张武将牌响应？",
        "pk.skill.reveal": "明置{position}{general}以发动【{skill}】？",
        "o.hegemony.reveal.main": "明置主将 {main}",
        "o.hegemony.reveal.deputy": "明置副将 {deputy}",
        "o.hegemony.reveal.both": "两张都明置", "o.hegemony.reveal.none": "暂不明置",
        "o.hegemony.companion.draw_two": "摸两张牌", "o.hegemony.companion.recover": "回复1点体力",
        "o.hegemony.summon.main": "明置主将 {main}",
        "o.hegemony.summon.deputy": "明置副将 {deputy}",
        "o.hegemony.summon.none": "不响应",
        "c.pair": "主将 {main} + 副将 {deputy}",
        "c.pair_hp": "{kingdom} · 体力 {hp}（阴阳鱼 {a}+{b}{left}）", "c.left": "，余一个",
        "c.companions": "珠联璧合",
        "h.choose_main": "先选择主将（各武将下方为其技能）",
        "h.choose_deputy": "主将 {main}：再选择副将（与主将同一势力）",
        "n.generals_pair": "{who}：主将 {main}，副将 {deputy}（体力 {hp}）",
        "n.reveal_pos": "{who} 明置了{position} {general}",
        "n.kingdom_fixed": "，势力为{kingdom}", "n.became_careerist": "，成为野心家",
        "n.reward.vanguard": "{who} 首个明置武将，获得先驱奖励",
        "why.vanguard": "先驱", "why.companion": "珠联璧合", "why.leftover": "阴阳鱼",
        "n.reward.companion.draw_two": "{who} 珠联璧合：摸两张牌",
        "n.reward.companion.recover": "{who} 珠联璧合：回复1点体力",
        "n.reward.leftover": "{who} 弃阴阳鱼：摸一张牌",
        "n.hide_general": "{who} 暗置了{position} {general}",
        "n.view_general": "{who} 观看了 {of} 的{position}：{general}",
        "n.death_side": "{who} 阵亡（{kingdom}：{generals}）",
        "n.punish_kingdom": "{who} 杀死了与自己势力相同的角色，弃置所有手牌和装备",
        "n.game_over_side": "游戏结束：{side}获胜（{list}）",
        # seed 001 的进阶规则：士兵牌、副将的移除/变更/加入、事件、双势力、合纵连横
        "soldier_of": "{soldier}（{kingdom}·{gender}）",
        "gender.male": "男", "gender.female": "女", "gender.none": "无性别",
        "general_pile": "剩余武将 {n} 张",
        "dual": "双势力", "deputy_only": "只能作副将",
        "no_skill": "没有技能",
        "n.remove_deputy": "{who} 移除了副将 {general}，以{soldier}代替（没有技能）",
        "n.remove_deputy_down": "{who} 移除了暗置的副将，以一张暗置的士兵牌代替",
        "n.general_search": "{who} 从剩余武将牌堆顶亮出：{shown}",
        "n.search_found": "，{found} 与其势力相同",
        "n.search_none": "，没有与其势力相同的武将（亮出的武将牌洗混置于剩余武将牌堆底）",
        "n.change_deputy": "{who} 变更副将：{old} → {general}（体力上限不变）",
        "n.change_deputy_down": "{who} 变更副将：暗置的副将 → {general}（体力上限不变）",
        "n.add_deputy": "{who} 加入副将 {general}，体力上限变为 {max_hp}",
        "n.new_deputy_down": "（双势力武将，主将未明置过：暗置）",
        "n.events_drawn": "{who} 随机获得三张事件牌（{reason}）：{events}",
        "n.event": "{who} 将事件牌{event}交给 {performer}（{text}）",
        "n.event_forced": "，{performer} 须进行此事件",
        "n.event_refused": "{who} 拒绝进行事件{event}",
        "n.event_performed": "{who} 进行事件{event}",
        "n.alliance": "{who} 发动【{skill}】，将一张手牌交给 {to}",
        "n.lianheng_take": "{who} 观看牌堆顶的两张牌并获得其中一张{cards}",
        "rule.reveal": "明置武将：暗置的武将牌没有技能、性别和势力。只有两个时机可以将它明置："
                       "准备阶段开始时，或发动这张武将牌的技能时。第一次明置武将牌时确定势力"
                       "（该势力的角色将超过总人数的一半时成为野心家）；双势力武将须在主将"
                       "明置过之后才能明置。",
        "rule.formation_summon": "阵法召唤：拥有阵法技的角色发起，满足此阵法技条件的未确定"
                                 "势力的角色可依次明置一张武将牌响应，以发挥阵法技的效果。",
        "rule.event_overturn": "进行者的武将牌叠置；若已处于叠置状态，其将手牌弃至手牌上限",
        "rule.event_strike": "进行者对发起者指定的进行者势力的一名角色造成1点伤害",
        "rule.event_tribute": "进行者摸一张牌，然后交给发起者两张手牌",
        "rule.event_disarm": "进行者失去装备区里的所有牌",
        "rule.event_bleed": "进行者失去1点体力",
        "rule.event": "事件：发起者随机获得三张事件牌（共五种），选择其中一张交给进行者，"
                      "进行者决定是否进行（有些发起者可以强制进行者进行）。",
        "rule.alliance_hezong": "合纵：你为小势力的角色。回合结束时，你可以将一张手牌交给小势力"
                                "的一名其他角色，若其势力的角色数不少于你势力，你摸一张牌。",
        "rule.alliance_lianheng": "连横：你为大势力的角色。回合结束时，你可以将一张手牌交给小势力"
                                  "的一名角色，其选择一项：1.弃置一张【杀】；2.令你观看牌堆顶"
                                  "两张牌并获得其中的一张。",
        "rule.dual": "双势力：只能为副将，可与两个势力之一的主将同用；主将未明置过时不得明置；"
                     "主势技按主将原本的势力确定。",
        "rule.soldier": "士兵牌：代替被移除的副将，性别、势力与之相同，没有技能。",
        "rule.careerist": "野心家：明置武将牌确定势力时，若该势力明置过武将牌的角色（含已"
                          "死亡的）将超过游戏人数的一半，则成为野心家。野心家为单独的势力，"
                          "与其他角色（包括其他野心家）势力均不同，须杀死所有其他角色。",
        "rule.vanguard": "先驱：全场第一个明置武将牌的角色摸两张牌。",
        "rule.companion": "珠联璧合：两张武将牌为珠联璧合的组合时，两张都首次明置后，可以摸"
                          "两张牌或（已受伤时）回复1点体力。",
        "rule.leftover": "阴阳鱼：两张武将牌的阴阳鱼之和为奇数时，体力上限为其一半（向下取整），"
                         "两张都首次明置后，可以摸一张牌。",
        "pq.alliance_hezong.card": "【合纵】（你为小势力）回合结束时：你可以将一张手牌交给小势力"
                                   "的一名其他角色，若其势力的角色数不少于你势力，你摸一张牌。"
                                   "选择要交出的手牌，或不发动",
        "pq.alliance_hezong.to": "【合纵】：选择小势力的一名其他角色获得这张牌（其势力人数不少于"
                                 "你势力的，你摸一张牌）",
        "pq.alliance_lianheng.card": "【连横】（你为大势力）回合结束时：你可以将一张手牌交给小"
                                     "势力的一名角色，其选择弃置一张【杀】，或令你观看牌堆顶两张"
                                     "牌并获得其中一张。选择要交出的手牌，或不发动",
        "pq.alliance_lianheng.to": "【连横】：选择小势力的一名角色获得这张牌",
        "pq.alliance_lianheng.choice": "【连横】：{giver} 交给你一张手牌，请选择一项",
        "o.alliance_lianheng.choice.discard_slash": "弃置一张【杀】",
        "o.alliance_lianheng.choice.take_top": "令其观看牌堆顶两张牌并获得其中一张",
        "pq.alliance_lianheng.slash": "【连横】：选择要弃置的【杀】",
        "pq.alliance_lianheng.take": "【连横】：获得其中一张牌（另一张留在牌堆顶）",
        "pq.event.choose": "发起事件（{reason}）：选择一张事件牌交给 {performer}",
        "pq.event.perform": "{starter} 令你进行事件（{reason}）：【{event}】——{event_text}。"
                            "是否进行？",
        "pq.event.strike": "事件【{reason}】：选择 {performer} 势力的一名角色，"
                           "{performer} 对其造成1点伤害",
        "pq.event.tribute": "事件【{reason}】：选择两张手牌交给发起者",
        # the expansions' own records: 潜袭's colour, 役鬼's 魂 (generals on a general),
        # 凶算's reset, the 野心家 mark spent
        "color.red": "红色", "color.black": "黑色",
        "n.qianxi": "{who} 本回合不能使用或打出{color}手牌（{by}）",
        "n.view_generals": "{who} 看到了武将牌：{generals}（{reason}）",
        "n.souls_added": "{who} 将剩余武将牌堆顶的 {n} 张武将牌扣置于武将牌上（{reason}，"
                         "共 {count} 张）",
        "n.souls_removed": "{who} 将武将牌上的 {general} 置于剩余武将牌堆底（{reason}，"
                           "余 {count} 张）",
        "n.skill_reset": "{by} 令 {who} 的【{skill}】可以再发动一次（{reason}）",
        "n.reward.wild_spent.peach": "{who} 弃一枚“野心家”标记，视为使用【桃】",
        "n.reward.wild_spent.limit": "{who} 弃一枚“野心家”标记，本回合手牌上限+2",
        "n.reward.wild_spent.wild_vanguard": "{who} 弃一枚“野心家”标记，执行“先驱”的效果",
        "n.reward.wild_spent.wild_companion": "{who} 弃一枚“野心家”标记，执行“珠联璧合”的"
                                              "效果",
        "n.reward.wild_spent.wild_yinyangfish": "{who} 弃一枚“野心家”标记，执行“阴阳鱼”的"
                                                "效果",
    },
    "en": {
        "you": "You", "seat": "Seat {seat}", "sep": ", ", "colon": ": ", "none": "none",
        "dead": "dead",
        "hidden_role": "?", "unknown_card": "a card", "hand": "Hand", "equip": "Equipment",
        "judge_area": "Judgment", "hp": "HP", "role": "Role", "general": "General",
        "distance": "dist {d}", "draw_count": "deck {n}", "discard_count": "discard {n}",
        "turn_of": "Turn {n} · {who} · {phase}", "no_phase": "between turns",
        "your_hand": "Your hand", "your_role": "Your role: {role}", "kingdom": "Kingdom",
        "skills": "Skills",
        "phase.start": "start phase", "phase.judge": "judgment phase",
        "phase.draw": "draw phase", "phase.play": "play phase",
        "phase.discard": "discard phase", "phase.finish": "finish phase",
        "zone.hand": "hand", "zone.equip": "equipment", "zone.judge": "judgment area",
        "zone.draw": "deck", "zone.discard": "discard pile", "zone.processing": "table",
        "zone.void": "out of game", "zone.pile": "general card",
        "zone.under": "under equipment",
        "slot.weapon": "weapon", "slot.armor": "armor", "slot.+1": "+1 horse",
        "slot.-1": "-1 horse",
        "nature.normal": "", "nature.fire": "fire ", "nature.thunder": "thunder ",
        "role.lord": "Lord", "role.loyalist": "Loyalist", "role.rebel": "Rebel",
        "role.renegade": "Renegade",
        "n.turn": "──── Turn {n}: {who} ────",
        "n.phase_skipped": "{who} skips the {phase}",
        "n.flip": "{who} turns face up and skips this turn",
        "n.flip_down": "{who} turns their general card face down{why}",
        "n.flip_up": "{who} turns their general card face up{why}",
        "n.perpendicular": "the cards on {who}'s general card now lie crosswise: the "
                           "general is locked and its HP display no longer moves{why}",
        "n.rotate": "the cards on {who}'s general card turn back parallel; the general "
                    "stays as it was{why}",
        "n.pile_up": "{who} turns{cards} on their general card face up{why}",
        "n.pile_down": "{who} turns{cards} on their general card face down{why}",
        "n.to_pile_down": "{who} puts {n} card(s) face down on their general card "
                          "({pile}, covered){cards}",
        "n.hp_shown": "    {who} HP {hp}/{max_hp} (the table still sees {shown})",
        "n.hp_frozen": "    {who} HP shown {hp}/{max_hp} (crosswise: display frozen)",
        "why.turn_start": "turn start", "why.flip": "turned over",
        "why.chain": "chained or reset",
        "pk.turn_face_up": "Turn start: choose a face-down card on your general card to "
                           "turn face up",
        "pk.skill.buqu.remove": "{reason}: you recovered HP; choose a card of it to discard",
        "face_down": "face down", "frozen": "frozen", "shown_hp": "table sees {hp}",
        "placement.parallel": "parallel", "placement.perpendicular": "crosswise",
        "n.draw": "{who} draws {n} card(s){why}{cards}",
        "n.to_discard": "{cards} of {src} go to the discard pile{why}",
        "n.why": " ({reason})",
        "why.death": "death", "why.replace_equip": "replaced", "why.reward": "reward",
        "why.punish": "punishment", "why.fill": "refill", "why.remove": "removed",
        "n.gain_from": "{who} takes {n} card(s) from {src}{cards}",
        "n.give": "{src} gives {who} {n} card(s){cards}",
        "n.gain": "{who} gains{cards}",
        "n.discard": "{who} discards{cards}",
        "n.discard_of": "{by} discards{cards} of {who}",
        "n.put": "{cards} go to the {dst}",
        "n.to_pile": "{who} puts {n} card(s) on their general card ({pile}){cards}",
        "n.to_draw": "{n} card(s) are put on the deck{cards}",
        "n.equip": "{who} equips{cards}",
        "n.to_judge": "{cards} go to the judgment area of {who}",
        "n.move": "{cards}: {src} → {dst}",
        "n.use": "{who} uses {card}{targets}{via}",
        "n.targets": " → {list}",
        "n.victim": " (to use a {slash} on {victim})",
        "n.counts_as": " (counts as {suit})",
        "n.via": " (via {skill})",
        "n.respond": "{who} plays {card}{via}",
        "n.skill": "{who} activates {skill}",
        "n.damage": "{src} deals {n} {nature}damage to {who}{card}",
        "n.damage_nosrc": "{who} takes {n} {nature}damage{card}",
        "n.by_card": " ({card})",
        "n.damage_prevented": "the damage to {who} is prevented",
        "n.hp": "    {who} HP {hp}/{max_hp}",
        "n.recover": "{who} recovers {n} HP",
        "n.lose_hp": "{who} loses {n} HP",
        "n.gain_max_hp": "{who} gains {n} max HP",
        "n.lose_max_hp": "{who} loses {n} max HP",
        "n.dying": "{who} is dying!",
        "n.death": "{who} dies; their role was {role}",
        "n.death_plain": "{who} dies",
        "n.reveal_general": "{who} reveals {general}",
        "n.killer": " (killed by {killer})",
        "n.punish": "{who} killed their own {loyalist} and discards all hand and equipment",
        "n.judge": "{who} judges ({reason}): {card}{result}",
        "n.judge_good": ", in their favour", "n.judge_bad": ", against them",
        "n.pindian": "{src} and {who} compare ({reason}): {c1} vs {c2}, {result}",
        "n.pindian_win": "{who} wins", "n.pindian_tie": "a tie",
        "n.view": "{who} looks at{cards}",
        "n.arrange": "{who} puts {top} card(s) on top of the deck and {bottom} at the bottom",
        "n.show": "{who} shows{cards}",
        "n.exchange": "{a} and {b} exchange their {area}",
        "n.recast": "{who} recasts {card}",
        "n.chain": "{who} is chained{why}",
        "n.unchain": "{who} is freed from the chain{why}",
        "n.removed": "{who} is lured away: not counted in distances or seat order this turn",
        "n.unremoved": "{who} is back in the seat order",
        "n.chained": " (passed along the chain)",
        "n.boost": "{who}'s {card} deals {n} more damage ({by})",
        "n.lianheng": "{who} gives {card} to {to} (lianheng)",
        "n.shuffle": "the deck ran out: the discard pile is shuffled into a new deck ({n})",
        "n.roles": "Roles: {list}",
        "n.general": "{who} plays {general} ({kingdom}, {hp} HP){role}",
        "n.game_over": "Game over; the winners: {list}",
        "n.game_draw": "Game over, nobody wins ({reason})",
        "n.not_over": "The game is not over (the log ends here)",
        "n.nullified": "{card} is cancelled for {who}",
        "n.choose_suit": "{who} names {suit}",
        "n.retarget": "{card} is redirected from {old} to {new}",
        "n.skill_gained": "{who} gains the skill {skill}",
        "n.skill_lost": "{who} loses the skill {skill}",
        "opt.discard": "discard a hand card", "opt.damage": "take 1 damage",
        "opt.draw": "let them draw a card",
        "opt.spade": "♠ spades", "opt.heart": "♥ hearts", "opt.club": "♣ clubs",
        "opt.diamond": "♦ diamonds",
        "pk.skill.yiji.card": "{reason}: choose a card to hand out",
        "pk.amazing_grace.pick": "{reason}: choose a card to take",
        "pk.skill.guicai.ask.cards": "{reason}: the judgment of {judged} is {card}; "
                                     "play a hand card to replace it? (0: no)",
        "pk.skill.axe.ask.cards": "{reason}: discard two cards so the Slash still hits "
                                  "{target}? (0: no)",
        "p.skill_cards": "Activate {skill}: choose cards (0: don't)",
        "p.skill_players": "Activate {skill}: choose players (Enter: don't)",  # 0 is a seat
        "pk.skill.yiji.to": "{reason}: give {card} to a player",
        "pk.skill.liuli.card": "{reason}: discard a card to pass this Slash on (none: don't)",
        "pk.skill.liuli.target": "{reason}: choose the Slash's new target",
        "pk.skill.kylin_bow.choose": "{reason}: discard a horse of {target}",
        "pk.skill.jianmei.again": "{reason}: judge again?",
        "pk.skill.ganglie.choose": "{reason}: {by} makes you choose",
        "pk.skill.fanjian.suit": "{reason}: name a suit",
        "pk.skill.fanjian.take": "{reason}: take a hand card of {target}",
        "pk.skill.double_sword.ask.confirm": "Use {reason} on {target}?",
        "pk.skill.double_sword.ask.players": "Choose the targets of {reason}",
        "pk.skill.double_sword.choose": "{reason}: {source} makes you choose",
        # Stargazing, Fire Attack, the order of one's skills, the hegemony generals' own
        "pk.arrange.guanxing": "{reason}: put any of these cards back on top of the deck in "
                               "the order you choose, the rest at the bottom",
        "pk.fire_attack.show": "{reason} (by {source}): show a hand card; its user may "
                               "discard a hand card of that suit to deal you 1 fire damage",
        "pk.fire_attack.discard": "{reason}: {target} showed {suit}; discard a hand card of "
                                  "{suit} to deal them 1 fire damage? (none: don't)",
        "pk.trigger.order": "Several of your skills trigger at once: choose the one to use "
                            "first",
        "pk.skill.luoshen.again": "{reason}: the judgment is black; judge again?",
        "pk.skill.qiaobian.draw": "{reason}: choose one or two other players with hand cards "
                                  "to take a hand card from each (none: skip)",
        "pk.skill.qiaobian.play": "{reason}: choose a card in a judgment or equipment area "
                                  "to move to the same area of another player (none: skip)",
        "pk.skill.qiaobian.to": "{reason}: move {card} to the same area of which player?",
        "pk.skill.quhu.wolf": "{reason}: you won; choose a player in the attack range of "
                              "{tiger}, who deals them 1 damage",
        "pk.skill.shensu.judge": "{reason}: skip your judgment and draw phases to count as "
                                 "using a Slash on the players you choose (none: don't)",
        "pk.skill.shensu.equip": "{reason}: discard an equipment card and skip your play "
                                 "phase to count as using a Slash (none: don't)",
        "pk.skill.shensu.play": "{reason}: choose the targets of this Slash (none: don't)",
        "pk.skill.xiaoguo.discard": "{reason}: discard an equipment card, or take 1 damage "
                                    "from {by}",
        "pk.skill.fangquan.card": "{reason}: discard a hand card to give another player an "
                                  "extra turn (none: don't)",
        "pk.skill.fangquan.target": "{reason}: choose the player who takes an extra turn",
        "p.play": "Play phase: choose a card or skill to use",
        "p.respond_use": "Use a {names}", "p.respond_play": "Play a {names}",
        "p.because": " ({reason})",
        "p.dying": "{who} is dying: use a {names}?",
        "p.nullify": "Use {names} to cancel {user}'s {card} on {target}?",
        "p.nullify_delayed": "Use {names} to cancel the {card} in {target}'s judgment area?",
        "p.collateral": "Use a {names} on {victim}, or give your weapon to {user}",
        "p.choose_general": "Choose your general",
        "p.discard_phase": "Discard phase: discard {count} hand card(s)",
        "p.discard": "Discard {count} card(s)",
        "p.discard_of": "Choose a card of {target} to discard",
        "p.gain_of": "Choose a card of {target} to take",
        "p.card_of": "Choose a card of {target}",
        "p.pindian": "Choose a hand card to compare",
        "p.distribute": "Give cards to other players",
        "p.skill_ask": "Activate {skill}?",
        "p.confirm": "Confirm?",
        "p.cards": "Choose {lo}-{hi} card(s)", "p.card": "Choose a card",
        "p.players": "Choose {lo}-{hi} player(s)", "p.player": "Choose a player",
        "p.option": "Choose",
        "p.arrange": "Arrange these cards on the top or the bottom of the deck",
        "c.pass_play": "end the play phase", "c.pass_respond": "don't respond",
        "c.pass": "decline",
        "c.yes": "yes", "c.no": "no", "c.done": "done", "c.none": "none",
        "c.hand_blind": "hand ({n} cards, one at random)",
        "c.skill": "activate {skill}", "c.view_as": "{skill} as {name}",
        "c.recast": "recast {card}",
        "c.as": "as {name}",
        "h.pick": "enter a number", "h.pick_many": "enter numbers (several: space-separated)",
        "h.back": "b back", "h.quit": "q quit", "h.status": "s table",
        "h.choose_cards": "choose cards ({label})", "h.choose_targets": "choose targets ({label})",
        "h.chosen": "chosen: {list}",
        "h.arrange_top": "numbers of the cards for the top, in order (first = top); "
                         "the rest go to the bottom",
        "h.arrange_top_only": "numbers of all the cards, in order (first = top)",
        "h.arrange_bottom": "numbers of the cards for the bottom, in order",
        "h.distribute_cards": "choose cards to give (0 to finish)",
        "h.distribute_to": "to whom?",
        "h.plan": "plan: {list}",
        "h.help": "? help",
        "h.pick_seat": "enter a seat number",
        "h.pick_seats": "enter seat numbers (several allowed)",
        "h.pick_cards": "enter numbers (one or several at a time; again to take back)",
        "h.enter_done": "Enter: done", "h.enter_none": "Enter: none",
        "h.count_of": "chosen {n}/{of}", "h.count_range": "chosen {n} ({lo}-{hi})",
        "h.count_cards": "{n} card(s) chosen",
        "h.count_targets": "{n} target(s) chosen (at most {most})",
        "h.count_targets_exact": "{n} of {most} targets chosen",
        "e.need_targets": "Choose {k} more target(s)",
        "h.target_step.collateral": ": the player {who} must use a Slash on",
        "h.target_step.lijian": ": the player {who} is treated as dueling",
        "h.cards_exact": "Choose {n} card(s)", "h.cards_left": "{n} card(s) left to give",
        "h.chosen_none": "nothing chosen",
        "i.no_text": "(no text yet)", "i.locked": "locked", "i.limited": "limited",
        "i.lord": "{lord} skill",
        "i.type.basic": "basic card", "i.type.trick": "trick", "i.type.delayed": "delayed trick",
        "i.type.equip": "equipment",
        "i.general_hidden": "general unknown", "i.range": "attack range {r}",
        "i.in_range": "in your attack range", "i.out_of_range": "out of your attack range",
        "i.more": "... {n} more; type more of the name",
        "q.ally": "{who} is {role}, on your side. Use {card} on them anyway?",
        "q.ally_kingdom": "{who} is of your kingdom, {role}. Use {card} on them anyway?",
        "help.numbers": "Numbers keep their meaning: a hand card by its place in your hand, "
                        "a player by seat number",
        "help.done": "Enter (or ok) confirms a choice; 0 declines, does not respond or ends "
                     "the play phase (when choosing players, 0 is seat 0)",
        "help.s": "s          show the table",
        "help.i": "i SEAT     a seat's general, skill texts, equipment (just i: yours)",
        "help.q_name": "? NAME     the text of a card, skill or general (? slash, ? Zanghua)",
        "help.h": "h          the story of this game so far (h 20: the last 20 lines)",
        "help.a": "a          toggle: ask about Negate on your own tricks",
        "help.b": "b          back (while choosing cards or targets)",
        "help.q": "q          quit (asked once while the game is not over)",
        "help.z": "z          at a Negate question: pass the rest of this card (each target "
                  "of a Savage Assault)",
        "help.m": "m          toggle: ask about Negate only when it matters to you",
        "c.pass_card": "pass the rest of this card",
        "h.pass_card": "z pass the rest of this card",
        "m.auto_pass_card": "Not using {names}: passing the rest of this {card} (z)",
        "m.auto_not_yours": "Not using {names}: not about you or a known ally (type m to be "
                            "asked every time)",
        "m.matters_on": "Negate is asked only when it matters to you: on (m toggles)",
        "m.matters_off": "Negate is asked only when it matters to you: off, asked every time "
                         "(m toggles)",
        "e.no_pass_card": "z works only when you are asked about Negate.",
        "q.leave": "Leave this game? It is not over (the log is saved; sgs replay tells it "
                   "again).",
        "q.leave_keys": "y leave · n stay",
        "m.stay": "Back to the game.",
        "m.settings_bad": "settings file {path} ignored (cannot be read): {why}",
        "e.not_number": "Please enter a number, not \"{text}\".",
        "e.range": "{n} is out of range (choose from {valid}).",
        "e.empty": "Please enter a number.",
        "e.one": "Enter just one number.",
        "e.not_done": "The selection is not complete yet.",
        "e.cannot_pass": "You cannot decline here.",
        "e.illegal": "Not allowed: {msg}",
        "e.dup": "{n} is chosen already.",
        "e.not_selectable": "{item} cannot be chosen now (after what is chosen).",
        "e.nothing": "This cannot be completed; back to the options.",
        "e.seat_range": "seat {n} cannot be chosen (seats: {valid}).",
        "e.unusable": "{item} cannot be used now.",
        "e.refused": "that choice breaks a rule; choose again",
        "e.no_seat": "There is no seat {seat} (seats: {valid}).",
        "e.no_name": "No card, skill or general is called \"{text}\".",
        "e.all_cards": "Enter the numbers of all {n} cards, in order.",
        "m.seed": "Seed: {seed} (replay this game with --seed {seed} --seat {seat})",
        "m.you_are": "You sit at seat {seat} of {n}; opponents: {bots}",
        "m.result_win": "You win!", "m.result_lose": "You lose.", "m.result_draw": "A draw.",
        "m.winners": "Winners: {list}",
        "m.roles": "Roles revealed",
        "m.log": "log written to {path}",
        "m.eof": "End of input: leaving the game.",
        "m.quit": "You left the game.",
        "m.interrupt": "Interrupted.",
        "m.turns": "{turns} turns, {decisions} decisions",
        "m.auto_own": "Not using {names}: {card} is your own (type a to be asked)",
        "m.auto_only": "{prompt} → {answer} (the only choice, made for you)",
        "m.auto_cards": "cards: {cards} (the only choice)",
        "m.auto_targets": "target: {who} (the only one possible)",
        "m.auto_on": "Negate on your own tricks is not asked: on (a toggles)",
        "m.auto_off": "Negate on your own tricks is not asked: off (a toggles)",
        "m.history": "──── the story so far ────", "m.history_end": "──── end ────",
        "m.history_empty": "Nothing has happened yet.",
        "m.replay": "Replay this game (the same deal, seats and opponents):",
        "m.log_saved": "Log saved: {path}", "m.log_replay": "Tell it again: {cmd}",
        "m.log_failed": "Cannot write the log {path}: {err}",
        "name.wei": "Wei", "name.shu": "Shu", "name.wu": "Wu", "name.qun": "Qun",
        "name.careerist": "Careerist", "name.companion": "Companions",
        "name.leftover": "Yin-yang token", "name.vanguard": "Vanguard",
        "name.reveal": "Reveal", "name.formation_summon": "Formation call",
        "pos.main": "main", "pos.deputy": "deputy",
        "kingdom_unknown": "unknown", "your_kingdom": "Your kingdom: {kingdom}",
        "your_kingdom_hidden": "Your kingdom: not fixed yet (your generals are {kingdom}; "
                               "fixed when you reveal one)",
        "gen.back": "▒?▒", "gen.down": "face down", "gen.removed": "removed",
        "gen.mine_down": "{general} (face down)", "gen.pair": "{main} / {deputy}",
        "latent": "Skills of your face-down generals",
        "latent_note": "using one reveals its general",
        "half_hp": "{n} half-HP",
        "m.kingdoms": "Kingdoms and generals",
        "pk.choose_generals": "Choose a main and a deputy general of one kingdom (both "
                              "start face down)",
        "pk.hegemony.reveal": "Start phase: reveal a general?",
        "pk.hegemony.companion": "Companions: choose one",
        "pk.hegemony.leftover": "Yin-yang token: draw a card?",
        "pk.hegemony.summon": "Formation call ({summoner}): reveal a general to join?",
        "pk.skill.reveal": "Reveal your {position} general {general} to use {skill}?",
        "o.hegemony.reveal.main": "reveal the main general {main}",
        "o.hegemony.reveal.deputy": "reveal the deputy general {deputy}",
        "o.hegemony.reveal.both": "reveal both", "o.hegemony.reveal.none": "not now",
        "o.hegemony.companion.draw_two": "draw two cards",
        "o.hegemony.companion.recover": "recover 1 HP",
        "o.hegemony.summon.main": "reveal the main general {main}",
        "o.hegemony.summon.deputy": "reveal the deputy general {deputy}",
        "o.hegemony.summon.none": "don't join",
        "c.pair": "main {main} + deputy {deputy}",
        "c.pair_hp": "{kingdom} · {hp} HP (half-HP {a}+{b}{left})", "c.left": ", one left over",
        "c.companions": "companions",
        "h.choose_main": "Choose your main general first (its skills below it)",
        "h.choose_deputy": "Main {main}: now the deputy (of the same kingdom)",
        "n.generals_pair": "{who}: main {main}, deputy {deputy} ({hp} HP)",
        "n.reveal_pos": "{who} reveals their {position} general {general}",
        "n.kingdom_fixed": ": kingdom {kingdom}", "n.became_careerist": ": a careerist",
        "n.reward.vanguard": "{who} revealed a general first: the vanguard reward",
        "why.vanguard": "vanguard", "why.companion": "companions",
        "why.leftover": "yin-yang token",
        "n.reward.companion.draw_two": "{who} has companions: draws two cards",
        "n.reward.companion.recover": "{who} has companions: recovers 1 HP",
        "n.reward.leftover": "{who} spends the yin-yang token: draws a card",
        "n.hide_general": "{who} turns their {position} general {general} face down",
        "n.view_general": "{who} looks at the {position} general of {of}: {general}",
        "n.death_side": "{who} dies ({kingdom}: {generals})",
        "n.punish_kingdom": "{who} killed a player of their own kingdom and discards all "
                            "hand and equipment",
        "n.game_over_side": "Game over; {side} wins ({list})",
        # seed 001's advanced rules: soldier cards, deputy changes, events, 双势力, 合纵连横
        "soldier_of": "{soldier} ({kingdom}, {gender})",
        "gender.male": "male", "gender.female": "female", "gender.none": "no gender",
        "general_pile": "generals left {n}",
        "dual": "dual kingdom", "deputy_only": "deputy only",
        "no_skill": "no skill",
        "n.remove_deputy": "{who} removes their deputy general {general}; {soldier} "
                           "takes its place (no skill)",
        "n.remove_deputy_down": "{who} removes their face-down deputy general; a face-down "
                                "soldier card takes its place",
        "n.general_search": "{who} shows generals from the top of the remaining pile: "
                            "{shown}",
        "n.search_found": "; {found} is of their kingdom",
        "n.search_none": "; none is of their kingdom (the shown ones go to the bottom, "
                         "shuffled)",
        "n.change_deputy": "{who} changes their deputy general: {old} → {general} (max HP "
                           "unchanged)",
        "n.change_deputy_down": "{who} changes their face-down deputy general for "
                                "{general} (max HP unchanged)",
        "n.add_deputy": "{who} adds the deputy general {general}; max HP is now {max_hp}",
        "n.new_deputy_down": " (a dual-kingdom general, face down: the main general has "
                             "never been revealed)",
        "n.events_drawn": "{who} draws three event cards at random ({reason}): {events}",
        "n.event": "{who} gives {performer} the event card {event} ({text})",
        "n.event_forced": "; {performer} must perform it",
        "n.event_refused": "{who} refuses to perform the event {event}",
        "n.event_performed": "{who} performs the event {event}",
        "n.alliance": "{who} uses {skill}: gives a hand card to {to}",
        "n.lianheng_take": "{who} looks at the top two cards of the deck and takes "
                           "one{cards}",
        "rule.reveal": "Revealing a general: a face-down general card has no skills, gender "
                       "or kingdom. It can be revealed at two moments only: the start of your "
                       "start phase, or when you use one of its skills. The first reveal fixes "
                       "your kingdom (or makes you a careerist, if that kingdom would then "
                       "have more than half the players); a dual-kingdom general can be "
                       "revealed only once the main general has been.",
        "rule.formation_summon": "Formation call: a player with a formation skill calls it; "
                                 "each player of no kingdom yet who meets its condition may, "
                                 "in turn, reveal a general card to answer it, so that the "
                                 "formation skill works.",
        "rule.event_overturn": "the performer's general card is turned face down; if it "
                               "already is, they discard down to their hand limit",
        "rule.event_strike": "the performer deals 1 damage to a player of the performer's "
                             "kingdom whom the starter chooses",
        "rule.event_tribute": "the performer draws a card, then gives the starter two "
                              "hand cards",
        "rule.event_disarm": "the performer loses every card in their equipment area",
        "rule.event_bleed": "the performer loses 1 HP",
        "rule.event": "Events: the starter draws three of the five event cards at "
                      "random and gives one to the performer, who decides whether to "
                      "perform it (some starters can make them).",
        "rule.alliance_hezong": "Vertical Alliance: you are of a small kingdom. At the end "
                                "of your turn you may give a hand card to another player "
                                "of a small kingdom; if their kingdom has no fewer players "
                                "than yours, you draw a card.",
        "rule.alliance_lianheng": "Horizontal Alliance: you are of a big kingdom. At the "
                                  "end of your turn you may give a hand card to a player "
                                  "of a small kingdom, who chooses: discard a Slash, or "
                                  "let you look at the top two cards of the deck and take "
                                  "one of them.",
        "rule.dual": "Dual kingdom: a deputy only, of either kingdom; it cannot be "
                     "revealed while the main general has never been revealed; its "
                     "kingdom skills follow the main general's printed kingdom.",
        "rule.soldier": "Soldier card: takes the place of a removed deputy general, with "
                        "its gender and kingdom, and has no skill.",
        "rule.careerist": "Careerist: a player who fixes their kingdom by revealing a "
                          "general becomes a careerist if that kingdom's revealed players "
                          "(the dead too) would be more than half the players. A "
                          "careerist is a kingdom alone, of no one else's (not even another "
                          "careerist's), and must kill every other player.",
        "rule.vanguard": "Vanguard: the first player of the game to reveal a general draws "
                         "two cards.",
        "rule.companion": "Companions: when both generals of a companion pair are first "
                          "face up, draw two cards or (if wounded) recover 1 HP.",
        "rule.leftover": "Yin-yang token: a general's HP is printed in yin-yang tokens "
                         "(half an HP each); when the two generals' add up to an odd number, "
                         "max HP is half of it (rounded down), and once both are first face "
                         "up you may draw a card.",
        "pq.alliance_hezong.card": "Vertical Alliance (you are of a small kingdom), end of "
                                   "turn: you may give a hand card to another player of a "
                                   "small kingdom; if their kingdom has no fewer players "
                                   "than yours, you draw a card. Choose the card, or "
                                   "decline",
        "pq.alliance_hezong.to": "Vertical Alliance: choose another player of a small "
                                 "kingdom to take the card (you draw one if their kingdom "
                                 "has no fewer players than yours)",
        "pq.alliance_lianheng.card": "Horizontal Alliance (you are of a big kingdom), end "
                                     "of turn: you may give a hand card to a player of a "
                                     "small kingdom, who then discards a Slash or lets you "
                                     "look at the top two cards of the deck and take one. "
                                     "Choose the card, or decline",
        "pq.alliance_lianheng.to": "Horizontal Alliance: choose a player of a small "
                                   "kingdom to take the card",
        "pq.alliance_lianheng.choice": "Horizontal Alliance: {giver} gave you a hand card. "
                                       "Choose one",
        "o.alliance_lianheng.choice.discard_slash": "discard a Slash",
        "o.alliance_lianheng.choice.take_top": "let them look at the top two cards of the "
                                               "deck and take one",
        "pq.alliance_lianheng.slash": "Horizontal Alliance: choose the Slash to discard",
        "pq.alliance_lianheng.take": "Horizontal Alliance: take one of these cards (the "
                                     "other stays on top of the deck)",
        "pq.event.choose": "Event ({reason}): choose the event card to give {performer}",
        "pq.event.perform": "{starter} gives you the event “{event}” ({reason}): "
                            "{event_text}. Perform it?",
        "pq.event.strike": "Event “{reason}”: choose a player of {performer}'s kingdom; "
                           "{performer} deals them 1 damage",
        "pq.event.tribute": "Event “{reason}”: choose two hand cards to give the starter",
        "color.red": "red", "color.black": "black",
        "n.qianxi": "{who} cannot use or play {color} hand cards this turn ({by})",
        "n.view_generals": "{who} sees the general cards {generals} ({reason})",
        "n.souls_added": "{who} puts the top {n} general card(s) of the remaining pile face "
                         "down on their general card ({reason}; {count} there)",
        "n.souls_removed": "{who} puts {general} from their general card at the bottom of "
                           "the remaining pile ({reason}; {count} left)",
        "n.skill_reset": "{by} lets {who} use {skill} once more ({reason})",
        "n.reward.wild_spent.peach": "{who} spends a careerist mark: as if using a Peach",
        "n.reward.wild_spent.limit": "{who} spends a careerist mark: hand limit +2 this "
                                     "turn",
        "n.reward.wild_spent.wild_vanguard": "{who} spends a careerist mark for the "
                                             "Vanguard effect",
        "n.reward.wild_spent.wild_companion": "{who} spends a careerist mark for the "
                                              "Companions effect",
        "n.reward.wild_spent.wild_yinyangfish": "{who} spends a careerist mark for the "
                                                "yin-yang token effect",
    },
}


# "4 card(s)" in English words: the count before the noun (a word or two between)
_COUNTED = re.compile(r"(?<![\d\-–])(\d+)((?:\s+[A-Za-z]+){0,2}?)\s+([A-Za-z]+)\(s\)")
_MAYBE_PLURAL = re.compile(r"([A-Za-z]+)\(s\)")


def plural(text: str) -> str:
    """English ``N noun(s)`` made ``1 card`` / ``4 cards``; a noun whose count is not a
    single number before it (``1-2 card(s)``) is plural."""
    if "(s)" not in text:
        return text
    text = _COUNTED.sub(lambda m: f"{m[1]}{m[2]} {m[3]}" + ("" if m[1] == "1" else "s"), text)
    return _MAYBE_PLURAL.sub(r"\1s", text)


def rank_text(rank: int) -> str:
    return RANKS.get(rank, str(rank)) if rank else ""


class Names:
    """Display names and UI strings in one language, as rich markup."""

    def __init__(self, tables: Mapping[str, Mapping[str, str]], lang: str = "zh") -> None:
        if lang not in LANGS:
            raise ValueError(f"unknown language {lang!r}; choose from {', '.join(LANGS)}")
        self.lang = lang
        self.table: Mapping[str, str] = tables.get(lang, {})
        self.ui_table = UI[lang]

    @classmethod
    def from_catalogue(cls, catalogue: Mapping[str, Any], lang: str = "zh",
                       extra: Mapping[str, Mapping[str, str]] | None = None) -> Names:
        """Names from a seat's catalogue (docs/protocol.md): its ``names`` (every printed
        name, kingdoms and roles too) and every entry of its sections that carries
        printed ``names`` (cards, skills, generals).  ``extra`` names the ids the
        catalogue does not; the catalogue wins."""
        tables: dict[str, dict[str, str]] = {k: dict(v) for k, v in (extra or {}).items()}
        printed_all = catalogue.get("names")  # every printed name, by language
        if isinstance(printed_all, Mapping):
            for lg, table in printed_all.items():
                if isinstance(table, Mapping):
                    tables.setdefault(str(lg), {}).update(
                        {str(k): v for k, v in table.items() if isinstance(v, str) and v != k})
        for section in catalogue.values():
            if not isinstance(section, Mapping):
                continue
            for ident, entry in section.items():
                printed = entry.get("names") if isinstance(entry, Mapping) else None
                if not isinstance(printed, Mapping):
                    continue
                for lg, name in printed.items():
                    if isinstance(name, str) and name != ident:  # unnamed: keep fallbacks
                        tables.setdefault(str(lg), {})[str(ident)] = name
        return cls(tables, lang)

    # ------------------------------------------------------------ words
    def __call__(self, ident: str | None) -> str:
        """The display name of a card, general, skill, kingdom or role id (escaped)."""
        if ident is None:
            return ""
        name = self.table.get(ident)
        if name is None and ident.startswith(SOLDIER_PREFIX):
            name = self.soldier(ident)
        if name is None:
            ui = self.ui_table
            name = ui.get(f"role.{ident}") or ui.get(f"name.{ident}") or \
                ui.get(f"opt.{ident}", ident)
        return escape(name)

    def soldier(self, gid: str) -> str:
        """A soldier card (士兵牌, ``soldier:<kingdom>:<gender>``) in words, unescaped:
        士兵（魏·男）."""
        _, _, rest = gid.partition(":")
        kingdom, _, gender = rest.partition(":")
        ui = self.ui_table
        word = self.table.get("soldier") or ("士兵" if self.lang == "zh" else "Soldier")
        k = self.table.get(kingdom) or ui.get(f"name.{kingdom}", kingdom)
        return ui["soldier_of"].format(soldier=word, kingdom=k,
                                       gender=ui.get(f"gender.{gender}", gender))

    def rule(self, ident: str) -> str:
        """The surfaces' own rules text of a rule the catalogue has no entry for (the
        events, 合纵/连横, 双势力, the soldier card, 野心家 and the reveal rewards), or
        ""."""
        return self.ui_table.get(f"rule.{ident}", "")

    def kingdoms_of(self, gen: Mapping[str, Any] | None) -> str:
        """A catalogue general's kingdom, or both of a 双势力 general's: 魏/吴."""
        gen = gen or {}
        kingdoms = [k for k in (gen.get("kingdom"), gen.get("sub_kingdom")) if k]
        return "/".join(self(str(k)) for k in kingdoms)

    def has(self, ident: str) -> bool:
        return ident in self.table

    def ui(self, key: str, **kw: Any) -> str:
        text = self.ui_table.get(key, key)
        text = text.format(**kw) if kw else text
        return plural(text) if self.lang == "en" else text

    def join(self, items: Iterable[str]) -> str:
        return self.ui_table["sep"].join(items)

    def targets_needed(self, k: int, option: str, first: str | None) -> str:
        """``k`` more targets are needed; for an option whose targets play different
        parts (借刀杀人, 离间), what the second is for, given the ``first`` chosen."""
        text = self.ui("e.need_targets", k=k)
        step = f"h.target_step.{option}"
        return text + self.ui(step, who=first) if first and step in self.ui_table else text

    def role(self, role: str | None) -> str:
        return self.ui("hidden_role") if role is None else self(role)

    def kingdom(self, kingdom: str | None) -> str:
        """A kingdom, ``careerist`` (野心家), or the word for one not fixed yet."""
        return self.ui("kingdom_unknown") if kingdom is None else self(kingdom)

    def side(self, player: Mapping[str, Any]) -> str:
        """What a player of the table is known to play for: the role in a mode with
        roles (identity), else the kingdom (hegemony)."""
        return self.role(player.get("role")) if "role" in player else \
            self.kingdom(player.get("kingdom"))

    def option(self, prompt: str, option: str, **fields: str) -> str:
        """An option of an ``option`` request in words: the prompt's own wording
        (``o.<prompt>.<option>``, its fields filled in) else the option's name, and
        what it does when it is a rule of the surfaces' own texts (an event card)."""
        return self._option(prompt, option, True, fields)

    def option_short(self, prompt: str, option: str, **fields: str) -> str:
        """:meth:`option` without the rule's text (a chip's label)."""
        return self._option(prompt, option, False, fields)

    def _option(self, prompt: str, option: str, with_rule: bool,
                fields: Mapping[str, str]) -> str:
        template = self.ui_table.get(f"o.{prompt}.{option}")
        if template is None:
            rule = self.rule(option) if with_rule else ""
            return f"{self(option)}{self.ui('colon')}{escape(rule)}" if rule else self(option)
        try:
            return template.format(**fields)
        except (KeyError, IndexError, ValueError):
            return template

    def phase(self, phase: str | None) -> str:
        return self.ui(f"phase.{phase}") if phase else self.ui("no_phase")

    # ------------------------------------------------------------ cards
    def card(self, name: str, suit: str = "none", rank: int = 0) -> str:
        """杀 ♠7 — the name bold, the suit and rank coloured by suit."""
        label = f"[bold]{self(name)}[/bold]"
        mark = SUIT_SYMBOLS.get(suit, "") + rank_text(rank)
        if not mark:
            return label
        if suit in RED_SUITS:
            return f"{label} [red]{escape(mark)}[/red]"
        return f"{label} {escape(mark)}"

    def card_json(self, c: Mapping[str, Any] | None) -> str:
        """A card of a view (``{"name", "suit", "rank"}``), or a hidden one."""
        if c is None or c.get("name") is None:
            return self.ui("unknown_card")
        return self.card(str(c["name"]), str(c.get("suit", "none")), int(c.get("rank") or 0))


def general_label(names: Names, player: Mapping[str, Any], sep: str = " / ",
                  back: str | None = None, none: str = "—") -> str:
    """A seat's general as the table shows it (markup), or both of a hegemony player's,
    the main first: a face-down card this seat may not see is a card back (no name;
    ``back``, else the ``gen.back`` word dimmed), one it sees (its own) is marked face
    down, a removed one dimmed.  ``none``: no general yet."""
    if not paired(player):
        return names(player["general"]) if player.get("general") else none
    parts = []
    gap = "" if names.lang == "zh" else " "
    for c in general_cards(player):
        gid = c.get("general")
        if not gid:
            parts.append(back if back is not None else f"[dim]{names.ui('gen.back')}[/dim]")
        elif c.get("removed"):
            parts.append(f"[dim]{names(gid)}{gap}({names.ui('gen.removed')})[/dim]")
        elif not c.get("revealed"):
            parts.append(f"{names(gid)}[dim]{gap}({names.ui('gen.down')})[/dim]")
        else:
            parts.append(names(gid))
    return sep.join(parts) or none


def pair_text(names: Names, catalogue: Mapping[str, Any], main: str, deputy: str) -> str:
    """A hegemony pick (markup): ``主将 曹操 + 副将 郭嘉`` and, dimmed, the kingdom and
    the HP the two make (their 阴阳鱼 halved, one left over when odd)."""
    hp, a, b, left = pair_hp(catalogue, main, deputy)
    kingdom = ((catalogue.get("generals") or {}).get(main) or {}).get("kingdom")
    pair = names.ui("c.pair", main=f"[bold]{names(main)}[/bold]",
                    deputy=f"[bold]{names(deputy)}[/bold]")
    stats = names.ui("c.pair_hp", kingdom=names(kingdom), hp=hp, a=a, b=b,
                     left=names.ui("c.left") if left else "")
    gens = catalogue.get("generals") or {}
    if deputy in ((gens.get(main) or {}).get("companions") or ()) or \
            main in ((gens.get(deputy) or {}).get("companions") or ()):
        stats += f" [yellow]{names.ui('c.companions')}[/yellow]"
    dual = gens.get(deputy) or {}
    if dual.get("sub_kingdom"):  # 双势力: a deputy of either kingdom
        stats += f" [magenta]{names.ui('dual')} {names.kingdoms_of(dual)}[/magenta]"
    return f"{pair}  [dim]{stats}[/dim]"


def side_line(names: Names, catalogue: Mapping[str, Any], me: Mapping[str, Any]) -> str:
    """"Your role: …" (identity), or your kingdom (hegemony: not fixed until your first
    reveal, which gives your generals' kingdom unless it makes you a careerist)."""
    if "role" in me or not paired(me):
        return names.ui("your_role", role=names.role(me.get("role")))
    if me.get("kingdom") is None:
        mine = own_kingdom(catalogue, me)
        if mine is not None:
            return names.ui("your_kingdom_hidden", kingdom=names(mine))
    return names.ui("your_kingdom", kingdom=names.kingdom(me.get("kingdom")))
