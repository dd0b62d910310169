// The static server of `npm start`: sirv serves the build (dist/, or DIST_DIR) with the .br/.gz files
// made at build time, index.html for any unknown path without an extension (the app routes by query
// string, and its asset URLs are absolute), 405 to methods other than GET and HEAD, 400 to an address
// whose percent-encoding is broken. PORT env, default 5173.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : resolve(fileURLToPath(new URL('../dist/', import.meta.url)));
const port = Number(process.env.PORT) || 5173;

const files = sirv(root, {
  brotli: true,
  gzip: true,
  single: true,
  etag: true,
  // Hashed assets never change under their name; everything else is checked each time.
  setHeaders: (res, path) => res.setHeader('Cache-Control', path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
});

function plain(res, code, text, headers = {}) {
  res.writeHead(code, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(text);
}

function wellFormed(url) {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

function handle(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
  if (!wellFormed(req.url ?? '/')) return plain(res, 400, 'Bad request: malformed address');
  // Browsers ask for /favicon.ico by themselves: the app's icon is an SVG.
  if (req.url === '/favicon.ico') req.url = '/icon.svg';
  files(req, res, () => plain(res, 404, 'Not found'));
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
