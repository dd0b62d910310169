/**
 * Dead-position test for Big Ben (sound: it only says `true` when no win can follow).
 *
 * A stack is a tableau row or the waste: only its top card leaves it. Take a card x in a stack S
 * with every copy of its parent p(x) (the card x is built on) that is not yet home lying below x in
 * S. Home cards never come back and the copies below x cannot show before x leaves, so x can never
 * be built on a row: it leaves S only for a foundation. A foundation f can take x only after one
 * copy of every card between f's next card and x's predecessor in f's run. If some such card t has
 * all its copies that are not home below x in S, f can never reach x while x is in S (a copy of t
 * already home is on the other foundation of that rank, since f still needs t). If that holds for
 * every foundation that can still take x, x never leaves S and the game cannot be won.
 * The stock is no stack here: its cards count as free (they may still be dealt or filled anywhere).
 */
import { gameDef } from '../engine/index.ts';
import { FOUNDATION_SIZE, PILES, STRIDE, parentOf, type BigBenState } from './big-ben-state.ts';

const SPECS = gameDef('big-ben').foundations;

/** For each card: the two foundations whose run holds its rank, with the card's index in each run. */
const COVER = new Int8Array(52 * 4).fill(-1);
/** The card at index k of foundation f's run. */
const CARD_AT = new Uint8Array(PILES * 16);
SPECS.forEach((spec, f) => {
  for (let k = 0; k < FOUNDATION_SIZE[f]!; k++) {
    const c = spec.suit * 13 + ((spec.first - 1 + k) % 13);
    CARD_AT[f * 16 + k] = c;
    const slot = COVER[c * 4] === -1 ? 0 : 2;
    COVER[c * 4 + slot] = f;
    COVER[c * 4 + slot + 1] = k;
  }
});

const below = new Uint8Array(52);

/** Whether some card provably never leaves its stack (see above). */
export function isDeadlocked(st: BigBenState): boolean {
  for (let p = 0; p <= PILES; p++) {
    const cards = p === PILES ? st.waste : st.tab;
    const base = p === PILES ? 0 : p * STRIDE;
    const n = p === PILES ? st.wasteLen : st.len[p]!;
    let dead = false;
    for (let i = 0; i < n; i++) {
      const x = cards[base + i]!;
      if (i > 0 && below[parentOf(x)] === 2 - st.home[parentOf(x)]! && neverHome(st, x)) {
        dead = true;
        clear(cards, base, i);
        break;
      }
      below[x]!++;
    }
    if (dead) return true;
    clear(cards, base, n);
  }
  return false;
}

function clear(cards: Uint8Array, base: number, n: number): void {
  for (let i = 0; i < n; i++) below[cards[base + i]!] = 0;
}

/** Whether every foundation that can still take x needs first a card all of whose free copies are below x. */
function neverHome(st: BigBenState, x: number): boolean {
  for (let slot = 0; slot < 4; slot += 2) {
    const f = COVER[x * 4 + slot]!, o = COVER[x * 4 + slot + 1]!;
    const h = st.height[f]!;
    if (o < h) continue; // this foundation already holds a copy of x
    let blocked = false;
    for (let k = h; k < o && !blocked; k++) {
      const t = CARD_AT[f * 16 + k]!;
      const free = 2 - st.home[t]!;
      blocked = free > 0 && below[t] === free;
    }
    if (!blocked) return false;
  }
  return true;
}
