/**
 * The transposition table of both searches (Big Ben and the castle family): a set of 96-bit
 * position hashes, open addressing, growing by doubling up to a cap. It only ever grows during
 * one search (nothing is evicted), so states on the current path stay in it and cycles are cut.
 * When the cap is reached, `add` reports `full` and the search stops with `unknown`: it never
 * drops states (dropping one could let the search loop on a cycle).
 *
 * 96 bits, of which the table keeps 94 (two carry a tag, for the sets used as small maps): for ten
 * million stored positions the chance that any two collide is about 10^14 / 2^95 ≈ 3 · 10^-15, which
 * is what stands between a hash and an exact key for the `impossible` proofs.
 */
export const ADDED = 0, SEEN = 1, FULL = 2;

/**
 * The cap (log2 of the slots) a set needs to hold `states` positions before it is full (it grows
 * once three quarters full), kept between `minBits` and `maxBits`; `minBits` for no bound.
 */
export function capBitsFor(states: number, minBits: number, maxBits: number): number {
  if (!Number.isFinite(states)) return minBits;
  return Math.min(maxBits, Math.max(minBits, Math.ceil(Math.log2(states / 0.75))));
}

export class HashSet96 {
  private keys: Uint32Array;
  private mask: number;
  private count = 0;
  /**
   * The slots filled since the last `clear`, while they fit (`used.length + 1` once they did not,
   * or the table grew): a set cleared after every small search zeroes only those.
   */
  private readonly used = new Int32Array(4096);
  private usedCount = 0;

  constructor(
    private readonly initialBits = 16,
    private readonly maxBits = 24,
  ) {
    this.keys = new Uint32Array((1 << initialBits) * 3);
    this.mask = (1 << initialBits) - 1;
  }

  get size(): number {
    return this.count;
  }

  /** Empties the set, back to its initial size. */
  clear(): void {
    const keys = this.keys;
    if (this.usedCount <= this.used.length) {
      for (let i = 0; i < this.usedCount; i++) {
        const k = this.used[i]! * 3;
        keys[k] = keys[k + 1] = keys[k + 2] = 0;
      }
    } else if (this.mask + 1 === 1 << this.initialBits) {
      keys.fill(0);
    } else {
      this.keys = new Uint32Array((1 << this.initialBits) * 3);
      this.mask = (1 << this.initialBits) - 1;
    }
    this.count = 0;
    this.usedCount = 0;
  }

  /** Whether the set holds a hash. */
  has(a: number, b: number, c: number): boolean {
    return this.keys[this.slot(a, b, c) * 3] !== 0;
  }

  /** The tag (1–3) a hash was added with, 0 when the set does not hold it. */
  tag(a: number, b: number, c: number): number {
    return this.keys[this.slot(a, b, c) * 3]! & 3;
  }

  /**
   * The slot holding hash (a, b, c), or the empty slot where it would go (linear probing). The
   * first word is stored with its two low bits replaced by the tag (1–3): 0 marks an empty slot.
   */
  private slot(a: number, b: number, c: number): number {
    a = (a & ~3) >>> 0;
    b >>>= 0;
    c >>>= 0;
    const keys = this.keys;
    for (let i = (a ^ (b >>> 7)) & this.mask; ; i = (i + 1) & this.mask) {
      const k = i * 3, x = keys[k]!;
      if (x === 0 || ((x & ~3) >>> 0 === a && keys[k + 1] === b && keys[k + 2] === c)) return i;
    }
  }

  /**
   * Adds a hash with a tag (1–3, which `tag` gives back; a set that only asks `has` leaves it 1);
   * `SEEN` if it was there (its tag unchanged), `FULL` if the table may not grow any more.
   */
  add(a: number, b: number, c: number, tag = 1): number {
    const keys = this.keys, i = this.slot(a, b, c);
    if (keys[i * 3] !== 0) return SEEN;
    if ((this.count + 1) * 4 > (this.mask + 1) * 3) {
      if (!this.grow()) return FULL;
      return this.add(a, b, c, tag);
    }
    const k = i * 3;
    keys[k] = ((a & ~3) | tag) >>> 0;
    keys[k + 1] = b >>> 0;
    keys[k + 2] = c >>> 0;
    this.count++;
    if (this.usedCount < this.used.length) this.used[this.usedCount] = i;
    this.usedCount++;
    return ADDED;
  }

  private grow(): boolean {
    const bits = Math.log2(this.mask + 1) + 1;
    if (bits > this.maxBits) return false;
    const old = this.keys;
    this.keys = new Uint32Array((1 << bits) * 3);
    this.mask = (1 << bits) - 1;
    this.count = 0;
    for (let k = 0; k < old.length; k += 3) if (old[k] !== 0) this.add(old[k]!, old[k + 1]!, old[k + 2]!, old[k]! & 3);
    this.usedCount = this.used.length + 1; // the slots moved
    return true;
  }
}
