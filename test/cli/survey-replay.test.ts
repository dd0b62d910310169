// The committed survey data's winning lines replay through `solitaire replay` to a win (a seeded
// sample of each file here; every line: npm run replay:survey), and a line that does not is reported
// with its deal and the first illegal move.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gameOfName, replaySurvey, replaySurveyFiles, surveyFilesUnder, SurveyReplayError } from '../../src/cli/survey-replay.ts';

const DATA = join(import.meta.dirname, '../../docs/survey');
const dir = (): string => mkdtempSync(join(tmpdir(), 'survey-replay-'));
const header = (game: string, more: object = {}): string => JSON.stringify({ survey: 1, game, solver: 'test', budgetMs: null, maxNodes: null, ...more });
const record = (deal: number, verdict: string, moves: string[] = [], nodes: number | null = 1): string => JSON.stringify({ deal, verdict, moves, nodes, ms: 1 });

/** The first winning line holding its moves in a committed file. */
function committedLine(file: string): { deal: number; moves: string[] } {
  const bytes = readFileSync(join(DATA, file));
  const text = (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  const line = text.split('\n').find((l) => l.includes('"verdict":"won"') && l.includes('"moves":["'));
  if (!line) throw new Error(`${file} holds no winning line with its moves: the test needs one`);
  return JSON.parse(line) as { deal: number; moves: string[] };
}

/** docs/cli.md's table of the committed lines that replay: file → [lines replayed to a win, `won` deals with no line]. */
function replayTable(): Map<string, [number, number]> {
  const doc = readFileSync(join(import.meta.dirname, '../../docs/cli.md'), 'utf8');
  const n = (text: string): number => Number(text.replaceAll(',', ''));
  const rows = [...doc.matchAll(/^\| `([^`]+\.jsonl(?:\.gz)?)` \| ([\d,]+) \| 0 \| ([\d,]+) \|$/gm)];
  return new Map(rows.map((m) => [m[1]!, [n(m[2]!), n(m[3]!)]]));
}

describe('the winning lines in docs/survey', () => {
  it('20 lines drawn at random from each file replay to a win, and every game with lines has some checked', async () => {
    const files = surveyFilesUnder(DATA);
    expect(files.length, `survey files under ${DATA}`).toBeGreaterThanOrEqual(11);
    const checked = new Map<string, number>();
    const table = replayTable();
    for (const file of files) {
      const r = await replaySurvey(file, { sample: { count: 20, seed: 37 } });
      const name = file.slice(DATA.length + 1);
      expect(r.failures, name).toEqual([]);
      expect(r.unreadable, name).toBe(0);
      expect([r.checked, r.replayed], name).toEqual([Math.min(20, r.lines), Math.min(20, r.lines)]);
      expect(table.get(name), `docs/cli.md's table of the lines that replay, row ${name}`).toEqual([r.lines, r.withoutLine]);
      checked.set(r.game!, (checked.get(r.game!) ?? 0) + r.checked);
    }
    expect([...table.keys()].sort(), "docs/cli.md's table of the lines that replay: one row a file").toEqual(files.map((f) => f.slice(DATA.length + 1)).sort());
    // Fortress's data hold no winning line yet (its surveys predate the moves being kept).
    for (const game of ['beleaguered-castle', 'citadel', 'streets-and-alleys', 'big-ben']) expect(checked.get(game), game).toBeGreaterThanOrEqual(20);
  }, 60_000);
});

describe('replaySurvey', () => {
  const citadel = committedLine('citadel.jsonl');
  /** The line with one foundation move sent to the next foundation: illegal, since each foundation is one suit's. */
  const changed = (() => {
    const at = citadel.moves.findIndex((m, i) => i >= 3 && /^t\d+-f\d$/.test(m));
    if (at < 0) throw new Error(`Citadel deal ${citadel.deal}'s line has no move to a foundation after its third: the test needs one to change`);
    const moves = [...citadel.moves];
    moves[at] = moves[at]!.replace(/f(\d)$/, (_, f: string) => `f${(Number(f) + 1) % 4}`);
    return { at, moves };
  })();

  it('a line cut short fails with where it stops, a line of another deal at its first illegal move', async () => {
    const path = join(dir(), 'citadel.jsonl');
    const short = citadel.moves.slice(0, -1);
    writeFileSync(path, [header('citadel'), record(citadel.deal, 'won', citadel.moves), record(citadel.deal, 'won', short), record(900, 'won', citadel.moves), record(902, 'impossible'), ''].join('\n'));
    const r = await replaySurvey(path);
    expect([r.game, r.lines, r.checked, r.replayed]).toEqual(['citadel', 3, 3, 1]);
    expect(r.failures).toEqual([
      { deal: String(citadel.deal), why: `Citadel, deal ${citadel.deal}: ${short.length} moves replayed, playing` },
      { deal: '900', why: expect.stringMatching(/^move \d+ \(t\d+-[ft]\d+\) is illegal: /) },
    ]);
  });

  it('a line with a changed move fails with its deal and that move: exit 1, the move printed', async () => {
    const path = join(dir(), 'citadel.jsonl');
    writeFileSync(path, [header('citadel'), record(citadel.deal, 'won', changed.moves), ''].join('\n'));
    const r = await replaySurvey(path);
    expect(r.failures).toEqual([{ deal: String(citadel.deal), why: expect.stringMatching(new RegExp(`^move ${changed.at + 1} \\(${changed.moves[changed.at]}\\) is illegal: `)) }]);
    const printed: string[] = [];
    expect(await replaySurveyFiles([path], {}, (t) => void printed.push(t))).toBe(1);
    expect(printed.join('\n')).toContain(`\n  deal ${citadel.deal}: move ${changed.at + 1} (${changed.moves[changed.at]}) is illegal: `);
    expect(printed.at(-1)).toBe('1 file: 0 winning lines replay to a win, 1 fail');
  });

  it('counts the deals marked won with no line once each, and not a deal that has a line too', async () => {
    const path = join(dir(), 's.jsonl');
    writeFileSync(path, [header('citadel'), record(7, 'won'), record(7, 'won'), record(citadel.deal, 'won'), record(citadel.deal, 'won', citadel.moves), record(8, 'won'), ''].join('\n'));
    const r = await replaySurvey(path);
    expect([r.replayed, r.failures.length, r.withoutLine, r.withoutLineDeals]).toEqual([1, 0, 2, ['7', '8']]);
    const printed: string[] = [];
    expect(await replaySurveyFiles([path], {}, (t) => void printed.push(t))).toBe(0);
    expect(printed[0]).toMatch(/\(Citadel\): 1 winning lines replay to a win, 0 fail; 2 deals marked won hold no line \(7, 8\)$/);
  });

  it('a line that says won but cannot be read is counted and fails the run: exit 1', async () => {
    const path = join(dir(), 'citadel.jsonl');
    const torn = record(citadel.deal, 'won', citadel.moves).slice(0, 40);
    writeFileSync(path, [header('citadel'), record(citadel.deal, 'won', citadel.moves), torn, ''].join('\n'));
    const r = await replaySurvey(path);
    expect([r.replayed, r.failures, r.unreadable]).toEqual([1, [], 1]);
    const printed: string[] = [];
    expect(await replaySurveyFiles([path], {}, (t) => void printed.push(t))).toBe(1);
    expect(printed.join('\n')).toContain('\n  1 line that says won could not be read');
    expect(printed.at(-1)).toBe('1 file: 1 winning lines replay to a win, 0 fail, 1 could not be read');
  });

  it('reads the blind games with or without a header: the game from the file name, lost games and null nodes passed over', async () => {
    const won = committedLine('big-ben-blind.jsonl.gz');
    const d = dir();
    const old = join(d, 'big-ben-blind.jsonl');
    writeFileSync(old, [JSON.stringify({ deal: 1, verdict: 'lost', moves: ['deal'], ms: 5 }), JSON.stringify({ ...won, ms: 5 }), ''].join('\n'));
    const blindHeader = header('big-ben', { policy: 'blind', blind: { samples: 8, nodesPerSolve: 20000, safeFirst: true } });
    const headed = join(d, 'blind.jsonl');
    writeFileSync(headed, [blindHeader, record(1, 'lost', ['deal'], null), record(won.deal, 'won', won.moves, null), ''].join('\n'));
    for (const path of [old, headed]) {
      const r = await replaySurvey(path);
      expect([r.game, r.lines, r.replayed, r.failures, r.unreadable], basename(path)).toEqual(['big-ben', 1, 1, [], 0]);
    }
    expect(gameOfName('streets-and-alleys-rechecks.jsonl.gz')).toBe('streets-and-alleys');
    expect(gameOfName('s.jsonl')).toBeUndefined();
  });

  it('a file whose game cannot be told is an error: exit 2, the other files replayed all the same', async () => {
    const d = dir();
    const nameless = join(d, 'data.jsonl'), good = join(d, 'citadel.jsonl');
    writeFileSync(nameless, record(citadel.deal, 'won', citadel.moves) + '\n');
    writeFileSync(good, [header('citadel'), record(citadel.deal, 'won', citadel.moves), ''].join('\n'));
    await expect(replaySurvey(nameless)).rejects.toThrow(SurveyReplayError);
    const printed: [string, boolean][] = [];
    expect(await replaySurveyFiles([nameless, good, join(d, 'missing.jsonl')], {}, (t, e) => void printed.push([t, e === true]))).toBe(2);
    expect(printed.map(([t, e]) => [t.split(':')[0], e])).toEqual([
      [nameless, true],
      [expect.stringMatching(/citadel\.jsonl \(Citadel\)$/), false],
      ['cannot read ' + join(d, 'missing.jsonl'), true],
      ['3 files', false],
    ]);
  });

  it('a sample is drawn among all the lines, the same for the same seed', async () => {
    const path = join(dir(), 'citadel.jsonl');
    // Lines that are not moves fail at once, so the failures say which lines were drawn.
    writeFileSync(path, [header('citadel'), ...Array.from({ length: 200 }, (_, i) => record(i + 1, 'won', ['x'])), ''].join('\n'));
    const drawn = async (seed: number): Promise<string[]> => (await replaySurvey(path, { sample: { count: 5, seed } })).failures.map((f) => f.deal);
    const a = await drawn(1);
    expect(a).toHaveLength(5);
    expect(new Set(a).size).toBe(5);
    expect(await drawn(1)).toEqual(a);
    expect(await drawn(2)).not.toEqual(a);
    expect(Math.max(...a.map(Number)), 'drawn past the first lines').toBeGreaterThan(5);
    const r = await replaySurvey(path, { sample: { count: 5, seed: 1 } });
    expect([r.lines, r.checked]).toEqual([200, 5]);
  });
});
