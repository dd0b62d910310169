/**
 * The app's side of the solver worker: `ask(kind, pos, opts)` → `{ promise, cancel() }`.
 * One job runs at a time per worker; later ones wait their turn. `cancel()` really stops the work:
 * a waiting job is dropped; a running one has its shared flag raised (the search polls it between
 * nodes and answers at once) or, without shared memory, its worker is terminated and replaced.
 * The promise always settles: 'done', 'cancelled' (with the search's partial answer when it gave
 * one) or 'failed' (no worker, or the worker broke).
 */
import type { Position } from '../../engine/index.ts';
import type { Answers, FromWorker, JobKind, JobOptions, ToWorker } from './protocol.ts';

export interface WorkerLike {
  postMessage(msg: ToWorker): void;
  terminate(): void;
  onmessage: ((e: { data: FromWorker }) => void) | null;
  onerror: ((e: unknown) => void) | null;
}

export type Reply<R> =
  | { readonly status: 'done'; readonly answer: R }
  | { readonly status: 'cancelled'; readonly answer: R | null }
  | { readonly status: 'failed'; readonly error: string };

export interface Asked<R> {
  readonly promise: Promise<Reply<R>>;
  cancel(): void;
}

interface Job {
  readonly id: number;
  readonly kind: JobKind;
  readonly pos: Position;
  readonly opts: JobOptions;
  readonly flag: SharedArrayBuffer | undefined;
  cancelled: boolean;
  settle(reply: Reply<Answers[JobKind]>): void;
}

export interface ClientOptions {
  /** Use a SharedArrayBuffer flag to stop a running search (else: terminate the worker). */
  readonly shared?: boolean;
}

export class SolverClient {
  private worker: WorkerLike | null = null;
  private running: Job | null = null;
  private readonly waiting: Job[] = [];
  private seq = 0;
  /** Workers started so far (a cancel without shared memory costs one). */
  spawned = 0;

  constructor(private readonly spawn: () => WorkerLike, private readonly opts: ClientOptions = {}) {}

  /** Starts the worker ahead of a request likely to come (its script and the solver load meanwhile). */
  warm(): void {
    this.ensureWorker();
  }

  ask<K extends JobKind>(kind: K, pos: Position, opts: JobOptions = {}): Asked<Answers[K]> {
    let settle!: (r: Reply<Answers[K]>) => void;
    const promise = new Promise<Reply<Answers[K]>>((ok) => (settle = ok));
    const job: Job = {
      id: ++this.seq,
      kind,
      pos,
      opts,
      flag: this.opts.shared ? new SharedArrayBuffer(4) : undefined,
      cancelled: false,
      settle: settle as (r: Reply<Answers[JobKind]>) => void,
    };
    this.waiting.push(job);
    this.pump();
    return { promise, cancel: () => this.cancel(job) };
  }

  /** Cancels every job, waiting or running. */
  cancelAll(): void {
    for (const job of [...this.waiting]) this.cancel(job);
    if (this.running) this.cancel(this.running);
  }

  private cancel(job: Job): void {
    if (job.cancelled) return;
    job.cancelled = true;
    const at = this.waiting.indexOf(job);
    if (at >= 0) {
      this.waiting.splice(at, 1);
      return job.settle({ status: 'cancelled', answer: null });
    }
    if (this.running !== job) return; // already answered
    if (job.flag) return void Atomics.store(new Int32Array(job.flag), 0, 1); // answers soon with `unknown`
    this.worker?.terminate();
    this.worker = null;
    this.running = null;
    job.settle({ status: 'cancelled', answer: null });
    this.pump();
  }

  private pump(): void {
    if (this.running) return;
    const job = this.waiting.shift();
    if (!job) return;
    const w = this.ensureWorker();
    if (!w) {
      job.settle({ status: 'failed', error: 'no worker' });
      return this.pump();
    }
    this.running = job;
    w.postMessage({ type: 'run', id: job.id, kind: job.kind, pos: job.pos, opts: job.opts, ...(job.flag ? { flag: job.flag } : {}) });
  }

  private ensureWorker(): WorkerLike | null {
    if (this.worker) return this.worker;
    try {
      const w = this.spawn();
      this.spawned++;
      w.onmessage = (e) => this.answered(w, e.data);
      w.onerror = (e) => this.broke(w, e);
      this.worker = w;
      return w;
    } catch {
      return null;
    }
  }

  private answered(w: WorkerLike, msg: FromWorker): void {
    const job = this.running;
    if (w !== this.worker || !job || msg.id !== job.id) return;
    this.running = null;
    if (!msg.ok) job.settle({ status: 'failed', error: msg.error });
    else job.settle(job.cancelled ? { status: 'cancelled', answer: msg.answer } : { status: 'done', answer: msg.answer });
    this.pump();
  }

  private broke(w: WorkerLike, e: unknown): void {
    if (w !== this.worker) return;
    w.terminate();
    this.worker = null;
    const job = this.running;
    this.running = null;
    job?.settle({ status: 'failed', error: e instanceof Error ? e.message : 'the solver worker failed' });
    this.pump();
  }
}
