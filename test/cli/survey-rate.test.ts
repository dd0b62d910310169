import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSurveyLine, readSurvey } from '../../src/cli/survey-file.ts';
import { parseDealNumber } from '../../src/engine/index.ts';
import { rateDeal, ratingMark } from '../../src/solver/rating.ts';
import { runCli } from './capture.ts';

const file = (): string => join(mkdtempSync(join(tmpdir(), 'survey-rate-')), 'f.jsonl');
const survey = (out: string, ...more: string[]) => runCli(['survey', 'citadel', '--max-nodes', '300', '--workers', '1', '--out', out, ...more]);
const lines = (path: string): Record<string, unknown>[] => readFileSync(path, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => !('survey' in l));
const ratingOf = (n: number) => {
  const d = parseDealNumber(String(n));
  if (!d.ok) throw new Error(d.message);
  return ratingMark(rateDeal('citadel', d.value));
};

describe('survey --rate', () => {
  it('writes each deal its rating, as `rate` gives it, and counts the levels', async () => {
    const out = file();
    const r = await survey(out, '--from', '1', '--count', '5', '--rate');
    expect(r.code).toBe(0);
    const byDeal = new Map(lines(out).map((l) => [l.deal, l.rating]));
    expect([...byDeal.keys()].sort()).toEqual([1, 2, 3, 4, 5]);
    for (const n of [1, 2, 3, 4, 5]) expect(byDeal.get(n), `deal ${n}`).toBe(ratingOf(n));
    // Citadel deals 1-5: levels 2, 2, 1, 3, 1 (test/solver/rating.test.ts).
    expect(r.out.split('\n').at(-1)).toBe('ratings (docs/rating.md): level 1 2, level 2 2, level 3 1, level 4 0, level 5 0, impossible 0');
    const c = await readSurvey(out);
    expect([c.bad, c.ratings.get('4')]).toEqual([0, 3]);
  });

  it('without --out, the counts of the deals rated', async () => {
    const r = await runCli(['survey', 'citadel', '--max-nodes', '300', '--workers', '1', '--from', '1', '--count', '5', '--rate']);
    expect(r.code).toBe(0);
    expect(r.out.split('\n').at(-1)).toBe('ratings (docs/rating.md): level 1 2, level 2 2, level 3 1, level 4 0, level 5 0, impossible 0');
  });

  it('resumes: deals solved without --rate are rated, not solved again; a finished file gets nothing more', async () => {
    const out = file();
    expect((await survey(out, '--from', '1', '--count', '3')).code).toBe(0);
    expect(lines(out).every((l) => !('rating' in l))).toBe(true);
    const r = await survey(out, '--from', '1', '--count', '5', '--rate');
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/resuming: 3 deals already in .*, 2 to solve/);
    const after = lines(out);
    // Deals 1-3: their record, then a line of the rating alone; deals 4-5: one record with its rating.
    expect(after.filter((l) => 'verdict' in l).map((l) => l.deal).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(after.filter((l) => !('verdict' in l))).toEqual([1, 2, 3].map((n) => ({ deal: n, rating: ratingOf(n) })));
    expect(after.filter((l) => 'verdict' in l && 'rating' in l).map((l) => [l.deal, l.rating])).toEqual([[4, ratingOf(4)], [5, ratingOf(5)]].sort());
    const text = readFileSync(out, 'utf8');
    const again = await survey(out, '--from', '1', '--count', '5', '--rate');
    expect(again.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(text);
    expect(again.out.split('\n').at(-1)).toBe(r.out.split('\n').at(-1));
    expect((await readSurvey(out)).duplicates).toBe(0);
  });

  it('a rating line is read as such; a rating that is no level is a bad line', () => {
    expect(parseSurveyLine('{"deal":7,"rating":"impossible"}')).toEqual({ kind: 'rating', deal: '7', rating: 'impossible' });
    expect(parseSurveyLine('{"deal":7,"verdict":"won","moves":[],"nodes":1,"ms":1,"rating":5}')).toMatchObject({ kind: 'record', record: { deal: '7', rating: 5 } });
    for (const bad of ['{"deal":7,"rating":6}', '{"deal":7,"rating":"hard"}', '{"deal":7,"rating":null}', '{"deal":7,"verdict":"won","moves":[],"nodes":1,"ms":1,"rating":0}']) {
      expect(parseSurveyLine(bad).kind, bad).toBe('bad');
    }
  });
});
