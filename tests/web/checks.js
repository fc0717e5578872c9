// The page checks of every browser test (loaded into every page by tests/web/browser.py;
// each returns what is wrong, an empty list when right).
window.sgsChecks = {
  // the table's hand cards, other cards and seats offered now
  highlighted() {
    const ids = (sel, key) => [...document.querySelectorAll(sel)].map((e) => Number(e.dataset[key]));
    return {
      hand: ids(".t-hand .card.choosable", "card"),
      cards: ids(".t-choose .card.choosable", "card"),
      seats: ids(".seat.choosable .seat-head", "seat"),
    };
  },
  // how many pixels the page is wider than its window (0: no horizontal scroll)
  overflow() {
    return document.documentElement.scrollWidth - window.innerWidth;
  },
  // the visible controls (buttons, fields) narrower or shorter than a finger's target
  small(least) {
    const sel = "button, [role=button], a.button, input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select";
    return [...document.querySelectorAll(sel)]
      .filter((e) => e.getClientRects().length && getComputedStyle(e).visibility !== "hidden")
      .map((e) => [e, e.getBoundingClientRect()])
      .filter(([, r]) => r.width < least || r.height < least)
      .map(([e, r]) => `${e.tagName} ${(e.textContent || e.name || "").trim().slice(0, 30)} ${r.width}x${r.height}`);
  },
  // controls and regions without an accessible name (aria-label(ledby), a label, text, title)
  unnamed() {
    const name = (e) => {
      const by = e.getAttribute("aria-labelledby");
      const fromIds = by ? by.split(/\s+/).map((i) => document.getElementById(i)?.textContent || "").join(" ") : "";
      const labels = e.labels ? [...e.labels].map((l) => l.textContent).join(" ") : "";
      const own = ["INPUT", "SELECT", "TEXTAREA"].includes(e.tagName) ? "" : e.textContent;
      return (e.getAttribute("aria-label") || fromIds || labels || own || e.title || "").trim();
    };
    const sel = "button, [role=button], [role=progressbar], [role=region], a[href], input:not([type=hidden]), select, textarea";
    return [...document.querySelectorAll(sel)]
      .filter((e) => e.getClientRects().length && !e.closest("[hidden]"))
      .filter((e) => !name(e))
      .map((e) => e.outerHTML.slice(0, 120));
  },
  // text under WCAG 2's contrast against its background (4.5:1, 3:1 when large); the
  // background is the first opaque one up the tree, and no opacity may dim text
  lowContrast() {
    const rgb = (s) => (s.match(/[\d.]+/g) || []).map(Number);
    const lin = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    const lum = ([r, g, b]) => 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    const bgOf = (e) => {
      for (let n = e; n; n = n.parentElement) {
        const c = rgb(getComputedStyle(n).backgroundColor);
        if (c.length === 3 || (c.length === 4 && c[3] > 0.99)) return c.slice(0, 3);
      }
      return [255, 255, 255];
    };
    const bad = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      const e = t.parentElement;
      const text = t.textContent.trim().slice(0, 30);
      if (!text || !e || !e.getClientRects().length || e.closest("[hidden], .sr-only")) continue;
      const st = getComputedStyle(e);
      if (st.visibility === "hidden") continue;
      for (let n = e; n; n = n.parentElement) {
        if (Number(getComputedStyle(n).opacity) < 1) { bad.push(`${text}: dimmed by opacity`); break; }
      }
      const [hi, lo] = [lum(rgb(st.color).slice(0, 3)), lum(bgOf(e))].sort((x, y) => y - x);
      const ratio = (hi + 0.05) / (lo + 0.05);
      const size = parseFloat(st.fontSize), bold = Number(st.fontWeight) >= 700;
      const need = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
      if (ratio < need) bad.push(`${text}: ${ratio.toFixed(2)} < ${need} (${st.color})`);
    }
    return bad;
  },
  // whether the table waits for this page's answer
  pending() {
    const s = window.sgsTable?.state; // (none once the end page replaced the table)
    return Boolean(s) && s.requestId !== null && !s.sent && !s.over;
  },
};
