import { h } from 'preact';
import { describe, expect, it } from 'vitest';
import { legalMoves, play } from '../../src/engine/index.ts';
import { viewOf } from '../../src/web/components/views/index.ts';
import { samePile, type PileProps } from '../../src/web/components/Pile.tsx';
import { computeLayout, type Slot } from '../../src/web/state/layout.ts';
import { newSession, type Session } from '../../src/web/state/session.ts';

/** A pile's props as the board gives them at each render (a new layout each time); the label left out, so the cards alone must tell a changed pile. */
function props(s: Session, slot: Slot): PileProps {
  const pos = s.pos;
  const l = computeLayout(s.def, 390, 700);
  return {
    slot: l.slots.find((x) => x.name === slot.name)!,
    def: s.def,
    label: slot.name,
    cw: l.cw,
    lang: 'en',
    focused: false,
    picked: false,
    target: false,
    ...viewOf(s.def).pile(s, slot, 'en'),
    extra: slot.name === 'f0' ? h('span', { class: 'x' }, pos.foundations[0]!.length) : null,
  };
}

describe('a move re-renders only the piles it touched', () => {
  it('every other pile keeps props the board counts as the same; the two piles the move changed in place do not', () => {
    const s = newSession('citadel', '5')!;
    const move = legalMoves(s.pos, s.def).find((m) => m.kind === 'tableau')!;
    const touched = move.kind === 'tableau' ? [`t${move.from}`, `t${move.to}`] : [];
    const slots = computeLayout(s.def, 390, 700).slots.filter((x) => x.name !== 'stock');
    expect(slots.length).toBeGreaterThan(touched.length + 4);
    const before = slots.map((slot) => props(s, slot));
    // As the session plays a move: in place, on the position's own arrays.
    play(s.pos, move, s.def);
    slots.forEach((slot, i) => expect(samePile(before[i]!, props(s, slot)), slot.name).toBe(!touched.includes(slot.name)));
  });

  it('a changed extra (a count it shows) re-renders its pile', () => {
    const s = newSession('citadel', '5')!;
    const slot = computeLayout(s.def, 390, 700).slots.find((x) => x.name === 'f0')!;
    const a = props(s, slot), b = { ...props(s, slot), extra: h('span', { class: 'x' }, 99) };
    expect(samePile(a, props(s, slot))).toBe(true);
    expect(samePile(a, b)).toBe(false);
  });
});
