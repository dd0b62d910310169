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
import { parseArgs } from 'node:util';
import { Worker, type Job } from 'bullmq';
import { SOLVER_VERSION } from '../../solver/node/version.ts';
import { EXIT_OK, EXIT_USAGE } from '../format.ts';
import type { Io } from '../io.ts';
import { chunkName, queueName, type ChunkJob, type ChunkResult } from '../queue/chunks.ts';
import { parseQueueAddress } from '../queue/redis.ts';

const USAGE = 'usage: solitaire worker --queue redis://HOST:PORT [--concurrency K] [--lock-ms T]';
const OPTIONS = { queue: { type: 'string' }, concurrency: { type: 'string' }, 'lock-ms': { type: 'string' } } as const;

/** How long chunks in hand may run on after SIGTERM before they are handed back. */
const GRACE_MS = 20_000;
/** A chunk's lock without renewal, unless --lock-ms says otherwise (BullMQ's default). */
const DEFAULT_LOCK_MS = 30_000;
/** Times a chunk may be lost by a dying worker before it is failed (a chunk that kills every worker). */
const MAX_STALLED = 5;

const whole = (text: string | undefined): number | undefined => {
  const n = Number(text);
  return text !== undefined && /^\d+$/.test(text) && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

const tally = (r: ChunkResult): string => {
  const c = { won: 0, impossible: 0, unknown: 0 };
  for (const rec of r.records) c[rec.verdict]++;
  return `won ${c.won}, impossible ${c.impossible}, unknown ${c.unknown}`;
};

export async function run(args: string[], io: Io): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args, options: OPTIONS, allowPositionals: false });
  } catch (e) {
    io.err(`solitaire worker: ${(e as Error).message}\n${USAGE}`);
    return EXIT_USAGE;
  }
  const v = parsed.values;
  const address = parseQueueAddress(v.queue);
  if (!address.ok) {
    io.err(`solitaire worker: ${address.message}\n${USAGE}`);
    return EXIT_USAGE;
  }
  const cores = Math.max(1, availableParallelism());
  const concurrency = v.concurrency === undefined ? cores : whole(v.concurrency);
  const lockMs = v['lock-ms'] === undefined ? DEFAULT_LOCK_MS : whole(v['lock-ms']);
  if (!concurrency || !lockMs || lockMs < 1000) {
    io.err(`solitaire worker: --concurrency takes a positive whole number and --lock-ms one of at least 1000\n${USAGE}`);
    return EXIT_USAGE;
  }
  if (concurrency > cores) {
    io.err(`solitaire worker: --concurrency ${concurrency} is more than this machine's ${cores} cores; threads beyond them only slow every deal down`);
    return EXIT_USAGE;
  }

  const name = `${hostname()}-${process.pid}`;
  const worker = new Worker<ChunkJob, ChunkResult>(queueName(SOLVER_VERSION), new URL('../queue/processor.js', import.meta.url), {
    connection: address.value.options,
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
    io.err(`failed ${job ? chunkName(job.data) : 'a chunk'}: ${e.message.split('\n')[0]}`);
  });
  // Redis unreachable: ioredis retries for ever; say so once per kind of error, not at every try.
  let lastError = '';
  worker.on('error', (e) => {
    const message = e.message.split('\n')[0]!;
    if (message !== lastError) io.err(`worker: ${address.value.shown}: ${message} (retrying)`);
    lastError = message;
  });
  worker.on('ready', () => {
    if (lastError) io.err(`worker: ${address.value.shown}: connected`);
    lastError = '';
  });
  io.err(`worker ${name}: solver ${SOLVER_VERSION}, ${concurrency} thread${concurrency === 1 ? '' : 's'}, taking chunks from ${address.value.shown}`);

  return new Promise<number>((resolve) => {
    let signals = 0;
    const handBack = async (why: string): Promise<void> => {
      const held = [...active.values()];
      io.err(`worker: ${why}: handing back ${held.length} chunk${held.length === 1 ? '' : 's'}`);
      await Promise.all(held.map((job) => job.moveToWait(job.token).catch((e: Error) => io.err(`worker: could not hand back ${chunkName(job.data)}: ${e.message}`))));
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
