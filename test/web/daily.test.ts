/**
 * The daily deal from the date alone: every game's deal is on its solver-checked winnable list, the
 * same for the same date, and no deal comes back within a year; streaks, stored records and the
 * share text.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS, GAMES } from '../../src/engine/index.ts';
import { winnableDeals } from '../../src/web/data/winnable/index.ts';
import { addDays, bestStreak, dailyDeal, dayNumber, localDate, readDays, streak, type DayRecord } from '../../src/web/daily/calendar.ts';
import { shareText } from '../../src/web/daily/share.ts';

describe('daily deal', () => {
  it.each(GAME_IDS)('%s: on its winnable list, a deal a day, none repeated within 365 days (over three years)', async (game) => {
    const list = await winnableDeals(game);
    expect(list.length, 'deals on the list').toBeGreaterThan(365);
    const seen = new Map<string, number>();
    let date = '2026-06-01';
    for (let day = 0; day < 3 * 366; day++, date = addDays(date, 1)) {
      const deal = dailyDeal(game, date, list);
      expect(list).toContain(deal);
      const last = seen.get(deal);
      if (last !== undefined) expect(day - last, `${deal} on ${date} came back`).toBeGreaterThan(365);
      seen.set(deal, day);
    }
    expect(dailyDeal(game, '2026-12-01', list)).toBe(dailyDeal(game, '2026-12-01', [...list]));
  });

  it('differs from game to game sharing one list (Sham Battle plays Streets and Alleys layouts)', async () => {
    const a = GAMES.find((g) => g.sameRulesAs)!;
    const list = await winnableDeals(a.id);
    const days = Array.from({ length: 30 }, (_, i) => addDays('2026-12-01', i));
    const same = days.filter((d) => dailyDeal(a.id, d, list) === dailyDeal(a.sameRulesAs!, d, list));
    expect(same.length).toBeLessThan(3);
  });

  it('reads dates strictly and by the local calendar', () => {
    expect(dayNumber('2026-12-01') - dayNumber('2026-11-30')).toBe(1);
    expect(dayNumber('2026-02-30')).toBeNaN();
    expect(dayNumber('yesterday')).toBeNaN();
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(localDate(new Date(2026, 11, 1, 23, 59))).toBe('2026-12-01');
    expect(() => dailyDeal('citadel', 'soon', ['1'])).toThrow(/no daily deal/);
  });
});

describe('streaks and records', () => {
  const won = (deal: string): DayRecord => ({ deal, hints: 0, won: { moves: 90, timeMs: 60_000 } });
  const days = { '2026-11-28': won('1'), '2026-11-29': won('2'), '2026-11-30': won('3'), '2026-11-25': won('4'), '2026-11-26': won('5'), '2026-11-27': { deal: '6', hints: 2 } };

  it('counts the days in a row up to today, today not yet won breaking nothing', () => {
    expect(streak(days, '2026-11-30')).toBe(3);
    expect(streak(days, '2026-12-01')).toBe(3);
    expect(streak(days, '2026-12-02')).toBe(0);
    expect(bestStreak(days)).toBe(3);
    expect(bestStreak({})).toBe(0);
  });

  it('keeps every valid stored day and drops the damaged ones', () => {
    const read = readDays({ '2026-11-30': won('3'), '2026-13-01': won('1'), '2026-11-01': { deal: 'x' }, '2026-11-02': { deal: '9', hints: -1, won: { moves: 1.5, timeMs: 3 } } });
    expect(read).toEqual({ '2026-11-30': won('3'), '2026-11-02': { deal: '9', hints: 0 } });
    expect(readDays('junk')).toEqual({});
  });
});

describe('share text', () => {
  it('says the game, the date, moves, time and hints, in both languages, and no card', () => {
    const en = shareText('en', 'Citadel', '2026-12-01', { moves: 87, timeMs: 192_000 }, 0);
    expect(en).toBe('Daily Citadel, December 1, 2026: won in 87 moves, 03:12, no hints.');
    const fr = shareText('fr', 'Citadelle', '2026-12-01', { moves: 1, timeMs: 5_000 }, 2);
    expect(fr).toBe('Citadelle, donne du jour du 1 décembre 2026\u202f: gagnée en 1 coup, 00:05, 2 indices.');
    for (const text of [en, fr]) expect(text).not.toMatch(/\b(ace|king|queen|jack|as|roi|dame|valet)\b|[♠♥♦♣]/i);
  });
});
