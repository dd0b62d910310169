/** What a player can and cannot read on the page: cut-off text, covered card indices, cards off screen. */
import type { Page } from 'playwright-core';

/**
 * Cards whose rank and suit no player can read: for each tableau card and each pile's top card, some corner index (an element holding
 * just the rank, with the suit symbol beside it) must be uncovered at its four corners.
 */
export async function hiddenIndices(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const uncovered = (el: Element, card: Element): boolean => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      const pts = [[r.left + 1, r.top + 1], [r.right - 1, r.top + 1], [r.left + 1, r.bottom - 1], [r.right - 1, r.bottom - 1]];
      return pts.every(([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-card]') === card);
    };
    const bad: string[] = [];
    const cards = [...document.querySelectorAll<HTMLElement>('[data-board] [data-card]')];
    const topIndex = (pile: string): number => Math.max(...cards.filter((c) => c.dataset.pile === pile).map((c) => Number(c.dataset.index)));
    for (const card of cards) {
      // A foundation or the waste is a squared pile: only its top card is meant to be seen.
      if (!card.dataset.pile!.startsWith('t') && Number(card.dataset.index) !== topIndex(card.dataset.pile!)) continue;
      const leaves = [...card.querySelectorAll('*')].filter((e) => e.children.length === 0);
      const ranks = leaves.filter((e) => /^(A|[2-9]|10|J|Q|K|V|D|R)$/.test(e.textContent!.trim()));
      const suits = leaves.filter((e) => /^[♣♠♥♦]$/.test(e.textContent!.trim()));
      const readable = ranks.some((rank) => uncovered(rank, card) && suits.some((s) => s.parentElement === rank.parentElement && uncovered(s, card)));
      if (!readable) bad.push(`${(card as HTMLElement).dataset.card} on ${(card as HTMLElement).dataset.pile}`);
    }
    return bad;
  });
}

/** Text cut off by its box (ellipsis or hidden overflow), outside the cards: what a player cannot read. */
export async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.closest('[data-card]') || !el.checkVisibility()) continue;
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (!own) continue;
      const css = getComputedStyle(el);
      if (css.overflowX === 'visible' && css.textOverflow !== 'ellipsis') continue;
      // Visually hidden on purpose for screen readers (the sr-only pattern): not a clipping fault.
      if (el.clientWidth <= 1 || /rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(css.clip)) continue;
      if (el.scrollWidth > el.clientWidth + 1) out.push(`"${el.textContent!.trim()}" shows ${el.clientWidth} of ${el.scrollWidth} px`);
    }
    return out;
  });
}

/** Cards reaching outside the viewport (the board must fit the screen without scrolling). */
export async function cardsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const w = document.documentElement.clientWidth, h = document.documentElement.clientHeight;
    return [...document.querySelectorAll<HTMLElement>('[data-board] [data-card]')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.left < -1 || r.right > w + 1 || r.top < -1 || r.bottom > h + 1;
      })
      .map((e) => `${e.dataset.card} on ${e.dataset.pile}`);
  });
}
