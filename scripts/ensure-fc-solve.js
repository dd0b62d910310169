// The comparison with Freecell Solver (test/cli/fc-solve.test.ts, npm run bench:vs-fc-solve) runs
// Debian's fc-solve.
import { ensureDebianPackage } from './ensure-debian.js';

ensureDebianPackage({
  path: process.env.FC_SOLVE_PATH ?? '/usr/bin/fc-solve',
  pkg: 'freecell-solver-bin',
  purpose: 'the comparison with Freecell Solver (test/cli/fc-solve.test.ts, bench:vs-fc-solve)',
  env: 'FC_SOLVE_PATH',
});
