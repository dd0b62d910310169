/**
 * Dead-position test for Big Ben (sound: it says `true` only when no win can follow).
 *
 * A stack is a tableau row or the waste: only its top card leaves it. We look for a set D of cards
 * in stacks that can never leave, as the largest set closed under these rules, computed from "all
 * stacked cards" downwards: the top member x of D in its stack leaves D when
 * (A) some copy of its parent p(x) (the card x is built on) could still take x. A copy takes a
 *     card only as the top of a row of three or more, so at index 2 or more of that row (a card
 *     keeps its index until it leaves; below index 2 it shows only on a short row, which accepts
 *     nothing, and a fill covers it before the row accepts again). So a type t "can take" when a
 *     copy is in the stock (a fill may put it at index 2), or at index ≥ 2 of a row and outside D
 *     or the top member of D there, or when a copy outside D could move onto a type p(t) that
 *     can take (the least such set: by induction on time it holds every copy that ever takes); or
 * (B) some foundation that can still take x could reach it: every card between that foundation's
 *     next card and x's predecessor has a copy in the stock or outside D.
 * Cards below a member of D stay in D. If D ends non-empty the position is dead. Proof: let x be
 * the first member of D ever to leave its stack. Until then every member stays put, so cards below
 * members stay covered and members never go home. x moving to a row needs an exposed copy of p(x)
 * on a row; x going home needs a foundation to receive, one by one, copies of every card before x in
 * its run: each such copy had to leave its place, so it was in the stock or outside D, and the copy
 * of p(x) had to be one that "can take" at the start, as defined in (A). Either way x
 * would have been removed from D by (A) or (B). (Home cards never come back, and the set of
 * foundations that may still take x only shrinks as foundations grow.)
 * Since every card must go home to win, a non-empty D means the game is lost.
 *
 * Computation: a worklist instead of rounds. Taking a card out of D only ever makes (A) and (B)
 * easier (`free` grows, "can take" grows: a type's direct reasons, a stock copy or a copy at index
 * ≥ 2 outside D or on top of D, never go away, since a copy leaving the top of D at index ≥ 2 is
 * then outside D at index ≥ 2), so the cards that ever leave, and hence the final D, do not depend
 * on the order in which they are taken out. A stack whose top member is stuck notes the card types
 * whose change could free it (the parent for (A), the first missing card of each foundation run for
 * (B)) and is looked at again only when one of them gains a free copy or starts to "can take".
 */
import { childOf, PILES, STRIDE, parentOf, type BigBenState, COVER, CARD_AT } from './big-ben-state.ts';

/** Copies of each card that may still leave their place: in the stock or outside D. */
const free = new Uint8Array(52);
/** Whether each card type "can take" a card, as defined in (A) (kept as the least set, incrementally). */
const canTake = new Uint8Array(52);
/** Index of the top member of D in each stack (12 = the waste); −1 when none. */
const topD = new Int16Array(PILES + 1);
/** For each card type, the stacks (bit s) to look at again when it gains a free copy or starts to "can take". */
const wait = new Uint16Array(52);
/** Stacks (bit s) to look at again. */
let pending = 0;

const PARENT = Uint8Array.from({ length: 52 }, (_, c) => parentOf(c));
const CHILD = Uint8Array.from({ length: 52 }, (_, c) => childOf(c));

function wake(t: number): void {
  pending |= wait[t]!;
  wait[t] = 0;
}

/** Type t can take a card; so can, down the suit, each type with a free copy that could move onto it. */
function raiseCanTake(t: number): void {
  while (canTake[t] === 0) {
    canTake[t] = 1;
    wake(t);
    t = CHILD[t]!;
    if (free[t] === 0) return;
  }
}

/** One more copy of x may leave its place. */
function addFree(x: number): void {
  if (free[x]!++ === 0) wake(x);
  if (canTake[PARENT[x]!] === 1) raiseCanTake(x);
}

/** Whether some stacked card provably never leaves its stack (see above). */
export function isDeadlocked(st: BigBenState): boolean {
  const tab = st.tab;
  free.set(st.stockCount);
  canTake.fill(0);
  wait.fill(0);
  pending = 0;
  for (let t = 0; t < 52; t++) if (st.stockCount[t]! > 0) raiseCanTake(t);
  for (let s = 0; s < PILES; s++) {
    const n = st.len[s]!;
    topD[s] = n - 1;
    if (n > 2) raiseCanTake(tab[s * STRIDE + n - 1]!);
  }
  topD[PILES] = st.wasteLen - 1;
  pending = (1 << (PILES + 1)) - 1;
  while (pending !== 0) {
    const s = 31 - Math.clz32(pending);
    const bit = 1 << s;
    pending &= ~bit;
    let i: number = topD[s]!;
    if (s === PILES) {
      for (; i >= 0; i--) {
        const x = st.waste[i]!;
        if (stuck(st, x, bit)) break;
        addFree(x);
      }
    } else {
      const base = s * STRIDE;
      for (; i >= 0; i--) {
        const x = tab[base + i]!;
        if (stuck(st, x, bit)) break;
        // x may leave: it is no longer in D, and the card below becomes the top member.
        addFree(x);
        if (i >= 2) {
          raiseCanTake(x);
          if (i > 2) raiseCanTake(tab[base + i - 1]!);
        }
      }
    }
    topD[s] = i;
  }
  for (let s = 0; s <= PILES; s++) if (topD[s]! >= 0) return true;
  return false;
}

/**
 * Whether x, the top member of D in its stack, stays there for now: neither (A) nor (B) holds. If
 * so, the stack (bit) waits on x's parent and on the first missing card of each foundation run
 * that could take x.
 */
function stuck(st: BigBenState, x: number, bit: number): boolean {
  const p = PARENT[x]!;
  if (canTake[p] === 1) return false;
  let w0 = -1;
  for (let slot = 0; slot < 4; slot += 2) {
    const f = COVER[x * 4 + slot]!, o = COVER[x * 4 + slot + 1]!;
    const h = st.height[f]!;
    if (o < h) continue; // this foundation already holds a copy of x
    let k = h;
    while (k < o && free[CARD_AT[f * 16 + k]!]! > 0) k++;
    if (k === o) return false;
    // (B) fails at this card until a copy of it is free; register below, once both runs fail.
    if (w0 < 0) w0 = CARD_AT[f * 16 + k]!;
    else {
      const c = CARD_AT[f * 16 + k]!;
      wait[c] = wait[c]! | bit;
    }
  }
  wait[p] = wait[p]! | bit;
  if (w0 >= 0) wait[w0] = wait[w0]! | bit;
  return true;
}
