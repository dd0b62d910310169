/**
 * What the page fetches ahead of its first use, and when: the chunks the first board does not carry
 * but a player may soon need (index.html's inline script fetches the first board's own). A chunk a
 * feature fetches when its moment nears (the cascade and the daily record once a win is near,
 * celebration/ and daily/watch.ts; the run-move code at a castle board's first touch, input/drag.ts)
 * is fetched by that feature; a chunk a lazy chunk loads is named there.
 */
import { prefetchSynth } from '../sound/index.ts';
import { Home, loadDeal, loadSettings, loadStats } from './App.tsx';
import { loadKeys } from './Board.tsx';
import { LineNotice, Lost, UndoToWinnableButton, WonDialog } from './Messages.tsx';
import { loadHint, loadMenu } from './Toolbar.tsx';

/** A second after the page's load: the dialogs, Home, the game menu, the hint and the keyboard's commands, the game's end and the solver's notices; then the sounds' synthesizer. */
export function prefetchAfterLoad(): void {
  const later = (ms: number, load: () => Promise<unknown>): void => {
    const start = (): void => void setTimeout(() => void load().catch(() => undefined), ms);
    if (document.readyState === 'complete') start();
    else addEventListener('load', start, { once: true });
  };
  later(1000, () => Promise.all([loadSettings(), loadStats(), loadDeal(), Home.preload()]));
  later(1000, () => Promise.all([loadMenu(), loadHint(), loadKeys()]));
  later(1000, () => Promise.all([WonDialog.preload(), Lost.preload(), LineNotice.preload(), UndoToWinnableButton.preload()]));
  later(1500, prefetchSynth);
}
