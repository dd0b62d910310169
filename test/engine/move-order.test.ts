/**
 * The documented order of legalMoves (rules.ts), pinned: a UI, a solver and saved hints rely on it.
 * 1. Selective Castle placing: s-t0, s-t1, … only;
 * 2. sources the waste, then rows 0, 1, …; each to foundations 0, 1, …, then rows 0, 1, …;
 * 3. fill (Big Ben with a gap and a stock), then deal.
 */
import { describe, expect, it } from 'vitest';
import { Game, makeMove, type GameId } from '../../src/engine/index.ts';
import { deal, lay, moveTexts, must } from './helpers.ts';

describe('legal move order of deal 1', () => {
  const pinned: Record<GameId, string[]> = {
    'big-ben': ['t1-f4', 't3-f11', 't3-t10', 't6-f6', 't7-f5', 't7-t4', 'deal'],
    'beleaguered-castle': ['t2-t5', 't5-t3', 't6-f2', 't6-t1'],
    'streets-and-alleys': ['t1-t7', 't2-t5', 't6-t1'],
    citadel: ['t2-t5', 't5-t3', 't6-t5'],
    fortress: ['t6-t9', 't7-t9', 't9-t6', 't9-t7'],
    'selective-castle': ['s-t0', 's-t1', 's-t2', 's-t3', 's-t4', 's-t5', 's-t6', 's-t7'],
    'sham-battle': ['t2-t5', 't5-t3', 't6-f2', 't6-t1'],
  };

  it.each(Object.entries(pinned))('%s', (game, moves) => {
    expect(moveTexts(deal(game as GameId, '1'))).toEqual(moves);
  });
});

describe('legal move order with a waste and gaps (Big Ben #1 after a few moves)', () => {
  it('lists the waste first, then rows, then fill, then deal', () => {
    const g = must(Game.create('big-ben', '1'));
    for (const m of ['t1-f4', 't7-t4', 'deal', 'deal', 'deal', 'deal', 'deal', 'deal', 'deal', 'deal']) must(g.move(m));
    const p = g.position();
    expect(p.tableau.map((r) => r.length)).toEqual([3, 2, 3, 3, 4, 3, 3, 2, 3, 3, 3, 3]);
    expect(p.waste).toHaveLength(8);
    expect(g.legalMoves().map(makeMove)).toEqual(['w-f5', 't3-f11', 't3-t10', 't4-f5', 't6-f6', 't7-f1', 'fill', 'deal']);
  });

  it('puts a waste card\'s foundation moves before its row moves', () => {
    const p = lay('big-ben', { t0: 'QD 7S 4C', t1: 'KH 5C', t2: 'QH 9H 4C', waste: '3C', stock: '2D' });
    expect(moveTexts(p)).toEqual(['w-f0', 'w-t0', 'w-t2', 'fill', 'deal']); // t1 is short: it takes nothing
  });
});

describe('legal move order in a castle with an empty row', () => {
  it('gives each source its foundations, then rows in order, the empty row included', () => {
    const p = lay('beleaguered-castle', {
      f0: 'AC', f1: 'AS', f2: 'AH 2H', f3: 'AD',
      t0: 'KC 3H', t1: '', t2: '4S', t3: '2C', t4: 'KD', t5: 'KS', t6: 'KH', t7: '9C',
    });
    expect(moveTexts(p)).toEqual([
      't0-f2', 't0-t1', 't0-t2',
      't2-t1',
      't3-f0', 't3-t0', 't3-t1',
      't4-t1', 't5-t1', 't6-t1', 't7-t1',
    ]);
  });
});
