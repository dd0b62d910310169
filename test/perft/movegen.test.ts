/**
 * The fast generator (movegen.ts: forEachLegalMove, and legalMoves built on it) against the
 * straightforward generator the engine had before it, kept here as the reference: same moves in
 * the same order at every position of random playouts from many deals of every game, with fill
 * dealt the same way. Also: early stop, nesting (perft recurses inside the visitor), a visitor
 * that throws, and the documented `===` sharing of move objects.
 */
import { describe, expect, it } from 'vitest';
import type { Card, GameDef, Move, Position } from '../../src/engine/index.ts';
import {
  clonePosition, dealPosition, forEachLegalMove, foundationAccepts, GAME_IDS, gameDef, hasLegalMove, inPlacement,
  legalMoves, play, rowAccepts, status, unplay, WASTE,
} from '../../src/engine/index.ts';
import { mulberry32 } from '../../src/engine/rng.ts';

/** The engine's first legalMoves, verbatim in substance: every source against every destination. */
function referenceMoves(def: GameDef, pos: Position): Move[] {
  const moves: Move[] = [];
  if (inPlacement(def, pos)) {
    pos.tableau.forEach((row, to) => {
      if (row.length < def.placementMax) moves.push({ kind: 'place', to });
    });
    return moves;
  }
  const push = (from: number): void => {
    const pile = from === WASTE ? pos.waste : pos.tableau[from]!;
    const card = pile[pile.length - 1];
    if (card === undefined) return;
    for (let to = 0; to < def.foundations.length; to++) {
      if (foundationAccepts(def.foundations[to]!, pos.foundations[to]!, card)) moves.push({ kind: 'foundation', from, to });
    }
    for (let to = 0; to < pos.tableau.length; to++) {
      if (to !== from && rowAccepts(def, pos.tableau[to]!, card)) moves.push({ kind: 'tableau', from, to });
    }
  };
  if (def.stockActions) push(WASTE);
  for (let from = 0; from < pos.tableau.length; from++) push(from);
  if (def.stockActions && pos.stock.length > 0) {
    if (pos.tableau.some((r) => r.length < def.minToAccept)) moves.push({ kind: 'fill' });
    moves.push({ kind: 'deal' });
  }
  return moves;
}

/** The engine's first fill: list the short rows, deal one card to each, repeat. */
function referenceFill(def: GameDef, pos: Position): number[] {
  const order: number[] = [];
  for (;;) {
    const short = pos.tableau.flatMap((row, i) => (row.length < def.minToAccept ? [i] : []));
    if (short.length === 0) return order;
    for (const i of short) {
      if (pos.stock.length === 0) return order;
      pos.tableau[i]!.push(pos.stock.pop()!);
      order.push(i);
    }
  }
}


const collect = (def: GameDef, pos: Position): Move[] => {
  const out: Move[] = [];
  forEachLegalMove(pos, (m) => void out.push(m), def);
  return out;
};

const dealOf = (game: string, deal: string): Position => {
  const r = dealPosition(game, deal);
  if (!r.ok) throw new Error(r.message);
  return r.value;
};

/** Big Ben playouts prefer card moves over deals a little, so rows run short and fills happen. */
function pick(moves: readonly Move[], random: () => number): Move {
  const cards = moves.filter((m) => m.kind !== 'deal');
  const from = cards.length && random() < 0.7 ? cards : moves;
  return from[Math.floor(random() * from.length)]!;
}

describe.each(GAME_IDS)('%s: fast generator = reference generator', (game) => {
  const def = gameDef(game);

  it('over random playouts from 40 deals', () => {
    const random = mulberry32(7);
    let positions = 0, fills = 0;
    for (let d = 1; d <= 40; d++) {
      const deal = d <= 30 ? String(d) : String(100000 + d * 7919);
      const pos = dealOf(game, deal);
      const line: { move: Move; undo: ReturnType<typeof play> }[] = [];
      const start = clonePosition(pos);
      for (let ply = 0; ply < 150; ply++) {
        const want = referenceMoves(def, pos);
        expect(legalMoves(pos, def), `${game} ${deal} ply ${ply}`).toEqual(want);
        expect(collect(def, pos)).toEqual(want);
        expect(hasLegalMove(pos, def)).toBe(want.length > 0);
        positions++;
        if (want.length === 0) {
          expect(status(pos, def)).not.toBe('playing');
          break;
        }
        const move = pick(want, random);
        if (move.kind === 'fill') {
          const copy = clonePosition(pos);
          const order = referenceFill(def, copy);
          const undo = play(pos, move, def);
          expect(undo).toEqual(order);
          expect(pos).toEqual(copy);
          line.push({ move, undo });
          fills++;
        } else line.push({ move, undo: play(pos, move, def) });
      }
      for (let k = line.length - 1; k >= 0; k--) unplay(pos, line[k]!.move, line[k]!.undo);
      expect(pos).toEqual(start);
    }
    expect(positions).toBeGreaterThan(200); // Fortress deals block early; the others reach thousands
    if (def.stockActions) expect(fills).toBeGreaterThan(5);
  });
});

describe('forEachLegalMove', () => {
  const def = gameDef('big-ben');
  const pos = dealOf('big-ben', '1');

  it('stops when the visitor returns true, and says so', () => {
    const seen: Move[] = [];
    expect(forEachLegalMove(pos, (m) => (seen.push(m), seen.length === 3), def)).toBe(true);
    expect(seen).toEqual(legalMoves(pos, def).slice(0, 3));
    expect(forEachLegalMove(pos, () => false, def)).toBe(false);
  });

  it('nests: generating inside the visitor does not disturb the outer generation', () => {
    const outer: Move[] = [];
    forEachLegalMove(pos, (m) => {
      outer.push(m);
      const undo = play(pos, m, def);
      expect(collect(def, pos)).toEqual(referenceMoves(def, pos));
      unplay(pos, m, undo);
    }, def);
    expect(outer).toEqual(referenceMoves(def, pos));
  });

  it('recovers after a visitor throws', () => {
    expect(() => forEachLegalMove(pos, () => {
      throw new Error('stop');
    }, def)).toThrow('stop');
    expect(collect(def, pos)).toEqual(referenceMoves(def, pos));
  });

  it('hands out shared, frozen move objects', () => {
    const a = legalMoves(pos, def), b = legalMoves(pos, def);
    expect(a[0]).toBe(b[0]);
    expect(Object.isFrozen(a[0])).toBe(true);
  });
});

describe('a castle position with empty rows', () => {
  it('an empty row takes any top card; Big Ben gaps take none', () => {
    const def = gameDef('beleaguered-castle');
    const pos = dealOf('beleaguered-castle', '5');
    const moved: Card[] = pos.tableau[0]!.splice(0);
    pos.tableau[1]!.push(...moved); // rows are not built here; only the empty row matters
    expect(collect(def, pos)).toEqual(referenceMoves(def, pos));
    expect(collect(def, pos).filter((m) => m.kind === 'tableau' && m.to === 0)).toHaveLength(7);
  });
});
