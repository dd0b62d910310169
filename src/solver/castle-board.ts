/**
 * A compact board for searching the Beleaguered Castle family: every row in one Uint8Array
 * (stride 64, bottom → top), the foundations as four top ranks (castle foundation i holds suit i).
 * Moves are small integers: (from << 5) | to, where to < 16 is a row and to ≥ 16 the foundation
 * of suit to − 16. The search never renumbers rows (the position hash ignores their order), so a move
 * code maps straight back to the engine's row indices.
 *
 * The board keeps a 96-bit hash of its canonical position up to date move by move (three 32-bit
 * lanes): each row hashes its cards bottom → top as a chain, and the position's hash is the sum of
 * its non-empty rows' terms (the chain, spread), which ignores which physical row holds what. The
 * foundations are implied by the cards missing from the rows, so they need no term. The chain and
 * the term are kept at every height, so taking a card off costs two lookups, and so does putting
 * back the card that lay there before (the search's undo), while the cells below are unchanged.
 */
import { gameDef, suitOf, type Move, type Position } from '../engine/index.ts';

/** Cells per row in `cells` (row · STRIDE + height). */
export const STRIDE = 64;
export const HOME = 16;

const SEED_A = 0x1b873593, SEED_B = 0x6a09e667, SEED_C = 0x3c6ef372;

/** One link of a row's hash chain: the chain so far and the next card, mixed by multiplier m. */
function step(h: number, c: number, m: number): number {
  const x = Math.imul(h ^ (c + 0x5f), m);
  return x ^ (x >>> 15);
}

/** murmur3's fmix32: spreads a chain's value before the rows are summed. */
function finish(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** The row and the height of a cell index (row · STRIDE + height, as `where` holds them). */
export const rowOfCell = (cell: number): number => cell >> 6;
export const heightOfCell = (cell: number): number => cell & (STRIDE - 1);

/**
 * The rank and the suit of each card id: the real cards 0–51, and the abstract ids of
 * castle-layer.ts up to 255 (there the "suit" is the foundation: 1 + suit for a named card, 0 for
 * a card known by its rank).
 */
export const RANK = new Uint8Array(256).map((_, id) => id % 13);
export const SUIT = new Uint8Array(256).map((_, id) => (id / 13) | 0);
/** Abstract ids from this one up are named cards (castle-layer.ts). */
export const NAMED = 13;

export const moveFrom = (code: number): number => code >> 5;
export const moveTo = (code: number): number => code & 31;

export class CastleBoard {
  readonly rows: number;
  readonly cells: Uint8Array;
  readonly len: Int32Array;
  /** Top rank on each suit's foundation, 0 when empty. */
  readonly home: Int32Array;
  /** Fortress builds up or down in suit; the other castle games down in any suit. */
  readonly upDown: boolean;
  homeCount = 0;
  /**
   * Where each card lies: its cell index (row · STRIDE + height, see `rowOfCell`), −1 when home.
   * On an abstract board (copyRows), cards known by rank share ids, up to 181, hence the size:
   * only a named card's entry means something, and only while the cell it gives holds that card
   * (copyRows and moves write the entries of the cards they place, and clear none).
   */
  readonly where = new Int16Array(256).fill(-1);
  /** Scratch: which cards a board being loaded holds. */
  private readonly seen = new Uint8Array(52);
  /** The hash chains of the rows, per lane: entry row·STRIDE + k is the chain over its first k cards. */
  private readonly chainA: Int32Array;
  private readonly chainB: Int32Array;
  private readonly chainC: Int32Array;
  /** Each chain entry's term in the position's hash (`finish`ed; 0 for an empty row). */
  private readonly termA: Int32Array;
  private readonly termB: Int32Array;
  private readonly termC: Int32Array;
  /**
   * Per row, the heights up to which the chains and terms hold for the cells as they are, the
   * cells above the row's top included (never less than the row's length, save between
   * `restoreCards` and the next `restore`).
   */
  private readonly valid: Int32Array;
  /** False from `restoreCards` to the next `restore`: the hash is stale. */
  private fresh = true;
  /** The position's 96-bit hash (see the file comment). */
  hashA = 0;
  hashB = 0;
  hashC = 0;

  constructor(pos: Position) {
    const def = gameDef(pos.game);
    this.rows = pos.tableau.length;
    this.upDown = def.build === 'updown-suit';
    this.cells = new Uint8Array(this.rows * STRIDE);
    this.len = new Int32Array(this.rows);
    this.home = new Int32Array(16); // 4 suits; castle-layer.ts's abstract boards use up to 16
    this.chainA = new Int32Array(this.rows * STRIDE);
    this.chainB = new Int32Array(this.rows * STRIDE);
    this.chainC = new Int32Array(this.rows * STRIDE);
    this.termA = new Int32Array(this.rows * STRIDE);
    this.termB = new Int32Array(this.rows * STRIDE);
    this.termC = new Int32Array(this.rows * STRIDE);
    this.valid = new Int32Array(this.rows);
    pos.tableau.forEach((row, i) => {
      row.forEach((c, k) => {
        this.cells[i * STRIDE + k] = c;
        this.where[c] = i * STRIDE + k;
      });
      this.len[i] = row.length;
    });
    pos.foundations.forEach((pile, i) => {
      const s = suitOf(pile[0] ?? i * 13);
      this.home[s] = pile.length;
      this.homeCount += pile.length;
    });
    this.rehash();
  }

  /** Recomputes every chain and the position's hash from the cells. */
  private rehash(): void {
    this.fresh = true;
    this.hashA = this.hashB = this.hashC = 0;
    for (let row = 0; row < this.rows; row++) {
      const base = row * STRIDE;
      this.chainA[base] = SEED_A;
      this.chainB[base] = SEED_B;
      this.chainC[base] = SEED_C;
      this.termA[base] = this.termB[base] = this.termC[base] = 0;
      const n = this.len[row]!;
      for (let k = 0; k < n; k++) this.chain(base + k, this.cells[base + k]!);
      this.valid[row] = n;
      this.addTerm(base + n, 1);
    }
  }

  /** Extends the chains at `at` (the cell index of card c) by c, with their terms. */
  private chain(at: number, c: number): void {
    const a = step(this.chainA[at]!, c, 0x9e3779b1);
    const b = step(this.chainB[at]!, c, 0x85ebca77);
    const d = step(this.chainC[at]!, c, 0xc2b2ae3d);
    this.chainA[at + 1] = a;
    this.chainB[at + 1] = b;
    this.chainC[at + 1] = d;
    this.termA[at + 1] = finish(a);
    this.termB[at + 1] = finish(b ^ 0x27d4eb2f);
    this.termC[at + 1] = finish(d ^ 0x165667b1);
  }

  /** Adds (sign 1) or removes (sign −1) the term of a row whose top is the cell under `at`. */
  private addTerm(at: number, sign: number): void {
    this.hashA = (this.hashA + sign * this.termA[at]!) | 0;
    this.hashB = (this.hashB + sign * this.termB[at]!) | 0;
    this.hashC = (this.hashC + sign * this.termC[at]!) | 0;
  }

  /** A row's top card leaves it (the hash follows); returns the card. */
  private pop(row: number): number {
    const at = row * STRIDE + this.len[row]!;
    this.addTerm(at, -1);
    this.addTerm(at - 1, 1);
    this.len[row]!--;
    return this.cells[at - 1]!;
  }

  /**
   * A 96-bit hash of the rows with each card known by its rank alone, rows interchangeable, into
   * `out` (three lanes), computed afresh: the key of castle-streamlined.ts's suit-blind try, which
   * takes two positions alike when their rows differ only in suits.
   */
  rankHash(out: Int32Array): void {
    let a = 0, b = 0, d = 0;
    for (let row = 0; row < this.rows; row++) {
      const n = this.len[row]!, base = row * STRIDE;
      if (n === 0) continue;
      let x = SEED_A, y = SEED_B, z = SEED_C;
      for (let k = 0; k < n; k++) {
        const r = RANK[this.cells[base + k]!]!;
        x = step(x, r, 0x9e3779b1);
        y = step(y, r, 0x85ebca77);
        z = step(z, r, 0xc2b2ae3d);
      }
      a = (a + finish(x)) | 0;
      b = (b + finish(y ^ 0x27d4eb2f)) | 0;
      d = (d + finish(z ^ 0x165667b1)) | 0;
    }
    out[0] = a;
    out[1] = b;
    out[2] = d;
  }

  top(row: number): number {
    const n = this.len[row]!;
    return n === 0 ? -1 : this.cells[row * STRIDE + n - 1]!;
  }

  /** The card under the top of a row, or −1. */
  below(row: number): number {
    const n = this.len[row]!;
    return n < 2 ? -1 : this.cells[row * STRIDE + n - 2]!;
  }

  bottom(row: number): number {
    return this.cells[row * STRIDE]!;
  }

  /** Whether card c may go home now. */
  fitsHome(c: number): boolean {
    return this.home[(c / 13) | 0] === c % 13;
  }

  /** Whether a non-empty row accepts card c. */
  accepts(row: number, c: number): boolean {
    return this.builds(this.top(row), c);
  }

  /**
   * Whether sending c home now can never lose a win (the proof search forces such moves).
   * Fortress: the engine's rule (src/engine/safe.ts), only kings, since rows build up too.
   * Down-any rows: c of rank r is safe once every foundation reaches r − 2 (all cards of rank
   * ≤ r − 2 are home), which is weaker than the engine's "every r − 1 home". Proof: let L win from
   * P and P' = P with c home. Only rank r − 1 cards d can be built on c. Edit L: when L puts some d
   * on c, send d home instead (d's foundation holds exactly r − 2, since every foundation reaches
   * r − 2 and d is not home); delete every later move of d and every move of c. Nothing is ever
   * built on d (all rank r − 2 cards are home), so every other move of L sees the same top cards,
   * save rows that lack c or d, which L only used to build on c or d, or to move them. So the
   * edited line wins from P': P winnable ⇒ P' winnable.
   */
  isSafe(c: number): boolean {
    if (!this.fitsHome(c)) return false;
    const r = (c % 13) + 1;
    if (this.upDown) return r === 13;
    const h = this.home;
    return h[0]! >= r - 2 && h[1]! >= r - 2 && h[2]! >= r - 2 && h[3]! >= r - 2;
  }

  play(code: number): void {
    const from = moveFrom(code), to = moveTo(code);
    const c = this.pop(from);
    if (to >= HOME) {
      this.home[(c / 13) | 0]!++;
      this.homeCount++;
      this.where[c] = -1;
    } else {
      this.push(to, c);
    }
  }

  unplay(code: number): void {
    const from = moveFrom(code), to = moveTo(code);
    let c: number;
    if (to >= HOME) {
      const s = to - HOME;
      c = s * 13 + --this.home[s]!;
      this.homeCount--;
    } else {
      c = this.pop(to);
    }
    this.push(from, c);
  }

  /** Puts card c on top of a row, keeping the hashes (no work on them when c lay there before). */
  private push(row: number, c: number): void {
    const n = this.len[row]!, at = row * STRIDE + n;
    if (this.cells[at] !== c || n >= this.valid[row]!) {
      this.cells[at] = c;
      this.chain(at, c);
      this.valid[row] = n + 1;
    }
    this.where[c] = at;
    this.addTerm(at, -1);
    this.addTerm(at + 1, 1);
    this.len[row] = n + 1;
  }

  /** The four foundations' heights in one number (4 bits each): equal exactly when they are. */
  foundationKey(): number {
    const h = this.home;
    return h[0]! | (h[1]! << 4) | (h[2]! << 8) | (h[3]! << 12);
  }

  /** Bytes `save` writes: each row's length, then its cards. */
  get savedBytes(): number {
    return this.rows + 52;
  }

  /** Writes the rows (physical order kept) at `out[at…]`; `restore` reads them back. */
  save(out: Uint8Array, at: number): void {
    let k = at + this.rows;
    for (let row = 0; row < this.rows; row++) {
      const n = this.len[row]!;
      out[at + row] = n;
      for (let p = 0, base = row * STRIDE; p < n; p++) out[k++] = this.cells[base + p]!;
    }
  }

  /**
   * Reads back what `save` wrote. A row keeps its hash chain up to the first card that differs
   * from the row it replaces (a beam restores each kept position in turn, and they differ little),
   * unless the hash is stale (`restoreCards`): then every chain is made again. The row loop is
   * written out here, in `restoreCards` and in `copyRows`, not shared: through one method (a
   * flag for the chains, or a shared rechaining step) beams ran 3–7 % slower (a beam of width
   * 4,860 on Streets and Alleys 186: 2.43 s against 2.25–2.35 s).
   */
  restore(src: Uint8Array, at: number): void {
    if (!this.fresh) {
      this.restoreCards(src, at);
      this.rehash();
      return;
    }
    let k = at + this.rows, cards = 0;
    const seen = this.seen, where = this.where, cells = this.cells, valid = this.valid;
    seen.fill(0);
    where.fill(-1, 0, 52);
    for (let row = 0; row < this.rows; row++) {
      const n = src[at + row]!, had = this.len[row]!, base = row * STRIDE;
      let same = 0;
      for (const m = Math.min(n, valid[row]!); same < m && cells[base + same] === src[k + same]; ) same++;
      for (let p = 0; p < n; p++) {
        const c = (cells[base + p] = src[k + p]!);
        seen[c] = 1;
        where[c] = base + p;
      }
      if (same < n || had !== n) {
        this.addTerm(base + had, -1);
        for (let p = same; p < n; p++) this.chain(base + p, cells[base + p]!);
        if (same < n) valid[row] = n;
        this.len[row] = n;
        this.addTerm(base + n, 1);
      }
      k += n;
      cards += n;
    }
    this.homeFromSeen(cards);
  }

  /** The foundations, from the cards `seen` in the rows: whatever is missing is home. */
  private homeFromSeen(cards: number): void {
    for (let s = 0; s < 4; s++) {
      let r = 0;
      while (r < 13 && !this.seen[s * 13 + r]) r++;
      this.home[s] = r;
    }
    this.homeCount = 52 - cards;
  }

  /**
   * `restore` without the hash: the rows and foundations only, for a position that is read (the
   * dead test, `save`) or played on without looking at its hash, which stays stale until the next
   * `restore`. Rehashing is most of a restore's cost.
   */
  restoreCards(src: Uint8Array, at: number): void {
    let k = at + this.rows, cards = 0;
    const seen = this.seen, where = this.where;
    seen.fill(0);
    where.fill(-1, 0, 52);
    for (let row = 0; row < this.rows; row++) {
      const n = src[at + row]!;
      this.len[row] = n;
      this.valid[row] = 0;
      for (let p = 0, cell = row * STRIDE; p < n; p++, cell++) {
        const c = (this.cells[cell] = src[k + p]!);
        seen[c] = 1;
        where[c] = cell;
      }
      k += n;
      cards += n;
    }
    this.homeFromSeen(cards);
    this.fresh = false;
  }

  /**
   * Copies the rows of board b (same number of rows), each card c written as `label[c]`; the
   * foundations are left as they are. Only the cards from the first that differs up are written
   * and rehashed (cells above a row's top count while their chains hold): a board copied from a
   * search's positions again and again changes little.
   */
  copyRows(b: CastleBoard, label: Uint8Array): void {
    for (let r = 0; r < this.rows; r++) {
      const n = b.len[r]!, had = this.len[r]!, base = r * STRIDE;
      let k = 0;
      for (const m = Math.min(n, this.valid[r]!); k < m && this.cells[base + k] === label[b.cells[base + k]!]; ) k++;
      if (k === n && had === n) continue;
      this.addTerm(base + had, -1);
      if (k < n) {
        for (let at = base + k; at < base + n; at++) {
          const c = label[b.cells[at]!]!;
          this.cells[at] = c;
          this.where[c] = at;
          this.chain(at, c);
        }
        this.valid[r] = n;
      }
      this.len[r] = n;
      this.addTerm(base + n, 1);
    }
  }

  /** Card `k` (from the bottom) of a row. */
  cell(row: number, k: number): number {
    return this.cells[row * STRIDE + k]!;
  }

  /** Whether card `upper` may be built on card `lower` in this game's rows. */
  builds(lower: number, upper: number): boolean {
    const rl = lower % 13, ru = upper % 13;
    if (!this.upDown) return rl === ru + 1;
    return ((lower / 13) | 0) === ((upper / 13) | 0) && (rl === ru + 1 || rl === ru - 1);
  }

  /** An engine move for a move code. */
  toMove(code: number): Move {
    const from = moveFrom(code), to = moveTo(code);
    return to >= HOME ? { kind: 'foundation', from, to: to - HOME } : { kind: 'tableau', from, to };
  }
}
