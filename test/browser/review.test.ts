/**
 * The game review in the real app: a lost game whose losing move is known (the solver's winning line
 * for k moves, then a move the solver proves loses, then play until no move is left), opened from its
 * link; the review names move k + 1 in words, steps the board to before it (Redo walking the game on),
 * lets the player branch off there, and brings the game back. Three castle games and Big Ben, each
 * seen at phone and desktop sizes and in both languages (the review's answers kept across the switch),
 * axe clean at each; a won game's review; a winning line from before the losing move.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, legalMoves, makeMove, status, type GameId, type Move } from '../../src/engine/index.ts';
import { solve } from '../../src/solver/index.ts';
import { positionAt, sameMove } from '../../src/web/state/winnable.ts';
import { lostGame, NODES, type LostGame } from '../solver/support/lost-game.ts';
import { deal } from '../solver/support/castle.ts';
import { audit } from './support/axe.ts';
import { DESKTOP, PHONE, screenshotPath, type Size } from './support/browser.ts';
import { appPosition, clickAction, setSetting, uiMove, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';

const { base, withPage } = useBrowser();

const link = (game: GameId, dealNo: number, moves: readonly Move[]): string => `?game=${game}&deal=${dealNo}&moves=${moves.map(makeMove).join('+')}`;
const dialogOf = (page: Page) => page.locator('[data-dialog="review"]');

/** The review's verdict once it has asked all it will (the solver's answers come from the worker as they are found). */
async function reviewVerdict(page: Page): Promise<{ key: string; text: string }> {
  await dialogOf(page).locator('.review-progress[data-review-done="true"]').waitFor({ timeout: 60_000 });
  const said = dialogOf(page).locator('[data-review-verdict]');
  return { key: (await said.getAttribute('data-review-verdict')) ?? '', text: await said.innerText() };
}

/** The losing move named in the player's language, with the move still winning before it. */
const LOSING = {
  en: (n: number) => new RegExp(`^Move ${n}, .+, lost the game\\. Before it, .+ still won\\.$`),
  fr: (n: number) => new RegExp(`^Le coup ${n}, .+, a perdu la partie\\. Juste avant, .+ gagnait encore\\.$`),
};
const AT_MOVE = { en: (n: number) => new RegExp(`^Before move ${n}\\.`), fr: (n: number) => new RegExp(`^Avant le coup ${n}\\.`) };
const STOCK = { en: /knowing the cards still in the stock/, fr: /en connaissant les cartes encore dans le talon/ };

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await dialogOf(page).waitFor({ state: 'hidden' });
}

/** What the review says of move k + 1, at `size` in `lang`, checked with axe (and a screenshot to look at). */
async function checkNamed(page: Page, g: LostGame, { size, lang }: Case['first']): Promise<void> {
  const said = await reviewVerdict(page);
  expect(said.key).toBe('losing');
  expect(said.text).toMatch(LOSING[lang](g.k + 1));
  // The timeline: winnable through position k, lost from k + 1, a cell a position.
  const cells = dialogOf(page).locator('.review-timeline [data-verdict]');
  await expect.poll(() => cells.count()).toBe(g.moves.length + 1);
  expect(await cells.nth(g.k).getAttribute('data-verdict')).toBe('won');
  expect(await cells.nth(g.k + 1).getAttribute('data-verdict')).toBe('impossible');
  if (g.game === 'big-ben') {
    expect(await dialogOf(page).innerText()).toMatch(STOCK[lang]);
    expect(await dialogOf(page).locator('[data-review-hint]').innerText()).toMatch(lang === 'en' ? /^Our hint, which never sees the stock, / : /^Notre indice, qui ne voit jamais le talon, /);
  }
  expect(await audit(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(`review-${g.game}-${size.name}-${lang}`) });
}

interface Case {
  readonly game: GameId;
  readonly first: { readonly size: Size; readonly lang: 'en' | 'fr' };
  readonly from: 'menu' | 'lost-bar';
}
const other = (c: Case['first']): Case['first'] => ({ size: c.size === PHONE ? DESKTOP : PHONE, lang: c.lang === 'en' ? 'fr' : 'en' });

const CASES: readonly Case[] = [
  { game: 'beleaguered-castle', first: { size: DESKTOP, lang: 'en' }, from: 'lost-bar' },
  { game: 'streets-and-alleys', first: { size: PHONE, lang: 'fr' }, from: 'menu' },
  { game: 'fortress', first: { size: DESKTOP, lang: 'fr' }, from: 'lost-bar' },
  { game: 'big-ben', first: { size: PHONE, lang: 'en' }, from: 'menu' },
];

describe('the game review names the move that lost the game', () => {
  for (const c of CASES) {
    const then = other(c.first);
    it(`${c.game}: move k + 1 at ${c.first.size.name} in ${c.first.lang}, then at ${then.size.name} in ${then.lang}; the board before it, Redo, a branch, and back`, async () => {
      const g = lostGame(c.game);
      const phone = c.first.size === PHONE;
      await withPage({ size: c.first.size, hasTouch: phone, isMobile: phone, locale: c.first.lang === 'fr' ? 'fr-FR' : 'en-US' }, async ({ page }) => {
        await page.goto(base() + link(g.game, g.deal, g.moves));
        const end = g.moves.reduce(apply, g.start);
        await waitForBoard(page, end);
        await page.locator('[data-message="lost"]').waitFor();
        // A lost game's review is likely next: the solver's worker is started ahead of the tap (bench:review-web).
        await expect.poll(() => page.workers().length, { message: 'a solver worker started after the loss, before Review' }).toBeGreaterThanOrEqual(1);
        if (c.from === 'lost-bar') {
          const more = page.locator('[data-action="lost-more"]');
          if (await more.isVisible()) await more.click();
          await page.locator('[data-action="review-game"]').click();
        } else await clickAction(page, 'review');
        await checkNamed(page, g, c.first);

        // The other size and language: the review kept, said again in the other words.
        await closeDialog(page);
        await page.setViewportSize({ width: then.size.width, height: then.size.height });
        await setSetting(page, 'lang', then.lang);
        await clickAction(page, 'review');
        await checkNamed(page, g, then);

        // To before the losing move: the board as it was then, the game's next move left to Redo.
        await dialogOf(page).locator('[data-action="review-go"]').click();
        await waitForBoard(page, positionAt(g.start, g.moves, g.k));
        await expect.poll(() => page.locator('#announcer').innerText()).toMatch(AT_MOVE[then.lang](g.k + 1));
        await clickAction(page, 'redo');
        await waitForBoard(page, positionAt(g.start, g.moves, g.k + 1));
        // Another move there instead: a branch off the game, which the review still knows.
        await clickAction(page, 'undo');
        const before = positionAt(g.start, g.moves, g.k);
        const branch = legalMoves(before).find((m) => !sameMove(m, g.moves[g.k]!));
        if (!branch) throw new Error('no other move before the losing one');
        await uiMove(page, branch);
        await waitForBoard(page, apply(before, branch));
        await clickAction(page, 'review');
        expect((await reviewVerdict(page)).key).toBe('losing');
        await dialogOf(page).locator('[data-action="review-again"]').waitFor();
        expect(await audit(page)).toEqual([]);
        // Back to the game as it ended.
        await dialogOf(page).locator('[data-action="review-back"]').click();
        await waitForBoard(page, end);
      });
    });
  }

  it('a won game: the review says it was clean or which move made it harder (Beleaguered Castle, desktop)', async () => {
    const start = deal('beleaguered-castle', 2);
    const line = solve(start, { maxNodes: NODES });
    expect(line.verdict).toBe('won');
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await page.goto(base() + link('beleaguered-castle', 2, line.moves));
      await page.locator('[data-message="won"] [data-action="review-game"]').click();
      const said = await reviewVerdict(page);
      expect(['clean', 'harder']).toContain(said.key);
      expect(said.text).toMatch(said.key === 'clean' ? /^A clean game: / : /^Move \d+, .+, made the game harder: /);
      const cells = dialogOf(page).locator('.review-timeline [data-verdict="won"]');
      expect(await cells.count()).toBe(line.moves.length + 1);
      expect(await audit(page)).toEqual([]);
    });
  });

  it('a winning line from before the losing move plays on the board to a win (Beleaguered Castle, desktop)', async () => {
    const g = lostGame('beleaguered-castle');
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await page.goto(base() + link(g.game, g.deal, g.moves));
      await page.locator('[data-message="lost"]').waitFor();
      await setSetting(page, 'speed', 'instant');
      await clickAction(page, 'review');
      await reviewVerdict(page);
      await page.locator('[data-action="review-line"]').click();
      // The player's first k moves at once, then the solver's line from there, move by move, to a win.
      await page.locator('.notice.line[data-line="done"]').waitFor({ timeout: 120_000 });
      expect(status(await appPosition(page))).toBe('won');
    });
  });
});
