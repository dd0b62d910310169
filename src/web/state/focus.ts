/**
 * The keyboard focus model: arrows move between piles by their place on screen, Enter/Space picks
 * the top card of the focused pile and then drops it on another, H sends it home, Esc cancels.
 */
export interface SlotBox {
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export type Direction = 'left' | 'right' | 'up' | 'down';

const centre = (b: SlotBox): [number, number] => [b.x + b.w / 2, b.y + Math.min(b.h, b.w * 1.4) / 2];

/**
 * The nearest pile in a direction: distance along the arrow plus twice the sideways offset, so
 * that the arrow keeps to its line; wraps to the far side when nothing lies that way.
 */
export function neighbour(boxes: readonly SlotBox[], current: string, dir: Direction): string {
  const from = boxes.find((b) => b.name === current);
  if (!from) return boxes[0]?.name ?? current;
  const [fx, fy] = centre(from);
  const horizontal = dir === 'left' || dir === 'right';
  const sign = dir === 'right' || dir === 'down' ? 1 : -1;
  let best: SlotBox | undefined, bestCost = Infinity;
  for (const b of boxes) {
    if (b.name === current) continue;
    const [x, y] = centre(b);
    const along = (horizontal ? x - fx : y - fy) * sign;
    const side = Math.abs(horizontal ? y - fy : x - fx);
    if (along <= 1) continue;
    const cost = along + 2 * side;
    if (cost < bestCost) [best, bestCost] = [b, cost];
  }
  if (best) return best.name;
  const i = boxes.indexOf(from);
  return boxes[(i + sign + boxes.length) % boxes.length]!.name;
}

export interface KeyState {
  readonly focused: string;
  /** The pile whose top card is picked up, if any. */
  readonly picked: string | null;
}

export type KeyCommand =
  | { readonly kind: 'focus'; readonly pile: string }
  | { readonly kind: 'pick'; readonly pile: string }
  | { readonly kind: 'drop'; readonly from: string; readonly to: string }
  | { readonly kind: 'home'; readonly pile: string }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'undo' }
  | { readonly kind: 'redo' }
  | { readonly kind: 'none' };

export interface KeyInput {
  readonly key: string;
  readonly ctrl: boolean;
  readonly shift: boolean;
}

const ARROWS: Record<string, Direction> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

/** What a key press means in the current state. Dropping a card on its own pile sends it to its best place. */
export function keyCommand(k: KeyInput, st: KeyState, boxes: readonly SlotBox[]): KeyCommand {
  const key = k.key.length === 1 ? k.key.toLowerCase() : k.key;
  if (k.ctrl && key === 'z') return k.shift ? { kind: 'redo' } : { kind: 'undo' };
  if (k.ctrl && key === 'y') return { kind: 'redo' };
  if (k.ctrl) return { kind: 'none' };
  if (key === 'u') return { kind: 'undo' };
  if (key === 'h' && !k.shift) return { kind: 'home', pile: st.focused };
  const dir = ARROWS[k.key];
  if (dir) return { kind: 'focus', pile: neighbour(boxes, st.focused, dir) };
  if (key === 'Escape') return st.picked ? { kind: 'cancel' } : { kind: 'none' };
  if (key === 'Enter' || key === ' ') {
    return st.picked ? { kind: 'drop', from: st.picked, to: st.focused } : { kind: 'pick', pile: st.focused };
  }
  return { kind: 'none' };
}
