/**
 * The .perft data files: one line per pinned count, `#` starts a comment.
 *
 *   deal <number> [after <move> …] depth <d> <count>
 *
 * `after` plays move texts from the deal first (checked legal one by one); `<move>*N` repeats a
 * move N times, e.g. `deal*10` or `s-t0*6`.
 */
import type { GameDef, Position } from '../../src/engine/index.ts';
import { dealPosition, isLegal, parseMove, play } from '../../src/engine/index.ts';

export interface PerftLine {
  readonly lineNo: number;
  readonly deal: string;
  readonly after: readonly string[];
  readonly depth: number;
  readonly count: number;
}

const LINE_RE = /^deal\s+(\S+)\s+(?:after\s+(.+?)\s+)?depth\s+(\d+)\s+(\d+)$/;

export function parsePerftFile(text: string): PerftLine[] {
  const lines: PerftLine[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) return;
    const m = LINE_RE.exec(line);
    if (!m) throw new Error(`line ${i + 1}: "${raw}" is not "deal <n> [after <moves>] depth <d> <count>"`);
    const after = (m[2] ?? '').split(/\s+/).filter(Boolean).flatMap(expandRepeat);
    lines.push({ lineNo: i + 1, deal: m[1]!, after, depth: Number(m[3]), count: Number(m[4]) });
  });
  return lines;
}

function expandRepeat(word: string): string[] {
  const m = /^(.+)\*(\d+)$/.exec(word);
  return m ? Array.from({ length: Number(m[2]) }, () => m[1]!) : [word];
}

/** The position a line starts from: its deal, then its `after` moves. */
export function startOf(def: GameDef, line: PerftLine): Position {
  const start = dealPosition(def.id, line.deal);
  if (!start.ok) throw new Error(`line ${line.lineNo}: ${start.message}`);
  const pos = start.value;
  line.after.forEach((text, i) => {
    const move = parseMove(text, def);
    if (!move.ok || !isLegal(pos, move.value, def)) throw new Error(`line ${line.lineNo}: after-move ${i + 1} (${text}) is not legal`);
    play(pos, move.value, def);
  });
  return pos;
}
