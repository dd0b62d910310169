/**
 * Launches Debian's Chromium through playwright-core with the flags this network needs, and opens
 * fresh contexts (each its own storage) at the three sizes the app must fit.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type CDPSession, type Page } from 'playwright-core';
import { chromiumPath } from './chromium-path.ts';
import { ROOT } from './server.ts';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

export interface Size {
  readonly name: string;
  readonly width: number;
  readonly height: number;
}

export const SIZES: readonly Size[] = [
  { name: 'phone-portrait', width: 390, height: 844 },
  { name: 'phone-landscape', width: 844, height: 390 },
  { name: 'desktop', width: 1280, height: 800 },
];
export const PHONE = SIZES[0]!;
export const DESKTOP = SIZES[2]!;

export const SCREENSHOT_DIR = join(ROOT, 'test-output', 'screenshots');

/** launch() gives each browser a fresh temporary profile (its own --user-data-dir). The full Chromium unless told (the tests pass the headless shell). */
export function launchChromium(executablePath: string = chromiumPath()): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS] });
}

export interface OpenOptions extends BrowserContextOptions {
  readonly size?: Size;
  /** 'reduce' by default so moves land without animation and tests stay deterministic. */
  readonly motion?: 'reduce' | 'no-preference';
}

/**
 * A new context (fresh localStorage and IndexedDB) with one page. Service workers are blocked:
 * a cached shell from an earlier test must never answer for the build under test.
 */
export async function openPage(browser: Browser, opts: OpenOptions = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { size = DESKTOP, motion = 'reduce', ...rest } = opts;
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    reducedMotion: motion,
    serviceWorkers: 'block',
    locale: 'en-US',
    acceptDownloads: true,
    ...rest,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // Failed requests are reported below with their address.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(`console.error: ${m.text()}`);
  });
  page.on('response', (r) => {
    // The browser asks for /favicon.ico by itself on non-HTML pages; the app links its own icon.
    if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) errors.push(`HTTP ${r.status()} ${r.url()}`);
  });
  return { context, page, errors };
}

export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return join(SCREENSHOT_DIR, `${name}.png`);
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * Saves the screen as it is to test-output/screenshots/<name>.png: the viewport's pixels, as
 * page.screenshot takes them, through Chromium's fast PNG encoder (a quarter of page.screenshot's
 * time: 12 pictures of a board at the three sizes took 0.64 s against 2.67 s). Not for full-page pictures.
 */
export async function savePicture(page: Page, name: string): Promise<void> {
  let session = sessions.get(page);
  if (!session) sessions.set(page, (session = page.context().newCDPSession(page)));
  const { data } = await (await session).send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true });
  writeFileSync(screenshotPath(name), Buffer.from(data, 'base64'));
}
