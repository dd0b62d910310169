// The survey command against the faults of issue 18 part 1: each run solves a few Fortress deals
// with a small node budget, so the whole file stays cheap.
import { describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSurvey, surveyHeader } from '../../src/cli/survey-file.ts';
import { pendingDeals, settings } from '../../src/cli/commands/survey.ts';
import { maxWorkers, runPool } from '../../src/solver/node/pool.ts';
import { runCli } from './capture.ts';

const ROOT = join(import.meta.dirname, '../..');
const file = (): string => join(mkdtempSync(join(tmpdir(), 'survey-faults-')), 'f.jsonl');
const survey = (out: string, ...more: string[]) => runCli(['survey', 'fortress', '--max-nodes', '300', '--workers', '1', '--out', out, ...more]);
const header = JSON.stringify(surveyHeader('fortress', undefined, 300));
const line = (deal: number, extra: object = {}): string => JSON.stringify({ deal, verdict: 'impossible', moves: [], nodes: 5, ms: 2, ...extra });

describe('survey: files that cannot go wrong', () => {
  it('refuses a file of another game instead of printing its figures', async () => {
    const out = file();
    expect((await survey(out, '--from', '1', '--count', '2')).code).toBe(0);
    const other = await runCli(['survey', 'beleaguered-castle', '--from', '1', '--count', '2', '--max-nodes', '300', '--out', out]);
    expect(other.code).toBe(2);
    expect(other.err).toBe(`solitaire survey: ${out} holds a survey of fortress, not beleaguered-castle: give another --out`);
    expect(other.out).toBe('');
  });

  it('reports bad lines, solves their deals again and counts each deal once', async () => {
    const out = file();
    writeFileSync(out, [header, line(1), line(1), line(2, { verdict: 'WON' }), JSON.stringify({ deal: 3, verdict: 'won', moves: [], nodes: 1 }), line(599.5), ''].join('\n'));
    const r = await survey(out, '--from', '1', '--count', '3');
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/3 bad lines ignored, their deals are solved again/);
    expect(r.err).toMatch(/1 line repeats a deal/);
    expect(r.err).toMatch(/resuming: 1 deals already in .*, 2 to solve/);
    expect(r.out).toMatch(/deals 1–3, no time limit, 300 nodes: 3 deals\n {2}won \d, impossible \d, unknown \d/);
    expect(r.out).not.toMatch(/NaN/);
    const c = await readSurvey(out);
    expect([...c.deals.entries()].map(([d]) => d).sort()).toEqual(['1', '2', '3']);
  });

  it('a torn last line does not swallow the next record', async () => {
    const out = file();
    writeFileSync(out, `${header}\n${line(1)}\n{"deal":2,"verdict":"impossi`);
    const r = await survey(out, '--from', '1', '--count', '3');
    expect(r.err).toMatch(/the last line has no newline/);
    expect(r.out).toMatch(/: 3 deals/);
    const c = await readSurvey(out);
    expect([...c.deals.entries()].map(([d]) => d).sort()).toEqual(['1', '2', '3']);
    expect(c.bad).toBe(1);
    expect(readFileSync(out, 'utf8').split('\n')[2]).toBe('{"deal":2,"verdict":"impossi');
  });

  it('a write error mid-run (the file size limit, as a full disk) is one line, saying how many deals are in the file', () => {
    const out = file();
    // ulimit -f 1: writes past 512 bytes fail with EFBIG (the signal it would send is ignored).
    const r = spawnSync('sh', ['-c', 'trap "" XFSZ; ulimit -f 1; exec "$0" "$@"', process.execPath, 'bin/solitaire.js', 'survey', 'fortress', '--count', '30', '--max-nodes', '300', '--workers', '1', '--out', out], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status).toBe(1);
    const last = r.stderr.trimEnd().split('\n').at(-1)!;
    expect(last).toMatch(new RegExp(`^solitaire survey: cannot write to ${out}: the file is too large \\(EFBIG\\); \\d+ deals are in the file, run the same command again to resume$`));
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses at once an --out that is not a regular file: a FIFO (which would block), a device', async () => {
    const fifo = join(mkdtempSync(join(tmpdir(), 'survey-faults-')), 'pipe');
    execFileSync('mkfifo', [fifo]);
    for (const path of [fifo, '/dev/full', '/dev/null']) {
      const r = await survey(path, '--from', '1', '--count', '2');
      expect([r.code, r.out, r.err], path).toEqual([2, '', `solitaire survey: ${path} is not a regular file (a pipe, a device or a socket); --out takes a file`]);
    }
  });

  it('refuses a gzipped --out before writing, and leaves it whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'survey-faults-'));
    const gz = join(dir, 'f.jsonl.gz'), disguised = join(dir, 'g.jsonl');
    copyFileSync(join(ROOT, 'docs/survey/100k/fortress.jsonl.gz'), gz);
    copyFileSync(gz, disguised);
    const before = readFileSync(gz);
    for (const path of [gz, disguised]) {
      const r = runCli(['survey', 'fortress', '--from', '99998', '--count', '5', '--max-nodes', '1000', '--out', path]);
      const { code, err } = await r;
      expect(code, path).toBe(2);
      expect(err, path).toBe(`solitaire survey: ${path} is gzipped, and survey appends plain lines: gunzip it (gunzip -k), survey into the .jsonl, gzip that again`);
      expect(readFileSync(path).equals(before), path).toBe(true);
    }
    const summary = await runCli(['summary', gz]);
    expect(summary.code).toBe(0);
    expect(summary.out).toMatch(/: 100000 deals/);
  });

  it('solves again a deal whose lines say won and impossible, and the new line settles it', async () => {
    const out = file();
    writeFileSync(out, [header, line(1), line(2, { verdict: 'won' }), line(2), line(3, { verdict: 'unknown' }), line(3, { verdict: 'won' }), ''].join('\n'));
    const before = await runCli(['summary', out]);
    expect(before.out).toMatch(/won 1, impossible 1, unknown 1\n/);
    expect(before.out).toMatch(/1 deal \(2\) has lines that say won and impossible: counted as unknown/);
    const r = await survey(out, '--from', '1', '--count', '3');
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/1 deal \(2\) has lines that say won and impossible: it is solved again/);
    expect(r.err).toMatch(/resuming: 2 deals already in .*, 1 to solve/);
    const last = readFileSync(out, 'utf8').trimEnd().split('\n').at(-1)!;
    expect(JSON.parse(last)).toMatchObject({ deal: 2, recheck: true });
    const c = await readSurvey(out);
    expect(c.deals.get('2')).toMatchObject({ conflict: false, verdict: JSON.parse(last).verdict });
    // A decided verdict counts over an unknown one, whatever their order.
    expect(c.deals.get('3')?.verdict).toBe('won');
    const after = await runCli(['summary', out]);
    expect(after.out).not.toMatch(/won and impossible/);
  });

  it('checks --out first: a directory, or a file in a missing directory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'survey-faults-'));
    const a = await survey(dir, '--from', '1', '--count', '2');
    expect([a.code, a.err]).toEqual([2, `solitaire survey: ${dir} is a directory; --out takes a file`]);
    const b = await survey(join(dir, 'no', 'f.jsonl'), '--from', '1', '--count', '2');
    expect([b.code, b.err]).toEqual([2, `solitaire survey: ${join(dir, 'no', 'f.jsonl')}: no such directory ${join(dir, 'no')}`]);
  });
});

describe('survey: deal numbers and sizes', () => {
  it('takes deals past 2^53 exactly, each once', async () => {
    const out = file();
    const r = await survey(out, '--from', '9007199254740991', '--count', '3');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/deals 9007199254740991–9007199254740993, .*: 3 deals/);
    expect([...(await readSurvey(out)).deals.entries()].map(([d]) => d).sort()).toEqual(['9007199254740991', '9007199254740992', '9007199254740993']);
    expect(readFileSync(out, 'utf8')).toMatch(/\{"deal":"9007199254740993",/);
  });

  it('takes deal 10^20 − 1 and refuses past it or 1e21 clearly', async () => {
    const last = await survey(file(), '--from', '99999999999999999999', '--count', '1');
    expect(last.code).toBe(0);
    for (const args of [['--from', '1e21', '--count', '1'], ['--from', '99999999999999999999', '--count', '2'], ['--from', '1', '--count', '2.5']]) {
      const r = await survey(file(), ...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err.split('\n')[0], args.join(' ')).toMatch(/^solitaire survey: --(from|count) takes/);
    }
  });

  it('caps workers at the machine, with a word', () => {
    const err: string[] = [];
    const io = { out: () => undefined, err: (t: string) => void err.push(t), readFile: async () => '' };
    const s = settings(['fortress', '--count', '4294967296', '--workers', '1000'], io);
    expect(s?.workers).toBe(maxWorkers());
    expect(s?.count).toBe(4294967296n);
    expect(err).toEqual([`solitaire survey: --workers 1000 is more than this machine's ${maxWorkers()} cores; using ${maxWorkers()}`]);
  });

  it('streams deals: 10^19 of them are generated as asked, and the pool pulls only what it solves', async () => {
    const s = settings(['fortress', '--from', '1', '--count', '10000000000000000000'], { out: () => undefined, err: () => undefined, readFile: async () => '' })!;
    const gen = pendingDeals(s, (d) => d === '2');
    expect([gen.next().value, gen.next().value, gen.next().value]).toEqual(['1', '3', '4']);
    let pulled = 0, solved = 0;
    const deals = (function* () {
      for (let d = 1; ; d++) {
        pulled++;
        yield String(d);
      }
    })();
    const stop = new Error('disk full');
    await expect(runPool({ game: 'fortress', deals, workers: 1, maxNodes: 50, onRecord: () => { if (++solved === 3) throw stop; } })).rejects.toBe(stop);
    expect(solved).toBe(3);
    expect(pulled).toBe(3);
  });
});
