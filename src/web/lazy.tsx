/** A component whose code loads the first time it is drawn (a dynamic import), so the first board does not carry it. */
import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** A lazy component, and `preload()`, which fetches its code ahead so its first draw already has it. */
export type Lazy<P> = FunctionComponent<P> & { preload: () => Promise<unknown> };

export function lazy<P extends object>(load: () => Promise<FunctionComponent<P>>): Lazy<P> {
  let loaded: FunctionComponent<P> | undefined;
  let loading: Promise<FunctionComponent<P>> | undefined;
  const Lazy = function Lazy(props: P) {
    const [, ready] = useState(0);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      void (loading ??= load()).then((c) => {
        loaded = c;
        if (live) ready(1);
      });
      return () => void (live = false);
    }, []);
    const C = loaded;
    return C ? <C {...props} /> : null;
  };
  Lazy.preload = () => (loading ??= load()).then((c) => (loaded = c));
  return Lazy;
}
