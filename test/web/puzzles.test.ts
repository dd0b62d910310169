/** The Selective Castle pack: at least 30 deals, easy to hard, each from the winnable list with a line that wins through the engine. */
import { describe, expect, it } from 'vitest';
import { dealPosition, parseMove, type Move } from '../../src/engine/index.ts';
import { puzzles, samples } from '../../src/web/data/puzzles.ts';
import { deals } from '../../src/web/data/winnable/selective-castle.ts';
import { replaysToWin } from '../../src/web/state/winnable.ts';

describe('puzzle pack', () => {
  it('holds 30 or more different winnable deals, rated easy to hard', () => {
    expect(puzzles.length).toBeGreaterThanOrEqual(30);
    expect(new Set(puzzles.map((p) => p.deal)).size).toBe(puzzles.length);
    for (const p of puzzles) expect(deals).toContain(p.deal);
    const wins = puzzles.map((p) => p.wins);
    expect(wins).toEqual([...wins].sort((a, b) => b - a));
    expect(Math.max(...wins) - Math.min(...wins), 'a spread of ratings').toBeGreaterThanOrEqual(samples / 2);
  });

  it.each(puzzles.map((p) => [p.deal, p.line] as const))('deal %s: its solution places every card and wins', (deal, line) => {
    const start = dealPosition('selective-castle', deal);
    if (!start.ok) throw new Error(start.message);
    const moves = line.split(' ').map((t) => {
      const m = parseMove(t);
      if (!m.ok) throw new Error(m.message);
      return m.value as Move;
    });
    expect(moves.slice(0, 48).every((m) => m.kind === 'place')).toBe(true);
    expect(replaysToWin(start.value, moves)).toBe(true);
  });
});
