/**
 * What runs in each missed frame of bench/web-anim.ts's scenes (`npx tsx bench/web-anim-trace.ts
 * [flights|cascade] [runs]`): the scene on an unminified build (or DIST=dir) under a Chromium trace,
 * then, in ms after the tap's pointerup, each animation-frame gap over 1.5 vsyncs and every
 * renderer main-thread task over 3 ms from the tap to 1.5 s after it with what it spent its time on
 * (event listeners, timers, idle callbacks, animation frames by function; style, layout, paint).
 * Tracing slows the page: read what runs where, not how long. DUMP=path writes each run's trace.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../test/browser/support/server.ts';
import { runAsScript, withServedBrowser } from './run.ts';
import { flightsScene, openAt, SCENE_SETTINGS, tapMove } from './web-anim.ts';

type Event = { name: string; cat: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { name?: string; data?: Record<string, unknown> } };

/** The shortest task listed (ms). */
const MIN_MS = Number(process.env.MIN_MS ?? 3);
const OUT_DIR = join(ROOT, 'test-output', 'profile-dist');
const KINDS = ['FunctionCall', 'EventDispatch', 'TimerFire', 'FireIdleCallback', 'FireAnimationFrame', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'RunMicrotasks', 'MinorGC', 'MajorGC', 'ParseHTML', 'v8.compile', 'EvaluateScript', 'HitTest', 'UpdateLayer', 'Commit', 'RasterTask'];

async function main(): Promise<void> {
  const scene = process.argv[2] === 'cascade' ? 'cascade' : 'flights';
  const runs = Number(process.argv[3] ?? 1);
  let dir = process.env.DIST;
  if (!dir) {
    dir = OUT_DIR;
    execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--minify', 'false', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit' });
  }
  const flights = flightsScene();
  const k = scene === 'cascade' ? flights.line.length - 1 : flights.k;
  await withServedBrowser(dir, async (browser, base) => {
    for (let r = 0; r < runs; r++) {
      const { page, close } = await openAt(browser, base, flights.line.slice(0, k), SCENE_SETTINGS);
      // EXTRA_CSS: a style rule to try (say, containment) without a build.
      if (process.env.EXTRA_CSS) await page.addStyleTag({ content: process.env.EXTRA_CSS });
      await page.evaluate(`(() => {
        addEventListener('pointerup', () => performance.mark('tap'), { capture: true, once: true });
        let prev = -1;
        const tick = (t) => { if (prev >= 0 && t - prev > 25) performance.mark('missed ' + (t - prev).toFixed(0)); prev = t; requestAnimationFrame(tick); };
        requestAnimationFrame(tick);
      })()`);
      await browser.startTracing(page, { categories: (process.env.CATEGORIES ?? 'toplevel,devtools.timeline,blink.user_timing').split(',') });
      await tapMove(page, flights.line[k]!);
      await page.waitForTimeout(1500);
      const raw = (await browser.stopTracing()).toString();
      await close();
      if (process.env.DUMP) writeFileSync(`${process.env.DUMP}-${r + 1}.json`, raw);
      const events = (JSON.parse(raw) as { traceEvents: Event[] }).traceEvents;
      const tap = events.find((e) => e.name === 'tap' && e.cat.includes('blink.user_timing'));
      if (!tap) throw new Error('web-anim-trace: no tap mark in the trace');
      const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === tap.pid && e.args?.name === 'CrRendererMain')!;
      const at = (ts: number): string => ((ts - tap.ts) / 1000).toFixed(0).padStart(6);
      console.log(`\n${scene}, run ${r + 1}: missed frames (gap ms @ its end, ms after the tap):`);
      console.log('  ' + events.filter((e) => e.cat.includes('blink.user_timing') && e.name.startsWith('missed') && e.ts > tap.ts - 200_000).map((e) => `${e.name.slice(7)}@${at(e.ts).trim()}`).join(', '));
      const onMain = events.filter((e) => e.pid === tap.pid && e.tid === main.tid && e.ph === 'X');
      const tasks = onMain.filter((e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ts >= tap.ts - 100_000 && e.ts <= tap.ts + 1_500_000 && (e.dur ?? 0) >= MIN_MS * 1000).sort((a, b) => a.ts - b.ts);
      // The main thread's CPU time (a descheduled thread's wait is not counted, so a loaded machine
      // changes it less than the frames): the task that handled the tap's release, then the rest.
      const isTask = (e: Event): boolean => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';
      const all = onMain.filter((e) => isTask(e) && e.ts >= tap.ts - 100_000).sort((a, b) => a.ts - b.ts);
      const upTask = all.find((e) => e.ts <= tap.ts && e.ts + (e.dur ?? 0) >= tap.ts);
      const cpu = (es: Event[]): string => es.reduce((a, e) => a + (e.tdur ?? 0) / 1000, 0).toFixed(0);
      const rest = all.filter((e) => upTask && e.ts > upTask.ts);
      const heavy = rest.filter((e) => (e.tdur ?? 0) >= 8000).map((e) => ((e.tdur ?? 0) / 1000).toFixed(0));
      console.log(`main-thread CPU: the tap's task ${upTask ? cpu([upTask]) : '?'} ms; after it ${cpu(rest)} ms in ${rest.length} tasks, those of 8 ms or more: ${heavy.join(', ') || 'none'}`);
      console.log('main-thread tasks over 3 ms (start, ms: what inside, ms):');
      for (const task of tasks) {
        const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0) && KINDS.includes(e.name));
        const by = new Map<string, number>();
        for (const e of inside) {
          const d = e.args?.data as { url?: string; functionName?: string; type?: string; lineNumber?: number } | undefined;
          const what = e.name + (d?.type ? ` ${d.type}` : '') + (d?.functionName ? ` ${d.functionName}` : '') + (d?.url && !d.functionName ? ` ${String(d.url).replace(/^.*\//, '')}:${d.lineNumber ?? ''}` : '');
          by.set(what, (by.get(what) ?? 0) + (e.dur ?? 0) / 1000);
        }
        const top = [...by.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([n, v]) => `${n} ${v.toFixed(1)}`);
        console.log(`  ${at(task.ts)} ${((task.dur ?? 0) / 1000).toFixed(1).padStart(6)} (cpu ${((task.tdur ?? 0) / 1000).toFixed(1)})  ${top.join('; ')}`);
      }
    }
  });
}

runAsScript(import.meta.filename, main);
