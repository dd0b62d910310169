/**
 * Text forms, each a parse/make pair (the role FEN and PGN play in chess):
 * - move text: `t3-f1`, `w-t5`, `t0-t7`, `deal`, `fill`, `s-t2` (Selective Castle: place the offered card);
 * - position text: `game: <id>` then one pile per line, bottom → top: `f0: AC 2C`, `t3: JD TC 2S`,
 *   `stock: …`, `waste: …`;
 * - pile names `t3`, `f0`, `waste`, `stock` (the same names the web app puts on its cards).
 * Parsers return a Result; they never throw.
 */
import { makeCard, parseCard, type Card } from './cards.ts';
import { findGame } from './games.ts';
import { err, ok, quote, type Result } from './result.ts';
import type { GameDef, Move, Position } from './types.ts';
import { WASTE } from './types.ts';

const sourceText = (from: number): string => (from === WASTE ? 'w' : `t${from}`);

export function makeMove(move: Move): string {
  switch (move.kind) {
    case 'foundation':
      return `${sourceText(move.from)}-f${move.to}`;
    case 'tableau':
      return `${sourceText(move.from)}-t${move.to}`;
    case 'place':
      return `s-t${move.to}`;
    default:
      return move.kind;
  }
}

const MOVE_RE = /^(w|waste|s|stock|t\d{1,2})-(f\d{1,2}|t\d{1,2}|w|waste)$/;

/** Reads a move text; checks its shape and pile numbers against the game, not its legality. */
export function parseMove(text: string, def?: GameDef): Result<Move> {
  const t = String(text).trim().toLowerCase();
  if (t === 'deal' || t === 'stock-waste' || t === 's-w') return ok({ kind: 'deal' });
  if (t === 'fill') return ok({ kind: 'fill' });
  const m = MOVE_RE.exec(t);
  if (!m) return err('ERR_MOVE_TEXT', `${quote(String(text))} is not a move (try t3-f1, w-t5, deal, fill, s-t2)`);
  const [, src, dst] = m as unknown as [string, string, string];
  const to = Number(dst.slice(1));
  const rows = def?.rows ?? 12, homes = def?.foundations.length ?? 12;
  if (dst[0] === 'w') return err('ERR_MOVE_TEXT', `${quote(String(text))}: nothing moves to the waste but a deal`);
  if (dst[0] === 't' && to >= rows) return err('ERR_PILE', `${quote(String(text))}: there is no row ${dst}`);
  if (dst[0] === 'f' && to >= homes) return err('ERR_PILE', `${quote(String(text))}: there is no foundation ${dst}`);
  if (src[0] === 's') return dst[0] === 't' ? ok({ kind: 'place', to }) : err('ERR_MOVE_TEXT', `${quote(String(text))}: the offered card goes to a row`);
  const from = src[0] === 'w' ? WASTE : Number(src.slice(1));
  if (from >= rows) return err('ERR_PILE', `${quote(String(text))}: there is no row ${src}`);
  return ok({ kind: dst[0] === 'f' ? 'foundation' : 'tableau', from, to });
}

const cardsText = (pile: readonly Card[]): string => pile.map(makeCard).join(' ');

export function makePosition(pos: Position): string {
  const lines = [`game: ${pos.game}`];
  pos.foundations.forEach((p, i) => lines.push(`f${i}: ${cardsText(p)}`.trimEnd()));
  pos.tableau.forEach((p, i) => lines.push(`t${i}: ${cardsText(p)}`.trimEnd()));
  lines.push(`stock: ${cardsText(pos.stock)}`.trimEnd(), `waste: ${cardsText(pos.waste)}`.trimEnd());
  return lines.join('\n') + '\n';
}

function parseCards(text: string, where: string): Result<Card[]> {
  const cards: Card[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const c = parseCard(word);
    if (c === undefined) return err('ERR_CARD', `${where}: ${quote(word)} is not a card`);
    cards.push(c);
  }
  return ok(cards);
}

/** Reads a position text and checks it: the game's piles, every card of the pack exactly once per deck. */
export function parsePosition(text: string): Result<Position> {
  const lines = String(text).split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const head = /^game:\s*(\S+)$/i.exec(lines[0] ?? '');
  if (!head) return err('ERR_PILE', 'a position starts with "game: <id>"');
  const def = findGame(head[1]!.toLowerCase());
  if (!def) return err('ERR_UNKNOWN_GAME', `unknown game ${quote(head[1] ?? '')}`);
  const piles = new Map<string, Card[]>();
  for (const line of lines.slice(1)) {
    const m = /^(f\d{1,2}|t\d{1,2}|stock|waste)\s*:(.*)$/i.exec(line);
    if (!m) return err('ERR_PILE', `${quote(line)} is not a pile line (like "t3: JD TC 2S")`);
    const name = m[1]!.toLowerCase();
    if (piles.has(name)) return err('ERR_PILE', `pile ${name} is listed twice`);
    const cards = parseCards(m[2]!, name);
    if (!cards.ok) return cards;
    piles.set(name, cards.value);
  }
  return checkPosition(def, piles);
}

function checkPosition(def: GameDef, piles: Map<string, Card[]>): Result<Position> {
  const take = (name: string): Card[] => {
    const p = piles.get(name) ?? [];
    piles.delete(name);
    return p;
  };
  const pos: Position = {
    game: def.id,
    foundations: def.foundations.map((_, i) => take(`f${i}`)),
    tableau: Array.from({ length: def.rows }, (_, i) => take(`t${i}`)),
    stock: take('stock'),
    waste: take('waste'),
  };
  const extra = [...piles.keys()][0];
  if (extra !== undefined) return err('ERR_PILE', `${def.id} has no pile ${extra}`);
  return validatePosition(def, pos);
}

/** Checks a position's card counts, foundation builds, and piles against its game. */
export function validatePosition(def: GameDef, pos: Position): Result<Position> {
  const count = new Array<number>(52).fill(0);
  const all = [...pos.foundations, ...pos.tableau, pos.stock, pos.waste];
  for (const pile of all) for (const c of pile) count[c] = (count[c] ?? 0) + 1;
  for (let c = 0; c < 52; c++) {
    if (count[c]! > def.decks) return err('ERR_DUPLICATE_CARD', `${makeCard(c)} appears ${count[c]} times`);
    if (count[c]! < def.decks) return err('ERR_MISSING_CARD', `${makeCard(c)} is missing`);
  }
  if (pos.foundations.length !== def.foundations.length || pos.tableau.length !== def.rows) {
    return err('ERR_PILE', `${def.id} has ${def.foundations.length} foundations and ${def.rows} rows`);
  }
  for (let i = 0; i < def.foundations.length; i++) {
    const spec = def.foundations[i]!;
    const pile = pos.foundations[i]!;
    const wanted = Array.from({ length: pile.length }, (_, k) => spec.suit * 13 + ((spec.first - 1 + k) % 13));
    const span = ((spec.last - spec.first + 13) % 13) + 1;
    if (pile.length > span || pile.some((c, k) => c !== wanted[k])) {
      return err('ERR_FOUNDATION', `f${i} must build ${makeCard(wanted[0] ?? spec.suit * 13 + spec.first - 1)} upward in suit`);
    }
  }
  if (def.stockActions && def.decks === 2 && pos.foundations.some((f) => f.length === 0)) {
    return err('ERR_FOUNDATION', 'every Big Ben foundation holds at least its base card');
  }
  if (!def.stockActions && def.placementMax === 0 && (pos.stock.length || pos.waste.length)) {
    return err('ERR_PILE', `${def.id} has no stock or waste`);
  }
  if (def.placementMax > 0 && (pos.waste.length || pos.tableau.some((r) => r.length > def.placementMax && pos.stock.length > 0))) {
    return err('ERR_PLACEMENT', `rows hold at most ${def.placementMax} cards while cards are being placed`);
  }
  return ok(pos);
}
