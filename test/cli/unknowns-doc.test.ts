// docs/unknowns.md lists the deals of 1–100,000 the solver has not decided: its lists must be the
// committed survey files' unknowns, so that a rerun that decides one cannot leave the page behind.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './capture.ts';

const ROOT = join(import.meta.dirname, '../..');
const page = readFileSync(join(ROOT, 'docs/unknowns.md'), 'utf8');
const GAMES = { 'streets-and-alleys': 'Streets and Alleys', 'big-ben': 'Big Ben', 'beleaguered-castle': 'Beleaguered Castle', citadel: 'Citadel', fortress: 'Fortress' };

/** The deals a game's section lists (its "Deals:" line), and the count its heading gives; none when the page has no section. */
function listed(name: string): { heading: number; deals: string[] } | undefined {
  const section = page.split(/^## /m).find((s) => s.startsWith(`${name} (`));
  if (!section) return undefined;
  const line = section.split('\n').find((l) => l.startsWith('Deals: '));
  return { heading: Number(/^[^(]+\((\d+)\)/.exec(section)![1]), deals: line ? line.slice(7).split(', ') : [] };
}

describe('docs/unknowns.md', () => {
  it.each(Object.entries(GAMES))('%s: the section lists exactly the 100,000-deal survey\'s unknowns', async (game, name) => {
    const r = await runCli(['summary', join(ROOT, `docs/survey/100k/${game}.jsonl.gz`), '--list', 'unknown']);
    expect(r.code).toBe(0);
    const unknown = r.out.split('\n').filter(Boolean).sort((a, b) => Number(a) - Number(b));
    const doc = listed(name);
    if (!unknown.length) return expect(doc, `${name} has no unknown deal: the page should not list it`).toBeUndefined();
    expect(doc?.deals).toEqual(unknown);
    expect(doc?.heading).toBe(unknown.length);
  }, 120_000);

  it('its first paragraph adds them up', async () => {
    const total = Object.values(GAMES).reduce((n, name) => n + (listed(name)?.deals.length ?? 0), 0);
    expect(page).toContain(`all but **${total}** of the other games'`);
  });
});
