/**
 * A compact board for searching the Beleaguered Castle family: every row in one Uint8Array
 * (stride 64, bottom → top), the foundations as four top ranks (castle foundation i holds suit i).
 * Moves are small integers: (from << 5) | to, where to < 16 is a row and to ≥ 16 the foundation
 * of suit to − 16. The search never renumbers rows (it only sorts them for the key), so a move
 * code maps straight back to the engine's row indices.
 */
import { gameDef, suitOf, type Move, type Position } from '../engine/index.ts';

const STRIDE = 64;
export const HOME = 16;
const SEPARATOR = 120;

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
  private readonly order: Int32Array;
  private readonly codes: number[] = [];
  /** Scratch for keys: 52 cards and a separator per row fit. */
  readonly keyBuffer = new Uint8Array(128);

  constructor(pos: Position) {
    const def = gameDef(pos.game);
    this.rows = pos.tableau.length;
    this.upDown = def.build === 'updown-suit';
    this.cells = new Uint8Array(this.rows * STRIDE);
    this.len = new Int32Array(this.rows);
    this.order = new Int32Array(this.rows);
    this.home = new Int32Array(4);
    pos.tableau.forEach((row, i) => {
      row.forEach((c, k) => (this.cells[i * STRIDE + k] = c));
      this.len[i] = row.length;
    });
    pos.foundations.forEach((pile, i) => {
      const s = suitOf(pile[0] ?? i * 13);
      this.home[s] = pile.length;
      this.homeCount += pile.length;
    });
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
    const n = --this.len[from]!;
    const c = this.cells[from * STRIDE + n]!;
    if (to >= HOME) {
      this.home[(c / 13) | 0]!++;
      this.homeCount++;
    } else {
      this.cells[to * STRIDE + this.len[to]!] = c;
      this.len[to]!++;
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
      c = this.cells[to * STRIDE + --this.len[to]!]!;
    }
    this.cells[from * STRIDE + this.len[from]!] = c;
    this.len[from]!++;
  }

  /**
   * The canonical key: the non-empty rows ordered by their bottom card (cards are unique, so this
   * is a total order and ignores which physical row holds what), each row's cards then a separator.
   * The foundations are implied by the cards missing from the key.
   */
  key(): string {
    const n = this.keyBytes(this.keyBuffer);
    const codes = this.codes;
    codes.length = n;
    for (let i = 0; i < n; i++) codes[i] = this.keyBuffer[i]!;
    return String.fromCharCode.apply(null, codes);
  }

  /** The same key as bytes in `out`; returns its length. */
  keyBytes(out: Uint8Array): number {
    const order = this.order;
    let k = 0;
    for (let i = 0; i < this.rows; i++) {
      if (this.len[i] === 0) continue;
      const b = this.cells[i * STRIDE]!;
      let j = k++;
      while (j > 0 && this.cells[order[j - 1]! * STRIDE]! > b) {
        order[j] = order[j - 1]!;
        j--;
      }
      order[j] = i;
    }
    let n = 0;
    for (let j = 0; j < k; j++) {
      const row = order[j]!;
      const base = row * STRIDE, len = this.len[row]!;
      for (let p = 0; p < len; p++) out[n++] = this.cells[base + p]! + 48;
      out[n++] = SEPARATOR;
    }
    return n;
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

  /** Loads a board from a key: the key's rows become rows 0, 1, …; missing cards are home. */
  loadKey(key: string): void {
    this.len.fill(0);
    const seen = new Uint8Array(52);
    let row = 0, cards = 0;
    for (let i = 0; i < key.length; i++) {
      const code = key.charCodeAt(i);
      if (code === SEPARATOR) {
        row++;
        continue;
      }
      const c = code - 48;
      this.cells[row * STRIDE + this.len[row]!++] = c;
      seen[c] = 1;
      cards++;
    }
    for (let s = 0; s < 4; s++) {
      let r = 0;
      while (r < 13 && !seen[s * 13 + r]) r++;
      this.home[s] = r;
    }
    this.homeCount = 52 - cards;
  }

  /** The row whose bottom card is `card` (−1 if none). */
  rowWithBottom(card: number): number {
    for (let i = 0; i < this.rows; i++) if (this.len[i]! > 0 && this.cells[i * STRIDE] === card) return i;
    return -1;
  }

  firstEmptyRow(): number {
    for (let i = 0; i < this.rows; i++) if (this.len[i] === 0) return i;
    return -1;
  }

  /** An engine move for a move code. */
  toMove(code: number): Move {
    const from = moveFrom(code), to = moveTo(code);
    return to >= HOME ? { kind: 'foundation', from, to: to - HOME } : { kind: 'tableau', from, to };
  }
}
