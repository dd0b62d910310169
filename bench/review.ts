/**
 * `npm run bench:review [-- --deals N]`: how long the game review (src/solver/review.ts) takes to
 * name the losing move, asking the solver directly as `solitaire review` does (each position's
 * budget 5 s, the command's default), one core.
 *
 * Castle games (Fortress left out: on deals 1–200 this construction found no 100-move game of it):
 * for each of N deals whose solver line is at least 100 moves, a 100-move game: the
 * line for k moves (k from 30), then a move the solver proves loses, then moves picked by a seeded
 * random walk that never returns to a position, cut at 100 moves (a player playing on after the
 * fatal move; the last position is impossible, so the review asks it, then bisects). Big Ben: the
 * tests' lost games (the line from deal d for k ≥ 50 moves, a losing move, then play to the end).
 * Prints each game's figures and the median per game.
 */
import { parseArgs } from 'node:util';
import { apply, dealPosition, legalMoves, makeMove, type GameId, type Move, type Position } from '../src/engine/index.ts';
import { mulberry32 } from '../src/engine/rng.ts';
import { solve } from '../src/solver/index.ts';
import { quantile } from '../src/solver/stats.ts';
import { reviewGame, type Ask } from '../src/solver/review.ts';
import { searchLostGame } from '../test/solver/support/lost-game.ts';

const { values } = parseArgs({ options: { deals: { type: 'string' } } });
const DEALS = Number(values.deals ?? 5);
const LENGTH = 100;
const BUDGET_MS = 5_000;

const ask: Ask = async (pos) => solve(pos, { budgetMs: BUDGET_MS });
const seenKey = (p: Position): string => JSON.stringify([p.tableau, p.foundations, p.waste]);

/** A 100-move game of this deal whose losing move is move k + 1, or null. */
function castleGame(game: GameId, deal: number): { start: Position; moves: Move[]; k: number } | null {
  const start = dealPosition(game, String(deal));
  if (!start.ok) throw new Error(start.message);
  const line = solve(start.value, { maxNodes: 300_000 });
  if (line.verdict !== 'won' || line.moves.length < LENGTH) return null;
  let pos = start.value;
  for (let k = 0; k < LENGTH - 1; k++) {
    if (k >= 30) {
      for (const m of legalMoves(pos)) {
        if (makeMove(m) === makeMove(line.moves[k]!)) continue;
        const after = apply(pos, m);
        if (solve(after, { maxNodes: 300_000 }).verdict !== 'impossible') continue;
        const walk = randomWalk(after, LENGTH - k - 1, mulberry32(deal));
        if (walk) return { start: start.value, moves: [...line.moves.slice(0, k), m, ...walk], k };
      }
    }
    pos = apply(pos, line.moves[k]!);
  }
  return null;
}

/** `count` moves never returning to a position met, or null when the walk is stuck first. */
function randomWalk(pos: Position, count: number, random: () => number): Move[] | null {
  const seen = new Set([seenKey(pos)]);
  const moves: Move[] = [];
  while (moves.length < count) {
    const fresh = legalMoves(pos).filter((m) => !seen.has(seenKey(apply(pos, m))));
    if (fresh.length === 0) return null;
    const m = fresh[Math.floor(random() * fresh.length)]!;
    pos = apply(pos, m);
    seen.add(seenKey(pos));
    moves.push(m);
  }
  return moves;
}

async function timeReview(label: string, start: Position, moves: Move[], k: number): Promise<number> {
  const t0 = performance.now();
  const r = await reviewGame(start, moves, ask);
  const ms = performance.now() - t0;
  const named = r.losingMove?.index === k + 1 ? `move ${k + 1}` : `WRONG ${JSON.stringify(r.losingMove?.index ?? r.undecided)}`;
  console.log(`  ${label.padEnd(28)} ${String(moves.length).padStart(4)} moves  ${named.padEnd(9)}  ${String(r.asks).padStart(2)} asks  ${ms.toFixed(0).padStart(6)} ms`);
  return ms;
}

const median = (xs: number[]): string => (xs.length ? `${quantile([...xs].sort((a, b) => a - b), 0.5).toFixed(0)} ms` : 'n/a');

console.log(`review bench: time to name the losing move, ${DEALS} games a game, solver budget ${BUDGET_MS} ms a position`);
for (const game of ['beleaguered-castle', 'streets-and-alleys', 'citadel'] as GameId[]) {
  const times: number[] = [];
  for (let deal = 1; times.length < DEALS && deal <= 200; deal++) {
    const g = castleGame(game, deal);
    if (g) times.push(await timeReview(`${game} ${deal}`, g.start, g.moves, g.k));
  }
  console.log(`${game}: median ${median(times)} over ${times.length} games of ${LENGTH} moves`);
}
const bigBen: number[] = [];
for (let first = 1; bigBen.length < DEALS && first <= 100; ) {
  const g = searchLostGame('big-ben', { minK: 50, firstDeal: first });
  bigBen.push(await timeReview(`big-ben ${g.deal}`, g.start, g.moves, g.k));
  first = g.deal + 1;
}
console.log(`big-ben: median ${median(bigBen)} over ${bigBen.length} games`);
