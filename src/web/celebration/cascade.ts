/**
 * The win celebration, after the classic bouncing cards: the foundations' cards leave one after
 * another from the top, fly out sideways under gravity, bounce on the bottom of the screen and leave
 * a trail of themselves, until every card has left the screen. A tap, a click or any key ends it at
 * once. The cards are drawn on a canvas over the board (cascade-scene.ts), by a worker where the
 * browser can (cascade-canvas.ts). The board is left as it is: each card's first picture, where it
 * lies, stays on the canvas (a trail is never wiped) and covers it, so the page's thread does no
 * drawing at all while the cards fly.
 */
import { parseCard, rankOf, suitOf } from '../../engine/index.ts';
import { rankIndex, SUIT_SYMBOLS } from '../labels.ts';
import { emit } from '../game/events.ts';
import type { Lang } from '../state/settings.ts';
import { idle } from '../idle.ts';
import { settings } from '../store.ts';
import { painterOn, type Painter } from './cascade-canvas.ts';
import type { Face, Launch, Look } from './cascade-scene.ts';

export { warm } from './cascade-canvas.ts';

/** One card's start, in ms after the one before. */
const LAUNCH_MS = 170;
/** The longest a card stays on the screen (its sideways speed is at least 180 px/s): past it, the celebration ends anyway. */
const LAST_FLIGHT_MS = 12_000;

/** The foundations' cards, top cards first, taking the piles in turn (K of each suit, then Q, …). */
function cardsToFly(root: HTMLElement): HTMLElement[] {
  // A pile draws its cards in order (Pile.tsx): its top card is its last.
  const piles = [...root.querySelectorAll<HTMLElement>('[data-pile-slot^="f"]')].map((slot) => [...slot.querySelectorAll<HTMLElement>('[data-card]')].reverse());
  const out: HTMLElement[] = [];
  for (let i = 0; piles.some((p) => i < p.length); i++) for (const p of piles) if (p[i]) out.push(p[i]!);
  return out;
}

/** The cascade's full-screen layer and the painter of its canvas, made before the cascade starts. */
interface Stage {
  readonly layer: HTMLElement;
  readonly painter: Painter;
  readonly W: number;
  readonly H: number;
}

/** How the board draws its cards (sizes, fonts, colours, the indices' layout), read off one of the foundations' cards. */
function lookOf(root: HTMLElement): Look | null {
  const card = root.querySelector<HTMLElement>('[data-pile-slot^="f"] .card');
  const ix = root.querySelector<HTMLElement>('.card.top .ix');
  if (!card || !ix) return null;
  const cs = getComputedStyle(card), court = root.querySelector('.card .mid.court');
  return {
    w: parseFloat(cs.width),
    h: parseFloat(cs.height),
    ix: parseFloat(getComputedStyle(ix).fontSize),
    family: cs.fontFamily,
    courtFamily: court ? getComputedStyle(court).fontFamily : "Georgia, 'DejaVu Serif', serif",
    face: cs.backgroundColor,
    edge: cs.borderTopColor,
    axis: root.classList.contains('axis-h') ? 'h' : 'v',
  };
}

/**
 * The layer, hidden, with its canvas handed to the painter (and its worker): their first style,
 * layout and paint fall in a frame of the winning card's flight.
 */
function stage(root: HTMLElement): Stage | null {
  const look = lookOf(root);
  if (!look) return null;
  const layer = document.createElement('div');
  layer.setAttribute('aria-hidden', 'true');
  Object.assign(layer.style, { position: 'fixed', inset: '0', zIndex: '2000', overflow: 'hidden', contain: 'strict', visibility: 'hidden', pointerEvents: 'none' });
  const canvas = document.createElement('canvas');
  const dpr = Math.min(2, devicePixelRatio || 1);
  const W = innerWidth, H = innerHeight;
  canvas.width = W * dpr;
  canvas.height = H * dpr;
  Object.assign(canvas.style, { position: 'absolute', inset: '0', width: `${W}px`, height: `${H}px` });
  layer.append(canvas);
  document.body.append(layer);
  return { layer, painter: painterOn(canvas, dpr, look, W, H), W, H };
}

const unstage = ({ layer, painter }: Stage): void => (layer.remove(), painter.close());

/** The page's next idle moment, at most 100 ms away: the winning card is flying. */
const soon = (): Promise<void> => idle(100, 20);

/**
 * Called at the winning move: makes the layer in the next idle moment (the winning card is flying),
 * waits for the winning move's flights (a Finish's cascade home) to land, then celebrates if the game
 * is still won.
 */
export async function cascade(root: HTMLElement): Promise<void> {
  await soon();
  let set = stage(root);
  if (!set) return;
  // The cards' faces in another idle moment, so that neither task takes a frame.
  await soon();
  const cards = cardsToFly(root), colours = new Map<number, string>(), lang = settings.value.lang;
  const faces = cards.map((el) => faceOf(el, lang, colours));
  set.painter.prepare(faces);
  let places = placesOf(cards);
  await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  // The landing's frame redraws the board where the winning card's layer was (flip.ts's lift): the
  // layer shows in a frame after it (fly's first), not in the same one.
  await new Promise((ok) => requestAnimationFrame(ok));
  if (!root.isConnected || root.dataset.status !== 'won' || !cards.every((el) => el.isConnected)) return unstage(set);
  // The screen turned or was resized during a long Finish: a layer of the new size, the new places.
  if (set.W !== innerWidth || set.H !== innerHeight) {
    unstage(set);
    if (!(set = stage(root))) return;
    set.painter.prepare(faces);
    places = placesOf(cards);
  }
  return fly(set, places, faces);
}

/**
 * Where each card lies: its foundation's place (a foundation squares its cards), not the card's own
 * box, which the winning card's flight still moves. Read before the landing, whose frame then reads nothing.
 */
function placesOf(cards: readonly HTMLElement[]): DOMRect[] {
  const bases = new Map<Element, DOMRect>();
  return cards.map((el) => {
    const base = el.closest('[data-pile-slot]')?.querySelector('.base') ?? el;
    let r = bases.get(base);
    if (!r) bases.set(base, (r = base.getBoundingClientRect()));
    return r;
  });
}

/** What a card of the board shows, as CardFace.tsx draws it (its colour read off the board once a suit: four-colour decks). */
function faceOf(el: HTMLElement, lang: Lang, colours: Map<number, string>): Face {
  const card = parseCard(el.dataset.card ?? '') ?? 0;
  const rank = rankOf(card), suit = suitOf(card);
  let colour = colours.get(suit);
  if (colour === undefined) colours.set(suit, (colour = getComputedStyle(el).color));
  return { n: rank, rank: rankIndex(lang, rank), sym: SUIT_SYMBOLS[suit], court: rank > 10, ten: rank === 10, colour };
}

/**
 * The cards to fly, in turn, from their places with their faces (read while the winning card flew);
 * the layer shows with the first card.
 */
function fly(set: Stage, places: readonly DOMRect[], faces: readonly Face[]): Promise<void> {
  const { layer, painter, W } = set;
  if (!places.length) return Promise.resolve(unstage(set));
  const launches: Launch[] = places.map((r, i) => {
    // Out to the side with more room, at speeds that vary from card to card but never at random.
    const side = r.left + r.width / 2 < W / 2 ? 1 : -1;
    const speed = 180 + ((i * 97) % 7) * 45;
    return { face: faces[i]!, x: r.left, y: r.top, vx: (i % 3 === 0 ? -side : side) * speed, vy: -((i * 53) % 5) * 120 };
  });
  return new Promise((done) => {
    let next = 0, started = 0, frame = 0, guard = 0, over = false;
    const end = (): void => {
      if (over) return;
      over = true;
      cancelAnimationFrame(frame);
      clearTimeout(guard);
      removeEventListener('keydown', end, true);
      unstage(set);
      done();
    };
    layer.addEventListener('pointerdown', (e) => (e.preventDefault(), end()));
    // Any key ends it and still does its work (Ctrl+Z undoes the winning move as always).
    addEventListener('keydown', end, true);
    void painter.gone.then(end);

    // Each frame starts the cards due.
    const step = (now: number): void => {
      while (next < launches.length && now - started >= next * LAUNCH_MS) {
        const last = next === launches.length - 1;
        painter.launch(launches[next]!, last);
        // The sound after the frame's drawing, not in it.
        if (next % 13 === 0) setTimeout(() => emit({ type: 'cascade' }));
        if (last) guard = window.setTimeout(end, LAST_FLIGHT_MS);
        next++;
      }
      if (next < launches.length) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame((t) => {
      layer.classList.add('celebration');
      Object.assign(layer.style, { visibility: '', pointerEvents: '', cursor: 'pointer' });
      started = t;
      step(t);
    });
  });
}
