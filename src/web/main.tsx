/** Boot: settings, statistics, the address, then the app; the service worker asks before updating. */
import { effect } from '@preact/signals';
import { makeRecord, RULES_VERSION } from '../engine/index.ts';
import { render } from 'preact';
import { loadLang, t } from './i18n/index.ts';
import { routeFromUrl, saveCurrent, takeStoredSaves, watchPage } from './lifecycle.ts';
import { loadSaves } from './saves.ts';
import { session, settings, updateReady } from './store.ts';
import { browserLang, readSettings } from './state/settings.ts';
import { askPersistence, readJson, SETTINGS_KEY } from './storage.ts';
import { App, preloadBoard } from './components/App.tsx';
import { watchKeys } from './input/keyboard.ts';
import { watchDaily } from './daily/watch.ts';
import { watchPuzzles } from './puzzles/watch.ts';
import { watchSounds } from './sound/index.ts';
import { watchCelebration } from './celebration/celebrating.ts';
import { watchHints } from './solver/hint.ts';
import { prefetchAfterLoad } from './components/prefetch.ts';
import { watchInstall } from './install.ts';
import { watchRatings } from './rating/watch.ts';
import './styles.css';
import { importAgain, onTryFailed } from './import-again.ts';

settings.value = readSettings(readJson(SETTINGS_KEY), browserLang(navigator.languages ?? [navigator.language]));
// The language's strings before anything is drawn (index.html's inline script has already asked for them).
await loadLang(settings.value.lang);
effect(() => {
  document.documentElement.lang = settings.value.lang;
  document.title = t(settings.value.lang, 'appTitle');
});

// The games in progress from localStorage at once; IndexedDB's copies (newer when localStorage was full) follow.
loadSaves();
// Before the first board is put on, so that its deal is rated too; the ratings wait behind the
// fetch-ahead: the solver's code is the least urgent the page fetches.
watchRatings(prefetchAfterLoad());
routeFromUrl();
// The life cycle first: the clock, statistics and save of a change come before what the features do with it.
watchPage();
watchSounds();
watchCelebration();
watchHints();
watchPuzzles();
watchKeys();
watchInstall();
// A try that failed again: whether only a reload brings the module (its own code never told, so never a loop).
onTryFailed((url) => void importAgain(() => import('./held.tsx'), false).then((m) => m.checkHeld(url), () => undefined));
const draw = (): void => {
  render(<App />, document.getElementById('app')!);
  // What the first board does not show starts once it is painted (a frame, then a task).
  requestAnimationFrame(() => setTimeout(afterFirstBoard));
};
const first = preloadBoard();
if (first) void first.then(draw);
else draw();
void takeStoredSaves();

/**
 * The statistics (the results a reload or a closed tab left in the outbox written, then the figures
 * read from IndexedDB: stats-store.ts, its own chunk), the daily deals' watch (adding its 'storage' listener took
 * 8-32 ms at 4× CPU in two profiles, inside the first board's task) and the storage persistence
 * request, and the cards' drawn faces (components/faces.css: the first board shows each card's index
 * and one large pip): none of it is on the first board.
 */
function afterFirstBoard(): void {
  watchDaily();
  void importAgain(() => import('./stats-store.ts')).then((m) => m.bootStats(), () => undefined);
  askPersistence();
  void importAgain(() => import('./components/faces.css')).catch(() => undefined);
}

// Test hook (read-only): the engine's view of the board.
declare global {
  interface Window {
    __solitaire?: { position(): unknown; record(): string };
  }
}
window.__solitaire = {
  position: () => (session.value ? structuredClone(session.value.pos) : null),
  record: () => recordText(),
};

function recordText(): string {
  const s = session.value;
  return s ? makeRecord({ game: s.def.id, deal: s.deal, rules: RULES_VERSION, moves: s.steps.map((x) => x.move) }) : '';
}

// The service worker waits until the page has loaded and the first board has been painted: the
// board comes first. The load event may already be past (the strings were awaited above).
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  const register = (): void => void importAgain(() => import('virtual:pwa-register')).then(({ registerSW }) => {
    const update = registerSW({
      // Never reload by itself: the player chooses when (the game is saved first).
      onNeedRefresh: () => (updateReady.value = () => (saveCurrent(), void update(true))),
    });
  });
  const afterPaint = (): void => void requestAnimationFrame(() => setTimeout(register));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint);
}
