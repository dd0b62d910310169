import { existsSync } from 'node:fs';

function found(path: string, pkg: string, env: string): string {
  if (!existsSync(path)) {
    throw new Error(
      `${pkg} not found at ${path}. Install Debian's ${pkg}: ` +
        `run \`apt-get install -y ${pkg}\` (as root or with sudo; npm test's pretest does), or set ${env} to its binary.`,
    );
  }
  return path;
}

/** Debian's full Chromium, which the benches measure frames in; a missing browser fails the run (never a silent skip). */
export function chromiumPath(): string {
  return found(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', 'chromium', 'CHROMIUM_PATH');
}

/**
 * The Chromium the tests drive: Debian's chromium-headless-shell, built from the same Chromium
 * source and version as the chromium package (the same Blink and V8) without the desktop browser
 * around the page, as Playwright's own headless runs use it. It takes half the CPU of
 * `chromium --headless` for the same test (hour-badges.test.ts: 8 s of CPU against 16 s).
 */
export function testChromiumPath(): string {
  return found(process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell', 'chromium-headless-shell', 'CHROMIUM_SHELL_PATH');
}
