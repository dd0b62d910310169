/**
 * The rule page, fetched the first time one is opened: its code and texts stay out of the first
 * board's JavaScript (the service worker keeps the chunk for offline use).
 */
import { useEffect, useState } from 'preact/hooks';
import type { GameId } from '../../engine/index.ts';
import type { RulesPage } from './RulesPage.tsx';
import { importAgain } from '../import-again.ts';

type Page = typeof RulesPage;
let loaded: Page | null = null;

export function LazyRules({ game }: { game: GameId }) {
  const [Page, setPage] = useState<Page | null>(() => loaded);
  useEffect(() => {
    if (loaded) return;
    void importAgain(() => import('./RulesPage.tsx')).then((m) => {
      loaded = m.RulesPage;
      setPage(() => m.RulesPage);
    });
  }, []);
  return Page ? <Page game={game} /> : <div class="page rules" aria-busy="true" />;
}
