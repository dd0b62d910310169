/** Big Ben, one describe per rule line of shared/design/rules.md, on hand-made positions. */
import { describe, expect, it } from 'vitest';
import {
  apply,
  cardOf,
  gameDef,
  isLegal,
  legalMoves,
  makeCard,
  parseMove,
  play,
  status,
  unplay,
  WASTE,
  type FoundationSpec,
  type Move,
  type Position,
} from '../../src/engine/index.ts';
import { cards, deal, lay, moveTexts, texts } from './helpers.ts';

const def = gameDef('big-ben');
const F9H = 0, F1H = 4; // foundation indices of 9 o'clock (2♣ … 9♣) and 1 o'clock (6♣ … A♣)

/** Every row holds three cards, topped by a 3♣ that no row takes (only 9h's 2♣), unless a test says otherwise. */
const FULL_ROWS: Record<string, string> = Object.fromEntries(
  Array.from({ length: 12 }, (_, i) => [`t${i}`, 'QD 7S 3C']),
);
const bb = (piles: Record<string, string>): Position => lay('big-ben', { ...FULL_ROWS, ...piles });

/** A foundation's cards from its base up to `count` cards (all of them by default). */
function homeRun(spec: FoundationSpec, count = ((spec.last - spec.first + 13) % 13) + 1): string {
  return Array.from({ length: count }, (_, k) => makeCard(cardOf(((spec.first - 1 + k) % 13) + 1, spec.suit))).join(' ');
}

const tableauMove = (from: number, to: number): Move => ({ kind: 'tableau', from, to });
const homeMove = (from: number, to: number): Move => ({ kind: 'foundation', from, to });

describe('Big Ben: the clock (12 foundations)', () => {
  it('puts one copy of each base card at its hour before the deal', () => {
    const p = deal('big-ben', '1');
    expect(p.foundations.map(texts)).toEqual(['2C', '3H', '4S', '5D', '6C', '7H', '8S', '9D', 'TC', 'JH', 'QS', 'KD']);
    expect(def.foundations.map((f) => f.hour)).toEqual([9, 10, 11, 12, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('builds up in suit until the top card shows the hour: 9h holds 8 cards, 1h–8h hold 9', () => {
    expect(def.foundations.map((f) => homeRun(f).split(' ').length)).toEqual([8, 8, 8, 8, 9, 9, 9, 9, 9, 9, 9, 9]);
    const spec = def.foundations[F9H]!;
    expect(homeRun(spec)).toBe('2C 3C 4C 5C 6C 7C 8C 9C');
    const p = bb({ t0: 'QD 7S 4C', waste: '4H' });
    p.foundations[F9H] = cards('2C 3C');
    expect(isLegal(p, homeMove(0, F9H))).toBe(true);
    expect(isLegal(p, homeMove(WASTE, F9H))).toBe(false); // 4♥: wrong suit
  });

  it('refuses the second 10♣ on the 9♣ of a finished 9h foundation', () => {
    const p = bb({ f0: homeRun(def.foundations[F9H]!), t0: 'QD 7S TC', waste: 'TC' });
    expect(isLegal(p, homeMove(0, F9H))).toBe(false);
    expect(isLegal(p, homeMove(WASTE, F9H))).toBe(false);
    // 5h's foundation (base 10♣) wants the J♣ next, so no foundation takes either 10♣.
    expect(legalMoves(p).filter((m) => m.kind === 'foundation')).toEqual([]);
  });

  it('wraps K → A: 1h takes the A♣ on the K♣ and then ends', () => {
    const p = bb({ t0: 'QD 7S AC' });
    p.foundations[F1H] = cards(homeRun(def.foundations[F1H]!, 8)); // 6♣ … K♣
    expect(isLegal(p, homeMove(0, F1H))).toBe(true);
    const done = apply(p, homeMove(0, F1H));
    expect(texts(done.foundations[F1H]!)).toBe('6C 7C 8C 9C TC JC QC KC AC');
    const again = { ...done, tableau: done.tableau.map((r, i) => (i === 1 ? cards('QD 7S 2C') : r)) };
    expect(isLegal(again, homeMove(1, F1H))).toBe(false); // finished at its hour
  });

  it('never lets a card leave a foundation', () => {
    // No move text names a foundation as its source, and no legal move shrinks a foundation.
    expect(parseMove('f0-t1').ok).toBe(false);
    const p = bb({ t0: 'QD 7S 3C', waste: '4C', stock: 'KH' });
    const home = (q: Position): number => q.foundations.flat().length;
    for (const m of legalMoves(p)) expect(home(apply(p, m))).toBeGreaterThanOrEqual(home(p));
  });
});

describe('Big Ben: the tableau (12 piles of 3, down in suit with wrap)', () => {
  it('deals 3 cards to each of the 12 piles round-robin, 56 to the stock', () => {
    const p = deal('big-ben', '1');
    expect(p.tableau.map((r) => r.length)).toEqual(new Array(12).fill(3));
    expect(p.stock).toHaveLength(56);
    expect(p.waste).toEqual([]);
  });

  it('builds down in suit: 8♥ on 9♥, not 8♣ on 9♥, not 10♥ on 9♥', () => {
    const p = bb({ t0: 'QD 7S 9H', t1: 'QD 7S 8H', t2: 'QD 7S 8C', t3: 'QD 7S TH' });
    expect(isLegal(p, tableauMove(1, 0))).toBe(true);
    expect(isLegal(p, tableauMove(2, 0))).toBe(false);
    expect(isLegal(p, tableauMove(3, 0))).toBe(false);
  });

  it('wraps: a K goes on an A of its suit, a Q does not', () => {
    const p = bb({ t0: 'QD 7S AS', t1: 'QD 7S KS', t2: 'QD 7S KH', t3: 'QD 7S QS' });
    expect(isLegal(p, tableauMove(1, 0))).toBe(true);
    expect(isLegal(p, tableauMove(2, 0))).toBe(false);
    expect(isLegal(p, tableauMove(3, 0))).toBe(false);
  });

  it('has no maximum pile size', () => {
    const p = bb({ t0: 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S', t1: 'QD 7S 2S' });
    expect(isLegal(p, tableauMove(1, 0))).toBe(true);
  });
});

describe('Big Ben: the three-card minimum', () => {
  it('a 2-card pile refuses a tableau card', () => {
    const p = bb({ t0: '7S 9H', t1: 'QD 7S 8H' });
    expect(isLegal(p, tableauMove(1, 0))).toBe(false);
    expect(moveTexts(p)).not.toContain('t1-t0');
  });

  it('a 2-card pile refuses the waste card', () => {
    const p = bb({ t0: '7S 9H', waste: '8H' });
    expect(isLegal(p, tableauMove(WASTE, 0))).toBe(false);
    expect(moveTexts(p)).not.toContain('w-t0');
    p.tableau[0]!.unshift(cards('QD')[0]!); // with a third card it accepts
    expect(isLegal(p, tableauMove(WASTE, 0))).toBe(true);
  });

  it('an empty pile accepts nothing', () => {
    const p = bb({ t0: '', waste: 'KH' });
    expect(moveTexts(p).filter((t) => t.endsWith('-t0'))).toEqual([]);
  });

  it('a short pile may still give its top card away, to a foundation or a pile', () => {
    const p = bb({ t0: '7S 3C', t1: 'QD 7S 4H', t2: 'QD 7S 9D', t3: '8D' });
    expect(isLegal(p, homeMove(0, F9H))).toBe(true);
    expect(isLegal(p, tableauMove(3, 2))).toBe(true);
    const after = apply(p, tableauMove(3, 2));
    expect(after.tableau[3]).toEqual([]);
  });
});

describe('Big Ben: fill gaps', () => {
  it('deals in passes from 1 o\'clock: piles holding 0, 2, 1 get p0 p1 p2 p0 p2 p0', () => {
    const p = bb({ t0: '', t1: 'QD 7S', t2: 'QD', stock: 'AC 2C 3C 4C 5C 6C 7C' });
    const undo = play(p, { kind: 'fill' });
    expect(undo).toEqual([0, 1, 2, 0, 2, 0]);
    expect(texts(p.tableau[0]!)).toBe('7C 4C 2C');
    expect(texts(p.tableau[1]!)).toBe('QD 7S 6C');
    expect(texts(p.tableau[2]!)).toBe('QD 5C 3C');
    expect(texts(p.stock)).toBe('AC');
  });

  it('always fills every gap, never some', () => {
    const p = bb({ t4: 'QD', t9: '', t11: 'QD 7S', stock: 'AC 2C 3C 4C 5C 6C 7C 8C 9C' });
    const after = apply(p, { kind: 'fill' });
    expect(after.tableau.every((r) => r.length >= 3)).toBe(true);
    expect(after.stock).toHaveLength(9 - 6);
  });

  it('is legal only when some pile has fewer than 3 cards', () => {
    const p = bb({ stock: 'AC 2C' });
    expect(isLegal(p, { kind: 'fill' })).toBe(false);
    expect(moveTexts(p)).not.toContain('fill');
    p.tableau[5]!.pop();
    expect(isLegal(p, { kind: 'fill' })).toBe(true);
    expect(moveTexts(p)).toContain('fill');
  });

  it('stops when the stock runs out in the middle of a pass', () => {
    const p = bb({ t0: '', t1: 'QD 7S', t2: 'QD', stock: '2C 3C 4C 5C' });
    const undo = play(p, { kind: 'fill' });
    expect(undo).toEqual([0, 1, 2, 0]);
    expect(p.tableau.slice(0, 3).map((r) => r.length)).toEqual([2, 3, 2]);
    expect(p.stock).toEqual([]);
    expect(isLegal(p, { kind: 'fill' })).toBe(false); // gaps remain, but no stock
  });

  it('is taken back exactly by unplay', () => {
    const p = bb({ t0: '', t1: 'QD 7S', t2: 'QD', stock: '2C 3C 4C 5C 6C 7C 8C' });
    const before = structuredClone(p);
    const undo = play(p, { kind: 'fill' });
    unplay(p, { kind: 'fill' }, undo);
    expect(p).toEqual(before);
  });

  it('is never automatic: emptying a pile leaves the stock alone', () => {
    const p = bb({ t0: 'QD 7S 3C', stock: '2C 3C' });
    const after = apply(p, homeMove(0, F9H));
    expect(after.tableau[0]).toHaveLength(2);
    expect(after.stock).toHaveLength(2);
  });
});

describe('Big Ben: deal to the waste', () => {
  it('turns the top stock card onto the waste', () => {
    const p = apply(bb({ stock: 'AC 9H' }), { kind: 'deal' });
    expect(texts(p.stock)).toBe('AC');
    expect(texts(p.waste)).toBe('9H');
  });

  it('is allowed while gaps exist', () => {
    const p = bb({ t3: '', stock: 'AC' });
    expect(isLegal(p, { kind: 'deal' })).toBe(true);
    expect(moveTexts(p).slice(-2)).toEqual(['fill', 'deal']);
  });

  it('has no redeal: with an empty stock neither deal nor fill is legal', () => {
    const p = bb({ t3: '', waste: 'AC 9H' });
    expect(isLegal(p, { kind: 'deal' })).toBe(false);
    expect(isLegal(p, { kind: 'fill' })).toBe(false);
    expect(moveTexts(p)).not.toContain('deal');
  });

  it('waste cards never fill gaps: fill takes only stock cards', () => {
    const p = bb({ t0: 'QD 7S', stock: 'AH', waste: '8C 9C' });
    const after = apply(p, { kind: 'fill' });
    expect(texts(after.tableau[0]!)).toBe('QD 7S AH');
    expect(texts(after.waste)).toBe('8C 9C');
  });

  it('the waste top goes to a foundation or a pile of 3 or more', () => {
    const p = bb({ t0: 'QD 7S 4C', waste: '3C' });
    expect(moveTexts(p).filter((t) => t.startsWith('w-'))).toEqual(['w-f0', 'w-t0']);
  });
});

describe('Big Ben: end of the game', () => {
  const finished = (): Record<string, string> =>
    Object.fromEntries(def.foundations.map((f, i) => [`f${i}`, homeRun(f)]));

  it('is won when all 104 cards are home', () => {
    const p = lay('big-ben', finished());
    expect(p.foundations.flat()).toHaveLength(104);
    expect(status(p)).toBe('won');
  });

  it('is lost when the stock is empty and no legal move remains', () => {
    const p = lay('big-ben', { ...finished(), f0: '2C', t0: 'QD 7S 3H' }); // 3♥ fits nowhere, other piles empty
    expect(legalMoves(p)).toEqual([]);
    expect(status(p)).toBe('lost');
  });

  it('is still playing with no card move while the stock has a card (lost only with an empty stock)', () => {
    const p = lay('big-ben', { ...finished(), f0: '2C', t0: 'QD 7S 3H', stock: '3C' });
    expect(moveTexts(p)).toEqual(['fill', 'deal']); // no card move at all
    expect(status(p)).toBe('playing');
    expect(status(deal('big-ben', '1'))).toBe('playing');
  });
});

