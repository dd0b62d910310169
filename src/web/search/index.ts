/**
 * The app's two solver workers, started on first use (the solver's code is not shipped up front):
 * one for what the player asks (hints, winning lines, undo to a winnable position), one for the
 * background "still winnable?" check, so cancelling a check never disturbs a hint.
 */
import type { Position } from '../../engine/index.ts';
import { SolverClient, type Asked, type WorkerLike } from './client.ts';
import type { Answers, JobKind, JobOptions } from './protocol.ts';

export type { Reply, Asked } from './client.ts';
export type { Answers, HintAnswer, JobKind, JobOptions } from './protocol.ts';

const spawn = (): WorkerLike => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;
// Shared memory needs a cross-origin-isolated page; without it a cancel replaces the worker.
const shared = typeof SharedArrayBuffer !== 'undefined' && globalThis.crossOriginIsolated === true;

let foreground: SolverClient | undefined;
let background: SolverClient | undefined;

/** A job for the player's own requests. */
export function ask<K extends JobKind>(kind: K, pos: Position, opts: JobOptions = {}): Asked<Answers[K]> {
  foreground ??= new SolverClient(spawn, { shared });
  return foreground.ask(kind, pos, opts);
}

/** Starts the worker of the player's requests ahead of one likely to come (a lost game's review). */
export function warmForeground(): void {
  foreground ??= new SolverClient(spawn, { shared });
  foreground.warm();
}

/** A background job (the winnable indicator). */
export function askInBackground<K extends JobKind>(kind: K, pos: Position, opts: JobOptions = {}): Asked<Answers[K]> {
  background ??= new SolverClient(spawn, { shared });
  return background.ask(kind, pos, opts);
}
