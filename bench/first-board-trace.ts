/**
 * One cold load's critical path to the first interactive board (npx tsx bench/first-board-trace.ts
 * [--rate 4] [--locale fr-FR] [--address '?game=citadel&deal=5'] [built dir]): builds the app (or
 * takes a built directory), serves it with scripts/serve.js, loads bench/web.ts's phone page under a
 * Chromium trace and prints, in ms from navigation start, each request of the page (asked, its
 * response handled by the page, done), every renderer main-thread task over 2 ms with what it spent
 * its time on (script compile and run, style, layout, paint), the page's performance marks, and
 * the main thread's busy and CPU time before the first board. Tracing slows the load: read where
 * the time goes, not how long it took. DUMP=path writes the trace (Chromium DevTools opens it).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PHONE, openPage } from '../test/browser/support/browser.ts';
import { buildApp, ROOT } from '../test/browser/support/server.ts';
import { runAsScript, withServedBrowser } from './run.ts';
import { FIRST_BOARD_PROBE, gotoFirstBoard, throttle } from './web.ts';

type Event = { name: string; cat: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { name?: string; data?: Record<string, unknown> } };

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const opt = (name: string, fallback: string): string => {
    const at = args.indexOf(name);
    return at >= 0 ? args.splice(at, 2)[1]! : fallback;
  };
  const rate = Number(opt('--rate', '4'));
  const locale = opt('--locale', 'en-US');
  const address = opt('--address', '?game=citadel&deal=5');
  let dir = args[0];
  if (!dir) {
    dir = join(ROOT, 'test-output', 'trace-dist');
    buildApp(dir);
  }
  await withServedBrowser(dir, async (browser, base) => {
    const { context, page } = await openPage(browser, { size: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 3, motion: 'no-preference', locale });
    await page.addInitScript(FIRST_BOARD_PROBE);
    if (rate > 1) await throttle(page, rate);
    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'loading'] });
    const board = await gotoFirstBoard(page, base + address);
    await page.waitForTimeout(200);
    const marks = (await page.evaluate(() => performance.getEntriesByType('mark').map((m) => [m.name, m.startTime] as const))) as [string, number][];
    const raw = (await browser.stopTracing()).toString();
    if (process.env.DUMP) writeFileSync(process.env.DUMP, raw);
    const events = (JSON.parse(raw) as { traceEvents: Event[] }).traceEvents;
    await context.close();
    const mark = events.find((e) => e.name === 'firstBoard');
    if (!mark) throw new Error('first-board-trace: no firstBoard mark in the trace');
    const origin = mark.ts - board * 1000;
    const at = (ts: number): string => ((ts - origin) / 1000).toFixed(0).padStart(6);
    const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === mark.pid && e.args?.name === 'CrRendererMain')!;
    console.log(`first board at ${board.toFixed(0)} ms (${address}, ${rate}× CPU, ${locale})\n\nrequests (asked / response / finished):`);
    const req = new Map<string, { url: string; send: number; resp?: number; done?: number }>();
    for (const e of events) {
      const d = e.args?.data as { requestId?: string; url?: string; finishTime?: number } | undefined;
      if (!d?.requestId || e.pid !== mark.pid) continue;
      if (e.name === 'ResourceSendRequest') req.set(d.requestId, { url: String(d.url), send: e.ts });
      const r = req.get(d.requestId);
      if (r && e.name === 'ResourceReceiveResponse') r.resp = e.ts;
      if (r && e.name === 'ResourceFinish') r.done = e.ts;
    }
    for (const r of [...req.values()].sort((a, b) => a.send - b.send)) {
      console.log(`  ${at(r.send)} ${r.resp ? at(r.resp) : '     ?'} ${r.done ? at(r.done) : '     ?'}  ${new URL(r.url).pathname}`);
    }
    const onMain = events.filter((e) => e.pid === mark.pid && e.tid === main.tid && e.ph === 'X');
    const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts <= mark.ts + 50_000).sort((a, b) => a.ts - b.ts);
    const kinds = ['v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'EvaluateScript', 'FunctionCall', 'v8.callFunction', 'ParseHTML', 'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'FireAnimationFrame', 'TimerFire', 'HitTest', 'RunMicrotasks', 'v8.run', 'GCEvent', 'MinorGC', 'MajorGC', 'V8.GC_SCAVENGER'];
    console.log('\nmain-thread tasks over 2 ms (start, wall ms, cpu ms: what inside, ms):');
    let busy = 0;
    let cpu = 0;
    for (const task of tasks) {
      if (task.ts > mark.ts) break;
      busy += (task.dur ?? 0) / 1000;
      cpu += (task.tdur ?? 0) / 1000;
      if ((task.dur ?? 0) < 2000) continue;
      const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0) && kinds.includes(e.name));
      const by = new Map<string, number>();
      for (const e of inside) {
        const d = e.args?.data as { url?: string; functionName?: string } | undefined;
        const what = e.name + (d?.url ? ` ${String(d.url).replace(/^.*\//, '')}` : '') + (d?.functionName ? ` ${d.functionName}` : '');
        by.set(what, (by.get(what) ?? 0) + (e.dur ?? 0) / 1000);
      }
      const top = [...by.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${v.toFixed(0)}`);
      console.log(`  ${at(task.ts)} ${((task.dur ?? 0) / 1000).toFixed(0).padStart(5)} ${((task.tdur ?? 0) / 1000).toFixed(0).padStart(5)}  ${top.join('; ')}`);
    }
    console.log('\nmarks: ' + marks.map(([n, t]) => `${n} ${t.toFixed(0)}`).join(', '));
    console.log(`\nmain thread before the first board: ${busy.toFixed(0)} ms busy (${cpu.toFixed(0)} ms CPU) of ${board.toFixed(0)} ms`);
  });
}

runAsScript(import.meta.filename, main);
