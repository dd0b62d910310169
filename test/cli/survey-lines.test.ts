// The committed survey data's winning lines replay through `solitaire replay` to a win (a sample here;
// all of them: npm run replay:survey), and a line that does not is caught.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSurveyLines } from '../../src/cli/survey-lines.ts';

const DATA = join(import.meta.dirname, '../../docs/survey');

describe('winning lines in docs/survey', () => {
  it.each(['beleaguered-castle', 'citadel', 'streets-and-alleys'])('%s: one in four replays to a win', async (game) => {
    const c = await checkSurveyLines(join(DATA, `${game}.jsonl`), 4);
    expect(c.checked).toBeGreaterThan(4);
    expect(c.failures).toEqual([]);
    expect(c.replayed).toBe(c.checked);
  }, 60_000);

  it('a line whose moves do not win, or are not moves, is reported with what replay said', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'survey-lines-')), 'f.jsonl');
    const header = JSON.stringify({ survey: 1, game: 'fortress', solver: 'test', budgetMs: null, maxNodes: null });
    const line = (deal: number, moves: string[]): string => JSON.stringify({ deal, verdict: 'won', moves, nodes: 1, ms: 1 });
    writeFileSync(path, [header, line(617, ['t7-t6']), line(617, ['t0-t0']), line(1, ['x']), line(2, []), ''].join('\n'));
    const c = await checkSurveyLines(path);
    expect([c.checked, c.replayed, c.withoutMoves]).toEqual([3, 0, 1]);
    expect(c.failures.map((f) => f.why)).toEqual([
      'Fortress, deal 617: 1 move replayed, lost',
      expect.stringMatching(/^move 1 \(t0-t0\) is illegal/),
      expect.stringMatching(/"x" is not a move/),
    ]);
  });
});
