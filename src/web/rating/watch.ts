/**
 * What the first board carries of the deals' ratings: the watch that has each deal the player starts
 * rated. The rest (the feature's chunk, Rating.tsx: the requests, the ratings kept across reloads)
 * loads once the page's fetch-ahead is done, and so does every request: a rating is the solver's work,
 * the least urgent thing the page fetches.
 */
import { on } from '../game/events.ts';
import { importAgain } from '../import-again.ts';
import { whenQuiet } from '../idle.ts';

/** `ahead`: the fetch-ahead (components/prefetch.ts), which the ratings wait behind. */
export function watchRatings(ahead: Promise<unknown>): void {
  // A quiet second of its own after the fetch-ahead's last group: a tap that came as that group
  // arrived (the winning tap of a game resumed) is not kept waiting by this chunk either.
  const asked = ahead.then(() => whenQuiet(performance.now())).then(() => importAgain(() => import('./Rating.tsx')));
  void asked.then((m) => m.startRatings(), () => undefined);
  // A deal dealt (a new deal, a number, a link, a restart): rated; a game resumed shows the rating kept for it.
  on('shown', ({ session: s, dealt }) => void (dealt && asked.then((m) => m.rateSoon(s.def.id, s.deal), () => undefined)));
}
