import { describe, expect, it } from 'vitest';
import { apply, dealPosition, GAME_IDS, legalMoves, type Position } from '../../src/engine/index.ts';
import { positionFromJson, positionToJson } from '../../src/cli/json-position.ts';

const deal = (game: string, n: string): Position => {
  const r = dealPosition(game, n);
  if (!r.ok) throw new Error(r.message);
  return r.value;
};

describe('positionToJson / positionFromJson', () => {
  it.each(GAME_IDS)('%s: a deal and a position after a few moves round-trip through JSON text', (game) => {
    let pos = deal(game, '11');
    for (let i = 0; i < 5 && legalMoves(pos).length; i++) {
      const text = JSON.stringify(positionToJson(pos, '11'));
      const back = positionFromJson(text);
      expect(back).toEqual({ ok: true, value: pos });
      pos = apply(pos, legalMoves(pos).at(-1)!);
    }
  });

  it('deal is null unless given; cards use T for ten', () => {
    const j = positionToJson(deal('streets-and-alleys', '1'));
    expect(j.deal).toBeNull();
    expect(j.tableau.flat()).toContain('TD');
    expect(j.tableau.flat().some((c) => c.startsWith('10'))).toBe(false);
  });

  it('accepts missing stock and waste for castle games', () => {
    const j = positionToJson(deal('citadel', '3'));
    const { stock: _s, waste: _w, ...rest } = j;
    expect(positionFromJson(rest).ok).toBe(true);
  });

  const bigBen = (): Record<string, unknown> => JSON.parse(JSON.stringify(positionToJson(deal('big-ben', '1'), '1'))) as Record<string, unknown>;

  it.each([
    ['not JSON', '{"game":', 'ERR_JSON'],
    ['an array', '[]', 'ERR_JSON'],
    ['an unknown game', { ...bigBen(), game: 'klondike' }, 'ERR_UNKNOWN_GAME'],
    ['a bad card', { ...bigBen(), waste: ['ZZ'] }, 'ERR_CARD'],
    ['a number for a card', { ...bigBen(), waste: [12] }, 'ERR_CARD'],
    ['piles not arrays', { ...bigBen(), tableau: 'JD' }, 'ERR_JSON'],
    ['a card twice too many', { ...bigBen(), waste: ['AS'] }, 'ERR_DUPLICATE_CARD'],
    ['a missing card', { ...bigBen(), stock: [] }, 'ERR_MISSING_CARD'],
  ])('refuses %s', (_, input, code) => {
    const r = positionFromJson(input);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toBe(code);
      expect(r.message.length).toBeGreaterThan(5);
    }
  });

  it('refuses a foundation built wrongly and a wrong number of rows', () => {
    const j = positionToJson(deal('beleaguered-castle', '1'));
    const swapped = { ...j, foundations: [j.foundations[1], j.foundations[0], j.foundations[2], j.foundations[3]] };
    expect(positionFromJson(swapped)).toMatchObject({ ok: false, error: 'ERR_FOUNDATION' });
    const merged = { ...j, tableau: [[...j.tableau[0]!, ...j.tableau[1]!], ...j.tableau.slice(2)] };
    expect(positionFromJson(merged)).toMatchObject({ ok: false, error: 'ERR_PILE' });
  });
});
