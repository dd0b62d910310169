import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { gameDef, type GameId } from '../../src/engine/index.ts';
import { readSurvey } from '../../src/cli/survey-file.ts';
import { DealTable } from '../../src/cli/deal-table.ts';
import { Tally } from '../../src/cli/tally.ts';
import { summarize, type SurveyRecord, type SurveySummary } from '../../src/solver/stats.ts';
import type { Verdict } from '../../src/solver/types.ts';
import { execFileSync } from 'node:child_process';
import { runCli } from './capture.ts';
import { surveyCounts } from '../../scripts/survey-odds.ts';

const dir = (): string => mkdtempSync(join(tmpdir(), 'summary-'));
/** The README, whose figures the tests below hold to the data's. */
const readme = (): string => readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
/** A count as the README writes it: 1,000,000. */
const n = (x: number): string => x.toLocaleString('en-US');
const header = JSON.stringify({ survey: 1, game: 'citadel', solver: 'test', budgetMs: null, maxNodes: 1000 });
const line = (deal: number, verdict: string): string => JSON.stringify({ deal, verdict, nodes: 5, ms: deal });

/** A committed survey file's game and deals, in order (its lines all valid, each deal once): a test expects the deals to be 1 to N. */
async function dealsOf(file: string): Promise<{ game: string; deals: number[] }> {
  const c = await readSurvey(file);
  expect([c.bad, c.duplicates, c.torn], file).toEqual([0, 0, false]);
  return { game: c.headers[0]!.game, deals: [...c.deals.entries()].map(([d]) => Number(d)).sort((a, b) => a - b) };
}
/** The first deal of 1…N that a sorted list of distinct deals lacks, or null. */
function firstMissing(deals: number[]): number | null {
  const at = deals.findIndex((d, i) => d !== i + 1);
  return at < 0 ? null : at + 1;
}

type SummaryJson = SurveySummary & { game: string; stages: { budget: string; won: number; impossible: number; unknown: number }[] };
const committed = new Map<string, Promise<SummaryJson>>();
/** `summary --json` of a committed file, read once for all the tests below that quote it (each large file takes 1-3 s). */
function committedSummary(path: string): Promise<SummaryJson> {
  if (!committed.has(path)) {
    committed.set(path, runCli(['summary', path, '--json']).then((r) => {
      if (r.code !== 0) throw new Error(`summary ${path}: ${r.err}`);
      return JSON.parse(r.out) as SummaryJson;
    }));
  }
  return committed.get(path)!;
}

/** The large surveys kept in the repository: docs/survey/100k and docs/survey/1m, a gzipped file a game. */
const largeSurveys = (): string[] =>
  ['100k', '1m'].flatMap((d) => {
    const folder = join(import.meta.dirname, '../../docs/survey', d);
    return readdirSync(folder).filter((f) => f.endsWith('.jsonl.gz')).map((f) => join(folder, f));
  });

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

  it('a survey in stages: a line a stage, each with the deals it settled (an unknown deal under its last stage)', async () => {
    const second = JSON.stringify({ survey: 1, game: 'citadel', solver: 'test', budgetMs: null, maxNodes: 5000 });
    const text = [header, line(1, 'won'), line(2, 'impossible'), line(3, 'unknown'), line(4, 'unknown'), second, line(3, 'won'), line(4, 'unknown'), ''].join('\n');
    const f = join(dir(), 's.jsonl');
    writeFileSync(f, text);
    const r = await runCli(['summary', f]);
    expect(r.out.split('\n').slice(4)).toEqual([
      '  budgets, stage by stage, with the deals each settled (an unknown deal under its last stage):',
      '    1. no time limit, 1000 nodes per deal: 2 deals (won 1, impossible 1, unknown 0)',
      '    2. no time limit, 5000 nodes per deal: 2 deals (won 1, impossible 0, unknown 1)',
      '  2 lines repeating a deal: each deal counted once',
    ]);
    expect(JSON.parse((await runCli(['summary', f, '--json'])).out).stages).toEqual([
      { budget: 'no time limit, 1000 nodes per deal', won: 1, impossible: 1, unknown: 0 },
      { budget: 'no time limit, 5000 nodes per deal', won: 1, impossible: 0, unknown: 1 },
    ]);
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

  it("the repository's 100,000- and 1,000,000-deal data: every line valid, every deal once, deals 1 to N with none missing", async () => {
    const files = largeSurveys();
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const f of files) {
      const { game, deals } = await dealsOf(f);
      expect(game).toBe(basename(f).replace('.jsonl.gz', ''));
      expect(firstMissing(deals), `${f}: the first deal missing`).toBeNull();
    }
  });

  it("the README's 100,000- and 1,000,000-deal tables say what the repository's data says, game by game", async () => {
    const text = readme();
    const pc = (x: number): string => (x * 100).toFixed(2);
    const span = (lo: number, hi: number): string => (pc(lo) === pc(hi) ? `${pc(lo)} %` : `${pc(lo)}–${pc(hi)} %`);
    for (const f of largeSurveys()) {
      const s = await committedSummary(f);
      const name = gameDef(s.game as GameId).names.en;
      const row = `| ${name} | 1–${n(s.deals)} | ${n(s.won)} | ${n(s.impossible)} | ${n(s.unknown)} | ${span(s.winnable.low, s.winnable.high)} | ${pc(s.winnable.interval.low)}–${pc(s.winnable.interval.high)} % |`;
      expect(text.split('\n').filter((l) => l.startsWith(`| ${name} | 1–${n(s.deals)} |`)), f).toEqual([expect.stringContaining(row)]);
    }
  });

  it("the README's Streets and Alleys million: the deals past the first 100,000 and each 100,000's unknowns at 1,000,000 nodes are the file's stages", async () => {
    const file = join(import.meta.dirname, '../../docs/survey/1m/streets-and-alleys.jsonl.gz');
    const s = await committedSummary(file);
    // Past the first 100,000, each 100,000 is two stages: deals X–Y at 1,000,000 nodes, then that
    // stage's unknowns again at 10,000,000 (the deals the second stage settled, each one its line).
    const first = s.stages.findIndex((st) => st.budget.startsWith('deals 100,001–200,000 at 1,000,000 nodes'));
    expect(first, 'the stage of deals 100,001–200,000').toBeGreaterThan(0);
    // Stages on single deals of the first 100,000 (its unknowns decided since, as in the 100,000-deal
    // file) may come later; every other stage past `first` is one of the pairs.
    const ofFirst100k = (budget: string): boolean => {
      if (/^the \d+ unknowns of deals 1–100,000, /.test(budget)) return true;
      // "deal 48888, won again …", "deals 2874, 29151 and 45455, unknown at …" (not "deals 100,001–…").
      const deals = /^deals? (\d+(?:(?:, | and )\d+)*), /.exec(budget)?.[1]?.split(/, | and /) ?? [];
      return deals.length > 0 && deals.every((d) => Number(d) <= 100_000);
    };
    const pairs = s.stages.slice(first).filter((st) => !ofFirst100k(st.budget));
    expect(pairs.length % 2, 'a second stage for each 100,000').toBe(0);
    const unknowns: string[] = [];
    for (let i = 0; i < pairs.length; i += 2) {
      const lo = 100_001 + (i / 2) * 100_000, span = `${n(lo)}–${n(lo + 99_999)}`, again = pairs[i + 1]!;
      expect(pairs[i]!.budget, 'stage one').toMatch(new RegExp(`^deals ${span} at 1,000,000 nodes`));
      expect(again.budget, 'stage two').toMatch(new RegExp(`^the [\\d,]+ deals of ${span} left unknown at 1,000,000 nodes, again at 10,000,000`));
      unknowns.push(n(again.won + again.impossible + again.unknown));
    }
    expect(100_000 * (1 + pairs.length / 2), 'the file ends with a second stage').toBe(s.deals);
    expect(s.deals, 'deals 1–1,000,000').toBe(1_000_000);
    const list = `${unknowns.slice(0, -1).join(', ')} and ${unknowns.at(-1)}`;
    expect(readme().replace(/\s+/g, ' ')).toContain(`deals 100,001–${n(s.deals)} at 1,000,000 nodes, a 100,000 at a time, then each 100,000's unknowns (${list}) at 10,000,000`);
  });

  it("the README's Big Ben played blind says what docs/survey/big-ben-blind.jsonl.gz says", async () => {
    const text = readme().replace(/\s+/g, ' ');
    const file = join(import.meta.dirname, '../../docs/survey/big-ben-blind.jsonl.gz');
    const s = JSON.parse((await runCli(['summary', file, '--json'])).out);
    // "deals 1–N": the file's games are every deal from 1 to N, each once.
    const { deals } = await dealsOf(file);
    expect(firstMissing(deals), 'the first deal missing').toBeNull();
    expect(deals.length).toBe(s.deals);
    const pc = (x: number): string => (x * 100).toFixed(1);
    const stock = s.lossesKnowingStock;
    const impossible = stock.impossible ? `${n(stock.impossible)} cannot be won even knowing it, ` : '';
    for (const part of [
      `wins about ${Math.round(s.share * 100)} % of deals`,
      `(${n(s.won)} of deals 1–${n(s.deals)} played blind by our hint policy, ${pc(s.share)} %, Wilson 95 % ${pc(s.interval.low)}–${pc(s.interval.high)} %;`,
      `${n(stock.winnable)} of the ${n(s.lost)} blind losses could (${impossible}${n(stock.unknown)} undecided)`,
    ]) expect(text).toContain(part);
    // The docs that name the file's span: cli.md's table of the data, unknowns.md's Big Ben list.
    const doc = (name: string): string => readFileSync(join(import.meta.dirname, '../../docs', name), 'utf8').replace(/\s+/g, ' ');
    expect(doc('cli.md')).toContain(`| \`big-ben-blind.jsonl.gz\` | 1–${n(s.deals)} |`);
    expect(doc('unknowns.md')).toContain(`blind survey's 1–${n(s.deals)} `);
  });

  // Issue 36, item 10: the pages said Big Ben 98,441 won / 1,557 undecided (the 100,000 deals merged
  // with an older 10,000-deal file), the README 98,304 / 1,694.
  it('the rule pages quote the same figures as the README: the counts the build reads are summary\'s, game by game, from its largest survey', async () => {
    const pages = surveyCounts();
    const read = new Set<string>();
    // The million where a game has one, else the 100,000: the pages' figures are the largest table's row.
    for (const folder of ['1m', '100k'].map((d) => join(import.meta.dirname, '../../docs/survey', d))) {
      for (const f of readdirSync(folder).filter((x) => x.endsWith('.jsonl.gz'))) {
        const s = await committedSummary(join(folder, f));
        if (read.has(s.game)) continue;
        read.add(s.game);
        expect(pages[s.game as GameId], f).toMatchObject({ deals: s.deals, won: s.won, impossible: s.impossible, unknown: s.unknown });
      }
    }
    expect(pages.fortress?.deals).toBe(1_000_000);
    expect([...read].sort()).toEqual(Object.keys(pages).sort());
  });
});

describe('summary: files it must refuse', () => {
  it('a file that mixes games, as survey refuses it', async () => {
    const path = join(dir(), 'mixed.jsonl');
    const fortress = JSON.stringify({ survey: 1, game: 'fortress', solver: 'test', budgetMs: null, maxNodes: 1000 });
    writeFileSync(path, [fortress, line(1, 'impossible'), line(2, 'impossible'), header, line(1, 'won'), line(2, 'won'), ''].join('\n'));
    const r = await runCli(['summary', path]);
    expect([r.code, r.out]).toEqual([2, '']);
    expect(r.err).toBe(`solitaire summary: "${path}" mixes surveys of fortress and citadel: its figures would mean nothing; keep one game a file`);
  });

  it('what is not a regular file ends at once: /dev/zero, a FIFO, a directory', async () => {
    const fifo = join(dir(), 'pipe');
    execFileSync('mkfifo', [fifo]);
    for (const [path, why] of [['/dev/zero', 'it is not a regular file (a pipe, a device or a socket)'], [fifo, 'it is not a regular file (a pipe, a device or a socket)'], [dir(), 'it is a directory']] as const) {
      const r = await runCli(['summary', path]);
      expect([r.code, r.out, r.err]).toEqual([2, '', `solitaire summary: cannot read "${path.length > 40 ? `${path.slice(0, 40)}…` : path}": ${why}`]);
    }
  });
});

describe('summary: deals whose lines disagree', () => {
  it('says so and counts them as unknown, instead of taking the last line', async () => {
    const path = join(dir(), 's.jsonl');
    writeFileSync(path, [header, line(1, 'won'), line(1, 'impossible'), line(2, 'impossible'), line(2, 'impossible'), line(3, 'unknown'), line(3, 'won'), ''].join('\n'));
    const r = await runCli(['summary', path]);
    expect(r.out).toMatch(/: 3 deals\n {2}won 1, impossible 1, unknown 1\n/);
    expect(r.out).toMatch(/1 deal \(1\) has lines that say won and impossible: counted as unknown/);
    expect(JSON.parse((await runCli(['summary', path, '--json'])).out)).toMatchObject({ deals: 3, won: 1, impossible: 1, unknown: 1, conflicts: 1 });
  });
});

describe('summary --csv and --list', () => {
  // A header with limits and a sentence on how its stage ran: a CSV row gives the limits (the sentence
  // is the stage's, in `summary`, and would fill a million rows).
  const fortress = JSON.stringify({ survey: 1, game: 'fortress', solver: '0.1.0+abc', budgetMs: null, maxNodes: 1000, budget: 'the unknowns again at 1,000 nodes, beside the tests' });
  const adopted = JSON.stringify({ survey: 1, game: 'fortress', solver: 'unknown, "old"', budgetMs: null, maxNodes: null, budget: '1,000 nodes' });
  const text = [adopted, line(3, 'won'), line(1, 'impossible'), fortress, line(2, 'unknown'), '{"deal":"99999999999999999999","verdict":"won","moves":[],"nodes":7,"ms":1.5}', line(4, 'won'), line(4, 'impossible'), ''].join('\n');

  it('one CSV row a deal, by deal number, with the solver and budget of its header: its limits, its words where it has none', async () => {
    const path = join(dir(), 's.jsonl.gz');
    writeFileSync(path, gzipSync(text));
    const r = await runCli(['summary', path, '--csv']);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')).toEqual([
      'game,deal,verdict,nodes,ms,solver,budget',
      'fortress,1,impossible,5,1,"unknown, ""old""","1,000 nodes"',
      'fortress,2,unknown,5,2,0.1.0+abc,"no time limit, 1000 nodes per deal"',
      'fortress,3,won,5,3,"unknown, ""old""","1,000 nodes"',
      'fortress,4,conflict,5,4,0.1.0+abc,"no time limit, 1000 nodes per deal"',
      'fortress,99999999999999999999,won,7,1.5,0.1.0+abc,"no time limit, 1000 nodes per deal"',
    ]);
    expect(r.err).toMatch(/1 deal \(4\) has lines that say won and impossible: their verdict is "conflict"/);
  });

  it('the deals of one verdict, one a line, by deal number', async () => {
    const path = join(dir(), 's.jsonl');
    writeFileSync(path, text);
    const list = async (v: string): Promise<string> => (await runCli(['summary', path, '--list', v])).out;
    expect(await list('won')).toBe('3\n99999999999999999999');
    expect(await list('impossible')).toBe('1');
    expect(await list('unknown')).toBe('2');
    expect(await list('conflict')).toBe('4');
    for (const bad of [['--list', 'WON'], ['--list'], ['--csv', '--json'], ['--csv=1']]) {
      const r = await runCli(['summary', path, ...bad]);
      expect([r.code, r.out], bad.join(' ')).toEqual([2, '']);
      expect(r.err.split('\n')[1], bad.join(' ')).toMatch(/^usage: solitaire summary/);
    }
  });
});

describe('the figures without the records', () => {
  it('Tally gives what summarize gives on the same records', () => {
    const verdicts = ['won', 'impossible', 'unknown'] as const;
    const records: (SurveyRecord & { verdict: Verdict })[] = Array.from({ length: 5000 }, (_, i) => ({ deal: String(i + 1), verdict: verdicts[(i * 7) % 3]!, moves: [], nodes: (i * 31) % 1000, ms: ((i * 13) % 97) / 4 }));
    const t = new Tally();
    for (const r of records) t.add(r.verdict, r.ms, r.nodes);
    expect(t.summary()).toEqual(summarize(records));
    expect(new Tally().summary()).toEqual(summarize([]));
  });

  it('DealTable keeps a million deals, past 2^53 too, each once, and gives them back by number', () => {
    const t = new DealTable();
    const e = (ms: number) => ({ verdict: 'won' as const, nodes: 1, ms, header: 0, conflict: false });
    for (let d = 1_000_000; d >= 1; d--) t.set(String(d * 3), e(d));
    for (const big of ['9007199254740993', '99999999999999999999', '18446744073709551616']) t.set(big, e(1));
    t.set('300', { ...e(5), verdict: 'impossible', conflict: true });
    expect(t.size).toBe(1_000_003);
    expect(t.get('300')).toEqual({ verdict: 'impossible', nodes: 1, ms: 5, header: 0, conflict: true });
    expect(t.has('301')).toBe(false);
    expect(t.get('99999999999999999999')?.ms).toBe(1);
    const sorted = [...t.sorted()].map(([d]) => d);
    expect(sorted.slice(0, 3)).toEqual(['3', '6', '9']);
    expect(sorted.slice(-3)).toEqual(['9007199254740993', '18446744073709551616', '99999999999999999999']);
  });
});
