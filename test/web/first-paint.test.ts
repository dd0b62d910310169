/**
 * index.html's inline script (scripts/first-paint-preload.ts), run as built in a page of its own
 * (node:vm): it accepts exactly state/settings.ts's felts and backs, picks the language the app
 * will, and on any stored text (not JSON, not an object, huge, '__proto__') applies what the app's
 * own reading gives, without throwing.
 */
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstPaintScript } from '../../scripts/first-paint-preload.ts';
import { BACKS, browserLang, FELTS, readSettings, rootLooks, SETTINGS_KEY, type Lang } from '../../src/web/state/settings.ts';

const URLS: Record<Lang, string> = { en: '/assets/strings-EN.js', fr: '/assets/strings-fr-FR.js' };
const BOARDS = { 'selective-castle': ['/assets/PuzzleBar-X.js', '/assets/puzzles-Y.css', '/assets/puzzles-Z.js'] };
const SCRIPT = firstPaintScript(URLS, BOARDS);

/** What the script leaves on the page for this stored text and these browser languages (at an address of this search). */
function run(stored: string | null, languages: readonly string[] = ['en-US'], storage: 'ok' | 'throws' = 'ok', search = '') {
  const dataset: Record<string, string> = {};
  const head: { rel: string; href: string; as?: string; crossOrigin?: string }[] = [];
  const localStorage = {
    getItem(key: string) {
      if (storage === 'throws') throw new Error('SecurityError: storage is off');
      return key === SETTINGS_KEY ? stored : null;
    },
  };
  const document = {
    documentElement: { dataset },
    createElement: () => ({ rel: '', href: '' }),
    querySelectorAll: () => [],
    head: { appendChild: (el: { rel: string; href: string; as?: string; crossOrigin?: string }) => head.push(el) },
  };
  runInNewContext(SCRIPT, { localStorage, document, navigator: { languages, language: languages[0] }, location: { search } });
  return { looks: { ...dataset }, preloads: head.map((l) => `${l.rel}${l.as ? ` as ${l.as}` : ''}${l.crossOrigin === undefined ? '' : ' cors'} ${l.href}`) };
}

/** What the app makes of the same stored text: the root's attributes, and the language's preload. */
function app(stored: string | null, languages: readonly string[] = ['en-US']) {
  let raw: unknown;
  try {
    raw = stored === null ? undefined : JSON.parse(stored);
  } catch {
    raw = undefined;
  }
  const st = readSettings(raw, browserLang(languages));
  return { looks: rootLooks(st), preloads: [`modulepreload ${URLS[st.lang]}`] };
}

describe('the first-paint script', () => {
  it('is small', () => {
    // Without the board files' names, which the build fills in.
    expect(firstPaintScript(URLS).length).toBeLessThan(1000);
  });

  it('preloads the files a Selective Castle board waits for when the address opens one, and nothing more elsewhere', () => {
    const board = [`modulepreload ${URLS.fr}`, 'modulepreload /assets/PuzzleBar-X.js', 'preload as style cors /assets/puzzles-Y.css', 'modulepreload /assets/puzzles-Z.js'];
    expect(run('{"lang":"fr"}', ['fr'], 'ok', '?game=selective-castle&deal=3').preloads).toEqual(board);
    expect(run('{"lang":"fr"}', ['fr'], 'ok', '?deal=3&game=selective-castle').preloads).toEqual(board);
    for (const search of ['', '?game=citadel&deal=5', '?rules=selective-castle', '?game=selective-castles', '?mygame=selective-castle', '?game=__proto__', '?game=hasOwnProperty', '?game=constructor']) {
      expect(run('{"lang":"fr"}', ['fr'], 'ok', search).preloads, search).toEqual([`modulepreload ${URLS.fr}`]);
    }
  });

  it('puts each of settings.ts’s felts and backs on the root, the defaults as no attribute', () => {
    for (const felt of FELTS) expect(run(JSON.stringify({ felt })).looks, felt).toEqual(felt === 'auto' ? {} : { felt });
    for (const back of BACKS) expect(run(JSON.stringify({ back })).looks, back).toEqual(back === 'ruby' ? {} : { back });
    expect(run(JSON.stringify({ felt: 'blue', back: 'gold', lang: 'fr' }))).toEqual({ looks: { felt: 'blue', back: 'gold' }, preloads: [`modulepreload ${URLS.fr}`] });
  });

  it('accepts nothing else: near misses, other types, a megabyte, __proto__', () => {
    const bad = ['purple', 'Green', ' blue', 'dark\n', '', 'auto ', 'toString', '__proto__', 'x'.repeat(1 << 20)];
    for (const v of [...bad, 1, true, null, ['dark'], { dark: 1 }]) {
      expect(run(JSON.stringify({ felt: v, back: v })).looks, JSON.stringify(v).slice(0, 40)).toEqual({});
    }
    expect(run('{"__proto__":{"felt":"dark","back":"gold","lang":"fr"}}')).toEqual({ looks: {}, preloads: [`modulepreload ${URLS.en}`] });
  });

  it('a store that is not a settings object leaves the defaults and never throws', () => {
    const texts = [null, '', '{', 'null', '0', '"dark"', '[]', '["dark"]', 'true', 'x'.repeat(1 << 20), `{"felt":"${'x'.repeat(1 << 20)}"}`];
    for (const text of texts) expect(run(text, ['fr-CA']), String(text).slice(0, 20)).toEqual({ looks: {}, preloads: [`modulepreload ${URLS.fr}`] });
    expect(run('{"felt":"dark"}', ['fr'], 'throws')).toEqual({ looks: {}, preloads: [`modulepreload ${URLS.fr}`] });
  });

  it('picks the language as the app does: the saved one, else the browser’s first of ours, else English', () => {
    const cases: [string | null, string[]][] = [
      [null, ['de-DE', 'fr-CA', 'en']],
      [null, ['de', 'EN-gb']],
      [null, ['de']],
      [null, []],
      [null, ['french', 'en']],
      ['{"lang":"fr"}', ['en-US']],
      ['{"lang":"en"}', ['fr-FR']],
      ['{"lang":"FR"}', ['de', 'fr']],
      ['{"lang":"de"}', ['fr']],
    ];
    for (const [stored, langs] of cases) expect(run(stored, langs), `${stored} ${langs}`).toEqual(app(stored, langs));
  });

  it('agrees with the app’s reading of any stored JSON', () => {
    const choice = fc.constantFrom<unknown>(...FELTS, ...BACKS, 'en', 'fr', 'purple', '', 0, null, true, []);
    const settings = fc.dictionary(fc.constantFrom('felt', 'back', 'lang', 'large', '__proto__', 'constructor'), fc.oneof(choice, fc.jsonValue()));
    const stored = fc.oneof(settings.map((s) => JSON.stringify(s)), fc.json(), fc.string());
    const langs = fc.array(fc.constantFrom('en', 'fr-FR', 'de', 'FR', 'english', ''), { maxLength: 3 });
    fc.assert(fc.property(stored, langs, (text, l) => void expect(run(text, l)).toEqual(app(text, l))), { numRuns: 500 });
  });
});
