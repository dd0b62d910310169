import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.ts';
import type { Io } from '../../src/cli/io.ts';
import { clonePosition, dealPosition, parseMove, play, status } from '../../src/engine/index.ts';

function capture(): Io & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [], stderr: string[] = [];
  return { stdout, stderr, out: (t) => void stdout.push(t), err: (t) => void stderr.push(t), readFile: async (p) => readFileSync(p, 'utf8') };
}

describe('solitaire solve', () => {
  it('--json prints a verdict and move texts that replay to a win', async () => {
    const io = capture();
    expect(await main(['solve', 'beleaguered-castle', '2', '--json', '--budget-ms', '20000'], io)).toBe(0);
    const r = JSON.parse(io.stdout.join('')) as { verdict: string; moves: string[]; nodes: number; ms: number };
    expect(r.verdict).toBe('won');
    const d = dealPosition('beleaguered-castle', '2');
    if (!d.ok) throw new Error(d.message);
    const p = clonePosition(d.value);
    for (const text of r.moves) {
      const m = parseMove(text);
      if (!m.ok) throw new Error(m.message);
      play(p, m.value);
    }
    expect(status(p)).toBe('won');
  });

  it('reads a position file in the shape of `deal --json`', async () => {
    const dealIo = capture();
    await main(['deal', 'beleaguered-castle', '1', '--json'], dealIo);
    const file = join(mkdtempSync(join(tmpdir(), 'solve-')), 'pos.json');
    writeFileSync(file, dealIo.stdout.join(''));
    const io = capture();
    expect(await main(['solve', '--position', file], io)).toBe(0);
    expect(io.stdout.join('\n')).toMatch(/impossible/);
  });

  it('rejects a bad budget and an unknown game with exit code 2', async () => {
    expect(await main(['solve', 'beleaguered-castle', '1', '--budget-ms', 'x'], capture())).toBe(2);
    expect(await main(['solve', 'nope', '1'], capture())).toBe(2);
    expect(await main(['solve', '--position', '/nonexistent/file.json'], capture())).toBe(2);
  });
});
