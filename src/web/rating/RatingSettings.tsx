/** The settings' "Difficulty of new deals": any, or easy, medium or hard by the solver's rating (state/settings.ts's DIFFICULTY_LEVELS). */
import { DIFFICULTY_LEVELS, type Difficulty, type Settings } from '../state/settings.ts';
import { settings } from '../store.ts';
import { rt } from './strings.ts';
import './rating.css';

const DIFFICULTIES = Object.keys(DIFFICULTY_LEVELS) as Difficulty[];

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
