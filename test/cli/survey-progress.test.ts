/** The survey's progress line: the bar, the counts, and the time left at this run's pace. */
import { describe, expect, it } from 'vitest';
import type { Io } from '../../src/cli/io.ts';
import { progress, timeLeft } from '../../src/cli/commands/survey.ts';

function capture(): { io: Io; lines: string[] } {
  const lines: string[] = [];
  const io = { out: () => undefined, err: (t: string) => void lines.push(t), readFile: async () => '', readChunks: async function* () {} } as unknown as Io;
  return { io, lines };
}

describe('the survey\'s progress', () => {
  it('says the time left in round words', () => {
    expect(timeLeft(20_000)).toBe('under a minute');
    expect(timeLeft(12 * 60_000)).toBe('about 12 min');
    expect(timeLeft(59.4 * 60_000)).toBe('about 59 min');
    expect(timeLeft(3 * 3_600_000 + 21 * 60_000)).toBe('about 3 h 20 min');
    expect(timeLeft(2 * 3_600_000 + 57 * 60_000)).toBe('about 3 h');
    expect(timeLeft(30 * 3_600_000)).toBe('about 30 h');
  });

  it('gives the time left at this run\'s pace once it has run 10 s, the deals resumed from the file left out', () => {
    const { io, lines } = capture();
    let t = 0;
    // 1,000 deals, 400 of them in the file already: a line a tenth (not on a terminal).
    const tick = progress(io, 1000n, () => t, false);
    tick(400n, 'won 400');
    expect(lines.at(-1)).toBe(`[${'#'.repeat(12)}${'.'.repeat(18)}] 400/1000 won 400`);
    // 100 deals in 5 s: too soon to say.
    t = 5_000;
    tick(500n, 'won 500');
    expect(lines.at(-1)).toBe(`[${'#'.repeat(15)}${'.'.repeat(15)}] 500/1000 won 500`);
    // 200 deals in 60 s: 400 left take 2 min.
    t = 60_000;
    tick(600n, 'won 600');
    expect(lines.at(-1)).toBe(`[${'#'.repeat(18)}${'.'.repeat(12)}] 600/1000 won 600 · about 2 min left`);
    t = 90_000;
    tick(1000n, 'won 1000');
    expect(lines.at(-1), 'done: nothing left to say').toBe(`[${'#'.repeat(30)}] 1000/1000 won 1000`);
  });

  it('writes a line at each tenth of this run\'s work, not of the range: a later stage on a few deals shows its pace', () => {
    const { io, lines } = capture();
    let t = 0;
    // 100,000 deals, 98,900 in the file: the 1,100 left are the run's work, a line every 110.
    const tick = progress(io, 100_000n, () => t, false);
    for (let done = 98_900n; done <= 100_000n; done++, t += 100) tick(done, 'x');
    expect(lines.map((l) => l.split(' ')[1])).toEqual([
      '98900/100000', '99010/100000', '99120/100000', '99230/100000', '99340/100000', '99450/100000',
      '99560/100000', '99670/100000', '99780/100000', '99890/100000', '100000/100000',
    ]);
    expect(lines[1]).toMatch(/ · about 2 min left$/);
    // Nothing left to do: the one line, said once.
    const idle = capture();
    const none = progress(idle.io, 10n, () => 0, false);
    none(10n, 'x');
    none(10n, 'x');
    expect(idle.lines).toEqual([`[${'#'.repeat(30)}] 10/10 x`]);
  });
});
