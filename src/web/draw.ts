/**
 * New deals that a setting asks more of than any deal: from the solver-checked winnable list
 * ("Winnable deals only"), of a chosen difficulty, or both. A difficulty is found by the solver's
 * worker, which rates deals drawn at random (from the list, or from 1–999,999,999) until one has a
 * level of that difficulty, within its time (search/draw.ts); when none comes, the deal drawn as
 * without a difficulty is played, and a note says so. Loaded with the first such draw: the first
 * board carries none of it.
 */
import { dealPosition, type GameId } from '../engine/index.ts';
import { winnableDeals } from './data/winnable/index.ts';
import { dw } from './i18n/strings-draw.ts';
import { importAgain } from './import-again.ts';
import { BUDGET_MS } from './search/protocol.ts';
import { DIFFICULTY_LEVELS } from './state/settings.ts';
import { pickWinnable } from './state/winnable.ts';
import { ratingKey, ratings, settings } from './store.ts';

/** The deal drawn (none: any random deal will do) and what to tell the player of it. */
export interface Drawn {
  readonly deal?: string;
  readonly note?: string;
}

export async function drawDeal(game: GameId, current?: string): Promise<Drawn> {
  const st = settings.value;
  const list = (st.winnableOnly ?? []).includes(game) ? await winnableDeals(game) : undefined;
  const plain = (note?: string): Drawn => {
    const deal = list ? pickWinnable(list, Math.random, current) : undefined;
    return { ...(deal === undefined ? {} : { deal }), ...(note === undefined ? {} : { note }) };
  };
  if (!st.difficulty) return plain();
  const start = dealPosition(game, '1');
  const client = await importAgain(() => import('./search/index.ts')).catch(() => null);
  if (!client || !start.ok) return plain(dw(st.lang, 'drawUnrated'));
  // The worker reads the game from the position; the deal on the board is not drawn again.
  const r = await client.ask('draw', start.value, { levels: DIFFICULTY_LEVELS[st.difficulty], ...(list ? { candidates: list } : {}), ...(current === undefined ? {} : { deal: current }) }).promise;
  if (r.status !== 'done') return plain(dw(st.lang, 'drawUnrated'));
  if (r.answer.deal === null) return plain(dw(st.lang, 'drawMissed', { seconds: BUDGET_MS.draw / 1000 }));
  ratings.value = { ...ratings.value, [ratingKey(game, r.answer.deal)]: r.answer.mark };
  return { deal: r.answer.deal };
}
