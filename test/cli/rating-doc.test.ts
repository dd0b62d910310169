// docs/rating.md's table of Big Ben played blind, by level, says what the committed blind survey and
// the deal rating say: each level's deals, games won, share and Wilson interval over deals 1–N, N the
// file's last deal (summary.test checks the file holds every deal of 1–N; bench/rating.ts --agree
// prints the same figures).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blindByLevel, blindGames } from '../../bench/blind-by-level.ts';
import { parseDealNumber } from '../../src/engine/index.ts';
import { rateDeal } from '../../src/solver/rating.ts';

const ROOT = join(import.meta.dirname, '../..');
const n = (x: number): string => x.toLocaleString('en-US');
const pc = (x: number): string => (100 * x).toFixed(1);

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
    for (const { level, deals, won, interval } of blindByLevel(levelOf, games)) {
      expect(doc, `level ${level}`).toContain(`| ${level} | ${n(deals)} | ${n(won)} | ${pc(won / deals)} % | ${pc(interval.low)}–${pc(interval.high)} % |`);
    }
  });
});
