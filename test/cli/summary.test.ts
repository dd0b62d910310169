import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { gameDef, type GameId } from '../../src/engine/index.ts';
import { readSurvey } from '../../src/cli/survey-file.ts';
import { runCli } from './capture.ts';

const dir = (): string => mkdtempSync(join(tmpdir(), 'summary-'));
const header = JSON.stringify({ survey: 1, game: 'citadel', solver: 'test', budgetMs: null, maxNodes: 1000 });
const line = (deal: number, verdict: string): string => JSON.stringify({ deal, verdict, nodes: 5, ms: deal });

describe('solitaire summary', () => {
  it('prints the figures of a survey file, gzipped or not, counting each deal once', async () => {
    const text = [header, line(1, 'won'), line(2, 'won'), line(3, 'impossible'), line(4, 'unknown'), line(2, 'won'), '{"deal":5,"verdict":"WON"}', ''].join('\n');
    const d = dir();
    writeFileSync(join(d, 's.jsonl'), text);
    writeFileSync(join(d, 's.jsonl.gz'), gzipSync(text));
    for (const f of ['s.jsonl', 's.jsonl.gz']) {
      const r = await runCli(['summary', join(d, f)]);
      expect(r.code, r.err).toBe(0);
      expect(r.out).toMatch(/^Citadel \(.*\): 4 deals\n {2}won 2, impossible 1, unknown 1\n {2}winnable 50\.00 % – 75\.00 %/);
      expect(r.out).toMatch(/budgets: no time limit, 1000 nodes per deal/);
      expect(r.out).toMatch(/1 bad line left out \(first: line 7, verdict "WON"/);
      expect(r.out).toMatch(/1 line repeating a deal: each deal counted once/);
    }
    const json = await runCli(['summary', join(d, 's.jsonl.gz'), '--json']);
    expect(JSON.parse(json.out)).toMatchObject({ game: 'citadel', deals: 4, won: 2, impossible: 1, unknown: 1, bad: 1, duplicates: 1 });
  });

  it('says in one line what is wrong with a missing, damaged or headerless file', async () => {
    const d = dir();
    writeFileSync(join(d, 'bad.jsonl.gz'), 'not gzip');
    writeFileSync(join(d, 'old.jsonl'), line(1, 'won') + '\n');
    const cases: [string, RegExp][] = [
      [join(d, 'none.jsonl'), /cannot read .*: no such file$/],
      [join(d, 'bad.jsonl.gz'), /cannot read .*: not a gzip file, or a damaged one$/],
      [join(d, 'old.jsonl'), /has no survey header .* scripts\/survey-header\.ts/],
    ];
    for (const [path, why] of cases) {
      const r = await runCli(['summary', path]);
      expect([r.code, r.out]).toEqual([2, '']);
      expect(r.err.split('\n')).toHaveLength(1);
      expect(r.err).toMatch(why);
    }
    expect((await runCli(['summary'])).code).toBe(2);
  });

  it("the repository's 100,000-deal data: every line valid, every deal once, deals 1 to N with none missing", async () => {
    const folder = join(import.meta.dirname, '../../docs/survey/100k');
    const files = readdirSync(folder).filter((f) => f.endsWith('.jsonl.gz'));
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const f of files) {
      const c = await readSurvey(join(folder, f));
      expect([c.bad, c.duplicates, c.torn], f).toEqual([0, 0, false]);
      expect(c.headers[0]!.game).toBe(f.replace('.jsonl.gz', ''));
      const deals = [...c.records.keys()].map(Number).sort((a, b) => a - b);
      expect(deals[0]).toBe(1);
      expect(deals.at(-1), f).toBe(deals.length);
    }
  });

  it("the README's 100,000-deal table says what the repository's data says, game by game", async () => {
    const folder = join(import.meta.dirname, '../../docs/survey/100k');
    const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
    const n = (x: number): string => x.toLocaleString('en-US');
    const pc = (x: number): string => (x * 100).toFixed(2);
    const span = (lo: number, hi: number): string => (pc(lo) === pc(hi) ? `${pc(lo)} %` : `${pc(lo)}–${pc(hi)} %`);
    for (const f of readdirSync(folder).filter((x) => x.endsWith('.jsonl.gz'))) {
      const s = JSON.parse((await runCli(['summary', join(folder, f), '--json'])).out);
      const name = gameDef(s.game as GameId).names.en;
      const row = `| ${name} | 1–${n(s.deals)} | ${n(s.won)} | ${n(s.impossible)} | ${n(s.unknown)} | ${span(s.winnable.low, s.winnable.high)} | ${pc(s.winnable.interval.low)}–${pc(s.winnable.interval.high)} % |`;
      expect(readme.split('\n').filter((l) => l.startsWith(`| ${name} | 1–`)), f).toEqual([expect.stringContaining(row)]);
    }
  });
});
