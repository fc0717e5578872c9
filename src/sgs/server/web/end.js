// The end screen: the winners, every seat's general and role, the replay link, and
// "play again" in the same room.

import { el, clear } from "./dom.js";
import { t, said, named } from "./i18n.js";
import { api } from "./net.js";

export function generalsOf(player, catalogue) {
  const gens = player.generals && player.generals.length ? player.generals
    : (player.general ? [{ general: player.general }] : []);
  return gens.map((g) => (g.general ? named(catalogue?.generals?.[g.general], g.general)
    : t("replay.hidden"))).join(" / ") || t("replay.hidden");
}

export function roleOf(player, catalogue) {
  const r = player.role ?? player.kingdom;
  if (!r) return t("replay.hidden");
  const names = catalogue?.names;
  return (names && names[document.documentElement.lang]?.[r]) || r;
}

function fromMemory(app, gameId) {
  const g = app.game;
  if (g.id !== gameId || !g.messages.length) return null;
  const catalogue = g.messages.find((m) => m.view.catalogue)?.view.catalogue;
  const last = g.messages.at(-1).view;
  if (!catalogue || !last.table) return null;
  return { catalogue, table: last.table, result: g.over?.result, seat: last.seat };
}

async function fromServer(gameId) {
  const rep = await api(`games/${encodeURIComponent(gameId)}/replay`);
  return { catalogue: rep.catalogue, table: rep.steps.at(-1).table, result: rep.result, seat: null };
}

export function mountEnd(root, app, gameId) {
  const page = el("section", { class: "page end", data: { page: "end", game: gameId } },
    el("h1", {}, t("end.title")));
  const body = el("div", {}, el("p", { class: "muted" }, t("replay.loading")));
  page.append(body);
  root.append(page);

  function show(data) {
    clear(body);
    const winners = new Set(data.result?.winners || []);
    // the room as it is now: who sits where, and who is ready for another game (once
    // the room is open again: before, its readiness is the finished game's)
    const seats = new Map((app.room?.seats || []).map((s) => [s.seat, s]));
    const open = app.room?.game === gameId && app.room.state === "open";
    const rows = data.table.players.map((p) => {
      const who = seats.get(p.seat)?.player;
      const ready = open && Boolean(who) && seats.get(p.seat).ready;
      return el("tr", { data: { seat: p.seat, won: String(winners.has(p.seat)),
        ready: open && who ? String(ready) : "" } },
      el("td", {}, t("room.seat", { n: p.seat })),
      el("td", {}, who ? (ready ? `${who.name} (${t("end.ready_again")})` : who.name)
        : t("room.bot_seat")),
      el("td", {}, generalsOf(p, data.catalogue)),
      el("td", {}, roleOf(p, data.catalogue)),
      el("td", {}, t(winners.has(p.seat) ? "end.won" : "end.lost")));
    });
    const winnerNames = data.table.players.filter((p) => winners.has(p.seat))
      .map((p) => `${generalsOf(p, data.catalogue)} (${t("room.seat", { n: p.seat })})`);
    const seat = Number.isInteger(data.seat) ? data.seat : "watch";
    const again = app.room && app.room.game === gameId && app.room.state !== "closed";
    body.append(
      el("p", { class: "winners", data: { winners: [...winners].join(",") } },
        `${t("end.winners")}: ${winnerNames.join(", ")}`),
      el("div", { class: "scroll" }, el("table", { class: "results" },
        el("thead", {}, el("tr", {}, ["end.seat", "end.player", "end.general", "end.role",
          "end.result"].map((k) => el("th", { scope: "col" }, t(k))))),
        el("tbody", {}, rows))),
      el("div", { class: "row actions" },
        el("a", { class: "button", href: `#/replay/${encodeURIComponent(gameId)}/${seat}`,
          data: { action: "replay" } }, t("end.replay")),
        again ? el("button", { type: "button", data: { action: "again" }, on: { click: () => {
          // ready for the next game: sent whatever app.room last said of our seat (the
          // server un-readies everyone at the end; an older room message may say ready)
          const mine = app.room.seats.find((s) => s.player && s.player.id === app.player?.id);
          const host = app.room.host && app.room.host.id === app.player?.id;
          if (mine && !host) app.net.send({ type: "ready", ready: true });
          app.go(`#/room/${app.room.code}`);
        } } }, t("end.again")) : null,
        el("a", { class: "button quiet", href: `games/${encodeURIComponent(gameId)}/log` },
          t("end.log")),
        el("button", { type: "button", class: "quiet", data: { action: "lobby" }, on: { click: () => {
          if (app.room) app.net.send({ type: "leave_room" });
          else app.go("#/");
        } } }, t("end.lobby"))));
  }

  const known = fromMemory(app, gameId);
  if (known) show(known);
  else {
    fromServer(gameId).then(show).catch((err) => {
      clear(body);
      body.append(el("p", { role: "alert" }, err.code === "http" ? t("error.http", { status: err.status })
        : said(err)));
    });
  }
  return { update(kind) { if (kind === "room" && known) show(known); } };
}
