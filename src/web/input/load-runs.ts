/** The run-move code (input/run-move.ts), fetched the first time a castle board is touched; null until then. */
import type * as RunMoveModule from './run-move.ts';
import { importAgain } from '../import-again.ts';

export let runMove: typeof RunMoveModule | null = null;

export function loadRunMove(): Promise<typeof RunMoveModule> {
  return importAgain(() => import('./run-move.ts')).then((m) => (runMove = m));
}
