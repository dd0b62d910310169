/** Opening a puzzle of the pack: it counts as tried, and its board takes the address bar (Back returns). */
import { routeFromUrl } from '../lifecycle.ts';
import { dialog } from '../store.ts';
import { mark } from './progress.ts';

export function openPuzzle(deal: string): void {
  mark(deal, 'tried');
  dialog.value = null;
  history.pushState(null, '', `?game=selective-castle&deal=${deal}`);
  routeFromUrl();
}
