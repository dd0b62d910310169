/**
 * A survey's stages: the budgets its headers name, in the file's order, each with the deals it
 * settled by verdict (a deal decided by a stage under that stage, an unknown one under its last).
 * `summary` prints them for a file, and `survey` at its end, so a staged survey (`--again unknown`)
 * says which budget decided what.
 */
import type { Verdict } from '../solver/types.ts';
import { policyWords } from './blind-figures.ts';
import { isBlind, type SurveyHeader } from './survey-file.ts';

/** A header's budget in words: its `budget` text, or its limits. */
export function budgetText(h: SurveyHeader): string {
  return h.budget || budgetLimits(h);
}

/**
 * A header's budget as its limits (`no time limit, 10000000 nodes per deal`), its words only when
 * it holds no limit: a CSV row carries this, short and the same for every line of a stage, where the
 * header's sentence on how the stage ran (a few hundred characters) would fill a million rows.
 */
export function budgetLimits(h: SurveyHeader): string {
  if (isBlind(h)) return `played blind: ${policyWords(h.blind)}`;
  if (h.budgetMs === null && h.maxNodes === null && h.budget) return h.budget;
  const parts = [h.budgetMs === null ? 'no time limit' : `${h.budgetMs} ms`, h.maxNodes === null ? 'no node limit' : `${h.maxNodes} nodes`];
  return `${parts.join(', ')} per deal`;
}

export interface Stage extends Record<Verdict, number> {
  budget: string;
}

const VERDICTS: readonly Verdict[] = ['won', 'impossible', 'unknown'];
const thousands = (n: number): string => n.toLocaleString('en-US');

/**
 * What each header's lines settled, counted per header (by identity: a reader hands the same header
 * object for every deal under it), and grouped into stages by budget text only when asked.
 */
export class Stages {
  private readonly counts = new Map<SurveyHeader, Record<Verdict, number>>();

  /** One deal more (`by` 1) or less (−1) settled under header `h`. */
  add(h: SurveyHeader, verdict: Verdict, by: 1 | -1 = 1): void {
    let c = this.counts.get(h);
    if (!c) this.counts.set(h, (c = { won: 0, impossible: 0, unknown: 0 }));
    c[verdict] += by;
  }

  /** The stages of `headers` (a file's, in its order): headers of one budget text are one stage, those that settle no deal too. */
  list(headers: readonly SurveyHeader[]): Stage[] {
    const byText = new Map<string, Stage>();
    for (const h of new Set([...headers, ...this.counts.keys()])) {
      const budget = budgetText(h);
      const st = byText.get(budget) ?? byText.set(budget, { budget, won: 0, impossible: 0, unknown: 0 }).get(budget)!;
      const c = this.counts.get(h);
      if (c) for (const v of VERDICTS) st[v] += c[v];
    }
    return [...byText.values()];
  }

  /** The budgets in words: one line for a survey of one budget, else a line a stage with the deals it settled. */
  lines(headers: readonly SurveyHeader[]): string[] {
    const stages = this.list(headers);
    if (stages.length === 1) return [`  budgets: ${stages[0]!.budget}`];
    return [
      '  budgets, stage by stage, with the deals each settled (an unknown deal under its last stage):',
      ...stages.map((st, i) => {
        const deals = VERDICTS.reduce((n, v) => n + st[v], 0);
        return `    ${i + 1}. ${st.budget}: ${thousands(deals)} deal${deals === 1 ? '' : 's'} (won ${thousands(st.won)}, impossible ${thousands(st.impossible)}, unknown ${thousands(st.unknown)})`;
      }),
    ];
  }
}
