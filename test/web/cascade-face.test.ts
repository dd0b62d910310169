/**
 * The win cascade paints the faces the board shows (faces.css): pips of 2-10 in their places, the
 * lower half's upside down, a court's two-way panel, and on a card too small for those one large pip.
 * Painted on a context that records its text, where it goes and whether it is turned.
 */
import { describe, expect, it } from 'vitest';
import { paintFace, type Context, type Face, type Look } from '../../src/web/celebration/cascade-face.ts';

interface Drawn {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly turned: boolean;
}

/** A 2D context that keeps what is written, each glyph 0.6 em wide, its turn (translate and rotate only). */
function recorder(): { g: Context; drawn: Drawn[] } {
  const drawn: Drawn[] = [];
  let state = { tx: 0, ty: 0, turn: 0 };
  const saved: (typeof state)[] = [];
  const size = (font: string): number => Number(/(\d+(\.\d+)?)px/.exec(font)?.[1] ?? 10);
  const g = {
    font: '10px sans-serif',
    textAlign: 'left',
    letterSpacing: '0px',
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    globalAlpha: 1,
    measureText(text: string) {
      const s = size(this.font);
      return { width: [...text].length * 0.6 * s, fontBoundingBoxAscent: 0.9 * s, fontBoundingBoxDescent: 0.2 * s };
    },
    fillText(text: string, x: number, y: number) {
      const sx = state.turn ? -x : x, sy = state.turn ? -y : y;
      drawn.push({ text, x: state.tx + sx, y: state.ty + sy, turned: state.turn % 2 === 1 });
    },
    save: () => void saved.push({ ...state }),
    restore: () => void (state = saved.pop() ?? state),
    translate: (x: number, y: number) => void ((state.tx += x), (state.ty += y)),
    rotate: (a: number) => void (state.turn += Math.round(a / Math.PI)),
    beginPath: () => undefined,
    roundRect: () => undefined,
    fill: () => undefined,
    stroke: () => undefined,
    fillRect: () => undefined,
  };
  return { g: g as unknown as Context, drawn };
}

const look = (w: number, axis: 'v' | 'h' = 'v'): Look => ({
  w, h: w * 1.4, ix: Math.max(13, w * 0.34), family: 'sans-serif', courtFamily: 'serif', face: '#fff', edge: '#bbb', axis,
});
const face = (n: number, sym = '♣'): Face => ({ n, rank: n === 1 ? 'A' : n > 10 ? 'JQK'[n - 11]! : String(n), sym, court: n > 10, ten: n === 10, colour: '#000' });

/** The pips painted in a card's body: the suit's symbol alone, drawn below the corner index. */
function pips(w: number, n: number, axis: 'v' | 'h' = 'v'): Drawn[] {
  const { g, drawn } = recorder();
  paintFace(g, look(w, axis), face(n));
  // The foot of the corner index: a row of rank and suit upright, rank over suit sideways.
  const ix = look(w).ix, indexFoot = axis === 'v' ? w * 0.07 + ix : w * 0.08 + ix * 1.78;
  return drawn.filter((d) => d.text === '♣' && d.y > indexFoot);
}

describe('the win cascade\'s faces', () => {
  it.each([2, 3, 4, 5, 6, 7, 8, 9, 10])('a %i shows its pips, the lower half upside down, on a card wide enough', (n) => {
    const drawn = pips(80, n);
    expect(drawn).toHaveLength(n);
    const turned = drawn.filter((d) => d.turned).length;
    expect(turned, 'pips turned').toBe({ 2: 1, 3: 1, 4: 2, 5: 2, 6: 2, 7: 2, 8: 3, 9: 4, 10: 5 }[n]);
    // Two ways: the turned pips mirror the upright upper ones about the body's centre.
    const ys = drawn.map((d) => d.y);
    expect(Math.max(...ys) - Math.min(...ys), 'pips spread over the body').toBeGreaterThan(80 * 0.5);
  });

  it('a card on a row board (sideways indices) shows its pips from 72 px, as faces.css does', () => {
    expect(pips(80, 7, 'h')).toHaveLength(7);
    expect(pips(70, 7, 'h')).toHaveLength(1);
  });

  it('a card under 56 px keeps one large pip', () => {
    for (const n of [1, 5, 10]) expect(pips(48, n), `rank ${n}`).toHaveLength(1);
  });

  it('the ace shows one large pip centred in its body', () => {
    const [pip] = pips(80, 1);
    expect(pip).toBeDefined();
    expect(pip!.turned).toBe(false);
  });

  it('a court shows its letter and suit in each half of its panel, the lower one turned', () => {
    const { g, drawn } = recorder();
    paintFace(g, look(80), face(13, '♥'));
    const panel = drawn.filter((d) => d.text === 'K♥');
    expect(panel.map((d) => d.turned).sort()).toEqual([false, true]);
    const small = recorder();
    paintFace(small.g, look(48), face(12, '♥'));
    expect(small.drawn.filter((d) => d.text === 'Q♥'), 'a small card: the letter and suit once, apart').toHaveLength(0);
    expect(small.drawn.filter((d) => d.text === 'Q').length).toBeGreaterThanOrEqual(2);
  });
});
