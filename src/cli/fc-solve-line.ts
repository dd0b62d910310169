/**
 * Freecell Solver's solutions read as our moves: `fc-solve -g <preset> -p -t -sam` prints the board it
 * started from, then each move (`Move a card from stack 3 to the foundations`, `Move 4 cards from
 * stack 0 to stack 5`) and the board after it. Stack k is our row k (the board text of fc-solve.ts
 * keeps the rows' order). A move of several cards is a run moved whole, which our rules make card
 * by card through the empty rows (engine/runs.ts); a card sent home goes to its suit's foundation.
 * Every move is checked by the engine as it is played (peer-line.ts).
 *
 * What this is for: when fc-solve wins a deal our solver left undecided, its line, checked here and
 * replayed, decides the deal (Beleaguered Castle 49090).
 */
import { legalMoves, makePosition, type Position } from '../engine/index.ts';
import { planRun } from '../engine/runs.ts';
import { clip } from './excerpt.ts';
import { fromFcSolve } from './fc-solve.ts';
import { LinePlayer, refuse, type PeerLine, type PeerRefusal } from './peer-line.ts';

/** The first board of an fc-solve output (its lines from "Foundations:" to the first blank line after rows). */
function firstBoard(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((l) => /^\s*Foundations\s*:/i.test(l));
  if (at < 0) return undefined;
  const end = lines.findIndex((l, i) => i > at + 1 && l.trim() === '');
  return lines.slice(at, end < 0 ? undefined : end).join('\n');
}

/**
 * Reads fc-solve's output `text` as moves from `start` (a castle game's position): refused when its
 * first board is not `start`, when a line says a move we cannot read, or at a move our rules forbid.
 */
export function readFcSolveLine(start: Position, text: string): { ok: true; value: PeerLine } | PeerRefusal {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const board = firstBoard(lines);
  if (board === undefined) return refuse('file', 'no board in it: give the whole output of fc-solve -p -t -sam');
  const first = fromFcSolve(board, start.game);
  if (!first.ok) return refuse('file', `its first board: ${first.message}`);
  if (makePosition(first.value) !== makePosition(start)) return refuse('file', 'its first board is not this deal');
  const player = new LinePlayer(start), { pos, def } = player;
  let theirs = 0;
  for (const line of lines) {
    if (!/^Move\b/.test(line)) continue;
    theirs++;
    const at = `move ${theirs} ("${clip(line.trim(), 60)}")`;
    const home = /^Move a card from stack (\d+) to the foundations\s*$/.exec(line);
    const run = /^Move (?:a card|(\d+) cards?) from stack (\d+) to stack (\d+)\s*$/.exec(line);
    if (home) {
      const from = Number(home[1]);
      const m = legalMoves(pos, def).find((x) => x.kind === 'foundation' && x.from === from);
      if (!m) return refuse('move', `${at}: row ${from}'s top card cannot go home`);
      player.play(m);
    } else if (run) {
      const [n, from, to] = [Number(run[1] ?? 1), Number(run[2]), Number(run[3])];
      const row = pos.tableau[from];
      if (!row || !pos.tableau[to] || n < 1 || n > row.length) return refuse('move', `${at}: there is no such run`);
      const plan = n === 1 ? undefined : planRun(pos, def, from, row.length - n, to);
      if (plan && plan.kind !== 'run') return refuse('move', `${at}: ${plan.kind === 'too-long' ? `${n} cards need more empty rows than there are` : 'not a run our rules move'}`);
      for (const m of plan ? plan.moves : [{ kind: 'tableau', from, to } as const]) if (!player.play(m)) return refuse('move', `${at}: illegal in our rules`);
    } else return refuse('move', `${at}: not a move of a castle game`);
  }
  return player.line(theirs);
}
