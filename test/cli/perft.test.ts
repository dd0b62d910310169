import { describe, expect, it } from 'vitest';
import { runCli } from './capture.ts';

describe('solitaire perft', () => {
  it('prints the count', async () => {
    expect(await runCli(['perft', 'streets-and-alleys', '1', '1'])).toEqual({ code: 0, out: '3', err: '' });
    expect(await runCli(['perft', 'big-ben', '1', '3'])).toEqual({ code: 0, out: '379', err: '' });
    expect(await runCli(['perft', 'fortress', '1', '0'])).toEqual({ code: 0, out: '1', err: '' });
  });

  it('--divide: each first move with its count, in legal-move order, then the total', async () => {
    const r = await runCli(['perft', 'big-ben', '1', '2', '--divide']);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines.map((l) => l.split(' ')[0])).toEqual(['t1-f4', 't3-f11', 't3-t10', 't6-f6', 't7-f5', 't7-t4', 'deal', 'total']);
    const counts = lines.map((l) => Number(l.split(' ')[1]));
    expect(counts.at(-1)).toBe(52);
    expect(counts.slice(0, -1).reduce((a, b) => a + b, 0)).toBe(52);
    expect(lines[0]).toBe('t1-f4 7'); // 7C home leaves t1 short: fill joins the six other moves
  });

  it('--divide where nothing moves: just the total', async () => {
    expect((await runCli(['perft', 'fortress', '617', '3', '--divide'])).out).toBe('t6-t7 0\nt7-t6 0\ntotal 0');
  });

  it.each([
    [['perft', 'big-ben', '1'], /depth must be a whole number from 0 to 12, not missing/],
    [['perft', 'big-ben', '1', 'x'], /not "x"/],
    [['perft', 'big-ben', '1', '13'], /from 0 to 12/],
    [['perft', 'big-ben', 'one', '2'], /"one" is not a deal number/],
    [['perft', 'chess', '1', '2'], /unknown game "chess"\nvalid games: big-ben,/],
    [['perft', 'big-ben', '1', '2', '--fast'], /unexpected --fast/],
  ])('%j exits 2', async (argv, message) => {
    const r = await runCli(argv);
    expect(r).toMatchObject({ code: 2, out: '' });
    expect(r.err).toMatch(message);
  });
});
