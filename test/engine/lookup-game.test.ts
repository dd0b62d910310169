/** Naming a game as a person would: id, English or French name, alias, in any case, with or without accents. */
import { describe, expect, it } from 'vitest';
import { GAMES, lookupGame } from '../../src/engine/index.ts';

describe('lookupGame', () => {
  it('finds every game by its id and both its names, in any case', () => {
    for (const g of GAMES) {
      for (const text of [g.id, g.id.toUpperCase(), g.names.en, g.names.en.toLowerCase(), g.names.fr, g.names.fr.toUpperCase()]) {
        expect(lookupGame(text)?.id, text).toBe(g.id);
      }
    }
  });

  it('reads names the way people type them', () => {
    expect(lookupGame('Big Ben')?.id).toBe('big-ben');
    expect(lookupGame('  big   ben ')?.id).toBe('big-ben');
    expect(lookupGame('chateau assiege')?.id).toBe('beleaguered-castle');
    expect(lookupGame('CHÂTEAU-ASSIÉGÉ')?.id).toBe('beleaguered-castle');
    expect(lookupGame('rues et ruelles')?.id).toBe('streets-and-alleys');
  });

  it('finds aliases, and a game’s own name wins over another game’s alias', () => {
    expect(lookupGame('laying siege')?.id).toBe('beleaguered-castle');
    expect(lookupGame("Grandfather's Clock (larger)")?.id).toBe('big-ben');
    expect(lookupGame('Sham Battle')?.id).toBe('sham-battle');
    expect(lookupGame('Beleaguered Castle')?.id).toBe('beleaguered-castle');
  });

  it('finds nothing for an unknown or empty name', () => {
    for (const text of ['', '   ', '-', 'klondike', 'big', 'big-ben-2']) expect(lookupGame(text), text).toBeUndefined();
  });
});
