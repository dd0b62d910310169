/**
 * The game in progress as JSON (localStorage `solitaire:current`): game, deal, the moves played
 * (auto-moves marked with a leading `*`), the redo groups, the time and the recorded result.
 * Restoring replays the moves through the engine; an illegal or garbled move ends the replay
 * there, so a damaged save still gives back every valid move before it.
 */
import { isLegal, makeMove, parseMove, play, type Move } from '../../engine/index.ts';
import { newSession, type Session } from './session.ts';

export interface SavedGame {
  readonly v: 1;
  readonly game: string;
  readonly deal: string;
  readonly moves: readonly string[];
  readonly redo: readonly (readonly string[])[];
  readonly elapsedMs: number;
  readonly recorded: 'won' | 'lost' | null;
}

export function saveGame(s: Session, now: number): SavedGame {
  const running = s.runningSince === null ? 0 : Math.max(0, now - s.runningSince);
  return {
    v: 1,
    game: s.def.id,
    deal: s.deal,
    moves: s.steps.map((st) => (st.auto ? '*' : '') + makeMove(st.move)),
    redo: s.redo.map((g) => g.map(makeMove)),
    elapsedMs: s.elapsedMs + running,
    recorded: s.recorded,
  };
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const strings = (x: unknown): string[] => (Array.isArray(x) ? x.filter((v): v is string => typeof v === 'string') : []);

/** Rebuilds a session from saved JSON (already parsed); undefined when it names no playable deal. */
export function restoreGame(data: unknown): Session | undefined {
  if (!isObject(data) || typeof data.game !== 'string' || typeof data.deal !== 'string') return undefined;
  const s = newSession(data.game, data.deal);
  if (!s) return undefined;
  for (const text of strings(data.moves)) {
    const auto = text.startsWith('*');
    const m = parseMove(auto ? text.slice(1) : text, s.def);
    if (!m.ok || !isLegal(s.pos, m.value, s.def)) break;
    replayStep(s, m.value, auto);
  }
  s.redo = (Array.isArray(data.redo) ? data.redo : []).map((g) => strings(g).map((t) => parseMove(t, s.def))).filter((g) => g.length > 0 && g.every((r) => r.ok)).map((g) => g.map((r) => (r as { value: Move }).value));
  s.elapsedMs = typeof data.elapsedMs === 'number' && data.elapsedMs >= 0 ? data.elapsedMs : 0;
  s.recorded = data.recorded === 'won' || data.recorded === 'lost' ? data.recorded : null;
  return s;
}

function replayStep(s: Session, move: Move, auto: boolean): void {
  s.steps.push({ move, undo: play(s.pos, move, s.def), auto });
}
