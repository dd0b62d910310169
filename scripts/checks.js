// npm test's lint, typecheck and import rules (its pretest, and npm run check) at once: eslint and the
// two tsc projects each take one core for 5-30 s, and CI has two cores. With --debian (the pretest) the
// Debian packages the tests need are installed beside them when missing (ensure-debian.js): on a clean
// machine apt-get waits on the network and the disk, the checks on the cores. Each one's output is
// printed whole when it ends, so they never interleave; the exit code is the first failure's, after all
// have ended.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (pkg, file) => join(root, 'node_modules', pkg, file);
const checks = [
  ['eslint .', bin('eslint', 'bin/eslint.js'), ['.']],
  ['tsc -p tsconfig.pure.json', bin('typescript', 'bin/tsc'), ['-p', 'tsconfig.pure.json']],
  ['tsc -p tsconfig.json', bin('typescript', 'bin/tsc'), ['-p', 'tsconfig.json']],
  ['import rules', join(root, 'scripts', 'import-rules.js'), [root]],
  ...(process.argv.includes('--debian') ? [['the Debian packages the tests need', join(root, 'scripts', 'ensure-debian.js'), []]] : []),
];

const run = ([name, script, args]) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (e) => resolve({ name, code: 1, out: `${out}${e.message}\n` }));
    child.on('close', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), out }));
  });

const results = await Promise.all(checks.map(run));
for (const { name, code, out } of results) {
  console.log(`> ${name}${code ? ` (failed, exit ${code})` : ''}`);
  if (out.trim()) console.log(out.trimEnd());
}
process.exitCode = results.find((r) => r.code)?.code ?? 0;
