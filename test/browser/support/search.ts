/**
 * A small depth-first search over the engine, enough to find a winning line for an easy castle deal
 * (the test then plays it through the UI) and short lines into a lost position. Rows are
 * interchangeable for the rules, so the visited set keys positions with the rows sorted.
 */
import { apply, legalMoves, rankOf, safeMoves, status } from '../../../src/engine/index.ts';
import type { Move, Position } from '../../../src/engine/index.ts';

const key = (p: Position): string =>
  p.foundations.map((f) => f.length).join(',') + '|' + p.tableau.map((r) => r.join('.')).sort().join('|') + '|' + p.stock.length + '|' + p.waste.join('.');

/** Moves worth trying, most promising first: home, onto a card, to a gap (never a lone card to a gap). */
function candidates(pos: Position): Move[] {
  const moves = legalMoves(pos).filter((m) => !(m.kind === 'tableau' && pos.tableau[m.to]!.length === 0 && pos.tableau[m.from]?.length === 1));
  const rank = (m: Move): number => (m.kind === 'foundation' ? 0 : m.kind === 'tableau' && pos.tableau[m.to]!.length > 0 ? 1 : 2);
  return moves.sort((a, b) => rank(a) - rank(b));
}

/**
 * Cards still to go home plus cards lying on a lower card of their row (each must move at least once
 * before that lower card can go home): a cheap estimate of the moves left.
 */
function estimate(pos: Position): number {
  let n = 0;
  for (const row of pos.tableau) {
    let low = 99;
    for (const c of row) {
      const r = rankOf(c);
      if (r > low) n += 1;
      n += 1;
      low = Math.min(low, r);
    }
  }
  return n + pos.stock.length + pos.waste.length;
}

/** A min-heap of positions by priority. */
class Queue<T> {
  private readonly items: { p: number; v: T }[] = [];
  get size(): number {
    return this.items.length;
  }
  push(p: number, v: T): void {
    const a = this.items;
    a.push({ p, v });
    for (let i = a.length - 1; i > 0; ) {
      const up = (i - 1) >> 1;
      if (a[up]!.p <= a[i]!.p) break;
      [a[up], a[i]] = [a[i]!, a[up]!];
      i = up;
    }
  }
  pop(): T {
    const a = this.items;
    const top = a[0]!;
    const last = a.pop()!;
    if (a.length) {
      a[0] = last;
      for (let i = 0; ; ) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < a.length && a[l]!.p < a[m]!.p) m = l;
        if (r < a.length && a[r]!.p < a[m]!.p) m = r;
        if (m === i) break;
        [a[m], a[i]] = [a[i]!, a[m]!];
        i = m;
      }
    }
    return top.v;
  }
}

interface Node {
  readonly pos: Position;
  readonly line: readonly Move[];
}

/** Plays every safe foundation move (they never spoil a win: src/engine/safe.ts). */
function withSafeMoves(node: Node): Node {
  let { pos, line } = node;
  for (let m = safeMoves(pos)[0]; m; m = safeMoves(pos)[0]) {
    pos = apply(pos, m);
    line = [...line, m];
  }
  return { pos, line };
}

/**
 * A winning line from `start` by weighted best-first search (short lines, so the UI test plays few
 * moves); safe foundation moves are part of the line. Undefined when the budget runs out.
 */
export function solve(start: Position, maxNodes = 200_000): Move[] | undefined {
  const seen = new Set<string>();
  const queue = new Queue<Node>();
  const first = withSafeMoves({ pos: start, line: [] });
  queue.push(0, first);
  for (let nodes = 0; queue.size && nodes < maxNodes; nodes++) {
    const node = queue.pop();
    const s = status(node.pos);
    if (s === 'won') return [...node.line];
    if (s === 'lost') continue;
    const k = key(node.pos);
    if (seen.has(k)) continue;
    seen.add(k);
    for (const m of candidates(node.pos)) {
      const next = withSafeMoves({ pos: apply(node.pos, m), line: [...node.line, m] });
      if (!seen.has(key(next.pos))) queue.push(next.line.length + 3 * estimate(next.pos), next);
    }
  }
  return undefined;
}

/** A line of at most `depth` moves, each avoiding safe auto-moves, that ends in a lost position. */
export function lineToLoss(start: Position, depth: number): Move[] | undefined {
  if (status(start) === 'lost') return [];
  if (depth === 0) return undefined;
  for (const m of legalMoves(start)) {
    const next = apply(start, m);
    // A lost position right after a move, with no safe move the app could auto-play into it.
    const rest = lineToLoss(next, depth - 1);
    if (rest) return [m, ...rest];
  }
  return undefined;
}

/**
 * A line of legal moves that builds one long row (to stress a layout): best-first search on the
 * length of the row (among `rows`) whose top card is highest, digging with any tableau or foundation move.
 */
export function longRowLine(start: Position, maxNodes = 20_000, rows: readonly number[] = [...start.tableau.keys()]): { line: Move[]; length: number; row: number } {
  const target = rows.reduce((b, k) => (rankOf(start.tableau[k]!.at(-1) ?? 0) > rankOf(start.tableau[b]!.at(-1) ?? 0) ? k : b), rows[0]!);
  const seen = new Set<string>();
  const queue = new Queue<Node>();
  queue.push(0, { pos: start, line: [] });
  let best = { line: [] as Move[], length: start.tableau[target]!.length, row: target };
  for (let nodes = 0; queue.size && nodes < maxNodes; nodes++) {
    const node = queue.pop();
    const k = key(node.pos);
    if (seen.has(k)) continue;
    seen.add(k);
    const len = node.pos.tableau[target]!.length;
    if (len > best.length) best = { line: [...node.line], length: len, row: target };
    for (const m of legalMoves(node.pos)) {
      if ((m.kind === 'tableau' || m.kind === 'foundation') && m.from === target) continue;
      const next = apply(node.pos, m);
      queue.push(-10 * next.tableau[target]!.length + node.line.length + 1, { pos: next, line: [...node.line, m] });
    }
  }
  return best;
}
