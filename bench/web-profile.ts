/**
 * Where the auto-move scene's tap goes (`npx tsx bench/web-profile.ts [runs]`): bench/web-anim.ts's
 * flights scene (phone, 4× CPU, Citadel 5) on an unminified build, with a CDP CPU profile around the
 * tap and the tap frame's long-animation-frame entry. Prints the pointerup listener's time (its script
 * entry, which holds the move, the board's re-render and the save), the frame's forced layout, and
 * the CPU profile's busiest functions by self time and the board components by total time.
 * Figures for docs/benchmarks.md; less noisy on a shared machine than frame counts. DUMP=path writes
 * each run's profile as path-N.cpuprofile (Chromium DevTools opens it). `npx tsx bench/web-profile.ts
 * [runs] cascade`: the win cascade's scene instead (its winning tap), with every long animation frame
 * of the 1.5 s after the tap and the scripts that ran in it.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../test/browser/support/browser.ts';
import { ROOT, serveApp } from '../test/browser/support/server.ts';
import { flightsScene, openAt, SCENE_SETTINGS, tapPoint } from './web-anim.ts';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }
interface Loaf { duration: number; startTime: number; styleAndLayoutStart: number; scripts: { invoker: string; duration: number; forcedStyleAndLayoutDuration: number }[] }

const OUT_DIR = join(ROOT, 'test-output', 'profile-dist');
/** How long the cascade scene is recorded after its tap. */
const LONG_MS = 1500;
/** The tap's handling (drag.ts's up, actions.ts's change) and the board's components, by total time. */
const NAMED = ['up', 'tap', 'userMove', 'change', 'afterChange', 'Board', 'Piles', 'Pile', 'PileView', 'CardView', 'CardFace', 'Memo', 'measure', 'play'];

/** Self and total ms of each function name (total counted once per sample, however deep the recursion). */
function times(p: Profile): { self: Map<string, number>; total: Map<string, number> } {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>(), total = new Map<string, number>();
  p.samples.forEach((id, i) => {
    const ms = (p.timeDeltas[i + 1] ?? 0) / 1000;
    const name = (n: ProfileNode): string => n.callFrame.functionName || '(anonymous)';
    const leaf = byId.get(id)!;
    self.set(name(leaf), (self.get(name(leaf)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let n: ProfileNode | undefined = leaf; n; n = byId.get(parent.get(n.id) ?? -1)) seen.add(name(n));
    for (const s of seen) total.set(s, (total.get(s) ?? 0) + ms);
  });
  return { self, total };
}

async function tapFrame(page: Page): Promise<void> {
  await page.evaluate(`new PerformanceObserver((l) => { for (const e of l.getEntries()) (window.__loaf ??= []).push(e.toJSON()); })
    .observe({ type: 'long-animation-frame', buffered: false })`);
}

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 3);
  // `cascade`: the win cascade's scene (the winning move's tap), its long frames over LONG_MS listed.
  const cascade = process.argv[3] === 'cascade';
  const flights = flightsScene();
  const line = flights.line, k = cascade ? line.length - 1 : flights.k;
  // Unminified, so the profile names the app's functions.
  execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--minify', 'false', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  const served = await serveApp(OUT_DIR);
  const browser = await launchChromium();
  for (let r = 0; r < runs; r++) {
    const { page, close } = await openAt(browser, served.url, line.slice(0, k), SCENE_SETTINGS);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await tapFrame(page);
    // Found before the profile starts: Playwright's locator script is not the app's work.
    const at = await tapPoint(page, line[k]!);
    await cdp.send('Profiler.start');
    await page.mouse.click(at.x, at.y);
    // The tap's frame: its events, then the flights' first animation frame.
    await page.evaluate(cascade ? `new Promise((r) => setTimeout(r, ${LONG_MS}))` : 'new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))');
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    await page.waitForTimeout(300);
    const loaf = (await page.evaluate('window.__loaf ?? []')) as Loaf[];
    if (cascade) {
      const t0 = loaf.find((e) => e.scripts.some((x) => x.invoker.includes('pointerup')))?.startTime ?? 0;
      for (const e of loaf) {
        const scripts = e.scripts.map((x) => `${x.invoker} ${x.duration.toFixed(0)}${x.forcedStyleAndLayoutDuration >= 1 ? ` (forced layout ${x.forcedStyleAndLayoutDuration.toFixed(0)})` : ''}`).join('; ');
        console.log(`  frame at ${(e.startTime - t0).toFixed(0)} ms: ${e.duration.toFixed(0)} ms, rendering ${(e.startTime + e.duration - e.styleAndLayoutStart).toFixed(0)} ms; ${scripts}`);
      }
    }
    const tap = loaf.find((e) => e.scripts.some((x) => x.invoker.includes('pointerup')));
    const up = tap?.scripts.find((x) => x.invoker.includes('pointerup'));
    const others = tap?.scripts.filter((x) => x !== up).map((x) => `${x.invoker} ${x.duration.toFixed(0)} ms (forced layout ${x.forcedStyleAndLayoutDuration.toFixed(0)})`).join('; ');
    const rendering = tap ? tap.startTime + tap.duration - tap.styleAndLayoutStart : NaN;
    console.log(`run ${r + 1}: tap frame ${tap?.duration.toFixed(0) ?? '?'} ms (its style, layout and paint ${rendering.toFixed(0)} ms); pointerup ${up?.duration.toFixed(0) ?? '?'} ms (forced layout ${up?.forcedStyleAndLayoutDuration.toFixed(0) ?? '?'}); ${others ?? ''}`);
    if (process.env.DUMP) writeFileSync(`${process.env.DUMP}-${r + 1}.cpuprofile`, JSON.stringify(profile));
    const { self, total } = times(profile);
    const top = [...self].filter(([n]) => !n.startsWith('(')).sort((a, b) => b[1] - a[1]).slice(0, 10);
    console.log('  self:  ' + top.map(([n, ms]) => `${n} ${ms.toFixed(1)}`).join(', '));
    console.log('  total: ' + NAMED.map((n) => `${n} ${(total.get(n) ?? 0).toFixed(1)}`).join(', '));
    await close();
  }
  await browser.close();
  await served.close();
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
