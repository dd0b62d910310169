/**
 * The win celebration: the winning move sets the foundations' cards flying (the win panel waits);
 * a tap on a phone or a key on a desktop ends it at once, the board's cards are back on the
 * foundations and the win panel shows with this game's figures; a winning move undone while its
 * card flies leaves nothing over the board; the flying cards and their trails are drawn by a worker
 * on a canvas (on the page without OffscreenCanvas), the board left as it is under the canvas (each
 * card's first picture, never wiped, covers it); under reduced motion there is no celebration and the
 * panel shows at once.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, gameDef, isLegal, type Move, type Position } from '../../src/engine/index.ts';
import { finishLine } from '../../src/web/finish/finish.ts';
import { boardStatus, newSession, playMove } from '../../src/web/state/session.ts';
import { DESKTOP, PHONE, screenshotPath } from './support/browser.ts';
import { keyboardMove, openGame, savedGame, startPosition, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { solve } from './support/search.ts';

const { base, withPage } = useBrowser();
const START = startPosition('citadel', '5');
const LINE = solve(START, 50_000)!;

describe.each([
  { size: PHONE, locale: 'en-US', skip: 'tap', body: /Citadel, deal 5: \d+ moves in/ },
  { size: DESKTOP, locale: 'fr-FR', skip: 'key', body: /Citadelle, donne 5\u202f: \d+ coups en/ },
] as const)('the win celebration at $size.width×$size.height', ({ size, locale, skip, body }) => {
  it(`cascades, ends on a ${skip}, then shows the win panel`, async () => {
    expect(LINE, 'a winning line for Citadel 5').toBeDefined();
    await withPage({ size, locale, motion: 'no-preference', hasTouch: skip === 'tap' }, async ({ page }) => {
      await page.addInitScript(WORKER_PROBE);
      await playWinningMove(page);
      const layer = page.locator('.celebration');
      await layer.waitFor();
      await page.waitForFunction(STARTED_THREE);
      await page.screenshot({ path: screenshotPath(`celebration-${size.name}`) });
      expect(await page.locator('[data-message="won"]').count(), 'no win panel during the celebration').toBe(0);
      if (skip === 'tap') await page.touchscreen.tap(size.width / 2, size.height / 2);
      else await page.keyboard.press('Space');
      await layer.waitFor({ state: 'detached' });
      const panel = page.locator('[data-message="won"]');
      await panel.waitFor();
      expect(await panel.locator('[data-won-body]').textContent()).toMatch(body);
      expect(await page.locator('[data-board] [style*="visibility: hidden"]').count(), 'every card shown on the board').toBe(0);
      await waitForBoard(page, LINE.reduce(apply, START));
    });
  });
});

/** Three of the foundations' cards have started (WORKER_PROBE counts them). */
const STARTED_THREE = 'window.__cascade.launches >= 3';

/** Counts the cascade's worker and the cards it is told to start (a string: the page lacks the test's helpers). */
const WORKER_PROBE = `
  window.__cascade = { workers: 0, canvases: 0, size: null, launches: 0, first: null, made: [] };
  const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(...a) {
      super(...a);
      window.__cascade.workers++;
      // Each worker's script, and how many card flights were in the air as it was made.
      const flying = document.getAnimations().filter((x) => x.playState === 'running' && x.effect?.target?.closest?.('.card')).length;
      window.__cascade.made.push({ url: String(a[0]), flying });
    }
    postMessage(m, t) {
      if (m && m.canvas instanceof OffscreenCanvas) Object.assign(window.__cascade, { canvases: window.__cascade.canvases + 1, size: [m.W, m.H] });
      if (m && m.launch && window.__cascade.launches++ === 0) window.__cascade.first = [m.launch.x, m.launch.y];
      return super.postMessage(m, t);
    }
  };
`;

/** Citadel 5 saved one move before its end and opened; its winning move played from the keyboard. */
async function playWinningMove(page: Page): Promise<void> {
  await savedGame(page, base(), 'citadel', '5', LINE.slice(0, -1));
  await openGame(page, base(), 'citadel', '5');
  await keyboardMove(page, LINE.at(-1)!);
}

describe('the win cascade\'s cards', () => {
  it('start with their faces painted ahead: no text is drawn as a card starts', async () => {
    await withPage({ size: PHONE, motion: 'no-preference' }, async ({ page }) => {
      await savedGame(page, base(), 'citadel', '5', LINE.slice(0, -1));
      await openGame(page, base(), 'citadel', '5');
      // The cascade's worker is made ahead, the win being near (its script inlined: a blob: address).
      await expect.poll(() => page.workers().some((w) => w.url().startsWith('blob:')), { timeout: 10_000 }).toBe(true);
      const worker = page.workers().find((w) => w.url().startsWith('blob:'))!;
      // Counts the worker's text drawing (a face's indices) while it handles a card's launch, and apart.
      await worker.evaluate(`(() => {
        const texts = (self.__texts = { inLaunch: 0, ahead: 0, launches: 0 });
        let launching = false;
        const fill = OffscreenCanvasRenderingContext2D.prototype.fillText;
        OffscreenCanvasRenderingContext2D.prototype.fillText = function (...a) {
          launching ? texts.inLaunch++ : texts.ahead++;
          return fill.apply(this, a);
        };
        const handle = self.onmessage;
        self.onmessage = (e) => {
          launching = !!(e.data && e.data.launch);
          if (launching) texts.launches++;
          try { handle(e); } finally { launching = false; }
        };
      })()`);
      await keyboardMove(page, LINE.at(-1)!);
      await expect.poll(() => worker.evaluate('self.__texts.launches'), { timeout: 10_000 }).toBeGreaterThanOrEqual(10);
      const texts = (await worker.evaluate('self.__texts')) as { inLaunch: number; ahead: number };
      expect(texts.ahead, 'faces painted ahead').toBeGreaterThan(0);
      expect(texts.inLaunch, 'text drawn while a card starts').toBe(0);
    });
  });

  it('are drawn on the canvas: nothing is added to the page and the board is left as it is', async () => {
    await withPage({ size: PHONE, motion: 'no-preference' }, async ({ page }) => {
      await page.addInitScript(WORKER_PROBE);
      await playWinningMove(page);
      await page.locator('.celebration').waitFor();
      // Over a second of the cascade: every change the page makes, and the cards it starts.
      const before = await page.evaluate(() => (window as unknown as { __cascade: { launches: number } }).__cascade.launches);
      const seen = await page.evaluate(() => new Promise<{ added: number; other: string[] }>((done) => {
        const other: string[] = [];
        let added = 0;
        const watch = new MutationObserver((records) => {
          for (const r of records) {
            const el = r.target as HTMLElement;
            if (r.type === 'childList') added += r.addedNodes.length;
            else other.push(`${el.tagName}.${el.className} ${r.attributeName}`);
          }
        });
        watch.observe(document.querySelector('.celebration')!, { childList: true, subtree: true, attributes: true });
        watch.observe(document.querySelector('[data-board]')!, { childList: true, subtree: true, attributes: true });
        setTimeout(() => (watch.disconnect(), done({ added, other })), 1000);
      }));
      expect(seen.added, 'nothing added to the page for a flying card').toBe(0);
      expect(seen.other, 'no change to the board or the layer').toEqual([]);
      const probe = await page.evaluate(() => (window as unknown as { __cascade: { launches: number } }).__cascade);
      expect(probe.launches - before, 'cards started in the worker meanwhile (one each 170 ms)').toBeGreaterThanOrEqual(4);
    });
  });
});

describe('a screen turned during a Finish', () => {
  it('starts the cascade from the foundations where the turned screen shows them, on a layer of its size', async () => {
    const k = LINE.findIndex((_, i) => { const rest = finishLine(LINE.slice(0, i).reduce(apply, START), gameDef('citadel')); return rest !== null && rest.length >= 8; });
    expect(k, 'a sure win eight cards or more from the end').toBeGreaterThanOrEqual(0);
    await withPage({ size: PHONE, motion: 'no-preference', hasTouch: true }, async ({ page }) => {
      await page.addInitScript(WORKER_PROBE);
      await savedGame(page, base(), 'citadel', '5', LINE.slice(0, k));
      await openGame(page, base(), 'citadel', '5');
      await page.locator('[data-action="finish"]').tap();
      // The cascade's layer is made while the first cards fly home (its canvas handed to the worker); the screen turns after.
      await page.waitForFunction('window.__cascade.canvases >= 1');
      expect(await page.locator('.celebration').count(), 'the Finish still flying').toBe(0);
      await page.setViewportSize({ width: PHONE.height, height: PHONE.width });
      await page.waitForFunction('window.__cascade.launches >= 1', undefined, { timeout: 15_000 });
      const probe = await page.evaluate(() => (window as unknown as { __cascade: { size: number[]; first: number[] } }).__cascade);
      // The first card to fly is the top of the first foundation.
      const f0 = (await page.locator('[data-board] [data-pile-slot="f0"] .base').boundingBox())!;
      expect(probe.size, 'the layer the turned screen\'s size').toEqual([PHONE.height, PHONE.width]);
      expect(probe.first[0]!, 'its left').toBeCloseTo(f0.x, 0);
      expect(probe.first[1]!, 'its top').toBeCloseTo(f0.y, 0);
    });
  });
});

describe('the win cascade\'s trail', () => {
  it('is drawn off the page\'s thread, on a canvas handed to a worker', async () => {
    await withPage({ size: PHONE, motion: 'no-preference' }, async ({ page }) => {
      await page.addInitScript(WORKER_PROBE);
      await playWinningMove(page);
      await page.locator('.celebration').waitFor();
      // Cards started one after another (one each 170 ms).
      await page.waitForFunction('window.__cascade.launches >= 4');
      const probe = await page.evaluate(() => (window as unknown as { __cascade: { workers: number; canvases: number; launches: number } }).__cascade);
      expect(probe.workers, 'one worker').toBe(1);
      expect(probe.canvases, 'the canvas handed to it').toBe(1);
      expect(probe.launches, 'cards started in it, one after another').toBeGreaterThanOrEqual(4);
    });
  });

  it('is drawn by the same worker when the game is won again', async () => {
    await withPage({ size: DESKTOP, motion: 'no-preference' }, async ({ page }) => {
      await page.addInitScript(WORKER_PROBE);
      await playWinningMove(page);
      await page.waitForFunction(STARTED_THREE);
      // A key ends the celebration and still does its work: Ctrl+Z takes the winning move back.
      await page.keyboard.press('Control+z');
      await page.locator('.celebration').waitFor({ state: 'detached' });
      await waitForBoard(page, LINE.slice(0, -1).reduce(apply, START));
      const first = await page.evaluate(() => (window as unknown as { __cascade: { launches: number } }).__cascade.launches);
      await keyboardMove(page, LINE.at(-1)!);
      await page.locator('.celebration').waitFor();
      await page.waitForFunction(`window.__cascade.launches >= ${first + 3}`);
      const probe = await page.evaluate(() => (window as unknown as { __cascade: { workers: number; canvases: number } }).__cascade);
      expect(probe.workers, 'one worker for both').toBe(1);
      expect(probe.canvases, 'a canvas for each cascade').toBe(2);
    });
  });

  it('ends at once, and the win panel shows, when its worker fails', async () => {
    await withPage({ size: PHONE, motion: 'no-preference' }, async ({ page }) => {
      // Every worker's script fails at once, as a worker that cannot load would; the cascade's (its
      // script inlined: a blob: address) is counted once it has failed.
      await page.addInitScript(() => {
        const Real = window.Worker;
        const w = window as unknown as { __cascadeFailed: number };
        w.__cascadeFailed = 0;
        window.Worker = class extends Real {
          constructor(url: string | URL, options?: WorkerOptions) {
            super(URL.createObjectURL(new Blob(['throw new Error("broken")'], { type: 'text/javascript' })), options);
            if (String(url).startsWith('blob:')) this.addEventListener('error', () => w.__cascadeFailed++);
          }
        };
      });
      await savedGame(page, base(), 'citadel', '5', LINE.slice(0, -1));
      await openGame(page, base(), 'citadel', '5');
      // A win this near makes the cascade's worker ahead, in the page's idle moments after the load: it has failed.
      await page.waitForFunction(() => (window as unknown as { __cascadeFailed: number }).__cascadeFailed > 0, undefined, { timeout: 15_000 });
      await keyboardMove(page, LINE.at(-1)!);
      // A cascade left waiting for its worker would hold the panel back over 20 s.
      await page.locator('[data-message="won"]').waitFor({ timeout: 5000 });
      expect(await page.locator('.celebration').count(), 'no layer left over the board').toBe(0);
    });
  });

  it('is drawn on the page where there is no OffscreenCanvas', async () => {
    await withPage({ size: PHONE, motion: 'no-preference' }, async ({ page }) => {
      await page.addInitScript(() => void delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen);
      await playWinningMove(page);
      await page.locator('.celebration').waitFor();
      // The trail grows as the cards fly: polled until it covers a thousand pixels.
      const trail = (): Promise<number> => page.evaluate(() => {
        const c = document.querySelector<HTMLCanvasElement>('.celebration canvas')!;
        const px = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        let n = 0;
        for (let i = 3; i < px.length; i += 4) if (px[i]! > 0) n++;
        return n;
      });
      await expect.poll(trail, { timeout: 10_000, message: 'pixels of the trail on the canvas' }).toBeGreaterThan(1000);
    });
  });
});

describe('the win celebration after an undo', () => {
  it('does not run when the winning move is undone while its card flies, and leaves no layer over the board', async () => {
    await withPage({ size: PHONE, motion: 'no-preference' }, async ({ page }) => {
      await page.addInitScript(WORKER_PROBE);
      await playWinningMove(page);
      await page.keyboard.press('Control+z');
      await waitForBoard(page, LINE.slice(0, -1).reduce(apply, START));
      // The cascade's layer is made while the winning card flies (its canvas handed to the worker): an
      // undo must take it away again, once the flights have landed; its going is the cascade's end.
      await page.waitForFunction('window.__cascade.canvases >= 1');
      const layers = (): Promise<number> => page.evaluate(() => [...document.body.children].filter((el) => getComputedStyle(el).zIndex === '2000').length);
      await expect.poll(layers, { timeout: 10_000, message: 'no layer left over the board' }).toBe(0);
      expect(await page.evaluate('window.__cascade.launches'), 'no celebration: no card started').toBe(0);
      expect(await page.locator('.celebration').count(), 'no celebration').toBe(0);
    });
  });
});

describe('the win celebration under reduced motion', () => {
  it('does not run: the win panel shows at once', async () => {
    await withPage({ size: PHONE, motion: 'reduce' }, async ({ page }) => {
      await playWinningMove(page);
      await page.locator('[data-message="won"]').waitFor();
      // A moment for a celebration that must not come (the window is the check).
      await page.waitForTimeout(300);
      expect(await page.locator('.celebration').count()).toBe(0);
    });
  });
});

/** Cards left to play. */
const left = (pos: Position): number => pos.tableau.reduce((n, r) => n + r.length, 0);

/**
 * The line played as the app plays it with every card sent home at once (the 'all' setting): the
 * moves before the first player's move whose auto-moves take the cards left from over 26 to 26 or
 * fewer (FinishOffer's FEW: the win is then near), and that move.
 */
function nearingMove(): { before: Move[]; move: Move } | undefined {
  const s = newSession('citadel', '5')!;
  for (const m of LINE) {
    if (!isLegal(s.pos, m)) continue; // sent home already by an auto-move
    const before = s.steps.map((st) => st.move);
    const from = left(s.pos);
    const played = playMove(s, m, 'all', 0);
    if (from > 26 && left(s.pos) <= 26) return played.length > 1 && boardStatus(s) === 'playing' ? { before, move: m } : undefined;
  }
  return undefined;
}

/** The cascade's workers WORKER_PROBE saw made (its script is inlined: a blob: address). */
const CASCADE_WORKERS = "window.__cascade.made.filter((w) => w.url.startsWith('blob:'))";

describe('getting a win ready', () => {
  it('makes the cascade\'s worker once the move that brought the win near has landed its cards', async () => {
    const near = nearingMove();
    expect(near, 'a move of the line bringing the win near with auto-moves').toBeDefined();
    await withPage({ size: PHONE, motion: 'no-preference' }, async ({ page }) => {
      await page.addInitScript(WORKER_PROBE);
      await savedGame(page, base(), 'citadel', '5', near!.before);
      await page.evaluate(() => localStorage.setItem('solitaire:settings', JSON.stringify({ lang: 'en', speed: 'slow', automove: 'all' })));
      await openGame(page, base(), 'citadel', '5');
      // Half a second for a worker that must not be made yet (the window is the check).
      await page.waitForTimeout(500);
      expect(await page.evaluate(`${CASCADE_WORKERS}.length`), 'no cascade worker before the win is near').toBe(0);
      await keyboardMove(page, near!.move);
      await page.waitForFunction(`${CASCADE_WORKERS}.length > 0`, null, { timeout: 15_000 });
      const made = await page.evaluate(CASCADE_WORKERS) as { flying: number }[];
      expect(made.map((w) => w.flying), 'card flights in the air as the cascade\'s worker was made').toEqual([0]);
    });
  });
});
