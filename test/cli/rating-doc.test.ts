// docs/rating.md's table of Big Ben played blind, by level, says what the committed blind survey and
// the deal rating say: each level's deals, games won, share and Wilson interval over deals 1–N, N the
// file's last deal (summary.test checks the file holds every deal of 1–N; bench/rating.ts --agree
// prints the same figures); the words under the table (which levels' intervals meet) and the
// paragraph above it (the whole file's figure, as `summary` gives it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blindByLevel, blindGames } from '../../bench/blind-by-level.ts';
import { parseDealNumber } from '../../src/engine/index.ts';
import { rateDeal } from '../../src/solver/rating.ts';
import { runCli } from './capture.ts';

const ROOT = join(import.meta.dirname, '../..');
const n = (x: number): string => x.toLocaleString('en-US');
const pc = (x: number): string => (100 * x).toFixed(1);
/** A level's share and its Wilson interval. */
interface Band {
  share: number;
  low: number;
  high: number;
}
const meet = (a: Band, b: Band): boolean => a.low <= b.high && b.low <= a.high;

describe("docs/rating.md's Big Ben played blind, by level", () => {
  it('names the file’s deals 1–N and gives each level’s row as the file and the rating count it', async () => {
    const games = await blindGames(join(ROOT, 'docs/survey/big-ben-blind.jsonl.gz'));
    const last = Math.max(...games.map((g) => g.deal));
    const levelOf = Array.from({ length: last }, (_, i) => {
      const deal = parseDealNumber(String(i + 1));
      if (!deal.ok) throw new Error(deal.message);
      return rateDeal('big-ben', deal.value).level;
    });
    const doc = readFileSync(join(ROOT, 'docs/rating.md'), 'utf8');
    expect(doc).toContain(`how often our blind hint policy wins, ${n(last)} deals.`);
    expect(doc).toContain(`\`npx tsx bench/rating.ts --agree --game big-ben --count ${last}\``);
    const rows = blindByLevel(levelOf, games);
    for (const { level, deals, won, interval } of rows) {
      expect(doc, `level ${level}`).toContain(`| ${level} | ${n(deals)} | ${n(won)} | ${pc(won / deals)} % | ${pc(interval.low)}–${pc(interval.high)} % |`);
    }
    // The words under the table: what the rows' intervals say of one another.
    const text = doc.replace(/\s+/g, ' ');
    const bands = rows.map((r) => ({ share: r.won / r.deals, ...r.interval }));
    const [one, two, three, four, five] = bands as [Band, Band, Band, Band, Band];
    expect(bands.every((b, i) => i === 0 || b.share < bands[i - 1]!.share), 'the share falls with every level').toBe(true);
    expect(text).toContain(`The share falls with every level, from ${Math.round(100 * one.share)} % at level 1 to ${Math.round(100 * five.share)} % at level 5`);
    expect([two, three, four, five].some((b) => meet(one, b)), "level 1's interval meets another level's").toBe(false);
    expect([one, two, three, four].some((b) => meet(five, b)), "level 5's meets another level's").toBe(false);
    expect(text).toContain(`(its top, ${pc(five.high)} %, is below level 4's bottom, ${pc(four.low)} %)`);
    expect(meet(two, four), 'levels 2 and 4 meet').toBe(false);
    expect(text).toContain(`Levels 2 and 4 are apart too (${pc(two.low)} % above ${pc(four.high)} %)`);
    expect(meet(three, four), 'levels 3 and 4 meet').toBe(false);
    expect(text).toContain(`and so are levels 3 and 4 (${(100 * three.low).toFixed(2)} % above ${(100 * four.high).toFixed(2)} %)`);
    expect(meet(two, three), 'levels 2 and 3 meet').toBe(true);
  });

  it('gives the whole file’s figure as summary does: games won, the share and its interval, the losses winnable knowing the stock', async () => {
    const s = JSON.parse((await runCli(['summary', join(ROOT, 'docs/survey/big-ben-blind.jsonl.gz'), '--json'])).out);
    const text = readFileSync(join(ROOT, 'docs/rating.md'), 'utf8').replace(/\s+/g, ' ');
    expect(text).toContain(`wins about ${Math.round(100 * s.share)} % of the deals (${n(s.won)} of ${n(s.deals)}, ${pc(s.share)} %, Wilson 95 % ${pc(s.interval.low)}–${pc(s.interval.high)} %)`);
    const stock = s.lossesKnowingStock;
    expect(text).toContain(`${n(stock.winnable)} of the ${n(s.lost)} blind losses here are won knowing the stock, ${stock.impossible} is impossible even so`);
    expect(text).toContain(`and ${stock.unknown} undecided)`);
  });
});
