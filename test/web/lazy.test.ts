// @vitest-environment happy-dom
/**
 * lazy(): a component whose code arrives after its first draw shows once it has come, whether it
 * comes before the draw's effects run (a preload started earlier and finished in between: the win
 * panel and the no-moves notice once stayed blank) or after them, and a failed fetch is tried again.
 */
import { h, render } from 'preact';
import { describe, expect, it } from 'vitest';
import { lazy } from '../../src/web/lazy.tsx';

const Shown = () => h('p', null, 'shown');
/** The component's module, as a bare import gives it. */
type Module = { Shown: typeof Shown };
const pick = (m: Module): typeof Shown => m.Shown;
const settle = (ms = 80): Promise<void> => new Promise((ok) => setTimeout(ok, ms));

describe('lazy', () => {
  it('shows the component when its code arrives between the first draw and its effects', async () => {
    let arrive: (m: Module) => void = () => undefined;
    const L = lazy(() => new Promise<Module>((ok) => (arrive = ok)), pick);
    const preload = L.preload();
    const root = document.createElement('div');
    render(h(L, {}), root);
    expect(root.textContent).toBe('');
    // The code comes before the draw's effects have run (they wait for the next frame).
    arrive({ Shown });
    await preload;
    await settle();
    expect(root.textContent).toBe('shown');
  });

  it('shows the component when its code arrives after the effects', async () => {
    let arrive: (m: Module) => void = () => undefined;
    const L = lazy(() => new Promise<Module>((ok) => (arrive = ok)), pick);
    const root = document.createElement('div');
    render(h(L, {}), root);
    await settle();
    arrive({ Shown });
    await settle();
    expect(root.textContent).toBe('shown');
  });

  it('tries a failed fetch again', async () => {
    let tries = 0;
    const L = lazy(() => (++tries === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ Shown })), pick, 20);
    const root = document.createElement('div');
    render(h(L, {}), root);
    await settle(200);
    expect(tries).toBe(2);
    expect(root.textContent).toBe('shown');
  });
});
