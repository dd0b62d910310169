/**
 * Starting, resuming and leaving games: the URL (`?game=&deal=`, kept in step with replaceState),
 * the saved game in progress, the clock, and the statistics written when a deal ends.
 */
import { lookupGame, makeDealNumber, parseDealNumber, randomDealNumber, type GameId } from '../engine/index.ts';
import { winnableDeals } from './data/winnable/index.ts';
import { t } from './i18n/index.ts';
import { alert, bump, dealAlert, dialog, lastTap, now, picked, route, session, settings, stats, hintText } from './store.ts';
import { restoreGame, saveGame } from './state/persist.ts';
import { boardStatus, elapsed, moveCount, newSession, startClock, stopClock, type Session } from './state/session.ts';
import { recordGame } from './state/stats.ts';
import { pickWinnable } from './state/winnable.ts';
import { CURRENT_KEY, readJson, saveStats, writeJson } from './storage.ts';

export function saveCurrent(): void {
  const s = session.value;
  if (s) writeJson(CURRENT_KEY, saveGame(s, Date.now()));
}

function setUrl(params: Record<string, string> | null, push = false): void {
  const q = params ? '?' + new URLSearchParams(params).toString() : location.pathname.replace(/[^/]*$/, '');
  const url = params ? q : q || './';
  if (push) history.pushState(null, '', url);
  else history.replaceState(null, '', url);
}

/** Writes a finished or abandoned deal to the statistics (once per deal; a loss may become a win). */
function record(s: Session, won: boolean): void {
  if (s.recorded === 'won' || (s.recorded === 'lost' && !won)) return;
  const next = recordGame(stats.value, { game: s.def.id, won, timeMs: elapsed(s, Date.now()), moves: moveCount(s), wasLost: s.recorded === 'lost' });
  s.recorded = won ? 'won' : 'lost';
  stats.value = next;
  void saveStats(next);
}

/** After every change: the clock, the end of the deal, the save. */
export function afterChange(s: Session): void {
  const st = boardStatus(s);
  if (st === 'won') {
    stopClock(s, Date.now());
    record(s, true);
  } else if (st === 'lost') {
    stopClock(s, Date.now());
    record(s, false);
  } else startClock(s, Date.now());
  saveCurrent();
}

/** Leaving a deal that has begun and not ended counts as a loss. */
function abandon(): void {
  const s = session.value;
  if (s && moveCount(s) > 0 && s.recorded === null) record(s, false);
}

function show(s: Session, push: boolean): void {
  session.value = s;
  lastTap.value = undefined;
  picked.value = null;
  hintText.value = null;
  route.value = { page: 'game' };
  setUrl({ game: s.def.id, deal: s.deal }, push);
  bump();
  saveCurrent();
}

export function startGame(game: GameId, deal: string, push = false): void {
  abandon();
  const s = newSession(game, deal);
  if (!s) return;
  alert.value = null;
  show(s, push);
}

export const randomDeal = (): string => makeDealNumber(randomDealNumber(Math.random));

/** A new deal number: from the solver-checked list when "Winnable deals only" is on for the game. */
export async function freshDeal(game: GameId, current?: string): Promise<string> {
  if (!(settings.value.winnableOnly ?? []).includes(game)) return randomDeal();
  return pickWinnable(await winnableDeals(game), Math.random, current) ?? randomDeal();
}

export async function newDeal(): Promise<void> {
  const s = session.value;
  if (!s) return;
  const deal = await freshDeal(s.def.id, s.deal);
  if (session.value === s) startGame(s.def.id, deal);
}

export function restart(): void {
  const s = session.value;
  if (s) startGame(s.def.id, s.deal);
}

/** The deal-number box: a bad number shows a message and leaves the game untouched. */
export function enterDeal(text: string): boolean {
  const s = session.value;
  const d = parseDealNumber(text);
  if (!d.ok || !s) {
    dealAlert.value = t(settings.value.lang, 'badDeal', { text: text.trim() });
    return false;
  }
  dealAlert.value = null;
  dialog.value = null;
  startGame(s.def.id, makeDealNumber(d.value));
  return true;
}

/** The saved game, if it is of this game (and this deal, when one is given). */
function savedFor(game: GameId, deal?: string): Session | undefined {
  const s = restoreGame(readJson(CURRENT_KEY));
  if (!s || s.def.id !== game) return undefined;
  if (deal !== undefined) {
    const d = parseDealNumber(deal);
    if (!d.ok || makeDealNumber(d.value) !== s.deal) return undefined;
  }
  return s;
}

/** Opens a game from the home screen: the game in progress of that kind resumes, else a new deal. */
export async function openGame(game: GameId): Promise<void> {
  const saved = savedFor(game);
  if (saved && saved.recorded === null) return void show(saved, true);
  startGame(game, await freshDeal(game), true);
}

export function goHome(): void {
  saveCurrent();
  route.value = { page: 'home' };
  setUrl(null, true);
}

export function openRules(game: GameId): void {
  route.value = { page: 'rules', game };
  setUrl({ rules: game }, true);
}

/** Reads the address: home, a rule page, or a game named by id, English or French name or alias (a bad game or deal gives a clear message). */
export function routeFromUrl(): void {
  const q = new URLSearchParams(location.search);
  const lang = settings.value.lang;
  const rules = q.get('rules'), game = q.get('game'), deal = q.get('deal');
  alert.value = null;
  if (rules !== null) {
    const def = lookupGame(rules);
    if (def) return void (route.value = { page: 'rules', game: def.id });
    alert.value = t(lang, 'badGame', { game: rules });
    return void (route.value = { page: 'home' });
  }
  if (game === null) return void (route.value = { page: 'home' });
  const def = lookupGame(game);
  if (!def) {
    alert.value = t(lang, 'badGame', { game });
    return void (route.value = { page: 'home' });
  }
  if (deal === null) return void openGameReplacing(def.id);
  const d = parseDealNumber(deal);
  if (!d.ok) {
    startGame(def.id, randomDeal());
    alert.value = t(lang, 'badUrlDeal', { deal });
    return;
  }
  const canonical = makeDealNumber(d.value);
  const saved = savedFor(def.id, canonical);
  if (saved) return void show(saved, false);
  startGame(def.id, canonical);
}

async function openGameReplacing(game: GameId): Promise<void> {
  const saved = savedFor(game);
  if (saved && saved.recorded === null) return void show(saved, false);
  startGame(game, await freshDeal(game));
}

/** The clock follows the page: paused while hidden, the game saved when the page goes away. */
export function watchPage(): void {
  addEventListener('pagehide', saveCurrent);
  document.addEventListener('visibilitychange', () => {
    const s = session.value;
    if (!s) return;
    if (document.hidden) {
      stopClock(s, Date.now());
      saveCurrent();
    } else if (boardStatus(s) === 'playing' || boardStatus(s) === 'placing') startClock(s, Date.now());
  });
  addEventListener('popstate', routeFromUrl);
  setInterval(() => {
    if (session.value?.runningSince != null && route.value.page === 'game') now.value = Date.now();
  }, 500);
}
