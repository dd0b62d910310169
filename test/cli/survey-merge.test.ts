/** A survey stage merged into a committed file: every deal the stage ran has its line replaced, decided or not, each deal once. */
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeStage } from '../../src/cli/survey-merge.ts';
import { runCli } from './capture.ts';

const header = (maxNodes: number, extra: object = {}): string => JSON.stringify({ survey: 1, game: 'citadel', solver: '0.1.0+abc', budgetMs: null, maxNodes, ...extra });
const rec = (deal: number, verdict: string, nodes: number, moves: string[] = []): string => JSON.stringify({ deal, verdict, moves, nodes, ms: 5 });

const committed = [header(1000), rec(1, 'won', 10, ['t1-f1']), rec(2, 'unknown', 1000), rec(3, 'unknown', 1000), rec(4, 'impossible', 50), JSON.stringify({ deal: 4, rating: 'impossible' }), rec(5, 'unknown', 1000)].join('\n') + '\n';
// The work file: a copy of the committed lines, then the stage `survey --again unknown` appended.
const work = [committed.trimEnd(), header(100_000), rec(2, 'won', 5000, ['t2-f1', 't3-f1']), rec(3, 'unknown', 100_000), rec(5, 'impossible', 7000)].join('\n') + '\n';

describe('merging a survey stage', () => {
  it('replaces the lines of every deal the stage ran, decided or not, under the stage\'s header, moves left out', () => {
    const r = mergeStage(work, committed, { moves: 'drop', note: '{n} unknowns again at 100000 nodes: {won} won, {impossible} impossible, {unknown} unknown' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.stage).toEqual({ n: 3, won: 1, impossible: 1, unknown: 1 });
    expect(r.value.removed).toBe(3);
    expect(r.value.text.trimEnd().split('\n')).toEqual([
      header(1000),
      rec(1, 'won', 10, ['t1-f1']),
      rec(4, 'impossible', 50),
      JSON.stringify({ deal: 4, rating: 'impossible' }),
      header(100_000, { budget: '3 unknowns again at 100000 nodes: 1 won, 1 impossible, 1 unknown' }),
      JSON.stringify({ deal: 2, verdict: 'won', nodes: 5000, ms: 5 }),
      JSON.stringify({ deal: 3, verdict: 'unknown', nodes: 100_000, ms: 5 }),
      JSON.stringify({ deal: 5, verdict: 'impossible', nodes: 7000, ms: 5 }),
    ]);
  });

  it('refuses a note with a placeholder it does not know (a stage note once kept "{w} won" as it stood)', () => {
    const r = mergeStage(work, committed, { moves: 'drop', note: 'deals 2, 3 and 5: {w} won, {impossible} impossible' });
    expect(r).toEqual({ ok: false, message: "the note's {w} is not one of {n}, {won}, {impossible} and {unknown}" });
    expect(mergeStage(work, committed, { moves: 'drop', note: 'a set {} and {won} won' }).ok).toBe(false);
    expect(mergeStage(work, committed, { moves: 'drop', note: 'deals {2, 3} kept: {won} won' }).ok).toBe(true);
  });

  it('keeps the moves when asked, and skips the stage lines merged before', () => {
    const r = mergeStage(work, committed, { moves: 'keep', skip: 1 });
    expect(r.ok && r.value.stage).toEqual({ n: 2, won: 0, impossible: 1, unknown: 1 });
    expect(r.ok && r.value.text.trimEnd().split('\n').slice(-3)).toEqual([header(100_000), rec(3, 'unknown', 100_000), rec(5, 'impossible', 7000)]);
    const kept = mergeStage(work, committed, { moves: 'keep' });
    expect(kept.ok && kept.value.text).toContain(rec(2, 'won', 5000, ['t2-f1', 't3-f1']));
  });

  it('refuses a stage holding winning lines unless told what becomes of their moves', () => {
    expect(mergeStage(work, committed)).toEqual({ ok: false, message: 'the stage holds 1 winning line with its moves: say --keep-moves or --drop-moves' });
    // Without winning lines there is nothing to lose: no choice asked for.
    expect(mergeStage(work, committed, { skip: 1 }).ok).toBe(true);
  });

  it('refuses a bad line, a work file without a header, or files of two games, in one line', () => {
    expect(mergeStage(rec(1, 'won', 1), committed, { moves: 'keep' })).toEqual({ ok: false, message: 'the work file has no header' });
    expect(mergeStage(work + '{"deal":6,"verdict":"WON"}\n', committed, { moves: 'keep' })).toMatchObject({ ok: false, message: expect.stringMatching(/^work file line 12: /) });
    expect(mergeStage(work, committed + 'not json\n', { moves: 'keep' })).toEqual({ ok: false, message: 'committed file line 8: not JSON' });
    expect(mergeStage(work, committed.replace('citadel', 'fortress'), { moves: 'keep' })).toEqual({ ok: false, message: 'the work file is a survey of citadel, the committed file of fortress' });
  });

  // Fortress 1–20: 300 nodes leave 2, 3, 5, 13 and 16 unknown; 1,000 nodes win one and leave four.
  it('makes the next stage at the same budget resume past the deals this one left unknown', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'survey-merge-'));
    const [committedFile, workFile] = [join(dir, 'committed.jsonl'), join(dir, 'work.jsonl')];
    const survey = (out: string, nodes: number, ...more: string[]) =>
      runCli(['survey', 'fortress', '--from', '1', '--count', '20', '--max-nodes', String(nodes), '--workers', '1', '--out', out, ...more]);
    expect((await survey(committedFile, 300)).out).toMatch(/won 0, impossible 15, unknown 5/);
    copyFileSync(committedFile, workFile);
    expect((await survey(workFile, 1000, '--again', 'unknown')).out).toMatch(/won 1, impossible 15, unknown 4/);
    // Merged with words of its own in its header, as the committed files' stages are: the next survey
    // at the same budget still knows the deals as searched under its own settings.
    const r = mergeStage(readFileSync(workFile, 'utf8'), readFileSync(committedFile, 'utf8'), { moves: 'drop', note: 'the {n} unknowns again at 1,000 nodes' });
    expect(r.ok && r.value.stage).toEqual({ n: 5, won: 1, impossible: 0, unknown: 4 });
    writeFileSync(committedFile, r.ok ? r.value.text : '');
    copyFileSync(committedFile, workFile);
    const next = await survey(workFile, 1000, '--again', 'unknown');
    expect(next.err).toMatch(/resuming: 20 deals already in .*, 0 to solve/);
    expect(next.out).toMatch(/won 1, impossible 15, unknown 4/);
  });
});
