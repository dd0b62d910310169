/**
 * Merges the last stage of a survey's work file (`survey --again unknown --out WORK`) into a committed
 * survey file, gzipped or not (src/cli/survey-merge.ts): every deal it ran, decided or not, has its
 * earlier line replaced by the stage's, under the stage's header.
 *
 *   npx tsx scripts/merge-stage.ts WORK.jsonl docs/survey/1m/<game>.jsonl.gz [--note "…{n} deals…"] [--skip N] [--keep-moves | --drop-moves]
 *
 * Then update the README's rows (summary.test.ts checks them), docs/cli.md's table of the lines that
 * replay (`npm run replay:survey` gives its figures; survey-replay.test.ts checks them),
 * docs/benchmarks.md and, for the 100,000-deal files, docs/unknowns.md (unknowns-doc.test.ts checks
 * its lists).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { mergeStage } from '../src/cli/survey-merge.ts';
import { scriptArgs } from './args.ts';

const { values, positionals, fail, whole } = scriptArgs(
  'merge-stage',
  'usage: npx tsx scripts/merge-stage.ts <work.jsonl> <committed.jsonl[.gz]> [--note TEXT] [--skip N] [--keep-moves | --drop-moves]',
  { note: { type: 'string' }, skip: { type: 'string' }, 'keep-moves': { type: 'boolean' }, 'drop-moves': { type: 'boolean' } },
);
const give = (): never => fail('give the work file and the committed file, in that order');
if (positionals.length > 2) give();
const work = positionals[0] ?? give(), committed = positionals[1] ?? give();
const skip = whole('skip', 0, 0);
if (values['keep-moves'] && values['drop-moves']) fail('give --keep-moves or --drop-moves, not both');
const moves = values['keep-moves'] ? 'keep' : values['drop-moves'] ? 'drop' : undefined;

/** A file that cannot be read or merged: one line, exit 2 (the arguments were right). */
function stop(message: string): never {
  console.error(`merge-stage: ${message}`);
  process.exit(2);
}
const gz = committed.endsWith('.gz');
let r;
try {
  const bytes = readFileSync(committed);
  r = mergeStage(readFileSync(work, 'utf8'), (gz ? gunzipSync(bytes) : bytes).toString('utf8'), { skip, ...(moves ? { moves } : {}), ...(values.note !== undefined ? { note: values.note } : {}) });
} catch (e) {
  stop((e as Error).message.split('\n')[0]!);
}
if (!r.ok) stop(r.message);
writeFileSync(committed, gz ? gzipSync(r.value.text, { level: 9 }) : r.value.text);
const s = r.value.stage;
console.log(`${committed}: ${s.n} stage lines (won ${s.won}, impossible ${s.impossible}, unknown ${s.unknown}); ${r.value.removed} earlier lines replaced`);
