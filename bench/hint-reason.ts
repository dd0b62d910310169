/**
 * `npx tsx bench/hint-reason.ts [--deals N]`: what a castle hint's reason costs in the worker
 * (src/web/search/jobs.ts): after the search finds the hint's move, the proofs that every other legal
 * move loses (search/only-move.ts) before the hint may say "the only move that keeps the game winnable".
 * For the first N won deals (of 1–50) of each castle game, at every position of the solver's winning
 * line: the search's time, the proofs' time, how often every other move was proved lost, and how often
 * the proofs ran out of their time (PROOF_MS) before deciding. One core, as the worker runs.
 */
import { parseArgs } from 'node:util';
import { apply, dealPosition, type GameId } from '../src/engine/index.ts';
import { solve } from '../src/solver/index.ts';
import { hintReason, type ReasonKind } from '../src/solver/reason.ts';
import { quantile } from '../src/solver/stats.ts';
import { othersProvedLost, PROOF_MS } from '../src/web/search/only-move.ts';

const { values } = parseArgs({ options: { deals: { type: 'string' } } });
const DEALS = Number(values.deals ?? 5);
const GAMES: readonly GameId[] = ['beleaguered-castle', 'streets-and-alleys', 'citadel', 'fortress'];
const HINT_MS = 3000;

const ms = (xs: number[], q: number): string => (xs.length ? quantile([...xs].sort((a, b) => a - b), q).toFixed(1) : '–');

function bench(game: GameId): void {
  const search: number[] = [], proofs: number[] = [];
  const kinds = new Map<ReasonKind, number>();
  let capped = 0, deals = 0;
  for (let deal = 1; deal <= 50 && deals < DEALS; deal++) {
    const start = dealPosition(game, String(deal));
    if (!start.ok) throw new Error(start.message);
    const line = solve(start.value, { budgetMs: 10_000 });
    if (line.verdict !== 'won') continue;
    deals++;
    let pos = start.value;
    for (const step of line.moves) {
      const t0 = performance.now();
      const r = solve(pos, { budgetMs: HINT_MS });
      const t1 = performance.now();
      const first = r.moves[0];
      if (r.verdict === 'won' && first) {
        const until = Date.now() + PROOF_MS;
        const lost = othersProvedLost(pos, first, { until, shouldStop: () => false });
        const t2 = performance.now();
        if (Date.now() >= until) capped++;
        search.push(t1 - t0);
        proofs.push(t2 - t1);
        const kind = hintReason(pos, first, { othersLost: lost }).kind;
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      }
      pos = apply(pos, step);
    }
  }
  const share = [...kinds].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ');
  console.log(`| ${game} | ${deals} | ${search.length} | ${ms(search, 0.5)} / ${ms(search, 0.9)} | ${ms(proofs, 0.5)} / ${ms(proofs, 0.9)} / ${ms(proofs, 1)} | ${capped} | ${share} |`);
}

console.log(`| game | deals | hints | search ms, median / p90 | proofs ms, median / p90 / max | proofs out of time (${PROOF_MS} ms) | reasons |`);
console.log('|---|---|---|---|---|---|---|');
for (const game of GAMES) bench(game);
