/** Small Big Ben endgames for the solver tests, and a naive brute force over the engine's rules. */
import { apply, gameDef, isWon, legalMoves, type Card, type Position } from '../../src/engine/index.ts';
import { mulberry32 } from '../../src/engine/rng.ts';

const DEF = gameDef('big-ben');

/** A won position with `out` cards taken back off the foundations and dealt at random to rows, stock and waste. */
export function randomEndgame(seed: number, out: number): Position {
  const rand = mulberry32(seed);
  const foundations: Card[][] = DEF.foundations.map((spec) => {
    const pile: Card[] = [];
    for (let r = spec.first; ; r = (r % 13) + 1) {
      pile.push(spec.suit * 13 + r - 1);
      if (r === spec.last) return pile;
    }
  });
  const loose: Card[] = [];
  while (loose.length < out) {
    const f = foundations[Math.floor(rand() * 12)]!;
    if (f.length > 1) loose.push(f.pop()!);
  }
  const tableau: Card[][] = Array.from({ length: 12 }, () => []);
  const stock: Card[] = [], waste: Card[] = [];
  for (let i = loose.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [loose[i], loose[j]] = [loose[j]!, loose[i]!];
  }
  for (const c of loose) {
    const where = rand();
    if (where < 0.2) stock.push(c);
    else if (where < 0.45) waste.push(c);
    else tableau[Math.floor(rand() * 3) * 5]!.push(c); // rows 0, 5, 10 only, so some grow past three
  }
  return { game: 'big-ben', foundations, tableau, stock, waste };
}

/** Depth-first search over every legal move with a visited set: the reference answer. */
export function bruteForce(pos: Position, limit = 300_000): 'won' | 'impossible' | 'limit' {
  const seen = new Set<string>();
  let budget = limit;
  const dfs = (p: Position): boolean | undefined => {
    if (isWon(p)) return true;
    const key = JSON.stringify([p.foundations.map((f) => f.length), p.tableau, p.stock.length, p.waste]);
    if (seen.has(key)) return false;
    seen.add(key);
    if (--budget < 0) return undefined;
    let unsure = false;
    for (const m of legalMoves(p)) {
      const r = dfs(apply(p, m));
      if (r === true) return true;
      if (r === undefined) unsure = true;
    }
    return unsure ? undefined : false;
  };
  const r = dfs(pos);
  return r === true ? 'won' : r === false ? 'impossible' : 'limit';
}
