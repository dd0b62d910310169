/** The statistics reader's problem notes (English, from state/stats.ts) in the player's language. */
import type { Lang } from '../state/settings.ts';

const FR: [RegExp, string][] = [
  [/^not JSON$/, 'pas du JSON'],
  [/^not a statistics file$/, 'pas un fichier de statistiques'],
  [/^unknown version$/, 'version inconnue'],
  [/^no games$/, 'aucun jeu'],
  [/^unknown game (.*)$/, 'jeu inconnu $1'],
  [/^bad entry for (.*)$/, 'entrée invalide pour $1'],
  [/^bad (\w+) for (.*)$/, '$1 invalide pour $2'],
  [/^won above played for (.*)$/, 'plus de victoires que de parties pour $1'],
  [/^streak above best for (.*)$/, 'série en cours au-dessus de la meilleure pour $1'],
  [/^IndexedDB unavailable$/, 'IndexedDB indisponible'],
];

export function problemsText(lang: Lang, problems: readonly string[]): string {
  if (lang === 'en') return problems.join(', ');
  return problems.map((p) => FR.reduce((s, [re, fr]) => (re.test(s) ? s.replace(re, fr) : s), p)).join(', ');
}
