// The game table in the browser (docs/server.md, "The game table in the browser").
//
//   const t = mountTable(root, {lang, send, setAuto});
//   t.update(gameMessage); t.refused(refusedMessage); t.ack(ackMessage);
//   t.setLang("en"); t.destroy();
//
// `gameMessage` is the server's {"type": "game", game, room, now, view, story, prompt};
// `send(requestId, value)` answers the seat's open request; `setAuto(on)` is 托管.

import { el, button, patch } from "./dom.js";
import { Model } from "./model.js";
import { choiceFor } from "./choose.js";
import { renderSeat, seatName, generalsText } from "./seats.js";
import { say, phaseWord } from "./words.js";

const STORY_SHOWN = 200;

export function mountTable(root, { lang = "zh", send = () => {}, setAuto = () => {} } = {}) {
  const m = new Model(lang);
  let choice = null;
  let sent = null; // the request id answered, until the next request
  let refusal = null; // the engine's words for the last refused answer
  let why = null; // a blocked option's reason, once pointed at
  let rule = null; // the id whose rules text is shown
  let timerTotal = null;
  let destroyed = false;

  if (!document.querySelector("link[data-sgs-table]")) {
    document.head.append(el("link", { rel: "stylesheet", href: new URL("./table.css", import.meta.url).href, "data-sgs-table": true }));
  }
  root.classList.add("sgs-table");
  const parts = {
    status: el("header", { class: "t-status", "aria-live": "polite" }),
    seats: el("div", { class: "t-seats", role: "region" }),
    choose: el("section", { class: "t-choose", role: "region" }),
    hand: el("section", { class: "t-hand", role: "region" }),
    generals: el("section", { class: "t-generals", role: "region" }),
    rules: el("aside", { class: "t-rules", "aria-live": "polite" }),
    story: el("section", { class: "t-story", role: "region" }),
  };
  root.replaceChildren(parts.status, parts.seats, parts.choose, parts.hand, parts.generals, parts.rules, parts.story);

  // ---------------------------------------------------------------- acting
  function answer(value) {
    if (m.requestId == null || sent === m.requestId) return;
    sent = m.requestId;
    refusal = null;
    send(m.requestId, value);
    render();
  }

  function act(fn) {
    if (!choice || sent === m.requestId) return;
    refusal = null;
    fn();
    render();
  }

  function showRule(id) {
    if (id && id !== rule) {
      rule = id;
      renderRules();
    }
  }

  // ---------------------------------------------------------------- rules text
  function ruleText(id) {
    const g = (m.catalogue.generals || {})[id];
    if (g) return (g.skills || []).map((s) => `${m.name(s)}：${m.text(s)}`).join("\n");
    return m.text(id);
  }

  function renderRules() {
    const other = m.lang === "zh" ? "en" : "zh";
    if (!rule) {
      patch(parts.rules, el("h2", {}, say(m.lang, "rules")), el("p", { class: "hint" }, say(m.lang, "rules_hint")));
      return;
    }
    const text = ruleText(rule);
    patch(parts.rules,
      el("h2", {}, `${say(m.lang, "rules")}：${m.name(rule)}`, el("span", { class: "other" }, ` ${m.name(rule, other)}`)),
      ...(text ? text.split("\n") : ["—"]).map((line) => el("p", {}, line)));
  }

  // ---------------------------------------------------------------- parts
  function renderStatus() {
    const t = m.table || {};
    const bits = [];
    if (t.turn) bits.push(say(m.lang, "turn", { n: t.turn }));
    if (t.current != null && t.turn) bits.push(say(m.lang, "whose_turn", { who: seatName(m, t.current) }));
    if (t.phase) bits.push(phaseWord(m.lang, t.phase));
    if (t.draw_count != null) bits.push(say(m.lang, "draw_pile", { n: t.draw_count }));
    if (t.discard) bits.push(say(m.lang, "discard_pile", { n: t.discard.length }));
    if (t.general_pile_count) bits.push(say(m.lang, "general_pile", { n: t.general_pile_count }));
    if (m.seat == null) bits.push(say(m.lang, "watching"));
    if (m.over) bits.push(say(m.lang, "over"));
    const kids = [el("p", { class: "where" }, bits.join(" · "))];
    if (m.seat != null && !m.over) {
      kids.push(button(say(m.lang, m.auto ? "auto_off" : "auto_on"), {
        class: "auto", "data-key": "auto", "aria-pressed": m.auto ? "true" : "false",
        onclick: () => setAuto(!m.auto),
      }));
    }
    patch(parts.status, ...kids);
  }

  function renderSeats() {
    const players = (m.table && m.table.players) || [];
    const n = players.length;
    const from = m.seat == null ? 0 : m.seat;
    const order = players.slice().sort((a, b) => ((a.seat - from + n) % n) - ((b.seat - from + n) % n));
    patch(parts.seats, ...order.map((p) => renderSeat(m, p, choice && !sentNow() ? choice : null)));
  }

  function sentNow() {
    return sent !== null && sent === m.requestId;
  }

  function handCard(card) {
    const id = card.id;
    const label = m.cardLabel(card) || say(m.lang, "back");
    const face = (m.you.faces || {})[String(id)];
    const blockedBy = m.request && m.request.blocked ? m.request.blocked[`card:${id}`] : null;
    const live = choice && !sentNow();
    const choosable = !!(live && choice.cardChoosable(id));
    const chosen = !!(live && choice.cardChosen(id));
    const state = !live ? "" : chosen ? "chosen" : choosable ? "choosable" : "dimmed";
    const extra = [];
    if (face && face !== card.name) extra.push(say(m.lang, "counts_as", { name: m.name(face) }));
    const red = ["heart", "diamond"].includes(card.suit);
    const why = blockedBy ? blockedBy[m.lang] || blockedBy.en : null;
    const aria = [label, ...extra, chosen ? say(m.lang, "selected") : "", why ? `${say(m.lang, "blocked")}：${why}` : ""]
      .filter(Boolean).join("，");
    return button(label, {
      class: `card ${red ? "red" : ""} ${state} ${blockedBy ? "blocked" : ""}`,
      "data-card": id, "data-rule": face || card.name, "data-key": `card:${id}`,
      "aria-label": aria, "aria-pressed": live ? (chosen ? "true" : "false") : null,
      "aria-disabled": live && !choosable && !chosen && !blockedBy ? "true" : null,
      onclick: () => {
        if (blockedBy && !choosable && !chosen) {
          whyShown(blockedBy);
          return;
        }
        act(() => choice.clickCard(id));
      },
    }, el("span", { class: "name" }, label), ...extra.map((x) => el("span", { class: "face" }, x)));
  }

  function whyShown(r) {
    why = r;
    render();
  }

  function renderHand() {
    const me = m.me;
    if (!me) {
      patch(parts.hand);
      parts.hand.hidden = true;
      return;
    }
    parts.hand.hidden = false;
    const hand = me.hand || [];
    parts.hand.setAttribute("aria-label", say(m.lang, "your_hand"));
    patch(parts.hand, el("h2", {}, `${say(m.lang, "your_hand")}（${hand.length}）`),
      hand.length ? el("div", { class: "cards" }, hand.map(handCard)) : el("p", {}, say(m.lang, "no_hand")));
  }

  function renderGenerals() {
    const me = m.me;
    if (!me || !m.hegemony) {
      patch(parts.generals);
      parts.generals.hidden = true;
      return;
    }
    parts.generals.hidden = false;
    parts.generals.setAttribute("aria-label", say(m.lang, "your_generals"));
    const cards = m.generalNames(me).filter((g) => g.id != null).map((g) => {
      const entry = (m.catalogue.generals || {})[g.id] || {};
      return el("div", { class: `general ${g.revealed ? "up" : "down"}` },
        el("h3", {}, `${m.name(g.position)} ${m.name(g.id)}（${say(m.lang, g.revealed ? "revealed" : "face_down")}）`),
        ...(entry.skills || []).map((s) => el("p", {}, button(m.name(s), { class: "chip", "data-rule": s }), ` ${m.text(s)}`)));
    });
    patch(parts.generals, el("h2", {}, say(m.lang, "your_generals")), ...cards,
      el("p", { class: "hint" }, say(m.lang, "reveal_help")));
  }

  function renderStory() {
    const lines = m.story.slice(-STORY_SHOWN);
    const list = el("ol", { class: "lines" }, lines.map((l) => el("li", {}, l[m.lang] || l.en || "")));
    parts.story.setAttribute("aria-label", say(m.lang, "story"));
    patch(parts.story, el("h2", {}, say(m.lang, "story")), list);
    list.scrollTop = list.scrollHeight;
  }

  // ---------------------------------------------------------------- the choice
  function optionLabel(value) {
    if (typeof value === "number") return m.cardLabel(value) || String(value);
    if (value === "hand") return say(m.lang, "a_hand_card", { n: m.request.hand_count });
    if (value.includes("+")) return value.split("+").map((x) => m.name(x)).join(" + ");
    return m.name(value);
  }

  function actOptionLabel(o) {
    const [kind, id, made] = o.key.split(":");
    if (kind === "skill") return made ? `${m.name(id)}：${m.name(made)}` : m.name(id);
    if (kind === "recast") return `${m.name("recast")} ${m.cardLabel(Number(id))}`;
    if (kind === "lianheng") return `${m.lang === "zh" ? "连横" : "Alliance"} ${m.cardLabel(Number(id))}`;
    return m.cardLabel(Number(id)) || o.label;
  }

  function controls() {
    const req = m.request;
    const out = [];
    const off = sentNow();
    const handIds = new Set(((m.me && m.me.hand) || []).map((c) => c.id));
    const pickButton = (label, value, chosen, onclick, rid) => button(label, {
      class: `opt ${chosen ? "chosen" : "choosable"}`, "data-key": `opt:${value}`, "data-value": value,
      "aria-pressed": chosen ? "true" : "false", disabled: off, onclick, "data-rule": rid,
    });
    if (req.kind === "play" || req.kind === "respond") {
      const opts = req.options.filter((o) => !(o.key.startsWith("card:") && handIds.has(Number(o.key.slice(5)))));
      for (const o of opts) {
        const rid = o.key.startsWith("skill:") ? o.key.split(":")[1] : o.label;
        out.push(pickButton(actOptionLabel(o), o.key, choice.s.key === o.key, () => act(() => choice.selectOption(o.key)), rid));
      }
      for (const [key, r] of Object.entries(req.blocked || {})) {
        if (!key.startsWith("skill:")) continue;
        const sid = key.split(":")[1];
        out.push(button(m.name(sid), {
          class: "opt dimmed blocked", "data-key": `blocked:${key}`, "data-rule": sid,
          "aria-label": `${m.name(sid)}，${say(m.lang, "blocked")}：${r[m.lang] || r.en}`, onclick: () => whyShown(r),
        }));
      }
    } else if (req.kind === "cards") {
      for (const id of req.cards.map(Number).filter((c) => !handIds.has(c))) {
        const chosen = choice.cardChosen(id);
        const can = choice.cardChoosable(id);
        out.push(button(m.cardLabel(id) || String(id), {
          class: `opt card ${chosen ? "chosen" : can ? "choosable" : "dimmed"}`, "data-card": id, "data-key": `card:${id}`,
          "data-rule": (m.face(id) || {}).name, "aria-pressed": chosen ? "true" : "false",
          "aria-disabled": !can && !chosen ? "true" : null, disabled: off, onclick: () => act(() => choice.clickCard(id)),
        }));
      }
    } else if (req.kind === "option" || req.kind === "card_of") {
      for (const v of choice.values) {
        const rid = typeof v === "number" ? (m.face(v) || {}).name : v.includes("+") ? v.split("+")[0] : v;
        out.push(pickButton(optionLabel(v), v, choice.s.value === v, () => act(() => choice.pick(v)), rid));
        if (typeof v === "string" && v.includes("+")) out[out.length - 1].setAttribute("data-rule-2", v.split("+")[1]);
      }
    } else if (req.kind === "confirm") {
      out.push(button(say(m.lang, "yes"), { class: "opt choosable", "data-key": "yes", disabled: off, onclick: () => answer(true) }));
      out.push(button(say(m.lang, "no"), { class: "opt choosable", "data-key": "no", disabled: off, onclick: () => answer(false) }));
    } else if (req.kind === "arrange") {
      for (const [side, row] of [["top", choice.s.top], ["bottom", choice.s.bottom]]) {
        if (side === "bottom" && !req.bottom_allowed) continue;
        out.push(el("h3", {}, say(m.lang, side)));
        for (const id of row) {
          const label = m.cardLabel(id) || String(id);
          out.push(el("div", { class: "arrange" }, el("span", { class: "chip", "data-rule": (m.face(id) || {}).name }, label),
            button(say(m.lang, "move_up"), { "aria-label": `${say(m.lang, "move_up")}：${label}`, "data-key": `up:${id}`, disabled: off, onclick: () => act(() => choice.moveUp(id)) }),
            req.bottom_allowed ? button(say(m.lang, side === "top" ? "to_bottom" : "to_top"), {
              "aria-label": `${say(m.lang, side === "top" ? "to_bottom" : "to_top")}：${label}`, "data-key": `side:${id}`, disabled: off,
              onclick: () => act(() => choice.switchSide(id)),
            }) : null));
        }
      }
    } else if (req.kind === "distribute") {
      for (const [seat, cards] of Object.entries(choice.s.given)) {
        out.push(el("p", {}, `${say(m.lang, "give_to", { who: seatName(m, Number(seat)) })}：${cards.map((c) => m.cardLabel(c)).join("、")}`));
      }
      for (const id of req.cards.map(Number).filter((c) => !handIds.has(c))) {
        const chosen = choice.cardChosen(id);
        const can = choice.cardChoosable(id);
        out.push(button(m.cardLabel(id) || String(id), {
          class: `opt card ${chosen ? "chosen" : can ? "choosable" : "dimmed"}`, "data-card": id, "data-key": `card:${id}`,
          "aria-pressed": chosen ? "true" : "false", "aria-disabled": !can && !chosen ? "true" : null, disabled: off,
          onclick: () => act(() => choice.clickCard(id)),
        }));
      }
    }
    return out;
  }

  function hint() {
    const req = m.request;
    if (req.kind === "play" || req.kind === "respond") {
      if (!choice.s.key) return say(m.lang, "choose_option");
      return choice.cardsComplete ? say(m.lang, "choose_targets") : say(m.lang, "choose_cards", { lo: "", hi: "" }).replace("（–）", "").replace(" (–)", "");
    }
    if (req.kind === "cards") return say(m.lang, "choose_cards", { lo: req.min, hi: req.max });
    if (req.kind === "players") return say(m.lang, "choose_players", { lo: req.min, hi: req.max });
    if (req.kind === "distribute") return say(m.lang, "choose_players", { lo: 1, hi: req.max_targets });
    return "";
  }

  function renderChoose() {
    const req = m.request;
    if (!req) {
      patch(parts.choose, el("p", { class: "waiting" }, m.over ? say(m.lang, "over") : m.seat == null ? say(m.lang, "watching") : say(m.lang, "waiting")));
      parts.choose.setAttribute("aria-label", say(m.lang, "waiting"));
      return;
    }
    const off = sentNow();
    const question = m.prompt ? m.prompt[m.lang] || m.prompt.en : req.prompt;
    parts.choose.setAttribute("aria-label", question);
    const kids = [el("h2", { class: "prompt" }, question)];
    const bar = el("div", { class: "bar" });
    kids.push(el("div", { class: "timer", role: "progressbar", "aria-label": say(m.lang, "time_left"),
      "aria-valuemin": 0, "aria-valuemax": 100, "aria-valuenow": 100 }, bar));
    if (refusal) kids.push(el("p", { class: "refusal", role: "alert" }, `${say(m.lang, "refused")}：${refusal[m.lang] || refusal.en}`));
    if (why) kids.push(el("p", { class: "why", role: "status" }, why[m.lang] || why.en));
    if (off) kids.push(el("p", { class: "waiting" }, say(m.lang, "sent")));
    const h = hint();
    if (h) kids.push(el("p", { class: "hint" }, h));
    kids.push(el("div", { class: "opts" }, controls()));
    const row = [];
    if (req.kind !== "confirm") {
      row.push(button(say(m.lang, "send"), { class: "send primary", "data-key": "send", disabled: off || !choice.ready,
        onclick: () => choice.ready && answer(choice.answer()) }));
      row.push(button(say(m.lang, "undo"), { class: "undo", "data-key": "undo", disabled: off || !choice.canUndo,
        onclick: () => act(() => choice.undo()) }));
    }
    if ((req.kind === "play" || req.kind === "respond") && req.can_pass) {
      row.push(button(say(m.lang, req.kind === "play" ? "end_play" : "pass"), { class: "pass", "data-key": "pass", disabled: off,
        onclick: () => answer(null) }));
    }
    kids.push(el("div", { class: "actions" }, row));
    patch(parts.choose, ...kids);
    tickTimer();
  }

  function tickTimer() {
    const bar = parts.choose.querySelector(".timer");
    if (!bar) return;
    const left = m.timeLeft();
    if (left == null) {
      bar.hidden = true;
      return;
    }
    if (timerTotal == null) timerTotal = Math.max(left, 0.001);
    const pct = Math.max(0, Math.min(100, Math.round((left / timerTotal) * 100)));
    bar.setAttribute("aria-valuenow", pct);
    bar.setAttribute("aria-valuetext", say(m.lang, "seconds", { n: Math.ceil(left) }));
    bar.firstChild.style.width = `${pct}%`;
    bar.classList.toggle("low", left < 5);
  }
  const timer = setInterval(() => !destroyed && tickTimer(), 250);

  // ---------------------------------------------------------------- whole
  function render() {
    const focused = document.activeElement && root.contains(document.activeElement) ? document.activeElement.getAttribute("data-key") : null;
    root.setAttribute("lang", m.lang === "zh" ? "zh-Hans" : "en");
    root.dataset.requestId = m.requestId == null ? "" : String(m.requestId);
    root.dataset.kind = m.request ? m.request.kind : "";
    root.dataset.sent = sentNow() ? "true" : "false";
    root.dataset.over = m.over ? "true" : "false";
    parts.seats.setAttribute("aria-label", say(m.lang, "seats"));
    parts.hand.setAttribute("aria-label", say(m.lang, "your_hand"));
    parts.generals.setAttribute("aria-label", say(m.lang, "your_generals"));
    parts.story.setAttribute("aria-label", say(m.lang, "story"));
    parts.rules.setAttribute("aria-label", say(m.lang, "rules"));
    renderStatus();
    renderSeats();
    renderChoose();
    renderHand();
    renderGenerals();
    renderRules();
    renderStory();
    if (focused) {
      const again = root.querySelector(`[data-key="${CSS.escape(focused)}"]`);
      if (again && !again.disabled) again.focus();
    }
  }

  // the rules text of whatever is pointed at, focused or tapped
  const point = (ev) => {
    const target = ev.target.closest && ev.target.closest("[data-rule]");
    if (target && root.contains(target)) showRule(target.getAttribute("data-rule"));
  };
  root.addEventListener("mouseover", point);
  root.addEventListener("focusin", point);
  root.addEventListener("click", point, true);
  root.addEventListener("click", (ev) => {
    const seatBtn = ev.target.closest && ev.target.closest(".seat-head");
    if (!seatBtn || !choice || sentNow()) return;
    const seat = Number(seatBtn.getAttribute("data-seat"));
    const r = choice.seatRefusal ? choice.seatRefusal(seat) : null;
    if (!choice.seatChoosable(seat) && !choice.seatChosen(seat) && r) whyShown(r);
    else act(() => choice.clickSeat(seat));
  });
  root.addEventListener("keydown", (ev) => {
    if (ev.key === "Escape" && choice && choice.canUndo) {
      ev.preventDefault();
      act(() => choice.undo());
    }
  });

  render();

  return {
    update(msg) {
      if (destroyed || !msg || msg.type !== "game") return;
      const same = m.absorb(msg);
      if (!same) {
        choice = m.request ? choiceFor(m.request) : null;
        sent = null;
        refusal = null;
        why = null;
        timerTotal = m.request && m.requestSince != null && m.deadline != null ? Math.max(m.deadline - m.requestSince, 0.001) : null;
      }
      render();
    },
    refused(msg) {
      if (destroyed || !msg) return;
      if (msg.id === m.requestId) sent = null;
      refusal = msg.refusal || null;
      render();
    },
    ack(msg) {
      if (destroyed || !msg) return;
      render();
    },
    setLang(next) {
      m.lang = next;
      render();
    },
    destroy() {
      destroyed = true;
      clearInterval(timer);
      root.replaceChildren();
      root.classList.remove("sgs-table");
    },
    // for tests and the harness: the open request and what the table reads of it
    get state() {
      return { requestId: m.requestId, kind: m.request ? m.request.kind : null, seat: m.seat, sent: sentNow(), over: m.over };
    },
  };
}

export { generalsText };
