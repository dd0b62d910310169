// `solitaire replay --fc-solve`: Freecell Solver's solution of a deal played through our engine.
// Debian's fc-solve (freecell-solver-bin, which the test command installs) solves Beleaguered
// Castle 2 in a moment, with runs of 2 to 4 cards moved whole among its moves.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { FC_SOLVE } from '../../src/cli/fc-solve-run.ts';
import { runCli } from './capture.ts';

let solution = '';

/** fc-solve's whole output for a deal, as a researcher would keep it. */
async function fcSolve(game: string, deal: string, preset: string): Promise<string> {
  const board = (await runCli(['deal', game, deal, '--format', 'fc-solve'])).out;
  return execFileSync(FC_SOLVE, ['-g', preset, '-p', '-t', '-sam'], { input: board, encoding: 'utf8', env: { ...process.env, FREECELL_SOLVER_QUIET: '1' } });
}

/** Replays `text` as deal `deal`'s fc-solve output, through the command (the file is runCli's, in memory). */
const replay = (text: string, game = 'beleaguered-castle', deal = '2') => runCli(['replay', '--fc-solve', 'out.txt', game, deal], { 'out.txt': text });

beforeAll(async () => {
  expect(existsSync(FC_SOLVE), `${FC_SOLVE} is missing: sudo apt-get install -y freecell-solver-bin`).toBe(true);
  solution = await fcSolve('beleaguered-castle', '2', 'beleaguered_castle');
});

describe('replay --fc-solve', () => {
  it("plays fc-solve's line card by card, runs through the empty rows, to a win our own replay confirms", async () => {
    expect(solution).toMatch(/^Move [2-9] cards from stack \d+ to stack \d+$/m);
    const theirs = solution.split('\n').filter((l) => l.startsWith('Move')).length;
    const r = await replay(solution);
    expect(r.code, r.err).toBe(0);
    const [said, moves] = r.out.split('\n');
    expect(said).toMatch(new RegExp(`^Beleaguered Castle, deal 2: fc-solve's ${theirs} moves replayed as (\\d+) of ours, won$`));
    const ours = moves!.replace(/^moves: /, '').split(' ');
    expect(ours.length).toBeGreaterThan(theirs);
    const record = `[Game "beleaguered-castle"]\n[Deal "2"]\n[Rules "1"]\n\n${ours.join(' ')}\n`;
    const again = await runCli(['replay', 'r.txt'], { 'r.txt': record });
    expect(again.out.split('\n')[0]).toBe(`Beleaguered Castle, deal 2: ${ours.length} moves replayed, won`);
  });

  it('refuses a move our rules forbid, at that move, and a line that stops short of a win', async () => {
    const lines = solution.split('\n');
    const first = lines.findIndex((l) => l.startsWith('Move'));
    // The first move sent elsewhere: onto a row whose top card does not take it (or home, when it cannot go).
    const moved = lines.map((l, i) => (i === first ? 'Move a card from stack 0 to the foundations' : l)).join('\n');
    const bad = await replay(moved);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/^solitaire replay: ".*": move 1 \("Move a card from stack 0 to the foundations"\): row 0's top card cannot go home$/);
    const moveLines = lines.flatMap((l, i) => (l.startsWith('Move') ? [i] : []));
    const short = lines.slice(0, moveLines[21]).join('\n');
    const r = await replay(short);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^Beleaguered Castle, deal 2: fc-solve's 21 moves replayed as \d+ of ours, playing\n/);
  });

  it('says in one line when the file is not such an output, is of another deal, or the game is not one fc-solve plays', async () => {
    const cases: [Promise<{ code: number; out: string; err: string }>, RegExp][] = [
      [replay('This game is solveable.\n'), /: no board in it: give the whole output of fc-solve -p -t -sam$/],
      [replay(solution, 'beleaguered-castle', '3'), /: its first board is not this deal$/],
      [replay(solution.replace(/^Move 1 cards from stack (\d+) to stack (\d+)$/m, 'Move a card from stack $1 to freecell 0'), 'beleaguered-castle', '2'), /: move \d+ \("Move a card from stack \d+ to freecell 0"\): not a move of a castle game$/],
      [replay(solution, 'big-ben', '2'), /^solitaire replay: fc-solve plays Beleaguered Castle, Sham Battle, Streets and Alleys and Citadel, not Big Ben$/],
      [replay(solution, 'fortress', '2'), /, not Fortress$/],
      [replay(solution, 'selective-castle', '2'), /, not Selective Castle$/],
      [runCli(['replay', '--fc-solve', 'none.txt', 'beleaguered-castle', '2']), /: no such file$/],
      [runCli(['replay', '--fc-solve', 'x.txt', 'beleaguered-castle']), /^usage: solitaire replay/],
    ];
    for (const [run, why] of cases) {
      const r = await run;
      expect(r.out).toBe('');
      expect(r.err.split('\n')[0]).toMatch(why);
      expect(r.code).not.toBe(0);
    }
  });
});
