/** How much of the free felt the board uses (felt.test.ts says what is measured). */
import type { Page } from 'playwright-core';

export interface FeltUse {
  /** The card width, in CSS pixels. */
  readonly cw: number;
  /** The share of the free felt outside the board's piles and buttons, 0-1. */
  readonly unused: number;
  /** Whether the page is wider than the screen. */
  readonly sideways: boolean;
  /** The free felt's size, in CSS pixels. */
  readonly felt: readonly [number, number];
}

export function feltUse(page: Page): Promise<FeltUse> {
  return page.evaluate(() => {
    const wrap = document.querySelector('.board-wrap')!.getBoundingClientRect();
    const board = document.querySelector<HTMLElement>('[data-board]')!;
    const parts = [...board.querySelectorAll('[data-pile-slot], button')].map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0);
    const x0 = Math.max(wrap.left, Math.min(...parts.map((r) => r.left))), x1 = Math.min(wrap.right, Math.max(...parts.map((r) => r.right)));
    const y0 = Math.max(wrap.top, Math.min(...parts.map((r) => r.top))), y1 = Math.min(wrap.bottom, Math.max(...parts.map((r) => r.bottom)));
    const used = Math.max(0, x1 - x0) * Math.max(0, y1 - y0);
    const de = document.documentElement;
    return { cw: parseFloat(board.style.getPropertyValue('--cw')), unused: 1 - used / (wrap.width * wrap.height), sideways: de.scrollWidth > de.clientWidth, felt: [wrap.width, wrap.height] as const };
  });
}
