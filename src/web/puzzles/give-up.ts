/** Giving up a puzzle: its solution is marked seen, then replayed on the board from the deal's start. */
import { parseMove, type Move } from '../../engine/index.ts';
import { showLine } from '../game/line-play.ts';
import { mark } from './progress.ts';

export function giveUp(deal: string, line: string): void {
  const moves = line.split(' ').map((m) => parseMove(m));
  if (!moves.every((m) => m.ok)) return;
  mark(deal, 'shown');
  showLine(moves.map((m) => (m as { value: Move }).value));
}
