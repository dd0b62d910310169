// The build as `npm start` serves it: every JS, CSS and HTML file of 512 bytes or more has its .br and
// .gz beside it, the same bytes once decompressed; the service worker (sw.js, workbox-*.js), written
// after the bundle's compression step, too. The build is the one the browser project's global setup
// made (vitest.config.ts runs this file in that project).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));

describe('vite build', () => {
  it('gives every JS, CSS and HTML file of 512 bytes or more its .br and .gz, the service worker too', () => {
    const out = inject('buildDir');
    const all = files(out);
    const text = all.filter((f) => /\.(js|css|html)$/.test(f) && statSync(f).size >= 512);
    const names = text.map((f) => relative(out, f));
    expect(names).toContain('sw.js');
    expect(names.some((n) => /^workbox-[\w-]+\.js$/.test(n))).toBe(true);
    const missing = text.filter((f) => !all.includes(`${f}.br`) || !all.includes(`${f}.gz`)).map((f) => relative(out, f));
    expect(missing).toEqual([]);
    for (const f of text) {
      const body = readFileSync(f);
      expect(brotliDecompressSync(readFileSync(`${f}.br`)).equals(body), relative(out, f)).toBe(true);
      expect(gunzipSync(readFileSync(`${f}.gz`)).equals(body), relative(out, f)).toBe(true);
    }
  });
});
