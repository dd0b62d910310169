/**
 * A survey's figures gathered deal by deal (won / impossible / unknown, nodes, the times), the same
 * SurveySummary that summarize() makes from a list of records, without holding the records: a
 * survey resumed on 8 million deals keeps only their times, 8 bytes a deal.
 */
import type { Verdict } from '../solver/types.ts';
import { winnableOf, type SurveySummary } from '../solver/stats.ts';

export class Tally {
  readonly counts = { won: 0, impossible: 0, unknown: 0 };
  private nodes = 0;
  private times: Float64Array;
  private n = 0;

  /** `expected`: how many deals will be added, when known (the times are then never copied). */
  constructor(expected = 1024) {
    this.times = new Float64Array(Math.max(expected, 16));
  }

  get deals(): number {
    return this.n;
  }

  add(verdict: Verdict, ms: number, nodes: number): void {
    if (this.n === this.times.length) {
      const more = new Float64Array(this.n * 2);
      more.set(this.times);
      this.times = more;
    }
    this.times[this.n++] = ms;
    this.counts[verdict]++;
    this.nodes += nodes;
  }

  summary(): SurveySummary {
    const { won, impossible, unknown } = this.counts, n = this.n;
    // Sorted in place: only the order of the times added changes.
    const times = this.times.subarray(0, n).sort();
    // Nearest rank, as stats.quantile.
    const at = (q: number): number => (n ? times[Math.min(n - 1, Math.max(0, Math.ceil(q * n) - 1))]! : 0);
    let total = 0;
    for (const t of times) total += t;
    return {
      deals: n,
      won,
      impossible,
      unknown,
      winnable: winnableOf(won, unknown, n),
      ms: { median: at(0.5), p99: at(0.99), max: n ? times[n - 1]! : 0, total },
      nodes: this.nodes,
    };
  }
}
