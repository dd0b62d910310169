/**
 * Freecell Solver's board text for the castle games, out (`deal <game> <n> --format fc-solve`)
 * and in (`solve --position`, recognised by its content):
 *
 *   Foundations: C-A S-A H-A D-A
 *   : 6C 8H 2D KS 4C 9D
 *   …                                 (one line per row, bottom → top)
 *
 * A foundation is its suit and its top rank (0 when empty), in any order on reading; `Freecells:`
 * may appear when it holds no card (these games have none); cards are rank + suit, T or 10 for ten.
 * The text does not name the game: ten rows are Fortress; eight rows are Beleaguered Castle, or
 * Streets and Alleys when no card is home — the same rules once dealt (as Citadel's), so the
 * verdict does not depend on which; `--game` names it. Debian's `fc-solve -g <preset>` reads it.
 */
import type { Card, GameDef, GameId, Position, Result } from '../engine/index.ts';
import { cardOf, err, findGame, gameDef, inPlacement, makeCard, ok, parseCard, rankOf, validatePosition } from '../engine/index.ts';
import { clip, quote } from './excerpt.ts';

/** fc-solve's preset for each game it plays (it has no Fortress: rows there build up or down in suit). */
export const FC_SOLVE_PRESETS: Partial<Record<GameId, string>> = {
  'beleaguered-castle': 'beleaguered_castle',
  'sham-battle': 'beleaguered_castle',
  'selective-castle': 'beleaguered_castle',
  'streets-and-alleys': 'streets_and_alleys',
  citadel: 'citadel',
};

const SUITS = 'CSHD';
const RANKS = '0A23456789TJQK';

/** The board text of a castle position, or why there is none (Big Ben, cards still to place). */
export function toFcSolve(def: GameDef, pos: Position): Result<string> {
  if (def.stockActions) return err('ERR_PILE', `Freecell Solver's board text has no stock: ${def.id} cannot be written in it`);
  if (inPlacement(def, pos)) return err('ERR_PLACEMENT', `${def.id}'s cards are still to be placed: lay them out first`);
  const homes = def.foundations.map((spec, i) => `${SUITS[spec.suit]}-${RANKS[pos.foundations[i]!.length ? rankOf(pos.foundations[i]!.at(-1)!) : 0]}`);
  const rows = pos.tableau.map((row) => `:${row.map((c) => ` ${makeCard(c)}`).join('')}`);
  return ok([`Foundations: ${homes.join(' ')}`, ...rows].join('\n') + '\n');
}

const meaningful = (text: string): string[] =>
  text.replace(/^\uFEFF/, '').split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));

/** Whether a text looks like Freecell Solver's board text (rather than JSON). */
export function isFcSolveText(text: string): boolean {
  const first = meaningful(text.slice(0, 4096))[0] ?? '';
  return /^(foundations|freecells)\s*:/i.test(first) || first.startsWith(':') || /^(10|[2-9TJQKA])[CSHD](\s|$)/i.test(first);
}

function readFoundations(words: string[], homes: Card[][]): Result<void> {
  for (const w of words) {
    const m = /^([CSHD])-(0|10|[2-9TJQKA])$/i.exec(w);
    if (!m) return err('ERR_FOUNDATION', `${quote(w)} is not a foundation like H-A, C-0 or S-T`);
    const suit = SUITS.indexOf(m[1]!.toUpperCase());
    const rank = m[2] === '10' ? 10 : RANKS.indexOf(m[2]!.toUpperCase());
    homes[suit] = Array.from({ length: rank }, (_, k) => cardOf(k + 1, suit as 0 | 1 | 2 | 3));
  }
  return ok(undefined);
}

/** Reads board text as a position of `game` (or the game its rows say), checked like any position. */
export function fromFcSolve(text: string, game?: GameId): Result<Position> {
  const homes: Card[][] = [[], [], [], []];
  const rows: Card[][] = [];
  for (const line of meaningful(text)) {
    const head = /^(foundations|freecells)\s*:(.*)$/i.exec(line);
    const words = (head ? head[2]! : line.replace(/^:/, '')).split(/\s+/).filter(Boolean);
    if (head?.[1]!.toLowerCase() === 'foundations') {
      const r = readFoundations(words, homes);
      if (!r.ok) return r;
    } else if (head) {
      if (words.some((w) => w !== '-')) return err('ERR_PILE', 'the castle games have no free cells: "Freecells:" must be empty');
    } else {
      if (rows.length >= 10) return err('ERR_PILE', 'more than 10 rows: not a castle game');
      const row: Card[] = [];
      for (const w of words) {
        const c = parseCard(w);
        if (c === undefined) return err('ERR_CARD', `row ${rows.length + 1}: ${quote(w)} is not a card (like 6C, TH or 10H)`);
        row.push(c);
      }
      rows.push(row);
    }
  }
  const id: GameId = game ?? (rows.length === 10 ? 'fortress' : homes.every((h) => h.length === 0) ? 'streets-and-alleys' : 'beleaguered-castle');
  const def = findGame(id);
  if (!def || def.stockActions) return err('ERR_UNKNOWN_GAME', `${clip(id)} is not a castle game`);
  if (rows.length !== def.rows) return err('ERR_PILE', `${def.names.en} has ${def.rows} rows, the text has ${rows.length}`);
  const foundations = def.foundations.map((spec) => homes[spec.suit]!);
  return validatePosition(gameDef(def.id), { game: def.id, foundations, tableau: rows, stock: [], waste: [] });
}
