/** scripts/big-ben-tickets.ts: the solver's Big Ben tickets scanned on chosen deals, its wins written as records that replay. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gameDef, isWon, parseRecord, replay } from '../../src/engine/index.ts';
import { runScript } from './run-script.ts';

const out = mkdtempSync(join(tmpdir(), 'tickets-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The script's exit code, its output lines and its error text. */
async function tickets(args: string[]): Promise<{ code: number; lines: string[]; err: string }> {
  const r = await runScript('big-ben-tickets', args);
  return { code: r.code, lines: r.out.trimEnd().split('\n'), err: r.err };
}

describe('scripts/big-ben-tickets.ts', () => {
  it("wins deal 59023 with the solver's first ticket, and writes a record that replays to a win", async () => {
    const r = await tickets(['59023', '--from', '1', '--to', '1', '--out', out]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    // The solver's first ticket, as docs/benchmarks.md records it (it won 59023 inside the schedule too).
    const line = JSON.parse(r.lines[0]!) as { deal: string; ticket: number; width: number; won: boolean; nodes: number };
    expect(line).toMatchObject({ deal: '59023', ticket: 1, width: 1396, weights: { home: 4, blocked: 1.5, waste: 4, clockShare: 0.23 }, won: true });
    expect(line.nodes).toBeLessThanOrEqual(40_000_000);
    expect(readdirSync(out)).toEqual(['big-ben-59023-ticket-1.txt']);
    const record = parseRecord(readFileSync(join(out, 'big-ben-59023-ticket-1.txt'), 'utf8'));
    if (!record.ok) throw new Error(record.message);
    expect(r.lines[1]).toBe(`deal 59023: won by ticket 1 in ${record.value.moves.length} moves, written to ${join(out, 'big-ben-59023-ticket-1.txt')}`);
    const end = replay(record.value);
    if (!end.ok) throw new Error(end.message);
    expect(isWon(end.value, gameDef('big-ben'))).toBe(true);
  });

  it('goes on from any ticket, one line a deal and a ticket, and writes nothing when nothing is won', async () => {
    const none = mkdtempSync(join(tmpdir(), 'tickets-'));
    const r = await tickets(['169', '17554', '--from', '49', '--to', '50', '--max-nodes', '1000', '--out', none]);
    expect(r.code).toBe(0);
    expect(readdirSync(none)).toEqual([]);
    rmSync(none, { recursive: true });
    expect(r.lines.map((l) => JSON.parse(l) as { deal: string; ticket: number; won: boolean }).map((l) => [l.deal, l.ticket, l.won])).toEqual([
      ['169', 49, false],
      ['17554', 49, false],
      ['169', 50, false],
      ['17554', 50, false],
    ]);
  });

  it.each([
    [['--from', '1', '--to', '1'], 'give one deal number or more, such as 169 17554'],
    [['5x', '--from', '1', '--to', '1'], '"5x" is not a deal number'],
    [['1', '--from', '0', '--to', '1'], '--from takes a positive whole number (digits only), not "0"'],
    [['1', '--from', '3', '--to', '2'], '--to takes a whole number of at least 3 (digits only), not "2"'],
    [['1', '--from', '1'], 'give the tickets to scan, --from K --to K'],
    [['1', '--from', '1', '--to', '1', '--max-nodes', '1e6'], '--max-nodes takes a positive whole number (digits only), not "1e6"'],
    [['1', '--frm', '1'], 'unknown option "--frm"'],
  ])('refuses %j in one line and the usage, exit 2', async (args, words) => {
    const r = await tickets(args);
    expect(r.code).toBe(2);
    const [first, usage, ...rest] = r.err.trimEnd().split('\n');
    expect(first).toContain(`big-ben-tickets: ${words}`);
    expect(usage).toMatch(/^usage: npx tsx scripts\/big-ben-tickets\.ts/);
    expect(rest).toEqual([]);
  });
});
