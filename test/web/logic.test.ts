import { describe, expect, it } from 'vitest';
import { GAMES, gameDef } from '../../src/engine/index.ts';
import { keyCommand, neighbour, type SlotBox } from '../../src/web/state/focus.ts';
import { computeLayout, coveredIndex, fanOffsets, indexSize, planStrip, PLAN, RATIO } from '../../src/web/state/layout.ts';
import { browserLang, readSettings } from '../../src/web/state/settings.ts';
import { settingsToWrite } from '../../src/web/state/settings-write.ts';
import { emptyStats, mergeStats, parseStats, recordGame, winPercent, type DealEvent } from '../../src/web/state/stats.ts';

const overlap = (a: SlotBox, b: SlotBox): boolean => a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;

describe('layout', () => {
  const sizes: [number, number][] = [[390, 760], [844, 320], [1280, 740]];
  for (const def of GAMES) {
    for (const [[w, h], large] of sizes.flatMap((size) => [[size, false], [size, true]] as const)) {
      it(`${def.id} at ${w}×${h}${large ? ' with larger cards' : ''}: every pile inside the board, none overlapping`, () => {
        const l = computeLayout(def, w, h, false, false, large);
        const names = l.slots.map((s) => s.name);
        expect(new Set(names).size).toBe(names.length);
        for (let i = 0; i < def.rows; i++) expect(names).toContain(`t${i}`);
        for (let i = 0; i < def.foundations.length; i++) expect(names).toContain(`f${i}`);
        for (const s of l.slots) {
          expect(s.x).toBeGreaterThanOrEqual(-0.5);
          expect(s.y).toBeGreaterThanOrEqual(-0.5);
          expect(s.x + s.w).toBeLessThanOrEqual(w + 0.5);
          expect(s.y + s.h).toBeLessThanOrEqual(h + 0.5);
        }
        for (const a of l.slots) for (const b of l.slots) if (a !== b) expect(overlap(a, b), `${a.name} ${b.name}`).toBe(false);
        expect(l.cw).toBeGreaterThan(30);
      });
    }
  }

  it('the mirror keeps every pile and flips it left to right', () => {
    const def = gameDef('big-ben');
    const a = computeLayout(def, 1280, 740), b = computeLayout(def, 1280, 740, true);
    const t0a = a.slots.find((s) => s.name === 't0')!, t0b = b.slots.find((s) => s.name === 't0')!;
    expect(t0b.x).toBeCloseTo(1280 - t0a.x - t0a.w);
  });

  it('fans squeeze as a pile grows and stay inside the pile', () => {
    const slot = { name: 't0', x: 0, y: 0, w: 50, h: 300, fan: 'down' as const };
    const few = fanOffsets(slot, 3, 50), many = fanOffsets(slot, 20, 50);
    expect(few[1]).toBeGreaterThan(many[1]!);
    expect(many[19]! + 50 * RATIO).toBeLessThanOrEqual(300.5);
  });
});

describe('keyboard focus', () => {
  const boxes: SlotBox[] = [
    { name: 'a', x: 0, y: 0, w: 10, h: 14 }, { name: 'b', x: 20, y: 0, w: 10, h: 14 },
    { name: 'c', x: 0, y: 30, w: 10, h: 14 }, { name: 'd', x: 20, y: 30, w: 10, h: 14 },
  ];
  it('arrows go to the nearest pile that way', () => {
    expect(neighbour(boxes, 'a', 'right')).toBe('b');
    expect(neighbour(boxes, 'a', 'down')).toBe('c');
    expect(neighbour(boxes, 'd', 'up')).toBe('b');
    expect(neighbour(boxes, 'd', 'left')).toBe('c');
  });
  it('Enter picks then drops, Esc cancels, Ctrl+Z and U undo, Ctrl+Y and Shift+Ctrl+Z redo', () => {
    const k = (key: string, ctrl = false, shift = false) => ({ key, ctrl, shift });
    expect(keyCommand(k('Enter'), { focused: 'a', picked: null }, boxes)).toEqual({ kind: 'pick', pile: 'a' });
    expect(keyCommand(k(' '), { focused: 'b', picked: 'a' }, boxes)).toEqual({ kind: 'drop', from: 'a', to: 'b' });
    expect(keyCommand(k('Escape'), { focused: 'b', picked: 'a' }, boxes)).toEqual({ kind: 'cancel' });
    expect(keyCommand(k('z', true), { focused: 'a', picked: null }, boxes)).toEqual({ kind: 'undo' });
    expect(keyCommand(k('u'), { focused: 'a', picked: null }, boxes)).toEqual({ kind: 'undo' });
    expect(keyCommand(k('y', true), { focused: 'a', picked: null }, boxes)).toEqual({ kind: 'redo' });
    expect(keyCommand(k('Z', true, true), { focused: 'a', picked: null }, boxes)).toEqual({ kind: 'redo' });
  });
});

describe('statistics', () => {
  const ev = (game: 'citadel' | 'fortress', result: 'won' | 'lost' | null, more: Partial<DealEvent> = {}): DealEvent => ({ game, deal: '1', started: true, leftUnfinished: false, result, timeMs: 1000, moves: 10, ...more });
  it('counts wins, losses, streaks, best time and fewest moves', () => {
    let s = emptyStats();
    s = recordGame(s, ev('citadel', 'won', { timeMs: 90_000, moves: 80 }));
    s = recordGame(s, ev('citadel', 'won', { timeMs: 60_000, moves: 95 }));
    s = recordGame(s, ev('citadel', 'lost', { timeMs: 10_000, moves: 5 }));
    const g = s.games.citadel!;
    expect(g).toEqual({
      played: 3, won: 2, currentStreak: 0, bestStreak: 2, bestTimeMs: 60_000, fewestMoves: 80,
      recent: [{ won: true, moves: 80, timeMs: 90_000 }, { won: true, moves: 95, timeMs: 60_000 }, { won: false, moves: 5, timeMs: 10_000 }],
    });
    expect(winPercent(g)).toBe(67);
  });
  it('a deal counts as played at its first move; its win later adds the win only', () => {
    let s = recordGame(emptyStats(), ev('citadel', null));
    expect(s.games.citadel).toMatchObject({ played: 1, won: 0 });
    s = recordGame(s, ev('citadel', 'won', { started: false }));
    expect(s.games.citadel).toMatchObject({ played: 1, won: 1, currentStreak: 1 });
  });
  it('a new deal started over an unfinished one ends the streak; a loss taken back and won counts once, as a win', () => {
    let s = recordGame(emptyStats(), ev('fortress', 'won'));
    s = recordGame(s, ev('fortress', null));
    s = recordGame(s, ev('fortress', null, { leftUnfinished: true }));
    expect(s.games.fortress).toMatchObject({ played: 3, won: 1, currentStreak: 0, bestStreak: 1 });
    s = recordGame(s, ev('fortress', 'lost', { started: false }));
    s = recordGame(s, ev('fortress', 'won', { started: false, wasLost: true }));
    expect(s.games.fortress).toMatchObject({ played: 3, won: 2, currentStreak: 1 });
    expect(s.games.fortress!.recent!.map((r) => r.won)).toEqual([true, true]);
  });
  it('a corrupt or foreign file keeps whatever is valid and says what is not', () => {
    expect(parseStats('{nope').problems).toEqual(['not JSON']);
    expect(parseStats([1, 2]).problems.length).toBe(1);
    const mixed = parseStats({ version: 1, games: { citadel: { played: 2, won: 1, currentStreak: 1, bestStreak: 1, bestTimeMs: null, fewestMoves: 40 }, fortress: { played: 'x' }, chess: {} } });
    expect(Object.keys(mixed.stats.games)).toEqual(['citadel', 'fortress']);
    expect(mixed.damaged).toEqual(['fortress']);
    expect(mixed.problems).toContain('bad played for fortress');
    expect(mixed.problems).toContain('unknown game chess');
    // An import takes only the sound games: our Fortress figures stay.
    const ours = recordGame(emptyStats(), ev('fortress', 'won'));
    const merged = mergeStats(ours, mixed);
    expect(Object.keys(merged.games).sort()).toEqual(['citadel', 'fortress']);
    expect(merged.games.fortress).toEqual(ours.games.fortress);
  });
  it('an entry with one bad field keeps every other field (issue 16 item 21)', () => {
    const entry = { played: 9, won: 4, currentStreak: 1, bestStreak: 3, bestTimeMs: 1234.5, fewestMoves: 77 };
    const r = parseStats(JSON.stringify({ version: 1, games: { citadel: entry } }));
    expect(r.stats.games.citadel).toEqual({ ...entry, bestTimeMs: null });
    expect(r.problems).toEqual(['bad bestTimeMs for citadel']);
    const contradicting = parseStats({ version: 1, games: { citadel: { ...entry, bestTimeMs: 5000, won: 12 } } });
    expect(contradicting.stats.games.citadel).toMatchObject({ played: 12, won: 12 });
  });
  it('the chart keeps the last 20 finished deals, oldest first; unfinished ones are not in it; a bad entry is left out', () => {
    let s = emptyStats();
    for (let i = 0; i < 25; i++) s = recordGame(s, ev('citadel', i % 3 ? 'won' : 'lost', { moves: 50 + i, timeMs: 1000 * i }));
    s = recordGame(s, ev('citadel', null));
    const recent = s.games.citadel!.recent!;
    expect(recent).toHaveLength(20);
    expect(recent[0]).toEqual({ won: true, moves: 55, timeMs: 5000 });
    expect(recent[19]).toEqual({ won: false, moves: 74, timeMs: 24_000 });
    const read = parseStats({ version: 1, games: { citadel: { ...s.games.citadel, recent: [...recent.slice(0, 2), { won: 'yes' }] } } });
    expect(read.stats.games.citadel!.recent).toEqual(recent.slice(0, 2));
    expect(read.problems).toEqual(['bad recent for citadel']);
  });
  it('a file of a newer version is read as far as it can be and marked newer', () => {
    const r = parseStats({ version: 2, games: { citadel: { played: 3, won: 1, currentStreak: 0, bestStreak: 1, bestTimeMs: 5, fewestMoves: 9, rating: 1500 }, klondike: {} }, daily: {} });
    expect(r.newer).toBe(true);
    expect(r.stats.games.citadel).toMatchObject({ played: 3, won: 1 });
    expect(r.problems).toEqual([]);
  });
});

describe('settings', () => {
  it('language from the browser, every field checked', () => {
    expect(browserLang(['fr-CA', 'en'])).toBe('fr');
    expect(browserLang(['de', 'en-GB'])).toBe('en');
    expect(readSettings({ lang: 'xx', automove: 'safe', speed: 'warp', lefthand: true }, 'fr')).toEqual({ lang: 'fr', automove: 'safe', speed: 'normal', lefthand: true, fourcolor: false });
  });
  it('a change is written over the stored settings: a newer version\'s fields and values are kept (issue 34 item 6)', () => {
    const newer = { lang: 'de', automove: 'smart', speed: 'fast', theme: 'neon', volume: 40 };
    expect(settingsToWrite(newer, { fourcolor: true })).toEqual({ ...newer, fourcolor: true });
    expect(settingsToWrite(newer, { speed: 'slow', volume: undefined })).toEqual({ lang: 'de', automove: 'smart', speed: 'slow', theme: 'neon' });
    expect(settingsToWrite('%% not settings', { lefthand: true })).toEqual({ lefthand: true });
    expect(settingsToWrite(undefined, { lang: 'fr' })).toEqual({ lang: 'fr' });
  });
});

describe('left-handed Big Ben', () => {
  it('keeps the clock reading clockwise: 3 o’clock stays right of 9 o’clock', () => {
    const def = gameDef('big-ben');
    const l = computeLayout(def, 1280, 740, true);
    const at = (hour: number) => l.slots.find((s) => s.name === `f${def.foundations.findIndex((f) => f.hour === hour)}`)!;
    expect(at(3).x).toBeGreaterThan(at(9).x);
    const t0 = l.slots.find((s) => s.name === 't0')!;
    expect(t0.x).toBeLessThan(at(9).x); // the tableau moved to the left of the clock
  });
});

describe('long rows stay readable', () => {
  const sizes: [number, number][] = [[374, 680], [828, 304], [1264, 640]];
  for (const def of GAMES) {
    for (const [w, h] of sizes) {
      it(`${def.id} at ${w}×${h}: a row as long as the game plausibly reaches (${PLAN[def.id]}) shows every covered card's index`, () => {
        const l = computeLayout(def, w, h);
        for (let r = 0; r < def.rows; r++) {
          const slot = l.slots.find((s) => s.name === `t${r}`)!;
          const n = PLAN[def.id];
          const offsets = fanOffsets(slot, n, l.cw);
          const step = offsets[1]! - offsets[0]!;
          const vertical = slot.fan === 'down' || slot.fan === 'up';
          expect(step).toBeGreaterThanOrEqual((vertical ? planStrip('v', l.cw) * l.ch : planStrip('h', l.cw) * l.cw) - 0.01);
          // The covered index, shrunk to its strip, stays at least 13 px (never larger than the top card's).
          expect(Math.min(indexSize(l, false), coveredIndex(slot.fan, step, l.cw) ?? Infinity)).toBeGreaterThanOrEqual(13);
          expect(offsets[n - 1]! + (vertical ? l.ch : l.cw)).toBeLessThanOrEqual((vertical ? slot.h : slot.w) + 0.5);
        }
      });
    }
  }

  it('the card size is the same whatever is placed, in every game and at every size (Selective Castle before and after placing)', () => {
    for (const def of GAMES) {
      for (const [w, h] of sizes) expect(computeLayout(def, w, h, false, true).cw).toBe(computeLayout(def, w, h).cw);
    }
  });
});
