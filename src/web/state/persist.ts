/**
 * A game in progress as JSON (one per game, see storage.ts): game, deal, the moves played
 * (auto-moves marked with a leading `*`), the redo groups, the time, what the statistics already
 * hold, whether a shared link played its first moves, when it was saved, how far it got (for Home's
 * "Continue"), and the game a New deal or Restart replaced (so Undo can bring it back). Restoring replays the moves through the engine; an
 * illegal or garbled move ends the replay there, so a damaged save still gives back every valid
 * move before it.
 */
import { isLegal, makeMove, parseMove, play, type Move } from '../../engine/index.ts';
import { boardStatus, moveCount, newSession, type Session } from './session.ts';

export interface SavedGame {
  readonly v: 1;
  readonly game: string;
  readonly deal: string;
  readonly moves: readonly string[];
  readonly redo: readonly (readonly string[])[];
  readonly elapsedMs: number;
  readonly recorded: Session['recorded'];
  /** Date.now() when saved: of two copies, the newer wins. */
  readonly savedAt: number;
  /** The moves the player sees counted, and the cards on the foundations. */
  readonly played: number;
  readonly home: number;
  readonly finished: boolean;
  readonly replaced?: SavedGame;
  readonly leftUnfinished?: boolean;
  readonly fromLink?: boolean;
}

export function saveGame(s: Session, now: number): SavedGame {
  const running = s.runningSince === null ? 0 : Math.max(0, now - s.runningSince);
  const st = boardStatus(s);
  return {
    v: 1,
    game: s.def.id,
    deal: s.deal,
    moves: s.steps.map((step) => (step.auto ? '*' : '') + makeMove(step.move)),
    redo: s.redo.map((g) => g.map(makeMove)),
    elapsedMs: s.elapsedMs + running,
    recorded: s.recorded,
    savedAt: now,
    played: moveCount(s),
    home: s.pos.foundations.reduce((n, f) => n + f.length, 0),
    finished: st === 'won' || st === 'lost',
    ...(s.replaced ? { replaced: { ...s.replaced, replaced: undefined } } : {}),
    ...(s.leftUnfinished ? { leftUnfinished: true } : {}),
    ...(s.fromLink ? { fromLink: true } : {}),
  };
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const strings = (x: unknown): string[] => (Array.isArray(x) ? x.filter((v): v is string => typeof v === 'string') : []);
const RECORDED = ['played', 'won', 'lost'] as const;

/** When a save was made (0 when it does not say: an old save loses to any dated one). */
export const savedAt = (data: unknown): number => (isObject(data) && typeof data.savedAt === 'number' ? data.savedAt : 0);

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
  s.recorded = RECORDED.find((r) => r === data.recorded) ?? null;
  s.replaced = s.steps.length === 0 && isObject(data.replaced) && restoreGame(data.replaced) ? (data.replaced as unknown as SavedGame) : null;
  s.leftUnfinished = data.leftUnfinished === true && s.steps.length === 0;
  s.fromLink = data.fromLink === true;
  return s;
}

function replayStep(s: Session, move: Move, auto: boolean): void {
  s.steps.push({ move, undo: play(s.pos, move, s.def), auto });
  s.revision++;
}
