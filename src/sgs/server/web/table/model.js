// What the seat knows, kept across the incremental `game` messages (docs/server.md,
// "Messages"; docs/protocol.md): the catalogue (cursor 0), the deck's faces (the log
// header's card table), the last table and reach, the open request, the story.

export const SUITS = { spade: "♠", heart: "♥", club: "♣", diamond: "♦", none: "" };
const RANKS = { 1: "A", 11: "J", 12: "Q", 13: "K" };
const STORY_KEPT = 400;

export function rankText(rank) {
  return rank ? (RANKS[rank] || String(rank)) : "";
}

export class Model {
  constructor(lang) {
    this.lang = lang;
    this.catalogue = { cards: {}, skills: {}, generals: {}, names: {} };
    this.faces = new Map(); // card id -> {name, suit, rank}
    this.mode = null;
    this.seat = null;
    this.table = null;
    this.you = {};
    this.request = null;
    this.requestId = null;
    this.deadline = null;
    this.skew = 0; // server time - local time, seconds
    this.prompt = null;
    this.auto = false;
    this.over = false;
    this.story = [];
    this.requestSince = null; // server time the open request was first shown
  }

  absorb(msg) {
    const view = msg.view || {};
    if (typeof msg.now === "number") this.skew = msg.now - Date.now() / 1000;
    if (view.catalogue) this.catalogue = view.catalogue;
    this.seat = view.seat ?? null;
    for (const rec of view.events || []) {
      if (rec.t === "header") {
        this.mode = rec.mode || null;
        for (const [id, name, suit, rank] of rec.cards || []) this.faces.set(id, { name, suit, rank });
      }
    }
    if (view.table) this.table = view.table;
    if (view.you) this.you = view.you;
    this.noteCards(view.table);
    const sameRequest = view.request_id != null && view.request_id === this.requestId;
    this.request = view.request || null;
    this.requestId = view.request_id ?? null;
    this.deadline = view.deadline ?? null;
    if (!sameRequest) this.requestSince = this.request ? msg.now ?? null : null;
    this.prompt = msg.prompt || null;
    this.auto = !!view.auto;
    this.over = !!view.over;
    for (const line of msg.story || []) this.story.push(line);
    if (this.story.length > STORY_KEPT) this.story.splice(0, this.story.length - STORY_KEPT);
    return sameRequest;
  }

  // every card the table shows by face: the hand, equipment, judgment, piles, discard …
  noteCards(table) {
    if (!table) return;
    const note = (c) => {
      if (c && c.id != null && c.name) this.faces.set(c.id, { name: c.name, suit: c.suit, rank: c.rank });
    };
    for (const key of ["discard", "processing", "void"]) (table[key] || []).forEach(note);
    for (const p of table.players || []) {
      (p.hand || []).forEach(note);
      Object.values(p.equip || {}).forEach(note);
      (p.judge || []).forEach(note);
      for (const cards of Object.values(p.piles || {})) cards.forEach(note);
      for (const u of Object.values(p.under || {})) (u.cards || []).forEach(note);
    }
  }

  get hegemony() {
    return this.mode === "hegemony";
  }

  // ---------------------------------------------------------------- names
  entry(id) {
    const c = this.catalogue;
    return (c.cards || {})[id] || (c.skills || {})[id] || (c.generals || {})[id] || null;
  }

  name(id, lang = this.lang) {
    if (id == null) return "";
    const e = this.entry(id);
    if (e && e.names && e.names[lang]) return e.names[lang];
    const printed = ((this.catalogue.names || {})[lang] || {})[id];
    if (printed) return printed;
    if (typeof id === "string" && id.startsWith("soldier:")) {
      const [, kingdom] = id.split(":");
      return `${this.name(kingdom, lang)}${lang === "zh" ? "士兵" : " soldier"}`;
    }
    return String(id);
  }

  text(id, lang = this.lang) {
    const c = this.catalogue;
    const e = (c.skills || {})[id] || (c.cards || {})[id];
    return e && e.text ? e.text[lang] || "" : "";
  }

  face(cardOrId) {
    if (cardOrId == null) return null;
    if (typeof cardOrId === "object") {
      if (cardOrId.name) return cardOrId;
      return cardOrId.id != null ? this.faces.get(cardOrId.id) || null : null;
    }
    return this.faces.get(Number(cardOrId)) || null;
  }

  // a card as words: "杀 ♠7" (the narrator's way), or a card back
  cardLabel(cardOrId) {
    const f = this.face(cardOrId);
    if (!f) return null;
    const mark = (SUITS[f.suit] || "") + rankText(f.rank);
    return mark ? `${this.name(f.name)} ${mark}` : this.name(f.name);
  }

  player(seat) {
    return ((this.table && this.table.players) || []).find((p) => p.seat === seat) || null;
  }

  get me() {
    return this.seat == null ? null : this.player(this.seat);
  }

  // a seat's general names as the seat knows them
  generalNames(p) {
    const gens = p.generals && p.generals.length ? p.generals : [{ general: p.general, revealed: true }];
    return gens.map((g) => ({ id: g.general, revealed: !!g.revealed, removed: !!g.removed, position: g.position }));
  }

  // the time left on the open request, in seconds (server time)
  timeLeft() {
    if (this.deadline == null) return null;
    return Math.max(0, this.deadline - (Date.now() / 1000 + this.skew));
  }
}
