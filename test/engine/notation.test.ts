/** Text forms and their error codes: cards, moves, positions, records, and the Game façade. */
import { describe, expect, it } from 'vitest';
import {
  Game,
  makeCard,
  makeMove,
  makePosition,
  makeRecord,
  parseCard,
  parseMove,
  parsePosition,
  parseRecord,
  replay,
  gameDef,
  WASTE,
  type Move,
  type Result,
} from '../../src/engine/index.ts';
import { deal, must } from './helpers.ts';

const code = <T>(r: Result<T>): string => (r.ok ? 'ok' : r.error);

describe('cards', () => {
  it('reads JD, td, 10D and writes every card back', () => {
    expect([parseCard('JD'), parseCard('td'), parseCard('10D'), parseCard(' AS ')]).toEqual([49, 48, 48, 13]);
    for (let c = 0; c < 52; c++) expect(parseCard(makeCard(c))).toBe(c);
  });

  it.each(['XX', '1D', '', 'J', 'JDD', '11D', '♠A'])('refuses "%s"', (t) => {
    expect(parseCard(t)).toBeUndefined();
  });
});

describe('move texts', () => {
  const cases: [string, Move][] = [
    ['t3-f1', { kind: 'foundation', from: 3, to: 1 }],
    ['w-t5', { kind: 'tableau', from: WASTE, to: 5 }],
    ['w-f11', { kind: 'foundation', from: WASTE, to: 11 }],
    ['t0-t7', { kind: 'tableau', from: 0, to: 7 }],
    ['deal', { kind: 'deal' }],
    ['fill', { kind: 'fill' }],
    ['s-t2', { kind: 'place', to: 2 }],
  ];

  it.each(cases)('%s ⇄ move', (text, move) => {
    expect(makeMove(move)).toBe(text);
    expect(parseMove(text)).toEqual({ ok: true, value: move });
  });

  it('accepts the long and upper-case spellings', () => {
    expect(parseMove('WASTE-F0')).toEqual({ ok: true, value: { kind: 'foundation', from: WASTE, to: 0 } });
    expect(parseMove('stock-waste')).toEqual({ ok: true, value: { kind: 'deal' } });
    expect(parseMove(' stock-t3 ')).toEqual({ ok: true, value: { kind: 'place', to: 3 } });
  });

  it.each([
    ['', 'ERR_MOVE_TEXT'],
    ['t3', 'ERR_MOVE_TEXT'],
    ['t3-w', 'ERR_MOVE_TEXT'],
    ['f0-t1', 'ERR_MOVE_TEXT'],
    ['s-f0', 'ERR_MOVE_TEXT'],
    ['t3-f1-t2', 'ERR_MOVE_TEXT'],
    ['t8-t0', 'ERR_PILE'],
    ['t0-t8', 'ERR_PILE'],
    ['t0-f4', 'ERR_PILE'],
  ])('refuses "%s" in Beleaguered Castle with %s', (text, error) => {
    expect(code(parseMove(text, gameDef('beleaguered-castle')))).toBe(error);
  });

  it('checks pile numbers against the game: t9 exists in Fortress, t12 nowhere', () => {
    expect(code(parseMove('t9-t0', gameDef('fortress')))).toBe('ok');
    expect(code(parseMove('t0-f11', gameDef('big-ben')))).toBe('ok');
    expect(code(parseMove('t12-t0', gameDef('big-ben')))).toBe('ERR_PILE');
  });
});

describe('position texts', () => {
  const castleText = makePosition(deal('beleaguered-castle', '1'));

  it('writes one pile a line, bottom → top', () => {
    expect(castleText.split('\n').slice(0, 6)).toEqual(['game: beleaguered-castle', 'f0: AC', 'f1: AS', 'f2: AH', 'f3: AD', expect.stringMatching(/^t0: (\w\w ){5}\w\w$/)]);
    expect(castleText.endsWith('stock:\nwaste:\n')).toBe(true);
  });

  it('reads comments, blank lines, CRLF, lower case and 10 for T', () => {
    const messy = '# a comment\r\n' + castleText.replace(/\n/g, '\r\n\r\n').replace(/T([CSHD])/g, '10$1').toLowerCase();
    expect(parsePosition(messy)).toEqual({ ok: true, value: deal('beleaguered-castle', '1') });
  });

  const swapFirstCard = (text: string, to: string): string => text.replace(/^(t0: )\w\w/m, `$1${to}`);

  it.each([
    ['a duplicate card', () => castleText.replace(/^(t0: .*)$/m, '$1 AC'), 'ERR_DUPLICATE_CARD'],
    ['a missing card', () => castleText.replace(/^(t0: .*) \w\w$/m, '$1'), 'ERR_MISSING_CARD'],
    ['a bad card', () => swapFirstCard(castleText, 'XX'), 'ERR_CARD'],
    ['a foundation not starting at its base', () => removeOnce(castleText, '2C').replace('f0: AC', 'f0: 2C').replace(/^(t0: .*)$/m, '$1 AC'), 'ERR_FOUNDATION'],
    ['a foundation out of order', () => moveCardHome(castleText, '2C', 'f1'), 'ERR_FOUNDATION'],
    ['an unknown game', () => castleText.replace('beleaguered-castle', 'klondike'), 'ERR_UNKNOWN_GAME'],
    ['no game line', () => castleText.replace(/^game:.*\n/, ''), 'ERR_PILE'],
    ['a row the game lacks', () => castleText + 't8: \n', 'ERR_PILE'],
    ['a pile listed twice', () => castleText + 't0: \n', 'ERR_PILE'],
    ['a line that is no pile', () => castleText + 'hello\n', 'ERR_PILE'],
    ['a stock in a game without one', () => moveCardTo(castleText, 'stock'), 'ERR_PILE'],
  ])('refuses %s', (_what, text, error) => {
    expect(code(parsePosition(text()))).toBe(error);
  });

  it('refuses a Big Ben foundation without its base card (ERR_FOUNDATION)', () => {
    const text = makePosition(deal('big-ben', '1')).replace('f0: 2C', 'f0:').replace(/^(stock: .*)$/m, '$1 2C');
    expect(code(parsePosition(text))).toBe('ERR_FOUNDATION');
  });

  it('refuses a 10♣ on a finished 9h foundation as a second copy too many (ERR_FOUNDATION)', () => {
    const text = makePosition(deal('big-ben', '1'));
    const home = ['3C', '4C', '5C', '6C', '7C', '8C', '9C', 'TC'];
    let t = text;
    for (const c of home) t = removeOnce(t, c);
    t = t.replace('f0: 2C', `f0: 2C ${home.join(' ')}`);
    expect(code(parsePosition(t))).toBe('ERR_FOUNDATION');
    expect(code(parsePosition(t.replace(' TC\n', '\n').replace(/^(stock: .*)$/m, '$1 TC')))).toBe('ok');
  });

  it('refuses Selective Castle rows over 6 while cards are being placed (ERR_PLACEMENT)', () => {
    const p = deal('selective-castle', '1');
    for (let i = 0; i < 7; i++) p.tableau[0]!.push(p.stock.pop()!);
    expect(code(parsePosition(makePosition(p)))).toBe('ERR_PLACEMENT');
  });
});

describe('records', () => {
  const text = '[Game "big-ben"]\n[Deal "#1,234"]\n[Rules "1"]\n\n1. t3-f1 2. deal\nw-t5 fill\n';

  it('reads headers and moves, ignoring move numbers, and writes a canonical record', () => {
    const r = must(parseRecord(text));
    expect(r.game).toBe('big-ben');
    expect(r.deal).toBe('1234');
    expect(r.moves.map(makeMove)).toEqual(['t3-f1', 'deal', 'w-t5', 'fill']);
    expect(makeRecord(r)).toBe('[Game "big-ben"]\n[Deal "1234"]\n[Rules "1"]\n\nt3-f1 deal w-t5 fill\n');
  });

  it.each([
    ['a header that is not one', text.replace('[Rules "1"]', '[Rules 1]'), 'ERR_RECORD'],
    ['another rules version', text.replace('[Rules "1"]', '[Rules "2"]'), 'ERR_RECORD'],
    ['an unknown game', text.replace('big-ben', 'spider'), 'ERR_UNKNOWN_GAME'],
    ['a bad deal number', text.replace('#1,234', 'ms0'), 'ERR_DEAL_NUMBER'],
    ['a bad move', text.replace('w-t5', 'w-t55'), 'ERR_PILE'],
    ['a word that is no move', text.replace('fill', 'refill'), 'ERR_MOVE_TEXT'],
  ])('refuses %s', (_what, bad, error) => {
    expect(code(parseRecord(bad))).toBe(error);
  });

  it('replays to the position, and stops at the first illegal move with ERR_ILLEGAL_MOVE', () => {
    const g = must(Game.create('big-ben', '1'));
    for (const m of ['t1-f4', 'deal', 't3-t10']) must(g.move(m));
    expect(must(replay(must(parseRecord(g.record()))))).toEqual(g.position());
    const bad = must(parseRecord(g.record().replace('t3-t10', 't3-t10 t3-t10')));
    expect(code(replay(bad))).toBe('ERR_ILLEGAL_MOVE');
  });
});

describe('the Game façade', () => {
  it('refuses bad games and deal numbers', () => {
    expect(code(Game.create('klondike', 1))).toBe('ERR_UNKNOWN_GAME');
    expect(code(Game.create('fortress', 0))).toBe('ERR_DEAL_NUMBER');
  });

  it('refuses an illegal move with ERR_ILLEGAL_MOVE and changes nothing', () => {
    const g = must(Game.create('beleaguered-castle', '1'));
    must(g.move('t2-t5'));
    g.undo();
    const before = g.position();
    expect(code(g.move('t0-t1'))).toBe('ERR_ILLEGAL_MOVE');
    expect(code(g.move({ kind: 'deal' }))).toBe('ERR_ILLEGAL_MOVE');
    expect(code(g.move('t0-f9'))).toBe('ERR_PILE');
    expect(code(g.move('nonsense'))).toBe('ERR_MOVE_TEXT');
    expect(g.position()).toEqual(before);
    expect(g.history()).toEqual([]);
    expect(g.redo()).toEqual({ kind: 'tableau', from: 2, to: 5 }); // the redo list survived
  });

  it('undoes and redoes; a new move clears the redo list', () => {
    const g = must(Game.create('big-ben', '1'));
    const start = g.position();
    expect(g.undo()).toBeUndefined();
    must(g.move('t1-f4'));
    must(g.move('fill'));
    const after = g.position();
    g.undo();
    g.undo();
    expect(g.position()).toEqual(start);
    g.redo();
    g.redo();
    expect(g.position()).toEqual(after);
    g.undo();
    must(g.move('deal'));
    expect(g.redo()).toBeUndefined();
  });

  it('keeps the deal in canonical text, so its record reads back whatever was typed', () => {
    for (const [typed, canonical] of [['1 234', '1234'], ['#1,234', '1234'], ['MS5', 'ms5'], [' 617L ', '617']]) {
      const g = must(Game.create('fortress', typed!));
      expect(g.deal).toBe(canonical);
      must(g.move(makeMove(g.legalMoves()[0]!)));
      expect(must(replay(must(parseRecord(g.record()))))).toEqual(g.position());
    }
  });

  it('hands out copies of its position', () => {
    const g = must(Game.create('citadel', '1'));
    g.position().tableau[0]!.length = 0;
    expect(g.position().tableau[0]!.length).toBeGreaterThan(0);
  });
});

/** Position-text surgery for the error cases. */
function removeOnce(text: string, card: string): string {
  return text.replace(new RegExp(`^((?:t\\d+|stock):.*?) ?\\b${card}\\b`, 'm'), '$1');
}
function moveCardHome(text: string, card: string, home: string): string {
  return removeOnce(text, card).replace(new RegExp(`^(${home}: .*)$`, 'm'), `$1 ${card}`);
}
function moveCardTo(text: string, pile: string): string {
  const m = /^t0: .* (\w\w)$/m.exec(text)!;
  return removeOnce(text, m[1]!).replace(new RegExp(`^${pile}:`, 'm'), `${pile}: ${m[1]}`);
}
