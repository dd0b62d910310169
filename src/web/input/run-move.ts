/**
 * Moving a run at once by drag, tap or keyboard (the castle family), loaded the first time the
 * player touches a castle board: the first board does not need it. The rule is the engine's (engine/runs.ts).
 */
import { run, say } from '../game/hub.ts';
import { plural, t } from '../i18n/index.ts';
import { cardName, pileInSentence } from '../labels.ts';
import { session, settings } from '../store.ts';
import { isRun, movesRuns, planRun, runFor, runTargets, type RunPlan } from '../../engine/runs.ts';
import type { Transfer } from '../state/transfers.ts';

const row = (name: string): number => (/^t\d+$/.test(name) ? Number(name.slice(1)) : -1);

/** Whether a press on card `index` of pile `pile` takes a run (more than one card) with it. */
export function runAt(pile: string, index: number): boolean {
  const s = session.value, r = row(pile);
  const cards = s?.pos.tableau[r];
  return !!s && !!cards && index < cards.length - 1 && movesRuns(s.def, s.pos) && isRun(s.def, cards, index);
}

/** Whether the run from card `index` of `from` may be dropped on `to` (a run too long still lands there, to say so). */
export function runDrops(from: string, index: number, to: string): boolean {
  const s = session.value;
  return !!s && row(to) >= 0 && planRun(s.pos, s.def, row(from), index, row(to)).kind !== 'none';
}

function tooLong(plan: RunPlan & { kind: 'too-long' }): void {
  say(t(settings.value.lang, 'runTooLong', { cards: plan.cards, max: plan.max }));
}

/** Plays a planned run: its cards fly straight from row `from` to row `to`. */
function play(from: number, to: number, plan: RunPlan & { kind: 'run' }, dropped?: readonly DOMRect[]): void {
  const s = session.value!;
  const lang = settings.value.lang;
  const src = s.pos.tableau[from]!, dst = s.pos.tableau[to]!;
  const index = src.length - plan.cards;
  const trips: Transfer[] = src.slice(index).map((_, k) => ({ fromPile: `t${from}`, fromIndex: index + k, toPile: `t${to}`, toIndex: dst.length + k }));
  const text = t(lang, 'runMoved', { cards: plural(lang, 'cards', plan.cards), card: cardName(lang, src[index]!), pile: pileInSentence(lang, s.def, `t${to}`) });
  run({ kind: 'run', moves: plan.moves, trips }, { dropped, text });
}

/** A dropped run: plays it when it can go, says so when it is too long; false sends the cards back. */
export function dropRun(from: string, index: number, to: string, dropped?: readonly DOMRect[]): boolean {
  const s = session.value;
  if (!s) return false;
  const plan = planRun(s.pos, s.def, row(from), index, row(to));
  if (plan.kind === 'run') play(row(from), row(to), plan, dropped);
  else if (plan.kind === 'too-long') tooLong(plan);
  return plan.kind === 'run';
}

/** A tap on a card with cards built on it: the run goes to its best row (onto a card first), or the app says why not. */
export function tapRun(from: string, index: number): void {
  const s = session.value;
  if (!s) return;
  const lang = settings.value.lang;
  const { runs, tooLong: long } = runTargets(s.pos, s.def, row(from), index);
  const best = runs[0];
  if (best) return play(row(from), best.to, best.plan);
  if (long) return tooLong(long);
  say(t(lang, 'noMoveFor', { card: cardName(lang, s.pos.tableau[row(from)]![index]!) }));
}

/** The keyboard's drop on a row that takes a card lower in the run: that run moves. False when no run goes there. */
export function keyRun(from: string, to: string): boolean {
  const s = session.value;
  if (!s || row(from) < 0 || row(to) < 0) return false;
  const plan = runFor(s.pos, s.def, row(from), row(to));
  if (plan.kind === 'run') play(row(from), row(to), plan);
  else if (plan.kind === 'too-long') tooLong(plan);
  return plan.kind !== 'none';
}

/** Whether row `from`'s top run can go anywhere (the keyboard may pick it up when its top card cannot move alone). */
export function runMovable(from: string): boolean {
  const s = session.value;
  if (!s || row(from) < 0) return false;
  return s.pos.tableau.some((_, to) => runFor(s.pos, s.def, row(from), to).kind !== 'none');
}
