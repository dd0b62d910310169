/**
 * Puts a survey header on a survey file from before headers (lines like
 * {"deal":1,"verdict":"won","nodes":3439,"ms":408}), so `survey` can resume it and refuse a file of
 * another game. The budget is given in words, since such files were often solved in stages; the
 * solver version is recorded as unknown. Lines are checked first and left as they are.
 *
 *   npx tsx scripts/survey-header.ts <file> <game> --budget "20,000, then 100,000 nodes"
 */
import { adoptSurveyFile } from '../src/cli/survey-file.ts';
import { scriptArgs } from './args.ts';

const { values, positionals, fail } = scriptArgs('survey-header', 'usage: npx tsx scripts/survey-header.ts <file> <game> --budget "<budget in words>"', {
  budget: { type: 'string' },
});
const give = (): never => fail('give the file and its game, in that order');
if (positionals.length > 2) give();
const file = positionals[0] ?? give(), game = positionals[1] ?? give();
const budget = values.budget || fail('give the budget the file was solved at, in words: --budget "…"');
const r = await adoptSurveyFile(file, game, budget);
if (!r.ok) {
  console.error(`survey-header: ${r.message}`);
  process.exit(2);
}
const c = r.value;
console.log(`${file}: header added (${game}); ${c.deals.size} deals${c.bad ? `, ${c.bad} bad lines (${c.badLines.map((b) => `line ${b.line}: ${b.why}`).join('; ')})` : ''}${c.duplicates ? `, ${c.duplicates} repeated deals` : ''}`);
