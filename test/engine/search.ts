/**
 * Exhaustive winnability for small positions, and generators of small endgames, for the test
 * that tries to break the safe auto-move rule (safe.test.ts).
 */
import {
  apply,
  cardOf,
  gameDef,
  isWon,
  legalMoves,
  type Card,
  type GameId,
  type Move,
  type Position,
} from '../../src/engine/index.ts';

/**
 * A key for a position. Castle rows all follow the same rules, so their order does not change who
 * wins and is sorted away; Big Ben's fill deals by row number, so there the order stays.
 */
export function stateKey(p: Position): string {
  const rows = p.tableau.map((r) => r.join('.'));
  if (p.game !== 'big-ben') rows.sort();
  return `${p.foundations.map((f) => f.length).join(',')}|${rows.join('/')}|${p.stock.join('.')}|${p.waste.join('.')}`;
}

export interface Graph {
  readonly positions: Map<string, Position>;
  readonly winnable: Set<string>;
}

/**
 * Every position reachable from `root` and which of them can still be won (a won position is
 * reachable from it). Undefined when more than `cap` positions are reachable.
 */
export function explore(root: Position, cap: number): Graph | undefined {
  const def = gameDef(root.game);
  const positions = new Map<string, Position>([[stateKey(root), root]]);
  const parents = new Map<string, string[]>();
  const won: string[] = [];
  const queue = [stateKey(root)];
  for (let i = 0; i < queue.length; i++) {
    const key = queue[i]!;
    const p = positions.get(key)!;
    if (isWon(p, def)) won.push(key);
    for (const m of legalMoves(p, def)) {
      const next = apply(p, m);
      const k = stateKey(next);
      if (!parents.has(k)) parents.set(k, []);
      parents.get(k)!.push(key);
      if (positions.has(k)) continue;
      if (positions.size >= cap) return undefined;
      positions.set(k, next);
      queue.push(k);
    }
  }
  const winnable = new Set(won);
  for (let i = 0; i < won.length; i++) {
    for (const parent of parents.get(won[i]!) ?? []) {
      if (!winnable.has(parent)) {
        winnable.add(parent);
        won.push(parent);
      }
    }
  }
  return { positions, winnable };
}

export const winnableAfter = (g: Graph, p: Position, m: Move): boolean => g.winnable.has(stateKey(apply(p, m)));

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

/**
 * A one-deck endgame: each suit's foundation holds A … h (h random), the `left` other cards are
 * spread over the rows, every row non-empty when there are enough cards (empty rows make nearly
 * everything winnable, which would test little).
 */
export function castleEndgame(game: GameId, rand: () => number, left: number): Position {
  const def = gameDef(game);
  const heights = [13, 13, 13, 13];
  for (let k = 0; k < left; k++) {
    const suits = [0, 1, 2, 3].filter((s) => heights[s]! > 0);
    heights[pick(rand, suits)]!--;
  }
  const rest: Card[] = [];
  heights.forEach((h, s) => {
    for (let r = h + 1; r <= 13; r++) rest.push(cardOf(r, s as 0 | 1 | 2 | 3));
  });
  shuffle(rand, rest);
  const tableau: Card[][] = Array.from({ length: def.rows }, () => []);
  rest.forEach((c, i) => tableau[i < def.rows ? i : Math.floor(rand() * def.rows)]!.push(c));
  const foundations = heights.map((h, s) => Array.from({ length: h }, (_, k) => cardOf(k + 1, s as 0 | 1 | 2 | 3)));
  return { game, foundations, tableau, stock: [], waste: [] };
}

/**
 * A Big Ben endgame: each foundation a random number of cards short of its hour, the missing
 * cards (both copies where both are out) dealt to a few rows, a short stock and a waste.
 */
export function bigBenEndgame(rand: () => number, left: number, stockSize: number, wasteSize: number): Position {
  const def = gameDef('big-ben');
  const spans = def.foundations.map((f) => ((f.last - f.first + 13) % 13) + 1);
  const heights = [...spans];
  for (let k = 0; k < left; k++) {
    const open = heights.flatMap((h, i) => (h > 1 ? [i] : []));
    heights[pick(rand, open)]!--;
  }
  const rankAt = (i: number, k: number): number => ((def.foundations[i]!.first - 1 + k) % 13) + 1;
  const foundations = heights.map((h, i) => Array.from({ length: h }, (_, k) => cardOf(rankAt(i, k), def.foundations[i]!.suit)));
  const rest: Card[] = [];
  heights.forEach((h, i) => {
    for (let k = h; k < spans[i]!; k++) rest.push(cardOf(rankAt(i, k), def.foundations[i]!.suit));
  });
  shuffle(rand, rest);
  const stock = rest.splice(0, Math.min(stockSize, rest.length));
  const waste = rest.splice(0, Math.min(wasteSize, rest.length));
  const tableau: Card[][] = Array.from({ length: 12 }, () => []);
  const order = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
  shuffle(rand, order);
  const used = order.slice(0, 2 + Math.floor(rand() * 3));
  rest.forEach((c) => tableau[pick(rand, used)]!.push(c));
  return { game: 'big-ben', foundations, tableau, stock, waste };
}

function shuffle<T>(rand: () => number, list: T[]): void {
  for (let n = list.length - 1; n > 0; n--) {
    const j = Math.floor(rand() * (n + 1));
    [list[n], list[j]] = [list[j]!, list[n]!];
  }
}

/**
 * Winnability by reachability search, for positions too big to explore whole: the winning line
 * (root first), false, or undefined when more than `cap` positions were visited. Foundation moves
 * are tried first, so a win is usually found quickly; a loss is proved by exhausting every
 * reachable position. `memo` remembers results: every position on a winning line wins, and when a
 * search ends without a win every position it visited loses.
 */
export function solve(root: Position, cap: number, memo: Map<string, boolean>): Position[] | false | undefined {
  const def = gameDef(root.game);
  const rootKey = stateKey(root);
  if (memo.get(rootKey) === false) return false;
  const seen = new Map<string, { from: string | null; pos: Position }>([[rootKey, { from: null, pos: root }]]);
  const stack = [rootKey];
  while (stack.length > 0) {
    const key = stack.pop()!;
    const p = seen.get(key)!.pos;
    if (isWon(p, def) || memo.get(key) === true) return lineTo(key, seen, memo);
    if (memo.get(key) === false) continue;
    // Pushed so that foundation moves come off the stack first.
    const moves = legalMoves(p, def).sort((a, b) => order(b) - order(a));
    for (const m of moves) {
      const next = apply(p, m);
      const k = stateKey(next);
      if (seen.has(k)) continue;
      if (seen.size >= cap) return undefined;
      seen.set(k, { from: key, pos: next });
      stack.push(k);
    }
  }
  for (const k of seen.keys()) memo.set(k, false);
  return false;
}

function lineTo(key: string, seen: Map<string, { from: string | null; pos: Position }>, memo: Map<string, boolean>): Position[] {
  const line: Position[] = [];
  for (let k: string | null = key; k !== null; k = seen.get(k)!.from) {
    memo.set(k, true);
    line.push(seen.get(k)!.pos);
  }
  return line.reverse();
}

const order = (m: Move): number => (m.kind === 'foundation' ? 0 : m.kind === 'tableau' ? 1 : 2);
