/**
 * The figures of a survey of Big Ben played blind (`survey big-ben --policy blind`): the share of
 * deals the blind policy won with its Wilson 95 % interval, the time per game, and how many of its
 * losses a solver survey of the same deals (which knows the stock's order) says could be won. The
 * gap between the two is the stock's order, not the play: a player cannot see it.
 *
 * The verdicts knowing the stock come from Big Ben solver surveys: the repository's own by default
 * (docs/survey/big-ben.jsonl, deals 1–10,000 pushed to 10 M nodes, then docs/survey/100k/big-ben.jsonl.gz),
 * or the one `--knowing` names. Over several files a decided verdict outranks `unknown`; files that
 * decide a deal both ways leave it unknown.
 */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { wilson, type SurveySummary } from '../solver/stats.ts';
import type { Verdict } from '../solver/types.ts';
import type { SurveyDeals } from './deal-verdicts.ts';
import { readSurvey, isBlind, type SurveyHeader } from './survey-file.ts';
import type { BlindPolicy } from '../solver/blind-big-ben.ts';
import { shown } from './excerpt.ts';

/** The solver surveys of Big Ben in this checkout, best first. */
const KNOWING_STOCK = ['../../docs/survey/big-ben.jsonl', '../../docs/survey/100k/big-ben.jsonl.gz'].map((p) => fileURLToPath(new URL(p, import.meta.url)));

/** What the solver surveys say of the blind policy's losses. */
export interface LossesKnown {
  /** The files read, as given. */
  files: string[];
  winnable: number;
  impossible: number;
  /** Not decided by any file, or absent from all of them. */
  unknown: number;
}

/** The verdict knowing the stock of each deal, from solver surveys of Big Ben; a one-line refusal for a file that is not one. */
export async function stockVerdicts(files: readonly string[]): Promise<{ ok: true; value: (deal: string) => Verdict | undefined } | { ok: false; message: string }> {
  const read: SurveyDeals[] = [];
  for (const file of files) {
    const c = await readSurvey(file);
    const h = c.headers[0];
    if (!h || h.game !== 'big-ben' || c.headers.some(isBlind)) return { ok: false, message: `${shown(file)} is not a solver survey of Big Ben (it cannot say what knowing the stock wins)` };
    read.push(c.deals);
  }
  return {
    ok: true,
    value: (deal) => {
      let v: Verdict | undefined;
      for (const deals of read) {
        const e = deals.get(deal);
        const w = !e ? undefined : e.conflict ? 'unknown' : e.verdict;
        if (w === undefined || w === 'unknown') v ??= w;
        else if (v === undefined || v === 'unknown') v = w;
        else if (v !== w) return 'unknown';
      }
      return v;
    },
  };
}

/** How the solver surveys' verdicts sort the deals the blind policy lost. */
export function lossesKnown(lost: Iterable<string>, files: string[], verdict: (deal: string) => Verdict | undefined): LossesKnown {
  const k: LossesKnown = { files, winnable: 0, impossible: 0, unknown: 0 };
  for (const deal of lost) {
    const v = verdict(deal);
    if (v === 'won') k.winnable++;
    else if (v === 'impossible') k.impossible++;
    else k.unknown++;
  }
  return k;
}

/** A blind policy in words: "8 sampled stock orders of 20000 nodes each, safe foundation moves first". */
export function policyWords(p: BlindPolicy | undefined): string {
  if (!p) return 'unknown policy';
  return `${p.samples} sampled stock order${p.samples === 1 ? '' : 's'} of ${p.nodesPerSolve} nodes each${p.safeFirst ? ', safe foundation moves first' : ''}`;
}

const pct = (x: number): string => `${(100 * x).toFixed(2)} %`;

/**
 * The figures in words. `s` counts the lost games as `impossible` (survey-file.ts keeps them so);
 * `known` is left out when there was no solver survey to ask.
 */
export function formatBlind(title: string, s: SurveySummary, headers: readonly SurveyHeader[], known?: LossesKnown): string {
  const ci = wilson(s.won, s.deals), lost = s.impossible;
  const lines = [
    `${title}: ${s.deals} deals`,
    `  won ${s.won}, lost ${lost}`,
    `  won ${pct(s.deals ? s.won / s.deals : 0)}, Wilson 95 % interval [${pct(ci.low)}, ${pct(ci.high)}]`,
  ];
  if (known) {
    lines.push(`  the ${lost} losses knowing the stock's order: winnable ${known.winnable}, impossible ${known.impossible}, unknown ${known.unknown} (${known.files.map(shown).join(', ')})`);
  }
  lines.push(`  time per game: median ${s.ms.median} ms, p99 ${s.ms.p99} ms, max ${s.ms.max} ms (total ${(s.ms.total / 1000).toFixed(1)} s)`);
  lines.push(`  policy: ${[...new Set(headers.map((h) => policyWords(h.blind)))].join('; then ')}`);
  return lines.join('\n');
}

/** The same figures as one JSON object (summary --json). */
export function blindJson(game: string, s: SurveySummary, headers: readonly SurveyHeader[], known: LossesKnown | undefined, extra: Record<string, number>): string {
  const ci = wilson(s.won, s.deals);
  return JSON.stringify({
    game,
    policy: 'blind',
    blind: headers.map((h) => h.blind),
    deals: s.deals,
    won: s.won,
    lost: s.impossible,
    share: s.deals ? s.won / s.deals : 0,
    interval: ci,
    lossesKnowingStock: known ? { winnable: known.winnable, impossible: known.impossible, unknown: known.unknown, files: known.files } : null,
    ms: s.ms,
    nodes: s.nodes,
    ...extra,
  });
}

/** The default solver surveys that exist in this checkout, named from the working directory. */
export const defaultKnowing = (): string[] => KNOWING_STOCK.filter((p) => existsSync(p)).map((p) => relative(process.cwd(), p) || p);
