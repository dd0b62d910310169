/**
 * The Hint button: the solver (src/solver) runs in a module Worker, loaded the first time a hint is
 * asked for, so the board never waits and the solver's code is not shipped up front. A hint is the
 * first move of a winning line found within the time budget; it points at the move, it does not play it,
 * and says why (hint-words.ts).
 */
import { clonePosition, type Position } from '../../engine/index.ts';
import { emit } from '../game/events.ts';
import { say } from '../game/hub.ts';
import { sv } from './strings.ts';
import { hintWords } from './hint-words.ts';
import { importAgain } from '../import-again.ts';
import { t } from '../i18n/index.ts';
import { hintMove, session, settings } from '../store.ts';
import { boardStatus } from '../state/session.ts';
import { hintOverlay, searching, type HintResult } from './hint.ts';
import { hintShown, undoOffer } from './signals.ts';

/** Asks the solver worker (src/web/solver); a new hint cancels the one still being searched. */
async function findHint(pos: Position, budgetMs = 3000): Promise<HintResult> {
  if (!hintOverlay.value) void importAgain(() => import('./HintOverlay.tsx')).then((m) => (hintOverlay.value = m.HintOverlay));
  const mine = ++searching.asked;
  // The solver client comes with the first hint (it is not part of the first board).
  const client = await importAgain(() => import('../search/index.ts')).catch(() => null);
  if (!client) return { kind: 'unavailable' };
  if (mine !== searching.asked) return { kind: 'unknown' };
  searching.job?.cancel();
  const job = client.ask('hint', pos, { budgetMs });
  searching.job = job;
  const r = await job.promise;
  if (searching.job === job) searching.job = undefined;
  if (r.status === 'failed') return { kind: 'unavailable' };
  if (r.status === 'cancelled') return { kind: 'unknown' };
  const a = r.answer;
  if (a.kind === 'move') {
    const found = { kind: 'move', move: a.move, reason: a.reason } as const;
    return a.source === 'sampled' ? { ...found, sampled: { wins: a.wins, samples: a.samples } } : found;
  }
  if (a.kind === 'none') return { kind: 'none', sampled: a.source === 'sampled' };
  return { kind: 'unknown' };
}

/** The Hint button: asks the solver for the next move of a winning line and points at it (it does not play it). */
export async function askHint(): Promise<void> {
  const s = session.value;
  if (!s) return;
  const lang = settings.value.lang;
  if (boardStatus(s) === 'placing') return say(sv(lang, 'hintPlacing'));
  const revision = s.revision;
  emit({ type: 'hint', session: s });
  say(sv(lang, 'hintThinking'));
  const r = await findHint(clonePosition(s.pos));
  if (session.value !== s || s.revision !== revision) return; // the board moved on meanwhile
  if (r.kind === 'move') {
    hintMove.value = r.move;
    const words = hintWords(lang, s, r);
    hintShown.value = words;
    return say(words.spoken);
  }
  if (r.kind === 'none') undoOffer.value = { session: s, revision };
  // Proven lost before any move: there is nothing to undo, the deal itself cannot be won.
  const none = r.kind === 'none' && r.sampled ? 'hintNoneSampled' : s.steps.length === 0 ? 'lineImpossible' : 'hintNone';
  say(r.kind === 'unavailable' ? t(lang, 'hintUnavailable') : sv(lang, r.kind === 'none' ? none : 'hintUnknown'));
}
