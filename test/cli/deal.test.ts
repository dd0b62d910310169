import { describe, expect, it } from 'vitest';
import { dealPosition, GAME_IDS } from '../../src/engine/index.ts';
import { positionFromJson } from '../../src/cli/json-position.ts';
import { runCli } from './capture.ts';

const json = async (game: string, deal: string): Promise<Record<string, unknown>> => {
  const r = await runCli(['deal', game, deal, '--json']);
  expect(r).toMatchObject({ code: 0, err: '' });
  return JSON.parse(r.out) as Record<string, unknown>;
};

describe('solitaire deal --json', () => {
  it('Big Ben #1: the documented shape, clock in engine order, rows of 3, 56 in the stock', async () => {
    const d = await json('big-ben', '1');
    expect(Object.keys(d)).toEqual(['game', 'deal', 'foundations', 'tableau', 'stock', 'waste']);
    expect(d.game).toBe('big-ben');
    expect(d.deal).toBe('1');
    // 9h, 10h, 11h, 12h, 1h … 8h each start on their base card.
    expect(d.foundations).toEqual([['2C'], ['3H'], ['4S'], ['5D'], ['6C'], ['7H'], ['8S'], ['9D'], ['TC'], ['JH'], ['QS'], ['KD']]);
    const tableau = d.tableau as string[][];
    expect(tableau).toHaveLength(12);
    expect(tableau.every((row) => row.length === 3)).toBe(true);
    expect(tableau[0]).toEqual(['3D', '6C', 'AC']);
    expect(tableau[11]).toEqual(['8C', '8S', '6H']);
    expect(d.stock).toHaveLength(56);
    expect((d.stock as string[]).at(-1)).toBe('TH'); // the next card dealt is the last
    expect(d.waste).toEqual([]);
    const all = [...(d.foundations as string[][]).flat(), ...tableau.flat(), ...(d.stock as string[])];
    expect(all).toHaveLength(104);
    expect(all.every((c) => /^[A2-9TJQK][CSHD]$/.test(c))).toBe(true);
  });

  it('Streets and Alleys #1: FreeCell #1 rows, empty foundations', async () => {
    const d = await json('streets-and-alleys', '1');
    expect(d.game).toBe('streets-and-alleys');
    expect(d.foundations).toEqual([[], [], [], []]);
    const tableau = d.tableau as string[][];
    expect(tableau[0]).toEqual(['JD', 'KD', '2S', '4C', '3S', '6D', '6S']);
    expect(tableau[4]).toEqual(['5D', 'AD', 'JS', '4H', '8H', '6C']);
    expect(tableau.map((r) => r.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    expect(d.stock).toEqual([]);
    expect(d.waste).toEqual([]);
  });

  it.each(GAME_IDS)('%s #617 reads back to the engine position', async (game) => {
    const d = await json(game, '617');
    const back = positionFromJson(d);
    const want = dealPosition(game, '617');
    expect(back.ok && want.ok && back.value).toEqual(want.ok && want.value);
  });

  it('prints the canonical deal number', async () => {
    expect((await json('fortress', '#1,234')).deal).toBe('1234');
    expect((await json('citadel', 'MS7')).deal).toBe('ms7');
  });
});

describe('solitaire deal (text)', () => {
  it('Big Ben: hours on the foundations, numbered rows, the stock and its count', async () => {
    const r = await runCli(['deal', 'big-ben', '1']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Big Ben, deal 1\n/);
    expect(r.out).toMatch(/f0\s+9h\s+2C/);
    expect(r.out).toMatch(/f4\s+1h\s+6C/);
    expect(r.out).toMatch(/f11\s+8h\s+KD/);
    expect(r.out).toMatch(/t0\s+\(3\)\s+3D 6C AC/);
    expect(r.out).toContain('stock: 56 cards');
    expect(r.out).toMatch(/waste: 0/);
  });

  it('castle games: suit-labelled foundations, no stock or waste lines', async () => {
    const r = await runCli(['deal', 'beleaguered-castle', '1']);
    expect(r.out).toMatch(/f0\s+♣\s+AC/);
    expect(r.out).toMatch(/f3\s+♦\s+AD/);
    expect(r.out).toMatch(/t7\s+\(6\)/);
    expect(r.out).not.toContain('stock');
    expect(r.out).not.toContain('waste');
  });

  it('Selective Castle: the cards still to place', async () => {
    const r = await runCli(['deal', 'selective-castle', '1']);
    expect(r.out).toContain('stock: 48 cards (last card is offered next)');
  });
});

describe('solitaire deal: errors', () => {
  it('an unknown game lists the valid ids on stderr, exit 2', async () => {
    const r = await runCli(['deal', 'klondike', '1']);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain('unknown game "klondike"');
    for (const id of GAME_IDS) expect(r.err).toContain(id);
  });

  it.each([['0'], ['abc'], ['ms99999999999']])('deal number %s is refused, exit 2', async (n) => {
    const r = await runCli(['deal', 'big-ben', n]);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/solitaire deal: .*deal number/);
  });

  it('missing arguments and unknown flags, exit 2', async () => {
    expect(await runCli(['deal'])).toMatchObject({ code: 2, err: expect.stringContaining('missing game') });
    expect(await runCli(['deal', 'citadel'])).toMatchObject({ code: 2, err: expect.stringContaining('missing deal number') });
    expect(await runCli(['deal', 'citadel', '1', '--jsn'])).toMatchObject({ code: 2, err: expect.stringContaining('--jsn') });
    expect(await runCli(['deal', 'citadel', '1', '2'])).toMatchObject({ code: 2, err: expect.stringContaining('usage') });
  });

  it('main: help exits 0, no command or an unknown one exits 2', async () => {
    expect(await runCli(['--help'])).toMatchObject({ code: 0, out: expect.stringContaining('solitaire deal') });
    expect((await runCli([])).code).toBe(2);
    expect(await runCli(['shuffle'])).toMatchObject({ code: 2, err: expect.stringContaining('unknown command') });
  });
});
