/**
 * Reads the board as the DOM shows it (data-card / data-pile / data-index) and compares it with an
 * engine position; drives moves with real pointer, tap and keyboard input.
 */
import type { Locator, Page } from 'playwright-core';
import { dealPosition, makeCard, makeMove, WASTE } from '../../../src/engine/index.ts';
import type { GameId, Move, Position } from '../../../src/engine/index.ts';

/** What the page shows: every rendered card by pile, the Big Ben stock count, the board's attributes. */
export interface DomBoard {
  readonly piles: Record<string, string[]>;
  /** Cards whose data attributes are missing, duplicated or out of order. */
  readonly problems: string[];
  readonly stockCount: number | null;
  readonly game: string | null;
  readonly deal: string | null;
  readonly status: string | null;
}

export async function readBoard(page: Page): Promise<DomBoard> {
  return page.evaluate(() => {
    const piles: Record<string, string[]> = {};
    const problems: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('[data-board] [data-card]')) {
      const card = el.dataset.card ?? '', pile = el.dataset.pile ?? '', index = Number(el.dataset.index);
      if (!pile || !Number.isInteger(index) || index < 0) {
        problems.push(`card ${card} has pile "${pile}" index "${el.dataset.index ?? ''}"`);
        continue;
      }
      const list = (piles[pile] ??= []);
      if (list[index] !== undefined) problems.push(`${pile}[${index}] rendered twice (${list[index]}, ${card})`);
      list[index] = card;
    }
    const countEl = document.querySelector('[data-stock-count]');
    const countText = countEl?.textContent?.match(/\d+/)?.[0];
    const board = document.querySelector<HTMLElement>('[data-board]');
    return {
      piles,
      problems,
      stockCount: countText === undefined ? null : Number(countText),
      game: board?.dataset.game ?? null,
      deal: board?.dataset.deal ?? null,
      status: board?.dataset.status ?? null,
    };
  });
}

const names = (pile: readonly number[]): string[] => pile.map(makeCard);

/**
 * The differences between what the page shows and the engine position: tableau rows and foundations
 * card for card; the waste's top card (only the top is required to be rendered); the stock as a
 * count (Big Ben) or the offered card (Selective Castle).
 */
export function boardDiff(dom: DomBoard, pos: Position): string[] {
  const diffs = [...dom.problems];
  const want = new Map<string, string[]>();
  pos.tableau.forEach((row, i) => want.set(`t${i}`, names(row)));
  pos.foundations.forEach((f, i) => want.set(`f${i}`, names(f)));
  for (const [pile, cards] of want) {
    const got = dom.piles[pile] ?? [];
    // Sparse arrays from the page (a missing index) print as "undefined" and differ.
    const gotText = Array.from(got, (c) => c ?? '?').join(' '), wantText = cards.join(' ');
    if (gotText !== wantText) diffs.push(`${pile}: page shows [${gotText}], engine has [${wantText}]`);
  }
  for (const pile of Object.keys(dom.piles)) {
    if (!want.has(pile) && pile !== 'waste' && pile !== 'stock') diffs.push(`page has a pile ${pile} the engine does not`);
  }
  const waste = dom.piles.waste ?? [];
  const wasteTop = pos.waste.length ? makeCard(pos.waste[pos.waste.length - 1]!) : undefined;
  if (waste.length !== (wasteTop ? pos.waste.length : 0) || waste[waste.length - 1] !== wasteTop) {
    diffs.push(`waste top: page shows ${waste[waste.length - 1] ?? 'none'} at index ${waste.length - 1}, engine ${wasteTop ?? 'none'} at ${pos.waste.length - 1}`);
  }
  if (pos.game === 'big-ben') {
    if (dom.stockCount !== pos.stock.length) diffs.push(`stock count: page ${dom.stockCount}, engine ${pos.stock.length}`);
  } else {
    const stock = dom.piles.stock ?? [];
    const offered = pos.stock.length ? makeCard(pos.stock[pos.stock.length - 1]!) : undefined;
    if (stock[pos.stock.length - 1] !== offered || stock.filter(Boolean).length !== (offered ? 1 : 0)) {
      diffs.push(`offered card: page [${stock.join(' ')}], engine ${offered ?? 'none'} at ${pos.stock.length - 1}`);
    }
  }
  return diffs;
}

export function startPosition(game: GameId, deal: string): Position {
  const r = dealPosition(game, deal);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

export const gameUrl = (base: string, game: string, deal: string | number): string => `${base}?game=${game}&deal=${deal}`;

/**
 * Puts a game in progress in localStorage the way the app saves it (`solitaire:current`), so a long
 * line needs no minute of dragging; the app replays it through the engine on load (openGame next).
 */
export async function savedGame(page: Page, base: string, game: string, deal: string, line: readonly Move[], elapsedMs = 0): Promise<void> {
  await page.goto(base + 'icon.svg'); // same origin, app not running yet
  await page.evaluate(
    (v) => localStorage.setItem('solitaire:current', JSON.stringify({ v: 1, game: v.game, deal: v.deal, moves: v.moves, redo: [], elapsedMs: v.elapsedMs, recorded: null })),
    { game, deal, moves: line.map(makeMove), elapsedMs },
  );
}

export async function openGame(page: Page, base: string, game: string, deal: string | number): Promise<void> {
  await page.goto(gameUrl(base, game, deal));
  await page.locator('[data-board] [data-card]').first().waitFor({ state: 'visible' });
}

/** Waits until the page shows `pos` (moves may animate or auto-move), or throws with the differences. */
export async function waitForBoard(page: Page, pos: Position, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let diffs: string[] = [];
  for (;;) {
    diffs = boardDiff(await readBoard(page), pos);
    if (diffs.length === 0) return;
    if (Date.now() > until) break;
    await page.waitForTimeout(50);
  }
  throw new Error(`the board does not show the expected position:\n  ${diffs.join('\n  ')}`);
}

/**
 * Settles once the page has drawn two more frames: whatever the app set going in the next frame (a
 * change's flights start in the frame after the board shows it) has run by then.
 */
export const drawn = (page: Page): Promise<unknown> => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));

/**
 * Settles once `ms` of the page's own time has passed and two more frames are drawn, for a check
 * that something does not change (a stopped clock): the page's timers due before then have run and
 * drawn, however little a busy machine let the page run meanwhile (the test's own clock says nothing of that).
 */
export const pageTime = (page: Page, ms: number): Promise<unknown> => page.evaluate((ms) => new Promise((ok) => setTimeout(ok, ms)), ms).then(() => drawn(page));

/**
 * Settles once the page has run the module at `url` (a chunk): an import of it there settles on the
 * one copy the app's own import made or is making. A string: vitest rewrites import() in test code.
 */
export const moduleRun = (page: Page, url: string): Promise<unknown> => page.evaluate(`import(${JSON.stringify(url)}).then(() => undefined)`);

/** The position the app holds, from its read-only dev hook. */
export async function appPosition(page: Page): Promise<Position> {
  return page.evaluate(() => (window as unknown as { __solitaire: { position(): Position } }).__solitaire.position());
}

/** The moves of the app's record of the game (its dev hook), as move texts. */
export async function recordMoves(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => (window as unknown as { __solitaire: { record(): string } }).__solitaire.record());
  return (text.split('\n\n')[1] ?? '').split(/\s+/).filter(Boolean);
}

const pileName = (from: number): string => (from === WASTE ? 'waste' : `t${from}`);

export function sourcePile(move: Move): string {
  if (move.kind === 'place') return 'stock';
  if (move.kind === 'foundation' || move.kind === 'tableau') return pileName(move.from);
  throw new Error(`${move.kind} moves no card`);
}

export function targetPile(move: Move): string {
  if (move.kind === 'foundation') return `f${move.to}`;
  if (move.kind === 'tableau' || move.kind === 'place') return `t${move.to}`;
  throw new Error(`${move.kind} has no target pile`);
}

/** The top card element of a pile (the highest data-index), or undefined when the pile shows none. */
export async function topCard(page: Page, pile: string): Promise<Locator | undefined> {
  const indices = await page
    .locator(`[data-board] [data-card][data-pile="${pile}"]`)
    .evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.index)));
  if (indices.length === 0) return undefined;
  return page.locator(`[data-board] [data-card][data-pile="${pile}"][data-index="${Math.max(...indices)}"]`);
}

export const slot = (page: Page, pile: string): Locator => page.locator(`[data-board] [data-pile-slot="${pile}"]`);

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Where a drag or a tap aims, read in one round trip: the card's box and, for a drag, the box of the
 * target pile's top card or else its empty slot, each scrolled into view when cut and read once it
 * has held still for two frames, as Playwright's scrollIntoViewIfNeeded and boundingBox wait for
 * (they took five round trips, 0.2-0.6 s on a busy machine). A box is null when it has no size.
 */
async function aim(card: Locator, pile?: string): Promise<{ from: Box | null; to: Box | null }> {
  return card.evaluate(async (el, pile) => {
    const still = async (e: Element): Promise<Box | null> => {
      (e as Element & { scrollIntoViewIfNeeded(center?: boolean): void }).scrollIntoViewIfNeeded();
      let last: DOMRect | undefined;
      for (let i = 0; i < 600; i++) {
        const r = e.getBoundingClientRect();
        if (last && r.x === last.x && r.y === last.y && r.width === last.width && r.height === last.height) {
          return r.width > 0 && r.height > 0 ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
        }
        last = r;
        await new Promise((ok) => requestAnimationFrame(ok));
      }
      throw new Error('the element never held still for two frames');
    };
    const from = await still(el);
    if (pile === undefined) return { from, to: null };
    const tops = [...document.querySelectorAll<HTMLElement>(`[data-board] [data-card][data-pile="${pile}"]`)];
    const top = tops.sort((a, b) => Number(b.dataset.index) - Number(a.dataset.index))[0];
    const target = top ?? document.querySelector(`[data-board] [data-pile-slot="${pile}"]`);
    if (!target) throw new Error(`no pile ${pile} on the board`);
    return { from, to: await still(target) };
  }, pile);
}

/**
 * A real drag: press on the card's upper part (the part left visible in a fanned row's top card is
 * all of it), move in steps well past any threshold, release over the target pile (its top card,
 * else its empty slot).
 */
export async function dragCard(page: Page, card: Locator, targetPileName: string, steps = 12): Promise<void> {
  const { from: box, to: drop } = await aim(card, targetPileName);
  if (!box) throw new Error('card has no box');
  if (!drop) throw new Error(`${targetPileName} has no box (hidden?)`);
  const from = { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 3, 20) };
  const to = { x: drop.x + drop.width / 2, y: drop.y + drop.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
  }
  await page.mouse.up();
}

export async function dragMove(page: Page, move: Move): Promise<void> {
  const from = sourcePile(move);
  const card = await topCard(page, from);
  if (!card) throw new Error(`no card on ${from}`);
  await dragCard(page, card, targetPile(move));
}

/** A real tap: a click in the middle of the card's visible top strip. */
export async function tapCard(card: Locator): Promise<void> {
  const { from: box } = await aim(card);
  if (!box) throw new Error('card has no box');
  await card.page().mouse.click(box.x + box.width / 2, box.y + Math.min(box.height / 3, 20));
}

/** The game menu's items: clickAction opens the menu first, as a player does. */
export const MENU_ACTIONS = ['share', 'restart', 'enter-deal', 'review', 'rules', 'stats'] as const;

export async function clickAction(page: Page, action: string): Promise<void> {
  const target = page.locator(`[data-action="${action}"]`).first();
  if ((MENU_ACTIONS as readonly string[]).includes(action) && (await page.locator('[data-action="menu"]').count()) && !(await target.isVisible())) {
    await page.locator('[data-action="menu"]').click();
    await target.waitFor();
  }
  await target.click();
}

/** Plays a move through the UI: stock actions by their buttons, card moves by drag. */
export async function uiMove(page: Page, move: Move): Promise<void> {
  if (move.kind === 'deal' || move.kind === 'fill') await clickAction(page, move.kind);
  else await dragMove(page, move);
}

export async function moveCount(page: Page): Promise<number> {
  const text = (await page.locator('[data-moves]').first().textContent()) ?? '';
  const n = text.match(/\d+/)?.[0];
  if (n === undefined) throw new Error(`[data-moves] shows no number: "${text}"`);
  return Number(n);
}

/** The data-pile-slot of the focused element (or of the slot holding it). */
export async function focusedPile(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.closest('[data-pile-slot]')?.getAttribute('data-pile-slot') ?? null);
}

/** Presses arrow keys until the focus reaches `target`, choosing each arrow from where the piles sit on screen. */
export async function arrowTo(page: Page, target: string): Promise<void> {
  // Slots of a row reach down the whole row: like the app, place each pile by its top card's middle.
  const place = async (pile: string): Promise<{ x: number; y: number }> => {
    const loc = slot(page, pile);
    await loc.scrollIntoViewIfNeeded();
    const box = await loc.boundingBox();
    if (!box) throw new Error(`pile ${pile} has no box`);
    return { x: box.x + box.width / 2, y: box.y + Math.min(box.height, box.width * 1.4) / 2 };
  };
  const to = await place(target);
  for (let i = 0; i < 40; i++) {
    const at = await focusedPile(page);
    if (at === target) return;
    if (at === null) {
      const holder = await page.evaluate(() => {
        const el = document.activeElement;
        return el ? `${el.tagName.toLowerCase()}${[...el.attributes].filter((a) => a.name.startsWith('data-') || a.name === 'class').map((a) => `[${a.name}="${a.value}"]`).join('')}` : 'nothing';
      });
      throw new Error(`nothing on the board has the keyboard focus after ${i} arrow keys towards ${target} (it is on ${holder})`);
    }
    const from = await place(at);
    const dx = to.x - from.x, dy = to.y - from.y;
    const key = Math.abs(dx) > Math.abs(dy) / 2 ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : dy > 0 ? 'ArrowDown' : 'ArrowUp';
    await page.keyboard.press(key);
  }
  throw new Error(`arrow keys never reached ${target} (stuck at ${await focusedPile(page)})`);
}

/** A whole move by keyboard: focus the source pile, Enter to pick, arrows to the target, Enter to drop. */
export async function keyboardMove(page: Page, move: Move): Promise<void> {
  await slot(page, sourcePile(move)).focus();
  await page.keyboard.press('Enter');
  await arrowTo(page, targetPile(move));
  await page.keyboard.press('Enter');
}

/** Opens Settings, sets one control (checkbox or select), and closes the dialog. */
export async function setSetting(page: Page, name: string, value: string | boolean): Promise<void> {
  await clickAction(page, 'settings');
  const control = page.locator(`[data-setting="${name}"]`);
  await control.waitFor();
  if (typeof value === 'boolean') await control.setChecked(value);
  else await control.selectOption(value);
  await page.keyboard.press('Escape');
  await control.waitFor({ state: 'hidden' });
}
