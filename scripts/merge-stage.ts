/**
 * Merges the last stage of a survey's work file (`survey --again unknown --out WORK`) into a committed
 * survey file, gzipped or not (src/cli/survey-merge.ts): every deal it ran, decided or not, has its
 * earlier line replaced by the stage's, under the stage's header.
 *
 *   npx tsx scripts/merge-stage.ts WORK.jsonl docs/survey/1m/<game>.jsonl.gz [--note "…{n} deals…"] [--skip N] [--keep-moves]
 *
 * Then update the README's rows (summary.test.ts checks them), docs/benchmarks.md and, for the
 * 100,000-deal files, docs/unknowns.md (unknowns-doc.test.ts checks its lists).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { mergeStage } from '../src/cli/survey-merge.ts';

const USAGE = 'usage: npx tsx scripts/merge-stage.ts <work.jsonl> <committed.jsonl[.gz]> [--note TEXT] [--skip N] [--keep-moves]';
let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { note: { type: 'string' }, skip: { type: 'string' }, 'keep-moves': { type: 'boolean' } } });
} catch (e) {
  console.error(`merge-stage: ${(e as Error).message}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = parsed;
const [work, committed] = positionals;
const skip = values.skip === undefined ? 0 : Number(values.skip);
if (!work || !committed || positionals.length > 2 || !Number.isSafeInteger(skip) || skip < 0) {
  console.error(USAGE);
  process.exit(2);
}
const gz = committed.endsWith('.gz');
let r;
try {
  const bytes = readFileSync(committed);
  r = mergeStage(readFileSync(work, 'utf8'), (gz ? gunzipSync(bytes) : bytes).toString('utf8'), { skip, keepMoves: values['keep-moves'] ?? false, ...(values.note !== undefined ? { note: values.note } : {}) });
} catch (e) {
  console.error(`merge-stage: ${(e as Error).message.split('\n')[0]}`);
  process.exit(2);
}
if (!r.ok) {
  console.error(`merge-stage: ${r.message}`);
  process.exit(2);
}
writeFileSync(committed, gz ? gzipSync(r.value.text, { level: 9 }) : r.value.text);
const s = r.value.stage;
console.log(`${committed}: ${s.n} stage lines (won ${s.won}, impossible ${s.impossible}, unknown ${s.unknown}); ${r.value.removed} earlier lines replaced`);
