// Building the page from text only: every string becomes a text node (names and chat
// are what people typed: never markup), attributes are set one by one.

const PROPS = new Set(["value", "checked", "selected", "disabled", "hidden", "min", "max"]);

export function el(tag, props = {}, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "on") {
      for (const [ev, fn] of Object.entries(v)) e.addEventListener(ev, fn);
    } else if (k === "data") {
      for (const [dk, dv] of Object.entries(v)) e.dataset[dk] = String(dv);
    } else if (k === "class") {
      e.className = v;
    } else if (PROPS.has(k)) {
      e[k] = v;
    } else {
      e.setAttribute(k, v === true ? "" : String(v));
    }
  }
  add(e, kids);
  return e;
}

export function add(parent, kids) {
  for (const kid of [kids].flat(Infinity)) {
    if (kid === null || kid === undefined || kid === false) continue;
    parent.append(kid instanceof Node ? kid : String(kid));
  }
  return parent;
}

export function clear(e) {
  e.replaceChildren();
  return e;
}

// a labelled field: the label names the control (its accessible name)
let fieldCount = 0;
export function field(label, control) {
  const id = control.id || `f${++fieldCount}`;
  control.id = id;
  return el("div", { class: "field" }, el("label", { for: id }, label), control);
}
