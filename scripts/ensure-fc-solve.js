// The comparison with Freecell Solver (test/cli/fc-solve.test.ts, npm run bench:vs-fc-solve) runs
// Debian's fc-solve. Installs freecell-solver-bin with apt-get when missing; fails with a clear
// message when it cannot.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const FC_SOLVE = process.env.FC_SOLVE_PATH ?? '/usr/bin/fc-solve';
if (!existsSync(FC_SOLVE)) {
  console.log(`fc-solve not found at ${FC_SOLVE}: installing Debian's freecell-solver-bin for the comparison with Freecell Solver…`);
  try {
    const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
    execSync(`${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq freecell-solver-bin`, { stdio: 'inherit' });
  } catch {
    console.error(
      `\nThe comparison with Freecell Solver needs fc-solve and it could not be installed.\n` +
        `Install it with:  sudo apt-get install -y freecell-solver-bin   (or set FC_SOLVE_PATH to an fc-solve binary)\n`,
    );
    process.exit(1);
  }
  if (!existsSync(FC_SOLVE)) {
    console.error(`apt-get finished but ${FC_SOLVE} is still missing; set FC_SOLVE_PATH.`);
    process.exit(1);
  }
}
