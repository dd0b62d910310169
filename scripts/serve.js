// A tiny dependency-free static server for dist/ (npm start). PORT env, default 5173; DIST_DIR
// env serves another build directory (the browser tests build into test-output/web-dist).
// Unknown paths without a file extension fall back to index.html (the app routes by query string).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : resolve(fileURLToPath(new URL('../dist/', import.meta.url)));
const port = Number(process.env.PORT) || 5173;
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

async function fileFor(urlPath) {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
  const full = join(root, clean);
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    const s = await stat(full);
    if (s.isFile()) return full;
    if (s.isDirectory()) {
      const index = join(full, 'index.html');
      return (await stat(index).catch(() => null))?.isFile() ? index : null;
    }
  } catch {
    // fall through to the SPA fallback
  }
  // Browsers ask for /favicon.ico on their own (e.g. when showing an image directly): give the icon.
  if (clean === 'favicon.ico') return join(root, 'icon.svg');
  return extname(clean) ? null : join(root, 'index.html');
}

async function handle(req, res) {
  try {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = await fileFor(path);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const body = await readFile(file);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const cache = file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    res.writeHead(200, { 'content-type': type, 'cache-control': cache });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch {
    res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Server error');
  }
}

// Loopback only, IPv4 and IPv6, so both http://127.0.0.1 and http://localhost answer (localhost
// may resolve to ::1 first); a machine without IPv6 simply skips the second listener.
const v4 = createServer(handle);
v4.on('error', (e) => {
  console.error(`Cannot listen on port ${port}: ${e.message}`);
  process.exit(1);
});
v4.listen(port, '127.0.0.1', () => {
  const v6 = createServer(handle);
  v6.on('error', () => {});
  v6.listen(port, '::1');
  console.log(`Solitaire is ready at http://localhost:${port}/`);
});
