/**
 * The dead-position test of big-ben-deadlock.ts computed the plain way, in rounds: recompute which
 * types "can take" from scratch, then take every stuck-free top member out of D, until a round
 * changes nothing. The solver's worklist version must agree with it on every position (the proof
 * of soundness is in big-ben-deadlock.ts; this pins that the faster computation reaches the same D).
 */
import { childOf, PILES, STRIDE, parentOf, type BigBenState, COVER, CARD_AT } from '../../src/solver/big-ben-state.ts';

/** Copies of each card that may still leave their place: in the stock or outside D. */
const free = new Uint8Array(52);
/** Copies of each card that are the top member of D in a tableau row at index ≥ 2 (they may still take a card). */
const topOfD = new Uint8Array(52);
/** Copies of each card outside D at index ≥ 2 of a row. */
const high = new Uint8Array(52);
/** Whether each card type "can take" a card, as defined in (A). */
const canTake = new Uint8Array(52);
/** Index of the top member of D in each stack (12 = the waste); −1 when none. */
const topD = new Int16Array(PILES + 1);

const PARENT = Uint8Array.from({ length: 52 }, (_, c) => parentOf(c));

/** Whether some stacked card provably never leaves its stack (see above). */
export function isDeadlockedByRounds(st: BigBenState): boolean {
  free.set(st.stockCount);
  topOfD.fill(0);
  high.fill(0);
  const tab = st.tab;
  for (let s = 0; s < PILES; s++) {
    const n = st.len[s]!;
    topD[s] = n - 1;
    if (n > 2) topOfD[tab[s * STRIDE + n - 1]!]!++;
  }
  topD[PILES] = st.wasteLen - 1;
  for (;;) {
    computeCanTake(st);
    let changed = false, left = 0;
    for (let s = 0; s < PILES; s++) {
      const base = s * STRIDE;
      let i = topD[s]!;
      for (; i >= 0; i--) {
        const x = tab[base + i]!;
        if (canTake[PARENT[x]!] === 0 && !reachable(st, x)) break;
        // x may leave: it is no longer in D, and the card below becomes the top member.
        free[x]!++;
        if (i >= 2) {
          high[x]!++;
          canTake[x] = 1;
          topOfD[x]!--;
          if (i > 2) topOfD[tab[base + i - 1]!]!++;
        }
      }
      if (i !== topD[s]) changed = true;
      topD[s] = i;
      if (i >= 0) left++;
    }
    let i: number = topD[PILES]!;
    for (; i >= 0; i--) {
      const x = st.waste[i]!;
      if (canTake[PARENT[x]!] === 0 && !reachable(st, x)) break;
      free[x]!++;
    }
    if (i !== topD[PILES]) changed = true;
    topD[PILES] = i;
    if (i >= 0) left++;
    if (left === 0) return false;
    if (!changed) return true;
  }
}

/** (A)'s least set, suit by suit: walk down from a type that can take directly, around the wrap. */
function computeCanTake(st: BigBenState): void {
  for (let suit = 0; suit < 52; suit += 13) {
    let start = -1;
    for (let t = suit; t < suit + 13; t++) {
      const direct = st.stockCount[t]! + high[t]! + topOfD[t]! > 0;
      canTake[t] = direct ? 1 : 0;
      if (direct) start = t;
    }
    if (start < 0) continue;
    for (let k = 1, parent = start; k < 13; k++) {
      const t = childOf(parent);
      if (canTake[t] === 0 && free[t]! > 0 && canTake[parent] === 1) canTake[t] = 1;
      parent = t;
    }
  }
}

/** (B): some foundation that can still take x has a free copy of every card it needs before x. */
function reachable(st: BigBenState, x: number): boolean {
  for (let slot = 0; slot < 4; slot += 2) {
    const f = COVER[x * 4 + slot]!, o = COVER[x * 4 + slot + 1]!;
    const h = st.height[f]!;
    if (o < h) continue; // this foundation already holds a copy of x
    let k = h;
    while (k < o && free[CARD_AT[f * 16 + k]!]! > 0) k++;
    if (k === o) return true;
  }
  return false;
}
