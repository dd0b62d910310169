// The README's survey table gives Sham Battle and Selective Castle Beleaguered Castle's figures:
// these tests pin the two facts that makes true.
import { describe, expect, it } from 'vitest';
import { dealPosition, gameDef, inPlacement, play, type GameId, type Position } from '../../src/engine/index.ts';

const deal = (game: GameId, n: string): Position => {
  const r = dealPosition(game, n);
  if (!r.ok) throw new Error(r.message);
  return r.value;
};
const NUMBERS = [...Array.from({ length: 40 }, (_, i) => String(i + 1)), '31999', '32000', '123456789012', 'ms3000000000'];

describe('layouts shared with Beleaguered Castle', () => {
  it.each(NUMBERS)('Sham Battle deal %s is Beleaguered Castle deal %s', (n) => {
    const sham = deal('sham-battle', n), castle = deal('beleaguered-castle', n);
    expect(sham.tableau).toEqual(castle.tableau);
    expect(sham.foundations).toEqual(castle.foundations);
  });

  it.each(NUMBERS)('Selective Castle deal %s placed round-robin is Beleaguered Castle deal %s', (n) => {
    const pos = deal('selective-castle', n), def = gameDef('selective-castle');
    for (let k = 0; inPlacement(def, pos); k++) play(pos, { kind: 'place', to: k % def.rows }, def);
    const castle = deal('beleaguered-castle', n);
    expect(pos.tableau).toEqual(castle.tableau);
    expect(pos.foundations).toEqual(castle.foundations);
  });
});
