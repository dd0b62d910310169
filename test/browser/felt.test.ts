/**
 * Cards as large as the screen allows: at the start of every game, at the phone's two sizes (touch),
 * a laptop's and a desktop's, the board spreads over the felt. The free felt is the board's own
 * box, .board-wrap: the area between the top bar (or rail) and the bottom bar, less the notices'
 * band under the board and the board's margins. What the board uses is the bounding box of every
 * pile's place (its cards and the room its row is laid out to grow into) and its buttons; the rest
 * of the felt is unused, and no board may leave more than a quarter of it so. The figures (card
 * width, unused share) are printed as a table for docs/benchmarks.md.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/engine/index.ts';
import { SIZES, type Size } from './support/browser.ts';
import { openGame } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { feltUse } from './support/felt.ts';

const { base, withPage } = useBrowser();

const FELT_SIZES: readonly Size[] = [...SIZES, { name: 'desktop-hd', width: 1920, height: 1080 }];
const figures = new Map<string, string>();

describe.each(FELT_SIZES)('at $width×$height', (size) => {
  const touch = size.width < 900;
  it.each(GAME_IDS.map((g) => [g]))('%s leaves at most a quarter of the free felt unused at the start', async (game) => {
    await withPage({ size, hasTouch: touch, isMobile: touch }, async ({ page }) => {
      await openGame(page, base(), game, '5');
      const use = await feltUse(page);
      figures.set(`${game} ${size.width}×${size.height}`, `${use.cw.toFixed(1)} px, ${(use.unused * 100).toFixed(0)} %`);
      expect(use.sideways, 'the page scrolls sideways').toBe(false);
      expect(use.unused, `${game} at ${size.width}×${size.height}: ${(use.unused * 100).toFixed(0)} % of the felt unused (cards ${use.cw.toFixed(1)} px)`).toBeLessThanOrEqual(0.25);
    });
  });
});

afterAll(() => {
  const head = `| game | ${FELT_SIZES.map((s) => `${s.width}×${s.height}`).join(' | ')} |`;
  const rows = GAME_IDS.map((g) => `| ${g} | ${FELT_SIZES.map((s) => figures.get(`${g} ${s.width}×${s.height}`) ?? '-').join(' | ')} |`);
  console.log(['card width, share of the free felt unused at the start:', head, `|---|${FELT_SIZES.map(() => '---|').join('')}`, ...rows].join('\n'));
});
