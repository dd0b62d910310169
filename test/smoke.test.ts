import { describe, expect, it } from 'vitest';
import { dealPosition, makeCard } from '../src/engine/index.ts';

describe('Streets and Alleys deal 1', () => {
  it('equals Microsoft FreeCell deal 1', () => {
    const r = dealPosition('streets-and-alleys', '1');
    if (!r.ok) throw new Error(r.message);
    expect(r.value.tableau[0]!.map(makeCard).join(' ')).toBe('JD KD 2S 4C 3S 6D 6S');
    expect(r.value.tableau[4]!.map(makeCard).join(' ')).toBe('5D AD JS 4H 8H 6C');
  });
});
