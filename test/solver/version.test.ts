/**
 * The solver versions survey files record: a game's version changes with the engine and its own
 * family's solver files, never with the other family's (a Big Ben change leaves the castle games'
 * surveys under their version), and the whole solver's (the queue's) with any of them.
 */
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/engine/index.ts';
import { familyOf, SOLVER_VERSION, solverVersion, sourcesDigest, type SolverFamily } from '../../src/solver/node/version.ts';

const SRC = join(import.meta.dirname, '../../src');
const copies: string[] = [];
afterAll(() => copies.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The three digests of a copy of the sources with `file` (under src/) changed. */
function digestsWith(file: string): Record<SolverFamily, string> {
  const dir = mkdtempSync(join(tmpdir(), 'solver-version-'));
  copies.push(dir);
  for (const part of ['engine', 'solver']) cpSync(join(SRC, part), join(dir, part), { recursive: true });
  appendFileSync(join(dir, file), '\n// changed\n');
  return { 'big-ben': sourcesDigest(dir, 'big-ben'), castle: sourcesDigest(dir, 'castle'), all: sourcesDigest(dir, 'all') };
}

describe('solver versions', () => {
  const now = { 'big-ben': sourcesDigest(SRC, 'big-ben'), castle: sourcesDigest(SRC, 'castle'), all: sourcesDigest(SRC, 'all') };

  it('each game has its family\'s: Big Ben its own, the six castle games one; the queue\'s is the whole solver\'s', () => {
    expect(familyOf('big-ben')).toBe('big-ben');
    for (const game of GAME_IDS.filter((g) => g !== 'big-ben')) {
      expect(familyOf(game), game).toBe('castle');
      expect(solverVersion(game), game).toBe(solverVersion('citadel'));
    }
    expect(solverVersion('big-ben')).not.toBe(solverVersion('citadel'));
    expect(solverVersion('big-ben')).toMatch(new RegExp(`^\\d+\\.\\d+\\.\\d+\\+${now['big-ben']}$`));
    expect(SOLVER_VERSION.endsWith(`+${now.all}`)).toBe(true);
    expect(new Set(Object.values(now)).size).toBe(3);
  });

  it.each([
    ['solver/big-ben-beam.ts', ['big-ben', 'all']],
    ['solver/blind-big-ben.ts', ['big-ben', 'all']],
    ['solver/castle-layer.ts', ['castle', 'all']],
    ['solver/index.ts', ['big-ben', 'castle', 'all']],
    ['engine/rules.ts', ['big-ben', 'castle', 'all']],
  ] as const)('a change to %s changes the versions of %j only', (file, changed) => {
    const after = digestsWith(file);
    for (const family of ['big-ben', 'castle', 'all'] as const) {
      expect(after[family] !== now[family], `${family}`).toBe((changed as readonly string[]).includes(family));
    }
  });
});
