/**
 * Big Ben solver survey: `npx tsx bench/big-ben.ts [from] [count] [budgetMs] [maxNodes]`.
 * Checks every solution through the engine; prints verdicts, decided %, times and nodes/s.
 */
import { apply, dealPosition, isWon, type Position } from '../src/engine/index.ts';
import { solveBigBen } from '../src/solver/big-ben.ts';

const arg = (i: number, d: number): number => (process.argv[i] === undefined ? d : Number(process.argv[i]));
const from = arg(2, 1), count = arg(3, 100), budgetMs = arg(4, 2000), maxNodes = arg(5, Infinity);
const tally = { won: 0, impossible: 0, unknown: 0 };
const times: number[] = [];
const undecided: number[] = [];
let nodes = 0, ms = 0;
for (let n = from; n < from + count; n++) {
  const r = dealPosition('big-ben', String(n));
  if (!r.ok) throw new Error(r.message);
  const res = solveBigBen(r.value, { budgetMs, maxNodes });
  if (res.verdict === 'won') {
    let p: Position = r.value;
    for (const m of res.moves) p = apply(p, m);
    if (!isWon(p)) throw new Error(`deal ${n}: the solution does not win`);
  }
  tally[res.verdict]++;
  if (res.verdict === 'unknown') undecided.push(n);
  times.push(res.ms);
  nodes += res.nodes;
  ms += res.ms;
  if (process.env.VERBOSE) console.log(n, res.verdict, res.nodes, res.ms, res.moves.length);
}
times.sort((a, b) => a - b);
const decided = tally.won + tally.impossible;
console.log(
  `deals ${from}..${from + count - 1}, budget ${budgetMs} ms: won ${tally.won}, impossible ${tally.impossible}, ` +
    `unknown ${tally.unknown} [${undecided.join(' ')}]; decided ${((100 * decided) / count).toFixed(1)} %; ` +
    `median ${times[count >> 1]} ms, p99 ${times[Math.floor(count * 0.99)]} ms, max ${times[count - 1]} ms; ` +
    `${Math.round(nodes / (ms / 1000 || 1))} nodes/s`,
);
