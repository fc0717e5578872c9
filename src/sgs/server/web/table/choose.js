// Choosing an answer from the request alone (docs/protocol.md, "Requests"): what may be
// chosen next is read off the request — the option trees of play and respond, the
// counts and sets of the others — so every highlighted choice leads to a legal answer.
// Every step can be undone until the answer is sent.  No DOM here.

const same = (a, b) => a.length === b.length && a.every((x) => b.includes(x));

class Choice {
  constructor(req) {
    this.req = req;
    this.s = this.start();
    this.history = [];
  }
  start() {
    return {};
  }
  change(fn) {
    const before = JSON.stringify(this.s);
    if (fn() === false) return false;
    if (JSON.stringify(this.s) !== before) this.history.push(before);
    return true;
  }
  get canUndo() {
    return this.history.length > 0;
  }
  undo() {
    if (this.history.length) this.s = JSON.parse(this.history.pop());
  }
  // what the table shows as choosable
  cardChoosable() {
    return false;
  }
  cardChosen() {
    return false;
  }
  seatChoosable() {
    return false;
  }
  seatChosen() {
    return false;
  }
  clickCard() {
    return false;
  }
  clickSeat() {
    return false;
  }
  get ready() {
    return false;
  }
  answer() {
    return null;
  }
}

// ------------------------------------------------------------------ play, respond

// the node of an option's tree reached by choosing the card set `set` (in any order)
export function cardNode(node, set) {
  if (!node) return null;
  if (node.any) {
    const ok = set.every((c) => node.any.includes(c)) && set.length <= node.max;
    return ok ? { any: node, n: set.length } : null;
  }
  if (!set.length) return { node };
  for (const c of set) {
    const next = node.cards && node.cards[String(c)];
    if (next) {
      const found = cardNode(next, set.filter((x) => x !== c));
      if (found) return found;
    }
  }
  return null;
}

// the target node once the cards `set` are complete, else null
export function targetsRoot(tree, set) {
  const at = cardNode(tree, set);
  if (!at) return null;
  if (at.any) return at.n >= at.any.min && at.any.targets ? at.any.targets : null;
  return at.node.targets || null;
}

export function targetNode(root, targets) {
  let node = root;
  for (const t of targets) {
    node = node && node.next ? node.next[String(t)] : null;
  }
  return node || null;
}

export class ActChoice extends Choice {
  start() {
    return { key: null, cards: [], targets: [] };
  }
  get options() {
    return this.req.options || [];
  }
  option(key = this.s.key) {
    return this.options.find((o) => o.key === key) || null;
  }
  fixed() {
    const o = this.option();
    return o ? (o.fixed_cards || []).map(Number) : [];
  }
  optionsForCard(id) {
    const direct = this.options.filter((o) => o.key === `card:${id}`);
    const others = this.options.filter((o) => o.key !== `card:${id}` && !(o.fixed_cards || []).length &&
      cardNode(o.tree, [id]));
    return [...direct, ...others];
  }
  tNode() {
    const o = this.option();
    if (!o) return null;
    const root = targetsRoot(o.tree, this.s.cards);
    return root ? targetNode(root, this.s.targets) : null;
  }
  selectOption(key) {
    return this.change(() => {
      if (this.s.key === key) return false;
      const o = this.option(key);
      if (!o) return false;
      this.s = { key, cards: (o.fixed_cards || []).map(Number), targets: [] };
      return true;
    });
  }
  cardChoosable(id) {
    const o = this.option();
    if (!o) return this.optionsForCard(id).length > 0;
    if (this.s.cards.includes(id)) return false;
    // (a click on another card while nothing but the option is chosen switches to it:
    // a shortcut, not highlighted — what is highlighted is the chosen option's next step)
    return !this.s.targets.length && !!cardNode(o.tree, [...this.s.cards, id]);
  }
  pristine() {
    return !this.s.targets.length && same(this.s.cards, this.fixed());
  }
  cardChosen(id) {
    return this.s.cards.includes(id);
  }
  clickCard(id) {
    const o = this.option();
    if (o && !this.s.targets.length && !this.s.cards.includes(id) && cardNode(o.tree, [...this.s.cards, id])) {
      return this.change(() => { this.s.cards.push(id); });
    }
    if (o && this.s.cards.includes(id) && !this.fixed().includes(id) && !this.s.targets.length) {
      const rest = this.s.cards.filter((c) => c !== id);
      if (cardNode(o.tree, rest)) return this.change(() => { this.s.cards = rest; });
      return false;
    }
    if (o && !this.pristine()) return false;
    const opts = this.optionsForCard(id);
    if (!opts.length) return false;
    const pick = opts[0];
    return this.change(() => {
      const fixed = (pick.fixed_cards || []).map(Number);
      this.s = { key: pick.key, cards: fixed.includes(id) ? fixed : [...fixed, id], targets: [] };
    });
  }
  seatChoosable(seat) {
    const n = this.tNode();
    return !!(n && n.next && n.next[String(seat)]);
  }
  seatChosen(seat) {
    return this.s.targets.includes(seat);
  }
  clickSeat(seat) {
    if (!this.seatChoosable(seat)) return false;
    return this.change(() => { this.s.targets.push(seat); });
  }
  // why a seat is not offered at the first target step (the engine's words)
  seatRefusal(seat) {
    if (!this.s.key || this.s.targets.length) return null;
    const byOpt = (this.req.refused_targets || {})[this.s.key] || {};
    return byOpt[String(seat)] || null;
  }
  get anySeat() {
    return this.cardsComplete;
  }
  get cardsComplete() {
    const o = this.option();
    return !!(o && targetsRoot(o.tree, this.s.cards));
  }
  get ready() {
    const n = this.tNode();
    return !!(n && n.done);
  }
  get canPass() {
    return !!this.req.can_pass;
  }
  answer() {
    return { option: this.s.key, cards: this.s.cards, targets: this.s.targets };
  }
}

// ------------------------------------------------------------------ cards
export class CardsChoice extends Choice {
  start() {
    return { cards: [] };
  }
  get pool() {
    return (this.req.cards || []).map(Number);
  }
  fits(set) {
    if (set.length > this.req.max) return false;
    const sets = this.req.sets;
    return !sets || sets.some((s) => set.every((c) => s.map(Number).includes(c)));
  }
  cardChoosable(id) {
    return this.pool.includes(id) && !this.s.cards.includes(id) && this.fits([...this.s.cards, id]);
  }
  cardChosen(id) {
    return this.s.cards.includes(id);
  }
  clickCard(id) {
    if (this.s.cards.includes(id)) return this.change(() => { this.s.cards = this.s.cards.filter((c) => c !== id); });
    if (!this.cardChoosable(id)) return false;
    return this.change(() => { this.s.cards.push(id); });
  }
  get ready() {
    const n = this.s.cards.length;
    if (n < this.req.min || n > this.req.max) return false;
    const sets = this.req.sets;
    return !sets || sets.some((s) => same(s.map(Number), this.s.cards));
  }
  answer() {
    return this.s.cards;
  }
}

// ------------------------------------------------------------------ players
export class PlayersChoice extends Choice {
  start() {
    return { seats: [] };
  }
  seatChoosable(seat) {
    return (this.req.seats || []).includes(seat) && !this.s.seats.includes(seat) &&
      this.s.seats.length < this.req.max;
  }
  seatChosen(seat) {
    return this.s.seats.includes(seat);
  }
  get anySeat() {
    return true;
  }
  clickSeat(seat) {
    if (this.s.seats.includes(seat)) return this.change(() => { this.s.seats = this.s.seats.filter((x) => x !== seat); });
    if (!this.seatChoosable(seat)) return false;
    return this.change(() => { this.s.seats.push(seat); });
  }
  get ready() {
    const n = this.s.seats.length;
    return n >= this.req.min && n <= this.req.max;
  }
  answer() {
    return this.s.seats;
  }
}

// ------------------------------------------------------------------ one of a list
export class PickChoice extends Choice {
  start() {
    return { value: null };
  }
  get values() {
    if (this.req.kind === "card_of") {
      return [...(this.req.hand_count ? ["hand"] : []), ...(this.req.visible || []).map(Number)];
    }
    return this.req.options || [];
  }
  pick(value) {
    return this.change(() => { this.s.value = value; });
  }
  get ready() {
    return this.s.value !== null;
  }
  answer() {
    return this.s.value;
  }
}

export class ConfirmChoice extends Choice {
  get ready() {
    return false; // answered by its two buttons at once
  }
}

// ------------------------------------------------------------------ arrange
export class ArrangeChoice extends Choice {
  start() {
    const d = this.req.default || [this.req.cards || [], []];
    return { top: d[0].map(Number), bottom: (d[1] || []).map(Number) };
  }
  moveUp(id) {
    return this.change(() => {
      for (const row of [this.s.top, this.s.bottom]) {
        const i = row.indexOf(id);
        if (i > 0) [row[i - 1], row[i]] = [row[i], row[i - 1]];
      }
    });
  }
  switchSide(id) {
    if (!this.req.bottom_allowed) return false;
    return this.change(() => {
      if (this.s.top.includes(id)) {
        this.s.top = this.s.top.filter((c) => c !== id);
        this.s.bottom.push(id);
      } else {
        this.s.bottom = this.s.bottom.filter((c) => c !== id);
        this.s.top.push(id);
      }
    });
  }
  get ready() {
    return true;
  }
  answer() {
    return [this.s.top, this.s.bottom];
  }
}

// ------------------------------------------------------------------ distribute
export class DistributeChoice extends Choice {
  start() {
    return { to: null, given: {} };
  }
  holder(id) {
    for (const [seat, cards] of Object.entries(this.s.given)) if (cards.includes(id)) return Number(seat);
    return null;
  }
  get total() {
    return Object.values(this.s.given).reduce((n, cards) => n + cards.length, 0);
  }
  seatChoosable(seat) {
    if (!(this.req.seats || []).includes(seat) || this.s.to === seat) return false;
    const receiving = Object.keys(this.s.given).length;
    return String(seat) in this.s.given || receiving < this.req.max_targets;
  }
  seatChosen(seat) {
    return this.s.to === seat || String(seat) in this.s.given;
  }
  get anySeat() {
    return true;
  }
  clickSeat(seat) {
    if (!this.seatChoosable(seat)) return false;
    return this.change(() => { this.s.to = seat; });
  }
  cardChoosable(id) {
    return this.s.to !== null && (this.req.cards || []).map(Number).includes(id) &&
      this.holder(id) === null && this.total < this.req.max_cards;
  }
  cardChosen(id) {
    return this.holder(id) !== null;
  }
  clickCard(id) {
    const held = this.holder(id);
    if (held !== null) {
      return this.change(() => {
        const key = String(held);
        this.s.given[key] = this.s.given[key].filter((c) => c !== id);
        if (!this.s.given[key].length) delete this.s.given[key];
      });
    }
    if (!this.cardChoosable(id)) return false;
    return this.change(() => {
      const key = String(this.s.to);
      (this.s.given[key] = this.s.given[key] || []).push(id);
    });
  }
  get ready() {
    const n = this.total;
    return n >= this.req.min_cards && n <= this.req.max_cards &&
      Object.keys(this.s.given).length <= this.req.max_targets;
  }
  answer() {
    return this.s.given;
  }
}

export function choiceFor(req) {
  switch (req.kind) {
    case "play":
    case "respond":
      return new ActChoice(req);
    case "cards":
      return new CardsChoice(req);
    case "players":
      return new PlayersChoice(req);
    case "option":
    case "card_of":
      return new PickChoice(req);
    case "confirm":
      return new ConfirmChoice(req);
    case "arrange":
      return new ArrangeChoice(req);
    case "distribute":
      return new DistributeChoice(req);
    default:
      return new PickChoice({ ...req, options: [] });
  }
}
