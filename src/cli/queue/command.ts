/**
 * What `survey` asks of the queue: its flags checked before any work (`--queue`, `--chunk`), and
 * the survey's deals solved by `worker`s through Redis, records handed to the same `onRecord` a
 * local survey uses, so the file, the resume and the summary are one code for both.
 */
import type { SurveyRecord } from '../../solver/stats.ts';
import type { BlindPolicy } from '../../solver/blind-big-ben.ts';
import type { Io } from '../io.ts';
import { DEFAULT_CHUNK } from './chunks.ts';
import { wholeNumber } from '../options.ts';
import { QueueSurveyError } from './error.ts';
import { parseQueueAddress, type QueueAddress } from './redis.ts';

export const QUEUE_USAGE = '[--queue redis://HOST:PORT [--chunk D]]';
export const QUEUE_OPTIONS = { queue: { type: 'string' }, chunk: { type: 'string' } } as const;

export interface QueueFlags {
  address: QueueAddress;
  chunk: number;
}

/** The queue flags, checked: undefined without --queue, a one-line complaint when they are wrong. */
/** `chunk`: deals per chunk when --chunk is not given (DEFAULT_CHUNK unless the survey says otherwise). */
export function queueFlags(v: { queue?: string; chunk?: string }, chunk = DEFAULT_CHUNK): { ok: true; value: QueueFlags | undefined } | { ok: false; message: string } {
  if (v.queue === undefined) return v.chunk === undefined ? { ok: true, value: undefined } : { ok: false, message: '--chunk goes with --queue' };
  const address = parseQueueAddress(v.queue);
  if (!address.ok) return address;
  const size = v.chunk === undefined ? { ok: true as const, value: chunk } : wholeNumber('--chunk', v.chunk, 1, 100_000);
  return size.ok ? { ok: true, value: { address: address.value, chunk: size.value } } : size;
}

export interface QueueRun {
  flags: QueueFlags;
  game: string;
  from: bigint;
  count: bigint;
  /** Undefined: no limit of that kind. */
  budgetMs: number | undefined;
  maxNodes: number | undefined;
  /** Big Ben played blind by this policy instead of solved. */
  blind: BlindPolicy | undefined;
  done: (deal: string) => boolean;
  onRecord: (r: SurveyRecord) => void;
  io: Io;
}

/** Solves the survey's deals on the queue; throws a QueueSurveyError when it cannot finish. */
export async function surveyOnQueue(r: QueueRun): Promise<void> {
  // BullMQ loads only for a queue survey.
  const { runQueueSurvey } = await import('./survey.ts');
  const { failed } = await runQueueSurvey({
    address: r.flags.address,
    chunk: r.flags.chunk,
    game: r.game,
    from: r.from,
    count: r.count,
    ...(r.budgetMs !== undefined ? { budgetMs: r.budgetMs } : {}),
    ...(r.maxNodes !== undefined ? { maxNodes: r.maxNodes } : {}),
    ...(r.blind ? { blind: r.blind } : {}),
    done: r.done,
    onRecord: r.onRecord,
    note: (text) => r.io.err(text),
  });
  if (failed.length) throw new QueueSurveyError(`${failed.length} deal${failed.length === 1 ? '' : 's'} failed on the workers (left out of the file)`);
}
