// Worker bootstrap: worker threads start without tsx's loader, so register it, then load the
// TypeScript worker. Plain JS on purpose (this file is what `new Worker(...)` runs).
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
