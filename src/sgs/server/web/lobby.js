// The lobby: a name (a session), the public rooms live, a new room with all its
// settings, and joining by code.

import { el, clear, field } from "./dom.js";
import { t, said } from "./i18n.js";
import { api, newSession, login } from "./net.js";

function nameForm(app, root) {
  const name = el("input", { type: "text", name: "name", maxlength: 24, required: true,
    autocomplete: "nickname", value: app.player ? app.player.name : "" });
  const password = el("input", { type: "password", name: "password", autocomplete: "current-password" });
  const pwField = field(t("password.label"), password);
  pwField.hidden = true;
  const enter = el("button", { type: "submit", data: { action: "enter" } }, t("name.enter"));
  const register = el("button", { type: "button", hidden: true, data: { action: "register" } },
    t("account.register"));
  const form = el("form", { class: "card", data: { form: "name" } },
    el("h2", {}, t("name.label")), field(t("name.label"), name), pwField,
    el("div", { class: "row" }, enter, register));
  let accounts = false;
  async function go(registering) {
    try {
      const got = accounts ? await login(name.value, password.value, registering)
        : await newSession(name.value);
      app.signedIn(got.player);
    } catch (err) {
      if (err.code === "account.required") { // this server has accounts: ask for a password
        accounts = true;
        pwField.hidden = false;
        register.hidden = false;
        enter.textContent = t("account.login");
        password.focus();
      }
      app.toast(err.code === "http" ? t("error.http", { status: err.status }) : said(err));
    }
  }
  form.addEventListener("submit", (ev) => { ev.preventDefault(); go(false); });
  register.addEventListener("click", () => go(true));
  root.append(form);
  name.focus();
}

function roomList(app, box) {
  clear(box);
  box.append(el("h2", {}, t("lobby.rooms")));
  if (!app.rooms.length) {
    box.append(el("p", { class: "muted", data: { empty: "" } }, t("lobby.none")));
    return;
  }
  const list = el("ul", { class: "rooms" });
  for (const r of app.rooms) {
    const join = el("button", { type: "button", data: { join: r.id },
      disabled: r.state !== "open" || r.seated >= r.players,
      on: { click: () => app.net.send({ type: "join_room", room: r.id }) } }, t("lobby.join"));
    const watch = r.spectators ? el("button", { type: "button", class: "quiet", data: { watch: r.id },
      on: { click: () => app.net.send({ type: "join_room", room: r.id, watch: true }) } },
    t("lobby.watch")) : null;
    list.append(el("li", { data: { room: r.id } },
      el("span", { class: "room-host" }, r.host ? r.host.name : "—"),
      el("span", { class: "muted" }, `${t(`mode.${r.mode}`)} · ${r.card_set} · `
        + `${t("lobby.seated", { seated: r.seated, players: r.players })} · ${t(`room.state.${r.state}`)}`),
      el("span", { class: "row" }, join, watch)));
  }
  box.append(list);
}

function numberInput(name, value, min, max) {
  return el("input", { type: "number", name, value: String(value), min: String(min),
    max: String(max), step: "1", inputmode: "numeric", required: true });
}

function createForm(app, box, choices) {
  const mode = el("select", { name: "mode" }, choices.modes.map(
    (m) => el("option", { value: m.id, selected: m.id === "identity" }, t(`mode.${m.id}`))));
  const cardSet = el("select", { name: "card_set" });
  const players = numberInput("players", 5, 2, 10);
  const seconds = numberInput("decision_seconds", 30, 5, 600);
  const windowS = numberInput("window_seconds", 5, 1, 120);
  const turnS = numberInput("turn_seconds", 20, 1, 600);
  const bots = choices.bots.map((b, i) => el("input", { type: "checkbox", name: `bot_${b}`,
    value: b, checked: i === 0 }));
  const spectators = el("input", { type: "checkbox", name: "spectators", checked: true });
  const isPrivate = el("input", { type: "checkbox", name: "private" });
  const faceDown = el("select", { name: "face_down_view" },
    ["all", "owner"].map((v) => el("option", { value: v }, t(`set.face_down_view.${v}`))));
  function sets() {
    const m = choices.modes.find((x) => x.id === mode.value);
    const family = m.card_set.split("+")[0];
    clear(cardSet);
    for (const s of choices.card_sets) {
      const fits = m.id === "hegemony" ? s.startsWith("hegemony") : !s.startsWith("hegemony");
      if (fits) cardSet.append(el("option", { value: s, selected: s === m.card_set }, s));
    }
    players.min = String(m.min_players);
    players.max = String(m.max_players);
    return family;
  }
  mode.addEventListener("change", sets);
  sets();
  const check = (input, label) => el("label", { class: "check" }, input, label);
  const form = el("form", { class: "card", data: { form: "create" } },
    el("h2", {}, t("lobby.create")),
    el("div", { class: "grid" },
      field(t("set.mode"), mode), field(t("set.card_set"), cardSet),
      field(t("set.players"), players), field(t("set.decision_seconds"), seconds),
      field(t("set.window_seconds"), windowS), field(t("set.turn_seconds"), turnS),
      field(t("set.face_down_view"), faceDown)),
    el("fieldset", {}, el("legend", {}, t("set.bots")),
      bots.map((b) => check(b, t(`bot.${b.value}`)))),
    check(spectators, t("set.spectators")), check(isPrivate, t("set.private")),
    el("div", { class: "row" }, el("button", { type: "submit", data: { action: "create" } },
      t("lobby.create"))));
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    const settings = {
      mode: mode.value, card_set: cardSet.value, players: Number(players.value),
      decision_seconds: Number(seconds.value), window_seconds: Number(windowS.value),
      turn_seconds: Number(turnS.value), bots: bots.filter((b) => b.checked).map((b) => b.value),
      spectators: spectators.checked, private: isPrivate.checked, face_down_view: faceDown.value,
    };
    app.net.send({ type: "create_room", settings });
  });
  box.append(form);
}

function joinForm(app, box) {
  const code = el("input", { type: "text", name: "code", maxlength: 12, autocomplete: "off",
    autocapitalize: "characters", required: true });
  const form = el("form", { class: "card", data: { form: "join" } },
    el("h2", {}, t("lobby.join_code")), field(t("lobby.code"), code),
    el("div", { class: "row" }, el("button", { type: "submit", data: { action: "join-code" } },
      t("lobby.join"))));
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    const value = code.value.trim().toUpperCase();
    if (value) app.go(`#/room/${encodeURIComponent(value)}`);
  });
  box.append(form);
}

export function mountLobby(root, app) {
  const page = el("section", { class: "page lobby", data: { page: "lobby" } },
    el("h1", {}, t("lobby.title")));
  root.append(page);
  if (!app.player) {
    nameForm(app, page);
    return {};
  }
  const hello = el("div", { class: "row hello" },
    el("span", {}, t("name.hello", { name: app.player.name })),
    el("button", { type: "button", class: "quiet", data: { action: "rename" }, on: {
      click: () => { app.net.stop(); app.player = null; app.go("#/"); },
    } }, t("name.change")));
  const rooms = el("div", { class: "card", data: { list: "rooms" } });
  const forms = el("div", { class: "columns" });
  page.append(hello, rooms, forms);
  roomList(app, rooms);
  joinForm(app, forms);
  const choicesBox = el("div");
  forms.prepend(choicesBox);
  (app.choices ? Promise.resolve(app.choices) : api("choices")).then((choices) => {
    app.choices = choices;
    createForm(app, choicesBox, choices);
  }).catch((err) => app.toast(said(err)));
  return {
    update(kind) {
      if (kind === "lobby") roomList(app, rooms);
    },
  };
}
