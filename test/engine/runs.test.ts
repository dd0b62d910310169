/** Run moves: every plan is single-card moves the engine accepts, ending with the run moved whole; a run longer than 2^empty rows is refused. */
import { describe, expect, it } from 'vitest';
import { apply, clonePosition, gameDef, isLegal, type GameId, type Position } from '../../src/engine/index.ts';
import { isRun, planRun, runCapacity } from '../../src/engine/runs.ts';
import { startPosition } from '../browser/support/board.ts';
import { solve } from '../browser/support/search.ts';

function along(game: GameId, deal: string): Position[] {
  const line = solve(startPosition(game, deal)) ?? [];
  const out = [startPosition(game, deal)];
  for (const m of line) out.push(apply(out[out.length - 1]!, m));
  return out;
}

describe('run moves', () => {
  it('capacity doubles with each empty row', () => {
    expect([0, 1, 2, 3].map(runCapacity)).toEqual([1, 2, 4, 8]);
  });

  it.each([['beleaguered-castle', '2'], ['citadel', '5'], ['fortress', '3']] as const)('%s %s: each plan along a win replays through the engine to the run moved whole', (game, deal) => {
    const def = gameDef(game);
    let runs = 0, long = 0;
    for (const pos of along(game, deal)) {
      pos.tableau.forEach((row, from) => {
        for (let index = 0; index < row.length - 1; index++) {
          for (let to = 0; to < pos.tableau.length; to++) {
            const plan = planRun(pos, def, from, index, to);
            if (plan.kind === 'none') continue;
            const empty = pos.tableau.filter((r, i) => r.length === 0 && i !== from && i !== to).length;
            expect(isRun(def, row, index)).toBe(true);
            if (plan.kind === 'too-long') {
              long++;
              expect(plan.cards).toBeGreaterThan(runCapacity(empty));
              continue;
            }
            runs++;
            const p = clonePosition(pos);
            for (const m of plan.moves) {
              expect(isLegal(p, m, def)).toBe(true);
              Object.assign(p, apply(p, m));
            }
            const want = clonePosition(pos);
            want.tableau[to]!.push(...want.tableau[from]!.splice(index));
            expect(p).toEqual(want);
            expect(plan.moves.length).toBeGreaterThanOrEqual(2 * plan.cards - 1);
          }
        }
      });
    }
    expect(runs + long).toBeGreaterThan(0);
  });
});
