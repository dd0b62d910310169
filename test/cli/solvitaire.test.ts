// Solvitaire, out and in: `deal --format solvitaire` writes its JSON input, `replay --solvitaire`
// plays the solution it prints through our engine. Solvitaire is not a Debian package, so its output
// is kept: test/golden/solvitaire-citadel-27.txt is what `solvitaire --type beleaguered-castle
// --streamliners smart-solvability --timeout 5000 citadel-27.json` printed (its commit 2815238, built
// with g++ 12 and Debian's libboost-program-options-dev) for the JSON `deal citadel 27 --format
// solvitaire` writes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from './capture.ts';

const golden = readFileSync(new URL('../golden/solvitaire-citadel-27.txt', import.meta.url), 'utf8');

/** Replays `text` as Citadel 27's Solvitaire output, through the command (the file is runCli's, in memory). */
const replay = (text: string, game = 'citadel', deal = '27') => runCli(['replay', '--solvitaire', 'out.txt', game, deal], { 'out.txt': text });

/** A solution as Solvitaire prints it: each state's rows as columns, bottom card first, `[]` for an empty row. */
function printed(states: string[][][]): string {
  const block = (rows: string[][]): string => {
    const depth = Math.max(1, ...rows.map((r) => r.length));
    const lines = Array.from({ length: depth }, (_, k) =>
      rows.map((r) => r[k]?.replace(/^T/, '10') ?? (k === 0 ? '[]' : '')).join('\t').replace(/\t+$/, ''));
    return `--- Foundations ---------\nAC\tAH\tAS\tAD\n--- Tableau Piles -------\n${lines.join('\n')}\n===================================\n`;
  };
  return `Solution:\n${states.map(block).join('')}\nSolution Type: solved\n`;
}

/** Citadel 27's rows, bottom → top. */
async function rows(): Promise<string[][]> {
  const deal = JSON.parse((await runCli(['deal', 'citadel', '27', '--format', 'solvitaire'])).out) as { 'tableau piles': string[][] };
  return deal['tableau piles'].map((r) => r.map((c) => c.replace(/^10/, 'T')));
}

const rankOf = (card: string): number => 'A23456789TJQK'.indexOf(card[0]!) + 1;

describe('deal --format solvitaire', () => {
  it("writes the rows bottom → top and the cards already home, tens as 10, in Solvitaire's JSON", async () => {
    const r = await runCli(['deal', 'citadel', '27', '--format', 'solvitaire']);
    expect(r.code).toBe(0);
    const deal = JSON.parse(r.out);
    expect(deal['tableau piles'][0]).toEqual(['6H', '4C', '8D', '10C']);
    expect(deal.foundations).toEqual(['AC', '2C', '3C', 'AS', '2S', '3S', '4S', '5S', '6S', 'AH', '2H', 'AD', '2D', '3D', '4D', '5D', '6D']);
    const text = (await runCli(['deal', 'citadel', '27'])).out;
    expect(text).toMatch(/t0 +\(4\) +6H 4C 8D TC$/m);
    expect(JSON.parse((await runCli(['deal', 'beleaguered-castle', '1', '--format', 'solvitaire'])).out).foundations).toEqual(['AC', 'AS', 'AH', 'AD']);
    const sa = JSON.parse((await runCli(['deal', 'streets-and-alleys', '1', '--format', 'solvitaire'])).out);
    expect(sa.foundations).toBeUndefined();
    expect(sa['tableau piles'].flat()).toHaveLength(52);
  });

  it('says in one line which games Solvitaire does not play here', async () => {
    for (const game of ['big-ben', 'fortress', 'selective-castle']) {
      const r = await runCli(['deal', game, '1', '--format', 'solvitaire']);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err.trim().split('\n')).toHaveLength(1);
    }
  });
});

describe('replay --solvitaire', () => {
  it("plays Solvitaire's line through our rules to a win our own replay confirms", async () => {
    const r = await replay(golden);
    expect(r.code, r.err).toBe(0);
    const [said, moves] = r.out.split('\n');
    expect(said).toBe("Citadel, deal 27: Solvitaire's 87 moves replayed as 87 of ours, won");
    const ours = moves!.replace(/^moves: /, '').split(' ');
    const record = `[Game "citadel"]\n[Deal "27"]\n[Rules "1"]\n\n${ours.join(' ')}\n`;
    const again = await runCli(['replay', 'r.txt'], { 'r.txt': record });
    expect(again.out.split('\n')[0]).toBe('Citadel, deal 27: 87 moves replayed, won');
  });

  it('refuses a line that stops short of a win, a move our rules forbid and a state no one move reaches', async () => {
    const cut = golden.split(/(?<=\n=+\n)/).slice(0, 41).join('');
    const short = await replay(cut);
    expect(short.code).toBe(1);
    expect(short.out).toMatch(/^Citadel, deal 27: Solvitaire's 40 moves replayed as 40 of ours, playing\n/);

    const start = await rows();
    const tops = start.map((r) => r.at(-1)!);
    // A top card put on a row whose top is not one rank above it.
    const from = tops.findIndex((c, i) => tops.some((d, j) => j !== i && rankOf(d) !== rankOf(c) + 1));
    const to = tops.findIndex((d, j) => j !== from && rankOf(d) !== rankOf(tops[from]!) + 1);
    const moved = start.map((r) => [...r]);
    moved[to]!.push(moved[from]!.pop()!);
    const bad = await replay(printed([start, moved]));
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(new RegExp(`^solitaire replay: "out.txt": state 1 \\(".*"\\): its move of ${tops[from]} is illegal in our rules\\n?$`));

    const swapped = start.map((r) => [...r]);
    [swapped[0]![0], swapped[1]![0]] = [swapped[1]![0]!, swapped[0]![0]!];
    const odd = await replay(printed([start, swapped]));
    expect(odd.code).toBe(1);
    expect(odd.err).toMatch(/: state 1 \(".*"\): not reached by moving one card from the last\n?$/);
  });

  it('says in one line when the file holds no solution, is of another deal, or the game is not one Solvitaire plays', async () => {
    const cases: [Promise<{ code: number; out: string; err: string }>, RegExp][] = [
      [replay('Solution Type: timed-out\nTime Taken (milliseconds): 120000\n'), /: no solution in it: give the whole output of solvitaire for a deal it solved$/],
      [replay(golden, 'citadel', '28'), /: its first state is not this deal$/],
      [replay(golden.replace('10C', '1C')), /: a state in it has a cell that is not a card$/],
      [replay(golden, 'big-ben', '27'), /^solitaire replay: Solvitaire plays Beleaguered Castle, Sham Battle, Streets and Alleys and Citadel, not Big Ben$/],
      [replay(golden, 'fortress', '27'), /, not Fortress$/],
      [runCli(['replay', '--solvitaire', 'none.txt', 'citadel', '27']), /: no such file$/],
      [runCli(['replay', '--solvitaire', 'x.txt', 'citadel']), /^usage: solitaire replay/],
    ];
    for (const [run, why] of cases) {
      const r = await run;
      expect(r.out).toBe('');
      expect(r.err.split('\n')[0]).toMatch(why);
      expect(r.code).toBe(2);
    }
  });
});
