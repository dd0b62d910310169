// The survey files' per-deal store (2 bits a deal) against a Map, and what reading a survey file
// keeps per deal: the same figures as holding every deal's row, in a store that stays small.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DealVerdicts } from '../../src/cli/deal-verdicts.ts';
import { openSurvey, readSurvey, surveyHeader, type DealCounter, type SurveyContents } from '../../src/cli/survey-file.ts';
import { Tally } from '../../src/cli/tally.ts';
import type { Verdict } from '../../src/solver/types.ts';

const RUNS = { seed: 20261204, numRuns: 100 };
const VERDICTS: Verdict[] = ['won', 'impossible', 'unknown'];
const byNumber = (a: string, b: string): number => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);
const dir = (): string => mkdtempSync(join(tmpdir(), 'deal-verdicts-'));

/** Deal numbers that cross pages, fill one page past its sparse size, and go past 2^53 and up to 10^20 − 1. */
const deal = fc.oneof(
  fc.integer({ min: 1, max: 140_000 }).map(String),
  fc.integer({ min: 65_000, max: 66_100 }).map(String),
  fc.integer({ min: 1, max: 700 }).map(String),
  fc.bigInt({ min: 2n ** 53n - 70_000n, max: 2n ** 53n + 70_000n }).map(String),
  fc.bigInt({ min: 1n, max: 10n ** 20n - 1n }).map(String),
);

describe('DealVerdicts', () => {
  it('says what a Map says, for any deals and verdicts set in any order', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(fc.tuple(deal, fc.constantFrom(...VERDICTS)), { maxLength: 3000 }), fc.array(deal, { maxLength: 50 }), (dense, sets, probes) => {
        const store = new DealVerdicts(), map = new Map<string, Verdict>();
        // Deals 1 to 600 first, when drawn: their page is dense before the others are set over them.
        const first = dense ? Array.from({ length: 600 }, (_, i): [string, Verdict] => [String(i + 1), VERDICTS[i % 3]!]) : [];
        for (const [d, v] of [...first, ...sets]) {
          store.set(d, v);
          map.set(d, v);
        }
        expect(store.size).toBe(map.size);
        for (const d of [...map.keys(), ...probes]) expect(store.get(d)).toBe(map.get(d));
        expect([...store.entries()]).toEqual([...map].sort(([a], [b]) => byNumber(a, b)));
      }),
      RUNS,
    );
  });

  it('holds 2 bits a deal for a contiguous range and a few bytes a deal for scattered ones', () => {
    const store = new DealVerdicts();
    for (let d = 1; d <= 1_000_000; d++) store.set(String(d), VERDICTS[d % 3]!);
    // 16 pages of 16 KB: 262 KB, not the 50 bytes a deal of a row each.
    expect(store.bytes()).toBeLessThan(300_000);
    const scattered = new DealVerdicts();
    for (let d = 1; d <= 1000; d++) scattered.set(String(d * 10_000_019), 'won');
    expect(scattered.bytes()).toBeLessThan(200_000);
    expect(scattered.get('10000019')).toBe('won');
  });
});

/** The figures summary prints, added up as the file is read. */
function figures(): { tally: Tally; counter: DealCounter } {
  const tally = new Tally();
  const counter: DealCounter = (_d, e, _h, by) => (by > 0 ? tally.add : tally.remove).call(tally, e.conflict ? 'unknown' : e.verdict, e.ms, e.nodes);
  return { tally, counter };
}

/** The same figures from every deal's row, as summary made them before it kept 2 bits a deal. */
function fromRows(c: SurveyContents): Tally {
  const tally = new Tally();
  for (const [, e] of c.rows!.entries()) tally.add(e.conflict ? 'unknown' : e.verdict, e.ms, e.nodes);
  return tally;
}

const header = (budget: number): string => JSON.stringify(surveyHeader('fortress', undefined, budget));

describe('reading a survey file with 2 bits a deal', () => {
  const record = fc.record({
    deal: fc.integer({ min: 1, max: 12 }),
    verdict: fc.constantFrom(...VERDICTS),
    nodes: fc.nat(1000),
    ms: fc.nat(50),
    recheck: fc.boolean(),
    header: fc.boolean(),
  });

  it('gives the figures, verdicts, duplicates and conflicts that holding every row gives, whatever lines repeat or disagree', async () => {
    const path = join(dir(), 's.jsonl');
    await fc.assert(
      fc.asyncProperty(fc.array(record, { maxLength: 40 }), async (records) => {
        const lines = [header(1000)];
        for (const r of records) {
          if (r.header) lines.push(header(lines.length));
          lines.push(JSON.stringify({ deal: r.deal, verdict: r.verdict, moves: [], nodes: r.nodes, ms: r.ms, ...(r.recheck && { recheck: true }) }));
        }
        writeFileSync(path, lines.join('\n') + '\n');
        const flat = figures();
        const c = await readSurvey(path, { counter: flat.counter }), full = await readSurvey(path, { rows: true });
        expect(flat.tally.summary()).toEqual(fromRows(full).summary());
        expect([...c.deals.entries()]).toEqual([...full.deals.entries()]);
        expect([...c.deals.entries()].map(([d, e]) => [d, e.verdict, e.conflict])).toEqual([...full.rows!.sorted()].map(([d, e]) => [d, e.verdict, e.conflict]));
        expect([c.duplicates, c.conflicts, c.conflictDeals]).toEqual([full.duplicates, full.conflicts, full.conflictDeals]);
      }),
      RUNS,
    );
  });

  it('keeps summary\'s and a resumed survey\'s per-deal store small for 300,000 deals', async () => {
    const path = join(dir(), 'big.jsonl'), n = 300_000;
    const lines = [header(1000)];
    for (let d = 1; d <= n; d++) lines.push(`{"deal":${d},"verdict":"${VERDICTS[d % 3]}","moves":[],"nodes":${d % 997},"ms":${d % 1500}}`);
    lines.push('{"deal":7,"verdict":"won","moves":[],"nodes":1,"ms":1}');
    writeFileSync(path, lines.join('\n') + '\n');
    const flat = figures();
    const c = await readSurvey(path, { counter: flat.counter });
    // 5 pages of 16 KB (the rows were some 50 bytes a deal, 15 MB), and 1,500 distinct times.
    expect(c.deals.size).toBe(n);
    expect(c.deals.bytes()).toBeLessThan(100_000);
    expect(flat.tally.distinctTimes).toBe(1500);
    expect(flat.tally.deals).toBe(n);
    expect(c.conflicts).toBe(1);
    const resumed = await openSurvey(path, surveyHeader('fortress', undefined, 1000));
    expect(resumed.ok).toBe(true);
    if (!resumed.ok) return;
    expect(resumed.value.contents.deals.bytes()).toBeLessThan(100_000);
    expect(resumed.value.has('299999')).toBe(true);
    expect(resumed.value.has('7')).toBe(false);
    resumed.value.close();
  });
});
