/**
 * The win panel's own lines, loaded with it: a daily deal's share text (game, date, moves, time,
 * hints; no card) by Web Share or the clipboard, and for a game a shared link played, why the win
 * is not in the statistics and a Restart that plays the deal for them.
 */
import { useState } from 'preact/hooks';
import { dailyWon } from '../daily/track.ts';
import { sendText, shareText } from '../daily/share.ts';
import { t } from '../i18n/index.ts';
import { restart } from '../lifecycle.ts';
import { modeOf } from '../game/mode.ts';
import { announce, storedProgress } from '../store.ts';
import type { Session } from '../state/session.ts';
import type { Lang } from '../state/settings.ts';
import { mt } from './strings.ts';
import './menu.css';

export function WonShare({ s, lang }: { s: Session; lang: Lang }) {
  const [said, setSaid] = useState('');
  // The daily file is written just after the win (daily/watch.ts): this reads it again when it is.
  void storedProgress.value;
  if (modeOf(s) === 'link') {
    return (
      <div class="won-share">
        <p class="won-note" data-won-note="link">{mt(lang, 'linkNote')}</p>
        <button type="button" class="act" data-action="restart-won" onClick={restart}>{t(lang, 'restart')}</button>
      </div>
    );
  }
  const daily = dailyWon(s);
  if (!daily) return null;
  const go = async (): Promise<void> => {
    const text = await sendText(lang, shareText(lang, s.def.names[lang], daily.date, daily.won, daily.hints));
    setSaid(text);
    if (text) announce(text);
  };
  return (
    <div class="won-share">
      <button type="button" class="act" data-action="share-won-daily" onClick={() => void go()}>{mt(lang, 'dailyShare')}</button>
      {said && <p class="won-note" data-share-status>{said}</p>}
    </div>
  );
}
