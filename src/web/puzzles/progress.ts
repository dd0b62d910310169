/**
 * Progress through the Selective Castle puzzle pack (localStorage `solitaire:puzzles`): per deal,
 * tried, solved, or its solution seen. Solved stays solved; read before every write, so tabs add up.
 */
import { makeMove } from '../../engine/index.ts';
import { puzzles } from '../data/puzzles.ts';
import { readJson, writeJson } from '../storage.ts';
import { boardStatus, type Session } from '../state/session.ts';
import { storedProgress } from '../store.ts';

export const PUZZLES_KEY = 'solitaire:puzzles';
export type PuzzleState = 'tried' | 'solved' | 'shown';
const STATES: readonly PuzzleState[] = ['tried', 'shown', 'solved'];

export function readProgress(): Record<string, PuzzleState> {
  const raw = readJson(PUZZLES_KEY) as { deals?: Record<string, unknown> } | undefined;
  const out: Record<string, PuzzleState> = {};
  for (const [deal, v] of Object.entries(raw?.deals ?? {})) if (STATES.includes(v as PuzzleState)) out[deal] = v as PuzzleState;
  return out;
}

/** Moves a puzzle on: tried → solution seen → solved, never back. */
export function mark(deal: string, state: PuzzleState): void {
  const deals = readProgress();
  const old = deals[deal];
  if (old && STATES.indexOf(old) >= STATES.indexOf(state)) return;
  deals[deal] = state;
  writeJson(PUZZLES_KEY, { v: 1, deals });
  storedProgress.value++;
}

/**
 * A won puzzle board is solved, unless the solution was shown and these are its moves: that is the
 * replay the player asked for by giving up (reopened or reloaded, the won board it left must not count).
 */
export function noteWin(s: Session): void {
  const p = s.def.id === 'selective-castle' && boardStatus(s) === 'won' ? puzzles.find((q) => q.deal === s.deal) : undefined;
  if (!p) return;
  if (readProgress()[p.deal] === 'shown' && s.steps.map((x) => makeMove(x.move)).join(' ') === p.line) return;
  mark(s.deal, 'solved');
}
