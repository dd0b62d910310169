// What the tests need from Debian (chromium-headless-shell, freecell-solver-bin, redis-server):
// installed with apt-get when missing, all at once (one apt-get update, one install), with a clear
// message and exit code 1 when they cannot be. Run alone it ensures every one of them (npm test's
// pretest, through scripts/checks.js --debian).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Each package: the binary that shows it is there, what needs it, and the variable that names another binary. */
export const PACKAGES = {
  // Browser tests drive Debian's Chromium headless shell (test tools cannot download browsers here;
  // test/browser/support/chromium-path.ts says why the shell). The benches' full chromium is theirs to ask for.
  chromium: { path: process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell', purpose: 'the browser tests', env: 'CHROMIUM_SHELL_PATH' },
  fcSolve: {
    path: process.env.FC_SOLVE_PATH ?? '/usr/bin/fc-solve',
    pkg: 'freecell-solver-bin',
    purpose: 'the comparison with Freecell Solver (test/cli/fc-solve.test.ts, bench:vs-fc-solve)',
    env: 'FC_SOLVE_PATH',
  },
  redis: { path: process.env.REDIS_SERVER ?? '/usr/bin/redis-server', pkg: 'redis-server', purpose: 'the survey queue tests (test/queue/)', env: 'REDIS_SERVER' },
};

/** Makes sure each spec's `path` exists, installing the Debian packages of those missing in one apt-get run. */
export function ensureDebianPackages(specs) {
  const missing = specs.filter((s) => !existsSync(s.path));
  if (missing.length === 0) return;
  for (const s of missing) console.log(`${s.path} not found: installing Debian's ${s.pkg} (for ${s.purpose})…`);
  const pkgs = missing.map((s) => s.pkg).join(' ');
  try {
    const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
    execSync(`${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkgs}`, { stdio: 'inherit' });
  } catch {
    const purposes = missing.map((s) => s.purpose).join('; ');
    const envs = missing.map((s) => s.env).join(', ');
    console.error(`\n${pkgs} could not be installed, and ${purposes} cannot run without it.\nInstall with:  sudo apt-get install -y ${pkgs}   (or set ${envs} to the binary)\n`);
    process.exit(1);
  }
  for (const s of missing) {
    if (!existsSync(s.path)) {
      console.error(`apt-get finished but ${s.path} is still missing; set ${s.env}.`);
      process.exit(1);
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) ensureDebianPackages(Object.values(PACKAGES));
