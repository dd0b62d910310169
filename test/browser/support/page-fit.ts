/** Pages that scroll (home, rule pages): texts and controls that leave the screen sideways or lie on one another. */
import type { Page } from 'playwright-core';

/**
 * `scroller`: the page's scrolling part (its boxes are cut to its visible area, since it scrolls
 * under the header); `parts`: selectors of the elements checked (nested ones never count as overlapping).
 * The `outside` elements (the header's title) are checked for width only.
 */
export async function overflowAndOverlap(page: Page, scroller: string, parts: string, outside = ''): Promise<string[]> {
  return page.evaluate(
    ([scroller, parts, outside]) => {
      const out: string[] = [];
      const w = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth > w) out.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${w})`);
      const main = document.querySelector(scroller)!;
      if (main.scrollWidth > main.clientWidth + 1) out.push(`${scroller} scrolls sideways (${main.scrollWidth} > ${main.clientWidth})`);
      const els = [...main.querySelectorAll<HTMLElement | SVGElement>(parts)];
      const name = (e: Element): string => `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 30)}"`;
      for (const e of [...els, ...(outside ? document.querySelectorAll(outside) : [])]) {
        const r = e.getBoundingClientRect();
        if (r.width > 0 && (r.left < -1 || r.right > w + 1)) out.push(`${name(e)} reaches ${Math.round(r.left)}–${Math.round(r.right)} of ${w}`);
      }
      const view = main.getBoundingClientRect();
      const boxes = els
        .map((e) => {
          const r = e.getBoundingClientRect();
          return [e, { left: r.left, right: r.right, top: Math.max(r.top, view.top), bottom: Math.min(r.bottom, view.bottom) }] as const;
        })
        .filter(([, r]) => r.right > r.left && r.bottom > r.top);
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, ra] = boxes[i]!, [b, rb] = boxes[j]!;
          if (a.contains(b) || b.contains(a)) continue;
          const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left), y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
          if (x > 1 && y > 1) out.push(`${name(a)} overlaps ${name(b)} by ${Math.round(x)}×${Math.round(y)}`);
        }
      }
      return out;
    },
    [scroller, parts, outside] as const,
  );
}
