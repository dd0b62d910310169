/**
 * What a survey file says of each of its deals, held in typed arrays rather than one object per
 * line: 33 bytes a deal (its number, verdict, nodes, time and header) in pages of 64K rows that are
 * added, never copied, plus 8 to 16 bytes of index, whatever the lines' length or how many times a
 * deal repeats. Deal numbers go up to 10^20, past a double's exact range: each is kept as a high
 * part (a double) and its low 32 bits.
 *
 * Lookup is open addressing with linear probing over a power-of-two table of row numbers
 * (Knuth, TAOCP vol. 3, 6.4, algorithm L), kept at most half full.
 */
import type { Verdict } from '../solver/types.ts';

export interface DealEntry {
  verdict: Verdict;
  nodes: number;
  ms: number;
  /** Index of the header the line was written under. */
  header: number;
  /** Lines of the deal say won and impossible, and no re-solve has settled it since. */
  conflict: boolean;
}

const VERDICTS: readonly Verdict[] = ['won', 'impossible', 'unknown'];
const CONFLICT = 4;
const TWO_32 = 4294967296;

/** A deal's canonical text as its two parts. */
function split(deal: string): [number, number] {
  if (deal.length <= 15) {
    const n = Number(deal);
    return [Math.floor(n / TWO_32), n % TWO_32];
  }
  const n = BigInt(deal);
  return [Number(n >> 32n), Number(n & 0xffffffffn)];
}

function join(hi: number, lo: number): string {
  return hi < 2 ** 20 ? String(hi * TWO_32 + lo) : ((BigInt(hi) << 32n) + BigInt(lo)).toString();
}

/** Rows per page: a page of each column is allocated when the last is full. */
const PAGE_BITS = 16;
const PAGE = 1 << PAGE_BITS;

/** One column of the table: typed-array pages of PAGE rows. */
class Column<A extends Float64Array | Uint32Array | Uint8Array> {
  readonly pages: A[] = [];
  constructor(private readonly make: new (n: number) => A) {}
  at(r: number): number {
    return this.pages[r >>> PAGE_BITS]![r & (PAGE - 1)]!;
  }
  put(r: number, v: number): void {
    if (r >>> PAGE_BITS === this.pages.length) this.pages.push(new this.make(PAGE));
    this.pages[r >>> PAGE_BITS]![r & (PAGE - 1)] = v;
  }
}

export class DealTable {
  private rows = 0;
  private readonly hi = new Column(Float64Array);
  private readonly lo = new Column(Uint32Array);
  private readonly verdicts = new Column(Uint8Array);
  private readonly headers = new Column(Uint32Array);
  private readonly times = new Column(Float64Array);
  private readonly nodeCounts = new Column(Float64Array);
  /** Row + 1 for each slot, 0 when empty. */
  private slots = new Uint32Array(4096);

  get size(): number {
    return this.rows;
  }

  has(deal: string): boolean {
    return this.row(...split(deal)) >= 0;
  }

  get(deal: string): DealEntry | undefined {
    const r = this.row(...split(deal));
    return r < 0 ? undefined : this.entry(r);
  }

  set(deal: string, e: DealEntry): void {
    const [hi, lo] = split(deal);
    let r = this.row(hi, lo);
    if (r < 0) r = this.add(hi, lo);
    this.verdicts.put(r, VERDICTS.indexOf(e.verdict) + 1 + (e.conflict ? CONFLICT : 0));
    this.headers.put(r, e.header);
    this.times.put(r, e.ms);
    this.nodeCounts.put(r, e.nodes);
  }

  /** Every deal with its entry, in the order deals were first met. */
  *entries(): Generator<[string, DealEntry]> {
    for (let r = 0; r < this.rows; r++) yield [join(this.hi.at(r), this.lo.at(r)), this.entry(r)];
  }

  /** Every deal with its entry, by deal number. */
  *sorted(): Generator<[string, DealEntry]> {
    const order = Uint32Array.from({ length: this.rows }, (_, i) => i);
    order.sort((a, b) => this.hi.at(a) - this.hi.at(b) || this.lo.at(a) - this.lo.at(b));
    for (const r of order) yield [join(this.hi.at(r), this.lo.at(r)), this.entry(r)];
  }

  private entry(r: number): DealEntry {
    const v = this.verdicts.at(r);
    return { verdict: VERDICTS[(v & 3) - 1]!, conflict: (v & CONFLICT) !== 0, header: this.headers.at(r), ms: this.times.at(r), nodes: this.nodeCounts.at(r) };
  }

  private slotOf(hi: number, lo: number): number {
    let h = Math.imul(lo ^ Math.imul(hi % TWO_32 | 0, 0x85ebca6b), 0x9e3779b1);
    h ^= h >>> 15;
    return h & (this.slots.length - 1);
  }

  private row(hi: number, lo: number): number {
    const mask = this.slots.length - 1;
    for (let s = this.slotOf(hi, lo); ; s = (s + 1) & mask) {
      const r = this.slots[s]! - 1;
      if (r < 0 || (this.hi.at(r) === hi && this.lo.at(r) === lo)) return r;
    }
  }

  private add(hi: number, lo: number): number {
    const r = this.rows++;
    this.hi.put(r, hi);
    this.lo.put(r, lo);
    if (2 * this.rows > this.slots.length) this.rehash();
    else this.place(r);
    return r;
  }

  private place(r: number): void {
    const mask = this.slots.length - 1;
    let s = this.slotOf(this.hi.at(r), this.lo.at(r));
    while (this.slots[s] !== 0) s = (s + 1) & mask;
    this.slots[s] = r + 1;
  }

  private rehash(): void {
    this.slots = new Uint32Array(this.slots.length * 2);
    for (let r = 0; r < this.rows; r++) this.place(r);
  }
}
