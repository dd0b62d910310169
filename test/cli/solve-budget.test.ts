/** `solve --max-nodes`: a node budget as `survey` gives one, so a survey line can be checked deal by deal. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './capture.ts';

describe('solve --max-nodes', () => {
  it("gives the verdict, the line and the nodes of the survey's line at the same budget", async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'solve-budget-')), 's.jsonl');
    const survey = await runCli(['survey', 'streets-and-alleys', '--from', '3', '--count', '7', '--max-nodes', '3000', '--workers', '1', '--out', out]);
    expect(survey.code, survey.err).toBe(0);
    const lines = readFileSync(out, 'utf8').trimEnd().split('\n').slice(1).map((l) => JSON.parse(l) as { deal: number; verdict: string; moves: string[]; nodes: number });
    // Deals 3–9 at 3,000 nodes: proofs, budgets run out and a win, so each kind is compared.
    expect(new Set(lines.map((l) => l.verdict))).toEqual(new Set(['won', 'impossible', 'unknown']));
    for (const l of lines) {
      const r = await runCli(['solve', 'streets-and-alleys', String(l.deal), '--max-nodes', '3000', '--json']);
      expect(r.code, r.err).toBe(0);
      const solved = JSON.parse(r.out) as { verdict: string; moves: string[]; nodes: number };
      expect({ verdict: solved.verdict, moves: solved.moves, nodes: solved.nodes }, `deal ${l.deal}`).toEqual({ verdict: l.verdict, moves: l.moves, nodes: l.nodes });
    }
  });

  it('stops at its node budget and says unknown in words', async () => {
    const r = await runCli(['solve', 'streets-and-alleys', '4', '--max-nodes', '3000']);
    expect(r.out).toMatch(/^Streets and Alleys, deal 4: unknown \(the budget ran out before the search decided\)\nnodes 30\d\d, \d+ ms$/);
    // A time budget beside it: the first to run out ends the search.
    const both = JSON.parse((await runCli(['solve', 'streets-and-alleys', '4', '--max-nodes', '3000', '--budget-ms', '600000', '--json'])).out);
    expect(both).toMatchObject({ verdict: 'unknown' });
    expect(both.nodes).toBeLessThan(3200);
  });

  it.each(['0', '-5', '1e6', '5.0', 'many'])('refuses --max-nodes %j in one line, as survey does', async (n) => {
    const r = await runCli(['solve', 'fortress', '1', '--max-nodes', n]);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.split('\n')[0]).toMatch(/^solitaire solve: --max-nodes takes a (positive whole number \(digits only\), not ".*"|value, not the option "-5".*)$/);
  });
});
