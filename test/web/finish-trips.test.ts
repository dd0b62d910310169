/** A solver Finish's cascade: each card flies once, from where it lies to its place home, in the order it goes home. */
import { describe, expect, it } from 'vitest';
import { apply, gameDef, status } from '../../src/engine/index.ts';
import { solve } from '../../src/solver/index.ts';
import { homeTrips } from '../../src/web/finish/trips.ts';
import { pileCards, parsePile } from '../../src/web/state/piles.ts';
import { startPosition } from '../browser/support/board.ts';
import { solve as lineSolve } from '../browser/support/search.ts';

describe('homeTrips', () => {
  it('sends every card left once, straight from its row to its foundation card', () => {
    const def = gameDef('citadel');
    const start = startPosition('citadel', '5');
    const line = lineSolve(start, 50_000)!;
    const before = line.slice(0, 30).reduce(apply, start);
    const r = solve(before, { maxNodes: 30_000 });
    expect(r.verdict).toBe('won');
    expect(r.moves.some((m) => m.kind === 'tableau'), 'a line with moves between rows').toBe(true);
    const after = r.moves.reduce(apply, before);
    expect(status(after, def)).toBe('won');
    const trips = homeTrips(before, def, r.moves);
    const left = before.tableau.reduce((n, row) => n + row.length, 0);
    expect(trips).toHaveLength(left);
    const card = (pos: typeof before, pile: string, i: number): number | undefined => pileCards(pos, parsePile(pile)!)[i];
    for (const t of trips) {
      expect(t.fromPile).toMatch(/^t/);
      expect(card(after, t.toPile, t.toIndex)).toBe(card(before, t.fromPile, t.fromIndex));
    }
    expect(new Set(trips.map((t) => `${t.fromPile}:${t.fromIndex}`)).size).toBe(left);
  });
});
