// @vitest-environment happy-dom
/**
 * "Undo to the last winnable position", offered under a hint that proved no win, is for the board the
 * hint was asked on. The offer once compared move counts: after an undo and another move, the board
 * had as many moves as before and the stale offer showed under the next hint (Fortress). It is keyed
 * by the session's revision now.
 */
import { h, render } from 'preact';
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../src/engine/index.ts';
import { perform } from '../../src/web/game/controller.ts';
import { UndoToWinnableButton } from '../../src/web/solver/controls.tsx';
import { undoOffer } from '../../src/web/solver/signals.ts';
import { newSession } from '../../src/web/state/session.ts';
import { session } from '../../src/web/store.ts';

const shown = (): boolean => {
  const root = document.createElement('div');
  render(h(UndoToWinnableButton, null), root);
  const found = root.querySelector('[data-action="undo-to-winnable"]') !== null;
  render(null, root);
  return found;
};

describe('the undo offer under a hint', () => {
  it('shows for the board it was made on, and not after an undo and another move of the same count', () => {
    const s = newSession('fortress', '1')!;
    session.value = s;
    const [a, b] = legalMoves(s.pos, s.def).filter((m) => m.kind === 'tableau');
    const ctx = { automove: 'off' as const, now: 1 };
    perform(s, { kind: 'move', move: a! }, ctx);
    // What the hint does when the solver proves no win remains.
    undoOffer.value = { session: s, revision: s.revision };
    expect(shown()).toBe(true);
    perform(s, { kind: 'undo' }, ctx);
    perform(s, { kind: 'move', move: b! }, ctx);
    expect(s.steps).toHaveLength(1);
    expect(shown()).toBe(false);
  });
});
