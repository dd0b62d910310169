// Browser tests drive Debian's Chromium (test tools cannot download browsers here).
// Installs it with apt-get when missing; fails with a clear message when it cannot.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.log(`Chromium not found at ${CHROMIUM}: installing Debian's chromium for the browser tests…`);
  try {
    const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
    execSync(`${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, { stdio: 'inherit' });
  } catch {
    console.error(
      `\nThe browser tests need Chromium and it could not be installed.\n` +
        `Install it with:  sudo apt-get install -y chromium   (or set CHROMIUM_PATH to a Chromium binary)\n`,
    );
    process.exit(1);
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing; set CHROMIUM_PATH.`);
    process.exit(1);
  }
}
