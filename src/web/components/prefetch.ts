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
import { watchInput, whenQuiet } from '../idle.ts';

/**
 * Once the page is quiet (see whenQuiet), one group after another: the dialogs and Home; the game
 * menu, the hint and the keyboard's commands; the game's end and the solver's notices; the sounds'
 * synthesizer. Each waits for quiet again, so a tap between two groups is not kept waiting either.
 * Resolves when the last group has come (or failed): what waits behind the fetch-ahead (the deals'
 * ratings, rating/) starts then.
 */
export function prefetchAfterLoad(): Promise<void> {
  watchInput();
  const groups: (() => Promise<unknown>)[] = [
    () => Promise.all([loadSettings(), loadStats(), loadDeal(), Home.preload()]),
    () => Promise.all([loadMenu(), loadHint(), loadKeys()]),
    () => Promise.all([WonDialog.preload(), Lost.preload(), LineNotice.preload(), UndoToWinnableButton.preload()]),
    prefetchSynth,
  ];
  return groups.reduce<Promise<void>>((before, load) => before.then(() => whenQuiet()).then(load).then(() => undefined, () => undefined), Promise.resolve());
}
