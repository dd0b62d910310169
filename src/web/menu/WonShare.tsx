/**
 * The win panel's own lines, loaded with it: for a game a shared link played, why the win is not in
 * the statistics and a Restart that plays the deal for them.
 */
import { t } from '../i18n/index.ts';
import { restart } from '../lifecycle.ts';
import type { Session } from '../state/session.ts';
import type { Lang } from '../state/settings.ts';
import { mt } from './strings.ts';
import './menu.css';

export function WonShare({ s, lang }: { s: Session; lang: Lang }) {
  if (s.fromLink) {
    return (
      <div class="won-share">
        <p class="won-note" data-won-note="link">{mt(lang, 'linkNote')}</p>
        <button type="button" class="act" data-action="restart-won" onClick={restart}>{t(lang, 'restart')}</button>
      </div>
    );
  }
  return null;
}
