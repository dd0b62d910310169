/**
 * What the board's geometry looks like to a player, read in one go from the page: sideways
 * overflow, piles, buttons and badges lying on one another, controls outside the screen, and the
 * card size. Used by the layout tests and the whole-game layout test.
 */
import type { Page } from 'playwright-core';

export interface Geometry {
  /** The card width the board uses (its --cw), in CSS pixels. */
  readonly cw: number;
  /** The board's own box: it must not move or resize during a game. */
  readonly board: { x: number; y: number; w: number; h: number };
  /** Every fault found, one line each (empty when the screen is right). */
  readonly faults: string[];
}

/**
 * Reads the page and lists what is wrong: the page wider than the screen; two piles, two buttons,
 * two badges (hour badges, pile tags, counts) or a button and a pile lying on one another; a
 * badge on another pile; a one-line notice over a pile; a control or pile outside the viewport.
 * The win screen, the game menu and the no-moves bar's offers opened on request float over the
 * felt on purpose: their buttons are checked against each other and the screen's edges only. The
 * no-moves bar itself is a notice: it must lie on no pile.
 */
export async function readGeometry(page: Page): Promise<Geometry> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const de = document.documentElement;
    const vw = de.clientWidth, vh = de.clientHeight;
    if (de.scrollWidth > vw) faults.push(`the page is ${de.scrollWidth} px wide on a ${vw} px screen`);
    if (de.scrollHeight > vh) faults.push(`the page is ${de.scrollHeight} px tall on a ${vh} px screen`);
    interface Item { name: string; r: DOMRect; pile: string | null; floating: boolean }
    const shown = (e: Element): boolean => (e as HTMLElement).checkVisibility({ checkVisibilityCSS: true }) && e.getBoundingClientRect().width > 0;
    const item = (e: Element, name: string): Item => ({
      name,
      r: e.getBoundingClientRect(),
      pile: e.closest('[data-pile-slot]')?.getAttribute('data-pile-slot') ?? null,
      floating: !!e.closest('.won-overlay, .lost-more, .game-menu'),
    });
    const piles = [...document.querySelectorAll('[data-board] [data-pile-slot]')].filter(shown).map((e) => item(e, `pile ${e.getAttribute('data-pile-slot')}`));
    const buttons = [...document.querySelectorAll('button')].filter(shown).map((e) => item(e, `button "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim()}"`));
    const badges = [...document.querySelectorAll('[data-board] .hour, [data-board] .pile-tag, [data-board] .offer-count')].filter(shown).map((e) => item(e, `badge "${e.textContent!.trim()}"`));
    const notices = [...document.querySelectorAll('.notice')].filter(shown).map((e) => item(e, `notice "${e.textContent!.trim().slice(0, 40)}"`));
    const over = (a: DOMRect, b: DOMRect): boolean => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const pairs = (xs: Item[], ys: Item[], skip: (a: Item, b: Item) => boolean): void => {
      for (let i = 0; i < xs.length; i++) {
        for (let j = xs === ys ? i + 1 : 0; j < ys.length; j++) {
          const a = xs[i]!, b = ys[j]!;
          if (a !== b && !skip(a, b) && over(a.r, b.r)) faults.push(`${a.name} lies on ${b.name}`);
        }
      }
    };
    pairs(piles, piles, () => false);
    pairs(buttons, buttons, () => false);
    pairs(buttons, piles, (a) => a.floating);
    pairs(badges, badges, () => false);
    pairs(badges, piles, (a, b) => a.pile === b.name.slice(5));
    pairs(badges, buttons, (_a, b) => b.floating);
    pairs(notices, piles, () => false);
    for (const x of [...piles, ...buttons, ...badges, ...notices]) {
      const { r } = x;
      if (r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5) faults.push(`${x.name} reaches outside the screen (${Math.round(r.left)},${Math.round(r.top)})-(${Math.round(r.right)},${Math.round(r.bottom)})`);
    }
    const boardEl = document.querySelector<HTMLElement>('[data-board]');
    const b = boardEl?.getBoundingClientRect();
    return {
      cw: boardEl ? parseFloat(getComputedStyle(boardEl).getPropertyValue('--cw')) : NaN,
      board: { x: b?.x ?? NaN, y: b?.y ?? NaN, w: b?.width ?? NaN, h: b?.height ?? NaN },
      faults,
    };
  });
}

/** The boxes of the elements matching `selector`, in document order. */
export async function boxes(page: Page, selector: string): Promise<{ x: number; y: number; w: number; h: number; text: string }[]> {
  return page.locator(selector).evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, w: r.width, h: r.height, text: (e.textContent ?? '').trim() };
    }),
  );
}
