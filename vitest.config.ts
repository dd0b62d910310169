import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take a minute or more in CI (2 cores, two files at once), longest first. They start
 * first, so the last minutes are short files filling both workers, not one long file running alone
 * (by vitest's own order, file size on a clean clone, castle-roots started last and ran 68-117 s
 * with the other worker idle).
 */
const LONGEST = [
  'test/browser/rating.test.ts',
  'test/browser/whole-game-screens.test.ts',
  'test/browser/whole-game.test.ts',
  'test/browser/rules.test.ts',
  'test/solver/castle-roots.test.ts',
  'test/solver/castle-layer.test.ts',
  'test/queue/queue.test.ts',
  'test/browser/a11y.test.ts',
  'test/browser/phone-layout.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (s: TestSpecification): number => {
      const i = LONGEST.indexOf(relative(import.meta.dirname, s.moduleId));
      return i < 0 ? LONGEST.length : i;
    };
    return sorted.map((s, i) => ({ s, i })).sort((a, b) => rank(a.s) - rank(b.s) || a.i - b.i).map(({ s }) => s);
  }
}

export default defineConfig({
  test: {
    // Two files at once, browser files too: a browser test waits on Chromium most of its time (browser
    // files one at a time kept CI's 2 cores about a third busy), and each file has its own browser,
    // pages and storage. One figure for both projects: vitest runs them in one group only then. Three
    // at once are slower (the whole run 1,145 s against 1,064 s on this 2-core machine): the cores are busy.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/browser/**', 'test/build/compression.test.ts'],
          setupFiles: ['test/web/setup-strings.ts'],
          // The solver's tests are bounded by node counts, not time: the timeout only catches a hang,
          // and must hold on 2 cores shared with the browser project's Chromium.
          testTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'browser',
          // compression.test reads the build this project's global setup made and serves (a second build
          // of its own took 20 s of CI's two cores).
          include: ['test/browser/**/*.test.ts', 'test/build/compression.test.ts'],
          globalSetup: ['test/browser/global-setup.ts'],
          // A worker keeps its modules from one browser file to the next (playwright-core, the engine,
          // the support files: 1-2 s of imports a file). No browser file or support module keeps state
          // at module level, mocks or stubs globals; each file still launches and closes its own
          // Chromium (support/fixture.ts).
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
