/** A rule page: the goal, then titled sections of paragraphs. The texts load with the page that shows them. */
import type { GameId } from '../../engine/index.ts';
import type { Lang } from '../state/settings.ts';

export interface RulePage {
  readonly goal: string;
  readonly sections: readonly (readonly [string, readonly string[]])[];
}

export async function loadRules(lang: Lang, game: GameId): Promise<RulePage> {
  if (lang === 'fr') return (await import('./rules-fr.ts')).rulesFr[game];
  return (await import('./rules-en.ts')).rulesEn[game];
}
