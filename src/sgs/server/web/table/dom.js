// Building the page: everything the server sends is put in as text (textContent),
// never as markup.

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : String(v));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === "string" || typeof child === "number" ? document.createTextNode(String(child)) : child);
  }
  return node;
}

export function button(label, attrs = {}, ...children) {
  const node = el("button", { type: "button", ...attrs }, ...(children.length ? children : [label]));
  if (!node.hasAttribute("aria-label") && children.length) node.setAttribute("aria-label", label);
  return node;
}

// Put `kids` in `parent` in place of what it holds, leaving each child that would come
// out the same (same markup at the same place) untouched: a button under the pointer or
// the keyboard's focus survives the many updates of a fast game, so a click that falls
// between two of them is not lost.
export function patch(parent, ...kids) {
  const next = kids.flat().filter((k) => k !== null && k !== undefined && k !== false);
  const have = [...parent.childNodes];
  const same = (a, b) => a.nodeType === b.nodeType
    && (a.nodeType === Node.ELEMENT_NODE ? a.outerHTML === b.outerHTML : a.nodeValue === b.nodeValue);
  next.forEach((kid, i) => {
    const old = have[i];
    if (old === undefined) parent.append(kid);
    else if (!same(old, kid)) parent.replaceChild(kid, old);
  });
  for (const old of have.slice(next.length)) old.remove();
}
