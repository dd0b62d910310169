/** One Chromium (the headless shell, chromium-path.ts) per test file, the base URL the global setup served the build at, and a page per test. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchChromium, openPage, type OpenOptions } from './browser.ts';
import { testChromiumPath } from './chromium-path.ts';

export interface PageOptions extends OpenOptions {
  /** true by default: after the body, no page error, console error or failed request may have been seen. */
  readonly checkErrors?: boolean;
}

export interface OpenedPage {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
}

export function useBrowser(): {
  browser: () => Browser;
  base: () => string;
  withPage: <T>(opts: PageOptions, body: (opened: OpenedPage) => Promise<T>) => Promise<T>;
} {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium(testChromiumPath());
  });
  afterAll(async () => {
    await browser?.close();
  });
  const current = (): Browser => {
    if (!browser) throw new Error('Chromium did not start');
    return browser;
  };
  return {
    browser: current,
    base: () => inject('baseUrl'),
    /** Opens a fresh context and page, runs `body`, checks the errors (unless told not to), and always closes the context. */
    withPage: async ({ checkErrors = true, ...opts }, body) => {
      const opened = await openPage(current(), opts);
      try {
        const result = await body(opened).catch(async (e: unknown) => {
          throw await withWhatThePageShowed(e, opened);
        });
        if (checkErrors) expect(opened.errors).toEqual([]);
        return result;
      } finally {
        await opened.context.close();
      }
    },
  };
}

/**
 * A failed test's error with what the page showed when it failed (its address, the start of its text
 * or of its open dialog's, the errors it had seen): a failure under load in CI, which keeps no screenshot, can then be read.
 */
async function withWhatThePageShowed(e: unknown, { page, errors }: OpenedPage): Promise<unknown> {
  if (!(e instanceof Error)) return e;
  const text = await page
    .evaluate(() => {
      const open = document.querySelector<HTMLElement>('dialog[open], [role="dialog"]');
      return open ? `(a dialog open) ${open.innerText}` : (document.body?.innerText ?? '');
    })
    .then((t) => JSON.stringify(t.replace(/\s+/g, ' ').slice(0, 600)))
    .catch((err: unknown) => `(unreadable: ${err instanceof Error ? err.message.split('\n')[0] : String(err)})`);
  e.message += `\nthe page at the failure: ${page.url()}\n  its text: ${text}\n  errors seen: ${errors.length ? errors.join(' | ') : 'none'}`;
  return e;
}
