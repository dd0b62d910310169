/**
 * Replays every winning line in the survey data through `solitaire replay`'s code and says how many
 * ended won; exit 1 if any did not. Lines without moves (the older surveys kept none) are counted.
 *
 *   npx tsx scripts/verify-survey-lines.ts [files…]     (default: docs/survey/**.jsonl{,.gz})
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkSurveyLines } from '../src/cli/survey-lines.ts';

const root = join(import.meta.dirname, '..', 'docs', 'survey');
const found = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? found(join(dir, e.name)) : /\.jsonl(\.gz)?$/.test(e.name) ? [join(dir, e.name)] : []));
const files = process.argv.length > 2 ? process.argv.slice(2) : found(root).sort();
let bad = 0;
for (const file of files) {
  const c = await checkSurveyLines(file);
  bad += c.checked - c.replayed;
  console.log(`${file}: ${c.replayed} of ${c.checked} winning lines replay to a win; ${c.withoutMoves} won lines hold no moves`);
  for (const f of c.failures) console.log(`  deal ${f.deal}: ${f.why}`);
}
process.exitCode = bad ? 1 : 0;
