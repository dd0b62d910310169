/**
 * A rule page: the goal and titled sections of rules, then what it teaches (strategy, a note on its
 * relatives, a glossary). The texts load with the page that shows them, one language at a time.
 */
import type { GameId } from '../../engine/index.ts';
import type { Lang } from '../state/settings.ts';
import type { Key } from './strings.ts';
import { importAgain } from '../import-again.ts';

export interface RulePage {
  readonly goal: string;
  readonly sections: readonly (readonly [string, readonly string[]])[];
}

/**
 * A glossary word: our own, or one of the board's labels (strings.ts), looked up so that the page,
 * the board and the screen reader say the same word; a label's number blank is left out or filled.
 */
export type Term = string | { readonly label: Key; readonly vars?: Readonly<Record<string, string | number>> };
export type GlossaryEntry = readonly [Term, string];

export interface Teaching {
  /** Four to six tips that hold for this game. */
  readonly strategy: readonly string[];
  /** What players usually manage, when a source says so. */
  readonly players?: string;
  /** How this game stands to the others, above the links to their pages. */
  readonly relatedNote?: string;
  readonly glossary: readonly GlossaryEntry[];
}

export interface RuleTexts {
  readonly rules: RulePage;
  readonly teach: Teaching;
}

export async function loadRules(lang: Lang, game: GameId): Promise<RuleTexts> {
  if (lang === 'fr') {
    const [r, t] = await Promise.all([importAgain(() => import('./rules-fr.ts')), importAgain(() => import('./teach-fr.ts'))]);
    return { rules: r.rulesFr[game], teach: t.teachFr[game] };
  }
  const [r, t] = await Promise.all([importAgain(() => import('./rules-en.ts')), importAgain(() => import('./teach-en.ts'))]);
  return { rules: r.rulesEn[game], teach: t.teachEn[game] };
}
