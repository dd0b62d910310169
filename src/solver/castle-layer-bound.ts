/**
 * A cheap bound for the layer search (castle-layer.ts): how many of the named cards of an
 * abstract board could ever go home, by the fixpoint of castle-dead.ts read for named cards.
 *
 * In a line that sends g more cards home, those cards are the next of their suits, each leaves
 * its place, and the fixpoint of the cards that can leave (castle-dead.ts: every card that leaves
 * in a line is in it) holds every one of them. So the cards that go home from suit s are among
 * the named cards of s from its foundation up that are all in the fixpoint: when those runs add
 * up to fewer than g, no line sends g cards home. Once some row can empty, every card can leave
 * and the bound says nothing. Abstract cards known by rank build like any card of their rank and
 * never go home; named cards go home on their own foundation.
 */
import { STRIDE, type CastleBoard } from './castle-board.ts';

/** Abstract ids from this one up are named cards (castle-layer.ts). */
const NAMED = 13;
const RANK = new Uint8Array(256).map((_, id) => id % 13);
const SUIT = new Uint8Array(256).map((_, id) => (id / 13) | 0);

export class NamedBound {
  private readonly free = new Int32Array(16);
  private readonly exposed = new Int32Array(256);
  private readonly named = new Int32Array(256);
  private readonly where = new Int32Array(256);
  private readonly reach = new Int32Array(5);
  private test = 0;

  /** Whether fewer than `goal` named cards of abstract board a can ever go home. */
  short(a: CastleBoard, goal: number): boolean {
    const free = this.free, exposed = this.exposed, named = this.named, where = this.where, reach = this.reach;
    const cells = a.cells, len = a.len, home = a.home, rows = a.rows, test = ++this.test;
    for (let r = 0; r < rows; r++) {
      const n = len[r]!;
      if (n === 0) return false;
      free[r] = 0;
      const base = r * STRIDE;
      exposed[cells[base + n - 1]!] = test;
      for (let k = 0; k < n; k++) {
        const id = cells[base + k]!;
        if (id >= NAMED) {
          named[id] = test;
          where[id] = base + k;
        }
      }
    }
    for (let f = 1; f <= 4; f++) reach[f] = home[f]!;
    let count = 0;
    for (let changed = true; changed; ) {
      changed = false;
      for (let r = 0; r < rows; r++) {
        const n = len[r]!, base = r * STRIDE;
        while (free[r]! < n) {
          const id = cells[base + n - 1 - free[r]!]!, f = SUIT[id]!, rank = RANK[id]!;
          const goesHome = f > 0 && reach[f] === rank;
          if (!goesHome && !this.canBuild(rank, test)) break;
          free[r]!++;
          changed = true;
          if (free[r]! < n) exposed[cells[base + n - 1 - free[r]!]!] = test;
          if (goesHome) {
            // Past this card and every named card of its suit above it that has left already.
            let next = rank + 1;
            count++;
            for (; next < 13; next++) {
              const up = 13 * f + next;
              if (named[up] !== test) break;
              const at = where[up]!, row = (at / STRIDE) | 0;
              if (at - row * STRIDE < len[row]! - free[row]!) break;
              count++;
            }
            reach[f] = next;
            if (count >= goal) return false;
          }
        }
        if (free[r] === n) return false;
      }
    }
    return true;
  }

  /** Some card one rank up has been exposed (a base for a card of `rank`). */
  private canBuild(rank: number, test: number): boolean {
    if (rank === 12) return false;
    const e = this.exposed, up = rank + 1;
    return e[up] === test || e[up + 13] === test || e[up + 26] === test || e[up + 39] === test || e[up + 52] === test;
  }
}
