/**
 * Looking strings up in the current language, with plurals (Intl.PluralRules) and French typography.
 * Each language's table is its own chunk: `loadLang` fetches it, and `t` stays synchronous for the
 * components because the app awaits the table before the first render and before a switch.
 */
import type { Key } from './strings.ts';
import type { Lang } from '../state/settings.ts';
import { importAgain } from '../import-again.ts';

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

type Table = Readonly<Record<Key, string>>;
const tables: Partial<Record<Lang, Table>> = {};
const loading: Partial<Record<Lang, Promise<void>>> = {};

/** Fetches a language's strings once (a failed fetch may be tried again); `t` can then use them. */
export function loadLang(lang: Lang): Promise<void> {
  return (loading[lang] ??= (lang === 'fr' ? importAgain(() => import('./strings-fr.ts')).then((m) => m.fr) : importAgain(() => import('./strings.ts')).then((m) => m.en)).then(
    (table) => void (tables[lang] = table),
    (e: unknown) => {
      delete loading[lang];
      throw e;
    },
  ));
}

const cache: Record<Lang, Map<Key, string>> = { en: new Map(), fr: new Map() };

export function raw(lang: Lang, key: Key): string {
  const hit = cache[lang].get(key);
  if (hit !== undefined) return hit;
  const table = tables[lang];
  if (!table) throw new Error(`The ${lang} strings are not loaded: await loadLang('${lang}') before showing them`);
  const s = lang === 'fr' ? frenchTypography(table[key]) : table[key];
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
