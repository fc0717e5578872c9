// The replay viewer: a finished game step by step from one seat's point of view (or a
// spectator's).  The server re-runs the game and watches it through the engine's own
// observer (GET /games/{id}/replay?seat=N): each step is what that seat was shown, told
// in words, with the table as that seat knew it.  Nothing here knows a rule.

import { el, clear, field } from "./dom.js";
import { t, said, named, getLang } from "./i18n.js";
import { api } from "./net.js";
import { generalsOf, roleOf } from "./end.js";

const SUITS = { spade: "♠", heart: "♥", club: "♣", diamond: "♦" };
const RANKS = { 1: "A", 11: "J", 12: "Q", 13: "K" };

function cardText(card, catalogue) {
  if (!card || !card.name) return t("replay.hidden");
  const suit = SUITS[card.suit] || "";
  const rank = card.rank ? (RANKS[card.rank] || String(card.rank)) : "";
  return `${named(catalogue.cards?.[card.name], card.name)} ${suit}${rank}`.trim();
}

function playerBox(p, catalogue, viewer) {
  const hp = p.shown_hp ?? p.hp;
  const equip = Object.values(p.equip || {}).map((c) => cardText(c, catalogue));
  const judge = (p.judge || []).map((c) => cardText(c, catalogue));
  return el("li", { class: p.alive === false ? "seat dead" : "seat", data: { seat: p.seat } },
    el("b", {}, `${t("room.seat", { n: p.seat })} ${generalsOf(p, catalogue)}`),
    p.seat === viewer ? el("span", { class: "muted" }, ` ${t("room.you")}`) : null,
    el("span", { class: "muted" }, ` · ${roleOf(p, catalogue)}`),
    el("div", {}, p.alive === false ? t("replay.dead") : t("replay.hp", { hp, max: p.max_hp }),
      " · ", t("replay.cards", { n: p.hand_count ?? 0 })),
    equip.length ? el("div", {}, `${t("replay.equip")}: ${equip.join(", ")}`) : null,
    judge.length ? el("div", {}, `${t("replay.judge")}: ${judge.join(", ")}`) : null,
    p.hand ? el("div", { data: { hand: p.seat } }, `${t("replay.hand")}: `,
      p.hand.map((c) => cardText(c, catalogue)).join(", ")) : null);
}

export function mountReplay(root, app, gameId, seat) {
  const page = el("section", { class: "page replay", data: { page: "replay", game: gameId } },
    el("h1", {}, t("replay.title")));
  const body = el("div", {}, el("p", { class: "muted" }, t("replay.loading")));
  page.append(body);
  root.append(page);
  let data = null;
  let at = 0;
  let gone = false;

  const pov = el("select", { name: "seat", data: { pov: "" } });
  const counter = el("p", { class: "muted", data: { step: "" }, "aria-live": "polite" });
  const story = el("ol", { class: "story", data: { story: "" } });
  const tableBox = el("ul", { class: "players", data: { players: "" } });
  const turn = el("p", { data: { turn: "" } });
  const buttons = {};
  for (const [k, fn] of Object.entries({ first: () => 0, prev: () => at - 1, next: () => at + 1,
    last: () => data.steps.length - 1 })) {
    buttons[k] = el("button", { type: "button", class: "quiet", data: { action: k },
      on: { click: () => show(fn()) } }, t(`replay.${k}`));
  }

  function show(n) {
    if (!data) return;
    at = Math.max(0, Math.min(data.steps.length - 1, n));
    const step = data.steps[at];
    const lang = getLang();
    counter.textContent = t("replay.step", { n: at + 1, total: data.steps.length });
    counter.dataset.step = String(at);
    clear(story);
    for (let i = 0; i <= at; i += 1) {
      for (const line of data.steps[i].lines[lang] || []) {
        if (line) story.append(el("li", { class: i === at ? "now" : "" }, line));
      }
    }
    story.scrollTop = story.scrollHeight;
    clear(tableBox);
    const table = step.table;
    if (table) {
      const current = table.players.find((p) => p.seat === table.current);
      turn.textContent = current ? t("turn.current", { who: `${t("room.seat", { n: current.seat })} `
        + `${generalsOf(current, data.catalogue)}` }) : "";
      for (const p of table.players) tableBox.append(playerBox(p, data.catalogue, data.seat));
    }
    buttons.first.disabled = buttons.prev.disabled = at === 0;
    buttons.next.disabled = buttons.last.disabled = at === data.steps.length - 1;
  }

  function layout() {
    clear(body);
    clear(pov);
    pov.append(el("option", { value: "watch", selected: data.seat === null }, t("replay.spectator")));
    for (let s = 0; s < data.players; s += 1) {
      pov.append(el("option", { value: String(s), selected: data.seat === s }, t("room.seat", { n: s })));
    }
    body.append(el("div", { class: "row" }, field(t("replay.from"), pov),
      buttons.first, buttons.prev, buttons.next, buttons.last, counter),
    el("div", { class: "columns" },
      el("section", { class: "card", "aria-label": t("replay.table") },
        el("h2", {}, t("replay.table")), turn, tableBox),
      el("section", { class: "card", "aria-label": t("replay.story") },
        el("h2", {}, t("replay.story")), story)));
    show(at);
  }

  pov.addEventListener("change", () => {
    app.go(`#/replay/${encodeURIComponent(gameId)}/${pov.value}`);
  });
  const keys = (ev) => {
    if (ev.target instanceof HTMLInputElement || ev.target instanceof HTMLSelectElement) return;
    if (ev.key === "ArrowRight") show(at + 1);
    else if (ev.key === "ArrowLeft") show(at - 1);
  };
  document.addEventListener("keydown", keys);

  const query = seat === null ? "" : `?seat=${seat}`;
  api(`games/${encodeURIComponent(gameId)}/replay${query}`).then((got) => {
    if (gone) return;
    data = got;
    layout();
  }).catch((err) => {
    clear(body);
    body.append(el("p", { role: "alert" }, err.code === "http" ? t("error.http", { status: err.status })
      : said(err)));
  });
  return {
    setLang() {
      if (data) layout();
    },
    destroy() {
      gone = true;
      document.removeEventListener("keydown", keys);
    },
  };
}
