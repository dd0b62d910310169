/**
 * Pointer Events for the board: a press that moves less than a few pixels is a tap (sent to
 * `tap`), more is a drag. The card keeps its grab offset under the finger; on release the pile under
 * the pointer decides where it goes (see dropAt), else it glides back.
 */
import { signal } from '@preact/signals';
import { canDrop, dropOn, tap } from '../actions.ts';
import { flyBack } from '../anim/flip.ts';
import { settings } from '../store.ts';
import { SPEED_MS } from '../state/settings.ts';

/** The pile a dragged card would drop on now, for highlighting. */
export const dropTarget = signal<string | null>(null);

interface Press {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly pile: string;
  /** The card that would be dragged: the top card of the pressed pile, if it can move. */
  readonly card: HTMLElement | null;
  dragging: boolean;
  /** Measured once when the drag starts: the card's rectangle and every legal drop zone. */
  start?: DOMRect;
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
function dropZones(root: HTMLElement, from: string): Zone[] {
  const zones: Zone[] = [];
  for (const slot of root.querySelectorAll<HTMLElement>('[data-pile-slot]')) {
    const name = slot.dataset.pileSlot!;
    zones.push({ name, rect: slot.getBoundingClientRect(), legal: name !== from && canDrop(from, name) });
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

/** A card in flight (an animation running) is drawn where it was, not on the pile it now belongs to. */
const flying = (el: Element | null): boolean => !!el && el.getAnimations().some((a) => a.playState === 'running');

/**
 * What the press landed on, passing through flying cards: a card just dealt still flies over the
 * stock, and a fast second tap on the stock must deal again, not play that card.
 */
function pressed(e: PointerEvent): Element | null {
  const target = e.target instanceof Element ? e.target : null;
  if (!flying(target?.closest('.card') ?? null)) return target;
  return document.elementsFromPoint(e.clientX, e.clientY).find((el) => !flying(el.closest('.card'))) ?? null;
}

function pileOf(target: Element | null): { pile: string; card: HTMLElement | null } | null {
  if (!target) return null;
  const slot = target.closest<HTMLElement>('[data-pile-slot]');
  if (!slot) return null;
  const pile = slot.dataset.pileSlot!;
  const tops = slot.querySelectorAll<HTMLElement>(`.card[data-pile="${pile}"]`);
  const card = tops[tops.length - 1] ?? null;
  return { pile, card: pile.startsWith('f') ? null : card };
}

export function attachDrag(root: HTMLElement): () => void {
  let press: Press | null = null;

  const down = (e: PointerEvent): void => {
    if (e.button !== 0 || press) return;
    const hit = pileOf(pressed(e));
    if (!hit) return;
    press = { id: e.pointerId, x: e.clientX, y: e.clientY, pile: hit.pile, card: hit.card, dragging: false };
  };

  const move = (e: PointerEvent): void => {
    if (!press || e.pointerId !== press.id || !press.card) return;
    const dx = e.clientX - press.x, dy = e.clientY - press.y;
    const limit = e.pointerType === 'mouse' ? THRESHOLD_MOUSE : THRESHOLD_TOUCH;
    if (!press.dragging && Math.hypot(dx, dy) < limit) return;
    if (!press.dragging) {
      press.dragging = true;
      press.start = press.card.getBoundingClientRect();
      press.zones = dropZones(root, press.pile);
      press.card.classList.add('dragging');
      root.setPointerCapture?.(e.pointerId);
    }
    e.preventDefault();
    press.card.style.transform = `translate(${dx}px, ${dy}px)`;
    // No layout reads while dragging: the card's place is worked out from where it started.
    dropTarget.value = dropAt(press.zones ?? [], shifted(press.start!, dx, dy), e.clientX, e.clientY);
  };

  const up = (e: PointerEvent): void => {
    if (!press || e.pointerId !== press.id) return;
    const p = press;
    press = null;
    dropTarget.value = null;
    if (!p.dragging || !p.card) return tap(p.pile);
    const dx = e.clientX - p.x, dy = e.clientY - p.y;
    const rect = shifted(p.start!, dx, dy);
    const target = dropAt(p.zones ?? [], rect, e.clientX, e.clientY);
    p.card.style.transform = '';
    p.card.classList.remove('dragging');
    if (target && dropOn(p.pile, target, rect)) return;
    flyBack(p.card, dx, dy, SPEED_MS[settings.value.speed]);
  };

  const cancel = (e: PointerEvent): void => {
    if (!press || e.pointerId !== press.id) return;
    if (press.card) {
      press.card.style.transform = '';
      press.card.classList.remove('dragging');
    }
    press = null;
    dropTarget.value = null;
  };

  root.addEventListener('pointerdown', down);
  root.addEventListener('pointermove', move);
  root.addEventListener('pointerup', up);
  root.addEventListener('pointercancel', cancel);
  return () => {
    root.removeEventListener('pointerdown', down);
    root.removeEventListener('pointermove', move);
    root.removeEventListener('pointerup', up);
    root.removeEventListener('pointercancel', cancel);
  };
}
