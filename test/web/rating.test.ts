// @vitest-environment happy-dom
/**
 * Every deal rated, in the app: the worker's rating is the solver's (the one `solitaire rate` prints)
 * and the same every time; a draw of a chosen difficulty gives a deal of that difficulty (from the
 * winnable list when "Winnable deals only" is on), bounded, and says so when none came; the marks kept
 * across reloads; the rule page's spread; the words in both languages. The solver worker is the very
 * job code the browser's worker runs (search/jobs.ts), called in this thread.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_IDS, GAMES, gameDef, parseDealNumber, type GameId, type Position } from '../../src/engine/index.ts';
import { IMPOSSIBLE_NODES, PLAYOUTS, rateDeal, ratedGame, ratingMark, THRESHOLDS, type Level } from '../../src/solver/rating.ts';
import { runJob } from '../../src/web/search/jobs.ts';
import type { JobKind, JobOptions } from '../../src/web/search/protocol.ts';

/** Jobs asked of the worker, by kind, and the worker's answers computed here. */
const asked = vi.hoisted(() => ({ kinds: [] as string[], fail: false }));
vi.mock('../../src/web/search/index.ts', async () => {
  const { runJob: run } = await import('../../src/web/search/jobs.ts');
  const job = <K extends JobKind>(kind: K, pos: Position, opts: JobOptions = {}) => {
    asked.kinds.push(kind);
    const answer = asked.fail ? null : run(kind, pos, opts, () => false);
    return { promise: Promise.resolve(answer ? { status: 'done' as const, answer } : { status: 'failed' as const, error: 'no worker' }), cancel: () => undefined };
  };
  return { ask: job, askInBackground: job };
});

const { drawRated, MAX_TRIES, rateMark } = await import('../../src/web/search/draw.ts');
const { newDeal, startGame } = await import('../../src/web/lifecycle.ts');
const { hintText, ratingKey, ratings, session, settings } = await import('../../src/web/store.ts');
const { DIFFICULTY_LEVELS, readSettings } = await import('../../src/web/state/settings.ts');
const { winnableDeals } = await import('../../src/web/data/winnable/index.ts');
const { KEPT, newest, RATED_BY, RATINGS_KEY, rateSoon, readKept, startRatings } = await import('../../src/web/rating/ask.ts');
const { ratingSaid, ratingWord, stars } = await import('../../src/web/rating/Rating.tsx');
const { ratedAs, spreadOf } = await import('../../src/web/rating/RatingSpread.tsx');
const { ratingSpread, spreadDeals } = await import('../../src/web/data/rating-spread.ts');
const { ratingEn, rt } = await import('../../src/web/rating/strings.ts');
const { drawEn, dw } = await import('../../src/web/i18n/strings-draw.ts');

const dealNumber = (text: string) => {
  const d = parseDealNumber(text);
  if (!d.ok) throw new Error(d.message);
  return d.value;
};
/** A seeded generator (mulberry32), so a draw is the same on every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const never = (): boolean => false;
const start = (game: GameId): Position => {
  const s = session.value;
  if (s?.def.id === game) return s.pos;
  startGame(game, '1');
  return session.value!.pos;
};

beforeEach(() => {
  asked.kinds = [];
  asked.fail = false;
  localStorage.clear();
  ratings.value = {};
  hintText.value = null;
  settings.value = readSettings({ lang: 'en' }, 'en');
});

describe('a deal\'s rating in the worker', () => {
  it('is the solver\'s rating (what `solitaire rate` prints), and the same deal gets the same rating every time', () => {
    for (const game of GAME_IDS) {
      for (const deal of ['1', '617', '123456789']) {
        const mark = ratingMark(rateDeal(game, dealNumber(deal)));
        expect(rateMark(game, deal), `${game} ${deal}`).toBe(mark);
        expect(runJob('rate', start(game), { deal }, never), `${game} ${deal} through the worker's job`).toEqual({ mark });
        expect(runJob('rate', start(game), { deal }, never).mark, `${game} ${deal} asked again`).toBe(mark);
      }
    }
  });

  it('knows a deal proved impossible (Fortress deals are mostly lost) and never marks Big Ben so', () => {
    const fortress = Array.from({ length: 20 }, (_, i) => rateMark('fortress', String(i + 1)));
    expect(fortress).toContain('impossible');
    const bigBen = Array.from({ length: 10 }, (_, i) => rateMark('big-ben', String(i + 1)));
    expect(bigBen.every((m) => typeof m === 'number')).toBe(true);
  });
});

describe('the difficulty filter', () => {
  it('Easy, Medium and Hard take the levels 1–2, 3 and 4–5, each level once', () => {
    expect(DIFFICULTY_LEVELS).toEqual({ easy: [1, 2], medium: [3], hard: [4, 5] });
    expect(Object.values(DIFFICULTY_LEVELS).flat().sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('is a setting read back as written, any difficulty when absent or unknown', () => {
    expect(readSettings({ difficulty: 'hard' }, 'en').difficulty).toBe('hard');
    for (const junk of [undefined, 'any', 'toString', 3, null]) expect(readSettings({ difficulty: junk }, 'en').difficulty, String(junk)).toBeUndefined();
  });

  it.each(GAME_IDS)('%s: a draw from 1–999,999,999 gives a deal of each difficulty, rated as asked', (game) => {
    for (const [name, levels] of Object.entries(DIFFICULTY_LEVELS)) {
      const r = drawRated(game, { levels, budgetMs: 60_000, random: seeded(7), now: Date.now, shouldStop: never });
      expect(r.deal, `${game} ${name}`).not.toBeNull();
      if (r.deal === null) continue;
      expect(levels as readonly Level[]).toContain(rateMark(game, r.deal));
      expect(r.mark).toBe(rateMark(game, r.deal));
      const n = Number(r.deal);
      expect(n >= 1 && n <= 999_999_999, `deal ${r.deal}`).toBe(true);
      // The same seed draws the same deal: the draw depends on its random numbers only.
      expect(drawRated(game, { levels, budgetMs: 60_000, random: seeded(7), now: Date.now, shouldStop: never }).deal).toBe(r.deal);
    }
  });

  it('draws from a list each deal at most once, never the deal on the board, and gives up when the list has none of the level', () => {
    const list = ['1', '2', '3', '4', '5', '6', '7', '8'];
    const marks = Object.fromEntries(list.map((d) => [d, rateMark('citadel', d)]));
    const level = marks['3'] as Level;
    const found = drawRated('citadel', { levels: [level], candidates: list, current: '3', budgetMs: 60_000, random: seeded(1), now: Date.now, shouldStop: never });
    if (found.deal !== null) {
      expect(found.deal).not.toBe('3');
      expect(marks[found.deal]).toBe(level);
    } else expect(list.filter((d) => d !== '3' && marks[d] === level)).toEqual([]);
    const absent = ([1, 2, 3, 4, 5] as Level[]).find((l) => !Object.values(marks).includes(l));
    const none = drawRated('citadel', { levels: absent ? [absent] : [], candidates: list, budgetMs: 60_000, random: seeded(1), now: Date.now, shouldStop: never });
    expect(none).toEqual({ deal: null, tried: list.length });
  });

  it('is bounded: by its time (a deal at least is rated) and by MAX_TRIES deals', () => {
    let clock = 0;
    const timed = drawRated('fortress', { levels: [], budgetMs: 30, random: seeded(3), now: () => (clock += 10), shouldStop: never });
    expect(timed).toEqual({ deal: null, tried: 3 });
    const counted = drawRated('fortress', { levels: [], budgetMs: 1e12, random: seeded(3), now: () => 0, shouldStop: never });
    expect(counted).toEqual({ deal: null, tried: MAX_TRIES });
    const stopped = drawRated('fortress', { levels: [], budgetMs: 1e12, random: seeded(3), now: () => 0, shouldStop: () => true });
    expect(stopped.tried).toBe(1);
  });

  it('New deal with a difficulty set: the deal dealt has it, its rating is known at once, no rating asked again', async () => {
    settings.value = readSettings({ lang: 'en', difficulty: 'hard' }, 'en');
    startGame('streets-and-alleys', '1');
    for (let i = 0; i < 3; i++) {
      const before = session.value!.deal;
      await newDeal();
      const s = session.value!;
      expect(s.deal).not.toBe(before);
      expect([4, 5]).toContain(rateMark('streets-and-alleys', s.deal));
      expect(ratings.value[ratingKey('streets-and-alleys', s.deal)]).toBe(rateMark('streets-and-alleys', s.deal));
    }
    expect(asked.kinds).toEqual(['draw', 'draw', 'draw']);
  });

  it('with "Winnable deals only" too, the deal comes from the winnable list', async () => {
    settings.value = readSettings({ lang: 'en', difficulty: 'easy', winnableOnly: ['citadel'] }, 'en');
    startGame('citadel', '1');
    const list = await winnableDeals('citadel');
    for (let i = 0; i < 3; i++) {
      await newDeal();
      const deal = session.value!.deal;
      expect(list).toContain(deal);
      expect([1, 2]).toContain(rateMark('citadel', deal));
    }
  });

  it('without a worker, any deal is dealt and the player is told', async () => {
    settings.value = readSettings({ lang: 'fr', difficulty: 'medium' }, 'en');
    startGame('citadel', '1');
    asked.fail = true;
    await newDeal();
    expect(session.value!.deal).not.toBe('1');
    expect(hintText.value).toContain(dw('fr', 'drawUnrated'));
  });
});

describe('the ratings kept on the page', () => {
  it('RATED_BY names the solver\'s rating: a change of its thresholds, playouts or quick search changes where marks are kept', () => {
    const rated = Object.values(THRESHOLDS).map((t) => t.join('.')).join(' ');
    expect(RATED_BY).toBe(`${rated} p${PLAYOUTS} n${IMPOSSIBLE_NODES}`);
    expect(RATINGS_KEY).toContain(RATED_BY);
  });

  it('keeps the newest marks, and reads back only marks', () => {
    const many = Object.fromEntries(Array.from({ length: KEPT + 5 }, (_, i) => [`citadel ${i}`, ((i % 5) + 1) as Level]));
    const kept = newest(many);
    expect(Object.keys(kept)).toHaveLength(KEPT);
    expect(kept['citadel 4']).toBeUndefined();
    expect(kept[`citadel ${KEPT + 4}`]).toBe(((KEPT + 4) % 5) + 1);
    expect(readKept({ 'a 1': 3, 'a 2': 'impossible', 'a 3': 6, 'a 4': '2', 'a 5': null })).toEqual({ 'a 1': 3, 'a 2': 'impossible' });
    expect(readKept([1, 2])).toEqual({});
  });

  it('a deal asked for is rated once the page is quiet, kept in localStorage, and not asked again', async () => {
    localStorage.setItem(RATINGS_KEY, JSON.stringify({ 'citadel 9': 4 }));
    startRatings();
    expect(ratings.value['citadel 9']).toBe(4);
    rateSoon('citadel', '9');
    rateSoon('citadel', '5');
    rateSoon('citadel', '5');
    await vi.waitFor(() => expect(ratings.value['citadel 5']).toBeDefined(), { timeout: 10_000 });
    expect(ratings.value['citadel 5']).toBe(rateMark('citadel', '5'));
    expect(asked.kinds).toEqual(['rate']);
    expect(JSON.parse(localStorage.getItem(RATINGS_KEY)!)).toEqual({ 'citadel 9': 4, 'citadel 5': rateMark('citadel', '5') });
  });
});

describe('the rule page\'s spread', () => {
  it('counts every deal of the range once per game, and its shares add up to the whole', () => {
    for (const [game, counts] of Object.entries(ratingSpread)) {
      expect(counts.reduce((a, b) => a + b, 0), game).toBe(spreadDeals.last - spreadDeals.first + 1);
      const shares = spreadOf(game as keyof typeof ratingSpread);
      expect(shares.reduce((a, r) => a + r.share, 0), game).toBeCloseTo(1, 9);
    }
    expect(spreadOf('big-ben').map((r) => r.mark)).toEqual([1, 2, 3, 4, 5]);
    expect(spreadOf('fortress').map((r) => r.mark)).toEqual([1, 2, 3, 4, 5, 'impossible']);
  });

  it('each game is rated as the solver rates it (Sham Battle and Selective Castle as Beleaguered Castle)', () => {
    for (const def of GAMES) expect(ratedAs(def), def.id).toBe(ratedGame(def));
    expect(ratedAs(gameDef('sham-battle'))).toBe('beleaguered-castle');
  });
});

describe('the words', () => {
  it('every rating word in English and French, with the same placeholders and French typography', () => {
    const vars = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
    for (const [keys, tr] of [[Object.keys(ratingEn), rt], [Object.keys(drawEn), dw]] as const) {
      for (const key of keys as never[]) {
        const en = (tr as (l: 'en' | 'fr', k: never) => string)('en', key), fr = (tr as (l: 'en' | 'fr', k: never) => string)('fr', key);
        expect(en.length, key).toBeGreaterThan(0);
        // One word is the same in both: a deal proved lost is "Impossible" (a screen reader hears a sentence of each language).
        if (key !== 'impossible') expect(fr, key).not.toBe(en);
        expect(vars(fr), key).toEqual(vars(en));
        expect(fr, key).not.toMatch(/ [:;!?]/);
      }
    }
  });

  it('a level reads as stars and a word for the eye, and as "difficulty: …" for a screen reader', () => {
    expect(stars(2)).toBe('★★☆☆☆');
    expect([1, 2, 3, 4, 5].map((l) => ratingWord('en', l as Level))).toEqual(['Very easy', 'Easy', 'Medium', 'Hard', 'Very hard']);
    expect([1, 2, 3, 4, 5].map((l) => ratingWord('fr', l as Level))).toEqual(['Très facile', 'Facile', 'Moyenne', 'Difficile', 'Très difficile']);
    expect(ratingSaid('en', 2)).toBe('difficulty: easy');
    expect(ratingSaid('fr', 2)).toBe('difficulté\u202f: facile');
    expect(ratingWord('en', 'impossible')).toBe('Impossible');
    expect(ratingWord('fr', 'impossible')).toBe('Impossible');
    expect(ratingSaid('en', 'impossible')).toBe('cannot be won, as the solver proved');
    expect(ratingSaid('fr', 'impossible')).toBe('impossible à gagner, le solveur l’a prouvé');
  });
});
