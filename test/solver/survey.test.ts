import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.ts';
import type { Io } from '../../src/cli/io.ts';
import { quantile, summarize, wilson, type SurveyRecord } from '../../src/solver/stats.ts';

describe('Wilson interval', () => {
  it('matches published values', () => {
    // Reference values as given by R's prop.test(k, n, correct = FALSE).
    const { low, high } = wilson(81, 263);
    expect(low).toBeCloseTo(0.2553, 3);
    expect(high).toBeCloseTo(0.3662, 3);
    const half = wilson(50, 100);
    expect(half.low).toBeCloseTo(0.4038, 3);
    expect(half.high).toBeCloseTo(0.5962, 3);
  });

  it('stays inside [0, 1] at the extremes', () => {
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(0, 10).high).toBeCloseTo(0.2775, 3);
    expect(wilson(10, 10).high).toBe(1);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it('summary counts unknowns both ways', () => {
    const rec = (deal: string, verdict: SurveyRecord['verdict'], ms: number): SurveyRecord => ({ deal, verdict, moves: [], nodes: 1, ms });
    const s = summarize([rec('1', 'won', 5), rec('2', 'impossible', 1), rec('3', 'unknown', 100), rec('4', 'won', 2)]);
    expect([s.won, s.impossible, s.unknown]).toEqual([2, 1, 1]);
    expect(s.winnable.low).toBe(0.5);
    expect(s.winnable.high).toBe(0.75);
    expect(s.winnable.interval.low).toBeCloseTo(wilson(2, 4).low, 10);
    expect(s.winnable.interval.high).toBeCloseTo(wilson(3, 4).high, 10);
    expect(s.ms).toEqual({ median: 2, p99: 100, max: 100, total: 108 });
    expect(quantile([], 0.5)).toBe(0);
  });
});

describe('solitaire survey', () => {
  const capture = (): Io & { stdout: string[]; stderr: string[] } => {
    const stdout: string[] = [], stderr: string[] = [];
    return { stdout, stderr, out: (t) => void stdout.push(t), err: (t) => void stderr.push(t), readFile: async (p) => readFileSync(p, 'utf8') };
  };

  it('writes one line per deal, and a second run resumes without solving again', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'survey-')), 'fortress.jsonl');
    const first = capture();
    const args = ['survey', 'fortress', '--from', '1', '--count', '4', '--workers', '2', '--budget-ms', '5000', '--out', out];
    expect(await main(args, first)).toBe(0);
    const [head, ...lines] = readFileSync(out, 'utf8').trim().split('\n');
    expect(JSON.parse(head!)).toMatchObject({ survey: 1, game: 'fortress', budgetMs: 5000, maxNodes: null });
    expect(lines.map((l) => (JSON.parse(l) as SurveyRecord).deal).sort()).toEqual([1, 2, 3, 4]);
    for (const l of lines) expect(Object.keys(JSON.parse(l) as object)).toEqual(['deal', 'verdict', 'moves', 'nodes', 'ms']);

    const second = capture();
    expect(await main([...args.slice(0, 5), '6', ...args.slice(6)], second)).toBe(0);
    expect(second.stderr.join('\n')).toMatch(/resuming: 4 deals already/);
    const after = readFileSync(out, 'utf8').trim().split('\n').slice(1);
    expect(after.slice(0, 4)).toEqual(lines);
    expect(after.map((l) => (JSON.parse(l) as SurveyRecord).deal).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(second.stdout.join('\n')).toMatch(/6 deals/);
    expect(second.stdout.join('\n')).toMatch(/Wilson 95 % interval/);
  });

  it('with a node budget alone sets no time limit, and says so', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'survey-')), 'citadel.jsonl');
    const io = capture();
    expect(await main(['survey', 'citadel', '--from', '1', '--count', '2', '--workers', '1', '--max-nodes', '5000', '--out', out], io)).toBe(0);
    expect(io.stdout.join('\n')).toMatch(/no time limit, 5000 nodes/);
    const timed = capture();
    expect(await main(['survey', 'citadel', '--from', '1', '--count', '2', '--workers', '1', '--budget-ms', '9000', '--max-nodes', '5000', '--out', out], timed)).toBe(0);
    expect(timed.stdout.join('\n')).toMatch(/budget 9000 ms, 5000 nodes/);
  });

  it('rejects a missing --count', async () => {
    expect(await main(['survey', 'fortress', '--from', '1'], capture())).toBe(2);
  });
});
