/**
 * What a hint points at, drawn over the board: the card to take in a dashed ring, the place it goes
 * in a solid glowing one, and an arrow from the one to the other. Loaded with the first hint (the
 * first board does not need it); the hint's words say the same for screen readers.
 */
import { useLayoutEffect, useState } from 'preact/hooks';
import type { Move } from '../../engine/index.ts';
import { moveSource, moveTarget, pileName } from '../state/piles.ts';

interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The pile's top card, else its empty place, in board coordinates. */
function boxOf(board: HTMLElement, pile: string): Box | null {
  const cards = board.querySelectorAll<HTMLElement>(`.card[data-pile="${pile}"]`);
  const el = cards[cards.length - 1] ?? board.querySelector<HTMLElement>(`[data-pile-slot="${pile}"] .base`);
  if (!el) return null;
  const r = el.getBoundingClientRect(), b = board.getBoundingClientRect();
  return { x: r.left - b.left, y: r.top - b.top, w: r.width, h: r.height };
}

/** Where the arrow leaves a box on its way to (tx, ty): the point of its edge on that line. */
function edge(b: Box, tx: number, ty: number): [number, number] {
  const cx = b.x + b.w / 2, cy = b.y + b.h / 2;
  const dx = tx - cx, dy = ty - cy;
  const k = Math.min(Math.abs(dx) > 0 ? b.w / 2 / Math.abs(dx) : Infinity, Math.abs(dy) > 0 ? b.h / 2 / Math.abs(dy) : Infinity, 1);
  return [cx + dx * k, cy + dy * k];
}

const ring = (b: Box, pad: number) => ({ x: b.x - pad, y: b.y - pad, width: b.w + 2 * pad, height: b.h + 2 * pad, rx: b.w * 0.1 });

export function HintOverlay({ move, width, height, cw }: { move: Move; width: number; height: number; cw: number }) {
  const from = pileName(moveSource(move));
  const dest = moveTarget(move);
  const to = dest ? pileName(dest) : null;
  const [boxes, setBoxes] = useState<{ from: Box | null; to: Box | null }>({ from: null, to: null });
  useLayoutEffect(() => {
    const board = document.querySelector<HTMLElement>('[data-board]');
    if (board) setBoxes({ from: boxOf(board, from), to: to ? boxOf(board, to) : null });
  }, [from, to, width, height, cw]);
  const a = boxes.from, b = boxes.to;
  const stroke = Math.max(3, cw / 16);
  let arrow: [number, number, number, number] | null = null;
  if (a && b) {
    const [x1, y1] = edge(a, b.x + b.w / 2, b.y + b.h / 2);
    const [x2, y2] = edge(b, a.x + a.w / 2, a.y + a.h / 2);
    arrow = [x1, y1, x2, y2];
  }
  return (
    <svg
      class="hint-overlay"
      aria-hidden="true"
      width={width}
      height={height}
      style={{ position: 'absolute', left: 0, top: 0, pointerEvents: 'none', zIndex: 600, overflow: 'visible' }}
    >
      <defs>
        <marker id="hint-head" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="3.2" markerHeight="3.2" orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 z" fill="#ffd54a" stroke="#1d1600" stroke-width="1" />
        </marker>
      </defs>
      {a && <rect data-hint-from={from} {...ring(a, stroke)} fill="none" stroke="#8fe7ff" stroke-width={stroke} stroke-dasharray={`${stroke * 2} ${stroke * 1.4}`} />}
      {b && to && <rect data-hint-to={to} {...ring(b, stroke)} fill="rgba(255, 213, 74, 0.18)" stroke="#ffd54a" stroke-width={stroke} style={{ filter: 'drop-shadow(0 0 6px rgba(255, 213, 74, 0.8))' }} />}
      {arrow && (
        <g data-hint-arrow>
          <line x1={arrow[0]} y1={arrow[1]} x2={arrow[2]} y2={arrow[3]} stroke="#1d1600" stroke-width={stroke + 3} stroke-linecap="round" opacity="0.6" />
          <line x1={arrow[0]} y1={arrow[1]} x2={arrow[2]} y2={arrow[3]} stroke="#ffd54a" stroke-width={stroke} stroke-linecap="round" marker-end="url(#hint-head)" />
        </g>
      )}
    </svg>
  );
}
