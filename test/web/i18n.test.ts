import { describe, expect, it } from 'vitest';
import { GAME_IDS, gameDef } from '../../src/engine/index.ts';
import { frenchTypography, plural, t } from '../../src/web/i18n/index.ts';
import { en } from '../../src/web/i18n/strings.ts';
import { fr } from '../../src/web/i18n/strings-fr.ts';
import { menuEn, mt, type MenuKey } from '../../src/web/menu/strings.ts';
import { reviewEn, rv, type ReviewKey } from '../../src/web/review/strings.ts';
import { linkWords } from '../../src/web/share.ts';
import { solverEn, sv, type SolverKey } from '../../src/web/solver/strings.ts';
import { sst, statsStoreEn, type StatsStoreKey } from '../../src/web/i18n/strings-stats.ts';
import { rulesEn } from '../../src/web/i18n/rules-en.ts';
import { rulesFr } from '../../src/web/i18n/rules-fr.ts';
import { cardName, pileLabel, pileTitle, rankIndex } from '../../src/web/labels.ts';
import { apply, dealPosition, legalMoves, rankOf, type Move } from '../../src/engine/index.ts';
import { describe as sayMoves } from '../../src/web/game/describe.ts';
import { newSession } from '../../src/web/state/session.ts';
import { forwardTransfers } from '../../src/web/state/transfers.ts';

/** A feature's own table: every key has words in both languages, with the same placeholders, and French typography. */
function bothLanguages<K extends string>(keys: readonly K[], tr: (lang: 'en' | 'fr', key: K) => string): void {
  const vars = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
  for (const key of keys) {
    expect(tr('en', key).length, key).toBeGreaterThan(0);
    expect(tr('fr', key).length, key).toBeGreaterThan(0);
    expect(vars(tr('fr', key)), key).toEqual(vars(tr('en', key)));
    expect(tr('fr', key), key).not.toMatch(/ [:;!?]/);
  }
}

describe('strings', () => {
  it('English and French have the same keys, none empty, the same placeholders', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(en[key].length, key).toBeGreaterThan(0);
      expect(fr[key].length, key).toBeGreaterThan(0);
      const vars = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
      expect(vars(fr[key]), key).toEqual(vars(en[key]));
    }
  });

  it('the solver features’ own words: the same keys and placeholders in both languages, French typography', () => {
    bothLanguages(Object.keys(solverEn) as SolverKey[], sv);
  });

  it('the game menu’s own words: the same keys and placeholders in both languages, French typography', () => {
    bothLanguages(Object.keys(menuEn) as MenuKey[], mt);
    expect(linkWords('fr', 'badMoves', { n: 2, move: 't0-t0' })).toBe('Le coup 2 du lien, «\u202ft0-t0\u202f», ne peut pas être joué ici\u202f: la donne s’ouvre au début.');
  });

  it('the game review’s own words: the same keys and placeholders in both languages, French typography', () => {
    bothLanguages(Object.keys(reviewEn) as ReviewKey[], rv);
  });

  it('the statistics store’s own words: the same keys and placeholders in both languages, French typography', () => {
    bothLanguages(Object.keys(statsStoreEn) as StatsStoreKey[], sst);
    expect(sst('fr', 'statsUnsaved')).toContain('enregistrées\u202f: le navigateur');
  });

  it('French gets a narrow no-break space before : ; ! ? and inside guillemets', () => {
    expect(frenchTypography('Gagné !')).toBe('Gagné\u202f!');
    expect(frenchTypography('Donne : 5 ; oui ?')).toBe('Donne\u202f: 5\u202f; oui\u202f?');
    expect(frenchTypography('« x »')).toBe('«\u202fx\u202f»');
    expect(t('fr', 'wonTitle')).toBe('Gagné\u202f!');
    for (const key of Object.keys(fr) as (keyof typeof fr)[]) expect(t('fr', key), key).not.toMatch(/ [:;!?]/);
  });

  it('plurals follow each language (French singular for 0 and 1)', () => {
    expect(plural('en', 'movesN', 0)).toBe('0 moves');
    expect(plural('en', 'movesN', 1)).toBe('1 move');
    expect(plural('fr', 'movesN', 0)).toBe('0 coup');
    expect(plural('fr', 'movesN', 1)).toBe('1 coup');
    expect(plural('fr', 'cards', 2)).toBe('2 cartes');
  });

  it('card indices and names in both languages', () => {
    expect([11, 12, 13].map((r) => rankIndex('en', r)).join('')).toBe('JQK');
    expect([11, 12, 13].map((r) => rankIndex('fr', r)).join('')).toBe('VDR');
    expect(cardName('en', 3 * 13 + 10)).toBe('jack of diamonds');
    expect(cardName('fr', 2 * 13 + 11)).toBe('dame de cœur');
  });

  it('pile labels say the pile, its top card, what comes next and where it ends', () => {
    const pos = dealPosition('big-ben', '617');
    if (!pos.ok) throw new Error(pos.message);
    const def = gameDef('big-ben');
    expect(pileLabel('en', def, pos.value, 'f6')).toMatch(/^Foundation 3 o’clock: 8 of spades, next 9 of spades, ends at 3$/);
    expect(pileLabel('en', def, pos.value, 'stock')).toBe('Stock: 56 cards');
    expect(pileLabel('fr', def, pos.value, 't0')).toMatch(/^Pile de 1\u00a0h\u202f: .+, 3 cartes$/);
  });

  it('castle foundations are named by their suit', () => {
    const pos = dealPosition('beleaguered-castle', '2');
    if (!pos.ok) throw new Error(pos.message);
    const def = gameDef('beleaguered-castle');
    expect(pileTitle('en', def, 'f2')).toBe('Hearts foundation');
    expect(pileTitle('fr', def, 'f2')).toBe('Fondation de cœur');
    expect(pileLabel('en', def, pos.value, 'f1')).toBe('Spades foundation: ace of spades, next 2 of spades');
  });
});

// Issue 36, item 5: "Indice : 10 de cœur sur Rangée 8", "coups annulés : 2 coups", "roi de pique prise".
describe('French sentences', () => {
  const said = (game: string, deal: string, pick: (m: Move) => boolean): string => {
    const s = newSession(game, deal)!;
    const move = legalMoves(s.pos).find(pick)!;
    return sayMoves('fr', s, [move], forwardTransfers(s.pos, s.def, [move]), apply(s.pos, move));
  };

  it('name a pile after "sur" with its article, in lower case', () => {
    expect(said('beleaguered-castle', '2', (m) => m.kind === 'tableau')).toMatch(/^\S.* de \S+ sur la rangée \d+\.$/);
    expect(said('big-ben', '617', (m) => m.kind === 'foundation')).toMatch(/ sur la fondation \d+\u00a0h\./);
    expect(said('beleaguered-castle', '2', (m) => m.kind === 'tableau')).not.toMatch(/Rangée/);
  });

  it('say the undone moves once, and a picked card whatever its gender', () => {
    expect(sv('fr', 'undoToWinnableDone', { moves: plural('fr', 'movesN', 2) })).toMatch(/\(2 coups en arrière\)\.$/);
    expect(sv('fr', 'undoToWinnableDone', { moves: plural('fr', 'movesN', 2) })).not.toMatch(/coups.*coups/);
    for (const card of [13 * 1 + 12, 13 * 2 + 11, 0]) {
      expect(t('fr', 'picked', { card: cardName('fr', card) }), `rank ${rankOf(card)}`).toMatch(/^Carte prise\u202f: (roi|dame|as) de /);
    }
  });
});

describe('rule pages', () => {
  it('exist in both languages for all seven games, with the required statements', () => {
    for (const id of GAME_IDS) {
      expect(rulesEn[id].sections.length, id).toBeGreaterThan(0);
      expect(rulesFr[id].sections.length, id).toBe(rulesEn[id].sections.length);
    }
    const text = (p: typeof rulesEn['big-ben']): string => [p.goal, ...p.sections.flatMap(([h, ps]) => [h, ...ps])].join(' ');
    expect(text(rulesEn['sham-battle'])).toMatch(/Beleaguered Castle under another name/);
    expect(text(rulesFr['sham-battle'])).toMatch(/Château assiégé sous un autre nom/);
    expect(text(rulesEn['big-ben'])).toMatch(/face down/);
    expect(text(rulesFr['big-ben'])).toMatch(/faces cachées/);
  });
});
