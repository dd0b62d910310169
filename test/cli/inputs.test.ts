// Inputs that went wrong in issue 18 (part 1, faults 7 and 8): error messages quote at most a short
// excerpt of what they were given, and a UTF-8 byte-order mark is accepted.
import { describe, expect, it } from 'vitest';
import { runCli } from './capture.ts';

const HUGE = 'x'.repeat(1 << 20);
const short = (text: string): void => {
  expect(text.length).toBeLessThan(400);
  expect(text).not.toMatch(/RangeError|\n\s+at /);
};

describe('error messages quote a short excerpt of the input', () => {
  it('solve --position on "game" nested in 10,000 arrays: a clear error, no stack overflow', async () => {
    const nested = `{"game":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const r = await runCli(['solve', '--position', 'p.json'], { 'p.json': nested });
    expect(r.code).toBe(2);
    expect(r.err).toBe('solitaire solve: p.json: "game": (a list of 1) names no known game');
  });

  it('solve --position with a 1 MB card word or game name', async () => {
    const cards = JSON.stringify({ game: 'fortress', foundations: [[], [], [], []], tableau: [[HUGE]], stock: [], waste: [] });
    const a = await runCli(['solve', '--position', 'p.json'], { 'p.json': cards });
    expect(a.code).toBe(2);
    short(a.err);
    expect(a.err).toMatch(/^solitaire solve: p\.json: tableau\[0\]: "x{40}…" is not a card$/);
    const b = await runCli(['solve', '--position', 'p.json'], { 'p.json': JSON.stringify({ game: HUGE }) });
    short(b.err);
  });

  it('deal, perft, solve and replay with a 1 MB word', async () => {
    for (const argv of [['deal', 'fortress', HUGE], ['deal', HUGE, '1'], ['perft', 'fortress', '1', HUGE], ['solve', 'fortress', HUGE], ['solve', 'fortress', '1', '--budget-ms', HUGE], ['replay', 'r.txt']]) {
      const r = await runCli(argv, { 'r.txt': `[Game "fortress"]\n[${HUGE}\n` });
      expect(r.code, argv[0]).toBe(2);
      short(r.err);
    }
    const deal = await runCli(['deal', 'fortress', HUGE]);
    expect(deal.err).toBe(`solitaire deal: "${'x'.repeat(40)}…" is not a deal number`);
  });
});

describe('a UTF-8 byte-order mark', () => {
  it('solve --position accepts a file that starts with one, as replay does', async () => {
    const json = (await runCli(['deal', 'fortress', '1', '--json'])).out;
    const r = await runCli(['solve', '--position', 'p.json', '--json', '--budget-ms', '2000'], { 'p.json': `\uFEFF${json}\n` });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ verdict: 'impossible' });
  });
});
