import { describe, expect, it } from 'vitest';
import { runCli } from './capture.ts';

describe('solitaire rate', () => {
  it('prints one line: the level and the figures behind it', async () => {
    const r = await runCli(['rate', 'citadel', '3']);
    expect(r).toEqual({ code: 0, err: '', out: 'Citadel, deal 3: level 1 of 5 (cards home in 32 playouts: 1254, 18 won)' });
  });

  it('says impossible, with no level, when the solver proves it', async () => {
    const r = await runCli(['rate', 'fortress', '1']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Fortress, deal 1: impossible \(the solver proved it in \d+ nodes\)$/);
  });

  it('--json prints one object', async () => {
    const r = await runCli(['rate', 'big-ben', '1', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({ game: 'big-ben', deal: '1', level: 4, impossible: false, score: 2091, wins: 0, playouts: 32, nodes: 0 });
  });

  it('a bad game or deal: one line on stderr, exit 2', async () => {
    for (const args of [['rate', 'klondike', '1'], ['rate', 'citadel', 'x1'], ['rate', 'citadel', '0'], ['rate', 'citadel', '-3'], ['rate', 'citadel', '100000000000000000000'], ['rate', 'citadel']]) {
      const r = await runCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.out).toBe('');
      expect(r.err.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(r.err).toMatch(/^solitaire rate: /);
    }
  });

  it('names what a bad deal number is', async () => {
    expect((await runCli(['rate', 'citadel', '-3'])).err).toBe('solitaire rate: "-3" is not a deal number: deal numbers start at 1');
    expect((await runCli(['rate', 'cItadel', '0'])).err).toBe('solitaire rate: deal numbers start at 1');
  });

  it('the same deal, asked again after others, prints the same line', async () => {
    const first = await runCli(['rate', 'big-ben', '617']);
    await runCli(['rate', 'big-ben', '618']);
    await runCli(['rate', 'citadel', '617']);
    expect(await runCli(['rate', 'big-ben', '617'])).toEqual(first);
  });

  it('Selective Castle: rated laid out round-robin, and the line says so', async () => {
    const r = await runCli(['rate', 'selective-castle', '5']);
    const bc = await runCli(['rate', 'beleaguered-castle', '5']);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`Selective Castle, deal 5: ${bc.out.replace(/^.*?: /, '')}; laid out round-robin, as Beleaguered Castle deals it: your own layout can make it easier or harder`);
  });

  it('missing arguments and unknown options: the usage, exit 2', async () => {
    for (const args of [['rate'], ['rate', 'citadel', '1', '--csv'], ['rate', 'citadel', '1', '2']]) {
      const r = await runCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toMatch(/solitaire rate: .*\nusage: solitaire rate/);
    }
  });
});
