/**
 * A lost game whose losing move is known, for the review's tests (unit and command line): the
 * solver's winning line for k moves, then a legal move the solver proves loses, then legal moves
 * (foundation moves first, never back to a position already met) until none is left.
 */
import { apply, legalMoves, makeMove, status, type GameId, type Move, type Position } from '../../../src/engine/index.ts';
import { solve } from '../../../src/solver/index.ts';
import { deal } from './castle.ts';

export interface LostGame {
  game: GameId;
  deal: number;
  start: Position;
  /** The whole game: k moves of the line, the losing move (number k + 1), then the play to the end. */
  moves: Move[];
  /** Moves of the winning line played before the losing move. */
  k: number;
}

/** Node budget of every solve here: these deals' verdicts come in well under it. */
export const NODES = 300_000;

/**
 * Where the search for k starts: Big Ben's early positions can take the solver its whole budget
 * to decide, so its losing move is looked for from move 50 (found at once on deal 1).
 */
const MIN_K: Partial<Record<GameId, number>> = { 'big-ben': 50 };

const built = new Map<GameId, LostGame>();

/** The first deal and the first k ≥ MIN_K, by deal then k, giving such a game (built once a game). */
export function lostGame(game: GameId): LostGame {
  const known = built.get(game);
  if (known) return known;
  const found = searchLostGame(game, { minK: MIN_K[game] ?? 10 });
  built.set(game, found);
  return found;
}

export interface LostGameSearch {
  /** The first k tried. */
  minK: number;
  /** Deals tried from this one, 30 of them. */
  firstDeal?: number;
  /** The whole game's fewest moves (the bench's 100-move games). */
  minMoves?: number;
}

/** The first deal from `firstDeal` and the first k ≥ minK, by deal then k, giving such a game. */
export function searchLostGame(game: GameId, { minK, firstDeal = 1, minMoves = 0 }: LostGameSearch): LostGame {
  for (let n = firstDeal; n < firstDeal + 30; n++) {
    const start = deal(game, n);
    const line = solve(start, { maxNodes: NODES });
    if (line.verdict !== 'won') continue;
    let pos = start;
    for (let k = 0; k < line.moves.length - 1; k++) {
      if (k >= minK) {
        const found = losingFrom(pos, line.moves[k]!);
        if (found && k + found.length >= minMoves) return { game, deal: n, start, moves: [...line.moves.slice(0, k), ...found], k };
      }
      pos = apply(pos, line.moves[k]!);
    }
  }
  throw new Error(`no lost game found for ${game}`);
}

/** A move other than `next` that the solver proves loses, then play until no legal move is left. */
function losingFrom(pos: Position, next: Move): Move[] | null {
  for (const m of legalMoves(pos)) {
    if (makeMove(m) === makeMove(next)) continue;
    const after = apply(pos, m);
    if (solve(after, { maxNodes: NODES }).verdict !== 'impossible') continue;
    const rest = playOut(after);
    if (rest) return [m, ...rest];
  }
  return null;
}

const seenKey = (p: Position): string => JSON.stringify([p.tableau, p.foundations, p.waste, p.stock.length]);

/** Foundation moves first, never back to a position met; null when that gets stuck before the end. */
function playOut(pos: Position): Move[] | null {
  const seen = new Set([seenKey(pos)]);
  const moves: Move[] = [];
  for (;;) {
    const legal = legalMoves(pos).sort((a, b) => Number(a.kind !== 'foundation') - Number(b.kind !== 'foundation'));
    if (legal.length === 0) return status(pos) === 'lost' ? moves : null;
    const m = legal.find((l) => !seen.has(seenKey(apply(pos, l))));
    if (!m) return null;
    pos = apply(pos, m);
    seen.add(seenKey(pos));
    moves.push(m);
  }
}
