// The seats around the table, as the viewer knows them (docs/protocol.md, "observe").

import { el, button } from "./dom.js";
import { say } from "./words.js";

function chip(m, id, label, extra = {}) {
  return button(label, { class: "chip", "data-rule": id, ...extra });
}

function cardChip(m, card) {
  const label = m.cardLabel(card);
  if (!label) return el("span", { class: "chip back", role: "img", "aria-label": say(m.lang, "back") }, "🂠");
  const f = m.face(card);
  return chip(m, f.name, label, { class: `chip card ${["heart", "diamond"].includes(f.suit) ? "red" : ""}`,
    "data-card": card.id });
}

export function generalsText(m, p) {
  return m.generalNames(p).map((g) => {
    if (g.id == null) return say(m.lang, "hidden_general");
    const n = m.name(g.id);
    return g.revealed ? n : `${n}（${say(m.lang, "face_down")}）`;
  }).join(" / ");
}

function sideText(m, p) {
  if ("role" in p) return p.role ? m.name(p.role) : say(m.lang, "role_unknown");
  if (p.kingdom) return m.name(p.kingdom);
  return say(m.lang, "kingdom_unknown");
}

function hpText(m, p) {
  const base = `${say(m.lang, "hp")} ${p.hp}/${p.max_hp}`;
  return p.shown_hp != null ? `${base}（${say(m.lang, "shown_hp", { n: p.shown_hp })}）` : base;
}

export function seatName(m, seat) {
  const p = m.player(seat);
  const who = seat === m.seat ? say(m.lang, "you") : say(m.lang, "seat", { n: seat });
  return p ? `${who} ${generalsText(m, p)}` : who;
}

export function renderSeat(m, p, choice) {
  const seat = p.seat;
  const t = m.table || {};
  const mine = seat === m.seat;
  const current = t.current === seat && t.turn;
  const choosable = !!(choice && choice.seatChoosable(seat));
  const chosen = !!(choice && choice.seatChosen(seat));
  const refusal = choice && choice.seatRefusal ? choice.seatRefusal(seat) : null;
  const picking = !!(choice && (choosable || chosen || refusal || choice.anySeat));
  const who = mine ? say(m.lang, "you") : say(m.lang, "seat", { n: seat });
  const head = `${current ? "▶ " : ""}${who} · ${generalsText(m, p)}`;
  const state = [];
  if (!p.alive) state.push(say(m.lang, "dead"));
  if (p.chained) state.push(say(m.lang, "chained"));
  if (p.face_down) state.push(say(m.lang, "flipped"));
  if (p.placement === "perpendicular") state.push(say(m.lang, "frozen"));
  const facts = [sideText(m, p), hpText(m, p), say(m.lang, "hand_n", { n: p.hand_count })];
  if (!mine && m.seat != null && p.alive) {
    const d = (m.you.distance || {})[String(seat)];
    if (d != null) facts.push(say(m.lang, "distance", { n: d }));
    facts.push(say(m.lang, (m.you.in_range || []).includes(seat) ? "in_range" : "out_range"));
  }
  const cls = ["seat", current ? "current" : "", p.alive ? "" : "dead", mine ? "mine" : "",
    picking ? (choosable ? "choosable" : chosen ? "chosen" : "dimmed") : ""].join(" ");
  const label = [head, ...facts, ...state].join("，");
  const pick = button(head, {
    class: "seat-head", "data-seat": seat, "data-key": `seat:${seat}`,
    "aria-label": label, "aria-pressed": chosen ? "true" : null,
    "aria-disabled": picking && !choosable && !chosen && !refusal ? "true" : null,
  });
  const rows = [pick, el("div", { class: "facts" }, facts.join(" · "))];
  if (state.length) rows.push(el("div", { class: "state" }, state.join(" · ")));
  if (refusal) rows.push(el("div", { class: "why", role: "note" }, refusal[m.lang] || refusal.en));
  const equip = Object.values(p.equip || {});
  if (equip.length) rows.push(el("div", { class: "row" }, el("span", { class: "tag" }, say(m.lang, "equip")), equip.map((c) => cardChip(m, c))));
  if ((p.judge || []).length) rows.push(el("div", { class: "row" }, el("span", { class: "tag" }, say(m.lang, "judge")), p.judge.map((c) => cardChip(m, c))));
  for (const [pile, cards] of Object.entries(p.piles || {})) {
    if (!cards.length) continue;
    rows.push(el("div", { class: "row" }, el("span", { class: "tag" }, `${say(m.lang, "piles")}：${m.name(pile)}`),
      cards.map((c) => cardChip(m, c))));
  }
  for (const [slot, u] of Object.entries(p.under || {})) {
    const over = m.cardLabel((p.equip || {})[slot]) || m.name(slot);
    rows.push(el("div", { class: "row" }, el("span", { class: "tag" }, say(m.lang, "under", { n: u.count, card: over })),
      (u.cards || []).map((c) => cardChip(m, c))));
  }
  const skills = [...(p.skills || []), ...(mine ? p.latent_skills || [] : [])];
  if (skills.length) {
    rows.push(el("div", { class: "row" }, el("span", { class: "tag" }, say(m.lang, "skills")),
      [...new Set(skills)].map((s) => chip(m, s, m.name(s)))));
  }
  return el("section", { class: cls, "aria-label": head }, rows);
}
