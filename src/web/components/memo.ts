/**
 * Components that re-render only when their props changed (preact/compat's memo, without compat):
 * a move re-renders the piles and cards it touched, not every pile and card of the board.
 */
import { h, type Component, type FunctionComponent } from 'preact';

export function shallowSame<P extends object>(a: P, b: P): boolean {
  for (const k in a) if (a[k] !== b[k]) return false;
  for (const k in b) if (!(k in a)) return false;
  return true;
}

export function memo<P extends object>(render: FunctionComponent<P>, same: (a: P, b: P) => boolean = shallowSame): FunctionComponent<P> {
  function Memo(this: Component<P>, props: P) {
    this.shouldComponentUpdate = (next: P) => !same(this.props, next);
    return h(render, props);
  }
  Memo.displayName = `Memo(${render.displayName ?? render.name})`;
  return Memo as FunctionComponent<P>;
}
