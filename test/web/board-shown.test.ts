import { afterEach, describe, expect, it } from 'vitest';
import { clonePosition, legalMoves, type Move } from '../../src/engine/index.ts';
import { layoutOf, rendered, showPiles, stuckOnStock, tickOf } from '../../src/web/components/board-shown.ts';
import { session } from '../../src/web/store.ts';
import { boardStatus, newSession, playMove, type Session } from '../../src/web/state/session.ts';

/** The board as it renders `s` at 390×700 (what Board.tsx tells board-shown.ts). */
function show(s: Session): void {
  session.value = s;
  rendered(s, 390, 700, layoutOf(s, 390, 700), boardStatus(s), stuckOnStock(s));
}

const ticks = (s: Session): Record<string, number> => Object.fromEntries(layoutOf(s, 390, 700)!.slots.map((slot) => [slot.name, tickOf(slot.name).value]));

afterEach(() => {
  session.value = null;
  rendered(null);
});

describe('a move re-renders only the piles it changed (showPiles)', () => {
  it('ticks the two piles of a castle move, and no other', () => {
    const s = newSession('citadel', '5')!;
    show(s);
    const move = legalMoves(s.pos, s.def).find((m) => m.kind === 'tableau')! as Extract<Move, { kind: 'tableau' }>;
    const was = ticks(s), before = clonePosition(s.pos);
    playMove(s, move, 'off', 0);
    expect(showPiles(s, before)).toBe(true);
    const now = ticks(s);
    const moved = Object.keys(now).filter((name) => now[name] !== was[name]);
    expect(moved.sort()).toEqual([`t${move.from}`, `t${move.to}`].sort());
  });

  it('leaves the whole board to re-render when the game is another, or its status changed', () => {
    const s = newSession('citadel', '5')!;
    show(s);
    const other = newSession('citadel', '6')!;
    expect(showPiles(other, clonePosition(other.pos))).toBe(false);
    // The board rendered a won game; this position is in play: its status (data-status) must change.
    rendered(s, 390, 700, layoutOf(s, 390, 700), 'won', null);
    const was = ticks(s);
    expect(showPiles(s, clonePosition(s.pos))).toBe(false);
    expect(ticks(s)).toEqual(was);
  });

  it("leaves the whole board to re-render when the layout it would show is not the one rendered (as when Big Ben's rows resize it)", () => {
    const s = newSession('big-ben', '1')!;
    show(s);
    // A layout measured for another size stands for one computed from other rows' lengths.
    rendered(s, 844, 390, layoutOf(s, 390, 700), boardStatus(s), stuckOnStock(s));
    expect(showPiles(s, clonePosition(s.pos))).toBe(false);
  });
});
