// The client of sgs serve (docs/server.md): the session over HTTP, then one WebSocket.
//
// The cursor of the last game record received goes with every reconnection
// (/ws?cursor=N), so the server sends only what came after: no record twice, none
// missing.  A dropped connection is retried with back-off (0.5 s doubling to 10 s, with
// jitter) while the page says "reconnecting"; a connection closed because the same
// player connected elsewhere (close 4000, `conn.replaced`) is not retried.
//
// A room that runs on another instance (close 4011, `room.elsewhere`, docs/server.md
// "A client on the wrong instance"): the WebSocket goes to that instance's URL if it is
// of this page's origin (the session cookie and the Origin check hold there only); if
// that one does not open (it died), or the URL is of another origin, the page's own
// instance is tried again after the lease's `until`: it takes the room over then.

export const CLOSE_REPLACED = 4000;
export const CLOSE_TOKEN = 4001;
export const CLOSE_ELSEWHERE = 4011;
const LEASE_WAIT_MOST = 30000; // ms: a dead instance's lease is waited out, on our clock
const BACKOFF_FIRST = 500;
const BACKOFF_MAX = 10000;
const PING_EVERY = 25000;

// HTTP: a JSON body in, JSON out; a refusal is thrown as the server's error object
export async function api(path, body) {
  const init = body === undefined ? { credentials: "same-origin" } : {
    method: "POST", credentials: "same-origin",
    headers: { "content-type": "application/json" }, body: JSON.stringify(body),
  };
  const res = await fetch(path, init);
  let data = null;
  try {
    data = await res.json();
  } catch {
    data = null;
  }
  if (!res.ok) throw (data && data.code) ? data : { code: "http", status: res.status };
  return data;
}

export const me = () => api("me");
export const newSession = (name) => api("session", { name });
export const login = (name, password, register) =>
  api(register ? "register" : "login", { name, password });

// the instance a `room.elsewhere` names, if this page may follow there (http or https,
// this page's origin); else null
export function followable(url) {
  let u;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if ((u.protocol !== "http:" && u.protocol !== "https:") || !u.host) return null;
  return u.origin === location.origin ? u.href : null;
}

export class Net {
  // onMessage(msg) for every server message; onState(state, detail) when the
  // connection's state changes: connecting, open, reconnecting, moving (to the room's
  // instance), replaced, signed_out
  constructor(onMessage, onState) {
    this.onMessage = onMessage;
    this.onState = onState;
    this.ws = null;
    this.state = "idle";
    this.stopped = true;
    this.attempt = 0;
    this.timer = null;
    this.pinger = null;
    this.game = null; // the game the cursor counts records of
    this.cursor = 0;
    this.closedWhy = null; // the last `closed` message: why the server closes
    this.home = location.href; // the page's own instance
    this.base = this.home; // the instance the WebSocket goes to
    this.moved = null; // the params of the last `room.elsewhere`: url, until
    this.hops = 0; // follows since a room was last served (two instances in a race may
    // send the page back and forth for a moment: a second hop waits)
  }

  start() {
    this.stopped = false;
    this.attempt = 0;
    this.open();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.ws?.close(1000);
  }

  url() {
    const u = new URL("ws", this.base);
    u.protocol = u.protocol === "https:" ? "wss:" : "ws:";
    u.hash = "";
    u.search = `?words=1${this.cursor ? `&cursor=${this.cursor}` : ""}`;
    return u.href;
  }

  setState(state, detail) {
    this.state = state;
    this.onState(state, detail);
  }

  open() {
    // (to another instance: the room's, so "moving" until it opens)
    this.setState(this.base !== this.home ? "moving"
      : this.attempt ? "reconnecting" : "connecting");
    this.closedWhy = null;
    const ws = new WebSocket(this.url());
    this.ws = ws;
    let opened = false;
    ws.onopen = () => {
      if (this.ws !== ws) return;
      opened = true;
      this.attempt = 0;
      this.setState("open");
      clearInterval(this.pinger);
      this.pinger = setInterval(() => this.send({ type: "ping" }), PING_EVERY);
    };
    ws.onmessage = (ev) => {
      if (this.ws !== ws) return;
      let msg;
      try {
        msg = JSON.parse(ev.data);
      } catch {
        return;
      }
      if (this.note(msg)) this.onMessage(msg);
    };
    ws.onclose = (ev) => {
      if (this.ws !== ws) return;
      this.ws = null;
      clearInterval(this.pinger);
      if (this.stopped) return;
      const why = this.closedWhy;
      if (ev.code === CLOSE_REPLACED || why?.code === "conn.replaced") {
        this.stopped = true;
        this.setState("replaced", why);
      } else if (ev.code === CLOSE_TOKEN || why?.code === "conn.token") {
        this.stopped = true;
        this.setState("signed_out", why);
      } else if (ev.code === CLOSE_ELSEWHERE || why?.code === "room.elsewhere") {
        this.moved = why?.params || null;
        const there = this.moved && followable(this.moved.url);
        this.base = there || this.home;
        if (there) this.follow(why);
        else this.retry(why, this.leaseLeft());
      } else if (!opened && this.base !== this.home) {
        // the room's instance does not answer (it died): ours takes the room over
        // once its lease has run out
        this.base = this.home;
        this.retry(why, this.leaseLeft());
      } else {
        this.retry(why);
      }
    };
  }

  // ms until the lease of the last `room.elsewhere` runs out (at most LEASE_WAIT_MOST)
  leaseLeft() {
    const until = Number(this.moved?.until);
    if (!Number.isFinite(until)) return 0;
    return Math.max(0, Math.min(LEASE_WAIT_MOST, until * 1000 - Date.now()));
  }

  // to the instance that runs the room (at once, the first time)
  follow(why) {
    this.setState("moving", why);
    const wait = this.hops ? Math.min(BACKOFF_MAX, BACKOFF_FIRST * 2 ** (this.hops - 1)) : 0;
    this.hops += 1;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (!this.stopped) this.open();
    }, wait);
  }

  retry(why, atLeast = 0) {
    const base = Math.min(BACKOFF_MAX, BACKOFF_FIRST * 2 ** this.attempt);
    this.attempt += 1;
    this.setState("reconnecting", why);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (!this.stopped) this.open();
    }, Math.max(atLeast, base * (0.75 + Math.random() / 2)));
  }

  // keep the cursor; false: a message not to hand on
  note(msg) {
    if (msg.type === "game") {
      if (this.game !== null && msg.game !== this.game && this.cursor > 0) {
        // the cursor was of another game (it ended while we were away): start over
        this.game = msg.game;
        this.cursor = 0;
        this.send({ type: "resume", cursor: 0 });
        return false;
      }
      this.game = msg.game;
      if (msg.view && Number.isInteger(msg.view.cursor)) this.cursor = msg.view.cursor;
    } else if (msg.type === "room") {
      this.hops = 0;
    } else if (msg.type === "game_over") {
      this.game = null;
      this.cursor = 0;
    } else if (msg.type === "closed") {
      this.closedWhy = msg;
    }
    return true;
  }

  // a new game page starts from nothing: the server sends the game from the start
  restart() {
    this.cursor = 0;
    this.send({ type: "resume", cursor: 0 });
  }

  send(obj) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify(obj));
      return true;
    }
    return false;
  }

  answer(id, value) {
    return this.send({ type: "answer", id, value });
  }
}
