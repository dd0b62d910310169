// Surveys over a real BullMQ queue on a real redis-server (Debian's; pretest installs it), with
// `solitaire worker` processes killed, a survey killed, Redis killed and started again. Small
// chunks and node budgets keep it to seconds of solving: every survey here is compared with a
// local survey of the same deals, which must give the same verdicts, nodes and moves.
import { appendFileSync, cpSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { Queue, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueName, type ChunkJob, type ChunkResult } from '../../src/cli/queue/chunks.ts';
import { SOLVER_VERSION } from '../../src/solver/node/version.ts';
import { cli, freePort, records, RedisServer, ROOT, sameWork, tempDir, until, type Line, type Proc } from './support.ts';

const redis = new RedisServer();
const running: Proc[] = [];
const dir = tempDir('surveys');
let n = 0;
const outFile = (): string => join(dir, `s${++n}.jsonl`);

/** A worker on this checkout: one thread, a 3 s lock so a killed worker's chunk moves on soon. */
function worker(lockMs = 3000, cwd = ROOT): Proc {
  const p = cli(['worker', '--queue', redis.url, '--concurrency', '1', '--lock-ms', String(lockMs)], cwd);
  running.push(p);
  return p;
}
const workers = async (k: number): Promise<Proc[]> => {
  const ps = Array.from({ length: k }, () => worker());
  await Promise.all(ps.map((p) => p.line(/taking chunks from/)));
  return ps;
};
async function stop(ps: Proc[]): Promise<void> {
  for (const p of ps) p.kill('SIGTERM');
  await Promise.all(ps.map((p) => p.exited));
}

function survey(args: string[]): Proc {
  const p = cli(['survey', ...args, '--queue', redis.url]);
  running.push(p);
  return p;
}
const local = async (args: string[]): Promise<Line[]> => {
  const out = outFile();
  const p = cli(['survey', ...args, '--workers', '1', '--out', out]);
  expect(await p.exited).toBe(0);
  return records(out);
};
/** Every deal from..from+count-1 exactly once. */
const deals = (lines: Line[]): string[] => lines.map((r) => String(r.deal)).sort((a, b) => Number(a) - Number(b));
const range = (from: number, count: number): string[] => Array.from({ length: count }, (_, i) => String(from + i));
/** How many times workers started each chunk of a game, from their logs. */
const started = (ps: Proc[], game: string): Map<string, number> => {
  const m = new Map<string, number>();
  for (const p of ps) for (const l of p.lines) if (l.startsWith(`solving ${game} `)) m.set(l, (m.get(l) ?? 0) + 1);
  return m;
};

beforeAll(async () => {
  await redis.start();
}, 30_000);

afterAll(async () => {
  for (const p of running) p.kill('SIGKILL');
  await Promise.all(running.map((p) => p.exited));
  await redis.stop();
  rmSync(dir, { recursive: true, force: true });
});

// Generous timeouts: on a loaded machine a worker alone takes seconds to start.
describe('survey --queue with solitaire worker on a real Redis', { timeout: 240_000 }, () => {
  it('gives the same records as a local survey under a node budget, and the same summary', async () => {
    const ws = await workers(3);
    const args = ['beleaguered-castle', '--from', '1', '--count', '24', '--max-nodes', '30000'];
    const out = outFile();
    const q = survey([...args, '--chunk', '4', '--out', out]);
    expect(await q.exited).toBe(0);
    const mine = records(out), theirs = await local(args);
    expect(deals(mine)).toEqual(range(1, 24));
    expect(sameWork(mine)).toEqual(sameWork(theirs));
    // The summary's counts are the local survey's (its time line differs).
    const summary = q.stdout.split('\n').slice(0, 3).join('\n');
    expect(summary).toMatch(/^beleaguered-castle deals 1–24, no time limit, 30000 nodes: 24 deals\n {2}won \d+, impossible \d+, unknown \d+\n {2}winnable/);
    const verdicts = (v: string): number => theirs.filter((r) => r.verdict === v).length;
    expect(summary).toContain(`won ${verdicts('won')}, impossible ${verdicts('impossible')}, unknown ${verdicts('unknown')}`);
    // Work was spread: more than one worker took chunks, each chunk once.
    expect(ws.filter((w) => w.lines.some((l) => l.startsWith('solving beleaguered-castle'))).length).toBeGreaterThan(1);
    expect([...started(ws, 'beleaguered-castle').values()].every((k) => k === 1)).toBe(true);
    expect(started(ws, 'beleaguered-castle').size).toBe(6);

    // A rerun queues nothing: the file has every deal.
    const again = survey([...args, '--chunk', '4', '--out', out]);
    expect(await again.exited).toBe(0);
    expect(again.lines.join('\n')).toMatch(/resuming: 24 deals already in .*, 0 to solve/);
    expect(records(out)).toHaveLength(24);
    expect(started(ws, 'beleaguered-castle').size).toBe(6);
    await stop(ws);
  });

  it('plays Big Ben blind (--policy blind) as a local survey does, in chunks named by the policy', async () => {
    const ws = await workers(1);
    const args = ['big-ben', '--policy', 'blind', '--from', '5', '--count', '4', '--samples', '2', '--sample-nodes', '300'];
    const out = outFile();
    const q = survey([...args, '--chunk', '2', '--out', out]);
    expect(await q.exited).toBe(0);
    const mine = records(out);
    expect(deals(mine)).toEqual(range(5, 4));
    expect(mine.every((r) => r.verdict === 'won' || r.verdict === 'lost')).toBe(true);
    expect(sameWork(mine)).toEqual(sameWork(await local(args)));
    expect(q.stdout).toMatch(/^big-ben played blind, deals 5–8: 4 deals\n {2}won \d, lost \d/);
    expect(ws[0]!.lines.some((l) => /^done big-ben 5–6: won \d, lost \d/.test(l))).toBe(true);
    await stop(ws);
  });

  it('--again unknown: workers solve only the unknown deals, one a chunk, as a local second stage does', async () => {
    // Fortress 1–20 at 300 nodes leaves 2, 3, 5, 13 and 16 unknown (test/cli/survey-again.test.ts).
    const first = ['fortress', '--from', '1', '--count', '20', '--max-nodes', '300'];
    const second = ['fortress', '--from', '1', '--count', '20', '--max-nodes', '20000', '--again', 'unknown'];
    const out = outFile(), mine = outFile();
    for (const f of [out, mine]) expect(await cli(['survey', ...first, '--workers', '1', '--out', f]).exited).toBe(0);
    const ws = await workers(1);
    const q = survey([...second, '--out', out]);
    expect(await q.exited).toBe(0);
    expect(await cli(['survey', ...second, '--workers', '1', '--out', mine]).exited).toBe(0);
    expect(sameWork(records(out))).toEqual(sameWork(records(mine)));
    expect(records(out).length).toBe(25);
    expect([...started(ws, 'fortress').keys()].map((l) => Number(l.split(' ')[2])).sort((a, b) => a - b)).toEqual([2, 3, 5, 13, 16]);
    await stop(ws);
  });

  it('a worker killed with SIGKILL mid-chunk: another does its chunk, nothing lost or doubled', async () => {
    const ws = await workers(3);
    const args = ['streets-and-alleys', '--from', '69', '--count', '2', '--max-nodes', '20000'];
    const out = outFile();
    const q = survey([...args, '--chunk', '2', '--out', out]);
    await until('a worker to take the chunk', () => ws.some((w) => w.lines.some((l) => l.startsWith('solving streets-and-alleys 69–70'))));
    const victim = ws.find((w) => w.lines.some((l) => l.startsWith('solving streets-and-alleys 69–70')))!;
    victim.kill('SIGKILL');
    await victim.exited;
    // Mid-chunk: it had not answered.
    expect(victim.lines.some((l) => l.startsWith('done'))).toBe(false);
    expect(await q.exited).toBe(0);
    const others = ws.filter((w) => w !== victim);
    expect(others.some((w) => w.lines.some((l) => l.startsWith('done streets-and-alleys 69–70')))).toBe(true);
    const mine = records(out);
    expect(deals(mine)).toEqual(['69', '70']);
    expect(sameWork(mine)).toEqual(sameWork(await local(args)));
    await stop(others);
  });

  it('a survey killed and started again collects what the workers finished meanwhile', async () => {
    const ws = await workers(3);
    const args = ['beleaguered-castle', '--from', '100', '--count', '45', '--max-nodes', '30000', '--chunk', '3'];
    const out = outFile();
    const first = survey([...args, '--out', out]);
    await until('the first records', () => records(out).length >= 3);
    first.kill('SIGKILL');
    await first.exited;
    const before = records(out).length;
    expect(before).toBeLessThan(45);
    // The workers finish every chunk while no survey is there.
    const queue = new Queue(queueName(SOLVER_VERSION), { connection: { host: '127.0.0.1', port: redis.port } });
    await until('the workers to finish', async () => {
      const c = await queue.getJobCounts('waiting', 'active', 'completed');
      return c.waiting === 0 && c.active === 0 && started(ws, 'beleaguered-castle').size === 15;
    }, 180_000);
    await queue.close();
    const second = survey([...args, '--out', out]);
    expect(await second.exited).toBe(0);
    expect(second.lines.join('\n')).toMatch(new RegExp(`resuming: ${before} deals already in`));
    const mine = records(out);
    expect(deals(mine)).toEqual(range(100, 45));
    expect(sameWork(mine)).toEqual(sameWork(await local(args.slice(0, -2))));
    // Nothing was solved twice: the second survey found every chunk done.
    expect([...started(ws, 'beleaguered-castle').values()].every((k) => k === 1)).toBe(true);
    await stop(ws);
  });

  it('Redis killed and started again (append-only file) while workers run: the survey finishes, nothing lost or doubled', async () => {
    const ws = await workers(3);
    const args = ['beleaguered-castle', '--from', '201', '--count', '45', '--max-nodes', '30000', '--chunk', '3'];
    const out = outFile();
    const q = survey([...args, '--out', out]);
    await until('the first records', () => records(out).length >= 3);
    await redis.kill();
    expect(records(out).length).toBeLessThan(45);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await redis.start();
    expect(await q.exited).toBe(0);
    const mine = records(out);
    expect(deals(mine)).toEqual(range(201, 45));
    expect(sameWork(mine)).toEqual(sameWork(await local(args.slice(0, -2))));
    await stop(ws);
  });

  it('SIGTERM: a worker finishes the chunk in hand; a second SIGTERM hands it back at once', async () => {
    const args = ['streets-and-alleys', '--from', '69', '--count', '2', '--max-nodes', '20000'];
    const out = outFile();
    // Locks of ten minutes: a chunk not handed back would hold the survey past the test's timeout.
    const w1 = worker(600_000);
    const q = survey([...args, '--chunk', '1', '--out', out]);
    await w1.line(/^solving streets-and-alleys 69$/);
    w1.kill('SIGTERM');
    expect(await w1.exited).toBe(0);
    expect(w1.lines).toContain('worker: SIGTERM: finishing 1 chunk in hand (SIGTERM again hands them back)');
    expect(w1.lines.some((l) => l.startsWith('done streets-and-alleys 69:'))).toBe(true);
    expect(w1.lines.some((l) => l.startsWith('solving streets-and-alleys 70'))).toBe(false);

    const w2 = worker(600_000);
    await w2.line(/^solving streets-and-alleys 70$/);
    w2.kill('SIGTERM');
    await w2.line(/SIGTERM: finishing/);
    w2.kill('SIGTERM');
    expect(await w2.exited).toBe(0);
    expect(w2.lines).toContain('worker: SIGTERM again: handing back 1 chunk');
    expect(w2.lines.some((l) => l.startsWith('done'))).toBe(false);

    const [w3] = await workers(1);
    expect(await q.exited).toBe(0);
    expect(w3!.lines.some((l) => l.startsWith('done streets-and-alleys 70:'))).toBe(true);
    expect(sameWork(records(out))).toEqual(sameWork(await local(args)));
    await stop([w3!]);
  });

  it('a worker on another solver version takes none of the work; an answer from another version is left out', async () => {
    // Another version for real: a copy of the sources with one solver file changed.
    const copy = tempDir('other-version');
    for (const part of ['src', 'bin', 'package.json']) cpSync(join(ROOT, part), join(copy, part), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
    appendFileSync(join(copy, 'src/solver/index.ts'), '\n// another solver version\n');
    const other = worker(3000, copy);
    const banner = await other.line(/taking chunks from/);
    expect(banner).not.toContain(SOLVER_VERSION);

    // And an impostor on this version's queue answering as another solver: its records must not land.
    const impostor = new Worker<ChunkJob, ChunkResult>(
      queueName(SOLVER_VERSION),
      async (job) => ({ solver: '0.0.0+another', records: [{ deal: job.data.first, verdict: 'won', moves: [], nodes: 424242, ms: 1 }] }),
      { connection: { host: '127.0.0.1', port: redis.port, maxRetriesPerRequest: null }, concurrency: 4 },
    );
    let impostorAnswers = 0;
    impostor.on('completed', () => void impostorAnswers++);
    await impostor.waitUntilReady();
    const args = ['fortress', '--from', '1', '--count', '30', '--max-nodes', '3000'];
    const out = outFile();
    const q = survey([...args, '--chunk', '3', '--out', out]);
    await until('the impostor to answer', () => impostorAnswers > 0);
    await impostor.close();
    const ws = await workers(2);
    expect(await q.exited).toBe(0);
    expect(q.lines.join('\n')).toMatch(/came back from solver "0\.0\.0\+another", not .*: left out, queued again/);
    const mine = records(out);
    expect(mine.some((r) => r.nodes === 424242)).toBe(false);
    expect(deals(mine)).toEqual(range(1, 30));
    expect(sameWork(mine)).toEqual(sameWork(await local(args)));
    expect(other.lines.some((l) => l.startsWith('solving'))).toBe(false);
    await stop([...ws, other]);
    rmSync(copy, { recursive: true, force: true });
  });

  it('refuses a bad --queue address in one line, and says so when Redis cannot be reached', async () => {
    // The three at once: the last waits out the survey's 10 s connection limit, the others need none of it.
    const nobody = `redis://127.0.0.1:${await freePort()}`;
    const bad = cli(['survey', 'fortress', '--count', '3', '--queue', 'http://example']);
    const w = cli(['worker', '--queue', redis.url, '--concurrency', '0']);
    const away = cli(['survey', 'fortress', '--count', '3', '--queue', nobody]);
    // A 10,000-character host and a % that starts no escape in the password (issue 34, items 9 and 10).
    const long = cli(['survey', 'fortress', '--count', '3', '--queue', `redis://${'h'.repeat(10_000)}:6379`]);
    const percent = cli(['survey', 'fortress', '--count', '3', '--queue', nobody.replace('redis://', 'redis://:50%off@')]);
    expect(await bad.exited).toBe(2);
    expect(bad.lines[0]).toBe('solitaire survey: --queue "http://example": the address takes redis://HOST:PORT (or rediss:// for TLS, redis://:PASSWORD@HOST:PORT/DB)');
    expect(await w.exited).toBe(2);
    expect(w.lines[0]).toMatch(/^solitaire worker: --concurrency takes a positive whole number/);
    expect(await away.exited).toBe(1);
    expect(away.lines.at(-1)).toMatch(new RegExp(`^solitaire survey: cannot reach Redis at ${nobody}: connect ECONNREFUSED`));
    expect(await long.exited).toBe(1);
    expect(long.lines.at(-1)).toMatch(/^solitaire survey: cannot reach Redis at redis:\/\/h{12}…h{34}:6379/);
    expect(Math.max(...long.lines.map((l) => l.length))).toBeLessThan(300);
    expect(await percent.exited).toBe(1);
    expect(percent.lines.at(-1)).toMatch(new RegExp(`^solitaire survey: cannot reach Redis at ${nobody}: connect ECONNREFUSED`));
    expect(percent.lines.join('\n')).not.toMatch(/URIError|\n\s+at /);
  });
});
