/**
 * Runs Debian's `fc-solve` (package freecell-solver-bin) on a board text and reads its verdict,
 * for the comparison test and `npm run bench:vs-fc-solve`. fc-solve says "I could not solve this
 * game." both when it has exhausted its search and when it stops at its iteration limit; the
 * states it checked tell the two apart.
 */
import { execFile } from 'node:child_process';
import type { Verdict } from '../solver/types.ts';

export const FC_SOLVE = process.env.FC_SOLVE_PATH ?? '/usr/bin/fc-solve';

export interface FcSolveResult {
  verdict: Verdict;
  states: number;
  ms: number;
}

export function runFcSolve(board: string, preset: string, maxIters: number, timeoutMs: number): Promise<FcSolveResult> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const child = execFile(FC_SOLVE, ['-g', preset, '-mi', String(maxIters)], { timeout: timeoutMs, env: { ...process.env, FREECELL_SOLVER_QUIET: '1' }, maxBuffer: 64 << 20 }, (error, stdout) => {
      const ms = Math.round(performance.now() - start);
      const states = Number(/states checked is (\d+)/.exec(stdout)?.[1] ?? 0);
      if (/This game is solveable/.test(stdout)) return resolve({ verdict: 'won', states, ms });
      if (/I could not solve this game/.test(stdout)) return resolve({ verdict: states < maxIters ? 'impossible' : 'unknown', states, ms });
      if (error && (error as { killed?: boolean }).killed) return resolve({ verdict: 'unknown', states, ms });
      reject(new Error(`fc-solve gave no verdict: ${(error?.message ?? stdout).slice(0, 200)}`));
    });
    child.stdin?.end(board);
  });
}
