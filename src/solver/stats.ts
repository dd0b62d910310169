/**
 * Survey statistics: the Wilson score interval for a proportion and the summary of a survey's
 * per-deal results (pure, shared by the CLI and the benchmark).
 */
import type { Verdict } from './types.ts';

export interface Interval {
  low: number;
  high: number;
}

/**
 * Wilson score interval for k successes in n trials (z = 1.96 for 95 %). Unlike the normal
 * approximation it stays inside [0, 1] and behaves at k = 0 or k = n.
 */
export function wilson(k: number, n: number, z = 1.96): Interval {
  if (n === 0) return { low: 0, high: 1 };
  const p = k / n, z2 = z * z;
  const centre = p + z2 / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  const denom = 1 + z2 / n;
  return { low: Math.max(0, (centre - spread) / denom), high: Math.min(1, (centre + spread) / denom) };
}

/**
 * What a survey says of a deal: the solver's verdict (knowing every card, Big Ben's stock order
 * too), or, in a survey of Big Ben played blind (blind-big-ben.ts), `won` or `lost` by the policy.
 */
export type SurveyVerdict = Verdict | 'lost';

/** One deal's line in a survey file. */
export interface SurveyRecord {
  /** The deal number's canonical decimal text (up to 10^20, past a double's exact range). */
  deal: string;
  verdict: SurveyVerdict;
  moves: string[];
  nodes: number;
  ms: number;
}

export interface SurveySummary {
  deals: number;
  won: number;
  impossible: number;
  unknown: number;
  /** Winnable share with unknowns counted as losses (low) and as wins (high), each with its Wilson interval. */
  winnable: { low: number; high: number; interval: Interval };
  ms: { median: number; p99: number; max: number; total: number };
  nodes: number;
}

/** The q-quantile (nearest rank) of sorted values. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** The winnable share of `n` deals with the unknowns counted both ways: the lower bound treats them as losses, the upper as wins. */
export function winnableOf(won: number, unknown: number, n: number): SurveySummary['winnable'] {
  return {
    low: n ? won / n : 0,
    high: n ? (won + unknown) / n : 0,
    interval: { low: wilson(won, n).low, high: wilson(won + unknown, n).high },
  };
}

export function summarize(records: readonly SurveyRecord[]): SurveySummary {
  const n = records.length;
  const count = (v: Verdict): number => records.filter((r) => r.verdict === v).length;
  const won = count('won'), impossible = count('impossible'), unknown = count('unknown');
  const times = records.map((r) => r.ms).sort((a, b) => a - b);
  return {
    deals: n,
    won,
    impossible,
    unknown,
    winnable: winnableOf(won, unknown, n),
    ms: { median: quantile(times, 0.5), p99: quantile(times, 0.99), max: times[n - 1] ?? 0, total: times.reduce((a, b) => a + b, 0) },
    nodes: records.reduce((a, r) => a + r.nodes, 0),
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(2)} %`;

export function formatSummary(title: string, s: SurveySummary): string {
  const w = s.winnable;
  const share = w.low === w.high ? pct(w.low) : `${pct(w.low)} – ${pct(w.high)}`;
  return [
    `${title}: ${s.deals} deals`,
    `  won ${s.won}, impossible ${s.impossible}, unknown ${s.unknown}`,
    `  winnable ${share}, Wilson 95 % interval [${pct(w.interval.low)}, ${pct(w.interval.high)}] (unknowns counted both ways)`,
    `  time per deal: median ${s.ms.median} ms, p99 ${s.ms.p99} ms, max ${s.ms.max} ms (total ${(s.ms.total / 1000).toFixed(1)} s)`,
  ].join('\n');
}
