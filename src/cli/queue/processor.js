// BullMQ's sandbox (a worker thread) imports this file without tsx's loader: register it, then
// hand over the TypeScript processor. Plain JS on purpose.
import { register } from 'tsx/esm/api';

register();
const { default: processChunk } = await import('./processor.ts');
export default processChunk;
