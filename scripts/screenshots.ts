/**
 * `npm run screenshots`: the README's pictures of the board, made again whenever the board changes.
 *
 * Builds the app into its own directory, serves it, and in headless Chromium (Debian's, through
 * playwright-core) opens a deal at each size, plays the first moves of the solver's winning line
 * through the interface as a player would (drags, and the stock's buttons), checks that the board
 * shows the engine's position after them, and writes docs/img/<name>.png.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { GameId } from '../src/engine/index.ts';
import { solve } from '../src/solver/index.ts';
import type { Size } from '../test/browser/support/browser.ts';
import { openGame, startPosition } from '../test/browser/support/board.ts';
import { playThrough, scriptPage, withServedApp } from '../test/browser/support/pictures.ts';
import { ROOT } from '../test/browser/support/server.ts';

interface Shot {
  /** The file name in docs/img, without .png. */
  name: string;
  size: Size;
  game: GameId;
  deal: string;
  /** How many moves of the winning line to play first: a game under way shows more than a deal. */
  moves: number;
}

const SHOTS: readonly Shot[] = [
  { name: 'phone', size: { name: 'phone', width: 390, height: 844 }, game: 'beleaguered-castle', deal: '2', moves: 14 },
  { name: 'desktop', size: { name: 'desktop', width: 1280, height: 800 }, game: 'big-ben', deal: '5', moves: 30 },
];

const OUT = join(ROOT, 'docs', 'img');
const DIST = join(ROOT, 'test-output', 'screenshots-dist');

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  await withServedApp(DIST, async (url, browser) => {
    for (const shot of SHOTS) {
      const start = startPosition(shot.game, shot.deal);
      const line = solve(start, { maxNodes: 5_000_000 });
      if (line.verdict !== 'won') throw new Error(`${shot.game} ${shot.deal}: the solver found no win to play (${line.verdict})`);
      const { context, page, errors } = await scriptPage(browser, { size: shot.size });
      await openGame(page, url, shot.game, shot.deal);
      await playThrough(page, start, line.moves.slice(0, shot.moves));
      await page.mouse.move(0, 0); // no hover highlight in the picture
      const file = join(OUT, `${shot.name}.png`);
      await page.screenshot({ path: file });
      await context.close();
      if (errors.length > 0) throw new Error(`${shot.name}: the page reported errors:\n  ${errors.join('\n  ')}`);
      console.log(`${file}: ${shot.game} deal ${shot.deal} after ${shot.moves} moves, ${shot.size.width}×${shot.size.height}`);
    }
  });
}

main().catch((e: unknown) => {
  console.error(`screenshots: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
