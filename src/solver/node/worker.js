// Worker bootstrap: worker threads start without tsx's loader, so register it, then load the
// TypeScript worker. Plain JS on purpose (this file is what the pool's threads run).
import { register } from 'tsx/esm/api';

register();
const { default: task } = await import('./worker.ts');
export default task;
