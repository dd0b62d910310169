// Inputs that went wrong in issue 18 (part 1, faults 7 and 8) and issue 34 (items 8, 9, 10, 12): error
// messages quote at most a short, escaped excerpt of what they were given; deal numbers and numeric
// options follow one grammar in every command; a UTF-8 byte-order mark is accepted.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './capture.ts';

const HUGE = 'x'.repeat(1 << 20);
const short = (text: string): void => {
  expect(text.length).toBeLessThan(400);
  expect(text).not.toMatch(/RangeError|\n\s+at /);
};

describe('error messages quote a short excerpt of the input', () => {
  it('solve --position on "game" nested in 10,000 arrays: a clear error, no stack overflow', async () => {
    const nested = `{"game":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const r = await runCli(['solve', '--position', 'p.json'], { 'p.json': nested });
    expect(r.code).toBe(2);
    expect(r.err).toBe('solitaire solve: p.json: "game": (a list of 1) names no known game');
  });

  it('solve --position with a 1 MB card word or game name', async () => {
    const cards = JSON.stringify({ game: 'fortress', foundations: [[], [], [], []], tableau: [[HUGE]], stock: [], waste: [] });
    const a = await runCli(['solve', '--position', 'p.json'], { 'p.json': cards });
    expect(a.code).toBe(2);
    short(a.err);
    expect(a.err).toMatch(/^solitaire solve: p\.json: tableau\[0\]: "x{40}…" is not a card$/);
    const b = await runCli(['solve', '--position', 'p.json'], { 'p.json': JSON.stringify({ game: HUGE }) });
    short(b.err);
  });

  it('deal, perft, solve and replay with a 1 MB word', async () => {
    for (const argv of [['deal', 'fortress', HUGE], ['deal', HUGE, '1'], ['perft', 'fortress', '1', HUGE], ['solve', 'fortress', HUGE], ['solve', 'fortress', '1', '--budget-ms', HUGE], ['replay', 'r.txt']]) {
      const r = await runCli(argv, { 'r.txt': `[Game "fortress"]\n[${HUGE}\n` });
      expect(r.code, argv[0]).toBe(2);
      short(r.err);
    }
    const deal = await runCli(['deal', 'fortress', HUGE]);
    expect(deal.err).toBe(`solitaire deal: "${'x'.repeat(40)}…" is not a deal number (digits, a separator only between groups of three: 1,000)`);
  });
});

describe('a UTF-8 byte-order mark', () => {
  it('solve --position accepts a file that starts with one, as replay does', async () => {
    const json = (await runCli(['deal', 'fortress', '1', '--json'])).out;
    const r = await runCli(['solve', '--position', 'p.json', '--json', '--budget-ms', '2000'], { 'p.json': `\uFEFF${json}\n` });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ verdict: 'impossible' });
  });
});

/** Exit 2 with one line (a usage line may follow), no stack trace. */
const refused = (r: { code: number; err: string; out: string }, what: string): void => {
  expect(r.code, what).toBe(2);
  expect(r.out, what).toBe('');
  expect(r.err.split('\n')[0]!.length, what).toBeLessThan(300);
  expect(r.err, what).not.toMatch(/Error:|\n\s+at /);
};

describe('deal numbers: a separator only between groups of three digits', () => {
  const record = (deal: string): string => `[Game "fortress"]\n[Deal "${deal}"]\n\nt0-t1\n`;

  it.each(['1.5', '599.5', '1 2', '1-2', '1,5', 'ms-1', '-1', '1,0000', '0x10', '1e3'])('%s is refused by deal, perft, solve and in a record', async (n) => {
    for (const argv of [['deal', 'fortress', n], ['perft', 'fortress', n, '1'], ['solve', 'fortress', n, '--budget-ms', '10'], ['replay', 'r.txt']]) {
      const r = await runCli(argv, { 'r.txt': record(n) });
      refused(r, `${argv.join(' ')} (${n})`);
      // parseArgs takes -1 on the command line for an option: refused as an unknown one.
      expect(r.err, argv[0]).toMatch(n === '-1' ? /unknown option "-1"|"-1" is not a deal number/ : `"${n}" is not a deal number`);
    }
  });

  it('1,000, 1 000, 1.000, 1_000 and #617 are deals 1000 and 617', async () => {
    const layout = (await runCli(['deal', 'fortress', '1000', '--json'])).out;
    for (const n of ['1,000', '1 000', '1.000', '1_000', '#1000']) expect((await runCli(['deal', 'fortress', n, '--json'])).out, n).toBe(layout);
    expect((await runCli(['deal', 'fortress', '#617'])).out).toMatch(/^Fortress, deal 617\n/);
  });
});

describe('numeric options: digits only, in every command', () => {
  it.each(['0x10', '1e21', '1e3', ' 5', '5 ', '+5', '-5', '5.0', '0', '99999999999999999'])('solve --budget-ms %j is refused as survey refuses it', async (n) => {
    refused(await runCli(['solve', 'fortress', '1', '--budget-ms', n]), `solve ${n}`);
    refused(await runCli(['survey', 'fortress', '--count', '1', '--budget-ms', n]), `survey ${n}`);
    refused(await runCli(['survey', 'fortress', '--count', '1', '--max-nodes', n]), `survey --max-nodes ${n}`);
    if (n.length < 10) refused(await runCli(['survey', 'fortress', '--count', n]), `survey --count ${n}`);
    refused(await runCli(['worker', '--queue', 'redis://localhost:1', '--concurrency', n]), `worker ${n}`);
  });

  it('names the option and the rule', async () => {
    const r = await runCli(['solve', 'fortress', '1', '--budget-ms', '0x10']);
    expect(r.err.split('\n')[0]).toBe('solitaire solve: --budget-ms takes a positive whole number (digits only), not "0x10"');
  });
});

describe('errors that echo an argument clip it and escape control characters', () => {
  const ESC = 'a\u001b[2J\u001b]0;owned\u0007\r\nb';
  const argvs = (word: string): string[][] => [
    [word],
    ['worker', word],
    ['worker', `--${word}`],
    ['worker', '--queue', `redis://${word}:6379`, '--concurrency', word],
    ['survey', 'fortress', '--count', '1', `--${word}`],
    ['survey', 'fortress', '--count', '1', '--queue', word],
    ['survey', 'fortress', '--count', word],
    ['survey', 'fortress', '--count', '1', '--out', `/tmp/${word}/f.jsonl`],
    ['survey', 'fortress', '--count', '1', '--out', `/tmp/${word.slice(0, 300)}/f.jsonl`],
    ['survey', word, '--count', '1'],
    ['solve', 'fortress', '1', `--${word}=1`],
    ['solve', '--position', word],
    ['deal', 'fortress', '1', '--format', word],
    ['deal', 'fortress', '1', '--json', word],
    ['perft', 'fortress', '1', word],
    ['summary', word],
    ['replay', word],
  ];

  it.each([['100,000 characters', 'y'.repeat(100_000)], ['escape sequences', ESC]])('%s: one short line, no raw control character', async (_what, word) => {
    for (const argv of argvs(word)) {
      const r = await runCli(argv);
      expect(r.code, argv[0]).toBe(2);
      expect(r.err.split('\n')[0]!.length, argv.join(' ').slice(0, 80)).toBeLessThan(300);
      expect([...r.err].filter((c) => c !== '\n' && (c < ' ' || c === '\u007f')), argv[0]).toEqual([]);
      expect(r.err, argv[0]).not.toMatch(/\n\s+at /);
    }
  });

  it('an unknown command named like an Object property is an unknown command, not a crash', async () => {
    for (const name of ['__proto__', 'constructor', 'toString']) refused(await runCli([name]), name);
  });
});

describe('a % in a Redis user name or password', () => {
  it('is read as itself when it starts no escape, decoded when it does; never a URIError', async () => {
    const { parseQueueAddress } = await import('../../src/cli/queue/redis.ts');
    const read = (url: string) => {
      const a = parseQueueAddress(url);
      return a.ok ? [a.value.options.username, a.value.options.password, a.value.shown] : a.message;
    };
    expect(read('redis://:50%off@host:6379')).toEqual([undefined, '50%off', 'redis://host:6379']);
    expect(read('redis://me%40home:p%40ss%C3%A9@host:6379/2')).toEqual(['me@home', 'p@ssé', 'redis://host:6379/2']);
    expect(read('redis://%:%%zz@host')).toEqual(['%', '%%zz', 'redis://host']);
    // The worker gets as far as checking its other options, without a stack trace.
    refused(await runCli(['worker', '--queue', 'redis://:50%off@host:6379', '--concurrency', 'x']), 'worker');
  });
});

describe('solve --position reads only a regular file', () => {
  it('/dev/zero is one line and exit 2 at once, not a read that never ends', () => {
    const r = spawnSync(process.execPath, ['bin/solitaire.js', 'solve', '--position', '/dev/zero'], { cwd: join(import.meta.dirname, '../..'), encoding: 'utf8', timeout: 20_000 });
    expect([r.status, r.stdout, r.stderr]).toEqual([2, '', 'solitaire solve: cannot read "/dev/zero": it is not a regular file (a pipe, a device or a socket)\n']);
  }, 30_000);
});
