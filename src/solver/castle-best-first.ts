/**
 * The fast passes: greedy best-first search (as Freecell Solver's "A*" scans). With `safeOnly`
 * false every card that fits a foundation goes there at once; that is unsound (the card may have
 * been needed as a base), so such a pass only ever reports wins. With `safeOnly` only the provably
 * safe moves are forced, the search is complete, and running out of states proves the position
 * impossible (`exhausted`).
 *
 * States are stored as their canonical keys (castle-board.ts), decoded back into a board when
 * expanded; a win's line is rebuilt from the parent links and mapped back to real rows by bottom
 * card (every non-empty row is named by its bottom card; an empty row is the first empty one).
 */
import type { Position } from '../engine/index.ts';
import { CastleBoard, HOME, moveFrom, moveTo } from './castle-board.ts';
import { generateMoves } from './castle-moves.ts';

interface Link {
  parent: string;
  code: number;
}

export interface FastResult {
  path: number[] | undefined;
  nodes: number;
  /** Every reachable state was expanded (a proof of impossibility when only safe moves were forced). */
  exhausted: boolean;
}

/**
 * Higher is better: cards home, empty rows, few breaks in the rows' descending runs, and the next
 * card each foundation needs lying shallow.
 */
function score(b: CastleBoard): number {
  let breaks = 0, empty = 0, buried = 0;
  for (let r = 0; r < b.rows; r++) {
    const n = b.len[r]!;
    if (n === 0) empty++;
    for (let k = 0; k < n; k++) {
      const c = b.cell(r, k);
      if (k > 0 && !b.builds(b.cell(r, k - 1), c)) breaks++;
      if (b.home[(c / 13) | 0] === c % 13) buried += n - 1 - k;
    }
  }
  return b.homeCount * W_HOME + empty * W_EMPTY - breaks * W_BREAK - buried * W_BURIED;
}

/** Weights tuned on Beleaguered Castle deals 1–30 (wins within 300,000 nodes: 19 of 30). */
const W_HOME = 10, W_EMPTY = 8, W_BREAK = 3, W_BURIED = 2;

/** A max-heap of keys by score, FIFO among equals (a sequence number breaks ties). */
class Heap {
  private readonly keys: string[] = [];
  private readonly prio: number[] = [];
  private seq = 0;
  get size(): number {
    return this.keys.length;
  }
  push(key: string, score: number): void {
    let i = this.keys.length;
    const p = score * 1e7 - this.seq++;
    this.keys.push(key);
    this.prio.push(p);
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (this.prio[up]! >= p) break;
      this.keys[i] = this.keys[up]!;
      this.prio[i] = this.prio[up]!;
      i = up;
    }
    this.keys[i] = key;
    this.prio[i] = p;
  }
  pop(): string {
    const top = this.keys[0]!;
    const lastKey = this.keys.pop()!, lastPrio = this.prio.pop()!;
    const n = this.keys.length;
    if (n === 0) return top;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && this.prio[c + 1]! > this.prio[c]!) c++;
      if (this.prio[c]! <= lastPrio) break;
      this.keys[i] = this.keys[c]!;
      this.prio[i] = this.prio[c]!;
      i = c;
    }
    this.keys[i] = lastKey;
    this.prio[i] = lastPrio;
    return top;
  }
}

/** Plays every card that fits a foundation (only the safe ones if `safeOnly`) until none does. */
function sendHome(b: CastleBoard, path: number[] | undefined, safeOnly: boolean): void {
  for (let again = true; again; ) {
    again = false;
    for (let row = 0; row < b.rows; row++) {
      const c = b.top(row);
      if (c < 0 || !(safeOnly ? b.isSafe(c) : b.fitsHome(c))) continue;
      const code = (row << 5) | (HOME + ((c / 13) | 0));
      b.play(code);
      path?.push(code);
      again = true;
    }
  }
}

export function bestFirst(pos: Position, maxNodes: number, outOfTime: () => boolean, safeOnly = false): FastResult {
  const b = new CastleBoard(pos);
  sendHome(b, undefined, safeOnly);
  const rootKey = b.key();
  const links = new Map<string, Link>([[rootKey, { parent: '', code: -1 }]]);
  const heap = new Heap();
  heap.push(rootKey, score(b));
  const moves: number[] = [], undo: number[] = [];
  let nodes = 0, nextCheck = 0;
  while (heap.size > 0) {
    if (nodes >= nextCheck) {
      if (nodes >= maxNodes || outOfTime()) return { path: undefined, nodes, exhausted: false };
      nextCheck = nodes + 1024;
    }
    const key = heap.pop();
    b.loadKey(key);
    if (b.homeCount === 52) return { path: rebuild(pos, links, key, safeOnly), nodes, exhausted: false };
    const end = generateMoves(b, moves, 0, -1);
    for (let i = 0; i < end; i++) {
      const code = moves[i]!;
      undo.length = 0;
      b.play(code);
      undo.push(code);
      nodes++;
      sendHome(b, undo, safeOnly);
      const child = b.key();
      if (!links.has(child)) {
        links.set(child, { parent: key, code });
        heap.push(child, score(b));
      }
      for (let k = undo.length - 1; k >= 0; k--) b.unplay(undo[k]!);
    }
  }
  return { path: undefined, nodes, exhausted: true };
}

/** The real move codes from the start to `key`: canonical rows mapped to real rows by bottom card. */
function rebuild(pos: Position, links: Map<string, Link>, key: string, safeOnly: boolean): number[] {
  const codes: number[] = [];
  for (let k = key; ; ) {
    const link = links.get(k)!;
    if (link.code < 0) break;
    codes.push(link.code);
    k = link.parent;
  }
  codes.reverse();
  const canonical = new CastleBoard(pos);
  const real = new CastleBoard(pos);
  const path: number[] = [];
  sendHome(real, path, safeOnly);
  let parentKey = real.key();
  for (const code of codes) {
    canonical.loadKey(parentKey);
    const from = real.rowWithBottom(canonical.bottom(moveFrom(code)));
    const to = moveTo(code);
    const realTo = to >= HOME ? to : canonical.len[to] === 0 ? real.firstEmptyRow() : real.rowWithBottom(canonical.bottom(to));
    const move = (from << 5) | realTo;
    real.play(move);
    path.push(move);
    sendHome(real, path, safeOnly);
    parentKey = real.key();
  }
  return path;
}
