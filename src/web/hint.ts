/**
 * The Hint button's one entry point: the solver (src/solver) runs in a module Worker, loaded the
 * first time a hint is asked for, so the board never waits and the solver's code is not shipped up
 * front. A hint is the first move of a winning line found within the time budget.
 */
import type { Move, Position } from '../engine/index.ts';

export type HintResult =
  | { readonly kind: 'move'; readonly move: Move }
  /** The search proved no win remains. */
  | { readonly kind: 'none' }
  /** Nothing found in time (or the placement phase of Selective Castle). */
  | { readonly kind: 'unknown' }
  | { readonly kind: 'unavailable' };

export interface HintRequest {
  readonly id: number;
  readonly pos: Position;
  readonly budgetMs: number;
}

export interface HintReply {
  readonly id: number;
  readonly result: HintResult;
}

let worker: Worker | null = null;
let seq = 0;

export function findHint(pos: Position, budgetMs = 3000): Promise<HintResult> {
  try {
    worker ??= new Worker(new URL('./hint-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return Promise.resolve({ kind: 'unavailable' });
  }
  const w = worker;
  const id = ++seq;
  return new Promise((resolve) => {
    const done = (result: HintResult): void => {
      w.removeEventListener('message', on);
      clearTimeout(timer);
      resolve(result);
    };
    const on = (e: MessageEvent<HintReply>): void => void (e.data.id === id && done(e.data.result));
    const timer = setTimeout(() => done({ kind: 'unknown' }), budgetMs + 4000);
    w.addEventListener('message', on);
    w.addEventListener('error', () => done({ kind: 'unavailable' }), { once: true });
    w.postMessage({ id, pos, budgetMs } satisfies HintRequest);
  });
}
