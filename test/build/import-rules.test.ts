/**
 * scripts/import-rules.js, the way imports point (npm run check): it passes on the project, and it
 * fails, naming each breach, on a small tree that breaks every rule it checks.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SCRIPT = join(ROOT, 'scripts/import-rules.js');
const tree = mkdtempSync(join(tmpdir(), 'import-rules-'));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

function file(path: string, text: string): void {
  mkdirSync(dirname(join(tree, path)), { recursive: true });
  writeFileSync(join(tree, path), text);
}

describe('the import rules', () => {
  it('hold on the project', () => {
    const out = execFileSync(process.execPath, [SCRIPT, ROOT], { encoding: 'utf8' });
    expect(out).toMatch(/^0 import cycles, 0 imports against the way they point/m);
  });

  it('name a cycle (import() too), a layer imported upward, the core importing a feature, and a feature importing another', () => {
    file('src/cli/a.ts', "import { b } from './b.ts';\nexport const a = b;\n");
    file('src/cli/b.ts', "export const b = () => import('./a.ts');\n");
    file('src/engine/e.ts', "import { s } from '../solver/s.ts';\nexport const e = s;\n");
    file('src/solver/s.ts', 'export const s = 1;\n');
    file('src/web/game/hub.ts', "import { beep } from '../sound/beep.ts';\nexport const hub = beep;\n");
    file('src/web/sound/beep.ts', "import { day } from '../daily/day.ts';\nimport type { T } from '../puzzles/t.ts';\nexport const beep = day as T;\n");
    file('src/web/daily/day.ts', 'export const day = 1;\n');
    file('src/web/puzzles/t.ts', 'export type T = number;\n');
    const r = spawnSync(process.execPath, [SCRIPT, tree], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('import cycle: src/cli/a.ts ↔ src/cli/b.ts');
    expect(r.stdout).toContain('src/engine/e.ts → src/solver/s.ts: engine imports solver');
    expect(r.stdout).toContain('src/web/game/hub.ts → src/web/sound/beep.ts: the core imports a feature');
    expect(r.stdout).toContain('src/web/sound/beep.ts → src/web/daily/day.ts: the feature sound imports the feature daily');
    // A type-only import vanishes at build time: not a breach.
    expect(r.stdout).not.toContain('puzzles/t.ts');
    expect(r.stdout).toMatch(/1 import cycles, 3 imports against the way they point/);
  });
});
