/**
 * Where the game menu's Share goes when the link could be neither shared nor copied (no Web Share,
 * no clipboard in this page): the link in a box to copy by hand, and the button to try again.
 */
import { useState } from 'preact/hooks';
import { mt } from '../menu/strings.ts';
import { share, shareLink } from '../share.ts';
import { session, settings } from '../store.ts';
import { Dialog } from '../ui/Dialog.tsx';

export function ShareDialog() {
  const lang = settings.value.lang;
  const s = session.value;
  const [said, setSaid] = useState(() => mt(lang, 'shareFailed'));
  if (!s) return null;
  const go = async (): Promise<void> => {
    const r = await share(s);
    setSaid(r === 'closed' ? '' : mt(lang, r === 'shared' ? 'shareShared' : r === 'copied' ? 'shareCopied' : 'shareFailed'));
  };
  return (
    <Dialog title={mt(lang, 'shareTitle')} id="share">
      <div class="form">
        <p id="share-help">{mt(lang, 'shareHelp')}</p>
        <label>
          <span>{mt(lang, 'shareLinkLabel')}</span>
          <input data-share-link readOnly value={shareLink(s)} aria-describedby="share-help" onFocus={(e) => e.currentTarget.select()} />
        </label>
        <button type="button" class="act" data-action="share-again" onClick={() => void go()}>{mt(lang, 'shareButton')}</button>
        <p role="status" data-share-status>{said}</p>
      </div>
    </Dialog>
  );
}
