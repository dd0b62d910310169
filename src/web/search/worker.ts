/** The solver's module Worker: every message goes to the host in jobs.ts, every answer back. */
import { createHost } from './jobs.ts';
import type { FromWorker, ToWorker } from './protocol.ts';

interface WorkerScope {
  addEventListener(type: 'message', fn: (e: MessageEvent<ToWorker>) => void): void;
  postMessage(msg: FromWorker): void;
}
const scope = self as unknown as WorkerScope;
const host = createHost((msg) => scope.postMessage(msg));

scope.addEventListener('message', (e) => host(e.data));
