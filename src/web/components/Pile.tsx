/** One pile: its drop zone (focusable, labelled) with its cards fanned inside it. */
import { isValidElement } from 'preact';
import type { Card, GameDef } from '../../engine/index.ts';
import { SUIT_SYMBOLS } from '../labels.ts';
import { coveredIndex, fanOffsets, RATIO, type Slot } from '../state/layout.ts';
import type { Lang } from '../state/settings.ts';
import { CardView } from './CardFace.tsx';
import { memo, shallowSame } from './memo.ts';

export interface PileProps {
  readonly slot: Slot;
  readonly cards: readonly Card[];
  readonly def: GameDef;
  /** The pile's name for screen readers (pileLabel): what it is and what it holds. */
  readonly label: string;
  readonly cw: number;
  readonly lang: Lang;
  readonly focused: boolean;
  readonly picked: boolean;
  readonly target: boolean;
  /** Show only the top card (the waste). */
  readonly topOnly?: boolean;
  readonly extra?: preact.ComponentChildren;
  readonly classes?: string;
  /** An empty castle foundation shows the suit it takes. */
  readonly baseSuit?: number;
  /** Big Ben while the stock has cards: outline the places Fill would deal to. */
  readonly gaps?: boolean;
  /** A Big Ben pile's hour, shown at its head whatever it holds (filling starts at 1). */
  readonly tag?: string;
}

/** Where card i of the pile sits inside the slot. */
function place(slot: Slot, offsets: readonly number[], i: number, cw: number): [number, number] {
  const o = offsets[i] ?? 0;
  if (slot.fan === 'down') return [0, o];
  if (slot.fan === 'up') return [0, slot.h - cw * RATIO - o];
  if (slot.fan === 'right') return [o, 0];
  if (slot.fan === 'left') return [slot.w - cw - o, 0];
  return [0, 0];
}

function PileView(p: PileProps) {
  const { slot, cards } = p;
  const cw = slot.cw ?? p.cw;
  const name = slot.name;
  const ghosts = p.gaps && name.startsWith('t') ? Math.max(0, p.def.minToAccept - cards.length) : 0;
  const offsets = fanOffsets(slot, cards.length + ghosts, cw);
  const first = p.topOnly ? Math.max(0, cards.length - 1) : 0;
  const [bx, by] = place(slot, offsets, 0, cw);
  // A column squeezed past its plan: the covered cards' indices shrink to the strip each still shows, so they stay whole.
  const fit = offsets.length > 1 ? coveredIndex(slot.fan, offsets[1]!, cw) : undefined;
  const cls = ['slot', `fan-${slot.fan}`, p.classes ?? '', p.focused ? 'focused' : '', p.picked ? 'picked' : '', p.target ? 'target' : '', ghosts ? 'gap' : '']
    .filter(Boolean).join(' ');
  return (
    <div
      class={cls}
      data-pile-slot={name}
      role="group"
      tabIndex={p.focused ? 0 : -1}
      aria-label={p.label}
      style={{ left: `${slot.x}px`, top: `${slot.y}px`, width: `${slot.w}px`, height: `${slot.h}px`, ...(fit ? { '--fit': `${fit}px` } : {}), ...(slot.cw ? { '--cw': `${slot.cw}px` } : {}) }}
    >
      <div class="base" style={{ left: `${bx}px`, top: `${by}px`, width: `${cw}px`, height: `${cw * RATIO}px` }}>
        {p.baseSuit !== undefined && <span class="suit" aria-hidden="true">{SUIT_SYMBOLS[p.baseSuit]}</span>}
      </div>
      {/* The places of a short Big Ben pile's missing cards: one outline under the real ones, as Fill will deal them. */}
      {ghosts > 0 && (() => {
        const [x, y] = place(slot, offsets, cards.length, cw);
        const [, y2] = place(slot, offsets, cards.length + ghosts - 1, cw);
        return <div class="ghost" aria-hidden="true" style={{ left: `${x}px`, top: `${y}px`, width: `${cw}px`, height: `${y2 - y + cw * RATIO}px` }} />;
      })()}
      {p.tag && <span class="pile-tag" aria-hidden="true">{p.tag}</span>}
      {cards.slice(first).map((c, k) => {
        const i = first + k;
        const [x, y] = place(slot, offsets, i, cw);
        return <CardView key={i} card={c} pile={name} index={i} x={x} y={y} lang={p.lang} top={i === cards.length - 1} />;
      })}
      {p.extra}
    </div>
  );
}

const sameCards = (a: readonly Card[], b: readonly Card[]): boolean => a.length === b.length && a.every((c, i) => c === b[i]);
/** The board makes a new `extra` element each render: the same component with the same props is the same extra. */
const sameExtra = (a: preact.ComponentChildren, b: preact.ComponentChildren): boolean =>
  a === b || (isValidElement(a) && isValidElement(b) && a.type === b.type && shallowSame(a.props, b.props));

/**
 * A pile re-renders only when what it shows changed: the board gives it a new copy of its cards, a
 * new slot and a new extra of the same values at every render.
 */
export function samePile(a: PileProps, b: PileProps): boolean {
  for (const k in b) {
    const key = k as keyof PileProps;
    if (key === 'cards' ? !sameCards(a.cards, b.cards) : key === 'slot' ? !shallowSame(a.slot, b.slot) : key === 'extra' ? !sameExtra(a.extra, b.extra) : a[key] !== b[key]) return false;
  }
  for (const k in a) if (!(k in b)) return false;
  return true;
}

export const Pile = memo(PileView, samePile);
