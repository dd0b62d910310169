/**
 * The maintainer scripts read their arguments as the commands do (scripts/args.ts): a wrong one is
 * refused in one line naming the script, then the usage, exit 2, before any work (puzzles.ts,
 * show-me.ts and winnable.ts write files in the repository; none is written here).
 */
import { describe, expect, it } from 'vitest';
import { runScript as run } from './run-script.ts';

describe('the scripts refuse wrong arguments in one line and their usage', () => {
  it.concurrent.each([
    ['merge-stage', ['work.jsonl'], 'give the work file and the committed file, in that order'],
    ['merge-stage', ['work.jsonl', 'survey.jsonl', '--skip', '1e1'], '--skip takes a whole number of at least 0 (digits only), not "1e1"'],
    ['merge-stage', ['work.jsonl', 'survey.jsonl', '--keep-moves', '--drop-moves'], 'give --keep-moves or --drop-moves, not both'],
    ['replay-survey', ['--sample', 'ten'], '--sample takes a positive whole number (digits only), not "ten"'],
    ['replay-survey', ['--seeds', '2'], 'unknown option "--seeds"'],
    ['puzzles', ['--count', '3.5'], '--count takes a positive whole number (digits only), not "3.5"'],
    ['puzzles', ['36'], 'takes no arguments but its options, not "36"'],
    ['show-me', ['--budget-ms', '20s'], '--budget-ms takes a positive whole number (digits only), not "20s"'],
    ['survey-header', ['old.jsonl', 'citadel'], 'give the budget the file was solved at, in words: --budget "…"'],
    ['survey-header', ['old.jsonl'], 'give the file and its game, in that order'],
    ['winnable', ['freecell'], 'unknown game "freecell" (the games: big-ben, beleaguered-castle'],
    ['winnable', ['--extend=yes'], '--extend takes no value'],
    ['winnable', ['--max-deal', '0x10'], '--max-deal takes a positive whole number (digits only), not "0x10"'],
  ])('%s %j', async (script, args, words) => {
    const r = await run(script, args);
    expect(r.code).toBe(2);
    const [first, usage, ...rest] = r.err.trimEnd().split('\n');
    expect(first).toContain(`${script}: ${words}`);
    expect(usage).toMatch(new RegExp(`^usage: npx tsx scripts/${script}\\.ts`));
    expect(rest).toEqual([]);
  });
});
