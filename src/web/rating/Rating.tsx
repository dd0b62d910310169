/**
 * A deal's rating drawn: stars for the eye (five, the level's filled; a crossed circle for a deal
 * proved lost) and the level's word, while a screen reader reads "difficulty: easy" instead. The
 * title's tag (components/Toolbar.tsx) shows the word only where the bar has room for it on one line.
 * Also the settings' Difficulty of new deals. The feature's one chunk: what draws a rating, its words
 * and its requests (ask.ts) come together, whichever screen asks first.
 */
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import type { GameId } from '../../engine/index.ts';
import type { RatingMark } from '../../solver/rating.ts';
import { DIFFICULTY_LEVELS, type Difficulty, type Lang, type Settings } from '../state/settings.ts';
import { ratingKey, ratings, settings } from '../store.ts';
import { rateSoon } from './ask.ts';
import { rt } from './strings.ts';
import './rating.css';

export { rateSoon, startRatings } from './ask.ts';
export { rt } from './strings.ts';

/** Five stars, `level` of them filled. */
export const stars = (level: number): string => '★'.repeat(level) + '☆'.repeat(5 - level);

export const ratingWord = (lang: Lang, mark: RatingMark): string => rt(lang, mark === 'impossible' ? 'impossible' : `level${mark}`);

/** What a screen reader says of a rating. */
export const ratingSaid = (lang: Lang, mark: RatingMark): string =>
  mark === 'impossible' ? rt(lang, 'saidImpossible') : rt(lang, 'said', { level: ratingWord(lang, mark).toLocaleLowerCase(lang) });

export function Mark({ mark, lang, lead = false }: { mark: RatingMark; lang: Lang; lead?: boolean }) {
  return (
    <>
      <span class="rating-stars" aria-hidden="true">
        {lead && <span class="rating-sep">· </span>}
        {mark === 'impossible' ? '⊘' : stars(mark)}
      </span>
      <span class="rating-word" aria-hidden="true">{ratingWord(lang, mark)}</span>
      <span class="sr-only">{ratingSaid(lang, mark)}</span>
    </>
  );
}

/**
 * The word shows only where it fits on the tag's line: laid out, it wraps to a second line when it has
 * no room (rating.css), and is then taken out (hidden), never left cut or lying under the next line.
 * The tag's size does not follow the word's (its width is the title's, its height one line), so taking
 * the word out changes nothing its observer sees.
 */
function wordFits(tag: HTMLElement): void {
  const word = tag.querySelector<HTMLElement>('.rating-word'), starsEl = tag.querySelector<HTMLElement>('.rating-stars');
  if (!word || !starsEl) return;
  word.hidden = false;
  word.hidden = word.offsetTop > starsEl.offsetTop + 1;
}

/** The title's tag: the rating of the deal on the board, once it is known (nothing before). */
export function RatingTag({ game, deal }: { game: GameId; deal: string }) {
  const mark = ratings.value[ratingKey(game, deal)];
  const tag = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const el = tag.current;
    if (!el) return;
    const fit = (): void => wordFits(el);
    fit();
    const watch = new ResizeObserver(fit);
    watch.observe(el);
    return () => watch.disconnect();
  }, [mark, settings.value.lang]);
  if (mark === undefined) return null;
  return (
    <span ref={tag} class="rating-tag" data-rating={mark}>
      <Mark mark={mark} lang={settings.value.lang} lead />
    </span>
  );
}

/** A deal's rating in a list or a dialog: asked for when drawn, shown once known. */
export function DealRating({ game, deal }: { game: GameId; deal: string }) {
  useEffect(() => rateSoon(game, deal), [game, deal]);
  const mark = ratings.value[ratingKey(game, deal)];
  if (mark === undefined) return null;
  return (
    <span class="deal-rating" data-rating={mark} data-rated-deal={deal}>
      <Mark mark={mark} lang={settings.value.lang} />
    </span>
  );
}

const DIFFICULTIES = Object.keys(DIFFICULTY_LEVELS) as Difficulty[];

/** The settings' "Difficulty of new deals": any, or easy, medium or hard by the solver's rating (state/settings.ts's DIFFICULTY_LEVELS). */
export function RatingSettings({ update }: { update: (patch: Partial<Settings>) => void }) {
  const st = settings.value;
  const lang = st.lang;
  const choose = (value: string): void => update({ difficulty: DIFFICULTIES.find((d) => d === value) });
  return (
    <>
      <label>
        <span>{rt(lang, 'difficulty')}</span>
        <select data-setting="difficulty" value={st.difficulty ?? 'any'} aria-describedby="difficulty-note" onChange={(e) => choose(e.currentTarget.value)}>
          <option value="any">{rt(lang, 'any')}</option>
          {DIFFICULTIES.map((d) => <option key={d} value={d}>{rt(lang, d)}</option>)}
        </select>
      </label>
      <p id="difficulty-note" class="setting-note">{rt(lang, 'difficultyNote')}</p>
    </>
  );
}
