import { describe, expect, it } from 'vitest';
import { apply, gameDef, legalMoves, play, type Move, type Position } from '../../src/engine/index.ts';
import { newSession } from '../../src/web/state/session.ts';
import { backwardTransfers, forwardTransfers } from '../../src/web/state/transfers.ts';
import { parsePile, pileCards } from '../../src/web/state/piles.ts';

const at = (pos: Position, pile: string, i: number) => pileCards(pos, parsePile(pile)!)[i];

describe('animation trips (FLIP plan)', () => {
  it('each trip takes the card from where it was to where it lands', () => {
    const s = newSession('citadel', '5')!;
    const moves: Move[] = legalMoves(s.pos, s.def).slice(0, 1);
    const trips = forwardTransfers(s.pos, s.def, moves);
    const after = moves.reduce(apply, s.pos);
    expect(trips).toHaveLength(1);
    expect(at(after, trips[0]!.toPile, trips[0]!.toIndex)).toBe(at(s.pos, trips[0]!.fromPile, trips[0]!.fromIndex));
    // Undo plays the trip backwards.
    const back = backwardTransfers(after, moves);
    expect(back[0]).toEqual({ fromPile: trips[0]!.toPile, fromIndex: trips[0]!.toIndex, toPile: trips[0]!.fromPile, toIndex: trips[0]!.fromIndex });
  });

  it('a Big Ben fill sends each stock card to its place in the order the engine deals them', () => {
    const def = gameDef('big-ben');
    const s = newSession('big-ben', '617')!;
    const pos = s.pos;
    // Empty two rows' worth of cards by hand to make gaps: move row 0 and row 1 cards to the waste side.
    pos.stock.push(...pos.tableau[0]!.splice(0), ...pos.tableau[1]!.splice(1));
    const trips = forwardTransfers(pos, def, [{ kind: 'fill' }]);
    const after = structuredClone(pos);
    play(after, { kind: 'fill' }, def);
    expect(trips.map((t) => t.toPile)).toEqual(['t0', 't1', 't0', 't1', 't0']);
    for (const t of trips) expect(at(after, t.toPile, t.toIndex)).toBe(at(pos, 'stock', t.fromIndex));
  });
});
