/** One Chromium per test file, and the base URL the global setup served the build at. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchChromium } from './browser.ts';

export function useBrowser(): { browser: () => Browser; base: () => string } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    browser: () => {
      if (!browser) throw new Error('Chromium did not start');
      return browser;
    },
    base: () => inject('baseUrl'),
  };
}
