/**
 * The Hint button's one entry point: the solver (src/solver) runs in a module Worker, loaded the
 * first time a hint is asked for, so the board never waits and the solver's code is not shipped up
 * front. A hint is the first move of a winning line found within the time budget.
 */
import { signal } from '@preact/signals';
import type { Move, Position } from '../engine/index.ts';
import type { HintOverlay } from './components/HintOverlay.tsx';
import { importAgain } from './import-again.ts';

export type HintResult =
  /** Big Ben: `sampled` says in how many sampled stock orders the move won. */
  | { readonly kind: 'move'; readonly move: Move; readonly sampled?: { readonly wins: number; readonly samples: number } }
  /** The search proved no win remains; Big Ben (`sampled`): no win was found in any sampled stock order. */
  | { readonly kind: 'none'; readonly sampled?: boolean }
  /** Nothing found in time (or the placement phase of Selective Castle). */
  | { readonly kind: 'unknown' }
  | { readonly kind: 'unavailable' };

let pending: { cancel(): void } | undefined;
/** Counts hints asked and cancelled, so a hint cancelled while the solver client loads is never asked. */
let asked = 0;

/** Stops the hint still being searched (the board changed: its answer would be stale). */
export function cancelHint(): void {
  asked++;
  pending?.cancel();
  pending = undefined;
}

/** The drawing of a hint over the board (rings and an arrow), loaded with the first hint. */
export const hintOverlay = signal<typeof HintOverlay | null>(null);

/** Asks the solver worker (src/web/solver); a new hint cancels the one still being searched. */
export async function findHint(pos: Position, budgetMs = 3000): Promise<HintResult> {
  if (!hintOverlay.value) void importAgain(() => import('./components/HintOverlay.tsx')).then((m) => (hintOverlay.value = m.HintOverlay));
  const mine = ++asked;
  // The solver client comes with the first hint (it is not part of the first board).
  const client = await importAgain(() => import('./solver/index.ts')).catch(() => null);
  if (!client) return { kind: 'unavailable' };
  if (mine !== asked) return { kind: 'unknown' };
  pending?.cancel();
  const job = client.ask('hint', pos, { budgetMs });
  pending = job;
  const r = await job.promise;
  if (pending === job) pending = undefined;
  if (r.status === 'failed') return { kind: 'unavailable' };
  if (r.status === 'cancelled') return { kind: 'unknown' };
  const a = r.answer;
  if (a.kind === 'move') return a.source === 'sampled' ? { kind: 'move', move: a.move, sampled: { wins: a.wins, samples: a.samples } } : { kind: 'move', move: a.move };
  if (a.kind === 'none') return { kind: 'none', sampled: a.source === 'sampled' };
  return { kind: 'unknown' };
}
