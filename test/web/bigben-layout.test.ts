/**
 * Big Ben's piles as long as play makes them (13 cards, the longest over the solver's winning
 * lines of deals 1-1000, 8 or fewer in 892 of the 927 lines; 19 cards a column, 12 over 7): at
 * the boards of a phone upright, a phone on its side and a desktop, normal and larger cards, every
 * covered card keeps a strip of at least FIT_V of its height and 13 px, 40 px wide, and the piles
 * stay inside the board and off each other; a column's long pile borrows from the pile under or
 * over it, and nothing else moves.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameDef } from '../../src/engine/index.ts';
import { FIT_PX, FIT_V, forgetPlans, normalBoard } from '../../src/web/state/bigben-layout.ts';
import { computeLayout, fanOffsets, type Layout } from '../../src/web/state/layout.ts';

const def = gameDef('big-ben');
/** The boards (the screen less the bars, as the browser measures them) at 390×844, 844×390 and 1280×800; larger cards at 844×390 have the rail. */
const BOARDS: [string, number, number, boolean][] = [
  ['390×844', 374, 664, false], ['390×844 larger', 374, 664, true],
  ['844×390', 828, 286, false], ['844×390 larger', 724, 334, true],
  ['1280×800', 1264, 640, false], ['1280×800 larger', 1264, 640, true],
];
/** Whether the board has two tiers of piles there (not the one row of twelve of 844×390 with normal cards). */
const tiered = (w: number, h: number, large: boolean): boolean => computeLayout(def, w, h, false, false, large).slots.some((s) => s.name === 't6' && s.y > 0.5 * h);
/** The board the normal cards have on the same screen: larger cards at 844×390 have the rail at the side instead of the top bar. */
const normalOf = (w: number, h: number): [number, number] => normalBoard(w, h, w === 724);
const upper = ['t0', 't1', 't2', 't3', 't4', 't5'], lower = ['t6', 't7', 't8', 't9', 't10', 't11'];
const deal = (): number[] => new Array<number>(12).fill(3);
const with_ = (rows: number[], k: number, n: number): number[] => rows.map((r, i) => (i === k ? n : r));

/** What a player could not read or tap: a strip too thin or narrow, a pile outside the board or on another. */
function faults(l: Layout, rows: readonly number[], least = Math.max(FIT_PX, FIT_V * l.ch)): string[] {
  const out: string[] = [];
  const piles = l.slots.filter((s) => s.name.startsWith('t'));
  for (const s of piles) {
    const n = rows[Number(s.name.slice(1))]!;
    const off = fanOffsets(s, n, l.cw);
    const strip = n > 1 ? off[1]! - off[0]! : Infinity;
    if (strip < least - 0.01) out.push(`${s.name} (${n} cards) shows ${strip.toFixed(1)} px strips`);
    if (l.cw < 40) out.push(`cards ${l.cw.toFixed(1)} px wide`);
    if (s.y < -0.5 || s.y + s.h > l.height + 0.5 || s.x < -0.5 || s.x + s.w > l.width + 0.5) out.push(`${s.name} outside the board`);
    if ((off.at(-1) ?? 0) + l.ch > s.h + 0.5) out.push(`${s.name}'s cards past its slot`);
  }
  for (const a of l.slots) for (const b of l.slots) if (a !== b && a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5) out.push(`${a.name} on ${b.name}`);
  return [...new Set(out)];
}

describe.each(BOARDS)('Big Ben at %s', (_name, w, h, large) => {
  // Up to 16 cards a column: 13 on 3 (the solver's longest pile: deal 191, the column's other pile empty), or 8 on 8.
  it('a pile of any length up to 16 cards a column, in any place, reads and taps', () => {
    for (let k = 0; k < 12; k++) {
      for (const partner of [3, 5, 8]) {
        for (let n = 4; n <= 16 - partner; n++) {
          const rows = with_(with_(deal(), (k + 6) % 12, partner), k, n);
          expect(faults(computeLayout(def, w, h, false, false, large, rows), rows), `t${k} of ${n} cards, t${(k + 6) % 12} of ${partner}`).toEqual([]);
          expect(faults(computeLayout(def, w, h, true, false, large, rows), rows), `left-handed, t${k} of ${n} cards`).toEqual([]);
        }
      }
    }
  });

  // Deal 418's line has 12 on 7 at move 114 (10 positions of the 121,384 in the lines of deals 1-1000 hold 17 or more a column).
  it('17 to 22 cards a column still read, on cards that may be narrower than 40 px', () => {
    for (const [n, partner] of [[10, 7], [12, 7], [14, 8], [16, 3]] as const) {
      const rows = with_(with_(deal(), 6, partner), 0, n);
      const l = computeLayout(def, w, h, false, false, large, rows);
      expect(faults(l, rows).filter((f) => !f.endsWith('px wide')), `t0 of ${n} cards, t6 of ${partner}`).toEqual([]);
      expect(l.cw, `t0 of ${n} cards, t6 of ${partner}`).toBeGreaterThanOrEqual(34);
    }
  });

  it('the deal, and piles within the plan, are laid out as planned: the size never depends on them', () => {
    const plan = computeLayout(def, w, h, false, false, large);
    expect(computeLayout(def, w, h, false, false, large, deal())).toEqual(plan);
    expect(computeLayout(def, w, h, false, false, large, with_(deal(), 2, large ? 4 : 6)).cw).toBe(plan.cw);
  });

  it('a pile longer than its half of the column moves the tiers\' line for all six columns: both tiers stay in line, nothing else moves, the size stays', () => {
    const plan = computeLayout(def, w, h, false, false, large);
    if (!tiered(w, h, large)) return;
    const lent: number[] = [];
    for (let n = 4; n <= 16; n++) {
      const l = computeLayout(def, w, h, false, false, large, with_(deal(), 1, n));
      if (l.cw !== plan.cw) break;
      const at = `${n} cards on t1`;
      expect(l.slots.filter((s) => !s.name.startsWith('t')), at).toEqual(plan.slots.filter((s) => !s.name.startsWith('t')));
      for (const tier of [upper, lower]) {
        const piles = l.slots.filter((s) => tier.includes(s.name));
        expect(new Set(piles.map((s) => s.y.toFixed(2))).size, `${at}: ${tier.join(' ')} start in one line`).toBe(1);
        expect(new Set(piles.map((s) => s.h.toFixed(2))).size, `${at}: ${tier.join(' ')} end in one line`).toBe(1);
        expect(piles.map((s) => s.x), at).toEqual(plan.slots.filter((s) => tier.includes(s.name)).map((s) => s.x));
      }
      if (l.slots.find((s) => s.name === 't7')!.y !== plan.slots.find((s) => s.name === 't7')!.y) lent.push(n);
    }
    expect(lent.length, 'lengths at which the upper tier lent room and the cards kept their size').toBeGreaterThan(0);
  });

  // Deal 418's line has 12 on 7 at move 114: larger cards shrank to 36 px on a phone on its side (normal cards: 41.5).
  it('larger cards are never narrower than the normal cards on the same screen, however long a column (up to 22 cards)', () => {
    if (!large) return;
    const normal = normalOf(w, h);
    const planned = computeLayout(def, normal[0], normal[1]).cw;
    for (const [n, partner] of [[10, 7], [12, 7], [13, 3], [14, 8], [16, 3], [16, 6]] as const) {
      for (const k of [0, 3, 8]) {
        const rows = with_(with_(deal(), (k + 6) % 12, partner), k, n);
        const l = computeLayout(def, w, h, false, false, large, rows, { normal });
        const at = `t${k} of ${n} cards over or under ${partner}`;
        expect(l.cw, at).toBeGreaterThanOrEqual(planned - 0.01);
        // Where the column's piles cannot share it at that size, the lower one stands apart (844×390: deal 418's 19 cards, 22).
        expect(faults(l, rows).filter((f) => !f.endsWith('px wide')), at).toEqual([]);
      }
    }
  });

  // Deal 418's 12 cards over 7 at 844×390 shared their column's height at 11.4 px strips, under a tap's 12 px, with 170 px of the board's width spare.
  it('a column whose two piles cannot share it at the least size stands its lower pile apart at the tiers\' right end, where the width allows: both keep readable strips, the other columns stay in line', () => {
    if (!large) return;
    const normal = normalOf(w, h);
    for (const k of [0, 2, 5]) {
      const rows = with_(with_([2, 1, 2, 1, 1, 2, 2, 2, 0, 2, 1, 0], k + 6, 7), k, 12);
      const l = computeLayout(def, w, h, false, false, large, rows, { normal });
      const at = `t${k} of 12 cards over t${k + 6} of 7`;
      expect(faults(l, rows), at).toEqual([]);
      if (l.apart === undefined) continue;
      expect(w, 'only the phone on its side has the width').toBe(724);
      const slot = (name: string): Layout['slots'][number] => l.slots.find((s) => s.name === name)!;
      const right = Math.max(...upper.map((n) => slot(n).x + slot(n).w));
      expect(l.apart, at).toBe(k);
      expect(slot(`t${k + 6}`).x, `${at}: the lower pile right of the tiers`).toBeGreaterThan(right);
      const top = slot(`t${(k + 1) % 6}`).y;
      expect([slot(`t${k}`).y, slot(`t${k + 6}`).y], `${at}: both piles start at the top`).toEqual([top, top]);
      const others = [0, 1, 2, 3, 4, 5].filter((c) => c !== k);
      expect(new Set(others.map((c) => slot(`t${c + 6}`).y.toFixed(2))).size, `${at}: the lower tier's other piles in one line`).toBe(1);
      expect(others.map((c) => slot(`t${c + 6}`).x), `${at}: the lower tier's other piles under the upper's`).toEqual(others.map((c) => slot(`t${c}`).x));
    }
    if (w === 724) expect(computeLayout(def, w, h, false, false, large, with_(with_(deal(), 6, 7), 0, 12), { normal }).apart, 'deal 418\'s column at 844×390').toBe(0);
  });

  // Larger cards resized 82 times in 20 of the 927 games of deals 1-1000 at 390×844, flipping back and forth as a pile gained and lost a card.
  it('given the previous layout, a pile gaining and losing a card at the edge of its room resizes the cards once, and back only when the room is ample again', () => {
    const normal = normalOf(w, h);
    const plan = computeLayout(def, w, h, false, false, large).cw;
    const grow = [...Array(14).keys()].map((i) => i + 3);
    const edge = grow.find((n) => computeLayout(def, w, h, false, false, large, with_(with_(deal(), 7, 8), 1, n), { normal }).cw < plan - 0.01);
    if (edge === undefined) return;
    const lengths = [...grow.filter((n) => n < edge), edge, edge - 1, edge, edge - 1, edge, edge + 1, edge, edge - 1, edge - 2, edge - 1, ...grow.filter((n) => n < edge - 1).reverse()];
    const count = (keep: boolean): { changes: number; moves: number } => {
      let prev: Layout | null = null, changes = 0, moves = 0;
      for (const n of lengths) {
        const l = computeLayout(def, w, h, false, false, large, with_(with_(deal(), 7, 8), 1, n), { normal, previous: keep ? prev : null });
        if (prev && Math.abs(prev.cw - l.cw) > 0.01) changes++;
        else if (prev && l.slots.some((s, i) => Math.abs(s.y - prev!.slots[i]!.y) > 0.5)) moves++;
        prev = l;
      }
      return { changes, moves };
    };
    expect(count(false).changes, 'without the previous layout the size follows the pile').toBeGreaterThanOrEqual(4);
    const kept = count(true);
    expect(kept.changes, `sizes over ${lengths.join(', ')} cards on t1`).toBeLessThanOrEqual(2);
    // Fewer jumps in all (a size change or the tiers' line moving): where the planned tiers are full (larger cards upright, the clock
    // bounding the height), the size follows the pile at every card without the previous layout, and the line never moves alone.
    const free = count(false);
    expect(kept.changes + kept.moves, `sizes and the tiers' line over ${lengths.join(', ')} cards on t1`).toBeLessThan(free.changes + free.moves);
  });
});

// The planned boards are kept between layouts (bigben-layout.ts's planFor): what is kept must be what a fresh layout plans.
describe('Big Ben\'s kept planned boards', () => {
  const board = fc.oneof(
    fc.constantFrom(...BOARDS.map(([, w, h, large]) => [w, h, large] as const)),
    fc.tuple(fc.integer({ min: 300, max: 1400 }), fc.integer({ min: 240, max: 900 }), fc.boolean()),
  );
  const game = fc.record({ board, railed: fc.boolean(), rows: fc.array(fc.array(fc.nat({ max: 14 }), { minLength: 12, maxLength: 12 }), { minLength: 1, maxLength: 6 }) });
  const games = fc.sample(game, { seed: 17, numRuns: 400 });
  /** Each game's layouts, each after the one before, as Board.tsx lays them out. */
  const play = ({ board: [w, h, large], railed, rows }: (typeof games)[number], fresh: boolean): Layout[] => {
    let previous: Layout | null = null;
    return rows.map((r) => {
      if (fresh) forgetPlans();
      return (previous = computeLayout(def, w, h, false, false, large, r, { normal: normalBoard(w, h, railed), previous }));
    });
  };

  it('over 400 games of random pile lengths on the six boards and random ones, the layouts equal those planned afresh each time', () => {
    const fresh = games.map((g) => play(g, true));
    forgetPlans();
    // Twice over, the second time with the boards' plans kept from the first (and some forgotten: more boards than are kept).
    for (const round of [0, 1]) games.forEach((g, i) => expect(play(g, false), `game ${i}, round ${round}`).toEqual(fresh[i]));
  });
});
