/** The seven games, declared as data; deal hooks follow shared/design/deals.md. */
import { cardOf, rankOf, suitOf, SUITS, type Card, type Suit } from './cards.ts';
import type { FoundationSpec, GameDef, GameId, Position } from './types.ts';

const emptyPiles = (n: number): Card[][] => Array.from({ length: n }, () => []);

/** "Deal a row": for each pile in order, pop the top card of the talon onto it. */
function dealRows(talon: Card[], rows: Card[][], passes: number): void {
  for (let p = 0; p < passes; p++) for (const row of rows) row.push(talon.pop()!);
}

const isAce = (c: Card): boolean => rankOf(c) === 1;

/** The four aces ordered so that ♣ is dealt first, then ♠ ♥ ♦ (dealt = popped from the end). */
function acesForTalon(talon: Card[]): { aces: Card[]; rest: Card[] } {
  const aces = talon.filter(isAce).sort((a, b) => suitOf(b) - suitOf(a));
  return { aces, rest: talon.filter((c) => !isAce(c)) };
}

const castleFoundations: readonly FoundationSpec[] = SUITS.map((suit) => ({ suit, first: 1, last: 13 }));

function position(game: GameId, foundations: Card[][], tableau: Card[][], stock: Card[] = []): Position {
  return { game, foundations, tableau, stock, waste: [] };
}

/** Aces to the bottom of the talon, 6 rows over rows 0..7, then the aces to the foundations. */
function dealBeleagueredCastle(game: GameId, talon: Card[]): Position {
  const { aces, rest } = acesForTalon(talon);
  const t = [...aces, ...rest];
  const tableau = emptyPiles(8);
  dealRows(t, tableau, 6);
  const foundations = emptyPiles(4);
  while (t.length) foundations[suitOf(t[t.length - 1]!)]!.push(t.pop()!);
  return position(game, foundations, tableau);
}

const beleagueredCastle: GameDef = {
  id: 'beleaguered-castle',
  names: { en: 'Beleaguered Castle', fr: 'Château assiégé' },
  aliases: ['Laying Siege', 'Sham Battle'],
  blurb: {
    en: 'Aces start home; build eight rows down in any suit to free the cards you need.',
    fr: 'Les as sont déjà posés ; descendez les huit rangées sans souci de couleur pour libérer les cartes.',
  },
  decks: 1,
  rows: 8,
  build: 'down-any',
  minToAccept: 0,
  foundations: castleFoundations,
  stockActions: false,
  runMoves: true,
  placementMax: 0,
  deal: (talon) => dealBeleagueredCastle('beleaguered-castle', talon),
};

const shamBattle: GameDef = {
  ...beleagueredCastle,
  id: 'sham-battle',
  names: { en: 'Sham Battle', fr: 'Bataille simulée' },
  aliases: ['Beleaguered Castle'],
  blurb: {
    en: 'Beleaguered Castle under its other name: the same deal and the same rules.',
    fr: 'Le Château assiégé sous son autre nom : même donne, mêmes règles.',
  },
  sameRulesAs: 'beleaguered-castle',
  deal: (talon) => dealBeleagueredCastle('sham-battle', talon),
};

const streetsAndAlleys: GameDef = {
  ...beleagueredCastle,
  id: 'streets-and-alleys',
  names: { en: 'Streets and Alleys', fr: 'Rues et ruelles' },
  aliases: ['Beleaguered Castle with aces dealt'],
  blurb: {
    en: 'Beleaguered Castle with the aces shuffled in: free them first.',
    fr: 'Le Château assiégé avec les as mêlés au jeu : libérez-les d’abord.',
  },
  deal: (talon) => {
    const tableau = emptyPiles(8);
    for (let k = 0; talon.length; k++) tableau[k % 8]!.push(talon.pop()!);
    return position('streets-and-alleys', emptyPiles(4), tableau);
  },
};

/** Aces to the top and home first; then passes over rows 0..7, a card that fits a foundation goes there. */
function dealCitadel(talon: Card[]): Position {
  const { aces, rest } = acesForTalon(talon);
  const t = [...rest, ...aces];
  const foundations = emptyPiles(4);
  for (let i = 0; i < 4; i++) foundations[suitOf(t[t.length - 1]!)]!.push(t.pop()!);
  const tableau = emptyPiles(8);
  for (let k = 0; t.length; k++) {
    const c = t.pop()!;
    const home = foundations[suitOf(c)]!;
    if (rankOf(home[home.length - 1]!) === rankOf(c) - 1) home.push(c);
    else tableau[k % 8]!.push(c);
  }
  return position('citadel', foundations, tableau);
}

const citadel: GameDef = {
  ...beleagueredCastle,
  id: 'citadel',
  names: { en: 'Citadel', fr: 'Citadelle' },
  aliases: [],
  blurb: {
    en: 'Beleaguered Castle where cards that fit go home during the deal: uneven rows.',
    fr: 'Le Château assiégé où les cartes qui conviennent montent dès la donne : rangées inégales.',
  },
  deal: dealCitadel,
};

const fortress: GameDef = {
  ...beleagueredCastle,
  id: 'fortress',
  names: { en: 'Fortress', fr: 'Forteresse' },
  aliases: [],
  blurb: {
    en: 'Ten rows built up or down in suit; the aces are dealt among them.',
    fr: 'Dix rangées montantes ou descendantes dans la couleur ; les as sont dans le jeu.',
  },
  rows: 10,
  build: 'updown-suit',
  deal: (talon) => {
    const tableau = emptyPiles(10);
    for (let k = 0; talon.length; k++) tableau[k % 10]!.push(talon.pop()!);
    return position('fortress', emptyPiles(4), tableau);
  },
};

const selectiveCastle: GameDef = {
  ...beleagueredCastle,
  id: 'selective-castle',
  names: { en: 'Selective Castle', fr: 'Château sélectif' },
  aliases: [],
  blurb: {
    en: 'You lay out the castle yourself, card by card, then play Beleaguered Castle.',
    fr: 'Vous dressez vous-même le château, carte par carte, puis jouez au Château assiégé.',
  },
  placementMax: 6,
  /** The 48 cards are offered in the order Beleaguered Castle would deal them. */
  deal: (talon) => {
    const { rest } = acesForTalon(talon);
    return position('selective-castle', SUITS.map((s) => [cardOf(1, s)]), emptyPiles(8), rest);
  },
};

/** Big Ben's clock: foundation i (9h, 10h, 11h, 12h, 1h … 8h) starts on its base card and ends at its hour. */
const clock: readonly FoundationSpec[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((first, i) => ({
  suit: ([0, 2, 1, 3] as const)[i % 4] as Suit,
  first,
  hour: ((i + 8) % 12) + 1,
  last: ((i + 8) % 12) + 1,
}));
const clockCards: readonly Card[] = clock.map((f) => cardOf(f.first, f.suit));

function dealBigBen(talon: Card[]): Position {
  const t = [...talon];
  for (const c of clockCards) t.splice(t.indexOf(c), 1);
  const foundations = clockCards.map((c) => [c]);
  const tableau = emptyPiles(12);
  dealRows(t, tableau, 3);
  return position('big-ben', foundations, tableau, t);
}

const bigBen: GameDef = {
  id: 'big-ben',
  names: { en: 'Big Ben', fr: 'Big Ben' },
  aliases: ['Grandfather’s Clock (larger)'],
  blurb: {
    en: 'Two decks on a clock face: build each hour up in suit until it shows its time.',
    fr: 'Deux jeux sur un cadran : montez chaque heure dans la couleur jusqu’à ce qu’elle marque son heure.',
  },
  decks: 2,
  rows: 12,
  build: 'down-suit-wrap',
  minToAccept: 3,
  foundations: clock,
  stockActions: true,
  runMoves: false,
  placementMax: 0,
  deal: dealBigBen,
};

export const GAMES: readonly GameDef[] = [
  bigBen,
  beleagueredCastle,
  streetsAndAlleys,
  citadel,
  fortress,
  selectiveCastle,
  shamBattle,
];

export const GAME_IDS: readonly GameId[] = GAMES.map((g) => g.id);

export function findGame(id: string): GameDef | undefined {
  return GAMES.find((g) => g.id === id);
}

/** Case, accents, apostrophes and separators do not tell names apart: "Château-Assiégé" is "chateau assiege". */
const nameKey = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’']/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * The game a person names (an address, a command line): its id, its English or French name, or one
 * of its aliases. A game's own name wins over another game's alias (Sham Battle is also an alias of
 * Beleaguered Castle).
 */
export function lookupGame(text: string): GameDef | undefined {
  const key = nameKey(text);
  if (!key) return undefined;
  return (
    GAMES.find((g) => nameKey(g.id) === key) ??
    GAMES.find((g) => nameKey(g.names.en) === key || nameKey(g.names.fr) === key) ??
    GAMES.find((g) => g.aliases.some((a) => nameKey(a) === key))
  );
}

/** The game definition for a known id (throws only on a programming error: use findGame for input). */
export function gameDef(id: GameId): GameDef {
  const g = findGame(id);
  if (!g) throw new Error(`unknown game ${id}`);
  return g;
}
