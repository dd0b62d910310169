/**
 * scripts/serve.js (npm start) on a small build of its own: precompressed files by Accept-Encoding,
 * index.html for unknown paths at any depth, 405 to other methods, 400 to broken percent-encoding,
 * 404 for missing assets and for paths outside the build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const JS = 'export const x = 1;\n'.repeat(100);
const HTML = '<!doctype html><script type="module" src="/assets/app.js"></script>';

let dir = '';
let child: ChildProcess | undefined;
let port = 0;

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

function ask(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
  const p = (s.address() as { port: number }).port;
  await new Promise<void>((ok) => s.close(() => ok()));
  return p;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-test-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), HTML);
  writeFileSync(join(dir, 'assets', 'app.js'), JS);
  writeFileSync(join(dir, 'assets', 'app.js.br'), brotliCompressSync(JS));
  writeFileSync(join(dir, 'assets', 'app.js.gz'), gzipSync(JS));
  port = await freePort();
  child = spawn(process.execPath, [join(ROOT, 'scripts', 'serve.js')], { env: { ...process.env, PORT: String(port), DIST_DIR: dir }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  for (let i = 0; i < 100 && !out.includes('ready at'); i++) await new Promise((ok) => setTimeout(ok, 50));
  expect(out).toContain(`http://localhost:${port}/`);
});

afterAll(() => {
  child?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

describe('npm start serves the build', () => {
  it('sends the brotli file to a browser that takes brotli, gzip to one that takes only gzip, plain otherwise', async () => {
    const br = await ask('GET', '/assets/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.body).toEqual(brotliCompressSync(JS));
    const gz = await ask('GET', '/assets/app.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const raw = await ask('GET', '/assets/app.js');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body.toString()).toBe(JS);
    expect(br.headers['cache-control']).toContain('immutable');
  });

  it('answers index.html at the root and at any unknown path without an extension, however deep', async () => {
    for (const path of ['/', '/a', '/a/b', '/a/b/c/?game=citadel']) {
      const r = await ask('GET', path);
      expect(r.status, path).toBe(200);
      expect(r.body.toString(), path).toBe(HTML);
    }
  });

  it('404s a missing asset and anything outside the build', async () => {
    expect((await ask('GET', '/assets/missing.js')).status).toBe(404);
    const out = await ask('GET', '/../package.json');
    expect(out.body.toString()).not.toContain('solitaire-suite');
    expect((await ask('GET', '/%2e%2e/package.json')).body.toString()).not.toContain('solitaire-suite');
  });

  it('answers 405 to methods other than GET and HEAD, 200 without a body to HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const r = await ask(method, '/');
      expect(r.status, method).toBe(405);
      expect(r.headers.allow).toBe('GET, HEAD');
    }
    const head = await ask('HEAD', '/');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('answers 400 to a malformed percent-encoding', async () => {
    for (const path of ['/%zz', '/assets/%E0%A4%A', '/a/%']) expect((await ask('GET', path)).status, path).toBe(400);
  });
});
