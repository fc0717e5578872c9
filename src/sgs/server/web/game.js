// The game page: the table module (./table/index.js, mountTable) fed with the server's
// game messages as received, its answers sent back; 托管 and the room's chat beside it.
//
// The contract with the table: mountTable(root, {lang, send, setAuto, chat}) returns
// {update(gameMessage), refused(refusedMessage), ack(ackMessage), setLang(lang),
// destroy()} (and optionally chat(line)); send(requestId, value) answers the seat's
// request, setAuto(on) asks for 托管, chat(text) says a line in the room.

import { el, clear } from "./dom.js";
import { t, getLang } from "./i18n.js";
import { chatBox } from "./room.js";

export function mountGame(root, app) {
  const tableRoot = el("div", { class: "table-root", data: { table: "" } });
  const seatLabel = el("span", { class: "muted", data: { seatLabel: "" } });
  const auto = el("button", { type: "button", class: "quiet", data: { action: "auto" } });
  const chat = chatBox(app);
  const page = el("section", { class: "page game", data: { page: "game" } },
    el("div", { class: "row game-bar" }, el("h1", { class: "sr-only" }, t("game.title")),
      seatLabel, auto),
    el("div", { class: "game-main" }, tableRoot, chat.box));
  root.append(page);
  tableRoot.append(el("p", { class: "muted", data: { waiting: "" } }, t("game.waiting")));

  let table = null;
  let gone = false;
  let autoOn = false;
  const send = (id, value) => app.net.answer(id, value);
  const setAuto = (on) => app.net.send({ type: "auto", on: Boolean(on) });

  function bar(msg) {
    const view = msg?.view;
    if (view) {
      seatLabel.textContent = view.seat === null || view.seat === undefined ? t("game.watching")
        : t("game.seat", { n: view.seat });
      autoOn = Boolean(view.auto);
    }
    const seated = view && view.seat !== null && view.seat !== undefined && !view.over;
    auto.hidden = !seated || table !== null; // the table has its own 托管 button
    auto.textContent = t(autoOn ? "game.auto_off" : "game.auto_on");
    auto.setAttribute("aria-pressed", String(autoOn));
  }
  auto.addEventListener("click", () => setAuto(!autoOn));
  bar(app.game.messages.at(-1));

  import("./table/index.js").then((mod) => {
    if (gone) return;
    clear(tableRoot);
    table = mod.mountTable(tableRoot, { lang: getLang(), send, setAuto,
      chat: (text) => app.net.send({ type: "chat", text }) });
    window.sgsTable = table; // for the curious (and the tests), as window.sgs
    bar(app.game.messages.at(-1));
    for (const msg of app.game.messages) table.update(msg);
  }).catch((err) => {
    if (gone) return;
    clear(tableRoot);
    tableRoot.append(el("p", { role: "alert", data: { tableMissing: "" } }, t("game.no_table")),
      el("pre", { class: "muted" }, String(err)));
  });

  return {
    update(kind, msg) {
      if (kind === "game") {
        bar(msg);
        table?.update(msg);
      } else if (kind === "refused") table?.refused(msg);
      else if (kind === "ack") table?.ack(msg);
      else if (kind === "chat") {
        chat.show();
        table?.chat?.(msg);
      }
    },
    setLang(lang) {
      table?.setLang(lang);
      bar(app.game.messages.at(-1));
    },
    destroy() {
      gone = true;
      table?.destroy();
      if (window.sgsTable === table) window.sgsTable = null;
    },
  };
}
