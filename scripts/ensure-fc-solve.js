// Freecell Solver, for bench:vs-fc-solve (npm test's pretest installs it with the rest: scripts/ensure-debian.js).
import { ensureDebianPackages, PACKAGES } from './ensure-debian.js';

ensureDebianPackages([PACKAGES.fcSolve]);
