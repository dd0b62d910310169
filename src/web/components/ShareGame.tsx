/** The Deal dialog's share section: the link to this game in a box, and a button to share or copy it. */
import { useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { share, shareLink } from '../share.ts';
import { session, settings } from '../store.ts';

export function ShareGame() {
  const lang = settings.value.lang;
  const s = session.value;
  const [said, setSaid] = useState('');
  if (!s) return null;
  const link = shareLink(s);
  const go = async (): Promise<void> => {
    const r = await share(s);
    setSaid(t(lang, r === 'shared' ? 'shareShared' : r === 'copied' ? 'shareCopied' : 'shareFailed'));
  };
  return (
    <section class="form" aria-labelledby="share-title">
      <h3 id="share-title">{t(lang, 'shareTitle')}</h3>
      <p id="share-help">{t(lang, 'shareHelp')}</p>
      <label>
        <span>{t(lang, 'shareLinkLabel')}</span>
        <input data-share-link readOnly value={link} aria-describedby="share-help" onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button type="button" class="act" data-action="share" onClick={() => void go()}>{t(lang, 'shareButton')}</button>
      <p role="status" data-share-status>{said}</p>
    </section>
  );
}
