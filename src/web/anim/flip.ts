/**
 * FLIP with the Web Animations API: measure where the moving cards are (First), let the board
 * re-render from the new state (Last), then play each card from its old place to its new one
 * (Invert, Play). Animations are cosmetic: cancelling one leaves the card where the state says.
 */
import type { Transfer } from '../state/transfers.ts';

export interface Flight {
  readonly t: Transfer;
  readonly rect: DOMRect;
  /** The card left a face-down stock (Big Ben's deal and fill): it flies showing the player's back, then turns. */
  readonly down?: boolean;
}

const cardAt = (root: ParentNode, pile: string, index: number): HTMLElement | null =>
  root.querySelector<HTMLElement>(`[data-pile="${pile}"][data-index="${index}"]`);

const slotOf = (root: ParentNode, pile: string): HTMLElement | null => root.querySelector<HTMLElement>(`[data-pile-slot="${pile}"]`);

/** First: where each moving card is now (a card hidden in the stock starts at the stock). */
export function measure(root: Element, transfers: readonly Transfer[]): Flight[] {
  const flights: Flight[] = [];
  for (const t of transfers) {
    const card = cardAt(root, t.fromPile, t.fromIndex), el = card ?? slotOf(root, t.fromPile);
    if (el) flights.push({ t, rect: el.getBoundingClientRect(), down: !card });
  }
  return flights;
}

/** Cancels the flights of the board's cards (and of their backs): the document's running animations, not each card's, are looked through. */
export function cancelAll(root: Element): void {
  for (const a of document.getAnimations()) {
    const el = (a.effect as KeyframeEffect | null)?.target;
    if (el && root.contains(el) && el.closest('.card')) a.cancel();
  }
}

let motionQuery: MediaQueryList | undefined;
export const reducedMotion = (): boolean => (motionQuery ??= window.matchMedia?.('(prefers-reduced-motion: reduce)'))?.matches ?? false;

/**
 * How a change's cards fly: the first `together` (the player's move: one card, or a Big Ben fill's
 * cards) leave a few milliseconds apart; each card after them (auto-moves, a Finish) leaves when the
 * one before has landed: one after another, each readable.
 */
export interface InTurn {
  readonly together: number;
}

/** When each flight starts (ms): all nearly at once, or the first group together and the rest in turn. */
function flightDelays(count: number, durationMs: number, inTurn?: InTurn): number[] {
  const stagger = Math.min(60, durationMs / 3);
  const together = inTurn ? Math.max(1, Math.min(count, inTurn.together)) : count;
  const firstEnd = (together - 1) * stagger + durationMs;
  return Array.from({ length: count }, (_, i) => (i < together ? i * stagger : firstEnd + (i - together) * durationMs));
}

/** How many changes each card is flying in: it stays lifted until the last of them has landed. */
const lifted = new WeakMap<HTMLElement, number>();

/**
 * Lifts a change's flying cards over the others (`z`) and keeps each on a layer of its own until the
 * change's last flight has ended or been cancelled. The cards' style carries both, not the
 * keyframes: a z-index keyframe keeps the animation off the compositor, and a layer dropped as each
 * card landed made the page repaint the board in that frame, while the next card was leaving.
 */
function lift(els: readonly HTMLElement[], flights: readonly Animation[], z: number): void {
  for (const el of els) {
    lifted.set(el, (lifted.get(el) ?? 0) + 1);
    Object.assign(el.style, { zIndex: String(z), willChange: 'transform' });
  }
  void Promise.allSettled(flights.map((f) => f.finished)).then(() => {
    for (const el of els) {
      const n = (lifted.get(el) ?? 1) - 1;
      lifted.set(el, n);
      if (n === 0) Object.assign(el.style, { zIndex: '', willChange: '' });
    }
  });
}

/** The last change's flights: settled once each has landed or been cancelled. */
let inFlight: Promise<unknown> = Promise.resolve();

/**
 * Settles once the cards in the air have landed (at once when none fly): work the player does not
 * watch waits for it, so that it does not cost a flight a frame.
 */
export const landed = (): Promise<unknown> => inFlight;

/** Last, Invert, Play: call after the board shows the new state. */
export function play(root: Element, flights: readonly Flight[], durationMs: number, inTurn?: InTurn): void {
  if (durationMs <= 0 || reducedMotion()) return;
  const delays = flightDelays(flights.length, durationMs, inTurn);
  // Every new place is read before the first animation starts: a read after one would force a style and layout pass.
  const lasts = flights.map((f) => {
    const el = cardAt(root, f.t.toPile, f.t.toIndex);
    return el && { el, now: el.getBoundingClientRect() };
  });
  const els: HTMLElement[] = [], anims: Animation[] = [];
  flights.forEach((f, i) => {
    const last = lasts[i];
    if (!last) return;
    const { el, now } = last;
    const dx = f.rect.left - now.left, dy = f.rect.top - now.top;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return;
    const timing = { duration: durationMs, delay: delays[i], fill: 'backwards' } as const;
    els.push(el);
    anims.push(el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], { ...timing, easing: 'cubic-bezier(.2,.7,.3,1)' }));
    // The back (styles.css's .card.dealt::after) covers the face for the first half of the flight.
    if (f.down) {
      el.classList.add('dealt');
      const off = (): void => el.classList.remove('dealt');
      el.animate([{ opacity: 1 }, { opacity: 1, offset: 0.5 }, { opacity: 0, offset: 0.5 }], { ...timing, pseudoElement: '::after' }).finished.then(off, off);
    }
  });
  lift(els, anims, 500);
  inFlight = Promise.allSettled(anims.map((a) => a.finished));
}

/** An illegal drop: the card glides back from where it was let go. */
export function flyBack(el: HTMLElement, dx: number, dy: number, durationMs: number): void {
  if (durationMs <= 0 || reducedMotion()) return;
  lift([el], [el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], { duration: durationMs, easing: 'cubic-bezier(.3,.6,.4,1)' })], 1000);
}
