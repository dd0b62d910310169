/**
 * Big Ben's clock is a clock face: at the phone's two sizes, a laptop's and a desktop's, in English
 * and French, the twelve foundations' centres lie on one circle in clockwise hour order (12 at the
 * top, 3 at the right), each hour tab is 12 px or larger and lies on no card's corner index nor on
 * another tab, the stock and the waste stand at the ring's centre, and nothing of the clock (its
 * cards, tabs, the stock, the waste, Deal and Fill) lies on a pile of the tableau.
 */
import { describe, expect, it } from 'vitest';
import { SIZES, type Size } from './support/browser.ts';
import { openGame } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { setSetting } from './support/board.ts';

const { base, withPage } = useBrowser();
const ALL: readonly Size[] = [...SIZES, { name: 'desktop-hd', width: 1920, height: 1080 }];

interface Box { x: number; y: number; w: number; h: number }
interface Clock {
  hours: { hour: number; box: Box; tab: Box; font: number }[];
  stock: Box;
  waste: Box;
  buttons: Box[];
  indices: Box[];
  tableau: { name: string; box: Box }[];
}

const over = (a: Box, b: Box): boolean => a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;
const centre = (b: Box): [number, number] => [b.x + b.w / 2, b.y + b.h / 2];

describe.each(ALL)('Big Ben at $width×$height', (size) => {
  it.each([['en'], ['fr']])('in %s, the foundations are a clock face', async (lang) => {
    await withPage({ size, hasTouch: size.width < 900 }, async ({ page }) => {
      await openGame(page, base(), 'big-ben', '10');
      if (lang === 'fr') {
        await setSetting(page, 'lang', 'fr');
        await page.waitForFunction(() => document.documentElement.lang === 'fr');
      }
      const clock: Clock = await page.evaluate(() => {
        const box = (e: Element): Box => {
          const r = e.getBoundingClientRect();
          return { x: r.x, y: r.y, w: r.width, h: r.height };
        };
        const slots = [...document.querySelectorAll('[data-board] [data-pile-slot]')];
        const at = (name: string): Element => document.querySelector(`[data-board] [data-pile-slot="${name}"]`)!;
        return {
          hours: slots.filter((e) => /^f\d+$/.test(e.getAttribute('data-pile-slot')!)).map((e) => {
            const tab = e.querySelector('.hour')!;
            return { hour: Number(tab.querySelector('b')!.textContent), box: box(e.querySelector('.base')!), tab: box(tab), font: parseFloat(getComputedStyle(tab).fontSize) };
          }),
          stock: box(at('stock').querySelector('.stock-back')!),
          waste: box(at('waste').querySelector('.base')!),
          buttons: [...document.querySelectorAll('[data-board] .stock-buttons button')].map(box),
          indices: [...document.querySelectorAll('[data-board] .card .ix')].filter((e) => (e as HTMLElement).checkVisibility({ checkVisibilityCSS: true })).map(box).filter((b) => b.w > 0),
          tableau: slots.filter((e) => /^t\d+$/.test(e.getAttribute('data-pile-slot')!)).map((e) => ({ name: e.getAttribute('data-pile-slot')!, box: box(e) })),
        };
      });
      const at = `${size.width}×${size.height} ${lang}`;
      expect(clock.hours.map((h) => h.hour).sort((a, b) => a - b), at).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      // One circle: the twelve centres' mean is its centre, every centre at the same distance from it.
      const cs = clock.hours.map((h) => ({ hour: h.hour, c: centre(h.box) }));
      const cx = cs.reduce((a, h) => a + h.c[0], 0) / 12, cy = cs.reduce((a, h) => a + h.c[1], 0) / 12;
      const dist = cs.map((h) => Math.hypot(h.c[0] - cx, h.c[1] - cy));
      const r = dist.reduce((a, b) => a + b, 0) / 12;
      for (const [i, h] of cs.entries()) {
        expect(Math.abs(dist[i]! - r), `${h.hour} o'clock off the circle ${at}`).toBeLessThanOrEqual(0.02 * r + 1);
        // Clockwise from 12 at the top: the angle from straight up, turning right.
        const angle = ((Math.atan2(h.c[0] - cx, cy - h.c[1]) * 180) / Math.PI + 360) % 360;
        const want = (h.hour % 12) * 30;
        expect(Math.min(Math.abs(angle - want), 360 - Math.abs(angle - want)), `${h.hour} o'clock at ${angle.toFixed(1)}° ${at}`).toBeLessThanOrEqual(3);
      }
      // The stock and the waste side by side at the centre.
      const pair = { x: clock.stock.x, y: Math.min(clock.stock.y, clock.waste.y), w: clock.waste.x + clock.waste.w - clock.stock.x, h: Math.max(clock.stock.h, clock.waste.h) };
      const [px, py] = centre(pair);
      expect(Math.hypot(px - cx, py - cy), `the stock and waste at the clock's centre ${at}`).toBeLessThanOrEqual(0.1 * r);
      for (const h of clock.hours) {
        expect(h.font, `${h.hour} o'clock's tab is ${h.font} px ${at}`).toBeGreaterThanOrEqual(12);
        for (const ix of clock.indices) expect(over(h.tab, ix), `${h.hour} o'clock's tab on a corner index ${at}`).toBe(false);
        for (const o of clock.hours) if (o !== h) expect(over(h.tab, o.tab), `${h.hour} o'clock's tab on ${o.hour} o'clock's ${at}`).toBe(false);
      }
      // Nothing of the clock on the tableau.
      const parts = [...clock.hours.flatMap((h) => [h.box, h.tab]), clock.stock, clock.waste, ...clock.buttons];
      for (const t of clock.tableau) for (const p of parts) expect(over(p, t.box), `the clock on ${t.name} ${at}`).toBe(false);
    });
  });
});
