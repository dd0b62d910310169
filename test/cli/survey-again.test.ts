// `survey --again unknown`: a survey's next stage, which solves again the unknown deals of its file
// under a larger budget, appends their lines and resumes like any survey. Fortress deals 1–20 at
// 300 nodes leave 5 unknown (2, 3, 5, 13, 16); at 20,000 nodes all are decided.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSurvey, surveyHeader } from '../../src/cli/survey-file.ts';
import { settings } from '../../src/cli/commands/survey.ts';
import { runCli } from './capture.ts';

const file = (): string => join(mkdtempSync(join(tmpdir(), 'survey-again-')), 'f.jsonl');
const survey = (out: string, nodes: number, ...more: string[]) =>
  runCli(['survey', 'fortress', '--from', '1', '--count', '20', '--max-nodes', String(nodes), '--workers', '1', '--out', out, ...more]);
const unknownDeals = async (out: string): Promise<string[]> =>
  [...(await readSurvey(out)).deals.entries()].filter(([, e]) => e.verdict === 'unknown').map(([d]) => d).sort((a, b) => +a - +b);
const lines = (out: string): string[] => readFileSync(out, 'utf8').trimEnd().split('\n');

describe('survey --again unknown', () => {
  it('solves the unknowns again under the larger budget, keeps the first stage, and a second run adds nothing', async () => {
    const out = file();
    expect((await survey(out, 300)).out).toMatch(/won 0, impossible 15, unknown 5/);
    expect(await unknownDeals(out)).toEqual(['2', '3', '5', '13', '16']);
    const first = lines(out);

    const again = await survey(out, 20_000, '--again', 'unknown');
    expect(again.code).toBe(0);
    expect(again.err).toMatch(/resuming: 15 deals already in .*, 5 to solve/);
    expect(again.err).toMatch(/solving again: 5 deals the file holds as unknown under another solver version or budget/);
    expect(again.err).toMatch(/kept as they are: 15 deals decided under another solver version or budget \(the header lines in .* say which\)/);
    expect(again.err).not.toMatch(/note:/);
    expect(again.out).toMatch(/: 20 deals\n {2}won 5, impossible 15, unknown 0/);
    // Which stage settled what: the first stage's impossible deals, the second's wins.
    expect(again.out.split('\n').slice(-3)).toEqual([
      '  budgets, stage by stage, with the deals each settled (an unknown deal under its last stage):',
      '    1. no time limit, 300 nodes per deal: 15 deals (won 0, impossible 15, unknown 0)',
      '    2. no time limit, 20000 nodes per deal: 5 deals (won 5, impossible 0, unknown 0)',
    ]);
    // The first stage's lines stay as they were; a header for the new budget, then one line per deal solved again.
    const now = lines(out);
    expect(now.slice(0, first.length)).toEqual(first);
    expect(JSON.parse(now[first.length]!)).toEqual(surveyHeader('fortress', undefined, 20_000));
    expect(now.slice(first.length + 1).map((l) => JSON.parse(l).deal).sort((a, b) => a - b)).toEqual([2, 3, 5, 13, 16]);
    expect(await unknownDeals(out)).toEqual([]);

    const third = await survey(out, 20_000, '--again', 'unknown');
    expect(third.err).toMatch(/resuming: 20 deals already in .*, 0 to solve/);
    expect(third.err).toMatch(/solving again: none: .* holds no unknown deal of the range under other settings/);
    expect(lines(out)).toEqual(now);
    // summary reads the file as the survey does: each deal once.
    expect((await runCli(['summary', out])).out).toMatch(/won 5, impossible 15, unknown 0/);
    // Resumed at the first stage's budget, without --again: the second stage's deals are told apart.
    const back = await survey(out, 300);
    expect(back.err).toMatch(/note: 5 of them were solved by another solver version or budget \(the header lines in .* say which\)/);
    expect(back.err).not.toMatch(/kept as they are/);
  });

  it('resumes a stage cut short: a deal still unknown under the new settings is done, the others are solved', async () => {
    const out = file();
    const unknown = (deal: number, nodes: number): string => JSON.stringify({ deal, verdict: 'unknown', moves: [], nodes, ms: 1 });
    const impossible = (deal: number): string => JSON.stringify({ deal, verdict: 'impossible', moves: [], nodes: 9, ms: 1 });
    writeFileSync(out, [
      JSON.stringify(surveyHeader('fortress', undefined, 300)), unknown(2, 301), unknown(3, 301), impossible(4),
      // The new stage had done deal 2 (still unknown at 20 nodes) when it stopped.
      JSON.stringify(surveyHeader('fortress', undefined, 20)), unknown(2, 21), '',
    ].join('\n'));
    const r = await runCli(['survey', 'fortress', '--from', '2', '--count', '3', '--max-nodes', '20', '--workers', '1', '--out', out, '--again', 'unknown']);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/resuming: 2 deals already in .*, 1 to solve/);
    expect(r.err).toMatch(/solving again: 1 deals/);
    expect(lines(out).slice(6).map((l) => JSON.parse(l).deal)).toEqual([3]);
  });

  it('without --again, the unknowns stay as they are', async () => {
    const out = file();
    await survey(out, 300);
    const r = await survey(out, 20_000);
    expect(r.err).toMatch(/resuming: 20 deals already in .*, 0 to solve/);
    expect(r.err).not.toMatch(/solving again/);
    expect(await unknownDeals(out)).toEqual(['2', '3', '5', '13', '16']);
  });

  it('says in one line what it takes', async () => {
    const bad = async (...args: string[]): Promise<string> => {
      const r = await runCli(['survey', ...args]);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      return r.err.split('\n')[0]!;
    };
    expect(await bad('fortress', '--count', '5', '--out', file(), '--again', 'won')).toBe(
      "solitaire survey: --again takes unknown (the out file's unknown deals, solved again under this budget), not \"won\"",
    );
    expect(await bad('fortress', '--count', '5', '--again', 'unknown')).toBe('solitaire survey: --again unknown solves again the unknown deals of the --out file: give the file');
    expect(await bad('big-ben', '--policy', 'blind', '--count', '5', '--out', file(), '--again', 'unknown')).toBe(
      'solitaire survey: --again unknown goes with the solver: a deal played blind is won or lost, never unknown',
    );
  });

  it('on the queue, hands out one deal a chunk unless --chunk says otherwise', () => {
    const io = { out: () => {}, err: () => {}, readFile: async () => '', readChunks: async function* () {} };
    const base = ['fortress', '--count', '5', '--out', 'f.jsonl', '--queue', 'redis://127.0.0.1:6379'];
    expect(settings([...base, '--again', 'unknown'], io)?.queue?.chunk).toBe(1);
    expect(settings([...base, '--again', 'unknown', '--chunk', '4'], io)?.queue?.chunk).toBe(4);
    expect(settings(base, io)?.queue?.chunk).toBe(10);
  });
});
