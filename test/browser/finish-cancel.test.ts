/**
 * A move made while Finish's solver search runs cancels that search (finish/SolverFinish.tsx): the
 * proof found for the position before the move never shows as a Finish, nor plays, after it.
 *
 * Citadel 5 with 24 cards left, where only the solver can prove the win. The page's solver worker
 * is watched and slowed, not replaced: its requests are logged and its answers held back until the
 * test lets them through, so the player's move surely comes while the search for the old position
 * is still out. First, with no move, letting its answer through shows Finish (the hold itself hides
 * nothing); then a move is dragged while the answer is held: the search is stopped, its answer
 * let through shows no Finish, and the Finish proved for the new position ends in a won game whose
 * record (the player's move in it) the engine replays. And the search waits for the move's cards to
 * land (a move setting off auto-moves at the slow speed): none is in the air when it is asked.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, makeMove, parseMove, status } from '../../src/engine/index.ts';
import { finishLine } from '../../src/web/finish/finish.ts';
import { boardStatus, newSession, playMove } from '../../src/web/state/session.ts';
import { PHONE } from './support/browser.ts';
import { appPosition, dragMove, drawn, openGame, recordMoves, savedGame, waitForBoard } from './support/board.ts';
import { AT, DEF, K, LINE, START } from './support/citadel-finish.ts';
import { useBrowser } from './support/fixture.ts';

const { base, withPage } = useBrowser();
/** The player's move: the line's next one, so the position after it is a sure win too. */
const MOVE = LINE[K]!;
const AFTER = apply(AT, MOVE);

interface Logged {
  readonly type: string;
  readonly kind?: string;
  readonly id?: number;
  readonly tableau?: string;
  /** How many card flights were in the air when the request was posted. */
  readonly flying?: number;
}

/** Before the app loads: every Worker's requests logged, its answers held while `__hold` is set. */
function watchWorkers(): void {
  const w = window as unknown as { __log: Logged[]; __hold: boolean; __held: (() => void)[]; __release(): void };
  w.__log = [];
  w.__hold = true;
  w.__held = [];
  w.__release = () => {
    const held = w.__held;
    w.__held = [];
    for (const deliver of held) deliver();
  };
  const proto = Worker.prototype;
  const post = proto.postMessage;
  proto.postMessage = function (this: Worker, msg: { type?: string; kind?: string; id?: number; pos?: { tableau: unknown } }, ...rest: unknown[]) {
    const flying = document.getAnimations().filter((a) => a.playState === 'running' && ((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest('.card')).length;
    w.__log.push({ type: String(msg?.type), kind: msg?.kind, id: msg?.id, tableau: msg?.pos ? JSON.stringify(msg.pos.tableau) : undefined, flying });
    return (post as (...a: unknown[]) => void).call(this, msg, ...rest);
  } as typeof proto.postMessage;
  const terminate = proto.terminate;
  proto.terminate = function (this: Worker) {
    w.__log.push({ type: 'terminate' });
    return terminate.call(this);
  };
  const onmessage = Object.getOwnPropertyDescriptor(proto, 'onmessage')!;
  Object.defineProperty(proto, 'onmessage', {
    configurable: true,
    get(this: Worker) {
      return onmessage.get!.call(this);
    },
    set(this: Worker, fn: ((e: MessageEvent) => void) | null) {
      onmessage.set!.call(this, fn && ((e: MessageEvent) => (w.__hold ? w.__held.push(() => fn.call(this, e)) : fn.call(this, e))));
    },
  });
}

const log = (page: Page): Promise<Logged[]> => page.evaluate(() => (window as unknown as { __log: Logged[] }).__log);
const heldCount = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { __held: unknown[] }).__held.length);
const release = (page: Page, keepHolding: boolean): Promise<void> =>
  page.evaluate((keep) => {
    const w = window as unknown as { __hold: boolean; __release(): void };
    w.__hold = keep;
    w.__release();
  }, keepHolding);

/** Opens the position with the worker watched, and waits until the search for it has been asked and answered (the answer held). */
async function openAndWaitForSearch(page: Page): Promise<void> {
  await page.addInitScript(watchWorkers);
  await savedGame(page, base(), 'citadel', '5', LINE.slice(0, K));
  await page.evaluate(() => localStorage.setItem('solitaire:settings', JSON.stringify({ lang: 'en', speed: 'instant' })));
  await openGame(page, base(), 'citadel', '5');
  await waitForBoard(page, AT);
  const here = JSON.stringify(AT.tableau);
  await expect.poll(async () => (await log(page)).some((m) => m.type === 'run' && m.kind === 'solve' && m.tableau === here), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => heldCount(page), { timeout: 20_000 }).toBeGreaterThan(0);
}

describe('a move while Finish’s search runs', () => {
  it('the position needs the solver: the simple rule cannot prove this win, before or after the move', () => {
    expect(K, 'a point of the Citadel 5 line with 24 cards left').toBeGreaterThan(0);
    expect(finishLine(AT, DEF)).toBeNull();
    expect(finishLine(AFTER, DEF)).toBeNull();
  });

  it('with no move, the held answer shows Finish once let through', async () => {
    await withPage({ size: PHONE, hasTouch: true }, async ({ page }) => {
      await openAndWaitForSearch(page);
      // A moment for a Finish that would come without the answer (none may): the window is the check.
      await page.waitForTimeout(300);
      expect(await page.locator('[data-action="finish"]').count(), 'no Finish while the answer is held').toBe(0);
      await release(page, false);
      await page.locator('[data-action="finish"]').waitFor({ timeout: 5000 });
    });
  });

  it('a move stops the search; its answer shows no Finish; the new position’s Finish wins with the move in the record', async () => {
    await withPage({ size: PHONE, hasTouch: true }, async ({ page }) => {
      await openAndWaitForSearch(page);
      const before = (await log(page)).length;
      await dragMove(page, MOVE);
      await waitForBoard(page, AFTER);
      // Stopped: without shared memory (this page is not cross-origin isolated) by ending its worker.
      const isolated = await page.evaluate(() => crossOriginIsolated);
      if (!isolated) await expect.poll(async () => (await log(page)).slice(before).some((m) => m.type === 'terminate'), { timeout: 5000 }).toBe(true);
      // The old search's answer let through (the new search's still held): no Finish shows.
      await release(page, true);
      const after = JSON.stringify(AFTER.tableau);
      await expect.poll(async () => (await log(page)).slice(before).some((m) => m.type === 'run' && m.kind === 'solve' && m.tableau === after), { timeout: 20_000 }).toBe(true);
      // The old answer was handled as it was let through: two frames draw what it brought, and a
      // window more for anything later (no Finish may come of it: the window is the check).
      await drawn(page);
      await page.waitForTimeout(800);
      expect(await page.locator('[data-action="finish"]').count(), 'a Finish for the position before the move').toBe(0);
      expect(await recordMoves(page)).toEqual([...LINE.slice(0, K), MOVE].map(makeMove));
      // The new position's proof let through: its Finish wins, the record replays through the engine.
      await release(page, false);
      await page.locator('[data-action="finish"]').tap({ timeout: 20_000 });
      await page.locator('[data-message="won"]').waitFor({ timeout: 15_000 });
      const won = await appPosition(page);
      expect(status(won, DEF)).toBe('won');
      const record = await recordMoves(page);
      expect(record.slice(0, K + 1)).toEqual([...LINE.slice(0, K), MOVE].map(makeMove));
      const replay = record.map((m) => parseMove(m, DEF)).reduce((p, m) => {
        if (!m.ok) throw new Error(`the record holds a bad move: ${m.error}`);
        return apply(p, m.value);
      }, START);
      expect(replay).toEqual(won);
    });
  });
});

/**
 * A move of the line past the 24-card point that sets off auto-moves (the 'all' setting) and leaves a
 * position only the solver can prove: at the slow speed its cards are in the air for over a second.
 */
function flyingScene(): { k: number; after: ReturnType<typeof apply> } {
  for (let k = K; k < LINE.length; k++) {
    const s = newSession('citadel', '5')!;
    Object.assign(s, { pos: LINE.slice(0, k).reduce(apply, START) });
    const played = playMove(s, LINE[k]!, 'all', 0);
    if (played.length > 1 && boardStatus(s) === 'playing' && !finishLine(s.pos, DEF)) return { k, after: s.pos };
  }
  throw new Error('no move of the line past the 24-card point sets off an auto-move');
}

describe('Finish’s search after a move', () => {
  it('starts once the move’s cards have all landed: its request and answer stay out of the flights’ frames', async () => {
    const { k, after } = flyingScene();
    await withPage({ size: PHONE, hasTouch: true, motion: 'no-preference' }, async ({ page }) => {
      await page.addInitScript(watchWorkers);
      await savedGame(page, base(), 'citadel', '5', LINE.slice(0, k));
      await page.evaluate(() => localStorage.setItem('solitaire:settings', JSON.stringify({ lang: 'en', speed: 'slow', automove: 'all' })));
      await openGame(page, base(), 'citadel', '5');
      await release(page, false);
      const before = (await log(page)).length;
      await dragMove(page, LINE[k]!);
      const here = JSON.stringify(after.tableau);
      await expect.poll(async () => (await log(page)).slice(before).find((m) => m.type === 'run' && m.kind === 'solve' && m.tableau === here), { timeout: 20_000 }).toBeDefined();
      const asked = (await log(page)).slice(before).find((m) => m.type === 'run' && m.kind === 'solve' && m.tableau === here)!;
      expect(asked.flying, 'card flights in the air when the search was asked').toBe(0);
      await waitForBoard(page, after);
      await page.locator('[data-action="finish"]').waitFor({ timeout: 20_000 });
    });
  });
});
