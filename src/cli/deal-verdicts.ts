/**
 * Each deal's verdict in 2 bits (none, won, impossible, unknown), for survey files of millions of
 * deals: deal numbers are cut into pages of 65,536, and a page is created on a deal's first use,
 * first as a small Map (a few scattered deals), then, past SPARSE_MAX deals, as a Uint8Array of
 * 16 KB. A contiguous survey of 8 million deals takes 123 such pages, 2 MB. Deal numbers go up to
 * 10^20, past a double's exact range; a page number stays below 2^53.
 */
import type { Verdict } from '../solver/types.ts';

const PAGE_BITS = 16;
const PAGE = 1 << PAGE_BITS;
/** A dense page: 4 deals a byte. */
const DENSE_BYTES = PAGE / 4;
/** Past this many deals a sparse page becomes dense (a Map entry costs some 40 bytes, a dense page 16 KB). */
const SPARSE_MAX = 512;
/** What a sparse page's entry is counted as in bytes(): V8's Map takes about this much per entry. */
const SPARSE_ENTRY_BYTES = 40;
/** What any page is counted as besides its deals (the page map's entry and the page object). */
const PAGE_BYTES = 64;

const VERDICTS: readonly (Verdict | undefined)[] = [undefined, 'won', 'impossible', 'unknown'];
const codeOf = (v: Verdict): number => (v === 'won' ? 1 : v === 'impossible' ? 2 : 3);

type Page = { dense: Uint8Array } | { sparse: Map<number, number> };

/** A deal's canonical text as its page number and place in the page. */
function place(deal: string): [number, number] {
  if (deal.length <= 15) {
    const n = Number(deal);
    return [Math.floor(n / PAGE), n % PAGE];
  }
  const n = BigInt(deal);
  return [Number(n >> BigInt(PAGE_BITS)), Number(n & BigInt(PAGE - 1))];
}

function dealText(page: number, at: number): string {
  return page < 2 ** (53 - PAGE_BITS) ? String(page * PAGE + at) : ((BigInt(page) << BigInt(PAGE_BITS)) + BigInt(at)).toString();
}

function codeAt(p: Page, at: number): number {
  if ('sparse' in p) return p.sparse.get(at) ?? 0;
  return (p.dense[at >>> 2]! >>> ((at & 3) * 2)) & 3;
}

export class DealVerdicts {
  private readonly pages = new Map<number, Page>();
  private count = 0;

  /** How many deals have a verdict. */
  get size(): number {
    return this.count;
  }

  get(deal: string): Verdict | undefined {
    const [page, at] = place(deal);
    const p = this.pages.get(page);
    return p && VERDICTS[codeAt(p, at)];
  }

  set(deal: string, verdict: Verdict): void {
    const [number, at] = place(deal);
    let p = this.pages.get(number);
    if (!p) this.pages.set(number, (p = { sparse: new Map() }));
    if (codeAt(p, at) === 0) this.count++;
    if ('dense' in p) {
      const shift = (at & 3) * 2;
      p.dense[at >>> 2] = (p.dense[at >>> 2]! & ~(3 << shift)) | (codeOf(verdict) << shift);
    } else {
      p.sparse.set(at, codeOf(verdict));
      if (p.sparse.size > SPARSE_MAX) this.pages.set(number, densePage(p.sparse));
    }
  }

  /** Every deal with its verdict, by deal number. */
  *entries(): Generator<[string, Verdict]> {
    for (const number of [...this.pages.keys()].sort((a, b) => a - b)) {
      const p = this.pages.get(number)!;
      if ('sparse' in p) {
        for (const at of [...p.sparse.keys()].sort((a, b) => a - b)) yield [dealText(number, at), VERDICTS[p.sparse.get(at)!]!];
        continue;
      }
      for (let at = 0; at < PAGE; at++) {
        const v = VERDICTS[codeAt(p, at)];
        if (v) yield [dealText(number, at), v];
      }
    }
  }

  /** What the store holds in memory, in bytes (sparse entries as V8 takes them, about). */
  bytes(): number {
    let total = 0;
    for (const p of this.pages.values()) total += PAGE_BYTES + ('dense' in p ? p.dense.byteLength : p.sparse.size * SPARSE_ENTRY_BYTES);
    return total;
  }
}

function densePage(sparse: Map<number, number>): Page {
  const dense = new Uint8Array(DENSE_BYTES);
  for (const [at, code] of sparse) dense[at >>> 2] = dense[at >>> 2]! | (code << ((at & 3) * 2));
  return { dense };
}

/** What a survey file says of a deal: its verdict, and whether its lines disagree (won and impossible, unsettled). */
export interface DealState {
  verdict: Verdict;
  conflict: boolean;
}

/** A survey file's deals: each one's verdict in 2 bits, and the few whose lines disagree. */
export class SurveyDeals {
  readonly verdicts = new DealVerdicts();
  readonly conflicts = new Set<string>();

  get size(): number {
    return this.verdicts.size;
  }

  get(deal: string): DealState | undefined {
    const verdict = this.verdicts.get(deal);
    return verdict && { verdict, conflict: this.conflicts.has(deal) };
  }

  /** Every deal with its state, by deal number. */
  *entries(): Generator<[string, DealState]> {
    for (const [deal, verdict] of this.verdicts.entries()) yield [deal, { verdict, conflict: this.conflicts.has(deal) }];
  }

  /** What the deals hold in memory, in bytes (about, for the conflicts' few entries). */
  bytes(): number {
    return this.verdicts.bytes() + this.conflicts.size * 64;
  }
}
