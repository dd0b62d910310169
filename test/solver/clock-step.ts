import { vi } from 'vitest';

/** An hour: a step of the wall clock no search's budget could take in. */
export const HOUR = 3_600_000;

/** Runs `job` while the wall clock steps an hour forward after its first reading, as on a machine restored from a snapshot (or a phone whose clock is set). */
export function withClockStep<T>(job: () => T): T {
  const real = Date.now.bind(Date);
  let readings = 0;
  const step = vi.spyOn(Date, 'now').mockImplementation(() => real() + (readings++ > 0 ? HOUR : 0));
  try {
    return job();
  } finally {
    step.mockRestore();
  }
}
