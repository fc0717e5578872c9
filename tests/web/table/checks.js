// The page checks of the table's browser tests (loaded into every test page).
window.sgsChecks = {
  // the hand cards, other cards and seats the table offers now
  highlighted() {
    const ids = (sel, key) => [...document.querySelectorAll(sel)].map((e) => Number(e.dataset[key]));
    return {
      hand: ids(".t-hand .card.choosable", "card"),
      cards: ids(".t-choose .card.choosable", "card"),
      seats: ids(".seat.choosable .seat-head", "seat"),
    };
  },
  // whether the page scrolls sideways, and every visible control under 40 px
  sizes() {
    const small = [];
    for (const b of document.querySelectorAll("button, [role=button]")) {
      const r = b.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.width < 40 || r.height < 40) small.push([b.textContent.trim().slice(0, 30), r.width, r.height]);
    }
    const d = document.documentElement;
    return { scroll: d.scrollWidth > d.clientWidth, small };
  },
  // controls and regions without an accessible name
  unnamed() {
    return [...document.querySelectorAll("button, [role=button], [role=progressbar], [role=region], a, input, select")]
      .filter((e) => !e.closest("[hidden]"))
      .filter((e) => !((e.getAttribute("aria-label") || "").trim() || (e.textContent || "").trim()))
      .map((e) => e.outerHTML.slice(0, 80));
  },
  // text below 4.5:1 against its background (computed styles, WCAG 2 luminance; the
  // background is the first opaque one up the tree, and no opacity may dim text)
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
      if (!t.textContent.trim() || !e || e.closest("[hidden]") || e.offsetParent === null) continue;
      const st = getComputedStyle(e);
      for (let n = e; n; n = n.parentElement) {
        if (Number(getComputedStyle(n).opacity) < 1) bad.push({ text: t.textContent.slice(0, 20), why: "opacity" });
      }
      const [hi, lo] = [lum(rgb(st.color).slice(0, 3)), lum(bgOf(e))].sort((x, y) => y - x);
      const ratio = (hi + 0.05) / (lo + 0.05);
      if (ratio < 4.5) bad.push({ text: t.textContent.slice(0, 20), ratio, fg: st.color });
    }
    return bad;
  },
  // whether the table waits for this page's answer
  pending() {
    const s = window.sgsTable.state;
    return s.requestId !== null && !s.sent && !s.over;
  },
};
