/**
 * Starting, resuming and leaving games: the URL (`?game=&deal=`, kept in step with replaceState),
 * the saved game in progress, the clock, and the statistics written when a deal ends.
 */
import { lookupGame, makeDealNumber, parseDealNumber, randomDealNumber, type GameId } from '../engine/index.ts';
import { t } from './i18n/index.ts';
import { plural } from './i18n/index.ts';
import { alert, announce, bump, dealAlert, dialog, lastTap, now, picked, route, say, session, settings, hintText } from './store.ts';
import { restoreGame, saveGame } from './state/persist.ts';
import { mergeStoredSaves, savedFor, saves, saveSession } from './saves.ts';
import { boardStatus, elapsed, moveCount, newSession, startClock, stopClock, type Session } from './state/session.ts';
import type { DealEvent } from './state/stats.ts';
import { queueResult, watchOtherTabs } from './storage.ts';
import { importAgain } from './import-again.ts';
import { emit, on } from './game/events.ts';

const ended = (s: Session): boolean => boardStatus(s) === 'won' || boardStatus(s) === 'lost';

/** Saves the game on the board. */
export function saveCurrent(): void {
  const s = session.value;
  if (s) saveSession(saveGame(s, Date.now()));
}

function setUrl(params: Record<string, string> | null, push = false): void {
  const q = params ? '?' + new URLSearchParams(params).toString() : location.pathname.replace(/[^/]*$/, '');
  const url = params ? q : q || './';
  if (push) history.pushState(null, '', url);
  else history.replaceState(null, '', url);
}

/** The statistics' store, loaded after the first board (and at once by a result played before). */
const statsStore = () => importAgain(() => import('./stats-store.ts'));

/**
 * A result is put in the outbox at once, before the save marks it written, so a reload or a closed
 * tab never loses it; the statistics' store then writes it (stats-store.ts).
 */
function writeResult(event: DealEvent): void {
  queueResult(event);
  void statsStore().then((m) => m.flushStats(), () => undefined);
}

/**
 * Writes what the last change adds to the statistics (stats.ts says what counts): the deal's first
 * move or placement counts it as played, at once; then a win, or a loss when no move is left.
 */
function record(s: Session): void {
  if (s.steps.length === 0) return;
  const st = boardStatus(s);
  const started = s.recorded === null;
  const result: DealEvent['result'] = st === 'won' && s.recorded !== 'won' ? 'won' : st === 'lost' && s.recorded !== 'lost' && s.recorded !== 'won' ? 'lost' : null;
  const leftUnfinished = s.leftUnfinished;
  const wasLost = s.recorded === 'lost';
  // From its first move on, the deal is the player's: what it replaced is gone for good.
  s.replaced = null;
  s.leftUnfinished = false;
  // A shared link's moves are not the player's: such a game is neither played, won nor lost in the
  // figures, however it ends (Restart plays the deal for them). Leaving a game unfinished for it
  // still ends the streak, as for any new deal.
  if (s.fromLink) {
    if (leftUnfinished) writeResult({ game: s.def.id, deal: s.deal, started: false, leftUnfinished, result: null, timeMs: 0, moves: 0 });
    return;
  }
  if (!started && !result) return;
  s.recorded = result ?? 'played';
  writeResult({ game: s.def.id, deal: s.deal, started, leftUnfinished, result, timeMs: elapsed(s, Date.now()), moves: moveCount(s), wasLost });
}

/** After every change: the clock, the statistics, the save. */
function afterChange(s: Session): void {
  const st = boardStatus(s);
  if (st === 'won' || st === 'lost') stopClock(s, Date.now());
  else startClock(s, Date.now());
  record(s);
  saveCurrent();
}

function show(s: Session, push: boolean, dealt = false): void {
  session.value = s;
  lastTap.value = undefined;
  picked.value = null;
  hintText.value = null;
  route.value = { page: 'game' };
  setUrl({ game: s.def.id, deal: s.deal }, push);
  bump();
  saveCurrent();
  emit({ type: 'shown', session: s, dealt });
}

/** Whether a game has begun and not ended (leaving it for a new deal ends the winning streak). */
const unfinished = (s: Session): boolean => s.steps.length > 0 && (boardStatus(s) === 'playing' || boardStatus(s) === 'placing');

/**
 * Starts a deal in place of this game's game in progress, which is kept as `replaced` for Undo
 * until the new deal's first move. A restart is the same deal again: it keeps what the statistics
 * already hold for it and does not end the streak. `note`: what the draw of the deal has to say.
 */
export function startGame(game: GameId, deal: string, push = false, restarting = false, note = ''): void {
  const old = session.value?.def.id === game ? session.value : savedFor(game);
  const s = newSession(game, deal);
  if (!s) return;
  if (old && unfinished(old)) {
    s.replaced = saveGame(old, Date.now());
    s.leftUnfinished = !restarting;
  } else if (old && old.steps.length === 0) {
    s.replaced = old.replaced;
    s.leftUnfinished = old.leftUnfinished && !restarting;
  }
  if (restarting && old) s.recorded = old.recorded;
  alert.value = null;
  show(s, push, true);
  const said = (s.replaced ? t(settings.value.lang, restarting ? 'restartUndoable' : 'newDealUndoable') + ' ' : '') + note;
  if (said) say(said.trim());
}

/** Undo before the first move of a new deal or restart: the game it replaced comes back as it was. */
export function undoReplaced(): boolean {
  const s = session.value;
  const back = s && s.steps.length === 0 && s.replaced ? restoreGame(s.replaced) : undefined;
  if (!s || !back) return false;
  const lang = settings.value.lang;
  show(back, false);
  announce(t(lang, back.deal === s.deal ? 'restartUndone' : 'newDealUndone', { deal: back.deal, moves: plural(lang, 'movesN', moveCount(back)) }));
  return true;
}

/**
 * A random deal of `game` that has a move from the start: one with none (143 of Beleaguered Castle's
 * first 20,000) is lost before the player has done anything, so another is drawn (at most 50 tries).
 */
export function randomDeal(game: GameId): string {
  for (let tries = 1; ; tries++) {
    const deal = makeDealNumber(randomDealNumber(Math.random));
    const s = newSession(game, deal);
    if (tries === 50 || !s || boardStatus(s) !== 'lost') return deal;
  }
}

/**
 * A new deal number, and what to say of it: from the solver-checked list when "Winnable deals only"
 * is on for the game, of the difficulty the settings ask for (draw.ts, loaded then), else any.
 */
async function freshDeal(game: GameId, current?: string): Promise<[deal: string, note?: string]> {
  const st = settings.value;
  if (!st.difficulty && !(st.winnableOnly ?? []).includes(game)) return [randomDeal(game)];
  const drawn = await importAgain(() => import('./draw.ts')).then((m) => m.drawDeal(game, current), () => ({ deal: undefined, note: undefined }));
  return [drawn.deal ?? randomDeal(game), drawn.note];
}

export async function newDeal(): Promise<void> {
  const s = session.value;
  if (!s) return;
  const [deal, note] = await freshDeal(s.def.id, s.deal);
  if (session.value === s) startGame(s.def.id, deal, false, false, note);
}

export function restart(): void {
  const s = session.value;
  if (s && s.steps.length > 0) startGame(s.def.id, s.deal, false, true);
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

/** Opens a game from the home screen: the game in progress of that kind resumes, else a new deal. */
export async function openGame(game: GameId): Promise<void> {
  const saved = savedFor(game);
  if (saved && !ended(saved)) return void show(saved, true);
  const [deal, note] = await freshDeal(game);
  startGame(game, deal, true, false, note);
}

export function goHome(): void {
  saveCurrent();
  route.value = { page: 'home' };
  setUrl(null, true);
}

/** A rule page; a game in progress is saved with its clock paused, to come back to as it was. */
export function openRules(game: GameId): void {
  const s = session.value;
  if (s && route.value.page === 'game') {
    stopClock(s, Date.now());
    saveCurrent();
  }
  route.value = { page: 'rules', game };
  setUrl({ rules: game }, true);
}

/** From a rule page back to the game in progress, where the player left it. */
export function backToGame(): void {
  const s = session.value;
  if (s) show(s, true);
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
    startGame(def.id, randomDeal(def.id));
    alert.value = t(lang, 'badUrlDeal', { deal });
    return;
  }
  const canonical = makeDealNumber(d.value);
  const moves = q.get('moves');
  if (moves !== null) {
    // A shared game: the deal first, then the link's moves once share.ts has come.
    startGame(def.id, canonical);
    return void importAgain(() => import('./share.ts')).then((m) => m.playLink(moves));
  }
  const saved = savedFor(def.id);
  if (saved?.deal === canonical) return void show(saved, false);
  startGame(def.id, canonical);
}

async function openGameReplacing(game: GameId): Promise<void> {
  const saved = savedFor(game);
  if (saved && !ended(saved)) return void show(saved, false);
  const [deal, note] = await freshDeal(game);
  startGame(game, deal, false, false, note);
}

/**
 * Once IndexedDB's saves are read: a game there newer than its localStorage mirror replaces the
 * one on the board when the player has not moved since it was shown; otherwise what is on the board wins.
 */
export async function takeStoredSaves(): Promise<void> {
  const shown = session.value, steps = shown?.steps.length ?? 0;
  const changed = await mergeStoredSaves();
  const s = session.value;
  if (!s || !changed.includes(s.def.id)) return;
  const raw = saves.value[s.def.id];
  const stored = restoreGame(raw);
  if (!raw || !stored) return;
  const untouched = s === shown ? s.steps.length === steps : s.steps.length === 0;
  if (untouched && stored.deal === s.deal && route.value.page === 'game') return show(stored, false);
  // Another deal was asked for meanwhile: the stored game stays one Undo away.
  if (s.steps.length === 0 && stored.steps.length > 0 && !ended(stored)) {
    s.replaced = raw;
    s.leftUnfinished = true;
  }
  saveCurrent();
  bump();
}

/**
 * The game's life on the page: after every change the clock, the statistics and the save (a link's
 * moves are saved, and neither start the clock nor count); the clock paused while the page is
 * hidden, the game saved when it goes away.
 */
export function watchPage(): void {
  on('changed', ({ session: s, outcome }) => (outcome.command === 'link' ? saveCurrent() : afterChange(s)));
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
  watchOtherTabs((change) => change.kind === 'stats' && void statsStore().then((m) => m.reloadStats(), () => undefined));
  setInterval(() => {
    if (session.value?.runningSince != null && route.value.page === 'game') now.value = Date.now();
  }, 500);
}
