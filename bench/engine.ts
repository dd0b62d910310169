/**
 * `npm run bench`: engine throughput per game. Random playouts from fixed deals, driven by a
 * fixed-seed PRNG so every run does the same work: at each position the legal moves are
 * generated, one is chosen at random and played; at the end of a playout (no move left, or
 * MAX_PLY moves) every move is taken back with unplay. "positions" = positions whose moves were
 * generated; "moves" = moves generated. Two generators are measured: the array API legalMoves()
 * and the allocation-free forEachLegalMove() that search code (perft, the solver) uses.
 */
import type { GameDef, Move, Position, Undo } from '../src/engine/index.ts';
import { dealPosition, forEachLegalMove, GAMES, legalMoves, play, unplay } from '../src/engine/index.ts';
import { mulberry32 } from '../src/engine/rng.ts';

const DEALS = ['1', '2', '3', '617', '11982', '123456789'];
const MAX_PLY = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 1);
/** `npm run bench -- big-ben fortress` measures only those games. */
const ONLY = process.argv.slice(2);
const BENCH_GAMES = GAMES.filter((g) => ONLY.length === 0 || ONLY.includes(g.id));


interface Tally {
  positions: number;
  moves: number;
}

/** Writes the legal moves of `pos` to the start of `out`; returns how many. */
type Generator = (def: GameDef, pos: Position, out: Move[]) => number;

const viaArray: Generator = (def, pos, out) => {
  const moves = legalMoves(pos, def);
  for (let i = 0; i < moves.length; i++) out[i] = moves[i]!;
  return moves.length;
};
const viaCallback: Generator = (def, pos, out) => {
  let n = 0;
  forEachLegalMove(pos, (m) => void (out[n++] = m), def);
  return n;
};

/** One playout from `pos` and back again; `pos` is restored on return. */
function playout(def: GameDef, pos: Position, random: () => number, gen: Generator, tally: Tally): void {
  const line: Move[] = [], undos: Undo[] = [];
  const moves: Move[] = [];
  for (let ply = 0; ply < MAX_PLY; ply++) {
    const n = gen(def, pos, moves);
    tally.positions++;
    tally.moves += n;
    if (n === 0) break;
    const move = moves[Math.floor(random() * n)]!;
    line.push(move);
    undos.push(play(pos, move, def));
  }
  for (let k = line.length - 1; k >= 0; k--) unplay(pos, line[k]!, undos[k]);
}

/**
 * CPU time of this process, not wall time: the machines this runs on are shared (other jobs,
 * 2 cores), and CPU time keeps the figures comparable between runs under load.
 */
function cpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

/** Runs playouts for about `seconds` of CPU time; returns the counts and the time taken in seconds. */
function measure(def: GameDef, gen: Generator, seconds: number): Tally & { seconds: number } {
  const starts = DEALS.map((d) => {
    const p = dealPosition(def.id, d);
    if (!p.ok) throw new Error(p.message);
    return p.value;
  });
  const random = mulberry32(0x5eed);
  const tally: Tally = { positions: 0, moves: 0 };
  const t0 = cpuSeconds();
  let elapsed = 0;
  for (let i = 0; elapsed < seconds; i++) {
    playout(def, starts[i % starts.length]!, random, gen, tally);
    if (i % 16 === 15) elapsed = cpuSeconds() - t0;
  }
  return { ...tally, seconds: cpuSeconds() - t0 };
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US').padStart(13);

function table(title: string, gen: Generator): void {
  console.log(`\n${title}\n${'game'.padEnd(20)} ${'positions/s'.padStart(13)} ${'moves/s'.padStart(13)}`);
  const total = { positions: 0, moves: 0, seconds: 0 };
  for (const def of BENCH_GAMES) {
    measure(def, gen, 0.1); // warm-up: let the JIT settle before timing
    const r = measure(def, gen, SECONDS);
    console.log(`${def.id.padEnd(20)} ${fmt(r.positions / r.seconds)} ${fmt(r.moves / r.seconds)}`);
    total.positions += r.positions;
    total.moves += r.moves;
    total.seconds += r.seconds;
  }
  console.log(`${'total'.padEnd(20)} ${fmt(total.positions / total.seconds)} ${fmt(total.moves / total.seconds)}`);
}

console.log(`engine bench: random playouts (≤ ${MAX_PLY} moves, play + unplay) from deals ${DEALS.join(', ')}; ${SECONDS} CPU s per game (figures per CPU second)`);
table('forEachLegalMove (callback, no allocation)', viaCallback);
table('legalMoves (array API)', viaArray);
