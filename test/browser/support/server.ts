/**
 * Builds the web app once and serves it on a free 127.0.0.1 port, for the browser tests and bench/web.ts.
 * The build goes to test-output/web-dist-<pid> (not dist/) so a build run by someone else in the
 * same checkout cannot delete files under a running test; the global setup removes it afterwards. When scripts/serve.js can be pointed at that
 * directory (DIST_DIR) it is used, so the real server is what the tests hit; otherwise a tiny
 * node:http static server does the job.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../../..');
/** One build directory per run: two runs at once (two people in one checkout) never share files. */
export const OUT_DIR = join(ROOT, 'test-output', `web-dist-${process.pid}`);

/** Runs `vite build` in a child process (a build inside the vitest process would share its Vite). */
export function buildApp(outDir: string = OUT_DIR): void {
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  try {
    execFileSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: ROOT,
      // vitest sets NODE_ENV=test, and Vite keeps an existing NODE_ENV: the build would not be a
      // production build (import.meta.env.PROD false: no service worker, dev-only code kept).
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (e) {
    // Only the build's own words: the child-process error carries raw buffers that print as bytes.
    const out = e as { stdout?: Buffer; stderr?: Buffer };
    const text = `${out.stdout?.toString() ?? ''}${out.stderr?.toString() ?? ''}`.trim().slice(-4000);
    throw new Error(`vite build failed:\n${text}`);
  }
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`vite build produced no ${outDir}/index.html`);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface Served {
  readonly url: string;
  close(): Promise<void>;
}

function staticServer(dir: string): Promise<Served> {
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir + sep) && file !== dir) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    res.end(readFileSync(file));
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      ok({ url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((ok) => s.close(() => ok()));
  return port;
}

/** Whether scripts/serve.js reads its directory from DIST_DIR (else it would serve dist/, which we did not build). */
function serveJsTakesDir(): boolean {
  const file = join(ROOT, 'scripts', 'serve.js');
  return existsSync(file) && readFileSync(file, 'utf8').includes('DIST_DIR');
}

async function waitForUrl(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`scripts/serve.js exited (${child.exitCode}):\n${log()}`);
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((ok) => setTimeout(ok, 100));
  }
  throw new Error(`scripts/serve.js did not answer at ${url}:\n${log()}`);
}

async function serveJs(dir: string): Promise<Served> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'serve.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${port}/`;
  await waitForUrl(url, child, () => out);
  return {
    url,
    close: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** Serves a built app directory on a free port. */
export function serveApp(dir: string = OUT_DIR): Promise<Served> {
  return serveJsTakesDir() ? serveJs(dir) : staticServer(dir);
}

export function removeBuild(outDir: string = OUT_DIR): void {
  rmSync(outDir, { recursive: true, force: true });
}
