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
import { idle } from '../idle.ts';

/** How long the player's hands stay off the page before a fetch ahead starts: the next tap of a series comes sooner. */
const QUIET_MS = 1000;

/**
 * Resolves once the page has loaded, the player has neither pressed nor typed for QUIET_MS, and the
 * browser is idle: a fetch ahead (its network and the evaluation of its code) never runs ahead of a
 * tap, which on a slow phone waited for them about a second.
 */
function whenQuiet(lastInput: () => number): Promise<void> {
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((ok) => addEventListener('load', () => ok(), { once: true }));
  const wait = async (): Promise<void> => {
    for (;;) {
      const left = lastInput() + QUIET_MS - performance.now();
      if (left > 0) await new Promise((ok) => setTimeout(ok, left));
      else {
        await idle(2000, 50);
        if (performance.now() - lastInput() >= QUIET_MS) return;
      }
    }
  };
  return loaded.then(wait);
}

/**
 * Once the page is quiet (see whenQuiet), one group after another: the dialogs and Home; the game
 * menu, the hint and the keyboard's commands; the game's end and the solver's notices; the sounds'
 * synthesizer. Each waits for quiet again, so a tap between two groups is not kept waiting either.
 */
export function prefetchAfterLoad(): void {
  let last = performance.now();
  const touched = (): void => void (last = performance.now());
  for (const type of ['pointerdown', 'keydown'] as const) addEventListener(type, touched, { capture: true, passive: true });
  const groups: (() => Promise<unknown>)[] = [
    () => Promise.all([loadSettings(), loadStats(), loadDeal(), Home.preload()]),
    () => Promise.all([loadMenu(), loadHint(), loadKeys()]),
    () => Promise.all([WonDialog.preload(), Lost.preload(), LineNotice.preload(), UndoToWinnableButton.preload()]),
    prefetchSynth,
  ];
  void groups.reduce<Promise<unknown>>((before, load) => before.then(() => whenQuiet(() => last)).then(load).catch(() => undefined), Promise.resolve());
}
