import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at once, browser files too: a browser test waits on Chromium most of its time (browser
    // files one at a time kept CI's 2 cores about a third busy), and each file has its own browser,
    // pages and storage. One figure for both projects: vitest runs them in one group only then.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/browser/**'],
          setupFiles: ['test/web/setup-strings.ts'],
          // The solver's tests are bounded by node counts, not time: the timeout only catches a hang,
          // and must hold on 2 cores shared with the browser project's Chromium.
          testTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['test/browser/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
