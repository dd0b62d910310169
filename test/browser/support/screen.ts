/**
 * What a player meets on a screen outside the board (dialogs, panels, menus, notices, Home), read
 * in one go from the page: controls and text cut off or off the screen (inside a scrolling part,
 * what scrolling reaches counts as on screen), controls lying on one another or covered by
 * something else (each is hit-tested where it shows, the scrolling parts scrolled through), a
 * floating panel on a toolbar, tap targets under 44×44 CSS px on phones, and text running out of
 * its box. Only the top layer counts: an open modal dialog, else the whole page. The board's
 * cards and piles are geometry.ts's.
 */
import type { Page } from 'playwright-core';

export async function screenFaults(page: Page, opts: { phone: boolean }): Promise<string[]> {
  return page.evaluate(({ phone }) => {
    const out: string[] = [];
    const de = document.documentElement;
    const vw = de.clientWidth, vh = de.clientHeight;
    if (de.scrollWidth > vw + 0.5) out.push(`the page is ${de.scrollWidth} px wide on a ${vw} px screen`);
    const shown = (e: Element): boolean => {
      const r = e.getBoundingClientRect();
      return (e as HTMLElement).checkVisibility({ checkVisibilityCSS: true, checkOpacity: true }) && r.width > 0 && r.height > 0;
    };
    const modals = [...document.querySelectorAll('[role="dialog"][aria-modal="true"]')].filter(shown);
    const root: Element = modals.at(-1) ?? document.body;
    /** Visually hidden on purpose, for screen readers (the sr-only pattern: clipped to nothing, or a 1 px box). */
    const srOnly = (e: Element): boolean => {
      for (let a: Element | null = e; a && a !== document.body; a = a.parentElement) {
        const cs = getComputedStyle(a), r = a.getBoundingClientRect();
        if (/rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(cs.clip) || (cs.overflow === 'hidden' && r.width <= 1 && r.height <= 1)) return true;
      }
      return false;
    };
    const outsideLayer = (e: Element): boolean => !!e.closest('[data-board], .celebration') || srOnly(e);
    const name = (e: Element): string => {
      const text = (e.getAttribute('aria-label') ?? e.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${e.tagName.toLowerCase()}${e.className && typeof e.className === 'string' ? '.' + e.className.trim().split(/\s+/).join('.') : ''} "${text}"`;
    };
    const scrolls = (v: string): boolean => v === 'auto' || v === 'scroll';
    /** Whether each axis of `e` is reached by scrolling some ancestor; faults for a box cut by an ancestor that does not scroll. */
    const placed = (e: Element, r: DOMRect, what: string): { x: Element | null; y: Element | null } => {
      const via: { x: Element | null; y: Element | null } = { x: null, y: null };
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
        const cs = getComputedStyle(a);
        if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
        const ar = a.getBoundingClientRect();
        const left = ar.left + a.clientLeft, top = ar.top + a.clientTop, right = left + a.clientWidth, bottom = top + a.clientHeight;
        const xs = scrolls(cs.overflowX) && a.scrollWidth > a.clientWidth, ys = scrolls(cs.overflowY) && a.scrollHeight > a.clientHeight;
        if (!via.x && !xs && (r.left < left - 1 || r.right > right + 1)) out.push(`${what} is cut at the side by ${name(a)} (${Math.round(r.left)}–${Math.round(r.right)} in ${Math.round(left)}–${Math.round(right)})`);
        if (!via.y && !ys && (r.top < top - 1 || r.bottom > bottom + 1)) out.push(`${what} is cut at the top or bottom by ${name(a)} (${Math.round(r.top)}–${Math.round(r.bottom)} in ${Math.round(top)}–${Math.round(bottom)})`);
        if (xs) via.x ??= a;
        if (ys) via.y ??= a;
      }
      if (!via.x && (r.left < -0.5 || r.right > vw + 0.5)) out.push(`${what} reaches outside the screen sideways (${Math.round(r.left)}–${Math.round(r.right)} of ${vw})`);
      if (!via.y && (r.top < -0.5 || r.bottom > vh + 0.5)) out.push(`${what} reaches outside the screen (${Math.round(r.top)}–${Math.round(r.bottom)} of ${vh})`);
      return via;
    };

    // Controls: what a finger or a pointer aims at (a checkbox's or a radio's label is its target).
    const controlSel = 'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="menuitem"], [tabindex]:not([tabindex="-1"]), label.act';
    const targets = new Set<Element>();
    for (const e of root.querySelectorAll(controlSel)) {
      if (outsideLayer(e)) continue;
      const label = e.closest('label');
      const t = e instanceof HTMLInputElement && label && (e.type === 'checkbox' || e.type === 'radio' || e.type === 'file') ? label : e;
      if (shown(t)) targets.add(t);
    }
    const controls = [...targets].filter((t) => ![...targets].some((o) => o !== t && o.contains(t) && !(o instanceof HTMLLabelElement)));
    const scrollers = new Set<Element>();
    for (const c of controls) {
      const r = c.getBoundingClientRect();
      const via = placed(c, r, name(c));
      if (via.x) scrollers.add(via.x);
      if (via.y) scrollers.add(via.y);
      const inline = c.tagName === 'A' && getComputedStyle(c).display === 'inline';
      if (phone && !inline && (r.width < 43.5 || r.height < 43.5)) out.push(`${name(c)} is ${Math.round(r.width)}×${Math.round(r.height)} px, under 44×44`);
    }
    // What a scrolling part keeps at its top (a dialog's head) lies on what scrolls under it, by design.
    const heads = [...root.querySelectorAll('*')].filter((e) => getComputedStyle(e).position === 'sticky' && getComputedStyle(e).top !== 'auto');
    const underHead = (a: Element, b: Element): boolean => heads.some((h) => h.contains(a)) !== heads.some((h) => h.contains(b));
    const over = (a: DOMRect, b: DOMRect): boolean => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const a = controls[i]!, b = controls[j]!;
        if (a.contains(b) || b.contains(a) || underHead(a, b)) continue;
        if (over(a.getBoundingClientRect(), b.getBoundingClientRect())) out.push(`${name(a)} lies on ${name(b)}`);
      }
    }
    // A floating panel (notice, Finish, menu, win panel, strip, banner) on a toolbar.
    if (root === document.body) {
      const bars = [...document.querySelectorAll('.bar.top, .bar.bottom')].filter(shown);
      const floats = [...document.querySelectorAll('.notice, .finish-offer .act, .puzzle-bar, .won-overlay, .game-menu, .alert-banner, .update, .lost-more')].filter(shown);
      for (const f of floats) for (const b of bars) if (!b.contains(f) && over(f.getBoundingClientRect(), b.getBoundingClientRect())) out.push(`${name(f)} lies on the toolbar ${b.className}`);
    }

    // Text: each line inside every box around it (up to a floating box or a scrolling part), on screen, on no other text.
    const texts: { el: Element; r: DOMRect; text: string; range: Range; k: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = n.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      if (!el || !text || outsideLayer(el) || el.closest('script, style, svg, option') || !shown(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      [...range.getClientRects()].forEach((r, k) => {
        if (r.width < 1 || r.height < 1) return;
        texts.push({ el, r, text, range, k });
        const what = `text "${text.slice(0, 40)}"`;
        let x = true, y = true;
        for (let a: Element | null = el; a && a !== document.body && (x || y); a = a.parentElement) {
          const cs = getComputedStyle(a);
          if (scrolls(cs.overflowX)) x = false;
          if (scrolls(cs.overflowY)) y = false;
          if (cs.display !== 'inline' && cs.display !== 'contents') {
            const ar = a.getBoundingClientRect();
            if (x && (r.left < ar.left - 1.5 || r.right > ar.right + 1.5)) out.push(`${what} runs out of ${name(a)} sideways (${Math.round(r.left)}–${Math.round(r.right)} in ${Math.round(ar.left)}–${Math.round(ar.right)})`);
            if (y && (r.top < ar.top - 1.5 || r.bottom > ar.bottom + 1.5)) out.push(`${what} runs out of ${name(a)} (${Math.round(r.top)}–${Math.round(r.bottom)} in ${Math.round(ar.top)}–${Math.round(ar.bottom)})`);
          }
          if (cs.position === 'absolute' || cs.position === 'fixed') break;
        }
        const via = placed(el, r, what);
        if (via.x) scrollers.add(via.x);
        if (via.y) scrollers.add(via.y);
      });
    }
    const reported = new Set<string>();
    /** Each fault once, however many points or scroll positions show it. */
    const report = (key: string): void => {
      if (!reported.has(key)) out.push(key);
      reported.add(key);
    };
    for (let i = 0; i < texts.length; i++) {
      for (let j = i + 1; j < texts.length; j++) {
        const a = texts[i]!, b = texts[j]!;
        if (a.el === b.el || underHead(a.el, b.el) || !over(a.r, b.r)) continue;
        const key = `"${a.text.slice(0, 30)}" lies on "${b.text.slice(0, 30)}"`;
        report(key);
      }
    }

    // Hit tests: each control and each text is what a press on it reaches, the scrolling parts scrolled through.
    const hit = (): void => {
      // A part kept at the top of a scrolling part (a dialog's head) hides what scrolls under it.
      const stuck = new Map([...scrollers].map((s) => [s, [...s.querySelectorAll('*')].filter((e) => getComputedStyle(e).position === 'sticky' && getComputedStyle(e).top !== 'auto')] as const));
      const inView = (e: Element, r: DOMRect): boolean => {
        for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
          if (!scrollers.has(a)) continue;
          const sr = a.getBoundingClientRect();
          const top = Math.max(sr.top, ...stuck.get(a)!.filter((h) => !h.contains(e)).map((h) => h.getBoundingClientRect().bottom));
          if (r.left < sr.left || r.right > sr.right || r.top < top || r.bottom > sr.bottom) return false;
        }
        return r.left >= 0 && r.top >= 0 && r.right <= vw && r.bottom <= vh;
      };
      // A modal's close button stays in reach however far it is scrolled (a phone has no Esc).
      const close = root !== document.body ? root.querySelector('.dialog-head .close') : null;
      if (close) {
        const r = close.getBoundingClientRect();
        if (!inView(close, r) || !close.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2))) report("the dialog's close button goes out of reach when the dialog is scrolled");
      }
      for (const c of controls) {
        const r = c.getBoundingClientRect();
        if (!inView(c, r)) continue;
        for (const [fx, fy] of [[0.5, 0.5], [0.25, 0.5], [0.75, 0.5]] as const) {
          const x = r.left + r.width * fx, y = r.top + r.height * fy;
          const h = document.elementFromPoint(x, y);
          if (h && !c.contains(h) && !(h instanceof HTMLLabelElement && h.contains(c)) && !outsideLayer(h)) {
            const key = `${name(c)} is covered by ${name(h)}`;
            report(key);
            break;
          }
        }
      }
      for (const t of texts) {
        const r = t.range.getClientRects()[t.k];
        if (!r || !inView(t.el, r) || getComputedStyle(t.el).pointerEvents === 'none') continue;
        const h = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        const owner = (e: Element): Element | null => e.closest('label, button, a, summary');
        if (h && !t.el.contains(h) && !h.contains(t.el) && !outsideLayer(h) && !(owner(h) && owner(h) === owner(t.el))) {
          const key = `text "${t.text.slice(0, 40)}" is covered by ${name(h)}`;
          report(key);
        }
      }
    };
    // Scrolled through, a screen at a time, then back where the player left it; only vertical parts.
    const vertical = [...scrollers].filter((s) => s.scrollHeight > s.clientHeight);
    const kept = vertical.map((s) => s.scrollTop);
    hit();
    for (const s of vertical) {
      const before = s.scrollTop;
      for (let top = 0; top < s.scrollHeight; top += Math.max(40, s.clientHeight * 0.8)) {
        s.scrollTop = top;
        hit();
      }
      s.scrollTop = before;
    }
    vertical.forEach((s, i) => (s.scrollTop = kept[i]!));
    return out;
  }, opts);
}
