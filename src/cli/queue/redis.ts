/**
 * The `--queue redis://HOST:PORT` address and the connection options BullMQ is given. Connections
 * retry for ever (a Redis restarted mid-survey is waited for, not an error); commands wait for the
 * connection instead of failing after a few tries, which BullMQ's workers require.
 */
import type { RedisOptions } from 'bullmq';
import { excerpt, shown } from '../excerpt.ts';

export interface QueueAddress {
  /** The address as given, without a password, for messages. */
  shown: string;
  options: RedisOptions;
}

const FORM = 'takes redis://HOST:PORT (or rediss:// for TLS, redis://:PASSWORD@HOST:PORT/DB)';

/**
 * A user name or password from the address, percent-decoded: `%40` is `@`, and a `%` that starts
 * no valid escape (`50%off`) is read as itself rather than failing (decodeURIComponent throws).
 */
export function decodeCredential(text: string): string {
  return text.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      // Escapes that are not UTF-8 (%ff): kept as written.
      return run;
    }
  });
}

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
    ...(url.username ? { username: decodeCredential(url.username) } : {}),
    ...(url.password ? { password: decodeCredential(url.password) } : {}),
    ...(db ? { db: Number(db) } : {}),
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
    retryStrategy: (times: number) => Math.min(250 * times, 2000),
  };
  const address = `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}${db ? `/${db}` : ''}`;
  return { ok: true, value: { shown: shown(address), options } };
}
