// Browser tests drive Debian's Chromium headless shell (test tools cannot download browsers here;
// test/browser/support/chromium-path.ts says why the shell). The benches' full chromium is theirs to
// ask for.
import { ensureDebianPackage } from './ensure-debian.js';

ensureDebianPackage({
  path: process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  pkg: 'chromium-headless-shell',
  purpose: 'the browser tests',
  env: 'CHROMIUM_SHELL_PATH',
});
