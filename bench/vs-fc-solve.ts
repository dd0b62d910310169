/**
 * `npm run bench:vs-fc-solve [-- --games beleaguered-castle,streets-and-alleys,citadel --from 1
 * --count 200 --budget-ms 10000]`: our solver and Debian's fc-solve on the same deals in one run,
 * one deal at a time on one core each: per game, deals each decides (won / impossible / unknown),
 * total time, and our time over fc-solve's. Each gets the same wall-clock budget a deal (fc-solve
 * is stopped by a timeout, and at 50,000,000 states). fc-solve's "impossible" is its search
 * exhausted short of the state limit, which is not always a proof: deals where the verdicts clash
 * are listed (Beleaguered Castle 67: fc-solve gives up after 9,433 states, our 101-move win replays
 * through the engine). It also counts the deals fc-solve took over a second on, and lists those where
 * ours took over a tenth of its time: on hard deals that tenth is our aim.
 */
import { parseArgs } from 'node:util';
import { dealPosition, gameDef, type GameId } from '../src/engine/index.ts';
import { FC_SOLVE_PRESETS, toFcSolve } from '../src/cli/fc-solve.ts';
import { runFcSolve } from '../src/cli/fc-solve-run.ts';
import { solve } from '../src/solver/index.ts';
import type { Verdict } from '../src/solver/types.ts';

const { values } = parseArgs({ options: { games: { type: 'string' }, from: { type: 'string' }, count: { type: 'string' }, 'budget-ms': { type: 'string' } } });
const games = (values.games ?? 'beleaguered-castle,streets-and-alleys,citadel').split(',') as GameId[];
/** fc-solve's time on a hard deal, where ours aims at a tenth of it. */
const HARD_MS = 1000;
const FROM = Number(values.from ?? 1), COUNT = Number(values.count ?? 200), BUDGET = Number(values['budget-ms'] ?? 10_000);
for (const g of games) if (!FC_SOLVE_PRESETS[g]) throw new Error(`fc-solve has no preset for ${g}; try ${Object.keys(FC_SOLVE_PRESETS).join(', ')}`);

type Tally = Record<Verdict, number> & { ms: number };
const tally = (): Tally => ({ won: 0, impossible: 0, unknown: 0, ms: 0 });
const line = (name: string, t: Tally): string =>
  `  ${name.padEnd(9)} decided ${String(t.won + t.impossible).padStart(4)} (won ${t.won}, impossible ${t.impossible}, unknown ${t.unknown})  ${(t.ms / 1000).toFixed(1)} s`;

console.log(`ours vs fc-solve: deals ${FROM}–${FROM + COUNT - 1}, ${BUDGET} ms a deal each, one deal at a time`);
for (const game of games) {
  const ours = tally(), theirs = tally(), clashes: string[] = [], onlyTheirs: string[] = [];
  // The deals fc-solve took over HARD_MS on, and those of them where ours took over a tenth of its
  // time (below that, starting fc-solve's process weighs more than either search).
  let hard = 0;
  const slow: string[] = [];
  for (let n = FROM; n < FROM + COUNT; n++) {
    const pos = dealPosition(game, String(n));
    if (!pos.ok) throw new Error(pos.message);
    const board = toFcSolve(gameDef(game), pos.value);
    if (!board.ok) throw new Error(board.message);
    const t = await runFcSolve(board.value, FC_SOLVE_PRESETS[game]!, 50_000_000, BUDGET);
    const start = performance.now();
    const o = solve(pos.value, { budgetMs: BUDGET });
    const ms = performance.now() - start;
    ours.ms += ms;
    if (t.ms > HARD_MS) {
      hard++;
      // fc-solve's time on a deal it left undecided is its cap, not what deciding it would take.
      const theirsSaid = t.verdict === 'unknown' ? ', fc-solve undecided' : '';
      if (ms > t.ms / 10) slow.push(`${n} (${(ms / 1000).toFixed(1)} s ${o.verdict} against ${(t.ms / 1000).toFixed(1)} s${theirsSaid})`);
    }
    theirs.ms += t.ms;
    ours[o.verdict]++;
    theirs[t.verdict]++;
    // A win of fc-solve's that ours left undecided can decide the deal: `solitaire replay --fc-solve` checks its line.
    if (o.verdict === 'unknown' && t.verdict === 'won') onlyTheirs.push(String(n));
    if (o.verdict !== t.verdict && o.verdict !== 'unknown' && t.verdict !== 'unknown') clashes.push(`${n} (ours ${o.verdict}, fc-solve ${t.verdict === 'impossible' ? 'search exhausted' : t.verdict})`);
  }
  console.log(`${gameDef(game).names.en}:`);
  console.log(line('ours', ours));
  console.log(line('fc-solve', theirs));
  console.log(`  time ratio ours / fc-solve: ${(ours.ms / Math.max(1, theirs.ms)).toFixed(2)}${clashes.length ? `; verdicts that clash: ${clashes.join(', ')}` : ''}`);
  if (onlyTheirs.length) console.log(`  won by fc-solve, left undecided by ours: ${onlyTheirs.join(', ')} (check its line: solitaire replay --fc-solve, docs/cli.md)`);
  console.log(`  deals fc-solve took over ${HARD_MS / 1000} s on: ${hard}; ours took over a tenth of its time on ${slow.length}${slow.length ? `: ${slow.join(', ')}` : ''}`);
}
