// What the tests need from Debian (chromium, freecell-solver-bin, …): installed with apt-get when
// missing, with a clear message and exit code 1 when it cannot be.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Makes sure `path` exists, installing Debian package `pkg` when not; `env` names an override. */
export function ensureDebianPackage({ path, pkg, purpose, env }) {
  if (existsSync(path)) return;
  console.log(`${path} not found: installing Debian's ${pkg} (for ${purpose})…`);
  try {
    const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
    execSync(`${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, { stdio: 'inherit' });
  } catch {
    console.error(`\n${pkg} could not be installed, and ${purpose} cannot run without it.\nInstall it with:  sudo apt-get install -y ${pkg}   (or set ${env} to the binary)\n`);
    process.exit(1);
  }
  if (!existsSync(path)) {
    console.error(`apt-get finished but ${path} is still missing; set ${env}.`);
    process.exit(1);
  }
}
