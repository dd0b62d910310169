/** The Finish button over the board: plays the rest of a sure win as one step (FinishOffer, SolverFinish). */
import { t } from '../i18n/index.ts';
import { settings } from '../store.ts';

export function FinishButton({ moves, onPlay }: { moves: number; onPlay: () => void }) {
  const lang = settings.value.lang;
  return (
    <div class="finish-offer">
      <button type="button" class="act primary" data-action="finish" title={t(lang, 'finishTitle', { n: moves })} onClick={onPlay}>
        {t(lang, 'finish')}
      </button>
    </div>
  );
}
