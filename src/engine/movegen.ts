/**
 * The fast legal-move generator behind `legalMoves`, for search code (perft, the solver).
 *
 * `forEachLegalMove` calls back with each legal move in exactly `legalMoves`' documented order and
 * allocates nothing: each game's possible moves are built once as frozen objects (a few hundred per
 * game) and handed out again, so a move from one call is `===` to the same move from another.
 * Instead of asking every row and foundation about every source card (the predicates of rules.ts,
 * which stay the reference), one pass over the piles notes which cards each row top and each
 * foundation would take, as bit sets indexed by card; each source card then looks up its
 * destinations directly. Work per position is O(piles + moves) rather than O(sources × piles).
 * test/perft checks both generators agree, move for move, over random playouts.
 */
import type { Card } from './cards.ts';
import { gameDef } from './games.ts';
import type { GameDef, Move, Position } from './types.ts';
import { WASTE } from './types.ts';

/** Rank 1 … 13 of each card, by table lookup. */
const RANK = Int8Array.from({ length: 52 }, (_, c) => (c % 13) + 1);
const BUILD_DOWN_ANY = 0, BUILD_DOWN_SUIT_WRAP = 1, BUILD_UPDOWN_SUIT = 2;

interface MoveTable {
  readonly rows: number;
  readonly homes: number;
  readonly build: number;
  readonly minToAccept: number;
  readonly placementMax: number;
  readonly stockActions: boolean;
  readonly suit: Int8Array;
  readonly first: Int8Array;
  readonly last: Int8Array;
  /** Interned moves: foundation[(from + 1) * homes + to], tableau[(from + 1) * rows + to]. */
  readonly foundation: readonly Move[];
  readonly tableau: readonly Move[];
  readonly place: readonly Move[];
  readonly deal: Move;
  readonly fill: Move;
}

const freeze = (m: Move): Move => Object.freeze(m);

function buildTable(def: GameDef): MoveTable {
  const rows = def.rows, homes = def.foundations.length;
  const sources = Array.from({ length: rows + 1 }, (_, k) => k - 1);
  return {
    rows,
    homes,
    build: def.build === 'down-any' ? BUILD_DOWN_ANY : def.build === 'down-suit-wrap' ? BUILD_DOWN_SUIT_WRAP : BUILD_UPDOWN_SUIT,
    minToAccept: def.minToAccept,
    placementMax: def.placementMax,
    stockActions: def.stockActions,
    suit: Int8Array.from(def.foundations, (f) => f.suit),
    first: Int8Array.from(def.foundations, (f) => f.first),
    last: Int8Array.from(def.foundations, (f) => f.last),
    foundation: sources.flatMap((from) => Array.from({ length: homes }, (_, to) => freeze({ kind: 'foundation', from, to }))),
    tableau: sources.flatMap((from) => Array.from({ length: rows }, (_, to) => freeze({ kind: 'tableau', from, to }))),
    place: Array.from({ length: rows }, (_, to) => freeze({ kind: 'place', to })),
    deal: freeze({ kind: 'deal' }),
    fill: freeze({ kind: 'fill' }),
  };
}

const tables = new Map<GameDef, MoveTable>();
let lastDef: GameDef | undefined, lastTable: MoveTable | undefined;

function tableFor(def: GameDef): MoveTable {
  if (def === lastDef) return lastTable!;
  let t = tables.get(def);
  if (!t) tables.set(def, (t = buildTable(def)));
  lastDef = def;
  lastTable = t;
  return t;
}

/** A visitor returns true to stop the generation early. */
export type MoveVisitor = (move: Move) => boolean | void;

/**
 * Per-call tables, indexed by card: `rowsFor[c]` is the bit set of rows whose top takes c (for
 * down-any rows, indexed by rank instead, since any suit will do); `homesFor[c]` the bit set of
 * foundations that take c next. A visitor may recurse into the generator (perft does), so each
 * nesting depth has its own tables.
 */
interface Scratch {
  readonly rowsFor: Int32Array;
  readonly homesFor: Int32Array;
  readonly touched: Int16Array;
  touchedCount: number;
  emptyRows: number;
}

const scratches: Scratch[] = [];
let depth = 0;

const newScratch = (): Scratch => ({
  rowsFor: new Int32Array(52),
  homesFor: new Int32Array(52),
  touched: new Int16Array(128),
  touchedCount: 0,
  emptyRows: 0,
});

/**
 * Calls `visit` with each legal move, in `legalMoves` order; stops early when `visit` returns
 * true, and then returns true. `visit` may play and take back moves (perft does), provided it
 * leaves the position as it found it before returning.
 */
export function forEachLegalMove(pos: Position, visit: MoveVisitor, def: GameDef = gameDef(pos.game)): boolean {
  const t = tableFor(def);
  const tableau = pos.tableau;
  if (t.placementMax > 0 && pos.stock.length > 0) {
    for (let to = 0; to < t.rows; to++) if (tableau[to]!.length < t.placementMax && visit(t.place[to]!)) return true;
    return false;
  }
  const s = (scratches[depth] ??= newScratch());
  depth++;
  try {
    fillTables(t, pos, s);
    if (cardMovesAll(t, pos, s, visit)) return true;
  } finally {
    clearTables(s);
    depth--;
  }
  if (t.stockActions && pos.stock.length > 0) {
    if (hasShortRow(tableau, t.minToAccept) && visit(t.fill)) return true;
    if (visit(t.deal)) return true;
  }
  return false;
}

/** Row `to` takes the card (or, for down-any rows, the rank) `key`. */
function markRow(s: Scratch, key: number, to: number): void {
  s.rowsFor[key] = s.rowsFor[key]! | (1 << to);
  s.touched[s.touchedCount++] = key;
}

function markHome(s: Scratch, card: Card, to: number): void {
  s.homesFor[card] = s.homesFor[card]! | (1 << to);
  s.touched[s.touchedCount++] = 64 + card;
}

/** Which rows and foundations take which cards in this position. */
function fillTables(t: MoveTable, pos: Position, s: Scratch): void {
  s.emptyRows = 0;
  s.touchedCount = 0;
  if (t.build === BUILD_DOWN_ANY) markRowsDownAny(t, pos.tableau, s);
  else markRowsInSuit(t, pos.tableau, s);
  for (let to = 0; to < t.homes; to++) {
    const home = pos.foundations[to]!;
    const h = home.length;
    let want: number;
    if (h === 0) want = t.suit[to]! * 13 + t.first[to]! - 1;
    else {
      const top = home[h - 1]!, rank = RANK[top]!;
      if (rank === t.last[to]) continue;
      want = rank === 13 ? top - 12 : top + 1;
    }
    markHome(s, want, to);
  }
}

/** Down in any suit: a row showing rank r takes any card of rank r − 1 (keyed by rank). */
function markRowsDownAny(t: MoveTable, tableau: readonly Card[][], s: Scratch): void {
  for (let to = 0; to < t.rows; to++) {
    const row = tableau[to]!;
    const n = row.length;
    if (n < t.minToAccept) continue;
    if (n === 0) s.emptyRows |= 1 << to;
    else {
      const rank = RANK[row[n - 1]!]!;
      if (rank > 1) markRow(s, rank - 1, to);
    }
  }
}

/** In suit: down with K on A (Big Ben), or up or down without wrap (Fortress). */
function markRowsInSuit(t: MoveTable, tableau: readonly Card[][], s: Scratch): void {
  const wrapDown = t.build === BUILD_DOWN_SUIT_WRAP;
  for (let to = 0; to < t.rows; to++) {
    const row = tableau[to]!;
    const n = row.length;
    if (n < t.minToAccept) continue;
    if (n === 0) {
      s.emptyRows |= 1 << to;
      continue;
    }
    const top = row[n - 1]!;
    const rank = RANK[top]!;
    if (wrapDown) markRow(s, rank === 1 ? top + 12 : top - 1, to);
    else {
      if (rank > 1) markRow(s, top - 1, to);
      if (rank < 13) markRow(s, top + 1, to);
    }
  }
}

function clearTables(s: Scratch): void {
  for (let k = 0; k < s.touchedCount; k++) {
    const key = s.touched[k]!;
    if (key >= 64) s.homesFor[key - 64] = 0;
    else s.rowsFor[key] = 0;
  }
}

/** For each source (the waste, then rows 0, 1, …): its top card to foundations, then to rows, ascending. */
function cardMovesAll(t: MoveTable, pos: Position, s: Scratch, visit: MoveVisitor): boolean {
  for (let from = t.stockActions ? WASTE : 0; from < t.rows; from++) {
    const pile = from === WASTE ? pos.waste : pos.tableau[from]!;
    const n = pile.length;
    if (n === 0) continue;
    const card = pile[n - 1]!;
    let homes = s.homesFor[card]!;
    while (homes !== 0) {
      const low = homes & -homes;
      homes ^= low;
      if (visit(t.foundation[(from + 1) * t.homes + 31 - Math.clz32(low)]!)) return true;
    }
    let rows = (s.rowsFor[t.build === BUILD_DOWN_ANY ? RANK[card]! : card]! | s.emptyRows) & ~(1 << from);
    while (rows !== 0) {
      const low = rows & -rows;
      rows ^= low;
      if (visit(t.tableau[(from + 1) * t.rows + 31 - Math.clz32(low)]!)) return true;
    }
  }
  return false;
}

function hasShortRow(tableau: readonly Card[][], min: number): boolean {
  for (let i = 0; i < tableau.length; i++) if (tableau[i]!.length < min) return true;
  return false;
}

/** Whether any legal move exists (the early-stopping form of the generator). */
export const hasLegalMove = (pos: Position, def: GameDef = gameDef(pos.game)): boolean => forEachLegalMove(pos, () => true, def);
