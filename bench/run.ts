/** What the web benchmarks share: a served build with Chromium on it, and running as a script. */
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../test/browser/support/browser.ts';
import { serveApp } from '../test/browser/support/server.ts';

/** Serves the built app in `dir`, launches Chromium, runs `body` with them, and closes both whatever happens. */
export async function withServedBrowser(dir: string, body: (browser: Browser, base: string) => Promise<void>): Promise<void> {
  const served = await serveApp(dir);
  const browser = await launchChromium();
  try {
    await body(browser, served.url);
  } finally {
    await browser.close();
    await served.close();
  }
}

/** Runs `main` when `file` is the script node started (not when another module imports it); a failure is one line. */
export function runAsScript(file: string, main: () => Promise<void>): void {
  if (!process.argv[1] || resolve(process.argv[1]) !== file) return;
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
