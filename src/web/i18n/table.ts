/** A lookup for a feature's own string table (loaded with the feature), in the house style of `t`. */
import { frenchTypography, type Vars } from './index.ts';
import type { Lang } from '../state/settings.ts';

export function translator<K extends string>(en: Record<K, string>, fr: Record<K, string>): (lang: Lang, key: K, vars?: Vars) => string {
  return (lang, key, vars = {}) =>
    (lang === 'fr' ? frenchTypography(fr[key]) : en[key]).replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}
