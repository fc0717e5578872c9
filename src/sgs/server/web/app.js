// The page's state and its small router: #/ lobby, #/room/CODE, #/game, #/end/GAME,
// #/replay/GAME/SEAT (SEAT a number, or "watch" for the spectator's point of view).

import { el, clear } from "./dom.js";
import { t, said, getLang, setLang, onLang } from "./i18n.js";
import { Net, me } from "./net.js";
import { mountLobby } from "./lobby.js";
import { mountRoom } from "./room.js";
import { mountGame } from "./game.js";
import { mountEnd } from "./end.js";
import { mountReplay } from "./replay.js";

const main = document.getElementById("main");
const status = document.getElementById("status");
const who = document.getElementById("who");
const toastBox = document.getElementById("toast");
const langButton = document.getElementById("lang");

const app = {
  player: null, // {id, name}, once there is a session
  rooms: [], // the lobby's listing
  room: null, // the room we are in, as the server last said
  game: { id: null, messages: [], over: null }, // the current game's messages
  wantCode: null, // a room to join by its link, once connected
  inLobby: false, // the server's last word: we are in no room
  net: null,
  page: null,
  go,
  toast,
  signedIn,
};
window.sgs = app; // for the curious (and the tests): the state as the page holds it

app.net = new Net(onMessage, onState);

function go(hash) {
  if (location.hash === hash) route();
  else location.hash = hash;
}

function parts() {
  const [name = "", ...rest] = location.hash.replace(/^#\/?/, "").split("/");
  return { name, rest: rest.map(decodeURIComponent) };
}

function route() {
  const { name, rest } = parts();
  app.page?.destroy?.();
  app.page = null;
  clear(main);
  if (!app.player && name !== "replay" && name !== "end") {
    if (name === "room" && rest[0]) app.wantCode = rest[0].toUpperCase();
    app.page = mountLobby(main, app); // a name first; then the route again
  } else if (name === "room" && rest[0]) {
    const code = rest[0].toUpperCase();
    if (app.room && app.room.code !== code && app.room.state !== "closed") {
      go(`#/room/${app.room.code}`); // one room at a time: ours
      return;
    }
    if (!app.room) {
      app.wantCode = code;
      joinWanted();
    }
    app.page = mountRoom(main, app);
  } else if (name === "game") {
    app.page = mountGame(main, app);
  } else if (name === "end" && rest[0]) {
    app.page = mountEnd(main, app, rest[0]);
  } else if (name === "replay" && rest[0]) {
    const seat = rest[1] === undefined || rest[1] === "watch" ? null : Number(rest[1]);
    app.page = mountReplay(main, app, rest[0], Number.isInteger(seat) ? seat : null);
  } else {
    if (app.room && app.room.state !== "closed") {
      go(app.room.state === "playing" ? "#/game" : `#/room/${app.room.code}`);
      return;
    }
    app.page = mountLobby(main, app);
  }
  main.focus({ preventScroll: true });
}

function update(kind, msg) {
  app.page?.update?.(kind, msg);
}

function joinWanted() {
  // only once the server said we are in no room (a reload in a room gets its room)
  if (app.wantCode && app.net.state === "open" && app.inLobby && app.player) {
    app.net.send({ type: "join_room", code: app.wantCode });
    app.wantCode = null;
  }
}

function onMessage(msg) {
  const here = parts().name;
  switch (msg.type) {
    case "welcome":
      app.player = msg.player;
      showWho();
      break;
    case "lobby":
      app.rooms = msg.rooms;
      app.inLobby = true;
      if (app.room) { // the server says we are in no room (it closed while we were away)
        app.room = null;
        if (here === "room" || here === "game") go("#/");
      }
      joinWanted();
      update("lobby", msg);
      break;
    case "room": {
      const before = app.room;
      app.room = msg.room;
      app.inLobby = false;
      if (msg.room.state === "playing" && (here === "" || here === "room")) {
        go("#/game");
      } else if (msg.room.state === "open" && here === "game" && msg.room.game
                 && before?.state === "playing") {
        go(`#/end/${msg.room.game}`); // the game ended while we were away
      } else if (here === "" || (here === "room" && parts().rest[0]?.toUpperCase()
                                 !== msg.room.code)) {
        go(`#/room/${msg.room.code}`);
      } else {
        update("room", msg);
      }
      break;
    }
    case "left_room":
      app.room = null;
      go("#/");
      break;
    case "chat":
      if (app.room && app.room.id === msg.room) {
        app.room.chat = [...(app.room.chat || []), { from: msg.from, text: msg.text, time: msg.time }];
      }
      update("chat", msg);
      break;
    case "game":
      if (msg.game !== app.game.id) app.game = { id: msg.game, messages: [], over: null };
      app.game.messages.push(msg);
      if (here !== "game" && here !== "replay" && here !== "end") go("#/game");
      else update("game", msg);
      break;
    case "ack":
    case "refused":
      update(msg.type, msg);
      break;
    case "game_over":
      if (msg.game === app.game.id) app.game.over = msg;
      else app.game = { id: msg.game, messages: [], over: msg };
      if (here === "game" || here === "room") go(`#/end/${msg.game}`);
      break;
    case "error":
      toast(said(msg));
      if (!app.room && (here === "room" || here === "game")) go("#/");
      update("error", msg);
      break;
    default:
      break;
  }
}

function onState(state, detail) {
  status.dataset.state = state;
  clear(status);
  if (state === "open") {
    status.append(t("state.open"));
  } else if (state === "replaced") {
    status.append(el("span", {}, (detail && said(detail)) ? `${t("state.replaced")} — ${said(detail)}`
      : t("state.replaced")), " ",
    el("button", { type: "button", on: { click: () => app.net.start() } }, t("state.reload")));
  } else if (state === "signed_out") {
    app.player = null;
    showWho();
    status.append(t("state.signed_out"));
    go("#/");
  } else {
    status.append(t(`state.${state}`));
  }
  document.body.dataset.conn = state;
  if (state !== "open") app.inLobby = false;
  update("state", state);
}

function showWho() {
  who.textContent = app.player ? app.player.name : "";
}

let toastTimer = null;
function toast(text) {
  toastBox.textContent = text;
  toastBox.hidden = !text;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { toastBox.hidden = true; }, 6000);
}

// a session exists (just made, or found): connect
function signedIn(player) {
  app.player = player;
  showWho();
  if (app.net.stopped) app.net.start();
  route();
}

function showLang() {
  langButton.textContent = t("lang.switch");
  langButton.title = t("lang.name");
  document.title = t("app.title");
}

langButton.addEventListener("click", () => setLang(getLang() === "zh" ? "en" : "zh"));
onLang(() => {
  showLang();
  onState(app.net.state === "idle" ? "connecting" : app.net.state);
  const keep = app.page?.setLang ? app.page : null;
  if (keep) keep.setLang(getLang());
  else route();
});
window.addEventListener("hashchange", route);

async function boot() {
  showLang();
  status.dataset.state = "idle";
  try {
    const got = await me();
    signedIn(got.player);
  } catch {
    route(); // no session: the lobby asks for a name
  }
}

boot();
