/**
 * The `--queue redis://HOST:PORT` address and the connection options BullMQ is given. Connections
 * retry for ever (a Redis restarted mid-survey is waited for, not an error); commands wait for the
 * connection instead of failing after a few tries, which BullMQ's workers require.
 */
import type { RedisOptions } from 'bullmq';
import { excerpt } from '../excerpt.ts';

export interface QueueAddress {
  /** The address as given, without a password, for messages. */
  shown: string;
  options: RedisOptions;
}

const FORM = 'takes redis://HOST:PORT (or rediss:// for TLS, redis://:PASSWORD@HOST:PORT/DB)';

export function parseQueueAddress(text: string | undefined): { ok: true; value: QueueAddress } | { ok: false; message: string } {
  if (text === undefined || text === '') return { ok: false, message: `--queue ${FORM}` };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: `--queue ${excerpt(text)} is not an address; it ${FORM}` };
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') return { ok: false, message: `--queue ${excerpt(text)}: the address ${FORM}` };
  if (!url.hostname) return { ok: false, message: `--queue ${excerpt(text)} names no host; it ${FORM}` };
  const port = url.port === '' ? 6379 : Number(url.port);
  const db = url.pathname.replace(/^\//, '');
  if (db !== '' && !/^\d{1,5}$/.test(db)) return { ok: false, message: `--queue ${excerpt(text)}: the database after the / is a number` };
  const options: RedisOptions = {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port,
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    ...(db ? { db: Number(db) } : {}),
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
    retryStrategy: (times: number) => Math.min(250 * times, 2000),
  };
  const shown = `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}${db ? `/${db}` : ''}`;
  return { ok: true, value: { shown, options } };
}
