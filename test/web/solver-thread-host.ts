/** The worker-thread side of the protocol tests: the same host the browser worker runs. */
import { parentPort } from 'node:worker_threads';
import { createHost } from '../../src/web/search/jobs.ts';
import type { ToWorker } from '../../src/web/search/protocol.ts';

const port = parentPort;
if (!port) throw new Error('not in a worker thread');
const host = createHost((msg) => port.postMessage(msg));
port.on('message', (msg: ToWorker) => host(msg));
