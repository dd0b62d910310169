/**
 * What the queue tests run for real: a redis-server of their own (free port, own directory,
 * append-only file on), `solitaire worker` and `solitaire survey` as separate processes (so they
 * can be killed), and a local survey of the same deals to compare with. No mocks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REDIS = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

export const tempDir = (name: string): string => mkdtempSync(join(tmpdir(), `queue-${name}-`));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `ok()` holds; fails with `what` after `ms`. */
export async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await wait(50);
  }
}

/** A process with its stderr lines kept, to wait on and to kill. */
export class Proc {
  readonly lines: string[] = [];
  readonly exited: Promise<number | null>;
  stdout = '';

  constructor(readonly child: ChildProcess) {
    let partial = '';
    child.stderr!.setEncoding('utf8').on('data', (text: string) => {
      const parts = (partial + text).split(/[\n\r]/);
      partial = parts.pop()!;
      this.lines.push(...parts.filter(Boolean));
    });
    child.stdout!.setEncoding('utf8').on('data', (text: string) => (this.stdout += text));
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  get pid(): number {
    return this.child.pid!;
  }

  /** The first stderr line matching, waited for. */
  async line(pattern: RegExp, ms = 60_000): Promise<string> {
    let found: string | undefined;
    await until(`${pattern} from ${this.child.spawnargs.slice(2, 4).join(' ')} (saw: ${this.lines.slice(-5).join(' | ')})`, () => (found = this.lines.find((l) => pattern.test(l))) !== undefined, ms);
    return found!;
  }

  kill(signal: NodeJS.Signals): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
  }
}

export const cli = (args: string[], cwd = ROOT): Proc =>
  new Proc(spawn(process.execPath, [join(cwd, 'bin/solitaire.js'), ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] }));

/** A redis-server on a free port with its own directory; restartable on the same port and files. */
export class RedisServer {
  readonly dir = tempDir('redis');
  port = 0;
  private proc: Proc | undefined;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (!existsSync(REDIS)) throw new Error(`${REDIS} is missing: install Debian's redis-server (apt-get install -y redis-server); npm test's pretest does`);
    this.port ||= await freePort();
    this.proc = new Proc(spawn(REDIS, ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir, '--appendonly', 'yes', '--save', '', '--logfile', ''], { stdio: ['ignore', 'pipe', 'pipe'] }));
    const client = new Redis({ port: this.port, host: '127.0.0.1', lazyConnect: true, retryStrategy: () => 100, maxRetriesPerRequest: null });
    client.on('error', () => {});
    try {
      await until('redis-server to answer', async () => (await client.ping().catch(() => '')) === 'PONG', 20_000);
      // The append-only file has been read back: keys are there again.
      await until('redis-server to load its data', async () => !String(await client.info('persistence')).includes('loading:1'), 20_000);
    } finally {
      client.disconnect();
    }
  }

  /** Ends the server at once, as a crash would (its append-only file stays). */
  async kill(): Promise<void> {
    this.proc?.kill('SIGKILL');
    await this.proc?.exited;
  }

  async stop(): Promise<void> {
    this.proc?.kill('SIGTERM');
    await this.proc?.exited;
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export interface Line {
  deal: number | string;
  verdict: string;
  moves: string[];
  nodes: number;
  ms: number;
}

/** The record lines of a survey file (header lines left out), in file order. */
export function records(path: string): Line[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('{"survey"'))
    .flatMap((l) => {
      try {
        return [JSON.parse(l) as Line];
      } catch {
        return [];
      }
    });
}

/** What must agree between two surveys of the same deals under a node budget: all but the time. */
export const sameWork = (lines: Line[]): string[] => lines.map((r) => JSON.stringify([String(r.deal), r.verdict, r.nodes, r.moves])).sort();
