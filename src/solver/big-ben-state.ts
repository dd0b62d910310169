/**
 * Big Ben's compact search state: typed arrays, play/unplay in place, and an incremental 96-bit
 * Zobrist hash of everything that decides the future (every pile in order, the waste, the stock
 * length, the foundation heights). Row order is kept: `fill` deals round-robin from pile 0.
 */
import { gameDef, rankOf, suitOf, WASTE, type Card, type Move, type Position } from '../engine/index.ts';

export const PILES = 12;
export const STRIDE = 112; // a pile never holds more than 104 cards
export const NONE = 255;
const WASTE_SLOT = PILES; // the waste hashes as a 13th pile

/** Move codes: kind in the low 2 bits, source (+1, so waste = 0) and target above. */
export const K_FOUNDATION = 0, K_TABLEAU = 1, K_FILL = 2, K_DEAL = 3;
export const encode = (kind: number, from: number, to: number): number => kind | ((from + 1) << 2) | (to << 7);
export const kindOf = (m: number): number => m & 3;
export const fromOf = (m: number): number => ((m >> 2) & 31) - 1;
export const toOf = (m: number): number => m >> 7;

const DEF = gameDef('big-ben');
const SPECS = DEF.foundations;
/** Cards a foundation holds when complete (8 for 9h–12h, 9 for 1h–8h). */
export const FOUNDATION_SIZE: readonly number[] = SPECS.map((s) => ((s.last - s.first + 13) % 13) + 1);

/**
 * For each card: the two foundations whose run holds its rank, with the card's index in each run
 * (foundation, index, foundation, index at c * 4; -1 when none).
 */
export const COVER = new Int8Array(52 * 4).fill(-1);
/** The card at index k of foundation f's run, at f * 16 + k. */
export const CARD_AT = new Uint8Array(PILES * 16);
SPECS.forEach((spec, f) => {
  for (let k = 0; k < FOUNDATION_SIZE[f]!; k++) {
    const c = spec.suit * 13 + ((spec.first - 1 + k) % 13);
    CARD_AT[f * 16 + k] = c;
    const slot = COVER[c * 4] === -1 ? 0 : 2;
    COVER[c * 4 + slot] = f;
    COVER[c * 4 + slot + 1] = k;
  }
});

/** The card one rank above `c` in its suit (K above Q, A above K): what `c` is built on. */
export const parentOf = (c: Card): Card => suitOf(c) * 13 + (rankOf(c) % 13);
/** The card one rank below `c` in its suit: what may be built on `c`. */
export const childOf = (c: Card): Card => suitOf(c) * 13 + ((rankOf(c) + 11) % 13);

/** Deterministic xorshift32 for the Zobrist keys (same keys every run). */
function zobristTable(n: number, seed: number): Uint32Array {
  const t = new Uint32Array(n);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < n; i++) {
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    t[i] = x;
  }
  return t;
}
const CELL_KEYS = (PILES + 1) * STRIDE * 52;
const Z_CELL = [zobristTable(CELL_KEYS, 0x9e3779b9), zobristTable(CELL_KEYS, 0x85ebca6b), zobristTable(CELL_KEYS, 0xc2b2ae35)] as const;
const Z_STOCK = [zobristTable(128, 0x27d4eb2f), zobristTable(128, 0x165667b1), zobristTable(128, 0xd3a2646c)] as const;
const Z_HOME = [zobristTable(PILES * 16, 0xfd7046c5), zobristTable(PILES * 16, 0xb55a4f09), zobristTable(PILES * 16, 0x6c8e9cf5)] as const;
export const Z_FLAG = [0x5bd1e995, 0x1b873593, 0xcc9e2d51] as const;

export class BigBenState {
  readonly tab = new Uint8Array(PILES * STRIDE);
  readonly len = new Uint8Array(PILES);
  readonly stock: Uint8Array;
  stockLen: number;
  /** Copies of each card still in the stock. */
  readonly stockCount = new Uint8Array(52);
  readonly waste = new Uint8Array(STRIDE);
  wasteLen = 0;
  /** Foundation heights (cards on it, base card included) and the card each needs next (NONE when complete). */
  readonly height = new Uint8Array(PILES);
  readonly next = new Uint8Array(PILES);
  /** Copies of each card on the foundations (0, 1 or 2). */
  readonly home = new Uint8Array(52);
  homeTotal = 0;
  h0 = 0; h1 = 0; h2 = 0;
  /** The rows each `fill` dealt to, as a stack of runs (for unplay). */
  private fillLog = new Uint8Array(4096);
  private fillTop = 0;

  constructor(pos: Position) {
    this.stock = Uint8Array.from(pos.stock);
    this.stockLen = pos.stock.length;
    for (const c of pos.stock) this.stockCount[c]!++;
    pos.tableau.forEach((row, p) => row.forEach((c) => this.pushPile(p, c)));
    pos.waste.forEach((c) => this.pushWaste(c));
    this.hashStock(0);
    pos.foundations.forEach((f, i) => {
      for (const c of f) this.home[c]!++;
      this.homeTotal += f.length;
      this.setHeight(i, f.length);
    });
  }

  /** Makes this state a copy of `o` (same position, hash and fill history). */
  copyFrom(o: BigBenState): void {
    this.tab.set(o.tab);
    this.len.set(o.len);
    this.stock.set(o.stock);
    this.stockLen = o.stockLen;
    this.stockCount.set(o.stockCount);
    this.waste.set(o.waste);
    this.wasteLen = o.wasteLen;
    this.height.set(o.height);
    this.next.set(o.next);
    this.home.set(o.home);
    this.homeTotal = o.homeTotal;
    this.h0 = o.h0; this.h1 = o.h1; this.h2 = o.h2;
    this.fillLog.set(o.fillLog.subarray(0, o.fillTop));
    this.fillTop = o.fillTop;
  }

  private xorCell(slot: number, index: number, c: number): void {
    const k = (slot * STRIDE + index) * 52 + c;
    this.h0 ^= Z_CELL[0][k]!; this.h1 ^= Z_CELL[1][k]!; this.h2 ^= Z_CELL[2][k]!;
  }
  private hashStock(old: number): void {
    this.h0 ^= Z_STOCK[0][old]! ^ Z_STOCK[0][this.stockLen]!;
    this.h1 ^= Z_STOCK[1][old]! ^ Z_STOCK[1][this.stockLen]!;
    this.h2 ^= Z_STOCK[2][old]! ^ Z_STOCK[2][this.stockLen]!;
  }
  private setHeight(f: number, h: number): void {
    const a = f * 16 + this.height[f]!, b = f * 16 + h;
    this.h0 ^= Z_HOME[0][a]! ^ Z_HOME[0][b]!; this.h1 ^= Z_HOME[1][a]! ^ Z_HOME[1][b]!; this.h2 ^= Z_HOME[2][a]! ^ Z_HOME[2][b]!;
    this.height[f] = h;
    const spec = SPECS[f]!;
    this.next[f] = h >= FOUNDATION_SIZE[f]! ? NONE : spec.suit * 13 + ((spec.first - 1 + h) % 13);
  }

  top(p: number): number {
    const n = this.len[p]!;
    return n === 0 ? NONE : this.tab[p * STRIDE + n - 1]!;
  }
  wasteTop(): number {
    return this.wasteLen === 0 ? NONE : this.waste[this.wasteLen - 1]!;
  }
  /** The top card of a source: a row or the waste. */
  sourceTop(from: number): number {
    return from === WASTE ? this.wasteTop() : this.top(from);
  }
  hasGap(): boolean {
    for (let p = 0; p < PILES; p++) if (this.len[p]! < 3) return true;
    return false;
  }
  isWon(): boolean {
    return this.homeTotal === 104;
  }

  private pushPile(p: number, c: number): void {
    const n = this.len[p]!;
    this.tab[p * STRIDE + n] = c;
    this.len[p] = n + 1;
    this.xorCell(p, n, c);
  }
  private popPile(p: number): number {
    const n = this.len[p]! - 1;
    const c = this.tab[p * STRIDE + n]!;
    this.len[p] = n;
    this.xorCell(p, n, c);
    return c;
  }
  private pushWaste(c: number): void {
    this.waste[this.wasteLen] = c;
    this.xorCell(WASTE_SLOT, this.wasteLen++, c);
  }
  private popWaste(): number {
    const c = this.waste[--this.wasteLen]!;
    this.xorCell(WASTE_SLOT, this.wasteLen, c);
    return c;
  }
  private popSource(from: number): number {
    return from === WASTE ? this.popWaste() : this.popPile(from);
  }
  private pushSource(from: number, c: number): void {
    if (from === WASTE) this.pushWaste(c);
    else this.pushPile(from, c);
  }

  /** Plays a legal move code. */
  play(m: number): void {
    switch (kindOf(m)) {
      case K_FOUNDATION: {
        const c = this.popSource(fromOf(m)), f = toOf(m);
        this.home[c]!++;
        this.homeTotal++;
        this.setHeight(f, this.height[f]! + 1);
        return;
      }
      case K_TABLEAU:
        this.pushPile(toOf(m), this.popSource(fromOf(m)));
        return;
      case K_DEAL:
        this.pushWaste(this.stock[--this.stockLen]!);
        this.stockCount[this.stock[this.stockLen]!]!--;
        this.hashStock(this.stockLen + 1);
        return;
      default:
        this.fill();
    }
  }

  unplay(m: number): void {
    switch (kindOf(m)) {
      case K_FOUNDATION: {
        const f = toOf(m);
        this.setHeight(f, this.height[f]! - 1);
        const c = this.popFoundationCard(f);
        this.home[c]!--;
        this.homeTotal--;
        this.pushSource(fromOf(m), c);
        return;
      }
      case K_TABLEAU:
        this.pushSource(fromOf(m), this.popPile(toOf(m)));
        return;
      case K_DEAL:
        this.stockCount[this.popWaste()]!++;
        this.stockLen++;
        this.hashStock(this.stockLen - 1);
        return;
      default:
        this.unfill();
    }
  }

  /** The card a foundation of this height would show on top (its height already lowered by one). */
  private popFoundationCard(f: number): number {
    const spec = SPECS[f]!;
    return spec.suit * 13 + ((spec.first - 1 + this.height[f]!) % 13);
  }

  /** Fill: passes from pile 0, one card to each pile still short, until none is short or the stock is empty. */
  private fill(): void {
    const before = this.stockLen;
    let dealt = 0;
    for (;;) {
      let any = false;
      for (let p = 0; p < PILES && this.stockLen > 0; p++) {
        if (this.len[p]! >= 3) continue;
        any = true;
        this.pushPile(p, this.stock[--this.stockLen]!);
        this.stockCount[this.stock[this.stockLen]!]!--;
        this.fillLog[this.fillTop++] = p;
        dealt++;
      }
      if (!any || this.stockLen === 0) break;
      // A pass only counts rows short when it started; a row may still be short after it.
      if (!this.hasGap()) break;
    }
    this.fillLog[this.fillTop++] = dealt;
    this.hashStock(before);
  }

  private unfill(): void {
    const dealt = this.fillLog[--this.fillTop]!;
    const before = this.stockLen;
    for (let k = 0; k < dealt; k++) {
      this.stockCount[this.popPile(this.fillLog[--this.fillTop]!)]!++;
      this.stockLen++;
    }
    this.hashStock(before);
  }
}

/** A move code as the engine's Move. */
export function toMove(m: number): Move {
  switch (kindOf(m)) {
    case K_FOUNDATION:
      return { kind: 'foundation', from: fromOf(m), to: toOf(m) };
    case K_TABLEAU:
      return { kind: 'tableau', from: fromOf(m), to: toOf(m) };
    case K_DEAL:
      return { kind: 'deal' };
    default:
      return { kind: 'fill' };
  }
}

/** The engine's Move as a code (fill/deal/foundation/tableau only). */
export function fromMove(move: Move): number {
  switch (move.kind) {
    case 'foundation':
      return encode(K_FOUNDATION, move.from, move.to);
    case 'tableau':
      return encode(K_TABLEAU, move.from, move.to);
    case 'deal':
      return encode(K_DEAL, 0, 0);
    case 'fill':
      return encode(K_FILL, 0, 0);
    default:
      return -1;
  }
}
