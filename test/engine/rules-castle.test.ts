/** The Beleaguered Castle family, one describe per rule line of shared/design/rules.md. */
import { describe, expect, it } from 'vitest';
import {
  apply,
  gameDef,
  GAME_IDS,
  isLegal,
  legalMoves,
  makeCard,
  makeMove,
  rankOf,
  status,
  type GameId,
  type Move,
} from '../../src/engine/index.ts';
import { deal, lay, moveTexts, texts } from './helpers.ts';

const CASTLES = GAME_IDS.filter((g) => g !== 'big-ben');
const DOWN_ANY: GameId[] = ['beleaguered-castle', 'streets-and-alleys', 'citadel', 'selective-castle', 'sham-battle'];
const row = (from: number, to: number): Move => ({ kind: 'tableau', from, to });
const home = (from: number, to: number): Move => ({ kind: 'foundation', from, to });
const ALL_HOME = { f0: 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC', f1: 'AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS', f2: 'AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH', f3: 'AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD' };

describe('castle family: common rules', () => {
  it.each(CASTLES)('%s has no stock actions and no waste moves', (game) => {
    const p = deal(game, '5');
    const played = game === 'selective-castle' ? placeAll(p) : p;
    expect(isLegal(played, { kind: 'deal' })).toBe(false);
    expect(isLegal(played, { kind: 'fill' })).toBe(false);
    expect(isLegal(played, home(-1, 0))).toBe(false);
    expect(moveTexts(played).some((t) => t === 'deal' || t === 'fill' || t.startsWith('w-'))).toBe(false);
  });

  it.each(CASTLES)('%s: an empty row accepts any single card', (game) => {
    const p = lay(game, { t0: 'KH', t1: '', t2: '7C' });
    expect(isLegal(p, row(0, 1))).toBe(true);
    expect(isLegal(p, row(2, 1))).toBe(true);
  });

  it.each(CASTLES)('%s: the playable card is the outer end of a row', (game) => {
    const p = lay(game, { f0: 'AC', t0: '2C 9H', t1: '' });
    expect(isLegal(p, home(0, 0))).toBe(false); // 2♣ lies under the 9♥
    expect(texts(apply(p, row(0, 1)).tableau[1]!)).toBe('9H');
  });

  it.each(CASTLES)('%s: foundations build up in suit A → K, one suit each, no wrap', (game) => {
    const p = lay(game, { f0: 'AC 2C', f2: 'AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH', t0: '3C', t1: '3D', t2: '4C', t3: 'AH' });
    expect(isLegal(p, home(0, 0))).toBe(true);
    expect(isLegal(p, home(1, 0))).toBe(false);
    expect(isLegal(p, home(2, 0))).toBe(false);
    expect(isLegal(p, home(3, 2))).toBe(false); // a finished foundation takes nothing (no K → A)
    const empty = lay(game, { t0: '2S', t1: 'AS', t2: 'AD' });
    expect(isLegal(empty, home(0, 1))).toBe(false); // an empty foundation wants its ace
    expect(isLegal(empty, home(1, 1))).toBe(true);
    expect(isLegal(empty, home(1, 0))).toBe(false); // the ♠ ace goes to the ♠ foundation only
    expect(isLegal(empty, home(2, 3))).toBe(true);
  });

  it.each(CASTLES)('%s: won when all 52 cards are home, lost when no move remains', (game) => {
    expect(status(lay(game, ALL_HOME))).toBe('won');
    // ♣ and ♠ wait for their 2s, buried; the tops 3 3 5 5 7 7 9 9 (J J) fit nowhere; no row is empty.
    const rows = ['KC QC 2C 3C', 'KS QS 2S 3S', 'JC 4C 5C', 'JS 4S 5S', 'TC 6C 7C', 'TS 6S 7S', '8C 9C', '8S 9S'];
    if (game === 'fortress') {
      rows.splice(2, 2, '4C 5C', '4S 5S'); // ten rows to fill: the jacks get rows of their own
      rows.push('JC', 'JS');
    }
    const stuck = lay(game, { ...ALL_HOME, f0: 'AC', f1: 'AS', ...Object.fromEntries(rows.map((r, i) => [`t${i}`, r])) });
    expect(legalMoves(stuck)).toEqual([]);
    expect(status(stuck)).toBe('lost');
    expect(status(deal(game, '1'))).toBe('playing');
  });
});

describe('rows down in any suit, no wrap (all but Fortress)', () => {
  it.each(DOWN_ANY)('%s: 5♥ on a 6 of any suit, not on a 7, not up, no K on A', (game) => {
    const p = lay(game, { t0: '6C', t1: '6H', t2: '7C', t3: '4S', t4: '5H', t5: 'AS', t6: 'KD', t7: '2D' });
    expect(isLegal(p, row(4, 0))).toBe(true);
    expect(isLegal(p, row(4, 1))).toBe(true);
    expect(isLegal(p, row(4, 2))).toBe(false);
    expect(isLegal(p, row(4, 3))).toBe(false);
    expect(isLegal(p, row(6, 5))).toBe(false);
    expect(isLegal(p, row(5, 7))).toBe(true); // an A on a 2 is plain building down
  });
});

describe('Fortress: rows up OR down in suit, no wrap', () => {
  it('takes 5♥ or 7♥ on 6♥, not 5♣, not K on A or A on K', () => {
    const p = lay('fortress', { t0: '6H', t1: '5H', t2: '7H', t3: '5C', t4: 'AS', t5: 'KS', t6: '8H' });
    expect(isLegal(p, row(1, 0))).toBe(true);
    expect(isLegal(p, row(2, 0))).toBe(true);
    expect(isLegal(p, row(3, 0))).toBe(false);
    expect(isLegal(p, row(6, 0))).toBe(false);
    expect(isLegal(p, row(5, 4))).toBe(false);
    expect(isLegal(p, row(4, 5))).toBe(false);
  });

  it('deals all 52 round-robin to 10 rows: rows 0 and 1 get 6, rows 2–9 get 5; aces in play', () => {
    const p = deal('fortress', '1');
    expect(p.tableau.map((r) => r.length)).toEqual([6, 6, 5, 5, 5, 5, 5, 5, 5, 5]);
    expect(p.foundations.flat()).toEqual([]);
  });
});

describe('Beleaguered Castle: deal', () => {
  it.each(['1', '617', '123456789012'])('deal %s: aces on the foundations, 8 rows of 6 without aces', (n) => {
    const p = deal('beleaguered-castle', n);
    expect(p.foundations.map(texts)).toEqual(['AC', 'AS', 'AH', 'AD']);
    expect(p.tableau.map((r) => r.length)).toEqual(new Array(8).fill(6));
    expect(p.tableau.flat().some((c) => rankOf(c) === 1)).toBe(false);
  });
});

describe('Streets and Alleys: deal', () => {
  it('deals all 52 round-robin: rows 0–3 get 7, rows 4–7 get 6, aces in play', () => {
    const p = deal('streets-and-alleys', '1');
    expect(p.tableau.map((r) => r.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    expect(p.foundations.flat()).toEqual([]);
    expect(texts(p.tableau[0]!)).toBe('JD KD 2S 4C 3S 6D 6S');
    expect(texts(p.tableau[4]!)).toBe('5D AD JS 4H 8H 6C');
  });
});

describe('Citadel: deal', () => {
  /** The first deal numbers where a dealt card went home, found by looking, not assumed. */
  const homeDuringDeal = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'].filter(
    (n) => deal('citadel', n).foundations.flat().length > 4,
  );

  it('puts the aces home first and sends cards that fit home during the deal', () => {
    expect(homeDuringDeal.length).toBeGreaterThan(0);
    const p = deal('citadel', homeDuringDeal[0]!);
    expect(p.foundations.map((f) => makeCard(f[0]!))).toEqual(['AC', 'AS', 'AH', 'AD']);
    p.foundations.forEach((f) => f.forEach((c, k) => expect(rankOf(c)).toBe(k + 1)));
    expect(p.foundations.flat().length + p.tableau.flat().length).toBe(52);
  });

  it('leaves the rows uneven for a deal where cards went home, each row at most 6', () => {
    const p = deal('citadel', homeDuringDeal[0]!);
    const lengths = p.tableau.map((r) => r.length);
    expect(new Set(lengths).size).toBeGreaterThan(1);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(6);
  });

  it('gives a card that fits no foundation to its row in turn (a row skips its turn when one goes home)', () => {
    // 48 cards in passes of 8: a row ends short by exactly the cards that went home on its turns.
    for (const n of homeDuringDeal) {
      const p = deal('citadel', n);
      const sent = p.foundations.flat().length - 4;
      expect(p.tableau.reduce((s, r) => s + 6 - r.length, 0)).toBe(sent);
    }
  });
});

describe('Selective Castle: placement phase, then Beleaguered Castle', () => {
  it('starts with the aces home, 8 empty rows and the 48 other cards to place', () => {
    const p = deal('selective-castle', '1');
    expect(p.foundations.map(texts)).toEqual(['AC', 'AS', 'AH', 'AD']);
    expect(p.tableau.flat()).toEqual([]);
    expect(p.stock).toHaveLength(48);
  });

  it('offers only placements while cards remain, on rows holding fewer than 6', () => {
    const p = deal('selective-castle', '1');
    expect(moveTexts(p)).toEqual(['s-t0', 's-t1', 's-t2', 's-t3', 's-t4', 's-t5', 's-t6', 's-t7']);
    let q = p;
    for (let i = 0; i < 6; i++) q = apply(q, { kind: 'place', to: 0 });
    expect(q.tableau[0]).toHaveLength(6);
    expect(isLegal(q, { kind: 'place', to: 0 })).toBe(false);
    expect(moveTexts(q)).toEqual(['s-t1', 's-t2', 's-t3', 's-t4', 's-t5', 's-t6', 's-t7']);
    q = apply(q, { kind: 'place', to: 1 });
    // Even a card that could be built or go home may not move before the placing is done.
    for (const m of [row(1, 2), row(1, 0), row(0, 1), home(1, 0), home(0, 0)]) expect(isLegal(q, m)).toBe(false);
  });

  it('places the offered card (the stock top) on the chosen row', () => {
    const p = deal('selective-castle', '1');
    const offered = p.stock[p.stock.length - 1];
    expect(apply(p, { kind: 'place', to: 3 }).tableau[3]).toEqual([offered]);
  });

  it('offers the cards in Beleaguered Castle\'s deal order: placing round-robin gives its deal', () => {
    for (const n of ['1', '617', '10000000000000000007']) {
      const placed = placeAll(deal('selective-castle', n));
      const castle = deal('beleaguered-castle', n);
      expect(placed.tableau).toEqual(castle.tableau);
      expect(placed.foundations).toEqual(castle.foundations);
      expect(placed.stock).toEqual([]);
    }
  });

  it('then plays exactly as Beleaguered Castle', () => {
    const placed = placeAll(deal('selective-castle', '617'));
    const castle = deal('beleaguered-castle', '617');
    expect(moveTexts(placed)).toEqual(moveTexts(castle));
    expect(moveTexts(placed).length).toBeGreaterThan(0);
    expect(legalMoves(placed).some((m) => m.kind === 'place')).toBe(false);
    expect(status(placed)).toBe(status(castle));
  });
});

describe('Sham Battle: Beleaguered Castle under another name', () => {
  it('has the same rules as data', () => {
    const sham = gameDef('sham-battle'), castle = gameDef('beleaguered-castle');
    expect(sham.sameRulesAs).toBe('beleaguered-castle');
    expect([sham.rows, sham.build, sham.foundations, sham.decks]).toEqual([castle.rows, castle.build, castle.foundations, castle.decks]);
  });

  it.each(['1', '2', '617', '123456789012', 'ms4294967296'])('deal %s: the same cards and legal moves', (n) => {
    const sham = deal('sham-battle', n), castle = deal('beleaguered-castle', n);
    expect(sham.game).toBe('sham-battle');
    expect({ ...sham, game: castle.game }).toEqual(castle);
    expect(legalMoves(sham).map(makeMove)).toEqual(legalMoves(castle).map(makeMove));
  });
});

/** Places every offered card round-robin over rows 0..7, as Beleaguered Castle deals. */
function placeAll(start: ReturnType<typeof deal>): ReturnType<typeof deal> {
  let p = start;
  for (let k = 0; p.stock.length > 0; k++) p = apply(p, { kind: 'place', to: k % 8 });
  return p;
}
