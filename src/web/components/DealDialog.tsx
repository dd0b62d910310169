/** Play a deal by its number (a bad number says why and leaves the game as it was); the typed deal's rating shows once known. */
import { useState } from 'preact/hooks';
import { makeDealNumber, parseDealNumber } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { enterDeal } from '../lifecycle.ts';
import { DealRating } from '../rating/Rating.tsx';
import { dealAlert, session, settings } from '../store.ts';
import { Dialog } from '../ui/Dialog.tsx';

export function DealDialog() {
  const lang = settings.value.lang;
  const [text, setText] = useState(session.value?.deal ?? '');
  const game = session.value?.def.id;
  const typed = parseDealNumber(text);
  return (
    <Dialog title={t(lang, 'enterDealTitle')} id="deal">
      <form class="form" onSubmit={(e) => (e.preventDefault(), enterDeal(text))}>
        <label>
          <span>{t(lang, 'dealLabel')}</span>
          <input data-input="deal" inputMode="numeric" autoComplete="off" value={text} onInput={(e) => setText(e.currentTarget.value)} aria-invalid={dealAlert.value ? 'true' : undefined} aria-describedby={dealAlert.value ? 'deal-error' : undefined} />
        </label>
        <p class="deal-rating-line" role="status" data-deal-rating>{game && typed.ok && <DealRating game={game} deal={makeDealNumber(typed.value)} />}</p>
        {dealAlert.value && <p id="deal-error" class="form-error" role="alert">{dealAlert.value}</p>}
        <button type="submit" class="act primary" data-submit="deal">{t(lang, 'go')}</button>
      </form>
    </Dialog>
  );
}
