/**
 * The page's next idle moment, at most `timeoutMs` away; where the browser has no
 * requestIdleCallback (Safari), after `fallbackMs`. For work that must not take a frame.
 */
export const idle = (timeoutMs: number, fallbackMs: number): Promise<void> =>
  new Promise((ok) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => ok(), { timeout: timeoutMs }) : setTimeout(ok, fallbackMs)));
