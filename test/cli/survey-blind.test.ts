// `survey big-ben --policy blind` and `summary` of its file. Every game here is played by a tiny
// blind policy (one or two sampled orders of a few hundred nodes a decision), so the file stays
// cheap: what is checked is the file, the resume and the messages, not how well the policy plays.
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apply, dealPosition, gameDef, isWon, legalMoves, makeMove, parseMove } from '../../src/engine/index.ts';
import { playBlind, type BlindPolicy } from '../../src/solver/blind-big-ben.ts';
import { readSurvey, surveyHeader } from '../../src/cli/survey-file.ts';
import { runCli } from './capture.ts';

const ROOT = join(import.meta.dirname, '../..');
const file = (): string => join(mkdtempSync(join(tmpdir(), 'survey-blind-')), 'f.jsonl');
const TINY: BlindPolicy = { samples: 2, nodesPerSolve: 300, safeFirst: true };
const tinyArgs = ['--samples', '2', '--sample-nodes', '300', '--workers', '1'];
const survey = (out: string, from: number, count: number) =>
  runCli(['survey', 'big-ben', '--policy', 'blind', '--from', String(from), '--count', String(count), ...tinyArgs, '--out', out]);
const blindHeader = JSON.stringify(surveyHeader('big-ben', undefined, undefined, TINY));
const records = (path: string): { deal: number; verdict: string; moves: string[]; nodes: number | null }[] =>
  readFileSync(path, 'utf8').split('\n').filter((l) => l.startsWith('{"deal"')).map((l) => JSON.parse(l));

/** The position after a record's moves, each checked legal. */
function replayed(deal: number, moves: readonly string[]) {
  const def = gameDef('big-ben');
  const start = dealPosition('big-ben', String(deal));
  if (!start.ok) throw new Error(start.message);
  let pos = start.value;
  for (const text of moves) {
    const m = parseMove(text, def);
    if (!m.ok) throw new Error(`deal ${deal}: ${m.message}`);
    expect(legalMoves(pos).map(makeMove), `deal ${deal}, ${text}`).toContain(text);
    pos = apply(pos, m.value);
  }
  return pos;
}

describe('survey big-ben --policy blind', () => {
  it('plays each deal to its end: a blind header, then won or lost with the moves, which replay to that end', async () => {
    const out = file();
    const r = await survey(out, 1, 3);
    expect(r.code, r.err).toBe(0);
    const lines = readFileSync(out, 'utf8').trimEnd().split('\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({ survey: 1, game: 'big-ben', policy: 'blind', blind: TINY, budgetMs: null, maxNodes: null });
    const recs = records(out);
    expect(recs.map((x) => x.deal).sort()).toEqual([1, 2, 3]);
    for (const rec of recs) {
      expect(['won', 'lost']).toContain(rec.verdict);
      expect(rec.nodes).toBeGreaterThan(0);
      const end = replayed(rec.deal, rec.moves);
      expect(isWon(end), `deal ${rec.deal}`).toBe(rec.verdict === 'won');
    }
    // The moves are the policy's own, as playBlind plays them.
    const first = recs.find((x) => x.deal === 2)!;
    const start = dealPosition('big-ben', '2');
    if (!start.ok) throw new Error(start.message);
    expect(first.moves).toEqual(playBlind(start.value, { policy: TINY }).moves.map(makeMove));
    const won = recs.filter((x) => x.verdict === 'won').length;
    expect(r.out).toMatch(new RegExp(`^big-ben played blind, deals 1–3: 3 deals\\n {2}won ${won}, lost ${3 - won}\\n {2}won [\\d.]+ %, Wilson 95 % interval \\[[\\d.]+ %, [\\d.]+ %\\]`));
    expect(r.out).toMatch(/policy: 2 sampled stock orders of 300 nodes each, safe foundation moves first/);
  });

  it('a run killed mid-survey loses at most the deal in progress; the same command goes on', async () => {
    const out = file();
    const args = ['bin/solitaire.js', 'survey', 'big-ben', '--policy', 'blind', '--from', '1', '--count', '200', ...tinyArgs, '--out', out];
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'ignore' });
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      const poll = setInterval(() => {
        if (existsSync(out) && records(out).length >= 2) {
          clearInterval(poll);
          resolve();
        }
      }, 50);
      child.on('exit', () => {
        clearInterval(poll);
        reject(new Error('the survey ended before it was killed'));
      });
    });
    child.kill('SIGKILL');
    await exited;
    const before = records(out);
    // Whole lines only, each deal once, in order from deal 1 (one thread): nothing torn, nothing lost.
    const c = await readSurvey(out);
    expect(c.bad).toBe(0);
    expect(before.map((x) => x.deal)).toEqual(before.map((_, i) => i + 1));
    const k = before.length;
    const again = await survey(out, 1, k + 2);
    expect(again.code, again.err).toBe(0);
    expect(again.err).toMatch(new RegExp(`resuming: ${k} deals already in .*, 2 to play`));
    const after = records(out);
    expect(after.slice(0, k)).toEqual(before);
    expect(after.map((x) => x.deal).sort((a, b) => a - b)).toEqual(Array.from({ length: k + 2 }, (_, i) => i + 1));
  });

  it('reports a malformed line in one line, plays its deal again and keeps the others', async () => {
    const out = file();
    const good = (deal: number, verdict: string) => JSON.stringify({ deal, verdict, moves: [], nodes: 7, ms: 1 });
    writeFileSync(out, [blindHeader, good(1, 'lost'), '{"deal":2,"verdict":"lo', good(3, 'impossible'), JSON.stringify({ deal: 4, verdict: 'won', moves: [], nodes: null, ms: 3 }), ''].join('\n'));
    const r = await survey(out, 1, 4);
    expect(r.code, r.err).toBe(0);
    const note = r.err.split('\n').find((l) => l.includes('bad line'))!;
    expect(note).toBe(`${out}: 2 bad lines ignored, their deals are played again (line 3: not JSON; line 4: verdict impossible in a survey played blind (won or lost))`);
    expect(r.err).toMatch(/resuming: 2 deals already in .*, 2 to play/);
    const c = await readSurvey(out);
    expect([...c.deals.entries()].map(([d]) => d)).toEqual(['1', '2', '3', '4']);
    // The lines already there stay as they were (nodes null: not counted).
    expect(readFileSync(out, 'utf8').split('\n')[1]).toBe(good(1, 'lost'));
    const sum = await runCli(['summary', out, '--knowing', join(ROOT, 'docs/survey/big-ben.jsonl')]);
    expect(sum.code, sum.err).toBe(0);
    expect(sum.out).toMatch(/2 bad lines left out \(first: line 3, not JSON\)/);
  });

  it('refuses in one line: an unknown policy, a castle game, a budget of the solver, the blind budgets without it, a file of the other policy', async () => {
    const cases: [string[], string][] = [
      [['big-ben', '--policy', 'peek', '--count', '1'], '--policy takes solver or blind, not "peek"'],
      [['fortress', '--policy', 'blind', '--count', '1'], "--policy blind plays Big Ben only: fortress hides no card, so the solver's verdict is what a player can win"],
      [['big-ben', '--policy', 'blind', '--count', '1', '--max-nodes', '5'], '--policy blind takes no --budget-ms or --max-nodes: its budgets are --samples and --sample-nodes (per decision)'],
      [['big-ben', '--count', '1', '--samples', '2'], '--samples and --sample-nodes go with --policy blind'],
      [['big-ben', '--policy', 'blind', '--count', '1', '--samples', '0'], '--samples takes a whole number from 1 to 1000 (digits only), not "0"'],
    ];
    for (const [args, message] of cases) {
      const r = await runCli(['survey', ...args]);
      expect([r.code, r.out, r.err.split('\n')[0]], args.join(' ')).toEqual([2, '', `solitaire survey: ${message}`]);
    }
    const solved = file();
    writeFileSync(solved, `${JSON.stringify(surveyHeader('big-ben', undefined, 1000))}\n`);
    const r = await survey(solved, 1, 1);
    expect([r.code, r.err]).toEqual([2, `solitaire survey: ${solved} holds big-ben deals solved, not played blind: give another --out (one policy a file)`]);
    const blind = file();
    writeFileSync(blind, `${blindHeader}\n`);
    const back = await runCli(['survey', 'big-ben', '--count', '1', '--max-nodes', '1000', '--out', blind]);
    expect([back.code, back.err]).toEqual([2, `solitaire survey: ${blind} holds big-ben deals played blind, not solved: give another --out (one policy a file)`]);
  });
});

describe('summary of a survey played blind', () => {
  const dir = mkdtempSync(join(tmpdir(), 'summary-blind-'));
  const blind = join(dir, 'blind.jsonl'), knowing = join(dir, 'known.jsonl');
  const rec = (deal: number, verdict: string, ms = deal) => JSON.stringify({ deal, verdict, moves: [], nodes: 10, ms });
  writeFileSync(blind, [blindHeader, rec(1, 'won'), rec(2, 'lost'), rec(3, 'lost'), rec(4, 'lost'), rec(5, 'lost'), ''].join('\n'));
  const solverRec = (deal: number, verdict: string) => JSON.stringify({ deal, verdict, moves: [], nodes: 5, ms: 1 });
  writeFileSync(knowing, [JSON.stringify(surveyHeader('big-ben', undefined, 1000)), solverRec(2, 'won'), solverRec(3, 'won'), solverRec(4, 'impossible'), ''].join('\n'));

  it('prints the share won with its Wilson interval and what knowing the stock wins of the losses', async () => {
    const r = await runCli(['summary', blind, '--knowing', knowing]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toBe(
      [
        `Big Ben played blind (${blind}): 5 deals`,
        '  won 1, lost 4',
        '  won 20.00 %, Wilson 95 % interval [3.62 %, 62.45 %]',
        `  the 4 losses knowing the stock's order: winnable 2, impossible 1, unknown 1 (${knowing})`,
        '  time per game: median 3 ms, p99 5 ms, max 5 ms (total 0.0 s)',
        '  policy: 2 sampled stock orders of 300 nodes each, safe foundation moves first',
      ].join('\n'),
    );
    const json = JSON.parse((await runCli(['summary', blind, '--knowing', knowing, '--json'])).out);
    expect(json).toMatchObject({ game: 'big-ben', policy: 'blind', deals: 5, won: 1, lost: 4, lossesKnowingStock: { winnable: 2, impossible: 1, unknown: 1 } });
    expect((await runCli(['summary', blind, '--list', 'lost'])).out).toBe('2\n3\n4\n5');
    expect((await runCli(['summary', blind, '--csv'])).out.split('\n')[2]).toMatch(/^big-ben,2,lost,10,2,/);
  });

  it('by default asks the repository\'s solver surveys of Big Ben', async () => {
    const r = await runCli(['summary', blind]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/the 4 losses knowing the stock's order: winnable 4, impossible 0, unknown 0 \(.*big-ben\.jsonl, .*big-ben\.jsonl\.gz\)/);
  });

  it('refuses in one line: a solver verdict list, --knowing a castle survey or with a solver file, a file mixing policies', async () => {
    const list = await runCli(['summary', blind, '--list', 'impossible']);
    expect([list.code, list.err.split('\n')[0]]).toEqual([2, `solitaire summary: "${blind}" holds deals played blind: --list takes won, lost, conflict, not "impossible"`]);
    const castle = join(dir, 'castle.jsonl');
    writeFileSync(castle, `${JSON.stringify(surveyHeader('fortress', undefined, 1000))}\n${solverRec(2, 'won')}\n`);
    const other = await runCli(['summary', blind, '--knowing', castle]);
    expect([other.code, other.err]).toEqual([2, `solitaire summary: ${castle} is not a solver survey of Big Ben (it cannot say what knowing the stock wins)`]);
    const solverFile = await runCli(['summary', knowing, '--knowing', knowing]);
    expect([solverFile.code, solverFile.err.split('\n')[0]]).toEqual([2, 'solitaire summary: --knowing goes with a survey of Big Ben played blind (survey --policy blind)']);
    const mixed = join(dir, 'mixed.jsonl');
    writeFileSync(mixed, `${readFileSync(blind, 'utf8')}${readFileSync(knowing, 'utf8')}`);
    const m = await runCli(['summary', mixed]);
    expect([m.code, m.err]).toEqual([2, `solitaire summary: "${mixed}" mixes deals solved and played blind: its figures would mean nothing; keep one policy a file`]);
  });
});
