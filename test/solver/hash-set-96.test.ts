import { describe, expect, it } from 'vitest';
import { ADDED, FULL, HashSet96, SEEN } from '../../src/solver/hash-set-96.ts';
import { mulberry32 as rng } from '../../src/engine/rng.ts';

/** n random 96-bit keys (distinct with overwhelming probability). */
function keys(n: number, seed: number): [number, number, number][] {
  const random = rng(seed);
  const word = (): number => Math.floor(random() * 2 ** 32) | 0;
  return Array.from({ length: n }, () => [word(), word(), word()]);
}

describe('HashSet96', () => {
  it('adds, finds and reports what it holds', () => {
    const set = new HashSet96(4, 20);
    const ks = keys(5_000, 1);
    for (const [a, b, c] of ks) expect(set.add(a, b, c)).toBe(ADDED);
    for (const [a, b, c] of ks) expect(set.has(a, b, c)).toBe(true);
    for (const [a, b, c] of ks) expect(set.add(a, b, c)).toBe(SEEN);
    for (const [a, b, c] of keys(5_000, 2)) expect(set.has(a, b, c)).toBe(false);
    expect(set.size).toBe(5_000);
  });

  it('keeps a tag (1-3) with each hash, through growth, and a second add leaves it as it was', () => {
    const set = new HashSet96(4, 20);
    const ks = keys(20_000, 5);
    ks.forEach(([a, b, c], i) => expect(set.add(a, b, c, 1 + (i % 3))).toBe(ADDED)); // grows 12 times
    ks.forEach(([a, b, c], i) => expect(set.tag(a, b, c)).toBe(1 + (i % 3)));
    ks.forEach(([a, b, c], i) => expect(set.add(a, b, c, 1 + ((i + 1) % 3))).toBe(SEEN));
    ks.forEach(([a, b, c], i) => expect(set.tag(a, b, c)).toBe(1 + (i % 3)));
    for (const [a, b, c] of keys(5_000, 6)) expect(set.tag(a, b, c)).toBe(0);
    // The tag is not part of the hash: keys differing only in their two lowest bits are the same.
    const [a, b, c] = ks[0]!;
    expect(set.has(a ^ 3, b, c)).toBe(true);
    expect(set.has(a ^ 4, b, c)).toBe(false);
  });

  it.each([10, 3_000, 50_000])('clear empties it completely after %i keys (small, tracked, grown)', (n) => {
    const set = new HashSet96(12, 20);
    const first = keys(n, 3), second = keys(n, 4);
    for (const [a, b, c] of first) set.add(a, b, c);
    set.clear();
    expect(set.size).toBe(0);
    expect(first.filter(([a, b, c]) => set.has(a, b, c)).length).toBe(0);
    // Usable again, and a second clear after reuse is just as complete.
    expect(second.filter(([a, b, c]) => set.add(a, b, c) !== ADDED).length).toBe(0);
    set.clear();
    expect(second.filter(([a, b, c]) => set.has(a, b, c)).length).toBe(0);
  });

  it('says full instead of growing past its cap, and never drops a key', () => {
    const set = new HashSet96(4, 6); // 64 slots, three quarters usable
    const ks = keys(100, 5);
    const results = ks.map(([a, b, c]) => set.add(a, b, c));
    expect(results.filter((r) => r === ADDED).length).toBe(48);
    expect(results.slice(48).every((r) => r === FULL)).toBe(true);
    for (const [a, b, c] of ks.slice(0, 48)) expect(set.has(a, b, c)).toBe(true);
  });
});
