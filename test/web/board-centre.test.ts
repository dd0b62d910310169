/**
 * Every game's board is centred across the screen: as much felt left of its piles as right of
 * them, normal and larger cards, right- and left-handed, at the start and (Big Ben) with long
 * piles, at the boards of 390×844, 844×390 and 1280×800 (larger cards at 844×390 have the rail).
 */
import { describe, expect, it } from 'vitest';
import { GAMES, gameDef } from '../../src/engine/index.ts';
import { computeLayout, type Layout } from '../../src/web/state/layout.ts';

const BOARDS: [number, number, boolean][] = [
  [374, 664, false], [374, 664, true], [828, 286, false], [724, 334, true], [1264, 640, false], [1264, 640, true],
];

/** The felt left and right of everything the layout places. */
function margins(l: Layout): [number, number] {
  const boxes = [...l.slots, ...(l.buttons ? [l.buttons] : [])];
  return [Math.min(...boxes.map((b) => b.x)), l.width - Math.max(...boxes.map((b) => b.x + b.w))];
}

describe('the board is centred', () => {
  for (const def of GAMES) {
    it.each(BOARDS)(`${def.id} at %d×%d, larger cards %s`, (w, h, large) => {
      for (const mirror of [false, true]) {
        for (const placing of def.placementMax > 0 ? [true, false] : [false]) {
          const [left, right] = margins(computeLayout(def, w, h, mirror, placing, large));
          expect(Math.abs(left - right), `${left.toFixed(1)} px left, ${right.toFixed(1)} px right${mirror ? ', left-handed' : ''}${placing ? ', placing' : ''}`).toBeLessThan(1);
        }
      }
    });
  }

  it('Big Ben with long piles, normal and larger cards', () => {
    const def = gameDef('big-ben');
    for (const [w, h, large] of BOARDS) {
      for (const [k, n] of [[1, 9], [7, 12], [0, 16], [4, 19]] as const) {
        const rows = new Array<number>(12).fill(3).map((r, i) => (i === k ? n : r));
        const [left, right] = margins(computeLayout(def, w, h, false, false, large, rows));
        expect(Math.abs(left - right), `${w}×${h}${large ? ' larger' : ''}, ${n} cards on t${k}: ${left.toFixed(1)} px left, ${right.toFixed(1)} px right`).toBeLessThan(1);
      }
    }
  });
});
