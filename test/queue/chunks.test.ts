// The queue's job names, without Redis: a rerun or a resumed survey must name its chunks the same.
import { describe, expect, it } from 'vitest';
import { budgetName, chunksOf, jobId } from '../../src/cli/queue/chunks.ts';
import { parseQueueAddress } from '../../src/cli/queue/redis.ts';

const text = (from: bigint, count: bigint, size: number): string[] => [...chunksOf(from, count, size)].map((c) => `${c.first}-${c.last}`);

describe('queue chunks', () => {
  it('lie on a fixed grid, cut to the survey range, whatever --from is', () => {
    expect(text(1n, 25n, 10)).toEqual(['1-10', '11-20', '21-25']);
    expect(text(7n, 10n, 10)).toEqual(['7-10', '11-16']);
    expect(text(100n, 45n, 3).length).toBe(15);
    expect(text(10n ** 20n - 3n, 3n, 10)).toEqual(['99999999999999999997-99999999999999999999']);
  });

  it('are named by game, deals, budget and solver version, with no ":" (BullMQ refuses it)', () => {
    const id = jobId({ game: 'fortress', first: '11', last: '20', maxNodes: 5000, solver: '0.1.0+abc' });
    expect(id).toBe('fortress/11-20/nodes5000/0.1.0+abc');
    expect(id).not.toContain(':');
    expect(budgetName(10_000, undefined)).toBe('ms10000');
    expect(budgetName(10_000, 300)).toBe('ms10000+nodes300');
    expect(budgetName(undefined, undefined)).toBe('unlimited');
    // Big Ben played blind: the policy names the work, never a budget of the solver's.
    expect(jobId({ game: 'big-ben', first: '1', last: '10', blind: { samples: 8, nodesPerSolve: 20_000, safeFirst: true }, solver: '0.1.0+abc' })).toBe('big-ben/1-10/blind8x20000/0.1.0+abc');
    expect(budgetName(undefined, undefined, { samples: 2, nodesPerSolve: 300, safeFirst: false })).toBe('blind2x300-nosafe');
  });

  it('take redis:// addresses and refuse others in a line', () => {
    const a = parseQueueAddress('redis://:s3cret@host.example:6380/2');
    expect(a.ok && a.value.options).toMatchObject({ host: 'host.example', port: 6380, password: 's3cret', db: 2, maxRetriesPerRequest: null });
    expect(a.ok && a.value.shown).toBe('redis://host.example:6380/2');
    expect(parseQueueAddress('redis://h').ok && (parseQueueAddress('redis://h') as { value: { options: { port: number } } }).value.options.port).toBe(6379);
    for (const bad of ['', 'h:6379', 'http://h:1', 'redis://h:1/x']) expect(parseQueueAddress(bad).ok).toBe(false);
  });
});
