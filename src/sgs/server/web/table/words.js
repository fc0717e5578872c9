// The table's own words, zh and en (names of cards, generals, skills, kingdoms and roles
// come from the game's catalogue; the story and the request's question from the server).

export const WORDS = {
  zh: {
    seats: "座位", seat: "{n}号位", you: "你", hand_n: "手牌 {n}", hp: "体力", dead: "阵亡",
    turn: "第{n}回合", phase: "阶段", whose_turn: "{who}的回合",
    chained: "横置（连环）", flipped: "翻面", frozen: "垂置：体力显示冻结",
    shown_hp: "显示 {n}", distance: "距离 {n}", in_range: "在你的攻击范围内",
    out_range: "不在攻击范围内", equip: "装备", judge: "判定区", piles: "武将牌上",
    under: "{card}下 {n} 张", back: "背面朝上的牌", hidden_general: "暗置武将",
    role_unknown: "身份未知", kingdom_unknown: "势力未明",
    your_hand: "你的手牌", no_hand: "没有手牌", story: "牌局经过", rules: "规则",
    rules_hint: "指向或轻触一张牌或一个技能，这里显示它的规则。",
    send: "确定", undo: "撤销一步", pass: "不出", end_play: "结束出牌", yes: "是", no: "否",
    auto_on: "托管", auto_off: "取消托管", waiting: "等待其他角色…", sent: "已发送，等待…",
    watching: "旁观中", over: "游戏结束",
    time_left: "剩余时间", seconds: "{n}秒",
    choose_option: "选择要做的事", choose_cards: "选择牌（{lo}–{hi}张）",
    choose_targets: "选择目标", choose_players: "选择角色（{lo}–{hi}名）",
    a_hand_card: "一张手牌（共{n}张）", top: "牌堆顶", bottom: "牌堆底",
    move_up: "上移", to_bottom: "放到牌堆底", to_top: "放到牌堆顶",
    give_to: "交给 {who}", recipient: "接收者", picked: "已选",
    counts_as: "视为{name}", selected: "已选中", blocked: "不可用",
    your_generals: "你的武将牌", revealed: "明置", face_down: "暗置",
    reveal_help: "暗置的武将牌：你可以在准备阶段开始时明置，或在发动其技能时明置；" +
      "首次明置时确定你的势力。暗置武将的技能你可以使用，使用即明置。",
    draw_pile: "牌堆 {n}", discard_pile: "弃牌堆 {n}", general_pile: "剩余武将牌 {n}",
    refused: "未被接受", cards_on: "牌", skills: "技能",
    phases: {
      start: "准备阶段", judge: "判定阶段", draw: "摸牌阶段",
      play: "出牌阶段", discard: "弃牌阶段", finish: "结束阶段",
    },
  },
  en: {
    seats: "Seats", seat: "Seat {n}", you: "you", hand_n: "hand {n}", hp: "HP", dead: "dead",
    turn: "Turn {n}", phase: "phase", whose_turn: "{who}'s turn",
    chained: "chained", flipped: "flipped", frozen: "perpendicular: HP display frozen",
    shown_hp: "shown {n}", distance: "distance {n}", in_range: "in your attack range",
    out_range: "out of range", equip: "Equipment", judge: "Judgment area",
    piles: "On the general", under: "{n} under {card}", back: "a face-down card",
    hidden_general: "face-down general", role_unknown: "role unknown",
    kingdom_unknown: "kingdom not shown",
    your_hand: "Your hand", no_hand: "no cards in hand", story: "The story", rules: "Rules",
    rules_hint: "Point at or tap a card or a skill to read its rules here.",
    send: "Send", undo: "Undo a step", pass: "Pass", end_play: "End play phase",
    yes: "Yes", no: "No",
    auto_on: "Auto-play", auto_off: "Stop auto-play", waiting: "Waiting for others…",
    sent: "Sent, waiting…", watching: "Watching", over: "Game over",
    time_left: "time left", seconds: "{n} s",
    choose_option: "Choose what to do", choose_cards: "Choose cards ({lo}–{hi})",
    choose_targets: "Choose targets", choose_players: "Choose players ({lo}–{hi})",
    a_hand_card: "a hand card (of {n})", top: "Top of the deck",
    bottom: "Bottom of the deck", move_up: "Move up", to_bottom: "To the bottom",
    to_top: "To the top", give_to: "Give to {who}", recipient: "recipient",
    picked: "chosen", counts_as: "counts as {name}", selected: "selected",
    blocked: "not usable", your_generals: "Your generals", revealed: "revealed",
    face_down: "face down",
    reveal_help: "Face-down generals: you may reveal one at the start of your " +
      "preparation phase, or by using its skill; the first reveal fixes your kingdom. " +
      "You may use a face-down general's skills: using one reveals it.",
    draw_pile: "deck {n}", discard_pile: "discard {n}", general_pile: "generals left {n}",
    refused: "Not accepted", cards_on: "cards", skills: "Skills",
    phases: {
      start: "preparation phase", judge: "judgment phase",
      draw: "draw phase", play: "play phase", discard: "discard phase",
      finish: "finish phase",
    },
  },
};

export function say(lang, key, params = {}) {
  const table = WORDS[lang] || WORDS.zh;
  let text = table[key] ?? WORDS.en[key] ?? key;
  for (const [k, v] of Object.entries(params)) text = text.split(`{${k}}`).join(String(v));
  return text;
}

export function phaseWord(lang, phase) {
  const table = (WORDS[lang] || WORDS.zh).phases;
  return table[phase] || phase || "";
}
