/**
 * Big Ben played blind: a policy that sees only what a player sees (the clock, the piles, the
 * waste, how many cards the stock holds and which ones, since they are the cards not seen
 * elsewhere), never the stock's order, and a function that plays a deal to its end with it.
 *
 * The solver's verdict on Big Ben is "winnable knowing the stock order"; how often a player who
 * cannot see the stock wins is another figure, and this is how we measure it. The policy is the
 * app's hint (hint-big-ben.ts: solve sampled stock orders, play the first move of the most wins),
 * given only the visible position (`visibleView`: the stock's cards sorted, so its order cannot be
 * read) and a random source seeded from what is visible (`visibleSeed`), so a move is a function
 * of what the player sees: shuffling the face-down cards never changes it.
 *
 * The cheap variant plays a safe foundation move (the engine's safe.ts: one no win is lost by)
 * without sampling, and samples fewer orders with smaller solves; its agreement with the hint is
 * measured by bench/big-ben-blind.ts.
 */
import {
  apply,
  isWon,
  legalMoves,
  makeMove,
  safeMoves,
  type Move,
  type Position,
} from '../engine/index.ts';
import { mulberry32 } from '../engine/rng.ts';
import { hintBigBen } from './hint-big-ben.ts';
import { monotonicMs } from './types.ts';

export interface BlindPolicy {
  /** Stock orders sampled per decision (hintBigBen's `samples`). */
  samples: number;
  /** Node budget of each sample's solve. */
  nodesPerSolve: number;
  /** Play a safe foundation move, when there is one, without sampling. */
  safeFirst: boolean;
}

/** The app's hint as it is asked in the web app (hint-big-ben.ts's defaults). */
export const HINT_POLICY: BlindPolicy = { samples: 8, nodesPerSolve: 60_000, safeFirst: false };
/** The cheap variant the blind survey plays (its agreement with HINT_POLICY: docs/benchmarks.md). */
export const CHEAP_POLICY: BlindPolicy = { samples: 8, nodesPerSolve: 20_000, safeFirst: true };

/** The position as a player sees it: the stock's cards in a fixed (sorted) order, not the real one. */
export function visibleView(pos: Position): Position {
  return {
    ...pos,
    foundations: pos.foundations.map((f) => [...f]),
    tableau: pos.tableau.map((r) => [...r]),
    waste: [...pos.waste],
    stock: [...pos.stock].sort((a, b) => a - b),
  };
}

/** A 32-bit hash of what a player sees: piles, foundations, waste and the stock's size. */
export function visibleSeed(pos: Position): number {
  const seen = JSON.stringify([pos.tableau, pos.foundations, pos.waste, pos.stock.length]);
  let h = 2166136261;
  for (let i = 0; i < seen.length; i++) h = Math.imul(h ^ seen.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * The policy's move in a position, reading only its visible view; null when no move is legal.
 * When no sample is won, the first legal move of the fallback order (foundation, fill, deal, then
 * moves between piles): a position no sampled order wins is nearly always lost, and the player
 * still has to play something.
 */
export function blindMove(pos: Position, policy: BlindPolicy = CHEAP_POLICY): Move | null {
  return blindChoices(visibleView(pos), policy).moves[0] ?? null;
}

/** The policy's moves in its order of preference (the first one is blindMove's), from the view, and the nodes its samples spent. */
function blindChoices(view: Position, policy: BlindPolicy): { moves: Move[]; nodes: number } {
  const legal = legalMoves(view);
  // One legal move is the choice whatever the samples say (a win credits it, no win falls back to it).
  if (legal.length <= 1) return { moves: legal, nodes: 0 };
  const ordered = [...legal].sort((a, b) => FALLBACK_RANK[a.kind] - FALLBACK_RANK[b.kind]);
  const safe = policy.safeFirst ? safeMoves(view)[0] : undefined;
  const hint = safe
    ? { move: safe, nodes: 0 }
    : hintBigBen(view, {
        samples: policy.samples,
        nodesPerSolve: policy.nodesPerSolve,
        budgetMs: Number.MAX_SAFE_INTEGER, // node budgets only: the move must not depend on the machine
        random: mulberry32(visibleSeed(view)),
        stopWhenDecided: true, // the same move as all the samples would give, sooner
      });
  const first = hint.move;
  if (first === null) return { moves: ordered, nodes: hint.nodes };
  const key = makeMove(first);
  return { moves: [first, ...ordered.filter((m) => makeMove(m) !== key)], nodes: hint.nodes };
}

const FALLBACK_RANK: Record<Move['kind'], number> = { foundation: 0, fill: 1, deal: 2, tableau: 3, place: 4 };

export interface BlindGame {
  /** `unknown` only when `shouldStop` ended the game before its end. */
  verdict: 'won' | 'lost' | 'unknown';
  /** The moves played, from the deal. */
  moves: Move[];
  /** Nodes the policy's sampled solves spent over the game (a measure of its work that no machine's load changes). */
  nodes: number;
  ms: number;
}

export interface BlindGameOptions {
  policy?: BlindPolicy;
  /** Polled before each move: true ends the game with `unknown`. */
  shouldStop?: () => boolean;
  now?: () => number;
}

/**
 * Plays a Big Ben position to its end with the blind policy. A move that would bring back a
 * position already met is skipped for the policy's next choice (moves between piles can undo each
 * other with two decks, and a player does not go round in circles); the game is lost when no legal
 * move is left that does not repeat a position.
 */
export function playBlind(start: Position, opts: BlindGameOptions = {}): BlindGame {
  const now = opts.now ?? monotonicMs;
  const t0 = now();
  const policy = opts.policy ?? CHEAP_POLICY;
  const seen = new Set<string>([positionKey(start)]);
  const moves: Move[] = [];
  let pos = start, nodes = 0;
  const end = (verdict: BlindGame['verdict']): BlindGame => ({ verdict, moves, nodes, ms: now() - t0 });
  for (;;) {
    if (isWon(pos)) return end('won');
    if (opts.shouldStop?.() === true) return end('unknown');
    let next: Position | undefined;
    const choices = blindChoices(visibleView(pos), policy);
    nodes += choices.nodes;
    for (const m of choices.moves) {
      const after = apply(pos, m);
      const key = positionKey(after);
      if (seen.has(key)) continue;
      seen.add(key);
      moves.push(m);
      next = after;
      break;
    }
    if (next === undefined) return end('lost');
    pos = next;
  }
}

/** What a position is within one game: the stock holds the cards missing elsewhere, in the deal's order. */
const positionKey = (pos: Position): string => JSON.stringify([pos.tableau, pos.foundations, pos.waste, pos.stock.length]);
