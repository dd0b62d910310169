/**
 * The built app as npm start serves it: a page opened at a nested unknown path still loads every asset
 * and plays; the first board's files come precompressed (brotli) to a client that takes brotli.
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/index.ts';
import { PHONE } from './support/browser.ts';
import { dragMove, startPosition, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { quietMove } from './support/moves.ts';

const { base, withPage } = useBrowser();

describe('serving', () => {
  it('a nested unknown path gives a working page: every asset loads and a move plays', async () => {
    // withPage fails the test on any request answered 400 or more, or any page error.
    await withPage({ size: PHONE }, async ({ page }) => {
      await page.goto(base() + 'a/b/?game=citadel&deal=5');
      await page.locator('[data-board] [data-card]').first().waitFor({ state: 'visible' });
      const start = startPosition('citadel', '5');
      const m = quietMove(start);
      await dragMove(page, m);
      await waitForBoard(page, apply(start, m));
      // The styles loaded too: the board is laid out, not a column of unstyled text.
      expect(await page.locator('[data-board]').evaluate((el) => getComputedStyle(el).position)).not.toBe('static');
    });
  });

  it('the page, its script and its styles are sent brotli-compressed to a client that asks for brotli', async () => {
    const html = await (await fetch(base())).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.length, `asset URLs in index.html:\n${html}`).toBeGreaterThanOrEqual(2);
    for (const path of ['/', ...assets]) {
      const r = await fetch(new URL(path, base()), { headers: { 'accept-encoding': 'br' } });
      expect(r.status, path).toBe(200);
      expect(r.headers.get('content-encoding'), path).toBe('br');
    }
  });
});
