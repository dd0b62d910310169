/**
 * The rule pages' contents: every game's five parts in both languages, the glossary in the board's
 * words, the odds from the survey files, and "Show me": stored lines that win, steps that replay to
 * the engine's positions, and sentences that name the card a step sends home.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apply, dealPosition, GAME_IDS, gameDef, parseMove, WASTE, type Move } from '../../src/engine/index.ts';
import { showMeLines } from '../../src/web/data/show-me.ts';
import { frenchTypography, t } from '../../src/web/i18n/index.ts';
import { loadRules, type Term } from '../../src/web/i18n/rules.ts';
import { ruleWords } from '../../src/web/i18n/rules-ui.ts';
import { cardName, pileTitle } from '../../src/web/labels.ts';
import { explainStep } from '../../src/web/rules/explain.ts';
import { odds, oddsParagraphs, percent, surveyedAs } from '../../src/web/rules/odds.ts';
import { SHOWN_MOVES, showMeSteps } from '../../src/web/rules/show-me.ts';
import { replaysToWin } from '../../src/web/state/winnable.ts';
import { blindCounts, surveyCounts } from '../../scripts/survey-odds.ts';
import { wilson } from '../../src/solver/stats.ts';

const LANGS = ['en', 'fr'] as const;
const survey = surveyCounts();

const parsed = (game: (typeof GAME_IDS)[number]): Move[] =>
  showMeLines[game].line.split(' ').map((m) => {
    const r = parseMove(m, gameDef(game));
    if (!r.ok) throw new Error(r.message);
    return r.value;
  });

describe('rule pages', () => {
  it.each(LANGS.flatMap((l) => GAME_IDS.map((g) => [l, g] as const)))('%s %s: rules, strategy, odds, related games and glossary', async (lang, game) => {
    const { rules, teach } = await loadRules(lang, game);
    expect(rules.goal.length).toBeGreaterThan(20);
    expect(rules.sections.length).toBeGreaterThan(0);
    expect(teach.strategy.length).toBeGreaterThanOrEqual(4);
    expect(teach.strategy.length).toBeLessThanOrEqual(6);
    for (const tip of teach.strategy) expect(tip.length).toBeGreaterThan(30);
    const o = oddsParagraphs(lang, game, survey);
    expect(o.length).toBeGreaterThanOrEqual(2);
    expect(o.join(' ')).toContain(percent(lang, odds(survey[surveyedAs(game)]!).interval.low));
    // English writes a percentage as its figures do, with no space before the sign ("95% Wilson interval").
    if (lang === 'en') expect(o.join(' ')).not.toMatch(/\d\s%/);
    expect(teach.glossary.length).toBeGreaterThanOrEqual(5);
  });

  it('French and English teach the same number of tips and glossary words', async () => {
    for (const game of GAME_IDS) {
      const [en, fr] = await Promise.all([loadRules('en', game), loadRules('fr', game)]);
      expect(fr.teach.strategy.length, game).toBe(en.teach.strategy.length);
      expect(fr.teach.glossary.length, game).toBe(en.teach.glossary.length);
      expect(Boolean(fr.teach.players), game).toBe(Boolean(en.teach.players));
    }
    expect(Object.keys(ruleWords.fr).sort()).toEqual(Object.keys(ruleWords.en).sort());
  });

  it('the glossary names piles with the board’s own labels', async () => {
    const labelled = (terms: readonly Term[]): string[] => terms.flatMap((x) => (typeof x === 'string' ? [] : [x.label]));
    for (const game of GAME_IDS) {
      const { teach } = await loadRules('en', game);
      const labels = labelled(teach.glossary.map(([term]) => term));
      expect(labels, game).toContain('foundationLabel');
      expect(labels, game).toContain(gameDef(game).stockActions ? 'pileAtHour' : 'rowLabel');
      if (gameDef(game).stockActions) expect(labels).toEqual(expect.arrayContaining(['stockLabel', 'wasteLabel', 'gap']));
    }
    // The board's label for row 3 starts with the same word the glossary shows.
    expect(pileTitle('fr', gameDef('citadel'), 't2').startsWith(t('fr', 'rowLabel', { n: '' }).trim())).toBe(true);
  });

  it('French never breaks between a number and “h”, and its typography can run twice', () => {
    expect(frenchTypography('2♣ à 9 h, 3♥ à 10 h.')).toBe('2♣ à 9\u00a0h, 3♥ à 10\u00a0h.');
    expect(t('fr', 'hourLabel', { hour: 3 })).toBe('3\u00a0h');
    expect(frenchTypography('8 heures')).toBe('8 heures');
    const once = frenchTypography('Donne : « 5 » à 3 h ; 50 %');
    expect(frenchTypography(once)).toBe(once);
  });
});

describe('survey figures', () => {
  it.each(LANGS)('Big Ben\'s page in %s says both figures: what a player who follows our hints wins (played blind), and the ceiling knowing the stock', (lang) => {
    const blind = blindCounts();
    expect(blind, 'docs/survey/big-ben-blind.jsonl.gz').not.toBeNull();
    expect(blind!.deals).toBeGreaterThanOrEqual(1000);
    const text = oddsParagraphs(lang, 'big-ben', survey).join(' ');
    const ci = wilson(blind!.won, blind!.deals);
    for (const x of [blind!.won / blind!.deals, ci.low, ci.high]) expect(text).toContain(percent(lang, x));
    expect(text).toContain(blind!.deals.toLocaleString(lang));
    expect(text).toContain(percent(lang, odds(survey['big-ben']!).low));
  });

  it('a share under 100 % never reads 100 %, nor one over 0 reads 0 %: more decimals, up to three', () => {
    expect(percent('en', 0.99957)).toBe('99.96%');
    expect(percent('fr', 0.99957)).toMatch(/^99,96\s%$/);
    expect(percent('en', 0.999994)).toBe('99.999%');
    expect(percent('en', 0.00004)).toBe('0.004%');
    expect(percent('en', 0.8595)).toBe('86.0%');
    expect([percent('en', 1), percent('en', 0)]).toEqual(['100.0%', '0.0%']);
    // Every game's page, from the repository's surveys: a game with a deal proved impossible is never said 100 % winnable.
    for (const game of GAME_IDS) {
      const c = survey[surveyedAs(game)];
      if (!c || c.impossible === 0) continue;
      for (const lang of LANGS) expect(oddsParagraphs(lang, game, survey).join(' '), `${game}, ${lang}`).not.toMatch(/100[.,]0+\s?%/);
    }
  });

  it('merge a game’s files by deal, a proof outranking unknown, and refuse contradictions', () => {
    const dir = mkdtempSync(join(tmpdir(), 'survey-'));
    try {
      const head = (game: string): string => `{"survey":1,"game":"${game}","solver":"test","budgetMs":null,"maxNodes":1000}\n`;
      const rec = (deal: number, verdict: string): string => `{"deal":${deal},"verdict":"${verdict}","nodes":5,"ms":1}\n`;
      writeFileSync(join(dir, 'citadel.jsonl'), head('citadel') + rec(1, 'won') + rec(2, 'unknown') + rec(3, 'impossible'));
      writeFileSync(join(dir, 'citadel-rerun.jsonl'), head('citadel') + rec(2, 'won') + rec(4, 'unknown'));
      expect(surveyCounts(dir).citadel).toEqual({ deals: 4, won: 2, impossible: 1, unknown: 1, first: 1, last: 4 });
      // A larger survey kept gzipped in a folder (docs/survey/100k) counts too.
      mkdirSync(join(dir, '100k'));
      writeFileSync(join(dir, '100k', 'citadel.jsonl.gz'), gzipSync(head('citadel') + rec(4, 'won') + rec(5, 'impossible')));
      expect(surveyCounts(dir).citadel).toEqual({ deals: 5, won: 3, impossible: 2, unknown: 0, first: 1, last: 5 });
      expect(surveyCounts(dir)['fortress']).toBeUndefined();
      // Deals past 2^24 (kept apart from the small ones, a byte a deal), with a blank line, CRLF and a deal read twice.
      writeFileSync(join(dir, 'fortress.jsonl'), `${head('fortress')}${rec(16777216, 'unknown')}\n${rec(16777215, 'won')}{"deal":12345678901234,"verdict":"won","nodes":5,"ms":1}\r\n${rec(70000, 'impossible')}${rec(16777216, 'won')}`);
      expect(surveyCounts(dir)['fortress']).toEqual({ deals: 4, won: 3, impossible: 1, unknown: 0, first: 70000, last: 12345678901234 });
      writeFileSync(join(dir, 'citadel-x.jsonl'), head('citadel') + rec(3, 'won'));
      expect(() => surveyCounts(dir)).toThrow(/deal 3 is both (impossible and won|won and impossible)/);
      writeFileSync(join(dir, 'citadel-x.jsonl'), head('citadel') + 'oops\n');
      expect(() => surveyCounts(dir)).toThrow(/citadel-x.jsonl:2: not JSON/);
      rmSync(join(dir, 'fortress.jsonl'));
      writeFileSync(join(dir, 'citadel-x.jsonl'), head('fortress'));
      expect(() => surveyCounts(dir)).toThrow(/a survey of fortress, not citadel/);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('a game’s figures come from its largest survey: the first folder holding a file of it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'survey-'));
    try {
      const head = (game: string): string => `{"survey":1,"game":"${game}","solver":"test","budgetMs":null,"maxNodes":1000}\n`;
      const rec = (deal: number, verdict: string): string => `{"deal":${deal},"verdict":"${verdict}","nodes":5,"ms":1}\n`;
      const [large, small] = ['1m', '100k'].map((d) => join(dir, d));
      mkdirSync(large!);
      mkdirSync(small!);
      writeFileSync(join(small!, 'fortress.jsonl.gz'), gzipSync(head('fortress') + rec(1, 'won') + rec(2, 'unknown')));
      writeFileSync(join(large!, 'fortress.jsonl.gz'), gzipSync(head('fortress') + rec(1, 'won') + rec(2, 'impossible') + rec(3, 'impossible')));
      writeFileSync(join(small!, 'citadel.jsonl'), head('citadel') + rec(1, 'impossible'));
      const table = surveyCounts([large!, small!]);
      // Fortress from the million (the smaller survey's unknown is not counted twice), Citadel from the 100,000.
      expect(table.fortress).toEqual({ deals: 3, won: 1, impossible: 2, unknown: 0, first: 1, last: 3 });
      expect(table.citadel).toEqual({ deals: 1, won: 0, impossible: 1, unknown: 0, first: 1, last: 1 });
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('the pages quote the repository’s surveys: Wilson interval with unknowns counted both ways', () => {
    const c = survey['big-ben']!;
    expect(c.deals).toBeGreaterThanOrEqual(10_000);
    const o = odds(c);
    expect(o.low).toBeCloseTo(c.won / c.deals);
    expect(o.high).toBeCloseTo((c.won + c.unknown) / c.deals);
    expect(o.interval.low).toBeLessThan(o.low);
    expect(oddsParagraphs('en', 'big-ben', survey).join(' ')).toMatch(/knowing the stock order/);
    expect(oddsParagraphs('en', 'sham-battle', survey).join(' ')).toMatch(/Beleaguered Castle’s survey/);
    expect(oddsParagraphs('en', 'citadel', {})).toEqual(['No survey of Citadel is in this build yet.']);
  });
});

describe('Show me', () => {
  it.each(GAME_IDS.map((g) => [g]))('%s: the stored line wins, and the steps replay to the engine’s positions', (game) => {
    const { deal, line } = showMeLines[game];
    const start = dealPosition(game, deal);
    if (!start.ok) throw new Error(start.message);
    const moves = parsed(game);
    expect(replaysToWin(start.value, moves)).toBe(true);
    const show = showMeSteps(game, deal, line);
    const placements = Math.max(0, moves.findIndex((m) => m.kind !== 'place'));
    expect(show.steps.length).toBe(SHOWN_MOVES + (placements > 0 ? 1 : 0));
    let played = 0;
    for (const step of show.steps) {
      played += step.moves.length;
      expect(step.after).toEqual(moves.slice(0, played).reduce(apply, start.value));
    }
    expect(show.total).toBe(moves.length);
  });

  it.each(LANGS.flatMap((l) => GAME_IDS.map((g) => [l, g] as const)))('%s %s: a step that sends a card home names that card', (lang, game) => {
    const { deal, line } = showMeLines[game];
    const show = showMeSteps(game, deal, line, 60);
    const def = gameDef(game);
    let home = 0;
    for (const step of show.steps) {
      const m = step.moves[0]!;
      const said = explainStep(lang, def, step);
      expect(said.length).toBeGreaterThan(10);
      if (m.kind !== 'foundation') continue;
      home++;
      const pile = m.from === WASTE ? step.before.waste : step.before.tableau[m.from]!;
      expect(said).toContain(cardName(lang, pile[pile.length - 1]!));
    }
    expect(home).toBeGreaterThan(0);
  });

  it('says the card a move frees and the row it empties', () => {
    const show = showMeSteps('citadel', showMeLines.citadel.deal, showMeLines.citadel.line);
    const def = gameDef('citadel');
    const texts = show.steps.map((s) => explainStep('en', def, s));
    expect(texts[0]).toBe('The 9 of spades moves onto the 10 of spades (Row 8). This frees the 7 of diamonds, which can go home next.');
    expect(texts[3]).toMatch(/Row 6 is empty now: any card may go there\.$/);
    expect(explainStep('fr', def, show.steps[3]!)).toMatch(/La rangée 6 est vide\u202f: n’importe quelle carte peut y aller\.$/);
  });
});
