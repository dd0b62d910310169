/**
 * Replays every winning line of the survey data through `solitaire replay`'s code
 * (src/cli/survey-replay.ts) and says, a file at a time, how many lines replay to a win, which do
 * not (the deal, and the first illegal move or where the line stops short of a win), and how many
 * deals are marked won with no line to replay (surveys made before they kept the moves).
 * Exit 1 when a line does not replay to a win or a line that says won cannot be read, 2 when a file
 * cannot be read or its game told.
 *
 *   npm run replay:survey [-- [--sample N] [--seed S] [files…]]
 *   npx tsx scripts/replay-survey.ts [--sample N] [--seed S] [files…]
 *
 * Files: every `.jsonl` and `.jsonl.gz` under docs/survey by default. `--sample N` replays N winning
 * lines a file drawn at random, the same ones for the same `--seed` (default 1).
 */
import { join } from 'node:path';
import { replaySurveyFiles, surveyFilesUnder } from '../src/cli/survey-replay.ts';
import { scriptArgs } from './args.ts';

const args = scriptArgs('replay-survey', 'usage: npx tsx scripts/replay-survey.ts [--sample N] [--seed S] [files…]', {
  sample: { type: 'string' },
  seed: { type: 'string' },
});
const count = args.values.sample === undefined ? undefined : args.whole('sample', 0);
const seed = args.whole('seed', 1, 0);
const files = args.positionals.length ? args.positionals : surveyFilesUnder(join(import.meta.dirname, '..', 'docs', 'survey'));
const started = performance.now();
process.exitCode = await replaySurveyFiles(files, count === undefined ? {} : { sample: { count, seed } }, (text, error) => (error ? console.error(text) : console.log(text)));
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
