/**
 * Solvitaire (Blake and Gent's solver, github.com/thecharlesblake/Solvitaire), out and in:
 * - `deal <game> <n> --format solvitaire` writes the deal as its JSON input (`tableau piles`, each
 *   bottom → top, and the cards already home; cards like `10D`, `AS`);
 * - `replay --solvitaire` reads the solution it prints (`Solution:`, then every state after each
 *   move, one column per row, `[]` for an empty row) as our moves: each state is reached from the
 *   last by one card moved from the top of a row to another row or home, checked by the engine
 *   (peer-line.ts).
 *
 * What this is for: a deal our solver leaves undecided that Solvitaire wins is decided by its line,
 * checked here (so were 14 deals of 1–100,000 first decided: docs/unknowns.md).
 */
import type { GameDef, GameId, Position, Result } from '../engine/index.ts';
import { err, inPlacement, legalMoves, makeCard, ok, parseCard } from '../engine/index.ts';
import { clip } from './excerpt.ts';
import { LinePlayer, notPlayed, refuse, type PeerLine, type PeerRefusal } from './peer-line.ts';

/**
 * Solvitaire's game type for each game it plays. Citadel is Beleaguered Castle's rules with the
 * cards its deal sent home given in the input.
 */
export const SOLVITAIRE_TYPES: Partial<Record<GameId, string>> = {
  'beleaguered-castle': 'beleaguered-castle',
  'sham-battle': 'beleaguered-castle',
  'streets-and-alleys': 'streets-and-alleys',
  citadel: 'beleaguered-castle',
};

const cardText = (c: number): string => makeCard(c).replace(/^T/, '10');

/** The deal as Solvitaire's JSON input, or why there is none. */
export function toSolvitaire(def: GameDef, pos: Position): Result<string> {
  if (!SOLVITAIRE_TYPES[def.id]) return err('ERR_UNKNOWN_GAME', notPlayed('Solvitaire', SOLVITAIRE_TYPES, def));
  if (inPlacement(def, pos)) return err('ERR_PLACEMENT', `${def.id}'s cards are still to be placed: lay them out first`);
  const home = pos.foundations.flat().map(cardText);
  const deal = { 'tableau piles': pos.tableau.map((row) => row.map(cardText)), ...(home.length ? { foundations: home } : {}) };
  return ok(JSON.stringify(deal) + '\n');
}

/** The rows of each state Solvitaire printed after "Solution:", or undefined for a cell that is no card. */
function readStates(text: string, rows: number): string[][][] | undefined {
  const at = text.indexOf('Solution:');
  if (at < 0) return [];
  const states: string[][][] = [];
  for (const block of text.slice(at).split(/\r?\n=+\r?\n/)) {
    const table = block.split(/--- Tableau Piles -+\r?\n/)[1];
    if (table === undefined) continue;
    const piles: string[][] = Array.from({ length: rows }, () => []);
    for (const line of table.split(/\r?\n/)) {
      if (!line.includes('\t') && !/^(\[\]|\S{2,3})$/.test(line.trim())) continue;
      const cells = line.split('\t');
      if (cells.length > rows) return undefined;
      for (const [i, cell] of cells.entries()) {
        const word = cell.trim();
        if (word === '' || word === '[]') continue;
        const card = parseCard(word);
        if (card === undefined) return undefined;
        piles[i]!.push(makeCard(card));
      }
    }
    states.push(piles);
  }
  return states;
}

const sameRows = (a: readonly string[][], b: readonly string[][]): boolean => a.every((row, i) => row.join(' ') === b[i]!.join(' '));

/**
 * Reads Solvitaire's printed solution as moves from `start`: refused when it holds no solution or
 * its first state is not `start`, or at a state that no legal moves of single cards reach.
 */
export function readSolvitaireLine(start: Position, text: string): { ok: true; value: PeerLine } | PeerRefusal {
  const states = readStates(text.replace(/^\uFEFF/, ''), start.tableau.length);
  if (states === undefined) return refuse('file', 'a state in it has a cell that is not a card');
  if (states.length === 0) return refuse('file', 'no solution in it: give the whole output of solvitaire for a deal it solved');
  const player = new LinePlayer(start), { pos, def } = player;
  const rows = (): string[][] => pos.tableau.map((row) => row.map(makeCard));
  if (!sameRows(rows(), states[0]!)) return refuse('file', 'its first state is not this deal');
  for (const [k, want] of states.entries()) {
    // A step is one card moved, or (its automatic moves) several sent home; never more cards than a pack.
    for (let n = 0, now = rows(); !sameRows(now, want); n++, now = rows()) {
      const from = now.findIndex((row, i) => row.length > 0 && (want[i]!.length < row.length || want[i]![row.length - 1] !== row.at(-1)));
      const card = now[from]?.at(-1);
      const to = want.findIndex((row, i) => i !== from && row.length === now[i]!.length + 1 && row.at(-1) === card);
      const home = to < 0 && !want.some((row) => row.includes(card!)) ? legalMoves(pos, def).find((m) => m.kind === 'foundation' && m.from === from) : undefined;
      const at = `state ${k} ("${clip(want.map((row) => row.at(-1) ?? '[]').join(' '), 60)}")`;
      if (n > 52 || card === undefined || (to < 0 && !home)) return refuse('move', `${at}: not reached by moving one card from the last`);
      if (!player.play(home ?? { kind: 'tableau', from, to })) return refuse('move', `${at}: its move of ${card} is illegal in our rules`);
    }
  }
  return player.line(states.length - 1);
}
