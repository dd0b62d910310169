/**
 * Command-line options, read one way for every command: `--name value` or `--name=value` for a
 * text option, `--name` alone for a switch. Node's parseArgs reads them (tokens, not strict, so it
 * never throws); the complaints are ours, one line quoting at most a short, escaped excerpt of
 * the argument (parseArgs's own messages repeat the argument whole, twice).
 *
 * Numbers follow one rule everywhere: digits only (`10000`; not `1e4`, `0x10`, `+5` or ` 5`).
 */
import { parseArgs } from 'node:util';
import { quote } from './excerpt.ts';

export type OptionSpec = Record<string, { type: 'string' | 'boolean' }>;
export type OptionValues<O extends OptionSpec> = { [K in keyof O]?: O[K]['type'] extends 'string' ? string : boolean };
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const refuse = (message: string): { ok: false; message: string } => ({ ok: false, message });

/** The options and the positional arguments, or the one line saying what is wrong. */
export function readOptions<O extends OptionSpec>(args: readonly string[], options: O): Checked<{ values: OptionValues<O>; positionals: string[] }> {
  const { tokens } = parseArgs({ args: [...args], options, strict: false, allowPositionals: true, tokens: true });
  const values: Record<string, string | boolean> = {};
  const positionals: string[] = [];
  for (const t of tokens) {
    if (t.kind === 'positional') positionals.push(t.value);
    if (t.kind !== 'option') continue;
    const spec = Object.hasOwn(options, t.name) ? options[t.name] : undefined;
    if (!spec) return refuse(`unknown option ${quote(t.rawName)}`);
    if (spec.type === 'boolean') {
      if (t.inlineValue) return refuse(`${t.rawName} takes no value`);
      values[t.name] = true;
    } else if (t.value === undefined || (!t.inlineValue && t.value.startsWith('-') && t.value !== '-')) {
      return refuse(`${t.rawName} takes a value${t.value === undefined ? '' : `, not the option ${quote(t.value)} (write ${t.rawName}=${quote(t.value)} if you mean it)`}`);
    } else values[t.name] = t.value;
  }
  return { ok: true, value: { values: values as OptionValues<O>, positionals } };
}

/** A whole number written in digits only, from min to max (at most 2^53 − 1). */
export function wholeNumber(name: string, text: string, min = 1, max = Number.MAX_SAFE_INTEGER): Checked<number> {
  const n = /^\d{1,16}$/.test(text) ? Number(text) : NaN;
  if (n >= min && n <= max) return { ok: true, value: n };
  const range = max === Number.MAX_SAFE_INTEGER ? (min === 1 ? 'a positive whole number' : `a whole number of at least ${min}`) : `a whole number from ${min} to ${max}`;
  return refuse(`${name} takes ${range} (digits only), not ${quote(text)}`);
}

/** An optional whole-number option (wholeNumber's rule): undefined when it is not given. */
export const optionalWhole = (name: string, text: string | undefined): Checked<number | undefined> =>
  text === undefined ? { ok: true, value: undefined } : wholeNumber(name, text);

/**
 * The budgets --budget-ms and --max-nodes give a solve (`solve`, `survey`): a node budget alone sets
 * no time limit, so the verdicts, lines and nodes do not depend on the machine's load; neither given,
 * the command's default time.
 */
export function solveBudgets(budgetMs: number | undefined, maxNodes: number | undefined, defaultMs: number): { budgetMs: number | undefined; maxNodes: number | undefined } {
  return { budgetMs: budgetMs ?? (maxNodes === undefined ? defaultMs : undefined), maxNodes };
}

/** A whole number written in digits only, of any size up to 25 digits (deal numbers reach 10^20). */
export const wholeBig = (text: string): bigint | undefined => (/^\d{1,25}$/.test(text) ? BigInt(text) : undefined);
