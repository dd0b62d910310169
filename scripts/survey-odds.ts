/**
 * The survey figures the rule pages quote, read from docs/survey/*.jsonl when the app is built (a
 * Vite plugin serving the module `virtual:survey-odds`), so a new survey updates the pages without
 * anyone copying a number. Files named `<game>.jsonl` or `<game>-<anything>.jsonl` are read (their
 * headers must name that game) and merged by deal: a decided verdict (won, impossible) outranks
 * `unknown`, since it is a proof; a bad line or a contradiction stops the build with its line.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { parseSurveyLine } from '../src/cli/survey-file.ts';
import { GAME_IDS } from '../src/engine/index.ts';
import type { SurveyCounts, SurveyTable } from '../src/web/rules/odds.ts';

export const SURVEY_DIR = resolve(import.meta.dirname, '../docs/survey');

type Verdict = 'won' | 'impossible' | 'unknown';

/** A file's verdicts by deal, read with the survey command's own line reader; any bad line stops the build. */
function readVerdicts(file: string, game: string, into: Map<string, Verdict>): void {
  readFileSync(file, 'utf8').split('\n').forEach((text, i) => {
    if (!text.trim()) return;
    const line = parseSurveyLine(text.replace(/\r$/, ''));
    if (line.kind === 'bad') throw new Error(`${file}:${i + 1}: ${line.why}`);
    if (line.kind === 'header') {
      if (line.header.game !== game) throw new Error(`${file}:${i + 1}: a survey of ${line.header.game}, not ${game}`);
      return;
    }
    const { deal, verdict } = line.record;
    const before = into.get(deal);
    if (before && before !== 'unknown' && verdict !== 'unknown' && before !== verdict) throw new Error(`${file}:${i + 1}: deal ${deal} is both ${before} and ${verdict}`);
    if (!before || before === 'unknown') into.set(deal, verdict);
  });
}

/** Each surveyed game's counts; games with no survey file are left out. */
export function surveyCounts(dir: string = SURVEY_DIR): SurveyTable {
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.jsonl')) : [];
  const out: Record<string, SurveyCounts> = {};
  for (const game of GAME_IDS) {
    // Longest id first is not needed: no game's id followed by '-' starts another's.
    const mine = files.filter((f) => f === `${game}.jsonl` || f.startsWith(`${game}-`)).sort();
    if (mine.length === 0) continue;
    const verdicts = new Map<string, Verdict>();
    for (const f of mine) readVerdicts(join(dir, f), game, verdicts);
    const count = (v: Verdict): number => [...verdicts.values()].filter((x) => x === v).length;
    const deals = [...verdicts.keys()].map(Number);
    out[game] = { deals: verdicts.size, won: count('won'), impossible: count('impossible'), unknown: count('unknown'), first: Math.min(...deals), last: Math.max(...deals) };
  }
  return out as SurveyTable;
}

const ID = 'virtual:survey-odds';

export function surveyOdds(dir: string = SURVEY_DIR): Plugin {
  return {
    name: 'survey-odds',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      if (existsSync(dir)) for (const f of readdirSync(dir)) this.addWatchFile(join(dir, f));
      return `export default ${JSON.stringify(surveyCounts(dir))};\n`;
    },
  };
}
