/**
 * `npx tsx scripts/game-screenshots.ts [game …]`: every game at the start, the middle and the end
 * (its win panel) of a winning line, at 390×844 and 844×390 (touch) and 1280×800, in English and
 * French, to look at after a change to the board. Writes test-output/games/<game>-<size>-<lang>-<point>.png
 * and, per game and language, a sheet of the nine at half size (<game>-<lang>-sheet.png).
 * The middle is reached from a saved game (the app replays it on load); the last move is played
 * through the interface, so the end shows what a player sees on winning.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apply, GAME_IDS, type GameId, type Move, type Position } from '../src/engine/index.ts';
import { solve } from '../src/solver/index.ts';
import { lineFromStart } from '../src/web/state/winnable.ts';
import { SIZES } from '../test/browser/support/browser.ts';
import { openGame, savedGame, startPosition } from '../test/browser/support/board.ts';
import { playThrough, scriptPage, withServedApp } from '../test/browser/support/pictures.ts';
import { ROOT } from '../test/browser/support/server.ts';

const OUT = join(ROOT, 'test-output', 'games');
const DIST = join(ROOT, 'test-output', 'games-dist');
/** Deals with short winning lines (whole-game.test.ts's). */
const DEALS: Record<GameId, string> = {
  'big-ben': '10', 'beleaguered-castle': '11', 'streets-and-alleys': '11', citadel: '3', fortress: '3', 'selective-castle': '3', 'sham-battle': '11',
};
const LANGS = ['en', 'fr'] as const;
const POINTS = ['start', 'middle', 'end'] as const;

function lineOf(game: GameId, start: Position): Move[] {
  const line = lineFromStart(start, (p) => solve(p, { maxNodes: 300_000 }));
  if (line.verdict !== 'won') throw new Error(`${game} ${DEALS[game]}: no winning line (${line.verdict})`);
  return line.moves;
}

const fileOf = (game: string, size: string, lang: string, point: string): string => join(OUT, `${game}-${size}-${lang}-${point}.png`);

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const asked = process.argv.slice(2) as GameId[];
  const unknown = asked.filter((g) => !GAME_IDS.includes(g));
  if (unknown.length) throw new Error(`unknown game ${unknown.join(', ')} (games: ${GAME_IDS.join(', ')})`);
  await withServedApp(DIST, async (url, browser) => {
    for (const game of asked.length ? asked : GAME_IDS) {
      const deal = DEALS[game], start = startPosition(game, deal), line = lineOf(game, start);
      const cut = { start: 0, middle: Math.floor(line.length / 2), end: line.length - 1 };
      for (const lang of LANGS) {
        for (const size of SIZES) {
          for (const point of POINTS) {
            const { context, page, errors } = await scriptPage(browser, { size, hasTouch: size.width < 900 });
            await savedGame(page, url, game, deal, line.slice(0, cut[point]));
            await page.evaluate((l) => localStorage.setItem('solitaire:settings', JSON.stringify({ lang: l, speed: 'instant' })), lang);
            await openGame(page, url, game, deal);
            if (point === 'end') {
              await playThrough(page, line.slice(0, -1).reduce(apply, start), line.slice(-1));
              await page.locator('[data-message="won"]').waitFor();
            }
            await page.mouse.move(0, 0);
            await page.screenshot({ path: fileOf(game, size.name, lang, point) });
            await context.close();
            if (errors.length > 0) throw new Error(`${game} ${size.name} ${lang} ${point}: ${errors.join('; ')}`);
          }
        }
        await sheet(browser, game, lang);
        console.log(`${game} ${lang}: ${join(OUT, `${game}-${lang}-sheet.png`)}`);
      }
    }
  });
}

/** The nine pictures of a game in one language at half size: a row a point, a column a size. */
async function sheet(browser: Parameters<Parameters<typeof withServedApp>[1]>[1], game: string, lang: string): Promise<void> {
  const img = (size: (typeof SIZES)[number], point: string): string =>
    `<img style="width:${size.width / 2}px;height:${size.height / 2}px;margin:2px" src="data:image/png;base64,${readFileSync(fileOf(game, size.name, lang, point)).toString('base64')}">`;
  const rows = POINTS.map((p) => `<div style="display:flex;align-items:flex-start">${SIZES.map((s) => img(s, p)).join('')}</div>`).join('');
  const { context, page } = await scriptPage(browser, { size: { name: 'sheet', width: 1280, height: 1290 } });
  await page.setContent(`<body style="margin:0;background:#222">${rows}</body>`);
  await page.screenshot({ path: join(OUT, `${game}-${lang}-sheet.png`), fullPage: true });
  await context.close();
}

main().catch((e: unknown) => {
  console.error(`game-screenshots: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
