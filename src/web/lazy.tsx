/** A component whose code loads the first time it is drawn (a dynamic import), so the first board does not carry it. */
import type { FunctionComponent } from 'preact';
import { importAgain } from './import-again.ts';
import { useRetried } from './retried.ts';

/** A lazy component, and `preload()`, which fetches its code ahead so its first draw already has it. */
export type Lazy<P> = FunctionComponent<P> & { preload: () => Promise<unknown> };

/**
 * `load`: the component's module (a bare `() => import(...)`, tried again as import-again.ts does);
 * `pick`: the component in it. `retryMs`: how long a drawn component waits to fetch its code again
 * after a failed fetch (offline, a lost connection).
 */
export function lazy<P extends object, M>(load: () => Promise<M>, pick: (m: M) => FunctionComponent<P>, retryMs = 2000): Lazy<P> {
  let loaded: FunctionComponent<P> | undefined;
  let loading: Promise<FunctionComponent<P>> | undefined;
  // A failed fetch is forgotten, so the next draw or preload asks again.
  const fetchCode = (): Promise<FunctionComponent<P>> =>
    (loading ??= importAgain(load).then(pick).then(
      (c) => (loaded = c),
      (e: unknown) => {
        loading = undefined;
        throw e;
      },
    ));
  const Lazy = function Lazy(props: P) {
    // Drawn without its code: fetched here (or awaited, if a preload is under way) and drawn again
    // once it is here, even if it came between the draw and the effect.
    const fetched = useRetried(loaded ? null : fetchCode, [], retryMs).value;
    const C = loaded ?? fetched;
    return C ? <C {...props} /> : null;
  };
  Lazy.preload = fetchCode;
  return Lazy;
}
