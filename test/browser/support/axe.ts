/** axe-core on the page as it is: its serious and critical violations, readable (none is the aim on every screen). */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from './server.ts';

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

export async function audit(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ path: join(ROOT, 'node_modules', 'axe-core', 'axe.min.js') });
  }
  const violations = await page.evaluate(async () => {
    interface Rule { id: string; impact?: string; any: (string | { id: string })[]; all: (string | { id: string })[]; none: (string | { id: string })[] }
    const axe = (window as unknown as {
      axe: { run(ctx: Document, opts: object): Promise<{ violations: Violation[] }>; _audit: { rules: Rule[]; data: { checks: Record<string, { impact?: string } | undefined> } } };
    }).axe;
    // A finding's impact is its rule's, else the highest of its failed checks' (axe's metadata, fixed
    // per check): a rule whose impact, or every check's, is minor or moderate can never give a
    // serious or critical finding, so it is not run (a fifth of axe's time on a board). A check of
    // unknown impact keeps its rule.
    const low = (impact: string | undefined): boolean => impact === 'minor' || impact === 'moderate';
    const checks = axe._audit.data.checks;
    const neverSerious = axe._audit.rules.filter((r) =>
      r.impact ? low(r.impact) : [...r.any, ...r.all, ...r.none].every((c) => low(checks[typeof c === 'string' ? c : c.id]?.impact)),
    );
    const rules = Object.fromEntries(neverSerious.map((r) => [r.id, { enabled: false }]));
    const r = await axe.run(document, { resultTypes: ['violations'], rules });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}${v.nodes.length > 3 ? ` … ${v.nodes.length} nodes` : ''}`);
}
