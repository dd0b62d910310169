/**
 * The rule pages' "Show me": the first moves of a real winning line (the solver's, stored by
 * scripts/show-me.ts), cut into steps, and what each step did, read from the positions alone (the
 * card that moved, where it went, the row it emptied, the card it freed). Pure: no DOM.
 */
import { apply, dealPosition, foundationAccepts, gameDef, parseMove, WASTE, type Card, type GameDef, type GameId, type Move, type Position } from '../../engine/index.ts';

export interface Step {
  /** Usually one move; Selective Castle's placements make one step together. */
  readonly moves: readonly Move[];
  readonly before: Position;
  readonly after: Position;
}

export interface ShowMe {
  readonly game: GameId;
  readonly deal: string;
  readonly start: Position;
  readonly steps: readonly Step[];
  /** The whole line's length, in moves. */
  readonly total: number;
}

/** How many moves the page plays (placements, one step together, aside). */
export const SHOWN_MOVES = 12;

/** The steps of the line's first moves; throws on a stored line the engine does not accept (a build fault). */
export function showMeSteps(game: GameId, deal: string, line: string, shown = SHOWN_MOVES): ShowMe {
  const def = gameDef(game);
  const start = dealPosition(game, deal);
  if (!start.ok) throw new Error(`show-me ${game} ${deal}: ${start.message}`);
  const moves = line.split(' ').filter(Boolean).map((text) => {
    const m = parseMove(text, def);
    if (!m.ok) throw new Error(`show-me ${game}: ${m.message}`);
    return m.value;
  });
  const steps: Step[] = [];
  let pos = start.value, i = 0;
  const placements = moves.findIndex((m) => m.kind !== 'place');
  if (placements > 0) {
    const placed = moves.slice(0, placements);
    const after = placed.reduce(apply, pos);
    steps.push({ moves: placed, before: pos, after });
    pos = after;
    i = placements;
  }
  for (const end = Math.min(moves.length, i + shown); i < end; i++) {
    const after = apply(pos, moves[i]!);
    steps.push({ moves: [moves[i]!], before: pos, after });
    pos = after;
  }
  return { game, deal, start: start.value, steps, total: moves.length };
}

/** What a step did, as facts; the page turns them into a sentence in the reader's language. */
export type StepFacts =
  | { readonly kind: 'placed'; readonly cards: number }
  | { readonly kind: 'deal'; readonly card: Card }
  | { readonly kind: 'fill'; readonly cards: number; readonly piles: readonly string[] }
  | {
      readonly kind: 'home' | 'onto' | 'into';
      readonly card: Card;
      /** 'waste' or a row's pile name (t3). */
      readonly from: string;
      /** The pile it went to (f2, t5). */
      readonly to: string;
      /** The card it went onto (onto only). */
      readonly under?: Card;
      /** The card its leaving uncovered, and whether that card can go home at once. */
      readonly freed?: { readonly card: Card; readonly home: boolean };
      /** Its row is empty now (castle: any card may go there) … */
      readonly emptied?: boolean;
      /** … or, in Big Ben, it left a gap (fewer than three cards: the pile takes nothing till filled). */
      readonly gap?: boolean;
    };

const top = (pile: readonly Card[]): Card | undefined => pile[pile.length - 1];

function canGoHome(def: GameDef, pos: Position, card: Card): boolean {
  return def.foundations.some((spec, f) => foundationAccepts(spec, pos.foundations[f]!, card));
}

export function stepFacts(def: GameDef, step: Step): StepFacts {
  const { before, after } = step;
  const m = step.moves[0]!;
  if (m.kind === 'place') return { kind: 'placed', cards: step.moves.length };
  if (m.kind === 'deal') return { kind: 'deal', card: top(after.waste)! };
  if (m.kind === 'fill') {
    const piles = before.tableau.flatMap((row, k) => (after.tableau[k]!.length > row.length ? [`t${k}`] : []));
    return { kind: 'fill', cards: before.stock.length - after.stock.length, piles };
  }
  const source = m.from === WASTE ? before.waste : before.tableau[m.from]!;
  const card = top(source)!;
  const from = m.from === WASTE ? 'waste' : `t${m.from}`;
  const left = m.from === WASTE ? after.waste : after.tableau[m.from]!;
  const uncovered = top(left);
  const freed = uncovered === undefined ? undefined : { card: uncovered, home: canGoHome(def, after, uncovered) };
  const emptied = m.from !== WASTE && left.length === 0;
  const gap = m.from !== WASTE && def.minToAccept > 0 && left.length < def.minToAccept && source.length >= def.minToAccept;
  const base = { card, from, freed, emptied: emptied && def.minToAccept === 0, gap };
  if (m.kind === 'foundation') return { kind: 'home', to: `f${m.to}`, ...base };
  const under = top(before.tableau[m.to]!);
  return under === undefined ? { kind: 'into', to: `t${m.to}`, ...base } : { kind: 'onto', to: `t${m.to}`, under, ...base };
}
