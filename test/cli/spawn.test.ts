/** The one test that runs the real executable: bin/solitaire.js through tsx, as `npx solitaire` does. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runCli } from './capture.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('bin/solitaire.js', () => {
  it('deal big-ben 1 --json prints the same JSON as main(), exit 0', async () => {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['bin/solitaire.js', 'deal', 'big-ben', '1', '--json'], { cwd: root });
    expect(stderr).toBe('');
    expect(stdout.endsWith('\n')).toBe(true);
    const d = JSON.parse(stdout) as { game: string; foundations: string[][]; tableau: string[][]; stock: string[] };
    expect(d.game).toBe('big-ben');
    expect(d.foundations[0]).toEqual(['2C']);
    expect(d.tableau[0]).toEqual(['3D', '6C', 'AC']);
    expect(d.stock).toHaveLength(56);
    expect(stdout.trimEnd()).toBe((await runCli(['deal', 'big-ben', '1', '--json'])).out);
  });
});

describe('bin/solitaire.js piped into a reader that stops early', () => {
  it('ends quietly, without a stack trace, when the reader closes the pipe (| head)', async () => {
    const { spawn } = await import('node:child_process');
    // A list of 68,000 deals: far more than a pipe holds, so the command is still writing when the reader goes.
    const child = spawn(process.execPath, ['bin/solitaire.js', 'summary', 'docs/survey/100k/beleaguered-castle.jsonl.gz', '--list', 'won'], { cwd: root });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d));
    const first = await new Promise<string>((resolve) => child.stdout.once('data', (d: Buffer) => resolve(String(d))));
    expect(first).toMatch(/^\d+\n/);
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(err).toBe('');
    expect(code).toBe(0);
  }, 60_000);
});
