/**
 * The in-app solver features, all searching in the worker so the board never waits:
 * undo to the last winnable position, "Winnable deals only" new deals, the "still winnable?"
 * check after each move, and "Show a winning line" after a loss.
 */
import { clonePosition, dealPosition } from '../../engine/index.ts';
import { undo } from '../game/play.ts';
import { lineShow } from '../game/line.ts';
import { showLine } from '../game/line-play.ts';
import { say } from '../game/hub.ts';
import { plural } from '../i18n/index.ts';
import { sv } from './strings.ts';
import { announce, route, session, settings } from '../store.ts';
import { boardStatus } from '../state/session.ts';
import { lastWinnablePoint, positionAt, undoPoints } from '../state/winnable.ts';
import { ask, askInBackground, type Asked, type Answers } from '../search/index.ts';
import { undoOffer, undoSearching, winnable, type WinnableState } from './signals.ts';

/** Undoes back to the last undo point from which the solver proves a win (binary search). */
export async function undoToWinnable(): Promise<void> {
  const s = session.value;
  if (!s || undoSearching.value) return;
  const lang = settings.value.lang;
  const start = dealPosition(s.def.id, s.deal);
  if (!start.ok) return;
  const moves = s.steps.map((st) => st.move);
  const revision = s.revision;
  const stale = (): boolean => session.value !== s || s.revision !== revision;
  undoSearching.value = true;
  say(sv(lang, 'undoSearching'));
  let point: number | null = null;
  try {
    point = await lastWinnablePoint(undoPoints(s.steps), async (k) => {
      if (stale()) return 'unknown'; // the player moved on: finish quickly, change nothing
      const r = await ask('check', positionAt(start.value, moves, k), { budgetMs: 3000 }).promise;
      return r.status === 'done' ? r.answer.verdict : 'unknown';
    });
  } finally {
    undoSearching.value = false;
  }
  if (stale()) return;
  undoOffer.value = null;
  if (point === null) return say(sv(lang, 'undoToWinnableNone'));
  const count = s.steps.length - point;
  for (let guard = 0; s.steps.length > point && guard < 10_000; guard++) undo();
  say(sv(lang, s.def.stockActions ? 'undoToWinnableDoneBigBen' : 'undoToWinnableDone', { moves: plural(lang, 'movesN', count) }));
}

let check: Asked<Answers['check']> | undefined;
let checkedKey = '';

const stateOf = (verdict: string): WinnableState => (verdict === 'won' ? 'yes' : verdict === 'impossible' ? 'no' : 'unknown');

/**
 * The "still winnable?" check, run after every change of the board while the setting is on.
 * A new position cancels the check of the previous one.
 */
export function refreshWinnable(): void {
  const s = session.value;
  if (!settings.value.winnableIndicator || !s || route.value.page !== 'game') {
    check?.cancel();
    checkedKey = '';
    return;
  }
  const key = `${s.deal}|${JSON.stringify(s.pos)}`;
  if (key === checkedKey) return;
  checkedKey = key;
  check?.cancel();
  check = undefined;
  const revision = s.revision;
  const st = boardStatus(s);
  if (st === 'won' || st === 'lost') return void (winnable.value = { session: s, revision, state: st === 'won' ? 'yes' : 'no', checking: false });
  winnable.value = { session: s, revision, state: 'unknown', checking: true };
  const job = askInBackground('check', clonePosition(s.pos), { budgetMs: 6000 });
  check = job;
  void job.promise.then((r) => {
    if (check !== job) return;
    check = undefined;
    winnable.value = { session: s, revision, state: r.status === 'done' ? stateOf(r.answer.verdict) : 'unknown', checking: false };
  });
}

/**
 * After a loss: solves the deal from its start; when it is won, restarts the deal and plays the line
 * move by move (the player may stop it, and any move of theirs stops it too).
 */
export async function showWinningLine(): Promise<void> {
  const s = session.value;
  if (!s || lineShow.value?.phase === 'searching') return;
  const lang = settings.value.lang;
  const start = dealPosition(s.def.id, s.deal);
  if (!start.ok) return;
  lineShow.value = { phase: 'searching', session: s };
  announce(sv(lang, 'lineSearching'));
  const r = await ask('line', start.value, { budgetMs: 10_000 }).promise;
  if (session.value !== s) return;
  if (r.status !== 'done' || r.answer.verdict !== 'won') {
    const phase = r.status === 'done' && r.answer.verdict === 'impossible' ? 'impossible' : 'unknown';
    lineShow.value = { phase, session: s };
    return announce(sv(lang, phase === 'unknown' ? 'lineUnknown' : s.def.stockActions ? 'lineImpossibleBigBen' : 'lineImpossible'));
  }
  showLine(r.answer.moves);
}
