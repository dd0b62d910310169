import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adoptSurveyFile, openSurvey, parseSurveyLine, readSurvey, recordLine, surveyHeader, SurveyFile, SurveyWriteError } from '../../src/cli/survey-file.ts';
import { SOLVER_VERSION, solverVersion } from '../../src/solver/node/version.ts';

const dir = (): string => mkdtempSync(join(tmpdir(), 'survey-file-'));
const header = (game = 'fortress', ms: number | undefined = 1000): string => JSON.stringify(surveyHeader(game, ms, undefined));
const line = (deal: number | string, verdict = 'won', extra: object = {}): string => JSON.stringify({ deal, verdict, moves: [], nodes: 5, ms: 2, ...extra });

describe('survey files', () => {
  it('a header records the game, the solver version and the budget', () => {
    expect(surveyHeader('fortress', undefined, 5000)).toEqual({ survey: 1, game: 'fortress', solver: solverVersion('fortress'), budgetMs: null, maxNodes: 5000 });
    expect(SOLVER_VERSION).toMatch(/^\d+\.\d+\.\d+\+[0-9a-f]{12}$/);
  });

  it('validates every field: a verdict "WON" or "__proto__", no ms, deal 599.5 or past 10^20 are bad lines', () => {
    for (const bad of [line(2, 'WON'), line(3, '__proto__'), JSON.stringify({ deal: 4, verdict: 'won', nodes: 1 }), line(599.5), line(0), line('100000000000000000000'), line(1, 'won', { nodes: -1 }), line(1, 'won', { moves: 'x' }), '[1]', '{"deal":1', 'null']) {
      expect(parseSurveyLine(bad).kind, bad).toBe('bad');
    }
    expect(parseSurveyLine(line(7, 'impossible'))).toEqual({ kind: 'record', record: { deal: '7', verdict: 'impossible', moves: [], nodes: 5, ms: 2 } });
    expect(parseSurveyLine(line('99999999999999999999'))).toMatchObject({ kind: 'record', record: { deal: '99999999999999999999' } });
    // Old lines have no moves.
    expect(parseSurveyLine('{"deal":1,"verdict":"won","nodes":3439,"ms":408}').kind).toBe('record');
  });

  it('reads a plain record line (deal, verdict, nodes, ms, no moves) as the full JSON reading does, and refuses what it refuses', () => {
    // A space before the line's brace takes it past the plain lines' pattern, to JSON.parse and the field checks.
    const full = (text: string): ReturnType<typeof parseSurveyLine> => parseSurveyLine(` ${text}`);
    const digits = fc.oneof(fc.integer({ min: 0, max: 2 ** 53 - 1 }).map(String), fc.stringMatching(/^-?\d{1,22}(\.\d{0,20})?([eE][+-]?\d{1,3})?$/));
    const verdict = fc.constantFrom('won', 'impossible', 'unknown', 'lost', 'WON', '');
    const moves = fc.constantFrom('', '"moves":[],', '"moves":["t1-f1"],');
    fc.assert(
      fc.property(digits, verdict, moves, digits, digits, (deal, v, m, nodes, ms) => {
        const text = `{"deal":${deal},"verdict":"${v}",${m}"nodes":${nodes},"ms":${ms}}`;
        expect(parseSurveyLine(text), text).toEqual(full(text));
      }),
      { numRuns: 5000 },
    );
    for (const text of ['{"deal":1,"verdict":"won","nodes":3439,"ms":408}', '{"deal":999999999999999,"verdict":"lost","moves":[],"nodes":0,"ms":0.25}', '{"deal":01,"verdict":"won","nodes":1,"ms":1}', '{"deal":1,"verdict":"won","nodes":1,"ms":1.}', '{"deal":0,"verdict":"won","nodes":1,"ms":1}']) {
      expect(parseSurveyLine(text), text).toEqual(full(text));
    }
  });

  it('counts each deal once and reports bad lines, which are solved again', async () => {
    const path = join(dir(), 'f.jsonl');
    writeFileSync(path, [header(), line(1), line(1, 'impossible'), line(2, 'WON'), line(3, '__proto__'), '{"deal":4,"verdict":"won","nodes":1,"moves":[]}', line(599.5), ''].join('\n'));
    const c = await readSurvey(path);
    expect([...c.deals.entries()].map(([d]) => d)).toEqual(['1']);
    expect(c.deals.get('1')).toMatchObject({ verdict: 'impossible', conflict: true });
    expect([c.bad, c.duplicates, c.conflicts, c.torn]).toEqual([4, 1, 1, false]);
    const f = await openSurvey(path, surveyHeader('fortress', 1000, undefined));
    expect(f.ok).toBe(true);
    if (!f.ok) return;
    f.value.close();
    expect(f.value.notes.join('\n')).toMatch(/4 bad lines ignored, their deals are solved again \(line 4: verdict "WON" is not won, impossible, unknown or lost; line 5: verdict "__proto__"/);
    expect(f.value.notes.join('\n')).toMatch(/1 line repeats a deal already there; each deal counts once/);
    expect(f.value.notes.join('\n')).toMatch(/1 deal \(1\) has lines that say won and impossible: it is solved again/);
    expect(['1', '2', '3', '4', '599'].some((d) => f.value.has(d))).toBe(false);
  });

  it('refuses a file of another game, and a file from before headers with how to adopt it', async () => {
    const path = join(dir(), 'f.jsonl');
    writeFileSync(path, `${header('fortress')}\n${line(1)}\n`);
    const other = await openSurvey(path, surveyHeader('beleaguered-castle', 1000, undefined));
    expect(other).toEqual({ ok: false, message: `${path} holds a survey of fortress, not beleaguered-castle: give another --out` });
    writeFileSync(path, '{"deal":1,"verdict":"won","nodes":3439,"ms":408}\n');
    const old = await openSurvey(path, surveyHeader('fortress', 1000, undefined));
    expect(old.ok ? '' : old.message).toMatch(/has no survey header .* scripts\/survey-header\.ts/);
  });

  it('adopts a file from before headers: a header with the game and the budget in words, the lines unchanged', async () => {
    const path = join(dir(), 'f.jsonl');
    const body = '\uFEFF{"deal":1,"verdict":"won","nodes":3439,"ms":408}\n{"deal":2,"verdict":"impossible","nodes":1,"ms":0}';
    writeFileSync(path, body);
    const r = await adoptSurveyFile(path, 'big-ben', '20,000 nodes');
    expect(r.ok && [...r.value.deals.entries()].map(([d]) => d)).toEqual(['1', '2']);
    const lines = readFileSync(path, 'utf8').split('\n');
    expect(JSON.parse(lines[0]!)).toEqual({ survey: 1, game: 'big-ben', solver: 'unknown (solved before survey files recorded the solver version)', budgetMs: null, maxNodes: null, budget: '20,000 nodes' });
    expect(lines.slice(1).join('\n')).toBe(body.slice(1) + '\n');
    expect((await adoptSurveyFile(path, 'big-ben', 'x')).ok).toBe(false);
    // A run on it appends its own header: its records are told apart from the adopted ones.
    const f = await openSurvey(path, surveyHeader('big-ben', 1000, undefined));
    if (f.ok) f.value.close();
    expect(readFileSync(path, 'utf8').split('\n')[3]).toBe(JSON.stringify(surveyHeader('big-ben', 1000, undefined)));
  });

  it('a torn last line is reported and the next record starts on a fresh line', async () => {
    const path = join(dir(), 'f.jsonl');
    writeFileSync(path, `${header()}\n${line(1)}\n{"deal":2,"verd`);
    const f = await openSurvey(path, surveyHeader('fortress', 1000, undefined));
    if (!f.ok) throw new Error(f.message);
    expect(f.value.notes.join('\n')).toMatch(/the last line has no newline/);
    f.value.append({ deal: '2', verdict: 'won', moves: [], nodes: 5, ms: 2 });
    f.value.close();
    const c = await readSurvey(path);
    expect([...c.deals.entries()].map(([d]) => d)).toEqual(['1', '2']);
    expect([c.bad, c.torn]).toEqual([1, false]);
  });

  it('writes deals past 2^53 as digit strings, exactly', () => {
    expect(recordLine({ deal: '9007199254740993', verdict: 'won', moves: [], nodes: 1, ms: 1 })).toBe('{"deal":"9007199254740993","verdict":"won","moves":[],"nodes":1,"ms":1}');
    expect(recordLine({ deal: '12', verdict: 'won', moves: [], nodes: 1, ms: 1 })).toMatch(/^\{"deal":12,/);
  });

  it('a write error (a full disk) is one line naming the file and ENOSPC', async () => {
    const f = new SurveyFile('/dev/full', openSync('/dev/full', 'a'), (await readSurvey('/dev/null')), []);
    expect(() => f.append({ deal: '1', verdict: 'won', moves: [], nodes: 1, ms: 1 })).toThrow(SurveyWriteError);
    expect(() => f.append({ deal: '1', verdict: 'won', moves: [], nodes: 1, ms: 1 })).toThrow('cannot write to /dev/full: no space left on the device (ENOSPC)');
    f.close();
  });

  it('checks --out before any work: a directory, a missing directory', async () => {
    const d = dir();
    expect(await openSurvey(d, surveyHeader('fortress', 1000, undefined))).toEqual({ ok: false, message: `${d} is a directory; --out takes a file` });
    expect(await openSurvey(join(d, 'nope', 'f.jsonl'), surveyHeader('fortress', 1000, undefined))).toEqual({ ok: false, message: `${join(d, 'nope', 'f.jsonl')}: no such directory ${join(d, 'nope')}` });
  });
});
