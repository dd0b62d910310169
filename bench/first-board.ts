/**
 * The first interactive board of several commits side by side (npx tsx bench/first-board.ts
 * [--rounds N] [--address '?game=…'] <commit>...), for finding which change made it slower on a shared machine:
 * - each commit is built in a temporary git worktree (node_modules linked from this checkout) and
 *   served by this checkout's scripts/serve.js, so only the app differs;
 * - wall time to the first clickable card, bench/web.ts's phone profile at 4× CPU, the commits'
 *   loads interleaved round by round (English, then French), so a busy spell falls on all of them;
 * - the renderer main thread's CPU time up to that card at 1× CPU, from a Chromium trace (the
 *   thread's own time, which other processes on the machine barely change, unlike wall time).
 * The worktrees and builds are removed at the end.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { PHONE, launchChromium, openPage } from '../test/browser/support/browser.ts';
import { ROOT, serveApp, type Served } from '../test/browser/support/server.ts';
import { FIRST_BOARD_PROBE, gotoFirstBoard, median, throttle } from './web.ts';

const GAME_URL = '?game=citadel&deal=5';
const LOCALES = ['en-US', 'fr-FR'] as const;

interface Sample {
  readonly wall: number[];
  readonly cpu: number[];
}

const git = (...args: string[]): string => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** One cold load: wall ms to the first clickable card at `rate`× CPU, and with `trace` the main thread's CPU ms. */
async function load(browser: Browser, url: string, locale: string, rate: number, trace: boolean): Promise<number> {
  const { context, page } = await openPage(browser, { size: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 3, motion: 'no-preference', locale });
  try {
    await page.addInitScript(FIRST_BOARD_PROBE);
    if (rate > 1) await throttle(page, rate);
    if (trace) await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
    const ms = await gotoFirstBoard(page, url);
    if (!trace) return ms;
    type Event = { name: string; ph: string; ts: number; tdur?: number; pid: number; tid: number; args?: { name?: string } };
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: Event[] }).traceEvents;
    const mark = events.find((e) => e.name === 'firstBoard');
    const main = mark && events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === mark.pid && e.args?.name === 'CrRendererMain');
    if (!mark || !main) throw new Error('first-board: the trace has no first-board mark or no renderer main thread');
    return events.filter((e) => e.pid === mark.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask' && e.ts <= mark.ts).reduce((n, e) => n + (e.tdur ?? 0), 0) / 1000;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--rounds');
  const rounds = at >= 0 ? Number(args.splice(at, 2)[1]) : 8;
  const where = args.indexOf('--address');
  const address = where >= 0 ? args.splice(where, 2)[1]! : GAME_URL;
  if (!args.length || !Number.isInteger(rounds) || rounds < 1) throw new Error("usage: npx tsx bench/first-board.ts [--rounds N] [--address '?game=…&deal=…'] <commit>...");
  const commits = args.map((c) => ({ name: c, hash: git('rev-parse', '--short', c) }));
  const temp = mkdtempSync(join(tmpdir(), 'first-board-'));
  const served: Served[] = [];
  const trees: string[] = [];
  try {
    for (const c of commits) {
      const tree = join(temp, c.hash);
      git('worktree', 'add', '--detach', tree, c.hash);
      trees.push(tree);
      symlinkSync(join(ROOT, 'node_modules'), join(tree, 'node_modules'));
      process.stdout.write(`Building ${c.name} (${c.hash})… `);
      // vite from this checkout, run in the commit's tree (as support/server.ts's buildApp does for this one).
      execFileSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', join(tree, 'dist-bench'), '--emptyOutDir', '--logLevel', 'error'], {
        cwd: tree,
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      console.log('done.');
      served.push(await serveApp(join(tree, 'dist-bench')));
    }
    const browser = await launchChromium();
    const samples: Sample[] = commits.map(() => ({ wall: [], cpu: [] }));
    try {
      for (let r = 0; r < rounds; r++) {
        for (const [i, s] of served.entries()) {
          for (const locale of LOCALES) {
            samples[i]!.wall.push(await load(browser, s.url + address, locale, 4, false));
            samples[i]!.cpu.push(await load(browser, s.url + address, locale, 1, true));
          }
        }
        process.stdout.write(`round ${r + 1} of ${rounds}\r`);
      }
    } finally {
      await browser.close();
    }
    const ms = (xs: number[]): string => `${median(xs).toFixed(0)} ms (${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)})`;
    console.log(`\n| commit | first interactive, 4× CPU: median (range) of ${rounds * 2} | main thread CPU to it, 1× CPU: median (range) |`);
    console.log('|---|---|---|');
    for (const [i, c] of commits.entries()) console.log(`| ${c.name} (${c.hash}) | ${ms(samples[i]!.wall)} | ${ms(samples[i]!.cpu)} |`);
    console.log(`\n(${address}, phone ${PHONE.width}×${PHONE.height} touch, English and French browsers alternating; load average ${loadavg()[0]!.toFixed(1)})`);
  } finally {
    await Promise.all(served.map((s) => s.close()));
    for (const tree of trees) if (existsSync(tree)) git('worktree', 'remove', '--force', tree);
    rmSync(temp, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
