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
