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
  if (h.budget) return h.budget;
  if (isBlind(h)) return `played blind: ${policyWords(h.blind)}`;
  const parts = [h.budgetMs === null ? 'no time limit' : `${h.budgetMs} ms`, h.maxNodes === null ? 'no node limit' : `${h.maxNodes} nodes`];
  return `${parts.join(', ')} per deal`;
}

export interface Stage extends Record<Verdict, number> {
  budget: string;
}

const VERDICTS: readonly Verdict[] = ['won', 'impossible', 'unknown'];
const thousands = (n: number): string => n.toLocaleString('en-US');

/** The stages of a survey, keyed by their budget in words (headers of one budget text are one stage). */
export class Stages {
  private readonly byText = new Map<string, Stage>();

  private stage(budget: string): Stage {
    let st = this.byText.get(budget);
    if (!st) this.byText.set(budget, (st = { budget, won: 0, impossible: 0, unknown: 0 }));
    return st;
  }

  /** Puts the headers' stages in the file's order, those that settle no deal too. */
  order(headers: readonly SurveyHeader[]): void {
    const counted = new Map(this.byText);
    this.byText.clear();
    for (const h of headers) this.stage(budgetText(h));
    for (const [text, st] of counted) Object.assign(this.stage(text), st);
  }

  /** One deal more (`by` 1) or less (−1) settled under header `h`. */
  add(h: SurveyHeader, verdict: Verdict, by: 1 | -1 = 1): void {
    this.stage(budgetText(h))[verdict] += by;
  }

  list(): Stage[] {
    return [...this.byText.values()];
  }

  /** The budgets in words: one line for a survey of one budget, else a line a stage with the deals it settled. */
  lines(): string[] {
    const stages = this.list();
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
