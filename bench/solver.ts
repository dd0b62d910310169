/**
 * `npm run bench:solver [-- --deals N --nodes M]`: solves a fixed deal set per game on one core and
 * prints, per game, deals decided, total and p99 time, nodes per second, then peak memory and a
 * SHA-256 digest of every verdict and solution. Budgets are node counts, not times, so the digest
 * depends only on the solver's results (like Stockfish's bench signature), never on the machine.
 */
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { dealPosition, makeMove, type GameId } from '../src/engine/index.ts';
import { solve } from '../src/solver/index.ts';
import { quantile } from '../src/solver/stats.ts';

const { values } = parseArgs({ options: { deals: { type: 'string' }, nodes: { type: 'string' }, games: { type: 'string' } } });
const DEALS = Number(values.deals ?? 100);
const NODES = Number(values.nodes ?? 2_000_000);

/** Deals 1 … N of each game; Big Ben is slower per deal, so it gets a tenth of the set. */
const SETS: { game: GameId; deals: number; nodes: number }[] = [
  { game: 'beleaguered-castle', deals: DEALS, nodes: NODES },
  { game: 'streets-and-alleys', deals: DEALS, nodes: NODES },
  { game: 'citadel', deals: DEALS, nodes: NODES },
  { game: 'fortress', deals: DEALS, nodes: NODES },
  { game: 'sham-battle', deals: DEALS, nodes: NODES },
  { game: 'big-ben', deals: Math.max(1, Math.round(DEALS / 10)), nodes: NODES },
];

const wanted = values.games?.split(',');
const digest = createHash('sha256');
let allNodes = 0, allMs = 0;
console.log(`solver bench: deals 1..${DEALS} per castle game, ${NODES} nodes per deal`);
console.log('game                  decided      won  impossible  unknown   total s   p99 ms   knodes/s');
for (const set of SETS.filter((s) => !wanted || wanted.includes(s.game))) {
  const tally = { won: 0, impossible: 0, unknown: 0 };
  const times: number[] = [];
  let nodes = 0;
  for (let deal = 1; deal <= set.deals; deal++) {
    const pos = dealPosition(set.game, String(deal));
    if (!pos.ok) throw new Error(pos.message);
    const t0 = performance.now();
    const r = solve(pos.value, { maxNodes: set.nodes });
    times.push(performance.now() - t0);
    tally[r.verdict]++;
    nodes += r.nodes;
    digest.update(`${set.game} ${deal} ${r.verdict} ${r.moves.map(makeMove).join(' ')}\n`);
  }
  const total = times.reduce((a, b) => a + b, 0);
  allNodes += nodes;
  allMs += total;
  times.sort((a, b) => a - b);
  console.log(
    [
      set.game.padEnd(20),
      `${tally.won + tally.impossible}/${set.deals}`.padStart(9),
      String(tally.won).padStart(8),
      String(tally.impossible).padStart(11),
      String(tally.unknown).padStart(8),
      (total / 1000).toFixed(1).padStart(9),
      quantile(times, 0.99).toFixed(0).padStart(8),
      (nodes / Math.max(1, total)).toFixed(0).padStart(10),
    ].join(' '),
  );
}
const peakMb = process.resourceUsage().maxRSS / 1024;
console.log(`total ${(allMs / 1000).toFixed(1)} s, ${allNodes} nodes, ${(allNodes / Math.max(1, allMs)).toFixed(0)} knodes/s, peak memory ${peakMb.toFixed(0)} MB (max RSS)`);
console.log(`digest sha256 ${digest.digest('hex')}`);
