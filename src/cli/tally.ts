/**
 * A survey's figures gathered deal by deal (won / impossible / unknown, nodes, the times), the same
 * SurveySummary that summarize() makes from a list of records, without holding the records: the
 * times are kept as a count per distinct time (whole milliseconds, as survey writes them: a few
 * thousand values, whatever the number of deals), so the median and p99 stay exact. A deal can be
 * taken out again (remove), as reading a survey file does when a later line of a deal replaces its
 * first.
 */
import type { Verdict } from '../solver/types.ts';
import { winnableOf, type SurveySummary } from '../solver/stats.ts';

export class Tally {
  readonly counts = { won: 0, impossible: 0, unknown: 0 };
  private nodes = 0;
  private n = 0;
  /** How many deals took each time (ms). */
  private readonly times = new Map<number, number>();

  get deals(): number {
    return this.n;
  }

  add(verdict: Verdict, ms: number, nodes: number): void {
    this.change(verdict, ms, nodes, 1);
  }

  /** Takes out a deal added before. */
  remove(verdict: Verdict, ms: number, nodes: number): void {
    this.change(verdict, ms, nodes, -1);
  }

  /** How many distinct times are held (what the tally's size grows with). */
  get distinctTimes(): number {
    return this.times.size;
  }

  private change(verdict: Verdict, ms: number, nodes: number, by: 1 | -1): void {
    const left = (this.times.get(ms) ?? 0) + by;
    if (left) this.times.set(ms, left);
    else this.times.delete(ms);
    this.n += by;
    this.counts[verdict] += by;
    this.nodes += by * nodes;
  }

  summary(): SurveySummary {
    const { won, impossible, unknown } = this.counts, n = this.n;
    const times = [...this.times.keys()].sort((a, b) => a - b);
    // Nearest rank, as stats.quantile.
    const rank = (q: number): number => Math.min(n - 1, Math.max(0, Math.ceil(q * n) - 1));
    const wanted = [rank(0.5), rank(0.99)], found = [0, 0];
    let seen = 0, total = 0;
    for (const t of times) {
      const k = this.times.get(t)!;
      wanted.forEach((r, i) => {
        if (r >= seen && r < seen + k) found[i] = t;
      });
      seen += k;
      total = addTimes(total, t, k);
    }
    return {
      deals: n,
      won,
      impossible,
      unknown,
      winnable: winnableOf(won, unknown, n),
      ms: { median: found[0]!, p99: found[1]!, max: times.at(-1) ?? 0, total },
      nodes: this.nodes,
    };
  }
}

/** total + t, k times, one addition at a time in order as a sum over the sorted times gives (in one step when that is exact). */
function addTimes(total: number, t: number, k: number): number {
  if (Number.isInteger(t) && Number.isInteger(total) && total + t * k <= Number.MAX_SAFE_INTEGER) return total + t * k;
  for (let i = 0; i < k; i++) total += t;
  return total;
}
