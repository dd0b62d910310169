/**
 * Pointer Events for the board: a press that moves less than a few pixels is a tap (sent to
 * `tap`), more is a drag. The card keeps its grab offset under the finger; on release it drops on
 * the legal pile its rectangle overlaps most (zones grown by a third of a card), else glides back.
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
}

const THRESHOLD_MOUSE = 5, THRESHOLD_TOUCH = 10;

function overlap(a: DOMRect, b: DOMRect, grow: number): number {
  const w = Math.min(a.right, b.right + grow) - Math.max(a.left, b.left - grow);
  const h = Math.min(a.bottom, b.bottom + grow) - Math.max(a.top, b.top - grow);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The legal pile under the card: most overlap wins; the pile under the pointer breaks ties. */
function bestDrop(root: HTMLElement, from: string, rect: DOMRect): string | null {
  const grow = rect.width / 3;
  let best: string | null = null, bestArea = 0;
  for (const slot of root.querySelectorAll<HTMLElement>('[data-pile-slot]')) {
    const name = slot.dataset.pileSlot!;
    if (name === from || !canDrop(from, name)) continue;
    const area = overlap(rect, slot.getBoundingClientRect(), grow);
    if (area > bestArea) [best, bestArea] = [name, area];
  }
  return best;
}

function pileOf(target: EventTarget | null): { pile: string; card: HTMLElement | null } | null {
  if (!(target instanceof Element)) return null;
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
    const hit = pileOf(e.target);
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
      press.card.classList.add('dragging');
      root.setPointerCapture?.(e.pointerId);
    }
    e.preventDefault();
    press.card.style.transform = `translate(${dx}px, ${dy}px)`;
    dropTarget.value = bestDrop(root, press.pile, press.card.getBoundingClientRect());
  };

  const up = (e: PointerEvent): void => {
    if (!press || e.pointerId !== press.id) return;
    const p = press;
    press = null;
    dropTarget.value = null;
    if (!p.dragging || !p.card) return tap(p.pile);
    const rect = p.card.getBoundingClientRect();
    const target = bestDrop(root, p.pile, rect);
    const dx = e.clientX - p.x, dy = e.clientY - p.y;
    p.card.style.transform = '';
    p.card.classList.remove('dragging');
    if (target && dropOn(p.pile, target, rect)) return;
    flyBack(p.card, dx, dy, SPEED_MS[settings.value.speed] || 150);
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
