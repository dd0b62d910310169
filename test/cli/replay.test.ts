import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Game, gameDef } from '../../src/engine/index.ts';
import { formatPosition } from '../../src/cli/format.ts';
import { whyIllegal } from '../../src/cli/why-illegal.ts';
import { runCli } from './capture.ts';

const record = (game: string, deal: string, moves: string): string => `[Game "${game}"]\n[Deal "${deal}"]\n[Rules "1"]\n\n${moves}\n`;
const replay = (text: string) => runCli(['replay', 'game.txt'], { 'game.txt': text });

describe('solitaire replay: success', () => {
  it('replays a record made by the Game façade and prints its status and position', async () => {
    const g = Game.create('big-ben', 1);
    if (!g.ok) throw new Error(g.message);
    for (let i = 0; i < 25; i++) g.value.move(g.value.legalMoves()[i % 2 === 0 ? 0 : g.value.legalMoves().length - 1]!);
    const r = await replay(g.value.record());
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out.split('\n')[0]).toBe(`Big Ben, deal 1: 25 moves replayed, ${g.value.status()}`);
    expect(r.out).toContain(formatPosition(gameDef('big-ben'), g.value.position()));
  });

  it('a record ending where no move is left says lost', async () => {
    const r = await replay(record('fortress', '617', 't7-t6')); // QH on JH; then nothing moves
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toMatch(/^Fortress, deal 617: 1 move replayed, lost\n/);
  });

  it('an empty move list is the deal itself', async () => {
    const r = await replay(record('citadel', '5', ''));
    expect(r.out).toMatch(/^Citadel, deal 5: 0 moves replayed, playing\n/);
  });
});

describe('solitaire replay: illegal moves exit 1 with the move number and the reason', () => {
  it.each([
    ['big-ben', 't1-f4 deal t1-t4', 'move 3 (t1-t4) is illegal: 6H does not go on 9H in t4 (rows build down in suit, K on A)'],
    ['big-ben', 't1-f4 t7-t1', 'move 2 (t7-t1) is illegal: t1 holds fewer than 3 cards (a gap accepts nothing)'],
    ['big-ben', 'fill', 'move 1 (fill) is illegal: no row holds fewer than 3 cards'],
    ['big-ben', 'w-f0', 'move 1 (w-f0) is illegal: the waste is empty'],
    ['big-ben', 't0-f0', 'move 1 (t0-f0) is illegal: AC does not go on f0 (9h, top 2C)'],
    ['big-ben', Array(57).fill('deal').join(' '), 'move 57 (deal) is illegal: the stock is empty'],
    ['beleaguered-castle', 'w-t0', 'move 1 (w-t0) is illegal: beleaguered-castle has no waste'],
    ['beleaguered-castle', 'deal', 'move 1 (deal) is illegal: beleaguered-castle has no stock to deal from'],
    ['streets-and-alleys', 't1-t7 t2-t7', 'move 2 (t2-t7) is illegal: 2H does not go on 9C in t7 (rows build down, any suit)'],
    ['selective-castle', 't0-t1', 'move 1 (t0-t1) is illegal: the cards are still being placed (s-t… moves first)'],
    ['selective-castle', 's-t0 s-t0 s-t0 s-t0 s-t0 s-t0 s-t0', 'move 7 (s-t0) is illegal: t0 already holds 6 cards'],
    ['streets-and-alleys', 's-t0', 'move 1 (s-t0) is illegal: no card is waiting to be placed'],
  ])('%s: %s', async (game, moves, message) => {
    const r = await replay(record(game, '1', moves));
    expect(r.code).toBe(1);
    expect(r.err).toBe(message);
    expect(r.out).toBe('');
  });

  it('a complete foundation takes nothing', () => {
    // No short record reaches a complete hour, so build the position by hand: 9h (f0) ends at 9C.
    const def = gameDef('big-ben');
    const g = Game.create('big-ben', 1);
    if (!g.ok) throw new Error(g.message);
    const pos = g.value.position();
    const home = pos.foundations[0]!;
    home.push(2, 3, 4, 5, 6, 7, 8); // 3C … 9C: card numbers 2 … 8 (clubs are 0 … 12)
    pos.tableau[0]!.push(9); // TC on t0
    expect(whyIllegal(def, pos, { kind: 'foundation', from: 0, to: 0 })).toBe('f0 (9h, top 9C) is complete');
    expect(whyIllegal(def, pos, { kind: 'deal' })).toBeUndefined();
  });
});

describe('solitaire replay: input errors exit 2', () => {
  it('a missing file', async () => {
    const r = await runCli(['replay', 'nowhere.txt']);
    expect(r).toMatchObject({ code: 2, out: '' });
    expect(r.err).toBe('solitaire replay: cannot read "nowhere.txt": no such file');
  });

  it.each([
    ['[Game "klondike"]\n[Deal "1"]\n', /game.txt is not a valid game record: the record's \[Game\] header names no known game/],
    ['[Game "big-ben"]\n[Deal "zero"]\n', /not a valid game record: the record's \[Deal\] header: "zero" is not a deal number/],
    ['[Game "big-ben"]\n[Deal "1"]\n[Rules "9"]\n', /rules version 9 is not 1/],
    ['[Game "big-ben"]\n[Deal "1"]\n\nt1-f4 t3+f1\n', /not a valid game record: move 2: "t3\+f1" is not a move/],
    ['[Game "big-ben"\n', /is not a header/],
  ])('malformed record %#', async (text, message) => {
    const r = await replay(text);
    expect(r).toMatchObject({ code: 2, out: '' });
    expect(r.err).toMatch(message);
  });

  it('wrong arguments', async () => {
    expect(await runCli(['replay'])).toMatchObject({ code: 2, err: expect.stringContaining('usage') });
    expect(await runCli(['replay', 'a', 'b'])).toMatchObject({ code: 2, err: expect.stringContaining('usage') });
  });
});

describe('solitaire replay: records of any size, read as they are played', () => {
  const ROOT = join(import.meta.dirname, '../..');

  it('a 10 MB record replays in a 48 MB heap (each move played as it is read)', () => {
    // Fortress deal 3: t9-t0 and t0-t9 take a card across and back, for ever.
    const path = join(mkdtempSync(join(tmpdir(), 'replay-')), 'long.txt');
    const line = `${'t9-t0 t0-t9 '.repeat(5).trim()}\n`;
    const lines = Math.ceil(10e6 / line.length);
    writeFileSync(path, `[Game "fortress"]\n[Deal "3"]\n[Rules "1"]\n\n${line.repeat(lines)}`);
    const r = spawnSync(process.execPath, ['bin/solitaire.js', 'replay', path], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '--max-old-space-size=48' } });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe(`Fortress, deal 3: ${lines * 10} moves replayed, playing`);
  }, 60_000);

  it('moves and headers cut across the pieces read, a record without a final newline, CRLF lines', async () => {
    const r = await replay('\uFEFF[Game "fortress"]\r\n[Deal "617"]\r\n\r\n1. t7-t6');
    expect(r.out).toMatch(/^Fortress, deal 617: 1 move replayed, lost\n/);
  });

  it('a header among the moves is refused rather than read', async () => {
    const r = await replay(`${record('fortress', '617', 't7-t6')}[Deal "5"]\n`);
    expect([r.code, r.out]).toEqual([2, '']);
    expect(r.err).toBe('solitaire replay: game.txt is not a valid game record: "[Deal" after move 1: the headers come before the moves');
  });

  it('a word of 1 MB is one bad move, a header line of 1 MB one bad header, each quoted short', async () => {
    const a = await replay(record('fortress', '617', 'x'.repeat(1 << 20)));
    expect(a.err).toBe(`solitaire replay: game.txt is not a valid game record: move 1: "${'x'.repeat(40)}…" is not a move (try t3-f1, w-t5, deal, fill, s-t2)`);
    const b = await replay(`[Game "${'x'.repeat(1 << 20)}"]\n`);
    expect(b.err).toMatch(/^solitaire replay: game.txt is not a valid game record: "\[Game "x{33}…" is not a header/);
  });

  it('what is not a regular file is refused at once: /dev/zero, a FIFO, a directory', () => {
    const fifo = join(mkdtempSync(join(tmpdir(), 'replay-')), 'pipe');
    execFileSync('mkfifo', [fifo]);
    for (const [path, why] of [['/dev/zero', 'it is not a regular file (a pipe, a device or a socket)'], [fifo, 'it is not a regular file (a pipe, a device or a socket)'], [tmpdir(), 'it is a directory']]) {
      const r = spawnSync(process.execPath, ['bin/solitaire.js', 'replay', path!], { cwd: ROOT, encoding: 'utf8', timeout: 20_000 });
      expect([r.status, r.stdout, r.stderr], path).toEqual([2, '', `solitaire replay: cannot read "${path!.length > 40 ? `${path!.slice(0, 40)}…` : path}": ${why}\n`]);
    }
  }, 60_000);
});
