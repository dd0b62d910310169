/** Looking strings up in the current language, with plurals (Intl.PluralRules) and French typography. */
import { en, fr, type Key } from './strings.ts';
import type { Lang } from '../state/settings.ts';

/**
 * French puts a narrow no-break space before : ; ! ? and inside « » (and before %), and a no-break
 * space between a number and "h" ("3 h", or a "{hour} h" still to be filled) so an hour never breaks
 * across lines. Running it twice changes nothing.
 */
export function frenchTypography(s: string): string {
  return s
    .replace(/[ \u202f]?([:;!?])(?=\s|$|\))/g, '\u202f$1')
    .replace(/«[ \u202f]?/g, '«\u202f')
    .replace(/[ \u202f]?»/g, '\u202f»')
    .replace(/[ \u202f]%/g, '\u202f%')
    .replace(/(\d|\{\w+\}) h\b/g, '$1\u00a0h');
}

const cache: Record<Lang, Map<Key, string>> = { en: new Map(), fr: new Map() };

export function raw(lang: Lang, key: Key): string {
  const hit = cache[lang].get(key);
  if (hit !== undefined) return hit;
  const s = lang === 'fr' ? frenchTypography(fr[key]) : en[key];
  cache[lang].set(key, s);
  return s;
}

export type Vars = Record<string, string | number>;

export function t(lang: Lang, key: Key, vars: Vars = {}): string {
  return raw(lang, key).replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}

const plurals: Partial<Record<Lang, Intl.PluralRules>> = {};

/** `{n} move(s)` by the language's own plural rules (French: 0 and 1 are singular). */
export function plural(lang: Lang, base: 'movesN' | 'cards', n: number): string {
  const rules = (plurals[lang] ??= new Intl.PluralRules(lang));
  const form = rules.select(n) === 'one' ? 'one' : 'other';
  return t(lang, `${base}_${form}` as Key, { n });
}
