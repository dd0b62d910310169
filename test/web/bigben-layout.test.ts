/**
 * Big Ben's piles as long as play makes them (13 cards, the longest over the solver's winning
 * lines of deals 1-1000, 8 or fewer in 892 of the 927 lines; 19 cards a column, 12 over 7): at
 * the boards of a phone upright, a phone on its side and a desktop, normal and larger cards, every
 * covered card keeps a strip of at least FIT_V of its height and 13 px, 40 px wide, and the piles
 * stay inside the board and off each other; a column's long pile borrows from the pile under or
 * over it, and nothing else moves.
 */
import { describe, expect, it } from 'vitest';
import { gameDef } from '../../src/engine/index.ts';
import { FIT_PX, FIT_V } from '../../src/web/state/bigben-layout.ts';
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
const deal = (): number[] => new Array<number>(12).fill(3);
const with_ = (rows: number[], k: number, n: number): number[] => rows.map((r, i) => (i === k ? n : r));

/** What a player could not read or tap: a strip too thin or narrow, a pile outside the board or on another. */
function faults(l: Layout, rows: readonly number[]): string[] {
  const out: string[] = [];
  const piles = l.slots.filter((s) => s.name.startsWith('t'));
  for (const s of piles) {
    const n = rows[Number(s.name.slice(1))]!;
    const off = fanOffsets(s, n, l.cw);
    const strip = n > 1 ? off[1]! - off[0]! : Infinity;
    if (strip < Math.max(FIT_PX, FIT_V * l.ch) - 0.01) out.push(`${s.name} (${n} cards) shows ${strip.toFixed(1)} px strips`);
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

  it('a pile longer than its half of the column first borrows from the pile under it: nothing else moves, the size stays', () => {
    const plan = computeLayout(def, w, h, false, false, large);
    if (!tiered(w, h, large)) return;
    const lent: number[] = [];
    for (let n = 4; n <= 16; n++) {
      const l = computeLayout(def, w, h, false, false, large, with_(deal(), 1, n));
      if (l.cw !== plan.cw) break;
      const moved = l.slots.filter((s, i) => JSON.stringify(s) !== JSON.stringify(plan.slots[i])).map((s) => s.name);
      expect(moved.filter((m) => m !== 't1' && m !== 't7'), `${n} cards on t1`).toEqual([]);
      if (moved.length) lent.push(n);
    }
    expect(lent.length, 'lengths at which t1 borrowed room and the cards kept their size').toBeGreaterThan(0);
  });
});
