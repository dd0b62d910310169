/**
 * An exact set of byte-string keys, compact enough for millions of search states: the keys live
 * back to back in one growing byte arena (a length byte, then the key), and an open-addressing
 * table holds each key's arena offset and 32-bit hash. About 12 bytes of table plus the key per
 * state, against ~200 bytes for a JavaScript Set of strings. Keys are compared in full on a hash
 * match, so the set never confuses two states (a proof of impossibility depends on that).
 */
export class KeySet {
  private arena = new Uint8Array(1 << 22);
  private used = 0;
  private offsets = new Int32Array(1 << 16);
  private hashes = new Int32Array(1 << 16);
  private mask = (1 << 16) - 1;
  size = 0;

  /** Adds key[0..len) (len < 256); false when it was already present. */
  add(key: Uint8Array, len: number): boolean {
    const h = hashBytes(key, len);
    for (let i = h & this.mask; ; i = (i + 1) & this.mask) {
      const off = this.offsets[i]!;
      if (off === 0) {
        this.insertAt(i, h, key, len);
        return true;
      }
      if (this.hashes[i] === h && this.equals(off - 1, key, len)) return false;
    }
  }

  /** Bytes held by the arena and the table (for memory reports). */
  get bytes(): number {
    return this.arena.byteLength + this.offsets.byteLength * 2;
  }

  private equals(at: number, key: Uint8Array, len: number): boolean {
    const a = this.arena;
    if (a[at] !== len) return false;
    for (let k = 0; k < len; k++) if (a[at + 1 + k] !== key[k]) return false;
    return true;
  }

  private insertAt(slot: number, h: number, key: Uint8Array, len: number): void {
    if (this.used + len + 1 > this.arena.length) {
      // Grow by half: at millions of states a doubling would overshoot by hundreds of megabytes.
      const bigger = new Uint8Array(Math.max(Math.ceil(this.arena.length * 1.5), this.used + len + 1));
      bigger.set(this.arena.subarray(0, this.used));
      this.arena = bigger;
    }
    this.arena[this.used] = len;
    this.arena.set(key.subarray(0, len), this.used + 1);
    this.offsets[slot] = this.used + 1;
    this.hashes[slot] = h;
    this.used += len + 1;
    if (++this.size * 4 > this.offsets.length * 3) this.grow();
  }

  private grow(): void {
    const oldOffsets = this.offsets, oldHashes = this.hashes;
    const n = oldOffsets.length * 2;
    this.offsets = new Int32Array(n);
    this.hashes = new Int32Array(n);
    this.mask = n - 1;
    for (let j = 0; j < oldOffsets.length; j++) {
      const off = oldOffsets[j]!;
      if (off === 0) continue;
      let i = oldHashes[j]! & this.mask;
      while (this.offsets[i] !== 0) i = (i + 1) & this.mask;
      this.offsets[i] = off;
      this.hashes[i] = oldHashes[j]!;
    }
  }
}

/** FNV-1a with a final avalanche (murmur3's fmix32), so nearby keys spread over the table. */
function hashBytes(key: Uint8Array, len: number): number {
  let h = 0x811c9dc5 | 0;
  for (let k = 0; k < len; k++) h = Math.imul(h ^ key[k]!, 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}
