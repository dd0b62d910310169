/**
 * The game review: a timeline of the solver's verdicts after each move, filled in as the answers
 * come, the move that lost the game in words (or where a won game got harder), and the ways on from
 * there: the board before that move (a branch the player can try, Redo walking the game on), a
 * winning line from there, and back to the game as it was.
 */
import { useEffect } from 'preact/hooks';
import { apply, type Move, type Position } from '../../engine/index.ts';
import type { Known, Review } from '../../solver/review.ts';
import { describe } from '../game/describe.ts';
import { say } from '../game/hub.ts';
import { showLine } from '../game/line-play.ts';
import { stepTo } from '../game/play.ts';
import { dialog, session, settings, version } from '../store.ts';
import type { Session } from '../state/session.ts';
import type { Lang } from '../state/settings.ts';
import { forwardTransfers } from '../state/transfers.ts';
import { positionAt, sameMove } from '../state/winnable.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { boardOn, reviewAgain, reviewing, startReview, type Reviewing } from './run.ts';
import { rv } from './strings.ts';
import './review.css';

/** "7 of spades to Row 4", the move played at `pos`. */
function moveWords(lang: Lang, s: Session, pos: Position, move: Move): string {
  return describe(lang, s, [move], forwardTransfers(pos, s.def, [move]), apply(pos, move)).replace(/\.$/, '');
}

/** The number the player's move counter gave the move at `index` (1-based): Selective Castle's placements are not moves. */
const shownNumber = (moves: readonly Move[], index: number): number => moves.slice(0, index).filter((m) => m.kind !== 'place').length;

/** What the review says of the game, and a key tests and styles can read. */
function verdict(lang: Lang, r: Reviewing, v: Review): { key: string; text: string } | null {
  const s = r.session;
  const at = (i: number): Position => positionAt(r.start, r.moves, i);
  if (v.losingMove) {
    const { index, move, alternative } = v.losingMove;
    const before = at(index - 1);
    const what = moveWords(lang, s, before, move);
    const n = shownNumber(r.moves, index);
    const text = alternative ? rv(lang, 'losing', { n, what, alt: moveWords(lang, s, before, alternative) }) : rv(lang, 'losingNoAlt', { n, what });
    return { key: 'losing', text };
  }
  if (v.undecided) return { key: 'undecided', text: rv(lang, 'undecided', { from: shownNumber(r.moves, v.undecided.from), to: shownNumber(r.moves, v.undecided.to) }) };
  if (v.result === 'won' && r.timeUp) return { key: 'won-unchecked', text: rv(lang, 'wonUnchecked') };
  if (!v.done) return narrowing(lang, r, v);
  if (v.result === 'won') {
    const h = v.harder[0];
    if (!h) return { key: 'clean', text: rv(lang, 'clean') };
    return { key: 'harder', text: rv(lang, 'harder', { n: shownNumber(r.moves, h.index), what: moveWords(lang, s, at(h.index - 1), r.moves[h.index - 1]!), before: h.before, after: h.after }) };
  }
  if (v.verdicts[0] === 'impossible') return { key: 'deal-lost', text: rv(lang, s.def.stockActions ? 'dealLostBigBen' : 'dealLost') };
  if (v.verdicts.at(-1) === 'won') return { key: 'winnable', text: rv(lang, 'stillWinnable') };
  if (v.result === 'unfinished' && v.verdicts.at(-1) === 'unknown') return { key: 'undecided-here', text: rv(lang, 'undecidedHere') };
  return { key: 'undecided-deal', text: rv(lang, 'undecidedDeal') };
}

/** While the review runs: the stretch of moves the losing one is known to lie in, once one answer bounds it. */
function narrowing(lang: Lang, r: Reviewing, v: Review): { key: string; text: string } | null {
  const lo = v.verdicts.lastIndexOf('won');
  const hi = v.verdicts.indexOf('impossible');
  if (hi <= 0 || (lo < 0 && hi === v.verdicts.length - 1)) return null;
  return { key: 'narrowing', text: rv(lang, 'narrowing', { from: shownNumber(r.moves, Math.max(1, lo + 1)), to: shownNumber(r.moves, hi) }) };
}

const RUN_KEY = { won: 'runWon', impossible: 'runLost', unknown: 'runUnknown', pending: 'runPending' } as const;

/** The timeline in words, for screen readers: "winnable after moves 0 to 22, lost after moves 23 to 41". */
function timelineWords(lang: Lang, verdicts: readonly Known[]): string {
  const runs: string[] = [];
  for (let i = 0; i < verdicts.length; ) {
    let j = i;
    while (j + 1 < verdicts.length && verdicts[j + 1] === verdicts[i]) j++;
    runs.push(rv(lang, RUN_KEY[verdicts[i]!], { from: i, to: j }));
    i = j + 1;
  }
  return runs.join(', ');
}

function Timeline({ lang, verdicts, mark }: { lang: Lang; verdicts: readonly Known[]; mark: number | null }) {
  return (
    <div class="review-timeline" role="img" aria-label={rv(lang, 'timeline', { summary: timelineWords(lang, verdicts) })}>
      {verdicts.map((k, i) => <span key={i} class={`cell ${k}${i === mark ? ' mark' : ''}`} data-verdict={k} />)}
    </div>
  );
}

function Legend({ lang }: { lang: Lang }) {
  return (
    <ul class="review-legend" aria-hidden="true">
      <li><span class="cell won" />{rv(lang, 'legendWon')}</li>
      <li><span class="cell impossible" />{rv(lang, 'legendLost')}</li>
      <li><span class="cell unknown" />{rv(lang, 'legendUnknown')}</li>
    </ul>
  );
}

export function ReviewDialog() {
  void version.value;
  const lang = settings.value.lang;
  const s = session.value;
  useEffect(startReview, []);
  const r = reviewing.value;
  const title = rv(lang, 'title');
  if (!s || !r || r.session !== s) return <Dialog title={title} id="review"><p /></Dialog>;
  const v = r.review;
  const said = v && verdict(lang, r, v);
  const asks = v?.asks ?? 0;
  const target = v?.losingMove?.index ?? v?.harder[0]?.index ?? null;
  const on = boardOn(r, s);
  const onGame = on === 'game' && s.steps.length === r.moves.length;
  const close = (): void => void (dialog.value = null);
  const goThere = (): void => {
    if (target === null) return;
    close();
    stepTo(r.moves, target - 1);
    if (said) say(rv(lang, 'atMove', { n: shownNumber(r.moves, target), what: said.text }));
  };
  const line = v?.losingMove?.line ?? [];
  const showFromThere = (): void => {
    if (!v?.losingMove) return;
    close();
    showLine([...r.moves.slice(0, v.losingMove.index - 1), ...line], v.losingMove.index - 1);
  };
  const back = (): void => {
    close();
    stepTo(r.moves, r.moves.length);
  };
  const hint = r.hint;
  const before = v?.losingMove ? positionAt(r.start, r.moves, v.losingMove.index - 1) : null;
  return (
    <Dialog title={title} id="review">
      <p class="review-progress" role="status" data-review-done={r.ended ? 'true' : 'false'}>
        {r.failed ? rv(lang, 'failed') : rv(lang, !r.ended ? 'checking' : r.timeUp ? 'timeUp' : 'checked', { n: asks })}
      </p>
      {v && <Timeline lang={lang} verdicts={v.verdicts} mark={v.losingMove?.index ?? null} />}
      {v && <Legend lang={lang} />}
      {/* Always there, so that a screen reader hears the verdict when it comes. */}
      <p class="review-verdict" data-review-verdict={said?.key} aria-live="polite">{said?.text}</p>
      {s.def.stockActions && v && <p class="review-note">{rv(lang, 'knowingStock')}</p>}
      {hint && before && (
        <p class="review-note" data-review-hint={hint.kind}>
          {hint.kind === 'none'
            ? rv(lang, 'hintThereNone')
            : v?.losingMove && sameMove(hint.move, v.losingMove.move)
              ? rv(lang, 'hintSame')
              : rv(lang, 'hintThere', { what: moveWords(lang, s, before, hint.move) })}
        </p>
      )}
      <div class="message-buttons">
        {target !== null && <button type="button" class="act primary" data-action="review-go" onClick={goThere}>{rv(lang, 'goThere', { n: shownNumber(r.moves, target) })}</button>}
        {line.length > 0 && <button type="button" class="act" data-action="review-line" onClick={showFromThere}>{rv(lang, 'showLine')}</button>}
        {!onGame && <button type="button" class="act" data-action="review-back" onClick={back}>{rv(lang, 'backToGame')}</button>}
        {on === 'branch' && <button type="button" class="act" data-action="review-again" onClick={reviewAgain}>{rv(lang, 'reviewAgain')}</button>}
      </div>
    </Dialog>
  );
}
