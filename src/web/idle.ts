/**
 * The page's next idle moment, at most `timeoutMs` away; where the browser has no
 * requestIdleCallback (Safari), after `fallbackMs`. For work that must not take a frame.
 */
export const idle = (timeoutMs: number, fallbackMs: number): Promise<void> =>
  new Promise((ok) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => ok(), { timeout: timeoutMs }) : setTimeout(ok, fallbackMs)));

/** How long the player's hands stay off the page before work fetched ahead starts: the next tap of a series comes sooner. */
export const QUIET_MS = 1000;

/** When the player last pressed or typed (performance.now()), once watchInput has started. */
const hands = { last: 0 };

/** Notes every press and key from now on (the page's start counts as one). */
export function watchInput(): void {
  hands.last = performance.now();
  const touched = (): void => void (hands.last = performance.now());
  for (const type of ['pointerdown', 'keydown'] as const) addEventListener(type, touched, { capture: true, passive: true });
}

/**
 * Resolves once the page has loaded, the player has neither pressed nor typed for QUIET_MS (counted
 * from `since` at the earliest), and the browser is idle: work fetched ahead (its network and the
 * evaluation of its code) never runs ahead of a tap, which on a slow phone waited for them about a second.
 */
export function whenQuiet(since = 0): Promise<void> {
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((ok) => addEventListener('load', () => ok(), { once: true }));
  const wait = async (): Promise<void> => {
    for (;;) {
      const from = Math.max(hands.last, since);
      const left = from + QUIET_MS - performance.now();
      if (left > 0) await new Promise((ok) => setTimeout(ok, left));
      else {
        await idle(2000, 50);
        if (performance.now() - Math.max(hands.last, since) >= QUIET_MS) return;
      }
    }
  };
  return loaded.then(wait);
}
