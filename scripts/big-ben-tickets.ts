/**
 * Scans the solver's Big Ben tickets (big-ben.ts's beamTickets, which beamPlan gives past its weight
 * sets: ticket k here is the solver's k-th) on hard deals, each a beam alone under a node
 * cap: what the solver's schedule would reach only past 1,000,000,000 nodes a deal, in minutes. It
 * prints one JSON line a beam and can go on from any ticket (`--from`), so a scan stopped is
 * resumed by starting where it stopped. A win is checked move by move through the engine and
 * written as a game record, `big-ben-<deal>-ticket-<k>.txt`, that `solitaire replay` reads.
 *
 *   npx tsx scripts/big-ben-tickets.ts 169 17554 --from 49 --to 80 [--max-nodes 40000000] [--out DIR]
 *
 * Which tickets were scanned on which deals, and what they found: docs/unknowns.md.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dealPosition, makeRecord, RULES_VERSION } from '../src/engine/index.ts';
import { beamSearch } from '../src/solver/big-ben-beam.ts';
import { beamTickets } from '../src/solver/big-ben.ts';
import { toMove } from '../src/solver/big-ben-state.ts';
import { checkWin } from '../src/solver/node/solve-deal.ts';
import { scriptArgs } from './args.ts';

const { values, positionals, fail, whole } = scriptArgs(
  'big-ben-tickets',
  'usage: npx tsx scripts/big-ben-tickets.ts <deal…> --from K --to K [--max-nodes N] [--out DIR]',
  { from: { type: 'string' }, to: { type: 'string' }, 'max-nodes': { type: 'string' }, out: { type: 'string' } },
);
if (positionals.length === 0) fail('give one deal number or more, such as 169 17554');
if (values.from === undefined || values.to === undefined) fail('give the tickets to scan, --from K --to K');
const from = whole('from', 1);
const to = whole('to', from, from);
const maxNodes = whole('max-nodes', 40_000_000);
const out = values.out ?? '.';
const deals = positionals.map((text) => {
  const pos = dealPosition('big-ben', text);
  return { text, pos: pos.ok ? pos.value : fail(pos.message) };
});

let k = 0;
for (const { width, weights } of beamTickets()) {
  if (++k > to) break;
  if (k < from) continue;
  for (const deal of deals) {
    const t0 = performance.now();
    const beam = beamSearch(deal.pos, width, maxNodes, () => false, weights);
    const ms = Math.round(performance.now() - t0);
    console.log(JSON.stringify({ deal: deal.text, ticket: k, width, weights, won: beam.moves !== undefined, nodes: beam.nodes, ms }));
    if (beam.moves === undefined) continue;
    const moves = beam.moves.map(toMove);
    checkWin(deal.pos, moves, deal.text);
    const file = join(out, `big-ben-${deal.text}-ticket-${k}.txt`);
    writeFileSync(file, makeRecord({ game: 'big-ben', deal: deal.text, rules: RULES_VERSION, moves }));
    console.log(`deal ${deal.text}: won by ticket ${k} in ${moves.length} moves, written to ${file}`);
  }
}
