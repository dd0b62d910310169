/**
 * Pointer Events for the board: a press that moves less than a few pixels is a tap (sent to
 * `tap`), more is a drag. The card keeps its grab offset under the finger; on release the pile under
 * the pointer decides where it goes (see dropAt), else it glides back.
 */
import { signal } from '@preact/signals';
import { canDrop, doubleTap, dropOn, tap } from '../game/play.ts';
import { flyBack } from '../anim/flip.ts';
import { emit } from '../game/events.ts';
import { modeOf } from '../game/mode.ts';
import { session, settings } from '../store.ts';
import { SPEED_MS } from '../state/settings.ts';
import { loadRunMove, runMove } from './load-runs.ts';

/** The pile a dragged card would drop on now, for highlighting. */
export const dropTarget = signal<string | null>(null);

interface Press {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly pile: string;
  /** What the press landed on. */
  readonly target: Element | null;
  /** The cards that would be dragged: the top card of the pressed pile, or a run from the pressed card up. */
  cards: readonly HTMLElement[];
  /** The index of the pressed card when it takes a run with it. */
  run: number | undefined;
  dragging: boolean;
  /** Measured once when the drag starts: the cards' rectangles and every drop zone. */
  starts?: DOMRect[];
  zones?: Zone[];
}

const THRESHOLD_MOUSE = 5, THRESHOLD_TOUCH = 10;

function overlap(a: DOMRect, b: DOMRect, grow: number): number {
  const w = Math.min(a.right, b.right + grow) - Math.max(a.left, b.left - grow);
  const h = Math.min(a.bottom, b.bottom + grow) - Math.max(a.top, b.top - grow);
  return w > 0 && h > 0 ? w * h : 0;
}

interface Zone {
  readonly name: string;
  readonly rect: DOMRect;
  readonly legal: boolean;
}

/** Every pile but the one the card comes from, with its rectangle and whether the card may go there (measured once per drag). */
function dropZones(root: HTMLElement, from: string, legal: (to: string) => boolean): Zone[] {
  const zones: Zone[] = [];
  for (const slot of root.querySelectorAll<HTMLElement>('[data-pile-slot]')) {
    const name = slot.dataset.pileSlot!;
    zones.push({ name, rect: slot.getBoundingClientRect(), legal: name !== from && legal(name) });
  }
  return zones;
}

const contains = (r: DOMRect, x: number, y: number): boolean => x >= r.left && x < r.right && y >= r.top && y < r.bottom;

/** The zone the card overlaps most (zones grown by `grow` on every side). */
function mostOverlapped(zones: readonly Zone[], rect: DOMRect, grow: number): Zone | null {
  let best: Zone | null = null, bestArea = 0;
  for (const z of zones) {
    const area = overlap(rect, z.rect, grow);
    if (area > bestArea) [best, bestArea] = [z, area];
  }
  return best;
}

/**
 * Where a card let go at (x, y) lands: the pile under the pointer decides (a pile it may not go on
 * sends it back); only when the pointer is over no pile, or over two, does overlap choose: the legal
 * pile the card overlaps most, zones grown by a third of a card.
 */
function dropAt(zones: readonly Zone[], rect: DOMRect, x: number, y: number): string | null {
  const under = zones.filter((z) => contains(z.rect, x, y));
  const pick = under.length ? (under.length === 1 ? under[0]! : mostOverlapped(under, rect, 0) ?? under[0]!) : mostOverlapped(zones.filter((z) => z.legal), rect, rect.width / 3);
  return pick?.legal ? pick.name : null;
}

const shifted = (r: DOMRect, dx: number, dy: number): DOMRect => new DOMRect(r.x + dx, r.y + dy, r.width, r.height);

/** A CSS transition or animation: Big Ben's cards glide by transitions to a resized board, staying on their piles. */
const cssDriven = (a: Animation): boolean => (typeof CSSTransition !== 'undefined' && a instanceof CSSTransition) || (typeof CSSAnimation !== 'undefined' && a instanceof CSSAnimation);

/** A card in flight (a Web Animation running: its move, or its flight back) is drawn where it was, not on the pile it now belongs to. */
const flying = (el: Element | null): boolean => !!el && el.getAnimations().some((a) => a.playState === 'running' && !cssDriven(a));

/**
 * What the press landed on, passing through flying cards: a card just dealt still flies over the
 * stock, and a fast second tap on the stock must deal again, not play that card.
 */
function pressed(e: PointerEvent): Element | null {
  const target = e.target instanceof Element ? e.target : null;
  if (!flying(target?.closest('.card') ?? null)) return target;
  return document.elementsFromPoint(e.clientX, e.clientY).find((el) => !flying(el.closest('.card'))) ?? null;
}

interface Hit {
  readonly pile: string;
  /** The cards a drag would take: the top card, or a run from the pressed card up (the pressed card first). */
  readonly cards: HTMLElement[];
  /** The index of the pressed card when it takes a run with it. */
  readonly run?: number;
}

function pileOf(target: Element | null): Hit | null {
  if (!target) return null;
  const slot = target.closest<HTMLElement>('[data-pile-slot]');
  if (!slot) return null;
  const pile = slot.dataset.pileSlot!;
  const all = [...slot.querySelectorAll<HTMLElement>(`.card[data-pile="${pile}"]`)];
  const card = all[all.length - 1];
  if (pile.startsWith('f') || !card) return { pile, cards: [] };
  const index = Number(target.closest<HTMLElement>('.card')?.dataset.index);
  if (runMove && Number.isInteger(index) && runMove.runAt(pile, index)) {
    return { pile, cards: all.filter((c) => Number(c.dataset.index) >= index), run: index };
  }
  return { pile, cards: [card] };
}

/** Whether the game on the board moves runs at once (the castle family). */
const movesRuns = (): boolean => session.value?.def.runMoves === true;

/** The index of the pressed card on a board that moves runs, when it lies under the top card of its row, else null. */
function underTop(p: Press): number | null {
  const index = Number(p.target?.closest<HTMLElement>('.card')?.dataset.index);
  const top = Number(p.cards[0]?.dataset.index);
  return movesRuns() && Number.isInteger(index) && index < top ? index : null;
}

function setDragged(cards: readonly HTMLElement[], dx: number | null, dy = 0): void {
  for (const c of cards) {
    c.style.transform = dx === null ? '' : `translate(${dx}px, ${dy}px)`;
    c.classList.toggle('dragging', dx !== null);
  }
}

/** Two taps this close in time and place are a double tap (or a double click). */
const DOUBLE_MS = 350, DOUBLE_PX = 24;

export function attachDrag(root: HTMLElement): () => void {
  let press: Press | null = null;
  /** The last tap on a card: the second of a double tap lands where the card was, on the card under it. */
  let lastCardTap: { x: number; y: number; at: number } | null = null;

  /** A tap on a pile; the second tap of a double tap on a card sends that card home instead. */
  const tapped = (p: Press, e: PointerEvent): void => {
    const prev = lastCardTap;
    // While the player lays out the rows (Selective Castle), every tap on a row places a card there.
    const placing = !!session.value && modeOf(session.value) === 'placing';
    const card = (p.pile.startsWith('t') || p.pile === 'waste') && !placing;
    lastCardTap = card ? { x: e.clientX, y: e.clientY, at: e.timeStamp } : null;
    if (prev && card && e.timeStamp - prev.at < DOUBLE_MS && Math.hypot(e.clientX - prev.x, e.clientY - prev.y) < DOUBLE_PX) {
      lastCardTap = null;
      return doubleTap();
    }
    const run = p.run ?? (runMove ? pileOf(p.target)?.run : undefined);
    if (run !== undefined && runMove) return runMove.tapRun(p.pile, run);
    // A tap on a card under others before the run-move code has come: it decides once it is here.
    const index = underTop(p);
    if (!runMove && index !== null) return void loadRunMove().then((r) => (r.runAt(p.pile, index) ? r.tapRun(p.pile, index) : tap(p.pile)));
    tap(p.pile);
  };

  const down = (e: PointerEvent): void => {
    if (e.button !== 0 || press) return;
    // A castle board's first touch fetches the run-move code; a run can be taken once it is there.
    if (!runMove && movesRuns()) void loadRunMove();
    const target = pressed(e), hit = pileOf(target);
    if (!hit) return;
    press = { id: e.pointerId, x: e.clientX, y: e.clientY, target, pile: hit.pile, cards: hit.cards, run: hit.run, dragging: false };
  };

  const move = (e: PointerEvent): void => {
    if (!press || e.pointerId !== press.id || !press.cards.length) return;
    const dx = e.clientX - press.x, dy = e.clientY - press.y;
    const limit = e.pointerType === 'mouse' ? THRESHOLD_MOUSE : THRESHOLD_TOUCH;
    if (!press.dragging && Math.hypot(dx, dy) < limit) return;
    // A card under others may take a run: its drag starts once the run-move code is here (ms).
    if (!press.dragging && !runMove && underTop(press)) return;
    if (!press.dragging) {
      // The run-move code may have arrived since the press: what the drag takes is decided now.
      const hit = pileOf(press.target);
      if (hit) [press.cards, press.run] = [hit.cards, hit.run];
      const { pile, run } = press;
      press.dragging = true;
      press.starts = press.cards.map((c) => c.getBoundingClientRect());
      press.zones = dropZones(root, pile, run === undefined ? (to) => canDrop(pile, to) : (to) => !!runMove?.runDrops(pile, run, to));
      root.setPointerCapture?.(e.pointerId);
    }
    e.preventDefault();
    setDragged(press.cards, dx, dy);
    // No layout reads while dragging: the card's place is worked out from where it started.
    dropTarget.value = dropAt(press.zones ?? [], shifted(press.starts![0]!, dx, dy), e.clientX, e.clientY);
  };

  const up = (e: PointerEvent): void => {
    if (!press || e.pointerId !== press.id) return;
    const p = press;
    press = null;
    dropTarget.value = null;
    if (!p.dragging || !p.cards.length) return tapped(p, e);
    const dx = e.clientX - p.x, dy = e.clientY - p.y;
    const rects = p.starts!.map((r) => shifted(r, dx, dy));
    const target = dropAt(p.zones ?? [], rects[0]!, e.clientX, e.clientY);
    setDragged(p.cards, null);
    if (target && (p.run !== undefined ? runMove?.dropRun(p.pile, p.run, target, rects) : dropOn(p.pile, target, rects[0]))) return;
    emit({ type: 'refused' });
    for (const c of p.cards) flyBack(c, dx, dy, SPEED_MS[settings.value.speed]);
  };

  const cancel = (e: PointerEvent): void => {
    if (!press || e.pointerId !== press.id) return;
    setDragged(press.cards, null);
    press = null;
    dropTarget.value = null;
  };

  // Fetched once the first board is up, so that the first drag of a run finds it here.
  if (movesRuns()) setTimeout(() => void loadRunMove(), 1500);
  root.addEventListener('pointerdown', down);
  root.addEventListener('pointermove', move);
  root.addEventListener('pointerup', up);
  root.addEventListener('pointercancel', cancel);
  // A finger's moves during a press are the drag's alone: a drag released while still moving (a
  // flick) would otherwise start a fling, and Chromium swallows the next tap anywhere on the page
  // (Deal, Fill, the menu) as the tap that stops it.
  const still = (e: TouchEvent): void => void (press && e.cancelable && e.preventDefault());
  root.addEventListener('touchmove', still, { passive: false });
  return () => {
    root.removeEventListener('touchmove', still);
    root.removeEventListener('pointerdown', down);
    root.removeEventListener('pointermove', move);
    root.removeEventListener('pointerup', up);
    root.removeEventListener('pointercancel', cancel);
  };
}
