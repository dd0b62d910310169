// The way imports point, checked (npm run check, and npm test's pretest): no import cycle under src/
// (value imports, re-exports and import(); `import type` vanishes at build time and is left out);
// the CLI and the web app above the solver, the solver above the engine; and in the web app, the core
// (the game controller and hub, the state, the input, the page's services) imports no feature and no
// screen, and a feature imports no other feature and no screen. Prints each breach; exit 1 on any.
// Usage: node scripts/import-rules.js [root]
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
const src = join(root, 'src');

/** The web app's features: each a folder that subscribes to the core's events (docs/web.md). */
export const FEATURES = ['celebration', 'daily', 'finish', 'looks', 'puzzles', 'rating', 'review', 'rules', 'solver', 'sound'];
/** The screens that put the core and the features together. */
export const SCREENS = ['components', 'menu', 'main.tsx'];

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (/\.(ts|tsx|js|mjs)$/.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

const files = walk(src);
const known = new Set(files);

function target(from, spec) {
  if (!spec.startsWith('.')) return null;
  const p = resolve(dirname(from), spec.replace(/\?.*$/, ''));
  return [p, p.replace(/\.js$/, '.ts'), `${p}.ts`, `${p}.tsx`, join(p, 'index.ts')].find((t) => known.has(t)) ?? null;
}

/** The files a file imports by value or by import(), comments left out. */
export function importsOf(file, text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const out = new Set();
  const re = /(?:^|[;\n])\s*(import|export)\s+(type\s+)?([^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (let m = re.exec(code); m; m = re.exec(code)) {
    if (m[5]) {
      const t = target(file, m[5]);
      if (t) out.add(t);
      continue;
    }
    if (m[2] || (m[1] === 'export' && !m[3])) continue;
    const names = (m[3] ?? '').match(/\{([^}]*)\}/);
    const typeOnly = names && !/^\s*[\w$]+\s*,/.test(m[3]) && names[1].split(',').filter((s) => s.trim()).every((s) => /^\s*type\s/.test(s));
    const t = typeOnly ? null : target(file, m[4]);
    if (t) out.add(t);
  }
  return out;
}

const edges = new Map(files.map((f) => [f, importsOf(f, readFileSync(f, 'utf8'))]));
const rel = (f) => relative(root, f);

/** Tarjan's strongly connected components of more than one file (or a file importing itself). */
function cycles() {
  let next = 0;
  const index = new Map(), low = new Map(), stack = [], on = new Set(), found = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const c = [];
    for (let w = stack.pop(); ; w = stack.pop()) {
      on.delete(w);
      c.push(w);
      if (w === v) break;
    }
    if (c.length > 1 || edges.get(v).has(v)) found.push(c.map(rel).sort());
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return found;
}

/** Where a file stands: a layer of src/, and in the web app a feature, a screen or the core. */
export function placeOf(file) {
  const parts = relative(src, file).split(/[\\/]/);
  if (parts[0] !== 'web') return { layer: parts[0] };
  const top = parts[1];
  if (FEATURES.includes(top) && parts.length > 2) return { layer: 'web', part: 'feature', feature: top };
  if (SCREENS.includes(top)) return { layer: 'web', part: 'screen' };
  return { layer: 'web', part: 'core' };
}

/** Which layers each layer may import: cli and web → solver → engine. */
const LAYERS = { engine: ['engine'], solver: ['engine', 'solver'], cli: ['engine', 'solver', 'cli'], web: ['engine', 'solver', 'web'] };

function breach(from, to) {
  const a = placeOf(from), b = placeOf(to);
  if (LAYERS[a.layer] && !LAYERS[a.layer].includes(b.layer)) return `${a.layer} imports ${b.layer}`;
  if (a.layer !== 'web' || b.layer !== 'web') return null;
  if (a.part === 'core' && b.part !== 'core') return `the core imports a ${b.part}`;
  if (a.part === 'feature' && b.part === 'screen') return `the feature ${a.feature} imports a screen`;
  if (a.part === 'feature' && b.part === 'feature' && a.feature !== b.feature) return `the feature ${a.feature} imports the feature ${b.feature}`;
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = cycles();
  for (const c of found) console.log(`import cycle: ${c.join(' ↔ ')}`);
  let breaches = 0;
  for (const [from, tos] of edges) {
    for (const to of tos) {
      const why = breach(from, to);
      if (why) {
        breaches++;
        console.log(`${rel(from)} → ${rel(to)}: ${why}`);
      }
    }
  }
  console.log(`${found.length} import cycles, ${breaches} imports against the way they point, among ${files.length} files under src/`);
  process.exitCode = found.length || breaches ? 1 : 0;
}
