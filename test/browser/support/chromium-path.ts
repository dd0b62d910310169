import { existsSync } from 'node:fs';

/** The Chromium binary the tests drive; a missing browser fails the run (never a silent skip). */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. The browser tests need Debian's Chromium: ` +
        `run \`apt-get install -y chromium\` (as root or with sudo), or set CHROMIUM_PATH to a Chromium binary.`,
    );
  }
  return path;
}
