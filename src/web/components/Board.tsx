/**
 * The board: piles placed by the layout for the board's measured size, the Big Ben clock
 * (stock and waste) with Deal and Fill under it, pointer and keyboard input. It knows no rules: it renders the
 * session and sends what the player does to the actions.
 */
import { computed, type ReadonlySignal } from '@preact/signals';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type * as KeysModule from '../game/keys.ts';
import { redo, undo } from '../game/play.ts';
import { importAgain } from '../import-again.ts';
import { t } from '../i18n/index.ts';
import { hintOverlay } from '../solver/hint.ts';
import { attachDrag, dropTarget } from '../input/drag.ts';
import { boardLabel, pileLabel } from '../labels.ts';
import { focused, hintMove, picked, session, settings, version } from '../store.ts';
import { keyCommand } from '../state/focus.ts';
import { indexSize, type Layout, type Slot } from '../state/layout.ts';
import { parsePile, pileCards } from '../state/piles.ts';
import { boardStatus, type Session } from '../state/session.ts';
import type { Lang } from '../state/settings.ts';
import { Pile } from './Pile.tsx';
import { layoutOf, rendered } from './board-shown.ts';
import { viewOf, type FamilyView } from './views/index.ts';

function useSize(ref: { current: HTMLElement | null }): [number, number] {
  const [size, setSize] = useState<[number, number]>([0, 0]);
  // A layout effect measures before the first paint, so the board appears in one go.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setSize([el.clientWidth, el.clientHeight]));
    ro.observe(el);
    setSize([el.clientWidth, el.clientHeight]);
    return () => ro.disconnect();
  }, []);
  return size;
}

type Key = Parameters<typeof keyCommand>[0];
type Keys = typeof KeysModule;

/** The keyboard's commands (game/keys.ts), loaded with the first key on the board or ahead (prefetch.ts). */
let keys: Keys | undefined;
export const loadKeys = (): Promise<Keys> => importAgain(() => import('../game/keys.ts')).then((m) => (keys = m));
/** Keys pressed before the commands' code came, played in order once it has (each read against the board as it is then). */
let waiting = 0;

function act(k: Keys, key: Key, l: Layout): void {
  const cmd = keyCommand(key, { focused: focused.value, picked: picked.value }, l.slots);
  if (cmd.kind === 'focus') {
    focused.value = cmd.pile;
    document.querySelector<HTMLElement>(`[data-pile-slot="${cmd.pile}"]`)?.focus();
  } else if (cmd.kind === 'pick') k.pick(cmd.pile);
  else if (cmd.kind === 'drop') k.keyDrop(cmd.from, cmd.to);
  else if (cmd.kind === 'home') k.sendHome(cmd.pile);
  else if (cmd.kind === 'cancel') k.cancelPick();
  else if (cmd.kind === 'undo') undo();
  else if (cmd.kind === 'redo') redo();
}

let queue: Promise<unknown> = Promise.resolve();
function onKey(e: KeyboardEvent, l: Layout): void {
  const key = { key: e.key, ctrl: e.ctrlKey || e.metaKey, shift: e.shiftKey };
  if (keyCommand(key, { focused: focused.value, picked: picked.value }, l.slots).kind === 'none' && !waiting) return;
  e.preventDefault();
  if (keys && !waiting) return act(keys, key, l);
  waiting++;
  queue = queue.then(loadKeys).then((k) => act(k, key, l), () => undefined).finally(() => waiting--);
}

export function Board() {
  const wrap = useRef<HTMLDivElement>(null);
  // The board element as state, not a ref read at render time: a ref is still null in the render
  // that first draws the board, so the next render saw it change and dropped a press in progress.
  const [board, setBoard] = useState<HTMLDivElement | null>(null);
  const [w, h] = useSize(wrap);
  useEffect(() => (board ? attachDrag(board) : undefined), [board]);
  void version.value;
  const s = session.value;
  const lang = settings.value.lang;
  if (!s) return rendered(null), <div class="board-wrap" ref={wrap} />;
  const large = settings.value.large === true;
  // The top bar is a rail at the side (larger cards on a phone on its side): the normal cards' board is another (bigben-layout.ts).
  const railed = !!wrap.current?.closest('.compact');
  const l = layoutOf(s, w, h, railed);
  const status = boardStatus(s);
  const view = viewOf(s.def);
  rendered(l);
  const hint = hintMove.value, Overlay = hintOverlay.value;
  return (
    <div class="board-wrap" ref={wrap}>
      <div
        ref={setBoard}
        class={`board axis-${l?.axis ?? 'v'} ${view.family}`}
        data-board
        data-game={s.def.id}
        data-deal={s.deal}
        data-status={status}
        role="application"
        aria-label={boardLabel(lang, s.def, s.deal)}
        aria-roledescription={lang === 'fr' ? 'tapis de jeu' : 'card table'}
        aria-describedby="keys-help"
        style={l ? { width: `${l.width}px`, height: `${l.height}px`, '--cw': `${l.cw}px`, '--ix': `${indexSize(l, large)}px` } : undefined}
        onKeyDown={(e) => l && onKey(e, l)}
        onFocusIn={(e) => {
          const name = (e.target as HTMLElement).dataset?.pileSlot;
          if (name) focused.value = name;
        }}
      >
        {l && l.slots.map((slot) => <PileAt key={slot.name} s={s} view={view} slot={slot} cw={l.cw} lang={lang} />)}
        {l && view.buttons?.(s, l, lang)}
        {l && hint && Overlay && <Overlay move={hint} width={l.width} height={l.height} cw={l.cw} />}
      </div>
      <p id="keys-help" class="sr-only">{t(lang, 'keysHelp')}</p>
    </div>
  );
}

/** The piles' screen-reader labels by all they depend on (language, game, pile, its cards): a move changes two, not every pile's. */
const labels = new Map<string, string>();
function labelFor(lang: Lang, s: Session, name: string): string {
  const p = parsePile(name);
  const key = `${lang} ${s.def.id} ${name} ${p ? pileCards(s.pos, p).join(',') : ''}`;
  let label = labels.get(key);
  if (label === undefined) {
    if (labels.size > 500) labels.clear();
    labels.set(key, (label = pileLabel(lang, s.def, s.pos, name)));
  }
  return label;
}

/** A pile's marks (1 focused, 2 picked, 4 drop target): a change of focus, pick or target re-renders the piles it concerns, not every pile. */
const marks = new Map<string, ReadonlySignal<number>>();
function marksOf(name: string): number {
  let m = marks.get(name);
  if (!m) marks.set(name, (m = computed(() => (focused.value === name ? 1 : 0) | (picked.value === name ? 2 : 0) | (dropTarget.value === name ? 4 : 0))));
  return m.value;
}

/** One pile of the board, from the session as it is now: what it carries, its family's view says. */
function PileAt({ s, view, slot, cw, lang }: { s: Session; view: FamilyView; slot: Slot; cw: number; lang: Lang }) {
  const m = marksOf(slot.name);
  return <Pile slot={slot} def={s.def} label={labelFor(lang, s, slot.name)} cw={cw} lang={lang} focused={(m & 1) > 0} picked={(m & 2) > 0} target={(m & 4) > 0} {...view.pile(s, slot, lang)} />;
}
