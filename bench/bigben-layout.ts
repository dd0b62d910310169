/**
 * What Big Ben's layout costs a render (npm run bench:layout): µs per computeLayout, each laid out
 * after the one before as Board.tsx does (the game's previous layout, and the normal cards' board
 * for larger cards), at the boards of 390×844, 844×390 and 1280×800, normal and larger cards, over
 * the positions of solver lines (LINES.json, as bench/bigben-piles.ts writes it: its first 40
 * lines) or, without it, 4,000 random pile lengths (0-13 cards, a fixed seed). The median of 7
 * rounds; CPU time on a shared machine, so compare before and after side by side.
 *
 *   npx tsx bench/bigben-layout.ts [LINES.json]
 */
import { existsSync, readFileSync } from 'node:fs';
import { apply, dealPosition, gameDef, parseMove } from '../src/engine/index.ts';
import { normalBoard } from '../src/web/state/bigben-layout.ts';
import { computeLayout, type Layout } from '../src/web/state/layout.ts';

const def = gameDef('big-ben');
/** Name, board, larger cards, and whether the top bar is a rail at the side (844×390 with larger cards). */
const BOARDS: [string, number, number, boolean, boolean][] = [
  ['390x844', 374, 677, false, false], ['390x844 larger', 374, 677, true, false],
  ['844x390', 828, 286, false, false], ['844x390 larger', 724, 334, true, true],
  ['1280x800', 1264, 640, false, false], ['1280x800 larger', 1264, 640, true, false],
];
const ROUNDS = 7;

/** Each game's piles' lengths, position by position. */
function fromLines(path: string): number[][][] {
  const stored = JSON.parse(readFileSync(path, 'utf8')) as { lines: [number, string[]][] };
  return stored.lines.slice(0, 40).map(([deal, moves]) => {
    const r = dealPosition('big-ben', String(deal));
    if (!r.ok) throw new Error(r.message);
    let pos = r.value;
    const rows = [pos.tableau.map((t) => t.length)];
    for (const text of moves) {
      const m = parseMove(text, def);
      if (!m.ok) throw new Error(`deal ${deal}: ${m.message}`);
      rows.push((pos = apply(pos, m.value)).tableau.map((t) => t.length));
    }
    return rows;
  });
}

/** One "game" of random pile lengths (mulberry32, seed 17). */
function random(count: number): number[][][] {
  let seed = 17;
  const next = (): number => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return [Array.from({ length: count }, () => Array.from({ length: 12 }, () => Math.floor(next() * 14)))];
}

const path = process.argv[2];
const games = path && existsSync(path) ? fromLines(path) : random(4000);
const positions = games.reduce((n, g) => n + g.length, 0);
console.log(`${positions} positions (${path && existsSync(path) ? `${games.length} solver lines of ${path}` : 'random pile lengths'}), median of ${ROUNDS} rounds`);

for (const [name, w, h, large, railed] of BOARDS) {
  const normal = normalBoard(w, h, railed);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const t0 = process.hrtime.bigint();
    for (const game of games) {
      let previous: Layout | null = null;
      for (const rows of game) previous = computeLayout(def, w, h, false, false, large, rows, { normal, previous });
    }
    times.push(Number(process.hrtime.bigint() - t0) / 1000 / positions);
  }
  times.sort((a, b) => a - b);
  console.log(`${name}: ${times[ROUNDS >> 1]!.toFixed(2)} µs per layout (fastest round ${times[0]!.toFixed(2)})`);
}
