/**
 * `solitaire worker --queue redis://HOST:PORT [--concurrency K] [--lock-ms T]`: takes chunks of
 * survey deals from the queue (see ../queue/), solves each in a BullMQ sandboxed processor on a
 * worker thread (the main thread only talks to Redis, so a long solve never lets the chunk's lock
 * lapse), and answers each chunk with its deals' records. It takes only work asked of its own
 * solver version (one queue per version). SIGTERM or Ctrl-C: it takes no more chunks and finishes
 * those in hand; a second signal, or chunks still running after GRACE_MS, hands them back to the
 * queue for another worker at once. A worker killed outright loses its chunks to another worker
 * once their locks lapse (--lock-ms, then one stalled check).
 */
import { hostname } from 'node:os';
import { availableParallelism } from 'node:os';
import { Worker, type Job } from 'bullmq';
import { SOLVER_VERSION } from '../../solver/node/version.ts';
import { EXIT_OK, EXIT_USAGE } from '../format.ts';
import { clip, quote } from '../excerpt.ts';
import type { Io } from '../io.ts';
import { readOptions, wholeNumber, type OptionSpec } from '../options.ts';
import { chunkName, queueName, type ChunkJob, type ChunkResult } from '../queue/chunks.ts';
import { parseQueueAddress, type QueueAddress } from '../queue/redis.ts';

export const USAGE = 'usage: solitaire worker --queue redis://HOST:PORT [--concurrency K] [--lock-ms T]';
const OPTIONS = { queue: { type: 'string' }, concurrency: { type: 'string' }, 'lock-ms': { type: 'string' } } as const satisfies OptionSpec;

/** How long chunks in hand may run on after SIGTERM before they are handed back. */
const GRACE_MS = 20_000;
/** A chunk's lock without renewal, unless --lock-ms says otherwise (BullMQ's default). */
const DEFAULT_LOCK_MS = 30_000;
/** Times a chunk may be lost by a dying worker before it is failed (a chunk that kills every worker). */
const MAX_STALLED = 5;

/** A chunk's verdicts in a few words: "won 3, impossible 1, unknown 0", or "won 1, lost 9" played blind. */
const tally = (r: ChunkResult): string => {
  const c = { won: 0, impossible: 0, unknown: 0, lost: 0 };
  for (const rec of r.records) c[rec.verdict]++;
  return c.lost ? `won ${c.won}, lost ${c.lost}` : `won ${c.won}, impossible ${c.impossible}, unknown ${c.unknown}`;
};

export async function run(args: string[], io: Io): Promise<number> {
  const parsed = readOptions(args, OPTIONS);
  const fail = (message: string): number => {
    io.err(`solitaire worker: ${message}\n${USAGE}`);
    return EXIT_USAGE;
  };
  if (!parsed.ok) return fail(parsed.message);
  const { values: v, positionals } = parsed.value;
  if (positionals.length) return fail(`unexpected ${quote(positionals.join(' '))}`);
  const address = parseQueueAddress(v.queue);
  if (!address.ok) return fail(address.message);
  const cores = Math.max(1, availableParallelism());
  const concurrency = v.concurrency === undefined ? { ok: true as const, value: cores } : wholeNumber('--concurrency', v.concurrency);
  if (!concurrency.ok) return fail(concurrency.message);
  const lockMs = v['lock-ms'] === undefined ? { ok: true as const, value: DEFAULT_LOCK_MS } : wholeNumber('--lock-ms', v['lock-ms'], 1000);
  if (!lockMs.ok) return fail(lockMs.message);
  return work(address.value, concurrency.value, lockMs.value, cores, io);
}

async function work(address: QueueAddress, concurrency: number, lockMs: number, cores: number, io: Io): Promise<number> {
  if (concurrency > cores) {
    io.err(`solitaire worker: --concurrency ${concurrency} is more than this machine's ${cores} cores; threads beyond them only slow every deal down`);
    return EXIT_USAGE;
  }

  const name = `${hostname()}-${process.pid}`;
  const worker = new Worker<ChunkJob, ChunkResult>(queueName(SOLVER_VERSION), new URL('../queue/processor.js', import.meta.url), {
    connection: address.options,
    concurrency,
    useWorkerThreads: true,
    name,
    lockDuration: lockMs,
    stalledInterval: lockMs,
    maxStalledCount: MAX_STALLED,
  });
  const active = new Map<string, Job<ChunkJob, ChunkResult>>();
  worker.on('active', (job) => {
    active.set(job.id!, job);
    io.err(`solving ${chunkName(job.data)}`);
  });
  worker.on('completed', (job, result) => {
    active.delete(job.id!);
    io.err(`done ${chunkName(job.data)}: ${tally(result)} (${(((job.finishedOn ?? Date.now()) - (job.processedOn ?? Date.now())) / 1000).toFixed(1)} s)`);
  });
  worker.on('failed', (job, e) => {
    if (job) active.delete(job.id!);
    io.err(`failed ${job ? chunkName(job.data) : 'a chunk'}: ${clip(e.message.split('\n')[0]!, 120)}`);
  });
  // Redis unreachable: ioredis retries for ever; say so once per kind of error, not at every try.
  let lastError = '';
  worker.on('error', (e) => {
    const message = clip(e.message.split('\n')[0]!, 120);
    if (message !== lastError) io.err(`worker: ${address.shown}: ${message} (retrying)`);
    lastError = message;
  });
  worker.on('ready', () => {
    if (lastError) io.err(`worker: ${address.shown}: connected`);
    lastError = '';
  });
  io.err(`worker ${name}: solver ${SOLVER_VERSION}, ${concurrency} thread${concurrency === 1 ? '' : 's'}, taking chunks from ${address.shown}`);

  return new Promise<number>((resolve) => {
    let signals = 0;
    const handBack = async (why: string): Promise<void> => {
      const held = [...active.values()];
      io.err(`worker: ${why}: handing back ${held.length} chunk${held.length === 1 ? '' : 's'}`);
      await Promise.all(held.map((job) => job.moveToWait(job.token).catch((e: Error) => io.err(`worker: could not hand back ${chunkName(job.data)}: ${clip(e.message, 120)}`))));
      // The sandboxes' threads die with the process; the chunks are waiting for another worker.
      process.exit(EXIT_OK);
    };
    const stop = (signal: NodeJS.Signals): void => {
      if (++signals > 1) {
        void handBack(`${signal} again`);
        return;
      }
      io.err(`worker: ${signal}: finishing ${active.size} chunk${active.size === 1 ? '' : 's'} in hand (${signal} again hands them back)`);
      const grace = setTimeout(() => void handBack(`chunks still running after ${GRACE_MS / 1000} s`), GRACE_MS);
      void worker.close().then(() => {
        clearTimeout(grace);
        io.err('worker: stopped');
        resolve(EXIT_OK);
      });
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
}
