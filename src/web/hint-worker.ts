/** The solver in a Worker: one request at a time, answered with the first move of a win. */
import { solve } from '../solver/index.ts';
import type { HintReply, HintRequest, HintResult } from './hint.ts';

interface WorkerScope {
  addEventListener(type: 'message', fn: (e: MessageEvent<HintRequest>) => void): void;
  postMessage(msg: HintReply): void;
}
const scope = self as unknown as WorkerScope;

scope.addEventListener('message', (e) => {
  const { id, pos, budgetMs } = e.data;
  let result: HintResult;
  try {
    const r = solve(pos, { budgetMs });
    const first = r.moves[0];
    result = r.verdict === 'won' && first ? { kind: 'move', move: first } : r.verdict === 'impossible' ? { kind: 'none' } : { kind: 'unknown' };
  } catch {
    result = { kind: 'unknown' };
  }
  scope.postMessage({ id, result });
});
