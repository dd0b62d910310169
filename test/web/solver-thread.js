// A worker thread running the app's solver host (src/web/solver/jobs.ts), for the protocol tests.
// Plain JS: worker threads start without tsx's loader, so register it first.
import { register } from 'tsx/esm/api';

register();
await import('./solver-thread-host.ts');
