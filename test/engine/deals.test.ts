/**
 * Deal numbers (shared/design/deals.md). The golden file comes from an independent Python
 * reference, scripts/golden/pysol_deals.py, run on CPython's own random.Random:
 *   python3 scripts/golden/pysol_deals.py > test/golden/deals.json
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  dealPosition,
  GAME_IDS,
  makeDealNumber,
  MersenneTwister,
  msRandInt,
  parseDealNumber,
  randomDealNumber,
  MAX_RANDOM_DEAL,
  usesMicrosoft,
  type Position,
} from '../../src/engine/index.ts';
import { cardCounts, deal, texts } from './helpers.ts';

interface Golden {
  game: string;
  deal: string;
  foundations: string[][];
  tableau: string[][];
  stock: string[];
}

const golden = JSON.parse(readFileSync(new URL('../golden/deals.json', import.meta.url), 'utf8')) as Golden[];
const asText = (p: Position) => ({
  foundations: p.foundations.map((f) => texts(f).split(' ').filter(Boolean)),
  tableau: p.tableau.map((r) => texts(r).split(' ').filter(Boolean)),
  stock: texts(p.stock).split(' ').filter(Boolean),
  waste: p.waste,
});

describe('golden deals from the Python reference', () => {
  it('covers every game with deal 1 and Twister-range numbers', () => {
    for (const game of GAME_IDS) {
      const deals = golden.filter((g) => g.game === game).map((g) => g.deal);
      expect(deals).toEqual(expect.arrayContaining(['1', '123456789012', '10000000000000000007', 'ms4294967296']));
    }
  });

  // The reference needs python3 (on every machine of this project); without it the test fails and says so.
  it('is exactly what scripts/golden/pysol_deals.py prints (needs python3)', () => {
    if (spawnSync('python3', ['--version']).status !== 0) throw new Error('python3 is missing: install it (apt-get install -y python3) to check the golden deals');
    const script = new URL('../../scripts/golden/pysol_deals.py', import.meta.url);
    const out = spawnSync('python3', [script.pathname], { encoding: 'utf8' });
    expect(out.stderr).toBe('');
    expect(out.stdout).toBe(readFileSync(new URL('../golden/deals.json', import.meta.url), 'utf8'));
  });

  it.each(golden.map((g) => [g.game, g.deal, g] as const))('%s #%s matches exactly', (game, n, g) => {
    const p = deal(game as Position['game'], n);
    expect(asText(p)).toEqual({ foundations: g.foundations, tableau: g.tableau, stock: g.stock, waste: [] });
    expect(cardCounts(p).every((k) => k === (game === 'big-ben' ? 2 : 1))).toBe(true);
  });
});

describe('Streets and Alleys #1 is Microsoft FreeCell #1', () => {
  it('has FreeCell #1 in its eight rows, bottom → top', () => {
    expect(deal('streets-and-alleys', '1').tableau.map(texts)).toEqual([
      'JD KD 2S 4C 3S 6D 6S',
      '2D KC KS 5C TD 8S 9C',
      '9H 9S 9D TS 4S 8D 2H',
      'JC 5S QD QH TH QS 6H',
      '5D AD JS 4H 8H 6C',
      '7H QC AS AC 2C 3D',
      '7C KH AH 4D JH 8C',
      '5H 3H 3C 7S 7D TC',
    ]);
  });
});

describe('the generators', () => {
  const draws = (n: bigint, k: number): number[] => {
    const r = msRandInt(n);
    return Array.from({ length: k }, () => r(0, 1 << 20)); // a modulus above every draw returns the draw
  };

  it('Microsoft LCG: deal 1 draws 41, 18467, 6334, 26500, 19169', () => {
    expect(draws(1n, 5)).toEqual([41, 18467, 6334, 26500, 19169]);
  });

  it('Microsoft LCG past 2^31 sets bit 0x8000, past 2^32 adds one to 16 bits (values from the Python reference)', () => {
    expect(draws(2n ** 31n, 4)).toEqual([32806, 40487, 54006, 35205]);
    expect(draws(2n ** 31n + 5n, 4)).toEqual([32822, 61461, 45023, 57217]);
    expect(draws(2n ** 32n, 4)).toEqual([39, 7720, 54007, 2438]);
    expect(draws(2n ** 33n - 1n, 4)).toEqual([36, 29740, 36143, 11142]);
  });

  it.each([
    [32000n, [0.3721723162993418, 0.8413318621630471, 0.475447755632031]],
    [123456789012n, [0.37701448538609916, 0.02069602357922562, 0.14040538980009454]],
    [10n ** 19n + 7n, [0.7580403220276763, 0.06037823870915571, 0.8637423192040021]],
    [2n ** 64n + 5n, [0.5105783769365112, 0.8797586528012199, 0.5149365298491138]],
    [10n ** 20n - 1n, [0.4899983975128377, 0.21074077344856224, 0.9639282084222377]],
  ])('Mersenne Twister %s gives CPython random.Random(N).random()', (n, expected) => {
    const mt = new MersenneTwister(n);
    expect([mt.random(), mt.random(), mt.random()]).toEqual(expected);
  });
});

describe('deal number → generator', () => {
  const p = (t: string) => parseDealNumber(t);

  it('uses Microsoft below 32000 and for every ms number, the Twister from 32000', () => {
    const uses = (t: string): boolean => {
      const d = p(t);
      if (!d.ok) throw new Error(d.message);
      return usesMicrosoft(d.value);
    };
    expect([uses('1'), uses('31999'), uses('32000'), uses('ms32000'), uses('ms8589934591')]).toEqual([true, true, false, true, true]);
  });

  it.each(GAME_IDS)('%s: ms1 is deal 1, ms31999 is 31999, ms32000 is not 32000', (game) => {
    expect(deal(game, 'ms1')).toEqual(deal(game, '1'));
    expect(deal(game, 'ms31999')).toEqual(deal(game, '31999'));
    expect(deal(game, 'ms32000')).not.toEqual(deal(game, '32000'));
  });

  it('normalises: "#1,234" = "1 234" = "1_234" = "1.234" = "1\'234" = "1234L" = 1234', () => {
    for (const t of ['#1,234', '1 234', '1_234', '1.234', "1'234", '1\u00a0234', '1234L', '1234l', '  1234  ', '#1234']) {
      expect(p(t)).toEqual({ ok: true, value: { ms: false, n: 1234n } });
    }
    expect(p('1,234,567')).toEqual({ ok: true, value: { ms: false, n: 1234567n } });
    expect(deal('fortress', '#1,234')).toEqual(deal('fortress', '1234'));
    expect(deal('big-ben', '123456789012L')).toEqual(deal('big-ben', '123456789012'));
    expect(p('MS617')).toEqual({ ok: true, value: { ms: true, n: 617n } });
  });

  // Issue 34: these were read as other deals (1.5 as 15, 1-2 as 12, ms-1 as ms1, -1 as 1).
  it('refuses a separator anywhere but between groups of three digits, and signs', () => {
    for (const t of ['1.5', '599.5', '1 2', '1-2', '1,5', 'ms-1', '-1', '+1', '1-234', '1,0000', '1234,567', '1,234.567', '1e3', '0x10', 'ms 617', '#', '']) {
      expect(p(t), t).toMatchObject({ ok: false, error: 'ERR_DEAL_NUMBER' });
    }
  });

  it('writes the canonical text back', () => {
    const canon = (t: string): string => {
      const d = p(t);
      return d.ok ? makeDealNumber(d.value) : d.error;
    };
    expect(['#1,234', 'ms0617', '99999999999999999999', 'ms8589934591'].map(canon)).toEqual([
      '1234',
      'ms617',
      '99999999999999999999',
      'ms8589934591',
    ]);
  });

  it.each(['0', 'abc', '100000000000000000000', 'ms0', 'ms8589934592', '', 'ms', '12a', '1e5', '0x10', '#', '-0', '١٢'])(
    'refuses "%s" with ERR_DEAL_NUMBER',
    (t) => {
      const d = p(t);
      expect(d.ok).toBe(false);
      if (!d.ok) expect(d.error).toBe('ERR_DEAL_NUMBER');
      const pos = dealPosition('big-ben', t);
      expect(pos.ok ? 'ok' : pos.error).toBe('ERR_DEAL_NUMBER');
    },
  );

  it('refuses an unknown game with ERR_UNKNOWN_GAME', () => {
    const r = dealPosition('klondike', '1');
    expect(r.ok ? 'ok' : r.error).toBe('ERR_UNKNOWN_GAME');
  });

  it('derives a deal afresh each time (a restart reproduces the cards)', () => {
    const a = deal('big-ben', '617');
    a.tableau[0]!.pop();
    a.stock.length = 0;
    expect(deal('big-ben', '617')).toEqual(deal('big-ben', '617'));
    expect(deal('big-ben', '617').stock).toHaveLength(56);
  });

  it('draws new random games from 1 to 999,999,999: nine digits at most, a number a player can say', () => {
    expect(randomDealNumber(() => 0)).toEqual({ ms: false, n: 1n });
    expect(randomDealNumber(() => 0.999999999999).n).toBe(999_999_999n);
    expect(MAX_RANDOM_DEAL).toBe(999_999_999);
    for (const r of [0, 1e-9, 0.25, 0.5, 0.75, 0.9999999999]) {
      const text = makeDealNumber(randomDealNumber(() => r));
      expect(text).toMatch(/^[1-9]\d{0,8}$/);
      expect(parseDealNumber(text)).toEqual({ ok: true, value: randomDealNumber(() => r) });
    }
  });

  it('draws uniformly: each of the first and last deals is chosen by an equal slice of the draw', () => {
    const slice = 1 / MAX_RANDOM_DEAL;
    expect(randomDealNumber(() => slice * 0.5).n).toBe(1n);
    expect(randomDealNumber(() => slice * 1.5).n).toBe(2n);
    expect(randomDealNumber(() => 1 - slice * 0.5).n).toBe(999_999_999n);
    expect(randomDealNumber(() => 0.5).n).toBe(500_000_000n);
  });
});
