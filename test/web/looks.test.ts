/** "Make it yours": the felt, card back and larger-cards settings are checked when read; larger cards still fit. */
import { describe, expect, it } from 'vitest';
import { GAMES, type GameId } from '../../src/engine/index.ts';
import { computeLayout, fanOffsets, indexSize, MIN_STRIP_V, planOf, PLAN } from '../../src/web/state/layout.ts';
import { readSettings } from '../../src/web/state/settings.ts';
import { lt } from '../../src/web/looks/strings.ts';

/** The boards' sizes at 390×844, 844×390 and 1280×800 (the page's bars and margins taken off). */
const SIZES: [number, number][] = [[374, 664], [828, 286], [1264, 640]];

describe('appearance settings', () => {
  it('keeps each known felt, back and larger cards', () => {
    expect(readSettings({ felt: 'dark', back: 'gold', large: true }, 'en')).toMatchObject({ felt: 'dark', back: 'gold', large: true });
    expect(readSettings({ felt: 'auto', back: 'ruby' }, 'en')).toMatchObject({ felt: 'auto', back: 'ruby' });
  });

  it('a bad stored value reads as the default (left out), never an error', () => {
    const s = readSettings({ felt: 'purple', back: 42, large: 'yes' }, 'fr');
    expect(s).not.toHaveProperty('felt');
    expect(s).not.toHaveProperty('back');
    expect(s).not.toHaveProperty('large');
    expect(readSettings({ felt: null, back: ['gold'], large: 1 }, 'en')).toEqual(readSettings({}, 'en'));
  });

  it('French labels get French typography', () => {
    expect(lt('fr', 'feltAuto')).toBe('Automatique\u202f: vert, sombre quand le système est en mode sombre');
    expect(lt('en', 'large')).toBe('Larger cards');
  });
});

describe('larger cards', () => {
  for (const def of GAMES) {
    for (const [w, h] of SIZES) {
      // Every pile inside the board and none on another: logic.test.ts's layout tests, with larger cards too.
      it(`${def.id} at ${w}×${h}: cards never smaller, and the same size while Selective Castle places`, () => {
        const normal = computeLayout(def, w, h), l = computeLayout(def, w, h, false, false, true);
        expect(l.cw).toBeGreaterThanOrEqual(normal.cw);
        expect(computeLayout(def, w, h, false, true, true).cw).toBe(l.cw);
      });

      it(`${def.id} at ${w}×${h}: a planned row (${planOf(def, true)}) shows every index; the longest plausible (${PLAN[def.id]}) still fits its pile`, () => {
        const l = computeLayout(def, w, h, false, false, true);
        for (const slot of l.slots.filter((s) => s.name.startsWith('t'))) {
          const vertical = slot.fan === 'down';
          const card = vertical ? l.ch : l.cw, room = vertical ? slot.h : slot.w;
          const planned = fanOffsets(slot, planOf(def, true), l.cw);
          expect(planned[1]! - planned[0]!).toBeGreaterThanOrEqual((vertical ? MIN_STRIP_V * l.ch : 0.58 * l.cw) - 0.01);
          expect(fanOffsets(slot, PLAN[def.id], l.cw).at(-1)! + card).toBeLessThanOrEqual(room + 0.5);
        }
      });
    }
  }

  // Where the cards can grow: not Selective Castle upright (its offered card keeps one tier of rows)
  // nor Fortress on its side or on a desktop (five rows a wing already fill the board's height), nor
  // Big Ben on a phone on its side (the clock's height bounds both: larger cards have the rail there,
  // a taller board, where large-cards.test.ts sees them grow by a quarter).
  const grows: [GameId, number, number][] = GAMES.flatMap((def) =>
    SIZES.filter(([w, h]) => !(def.id === 'selective-castle' && h > w) && !(def.id === 'fortress' && w > h) && !((def.id === 'citadel' || def.id === 'big-ben') && w / h > 2.5)).map(([w, h]): [GameId, number, number] => [def.id, w, h]),
  );
  it.each(grows)('%s at %i×%i: cards at least 12 %% wider, or, where the normal cards already fill the height, indices 12 %% larger', (game, w, h) => {
    const def = GAMES.find((d) => d.id === game)!;
    const normal = computeLayout(def, w, h), large = computeLayout(def, w, h, false, false, true);
    if (w > 1000) expect(indexSize(large, true)).toBeGreaterThanOrEqual(indexSize(normal, false) * 1.12);
    else expect(large.cw).toBeGreaterThanOrEqual(normal.cw * 1.12);
  });
});
