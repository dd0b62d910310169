/**
 * Deal numbers and the two generators PySolFC uses, so that deal N here is PySolFC's game N
 * (see shared/design/deals.md). A deal is always derived afresh from its number.
 */
import { err, ok, quote, type Result } from './result.ts';

/** A parsed deal number: `ms` numbers always use the Microsoft generator. */
export interface DealNumber {
  readonly ms: boolean;
  readonly n: bigint;
}

const MS_MAX = (1n << 33n) - 1n;
export const DEAL_MAX = 10n ** 20n;

/** Canonical text of a deal number: `617`, `ms123`. */
export const makeDealNumber = (d: DealNumber): string => (d.ms ? 'ms' : '') + d.n.toString();

/**
 * A deal number as people write it: digits, optionally `ms` first (the Microsoft-style numbers),
 * `#` before and PySolFC's `L` after (a Python long). A separator may stand only between groups
 * of three digits, the same one throughout (`1,000`, `1 000`, `1.000`, `1_000`, `1'000`, and the
 * no-break and thin spaces), so `1.5`, `599.5`, `1 2`, `1-2`, `1,5` and `-1` are refused rather than
 * read as other deals.
 */
const DEAL_TEXT = /^#?(ms)?(\d+|\d{1,3}(?:([,. _'\u00a0\u2009\u202f])\d{3})(?:\3\d{3})*)l?$/;

export function parseDealNumber(text: string): Result<DealNumber> {
  const raw = String(text).trim().toLowerCase();
  const m = DEAL_TEXT.exec(raw);
  const digits = m?.[2]!.replace(/\D/g, '');
  if (!m || !digits || digits.length > 30) {
    return err('ERR_DEAL_NUMBER', `${quote(String(text))} is not a deal number (digits, a separator only between groups of three: 1,000)`);
  }
  const ms = m[1] !== undefined;
  const n = BigInt(digits);
  if (n < 1n) return err('ERR_DEAL_NUMBER', 'deal numbers start at 1');
  if (ms && n > MS_MAX) return err('ERR_DEAL_NUMBER', `ms deal numbers end at ${MS_MAX}`);
  if (!ms && n >= DEAL_MAX) return err('ERR_DEAL_NUMBER', `deal numbers are below ${DEAL_MAX}`);
  return ok({ ms, n });
}

/** A generator of uniform integers in [a, b]. */
export interface RandInt {
  (a: number, b: number): number;
}

/** The Microsoft C runtime LCG as extended by PySolFC for numbers up to 2^33 − 1. */
export function msRandInt(seed: bigint): RandInt {
  const big = seed >= 1n << 32n;
  const high = !big && seed >= 1n << 31n;
  let x = Number(big ? seed - (1n << 32n) : seed);
  const draw = (): number => {
    // x·214013 + 2531011 < 2^51: exact in a double.
    x = (x * 214013 + 2531011) % 8589934592;
    const hi = Math.floor(x / 65536);
    if (big) return (hi & 0xffff) + 1;
    return (hi & 0x7fff) | (high ? 0x8000 : 0);
  };
  return (a, b) => a + (draw() % (b + 1 - a));
}

/** MT19937 seeded as CPython's `random.Random(n)` (init_by_array over n's 32-bit words). */
export class MersenneTwister {
  private readonly mt = new Uint32Array(624);
  private index = 624;

  constructor(seed: bigint) {
    const key: number[] = [];
    let n = seed < 0n ? -seed : seed;
    do {
      key.push(Number(n & 0xffffffffn));
      n >>= 32n;
    } while (n > 0n);
    this.initByArray(key);
  }

  private initGenrand(s: number): void {
    const mt = this.mt;
    mt[0] = s >>> 0;
    for (let i = 1; i < 624; i++) {
      const p = mt[i - 1]! ^ (mt[i - 1]! >>> 30);
      mt[i] = (Math.imul(1812433253, p) + i) >>> 0;
    }
  }

  private initByArray(key: readonly number[]): void {
    const mt = this.mt;
    this.initGenrand(19650218);
    let i = 1, j = 0;
    for (let k = Math.max(624, key.length); k > 0; k--) {
      const p = mt[i - 1]! ^ (mt[i - 1]! >>> 30);
      mt[i] = ((mt[i]! ^ Math.imul(p, 1664525)) + key[j]! + j) >>> 0;
      i++; j++;
      if (i >= 624) { mt[0] = mt[623]!; i = 1; }
      if (j >= key.length) j = 0;
    }
    for (let k = 623; k > 0; k--) {
      const p = mt[i - 1]! ^ (mt[i - 1]! >>> 30);
      mt[i] = ((mt[i]! ^ Math.imul(p, 1566083941)) - i) >>> 0;
      i++;
      if (i >= 624) { mt[0] = mt[623]!; i = 1; }
    }
    mt[0] = 0x80000000;
  }

  private twist(): void {
    const mt = this.mt;
    for (let i = 0; i < 624; i++) {
      const y = (mt[i]! & 0x80000000) | (mt[(i + 1) % 624]! & 0x7fffffff);
      mt[i] = mt[(i + 397) % 624]! ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
    }
    this.index = 0;
  }

  genrandInt32(): number {
    if (this.index >= 624) this.twist();
    let y = this.mt[this.index++]!;
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    return y >>> 0;
  }

  /** CPython's `random()`: 53 random bits in [0, 1). */
  random(): number {
    const a = this.genrandInt32() >>> 5, b = this.genrandInt32() >>> 6;
    return (a * 67108864 + b) / 9007199254740992;
  }
}

export function mtRandInt(seed: bigint): RandInt {
  const mt = new MersenneTwister(seed);
  return (a, b) => a + Math.floor(mt.random() * (b + 1 - a));
}

/** The generator PySolFC uses for a deal number. */
export function randIntFor(d: DealNumber): RandInt {
  return d.ms || d.n < 32000n ? msRandInt(d.n) : mtRandInt(d.n);
}

export const usesMicrosoft = (d: DealNumber): boolean => d.ms || d.n < 32000n;

/** PySolFC's shuffle: for n from the last index down to 1, swap n with randint(0, n). In place. */
export function shuffleInPlace<T>(list: T[], randInt: RandInt): T[] {
  for (let n = list.length - 1; n > 0; n--) {
    const j = randInt(0, n);
    const t = list[n]!;
    list[n] = list[j]!;
    list[j] = t;
  }
  return list;
}

/** The largest deal number "New deal" draws: nine digits, a number a player can read out and type again. */
export const MAX_RANDOM_DEAL = 999_999_999;

/**
 * A fresh random deal number, uniform over 1 to 999,999,999 (all PySolFC deal numbers: below 32000
 * its Microsoft deals, above them its Twister ones). `random01` in [0, 1); a double's 52 bits cover
 * the range without bias worth counting.
 */
export function randomDealNumber(random01: () => number): DealNumber {
  return { ms: false, n: 1n + BigInt(Math.floor(random01() * MAX_RANDOM_DEAL)) };
}

/**
 * mulberry32: a small seeded source of numbers in [0, 1), for reproducible playouts, samples and
 * benchmarks (deals use the PySolFC generators above, never this).
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
