/**
 * A Vite plugin that gives the files written after the bundle their .br and .gz: vite-plugin-pwa
 * writes the service worker (sw.js, workbox-*.js) in its closeBundle hook, after
 * vite-plugin-compression2 has compressed what the bundle held, so they were served uncompressed.
 * This one runs last (closeBundle, order 'post', placed after VitePWA) and compresses every file of
 * the build that matches, is at least `threshold` bytes and has no .br or .gz yet; as compression2
 * does, it keeps a compressed file only when it is smaller.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const ENCODINGS = [
  { ext: '.br', make: (b: Buffer) => promisify(brotliCompress)(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) },
  { ext: '.gz', make: (b: Buffer) => promisify(gzip)(b, { level: 9 }) },
];

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)])));
  return nested.flat();
}

const exists = (path: string): Promise<boolean> => stat(path).then(() => true, () => false);

/** Writes the missing .br and .gz of the files under `dir` that match; returns the files written. */
export async function compressMissing(dir: string, include: RegExp, threshold: number): Promise<string[]> {
  const written: string[] = [];
  for (const file of (await files(dir)).filter((f) => include.test(f))) {
    const body = await readFile(file);
    if (body.length < threshold) continue;
    for (const { ext, make } of ENCODINGS) {
      if (await exists(file + ext)) continue;
      const packed = await make(body);
      if (packed.length >= body.length) continue;
      await writeFile(file + ext, packed);
      written.push(file + ext);
    }
  }
  return written;
}

export function compressLate(options: { include: RegExp; threshold: number }): Plugin {
  let outDir = 'dist';
  return {
    name: 'compress-late',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await compressMissing(outDir, options.include, options.threshold);
      },
    },
  };
}
