/**
 * Safe auto-moves (src/engine/safe.ts). The rule: whenever P is winnable and m is in safeMoves(P),
 * apply(P, m) is winnable. The search tests below try to break it on many small endgames, and count
 * what they checked so that they cannot pass vacuously.
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  GAME_IDS,
  legalMoves,
  makeMove,
  makePosition,
  safeMoves,
  type Position,
} from '../../src/engine/index.ts';
import { deal, lay, seeded } from './helpers.ts';
import { bigBenEndgame, castleEndgame, explore, solve, stateKey, winnableAfter } from './search.ts';

const safeTexts = (p: Position): string[] => safeMoves(p).map(makeMove);
const CASTLES = GAME_IDS.filter((g) => g !== 'big-ben');
const LOW_HOME = { f0: 'AC 2C 3C 4C', f1: 'AS 2S 3S 4S', f2: 'AH 2H 3H 4H', f3: 'AD 2D 3D 4D' };

describe('the classic cases are recognised', () => {
  it('Beleaguered Castle: a 2 goes home at once (its builders, the aces, start home)', () => {
    expect(safeTexts(lay('beleaguered-castle', { f0: 'AC', f1: 'AS', f2: 'AH', f3: 'AD', t0: 'KH 2C', t4: '2D' }))).toEqual(['t0-f0', 't4-f3']);
  });

  it.each(CASTLES.filter((g) => g !== 'fortress'))('%s: a 5 goes home once all four 4s are home, not before', (game) => {
    expect(safeTexts(lay(game, { ...LOW_HOME, t0: 'KH 5C' }))).toEqual(['t0-f0']);
    const p = lay(game, { ...LOW_HOME, f3: 'AD 2D 3D', t0: 'KH 5C', t1: '4D' });
    expect(legalMoves(p).map(makeMove)).toContain('t0-f0');
    expect(safeTexts(p)).toEqual(['t1-f3']); // the 4♦ may still want the 5♣; the 4♦ itself is safe
  });

  it('Streets and Alleys: an ace is always safe', () => {
    expect(safeTexts(lay('streets-and-alleys', { t0: '9H AC', t5: 'AD' }))).toEqual(['t0-f0', 't5-f3']);
  });

  it('Fortress: only a king is safe, since rows also build up', () => {
    const p = lay('fortress', { f0: 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC', f2: 'AH 2H 3H 4H 5H', t0: 'KC', t1: '6H' });
    expect(legalMoves(p).map(makeMove)).toEqual(expect.arrayContaining(['t0-f0', 't1-f2']));
    expect(safeTexts(p)).toEqual(['t0-f0']);
  });

  describe('Big Ben: the other copy home, and the source keeps 3 cards', () => {
    // 3♣ belongs to 9h (f0, 2♣ … 9♣) and 5h (f8, 10♣ … 5♣); one copy is already home on f0.
    const base = { f0: '2C 3C', f8: 'TC JC QC KC AC 2C' };

    it('sends the second 3♣ home from a pile of 4 or from the waste', () => {
      expect(safeTexts(lay('big-ben', { ...base, t0: 'QD 7S 3H 3C' }))).toEqual(['t0-f8']);
      expect(safeTexts(lay('big-ben', { ...base, waste: '3C' }))).toEqual(['w-f8']);
    });

    it('not from a pile of 3 (it would open a gap and change where the next fill deals)', () => {
      const p = lay('big-ben', { ...base, t0: 'QD 7S 3C' });
      expect(legalMoves(p).map(makeMove)).toContain('t0-f8');
      expect(safeTexts(p)).toEqual([]);
    });

    it('not while the other copy is out: the player chooses between two hours', () => {
      const p = lay('big-ben', { f0: '2C', f8: 'TC JC QC KC AC 2C', t0: 'QD 7S 3H 3C' });
      expect(legalMoves(p).map(makeMove).filter((t) => t.startsWith('t0-f'))).toEqual(['t0-f0', 't0-f8']);
      expect(safeTexts(p)).toEqual([]);
    });
  });

  it('offers nothing during Selective Castle\'s placing, nor from a fresh deal where nothing fits', () => {
    expect(safeMoves(deal('selective-castle', '1'))).toEqual([]);
    expect(safeMoves(deal('big-ben', '1'))).toEqual([]);
  });
});

describe('a harmful foundation move exists, so the search can tell (the tests have teeth)', () => {
  // 5♣ home leaves the 4♦ nowhere to go and the 3♦ buried; 4♦ onto 5♣ first wins.
  const trap = {
    f0: 'AC 2C 3C 4C', f1: 'AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS', f2: 'AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH', f3: 'AD 2D',
    t0: 'KC 5C', t1: '3D 4D', t2: 'TC 6C 7D', t3: '5D 9D', t4: 'JC 8C JD', t5: 'QC TD QD KD', t6: '6D 7C', t7: '8D 9C',
  };

  it.each(CASTLES.filter((g) => g !== 'fortress'))('%s: the 5♣ is legal, harmful, and not called safe', (game) => {
    const p = lay(game, trap);
    const memo = new Map<string, boolean>();
    expect(solve(p, 100_000, memo)).toBeTruthy();
    expect(solve(apply(p, { kind: 'foundation', from: 0, to: 0 }), 100_000, memo)).toBe(false);
    expect(safeTexts(p)).toEqual([]);
  });
});

describe('Big Ben: a harmful foundation move found by the search is not called safe', () => {
  // 4♠ to 7h (f10): its builder 3♠ has a copy still out (f6 wants it), so the rule declines.
  const found = {
    f0: '2C 3C 4C 5C 6C 7C', f1: '3H 4H 5H 6H 7H 8H 9H TH', f2: '4S 5S 6S 7S 8S 9S', f3: '5D 6D 7D 8D 9D TD JD',
    f4: '6C 7C 8C 9C TC JC QC KC AC', f5: '7H 8H 9H TH JH QH KH AH 2H', f6: '8S 9S TS JS QS KS AS',
    f7: '9D TD JD QD KD AD 2D 3D', f8: 'TC JC QC KC AC 2C 3C 4C 5C', f9: 'JH QH KH AH 2H 3H 4H 5H',
    f10: 'QS KS AS 2S 3S', f11: 'KD AD 2D 3D 4D 5D 6D 7D 8D',
    t1: '9C 5S 8C', t3: '7S JS 6S', t6: 'TS 2S 3S QD', t9: '4S', stock: '6H', waste: '4D',
  };

  it('t9-f10 is legal, loses, and is not safe', () => {
    const p = lay('big-ben', found);
    const memo = new Map<string, boolean>();
    expect(solve(p, 100_000, memo)).toBeTruthy();
    expect(solve(apply(p, { kind: 'foundation', from: 9, to: 10 }), 100_000, memo)).toBe(false);
    expect(safeTexts(p)).not.toContain('t9-f10');
  });
});

interface Tally {
  checked: number;
  positions: number;
  harmful: number;
  undecided: number;
}

/** Explores every reachable position: each winnable one's safe moves must keep it winnable. */
function checkWhole(root: Position, cap: number, tally: Tally): void {
  const g = explore(root, cap);
  if (!g) {
    tally.undecided++;
    return;
  }
  for (const [key, p] of g.positions) {
    if (!g.winnable.has(key)) continue;
    tally.positions++;
    const safe = new Set(safeTexts(p));
    for (const m of legalMoves(p)) {
      if (m.kind !== 'foundation') continue;
      const wins = winnableAfter(g, p, m);
      if (safe.has(makeMove(m))) {
        tally.checked++;
        if (!wins) expect.fail(`safe ${makeMove(m)} loses from\n${makePosition(p)}`);
      } else if (!wins) tally.harmful++;
    }
  }
}

describe('safe moves never turn a winnable position into a lost one', () => {
  it('Big Ben endgames, every reachable position searched exhaustively', () => {
    const rand = seeded(3);
    const tally: Tally = { checked: 0, positions: 0, harmful: 0, undecided: 0 };
    for (let i = 0; i < 150; i++) {
      const root = bigBenEndgame(rand, 8 + (i % 10), i % 6, i % 4);
      checkWhole(root, 20_000, tally);
    }
    expect(tally.undecided).toBeLessThan(15);
    expect(tally.checked).toBeGreaterThan(50_000);
    expect(tally.harmful).toBeGreaterThan(0); // some foundation moves do lose: the search can see it
  });

  it.each(CASTLES)('%s: small endgames, every reachable position searched exhaustively', (game) => {
    const rand = seeded(52 + 13 * GAME_IDS.indexOf(game));
    const tally: Tally = { checked: 0, positions: 0, harmful: 0, undecided: 0 };
    for (let i = 0; i < 4; i++) checkWhole(castleEndgame(game, rand, 6 + (i % 2)), 5_000, tally);
    expect(tally.undecided).toBe(0);
    expect(tally.checked).toBeGreaterThan(game === 'fortress' ? 200 : 500);
  });

  it.each(CASTLES)('%s: larger endgames, along winning lines', (game) => {
    const rand = seeded(7 + 13 * GAME_IDS.indexOf(game));
    const memo = new Map<string, boolean>();
    const tally: Tally = { checked: 0, positions: 0, harmful: 0, undecided: 0 };
    for (let i = 0; i < 25; i++) {
      const line = solve(castleEndgame(game, rand, 14 + (i % 4) * 4), 20_000, memo);
      if (!line) continue;
      for (const p of line) {
        tally.positions++;
        for (const m of safeMoves(p)) {
          tally.checked++;
          const after = solve(apply(p, m), 20_000, memo);
          if (after === undefined) tally.undecided++;
          else if (!after) expect.fail(`safe ${makeMove(m)} loses from\n${makePosition(p)}`);
        }
      }
    }
    expect(tally.checked).toBeGreaterThan(game === 'fortress' ? 50 : 100);
    expect(tally.undecided).toBeLessThanOrEqual(tally.checked / 20);
  });
});

describe('the search helper itself', () => {
  it('keys castle positions up to row order, Big Ben positions with it', () => {
    const a = lay('beleaguered-castle', { t0: 'KH', t1: 'QS' }), b = lay('beleaguered-castle', { t0: 'QS', t3: 'KH' });
    expect(stateKey(a)).toBe(stateKey(b));
    const c = lay('big-ben', { t0: 'KH' }), d = lay('big-ben', { t1: 'KH' });
    expect(stateKey(c)).not.toBe(stateKey(d));
  });

  it('knows a won position, a stuck one and a one-move win', () => {
    const memo = new Map<string, boolean>();
    const all = { f0: 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC', f1: 'AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS', f2: 'AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH', f3: 'AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD' };
    expect(solve(lay('beleaguered-castle', { ...all, t0: 'KC' }), 10, memo)).toHaveLength(2);
    const rows = ['KC QC 2C 3C', 'KS QS 2S 3S', 'JC 4C 5C', 'JS 4S 5S', 'TC 6C 7C', 'TS 6S 7S', '8C 9C', '8S 9S'];
    const stuck = lay('beleaguered-castle', { ...all, f0: 'AC', f1: 'AS', ...Object.fromEntries(rows.map((r, i) => [`t${i}`, r])) });
    expect(solve(stuck, 100, memo)).toBe(false);
    expect(memo.get(stateKey(stuck))).toBe(false);
  });
});
