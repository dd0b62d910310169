/** The app: home, a rule page or a game, with the dialogs and the update prompt on top. */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { codeHeld, dialog, route, session, settings, updateReady, type Dialog } from '../store.ts';
import { Board } from './Board.tsx';
import { AlertBanner, Notice, WonMessage } from './Messages.tsx';
import { LazyRules } from './LazyRules.tsx';
import { PlayButtons, PuzzleName, TopBar } from './Toolbar.tsx';
import { lazy, type Lazy } from '../lazy.tsx';
import { FinishOffer } from '../finish/FinishOffer.tsx';
import { importAgain } from '../import-again.ts';
import { ReloadPrompt } from '../ui/ReloadPrompt.tsx';

const HeldPrompt = lazy(() => import('../held.tsx'), (m) => m.HeldPrompt);
const DailyDialog = lazy(() => import('./DailyWithRatings.tsx'), (m) => m.DailyWithRatings);
// The dialogs load when first opened (the first board stays within 45 KB on the wire), and are
// fetched ahead by prefetch.ts, so opening one later does not wait for the network.
export const loadSettings = () => importAgain(() => import('./SettingsDialog.tsx'));
export const loadStats = () => importAgain(() => import('./StatsDialog.tsx'));
export const loadDeal = () => importAgain(() => import('./DealDialog.tsx'));
const SettingsDialog = lazy(loadSettings, (m) => m.SettingsDialog);
const StatsDialog = lazy(loadStats, (m) => m.StatsDialog);
const DealDialog = lazy(loadDeal, (m) => m.DealDialog);
// The link in a box, when the game menu's Share could neither share nor copy it.
const ShareDialog = lazy(() => import('./ShareGame.tsx'), (m) => m.ShareDialog);
const PuzzlesDialog = lazy(() => import('../puzzles/PuzzlesDialog.tsx'), (m) => m.PuzzlesDialog);
const ReviewDialog = lazy(() => import('../review/ReviewDialog.tsx'), (m) => m.ReviewDialog);
const PuzzleBar = lazy(() => import('../puzzles/PuzzleBar.tsx'), (m) => m.PuzzleBar);
// Home is a page of its own: a game's board never carries it, and index.html's inline script fetches it beside the app's code for an address with no game.
export const Home = lazy(() => import('./Home.tsx'), (m) => m.Home);

/**
 * What the first screen must draw with it, fetched before it is drawn (undefined when nothing is): Home's
 * own chunk; on a Selective Castle board the puzzle strip and title, since a strip arriving a few frames later would
 * shrink the board under the player. Never awaited in the entry's own evaluation: the chunk imports the
 * entry's modules, which would wait for it in turn.
 */
export const preloadBoard = (): Promise<unknown> | undefined =>
  route.value.page === 'home'
    ? Home.preload().catch(() => undefined) // the chunk unreachable (an old build): Home draws when it comes
    : (session.value?.def.placementMax ?? 0) > 0
      ? Promise.all([PuzzleBar.preload(), PuzzleName.preload()]).catch(() => undefined) // the chunk unreachable (offline, an old build): the board comes without the strip
      : undefined;

/** Short, wide screens (a phone on its side) get one bar with icon buttons; others get two bars. */
function useCompact(): boolean {
  const query = '(min-width: 700px) and (max-height: 560px)';
  const [wide, setWide] = useState(() => matchMedia(query).matches);
  useEffect(() => {
    const mq = matchMedia(query);
    const on = (): void => setWide(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return wide;
}

function GameScreen() {
  const compact = useCompact();
  // A game the player lays out (Selective Castle) has a puzzle pack: the strip that says which puzzle loads with its board.
  const puzzles = (session.value?.def.placementMax ?? 0) > 0;
  return (
    <div class={`page game${compact ? ' compact' : ' roomy'}`}>
      <TopBar wide={compact}>
        <PlayButtons labels={false} />
      </TopBar>
      <main class="table">
        {puzzles && <PuzzleBar />}
        <Board />
        <Notice />
        <FinishOffer />
        <WonMessage />
      </main>
      {!compact && (
        <footer class="bar bottom">
          <PlayButtons labels />
        </footer>
      )}
    </div>
  );
}

/** A new version ready, or code that only a reload brings (held.tsx, with its words, loaded then). */
function UpdatePrompt() {
  const reload = updateReady.value;
  const lang = settings.value.lang;
  if (!reload) return codeHeld.value ? <HeldPrompt /> : null;
  return <ReloadPrompt kind="update" text={t(lang, 'updateReady')} act={t(lang, 'updateNow')} onAct={reload} onLater={() => (updateReady.value = null)} />;
}

/** Each dialog by its name in the store (store.ts's Dialog): one table, one place to add one. */
const DIALOGS: Record<NonNullable<Dialog>, Lazy<object>> = {
  settings: SettingsDialog,
  stats: StatsDialog,
  deal: DealDialog,
  share: ShareDialog,
  daily: DailyDialog,
  puzzles: PuzzlesDialog,
  review: ReviewDialog,
};

export function App() {
  const r = route.value;
  const d = dialog.value;
  const Open = d ? DIALOGS[d] : null;
  return (
    <div class={`app${settings.value.fourcolor ? ' four-color' : ''}${settings.value.lefthand ? ' left-hand' : ''}${settings.value.large ? ' large-cards' : ''}`}>
      {d === null && <AlertBanner />}
      {r.page === 'home' && <Home />}
      {r.page === 'rules' && <LazyRules game={r.game} />}
      {r.page === 'game' && <GameScreen />}
      {Open && <Open />}
      <UpdatePrompt />
    </div>
  );
}
