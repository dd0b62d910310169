/**
 * `npx tsx bench/big-ben-nrpa.ts --deals 31700,90794 [--seeds 1,2] [--level 2] [--nodes 3000000]`:
 * runs the nested rollout search (src/solver/big-ben-nrpa.ts) alone on each Big Ben deal with each
 * seed and prints a line each: won (its line replayed through the engine) or not, the most cards
 * home, the nodes and the seconds. How docs/benchmarks.md measured which deals a seed wins.
 */
import { parseArgs } from 'node:util';
import { dealPosition, isLegal, isWon, play } from '../src/engine/index.ts';
import { Nrpa } from '../src/solver/big-ben-nrpa.ts';
import { toMove } from '../src/solver/big-ben-state.ts';

const { values } = parseArgs({
  options: { deals: { type: 'string' }, seeds: { type: 'string' }, level: { type: 'string' }, nodes: { type: 'string' } },
});
const list = (text: string | undefined, what: string): number[] => {
  const xs = (text ?? '').split(',').map(Number);
  if (xs.some((x) => !Number.isInteger(x) || x < 1)) {
    console.error(`big-ben-nrpa: --${what} takes whole numbers from 1, separated by commas`);
    process.exit(2);
  }
  return xs;
};
const deals = list(values.deals, 'deals'), seeds = list(values.seeds ?? '1', 'seeds');
const [level] = list(values.level ?? '2', 'level'), [nodes] = list(values.nodes ?? '3000000', 'nodes');

let won = 0, runs = 0;
for (const deal of deals) {
  const pos = dealPosition('big-ben', String(deal));
  if (!pos.ok) throw new Error(pos.message);
  for (const seed of seeds) {
    const t0 = performance.now();
    const res = new Nrpa(pos.value, seed).run(level!, nodes!, () => false);
    const s = ((performance.now() - t0) / 1000).toFixed(1);
    runs++;
    let verdict = 'not won';
    if (res.moves) {
      const p = structuredClone(pos.value);
      for (const m of res.moves.map(toMove)) {
        if (!isLegal(p, m)) throw new Error(`deal ${deal}, seed ${seed}: an illegal move in the line`);
        play(p, m);
      }
      if (!isWon(p)) throw new Error(`deal ${deal}, seed ${seed}: the line does not end won`);
      verdict = 'won (replayed)';
      won++;
    }
    console.log(`Big Ben ${deal}, seed ${seed}: ${verdict}, best ${res.best} cards home, ${res.nodes} nodes, ${s} s`);
  }
}
console.log(`${won} of ${runs} searches won`);
