/**
 * Every deal rated: a difficulty from 1 (easy) to 5 (hard), from how far a fixed set of seeded
 * simple players (playouts.ts) gets on the deal, compared with the other deals of its game.
 *
 * The figure: PLAYOUTS games played from the deal, a fixed number by each of the game's players
 * (castle games: greedy, greedy-noisy, frees, random; Big Ben: frees, random, whose figure follows
 * the solver's effort there while the greedy ones' does not: docs/rating.md), each seeded from the
 * game, the deal and the playout's number; `score` is the sum of the cards they got home (a won
 * game counts all its cards). The level is where `score` falls among the game's four thresholds,
 * the quintiles of the scores of deals 1–3,000 (`npx tsx bench/rating.ts --fit`): each level holds
 * about a fifth of the deals, a low score is a high level.
 *
 * Castle games: a solve of IMPOSSIBLE_NODES nodes first. A deal it proves impossible is marked so
 * and gets no level (about three impossible deals in four are proved this cheaply; the others get
 * a level, mostly 4 or 5).
 *
 * Reproducible: integer figures, seeded players, node budgets only (no clock); the same deal gives
 * the same rating on every machine. Sham Battle rates as Beleaguered Castle (its rules and deals);
 * a Selective Castle deal is rated laid out round-robin (Beleaguered Castle's layout of the deal),
 * which the player's placement may make easier or harder.
 */
import {
  dealFor,
  gameDef,
  inPlacement,
  makeDealNumber,
  play,
  type DealNumber,
  type GameDef,
  type GameId,
  type Position,
} from '../engine/index.ts';
import { solve } from './index.ts';
import { playout, type PlayoutPolicy } from './playouts.ts';

export type Level = 1 | 2 | 3 | 4 | 5;

export interface Rating {
  /** 1 (easy) … 5 (hard); null for a deal proved impossible. */
  level: Level | null;
  /** The cheap solve proved the deal cannot be won (castle games). */
  impossible: boolean;
  /** Cards home, summed over the playouts. */
  score: number;
  /** Playouts won. */
  wins: number;
  playouts: number;
  /** The cheap solve's nodes (0 for Big Ben, which has none). */
  nodes: number;
}

/** Nodes of the castle games' impossibility check (a few milliseconds). */
export const IMPOSSIBLE_NODES = 2_000;

const CASTLE_PLAYERS: readonly PlayoutPolicy[] = ['greedy', 'greedy-noisy', 'frees', 'random'];
const BIG_BEN_PLAYERS: readonly PlayoutPolicy[] = ['frees', 'random'];
/** Playouts a deal, shared evenly among the game's players. */
export const PLAYOUTS = 32;

/**
 * Per game, the scores at the level boundaries: score ≥ t[0] is level 1, ≥ t[1] level 2, ≥ t[2]
 * level 3, ≥ t[3] level 4, below level 5. Fitted on deals 1–3,000 (docs/rating.md).
 */
export const THRESHOLDS: Readonly<Record<RatedGame, readonly [number, number, number, number]>> = {
  'big-ben': [2409, 2278, 2163, 2036],
  'beleaguered-castle': [291, 233, 196, 164],
  'streets-and-alleys': [134, 89, 58, 32],
  citadel: [730, 523, 428, 363],
  fortress: [141, 96, 64, 34],
};

/** The games with thresholds of their own; the others play one of these by the same rules. */
export type RatedGame = 'big-ben' | 'beleaguered-castle' | 'streets-and-alleys' | 'citadel' | 'fortress';

/** A rating in one word, as a survey file holds it: the level, or "impossible". */
export type RatingMark = Level | 'impossible';

export const ratingMark = (r: Rating): RatingMark => r.level ?? 'impossible';

export const isRatingMark = (v: unknown): v is RatingMark => v === 'impossible' || v === 1 || v === 2 || v === 3 || v === 4 || v === 5;

/** The game whose thresholds rate `def`'s deals (Sham Battle and Selective Castle: Beleaguered Castle). */
export function ratedGame(def: GameDef): RatedGame {
  const id = def.sameRulesAs ?? (def.placementMax > 0 ? 'beleaguered-castle' : def.id);
  return id as RatedGame;
}

export function rateDeal(game: GameId | GameDef, deal: DealNumber): Rating {
  const def = typeof game === 'string' ? gameDef(game) : game;
  return rateFigures(ratedGame(def), figures(def, dealFor(def, deal), makeDealNumber(deal)));
}

/** The figures behind a rating, before the thresholds: what `bench/rating.ts --fit` fits them on. */
export function figures(def: GameDef, start: Position, dealText: string): Omit<Rating, 'level'> {
  const pos = laidOut(def, start);
  const key = ratedGame(def);
  let nodes = 0;
  if (!def.stockActions) {
    const r = solve(pos, { maxNodes: IMPOSSIBLE_NODES });
    nodes = r.nodes;
    if (r.verdict === 'impossible') return { impossible: true, score: 0, wins: 0, playouts: 0, nodes };
  }
  const players = def.stockActions ? BIG_BEN_PLAYERS : CASTLE_PLAYERS;
  const each = PLAYOUTS / players.length, total = def.decks * 52;
  let score = 0, wins = 0;
  players.forEach((policy, p) => {
    for (let i = 0; i < each; i++) {
      const home = playout(pos, def, policy, seedOf(`${key} ${dealText} ${p} ${i}`));
      score += home;
      if (home === total) wins++;
    }
  });
  return { impossible: false, score, wins, playouts: PLAYOUTS, nodes };
}

/** The level of a deal's figures, by its game's thresholds. */
export function rateFigures(game: RatedGame, f: Omit<Rating, 'level'>): Rating {
  return { ...f, level: f.impossible ? null : levelOf(THRESHOLDS[game], f.score) };
}

/** The level of a score between thresholds (highest first). */
export function levelOf(thresholds: readonly number[], score: number): Level {
  const above = thresholds.findIndex((x) => score >= x);
  return (above < 0 ? 5 : above + 1) as Level;
}

/** Selective Castle before placement: the offered cards placed round-robin, row 0, 1, … */
function laidOut(def: GameDef, start: Position): Position {
  if (!inPlacement(def, start)) return start;
  const pos: Position = { ...start, tableau: start.tableau.map((r) => [...r]), stock: [...start.stock] };
  for (let k = 0; pos.stock.length > 0; k++) play(pos, { kind: 'place', to: k % def.rows }, def);
  return pos;
}

/** A 32-bit FNV-1a hash of a text: the playouts' seeds. */
function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
