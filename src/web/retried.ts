/**
 * What a component shows from something it fetches (a deal list, a feature's code): the value once it
 * has come, and whether the last try failed, so the screen can say so instead of staying blank. A
 * failed try (offline, a lost connection, a fetch given up under load) is tried again every `retryMs`
 * while the component is drawn.
 */
import { useEffect, useState } from 'preact/hooks';

export interface Retried<T> {
  readonly value: T | undefined;
  readonly failed: boolean;
}

/** `load` null: nothing to fetch (the value is already at hand). `deps`: what makes it fetch afresh. */
export function useRetried<T>(load: (() => Promise<T>) | null, deps: readonly unknown[], retryMs = 2000): Retried<T> {
  const [got, setGot] = useState<Retried<T>>({ value: undefined, failed: false });
  useEffect(() => {
    if (!load) return;
    let live = true, timer = 0;
    const ask = (): void =>
      void load().then(
        (value) => live && setGot({ value, failed: false }),
        () => {
          if (!live) return;
          setGot((g) => (g.failed ? g : { ...g, failed: true }));
          timer = window.setTimeout(ask, retryMs);
        },
      );
    ask();
    return () => ((live = false), clearTimeout(timer));
  }, deps);
  return got;
}
