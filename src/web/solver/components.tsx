/**
 * The solver features' pieces the first board draws: the "still winnable?" status, and whether a
 * winning line is showing. The controls drawn later (controls.tsx) and the features' code load on first use.
 */
import { useSignalEffect } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { route, session, settings, version } from '../store.ts';
import type * as FeatureCode from './features.ts';
import { winnable } from './signals.ts';
import { sv } from './strings.ts';
import { importAgain } from '../import-again.ts';
import { isFresh } from '../state/session.ts';

type Features = typeof FeatureCode;
let features: Features | undefined;

/** The features' code, and the solver client with it, loads on first use: the first board does not carry it. */
export function withFeatures(use: (f: Features) => unknown): void {
  if (features) return void use(features);
  void importAgain(() => import('./features.ts')).then((f) => {
    features = f;
    use(f);
  });
}

/** The small "still winnable?" status; it runs the background check whenever the board changes. */
export function WinnableStatus() {
  useSignalEffect(() => {
    void version.value;
    void session.value;
    void route.value;
    void settings.value.winnableIndicator;
    // Nothing to start or cancel before the setting is first turned on.
    if (features || settings.value.winnableIndicator) withFeatures((f) => f.refreshWinnable());
  });
  useEffect(() => () => features?.refreshWinnable(), []);
  void version.value;
  const s = session.value;
  const w = winnable.value;
  const lang = settings.value.lang;
  if (!settings.value.winnableIndicator || !s) return null;
  const current = isFresh(w, s);
  const state = current ? w.state : 'unknown';
  const checking = current ? w.checking : true;
  const key = checking ? 'winnableChecking' : state === 'yes' ? (s.def.stockActions ? 'winnableYesBigBen' : 'winnableYes') : state === 'no' ? 'winnableNo' : 'winnableUnknown';
  return (
    <span class={`winnable winnable-${checking ? 'checking' : state}`} data-winnable={checking ? 'unknown' : state} aria-busy={checking} role="status">
      {sv(lang, key)}
    </span>
  );
}
