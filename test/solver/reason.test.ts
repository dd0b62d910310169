import { describe, expect, it } from 'vitest';
import { gameDef, isLegal, parseCard, parseMove, type Card, type GameId, type Position } from '../../src/engine/index.ts';
import { hintReason, type HintReason } from '../../src/solver/reason.ts';
import { REASON_WORDS, reasonText } from '../../src/solver/reason-words.ts';

const cards = (text: string): Card[] => text.split(' ').filter(Boolean).map((w) => parseCard(w)!);
const card = (text: string): Card => parseCard(text)!;

/** A position with the given piles (the rest empty); the reasons read only the piles a move touches. */
function position(game: GameId, piles: { f?: Record<number, string>; t?: Record<number, string>; stock?: string; waste?: string }): Position {
  const def = gameDef(game);
  return {
    game,
    foundations: def.foundations.map((_, i) => cards(piles.f?.[i] ?? '')),
    tableau: Array.from({ length: def.rows }, (_, i) => cards(piles.t?.[i] ?? '')),
    stock: cards(piles.stock ?? ''),
    waste: cards(piles.waste ?? ''),
  };
}

function reason(pos: Position, text: string, ctx?: { othersLost?: boolean }): HintReason {
  const m = parseMove(text, gameDef(pos.game));
  if (!m.ok) throw new Error(m.message);
  expect(isLegal(pos, m.value), `${text} is legal`).toBe(true);
  return hintReason(pos, m.value, ctx);
}

describe('hintReason, Beleaguered Castle', () => {
  const game = 'beleaguered-castle';
  it('frees: the move uncovers a card that can then go home', () => {
    expect(reason(position(game, { f: { 0: 'AC' }, t: { 0: '2C 9H', 1: 'TS' } }), 't0-t1')).toEqual({ kind: 'frees', card: card('2C') });
  });
  it('frees: a card sent home uncovers the next of its suit', () => {
    expect(reason(position(game, { f: { 0: 'AC' }, t: { 0: '3C 2C' } }), 't0-f0')).toEqual({ kind: 'frees', card: card('3C') });
  });
  it('empties: the last card of a row leaves it', () => {
    expect(reason(position(game, { t: { 0: '9H', 1: 'TS' } }), 't0-t1')).toEqual({ kind: 'empties', row: 0 });
  });
  it('home: a card to its foundation that frees nothing', () => {
    expect(reason(position(game, { f: { 0: 'AC' }, t: { 0: '5D 2C' } }), 't0-f0')).toEqual({ kind: 'home', card: card('2C') });
  });
  it('builds: a card onto another, uncovering nothing that goes home', () => {
    expect(reason(position(game, { t: { 0: '5D 9H', 1: 'TS' } }), 't0-t1')).toEqual({ kind: 'builds', card: card('9H'), onto: card('TS') });
  });
  it('moves: a card to an empty row', () => {
    expect(reason(position(game, { t: { 0: '5D 9H' } }), 't0-t1')).toEqual({ kind: 'moves', card: card('9H'), row: 1 });
  });
  it('only: when the caller proved every other move lost, whatever the move does', () => {
    expect(reason(position(game, { f: { 0: 'AC' }, t: { 0: '2C 9H', 1: 'TS' } }), 't0-t1', { othersLost: true })).toEqual({ kind: 'only' });
  });
});

describe('hintReason, Big Ben', () => {
  const game = 'big-ben';
  // The clock as dealt: each hour holds its first card (9h 2♣ is foundation 0).
  const clock = Object.fromEntries(gameDef(game).foundations.map((f, i) => [i, ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'][f.first - 1]! + 'CSHD'[f.suit]!]));
  it('the clock starts 9h on 2♣', () => expect(clock[0]).toBe('2C'));
  it('frees: the card under the moved one goes to its hour next', () => {
    expect(reason(position(game, { f: clock, t: { 0: '4D 3C 8H', 1: 'KS 4S 9H' } }), 't0-t1')).toEqual({ kind: 'frees', card: card('3C') });
  });
  it('room: a pile left short of three cards (a gap the next fill deals into)', () => {
    expect(reason(position(game, { f: clock, t: { 3: 'KC 4D JC', 5: '5H 6H QC' } }), 't3-t5')).toEqual({ kind: 'room', pile: 3 });
  });
  it('home: the waste card to its hour, uncovering nothing wanted', () => {
    expect(reason(position(game, { f: clock, waste: '7S 3C', stock: 'AD' }), 'w-f0')).toEqual({ kind: 'home', card: card('3C') });
  });
  it('builds: a card onto the next higher of its suit, the pile keeping three', () => {
    expect(reason(position(game, { f: clock, t: { 0: 'KS 4D 7D 8H', 1: 'KS 4S 9H' } }), 't0-t1')).toEqual({ kind: 'builds', card: card('8H'), onto: card('9H') });
  });
  it('fills and turns: the two stock actions', () => {
    const pos = position(game, { f: clock, t: { 0: 'KS 4D' }, stock: 'AD 5C' });
    expect(reason(pos, 'fill')).toEqual({ kind: 'fills' });
    expect(reason(pos, 'deal')).toEqual({ kind: 'turns' });
  });
  it('only: when the caller proved every other move lost', () => {
    const pos = position(game, { f: clock, t: { 0: 'KS 4D' }, stock: 'AD 5C' });
    expect(reason(pos, 'deal', { othersLost: true })).toEqual({ kind: 'only' });
  });
});

describe('reason words', () => {
  const name = (c: Card): string => ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'][c % 13]! + '♣♠♥♦'[(c / 13) | 0]!;
  it('every kind has English and French words, with the same placeholders', () => {
    for (const [kind, w] of Object.entries(REASON_WORDS)) {
      expect(w.en, kind).not.toBe('');
      expect(w.fr, kind).not.toBe('');
      expect(w.fr.match(/\{\w+\}/g)?.sort(), kind).toEqual(w.en.match(/\{\w+\}/g)?.sort());
    }
  });
  it('fills in cards, rows (1-based) and hours (pile + 1)', () => {
    expect(reasonText({ kind: 'frees', card: card('2C') }, 'en', name)).toBe('frees the 2♣');
    expect(reasonText({ kind: 'builds', card: card('9H'), onto: card('TS') }, 'fr', name)).toBe('pose la carte 9♥ sur la carte 10♠');
    expect(reasonText({ kind: 'empties', row: 3 }, 'en', name)).toBe('empties row 4');
    expect(reasonText({ kind: 'room', pile: 3 }, 'en', name)).toBe('makes room in the 4 o’clock pile');
    expect(reasonText({ kind: 'room', pile: 3 }, 'fr', name)).toBe('fait de la place dans la pile de 4 h');
  });
});
