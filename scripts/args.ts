/**
 * A maintainer script's arguments, read the way every command reads its own (src/cli/options.ts):
 * options by name, numbers in digits only. A refusal is one line naming the script, then its usage,
 * and exit 2, before the script has done any work (some write files in the repository).
 */
import { quote } from '../src/cli/excerpt.ts';
import { readOptions, wholeNumber, type OptionSpec, type OptionValues } from '../src/cli/options.ts';

export interface ScriptArgs<O extends OptionSpec> {
  values: OptionValues<O>;
  positionals: string[];
  /** Refuses: the script's name and `message` on one line, the usage on the next; exit 2. */
  fail(message: string): never;
  /** Option `name`, a whole number of at least `min` (wholeNumber's rule), or `fallback` when it is not given. */
  whole(name: keyof O & string, fallback: number, min?: number): number;
  /** Refuses any argument that is not an option (for scripts that take none). */
  onlyOptions(): void;
}

/** Reads `args` (the script's own by default) against `options`, refusing what they do not allow. */
export function scriptArgs<O extends OptionSpec>(script: string, usage: string, options: O, args: readonly string[] = process.argv.slice(2)): ScriptArgs<O> {
  const fail = (message: string): never => {
    console.error(`${script}: ${message}\n${usage}`);
    process.exit(2);
  };
  const read = readOptions(args, options);
  if (!read.ok) return fail(read.message);
  const { values, positionals } = read.value;
  const whole = (name: keyof O & string, fallback: number, min = 1): number => {
    const text = values[name];
    if (typeof text !== 'string') return fallback;
    const n = wholeNumber(`--${name}`, text, min);
    return n.ok ? n.value : fail(n.message);
  };
  const onlyOptions = (): void => {
    if (positionals.length) fail(`takes no arguments but its options, not ${quote(positionals[0]!)}`);
  };
  return { values, positionals, fail, whole, onlyOptions };
}
