import { describe, expect, it } from 'vitest';
import { apply, gameDef, makeMove, makeRecord, RULES_VERSION, type GameId, type Move } from '../../src/engine/index.ts';
import { solve } from '../../src/solver/index.ts';
import { moveWords } from '../../src/cli/move-words.ts';
import { deal } from '../solver/support/castle.ts';
import { lostGame, NODES, type LostGame } from '../solver/support/lost-game.ts';
import { runCli } from './capture.ts';

interface ReviewJson {
  game: string;
  deal: string;
  result: string;
  losingMove: { index: number; move: string; alternative: string | null } | null;
  verdicts: string[];
}

const recordOf = (g: LostGame): string => makeRecord({ game: g.game, deal: String(g.deal), rules: RULES_VERSION, moves: g.moves });
const review = (text: string, ...flags: string[]) => runCli(['review', 'game.txt', ...flags], { 'game.txt': text });

/** Checks the --json object of a lost game whose losing move is known. */
function expectNamesMoveKPlusOne(out: string, g: LostGame): void {
  const r = JSON.parse(out) as ReviewJson;
  expect(Object.keys(r)).toEqual(['game', 'deal', 'result', 'losingMove', 'verdicts']);
  expect(r).toMatchObject({ game: g.game, deal: String(g.deal), result: 'lost' });
  expect(r.losingMove).toMatchObject({ index: g.k + 1, move: makeMove(g.moves[g.k]!) });
  expect(r.losingMove!.alternative).not.toBeNull();
  expect(r.losingMove!.alternative).not.toBe(r.losingMove!.move);
  expect(r.verdicts).toEqual(Array.from({ length: g.moves.length + 1 }, (_, i) => (i <= g.k ? 'won' : 'impossible')));
}

const LOST: GameId[] = ['beleaguered-castle', 'streets-and-alleys', 'fortress', 'big-ben'];

describe('solitaire review --json on lost games whose losing move is known', () => {
  it.each(LOST)('%s: names move k + 1 with a winning alternative', async (game) => {
    const g = lostGame(game);
    const r = await review(recordOf(g), '--json');
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out.split('\n')).toHaveLength(1);
    expectNamesMoveKPlusOne(r.out, g);
  });

  it('reads the same game from a share link, moves joined by + or by encoded spaces', async () => {
    const g = lostGame('fortress');
    const texts = g.moves.map(makeMove);
    for (const moves of [texts.join('+'), texts.join('%20')]) {
      const r = await runCli(['review', `https://example.org/solitaire/?game=fortress&deal=${g.deal}&moves=${moves}`, '--json']);
      expect(r).toMatchObject({ code: 0, err: '' });
      expectNamesMoveKPlusOne(r.out, g);
    }
  });
});

describe('solitaire review: text', () => {
  it('a castle game: each move with its verdict, the losing move in words and the move that still won', async () => {
    const g = lostGame('streets-and-alleys');
    const r = await review(recordOf(g));
    expect(r).toMatchObject({ code: 0, err: '' });
    const before = g.moves.slice(0, g.k).reduce(apply, g.start);
    const words = moveWords(gameDef(g.game), before, g.moves[g.k]!);
    expect(r.out).toContain(`Move ${g.k + 1}, ${words}, lost the game.\nBefore it, `);
    expect(r.out).toMatch(/still won\.\nA winning line from there \(\d+ moves\): /);
    expect(r.out).toMatch(new RegExp(`\\n +${g.k + 1}\\. ${makeMove(g.moves[g.k]!)} +.+ lost\\n`));
    expect(r.out).toMatch(new RegExp(`\\n +${g.k}\\. ${makeMove(g.moves[g.k - 1]!)} +.+ winnable\\n`));
    expect(r.out).not.toContain('stock');
  });

  it('Big Ben: says the verdict knows the stock, and what the hint would have played', async () => {
    const g = lostGame('big-ben');
    const r = await review(recordOf(g));
    expect(r.code).toBe(0);
    expect(r.out).toContain(`Move ${g.k + 1}, `);
    expect(r.out).toContain(', lost the game, knowing the cards still in the stock.');
    expect(r.out).toMatch(/\nOur hint, which never sees the stock, would have played (the same move|.+ \([\w-]+\))\.$/);
  });

  it('a won game: every position winnable, no losing move, and what made it harder or that it was clean', async () => {
    const start = deal('citadel', 2);
    const line = solve(start, { maxNodes: NODES }).moves;
    const text = makeRecord({ game: 'citadel', deal: '2', rules: RULES_VERSION, moves: line });
    const json = JSON.parse((await review(text, '--json')).out) as ReviewJson;
    expect(json).toMatchObject({ result: 'won', losingMove: null });
    expect(json.verdicts).toEqual(Array<string>(line.length + 1).fill('won'));
    const r = await review(text);
    expect(r.out).toMatch(/\n(A clean game: .+|Move \d+, .+, made the game harder: .+)$/);
  });

  it('an unfinished game still winnable says so', async () => {
    const moves: Move[] = solve(deal('citadel', 2), { maxNodes: NODES }).moves.slice(0, 5);
    const r = await review(makeRecord({ game: 'citadel', deal: '2', rules: RULES_VERSION, moves }));
    expect(r.out).toMatch(/^Citadel, deal 2: unfinished after 5 moves\./);
    expect(r.out).toMatch(/\nUnfinished: the position reached is winnable\.$/);
  });
});

describe('solitaire review: bad input is one line, exit 2', () => {
  const record = (game: string, moves: string): string => `[Game "${game}"]\n[Deal "2"]\n[Rules "1"]\n\n${moves}\n`;
  it.each([
    ['a malformed record', ['review', 'game.txt'], record('fortress', 't8-f1 t5-zz'), /^solitaire review: game\.txt is not a valid game record: move 2: "t5-zz" is not a move/],
    ['a record of an unknown game', ['review', 'game.txt'], record('klondike', ''), /^solitaire review: game\.txt is not a valid game record: the record's \[Game\] header names no known game$/],
    ['an illegal move', ['review', 'game.txt'], record('fortress', 't8-f1 t8-f1'), /^solitaire review: move 2 \(t8-f1\) is illegal: /],
    ['a missing file', ['review', 'none.txt'], '', /^solitaire review: cannot read "none\.txt": no such file$/],
    ['a link to an unknown game', ['review', '?game=klondike&deal=2'], '', /^solitaire review: the link's game "klondike" is not a known game$/],
    ['a link with a bad deal', ['review', '?game=fortress&deal=x'], '', /^solitaire review: the link's deal: /],
    ['a link with a bad move', ['review', '?game=fortress&deal=2&moves=t8-f1+zz'], '', /^solitaire review: the link's move 2: "zz" is not a move/],
    ['a link with a bad escape', ['review', '?game=fortress&deal=2&moves=%E0'], '', /^solitaire review: ".+" is not a share link: a %-escape is malformed$/],
    ['a bad budget', ['review', 'game.txt', '--budget-ms', '1e3'], record('fortress', ''), /^solitaire review: --budget-ms takes a positive whole number/],
    ['no argument', ['review'], '', /^solitaire review: missing record file or share link\nusage: /],
  ])('%s', async (_what, argv, text, message) => {
    const r = await runCli(argv, { 'game.txt': text });
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(message);
    expect(r.err.split('\n')[0]).not.toMatch(/\n|at .+:\d+:\d+/);
  });
});
