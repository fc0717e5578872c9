// The room: its seats, settings and bots, ready, chat, leave, and start for the host.

import { el, clear, field } from "./dom.js";
import { t } from "./i18n.js";

export function chatLine(line) {
  const time = new Date((line.time || 0) * 1000);
  const hh = String(time.getHours()).padStart(2, "0");
  const mm = String(time.getMinutes()).padStart(2, "0");
  return el("li", { class: "chat-line" }, el("span", { class: "muted" }, `${hh}:${mm} `),
    el("b", { class: "chat-from" }, line.from ? line.from.name : "—"), ": ",
    el("span", { class: "chat-text" }, line.text));
}

// the chat box: the lines so far and a field to say one (kept across updates)
export function chatBox(app) {
  const list = el("ul", { class: "chat", data: { chat: "" }, "aria-live": "polite" });
  const input = el("input", { type: "text", name: "chat", maxlength: 300, autocomplete: "off" });
  const form = el("form", { class: "row chat-form" }, field(t("room.say"), input),
    el("button", { type: "submit", data: { action: "chat" } }, t("room.send")));
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    const text = input.value.trim();
    if (text && app.net.send({ type: "chat", text })) input.value = "";
  });
  const box = el("section", { class: "card chat-box", "aria-label": t("room.chat") },
    el("h2", {}, t("room.chat")), list, form);
  const show = () => {
    clear(list);
    for (const line of app.room?.chat || []) list.append(chatLine(line));
    list.scrollTop = list.scrollHeight;
  };
  show();
  return { box, show };
}

function settingsList(room) {
  const yes = (v) => t(v ? "room.yes" : "room.no");
  const rows = [
    [t("set.mode"), t(`mode.${room.mode}`)], [t("set.card_set"), room.card_set],
    [t("set.players"), room.players], [t("set.decision_seconds"), room.decision_seconds],
    [t("set.window_seconds"), room.window_seconds], [t("set.turn_seconds"), room.turn_seconds],
    [t("set.bots"), room.bots.length ? room.bots.map((b) => t(`bot.${b}`)).join(", ") : t("room.no")],
    [t("set.spectators"), yes(room.spectators)],
    [t("set.private"), yes(room.private)],
    [t("set.face_down_view"), t(`set.face_down_view.${room.face_down_view}`)],
  ];
  return el("dl", { class: "settings" }, rows.map(([k, v]) => [el("dt", {}, k), el("dd", {}, String(v))]));
}

export function mountRoom(root, app) {
  const page = el("section", { class: "page room", data: { page: "room" } });
  const head = el("div");
  const seats = el("section", { class: "card", "aria-label": t("room.seats") });
  const actions = el("div", { class: "row actions" });
  const info = el("section", { class: "card" });
  const chat = chatBox(app);
  page.append(head, el("div", { class: "columns" },
    el("div", {}, seats, actions, info), chat.box));
  root.append(page);

  function show() {
    const room = app.room;
    clear(head);
    clear(seats);
    clear(actions);
    clear(info);
    if (!room) {
      head.append(el("h1", {}, t("room.title", { code: "…" })));
      return;
    }
    const me = app.player?.id;
    const link = `${location.origin}${location.pathname}#/room/${room.code}`;
    const linkInput = el("input", { type: "text", readonly: true, value: link, name: "link",
      data: { link: "" } });
    head.append(el("h1", { data: { code: room.code } }, t("room.title", { code: room.code })),
      el("div", { class: "row link" }, field(t("room.link"), linkInput),
        el("button", { type: "button", class: "quiet", on: { click: async (ev) => {
          linkInput.select();
          try {
            await navigator.clipboard.writeText(link);
            ev.target.textContent = t("room.copied");
          } catch { /* the link is selected: copy it by hand */ }
        } } }, t("room.copy"))));
    seats.append(el("h2", {}, t("room.seats")));
    const list = el("ol", { class: "seats" });
    const mySeat = room.seats.find((s) => s.player && s.player.id === me);
    const open = room.state === "open";
    for (const s of room.seats) {
      const p = s.player;
      const tags = [];
      if (p && room.host && p.id === room.host.id) tags.push(t("room.host"));
      if (p) tags.push(t(s.ready ? "room.ready" : "room.not_ready"));
      const item = el("li", { class: p ? "seat taken" : "seat", data: { seat: s.seat,
        ready: p ? String(s.ready) : "" } },
      el("span", { class: "seat-n" }, t("room.seat", { n: s.seat })),
      el("span", { class: "seat-name" }, p ? p.name : (room.bots.length ? `${t("room.empty")} ${t("room.bot_seat")}` : t("room.empty"))),
      p && p.id === me ? el("span", { class: "muted" }, t("room.you")) : null,
      el("span", { class: "muted" }, tags.join(" · ")));
      if (!p && open) {
        item.append(el("button", { type: "button", class: "quiet", data: { sit: s.seat },
          on: { click: () => app.net.send({ type: "take_seat", seat: s.seat }) } },
        `${t("room.sit")} (${t("room.seat", { n: s.seat })})`));
      }
      list.append(item);
    }
    seats.append(list);
    if (room.watchers.length) {
      seats.append(el("p", { class: "muted" }, `${t("room.watchers")}: `,
        room.watchers.map((w) => w.name).join(", ")));
    }
    const isHost = room.host && room.host.id === me;
    if (open && mySeat && !isHost) {
      actions.append(el("button", { type: "button", data: { action: "ready" },
        "aria-pressed": String(mySeat.ready),
        on: { click: () => app.net.send({ type: "ready", ready: !mySeat.ready }) } },
      t(mySeat.ready ? "room.unready_btn" : "room.ready_btn")));
    }
    if (open && mySeat) {
      actions.append(el("button", { type: "button", class: "quiet", data: { action: "stand" },
        on: { click: () => app.net.send({ type: "take_seat", seat: null }) } }, t("room.stand")));
    }
    if (open && isHost) {
      actions.append(el("button", { type: "button", data: { action: "start" },
        on: { click: () => app.net.send({ type: "start" }) } }, t("room.start")));
    }
    if (room.state === "playing") {
      actions.append(el("button", { type: "button", on: { click: () => app.go("#/game") } },
        t("room.to_game")));
    }
    actions.append(el("button", { type: "button", class: "quiet", data: { action: "leave" },
      on: { click: () => app.net.send({ type: "leave_room" }) } }, t("room.leave")));
    info.append(el("h2", {}, t("room.settings")), settingsList(room));
  }
  show();
  return {
    update(kind) {
      if (kind === "chat") chat.show();
      else if (kind === "room") {
        show();
        chat.show();
      }
    },
  };
}
