/**
 * The Settings dialog's Appearance section: the felt, the card back (each shown as it looks) and
 * larger cards, as radio groups and a checkbox. The felt and back live on the root element as
 * data attributes (index.html's inline script sets them before the first paint; this keeps them in step).
 */
import { settings } from '../store.ts';
import { BACKS, chromeColours, FELTS, ROOT_LOOKS, rootLooks, type Back, type Felt, type Settings } from '../state/settings.ts';
import { lt, type LooksKey } from './strings.ts';
import './looks.css';

const cap = (s: string): string => s[0]!.toUpperCase() + s.slice(1);

/** The root's attributes and the browser bar's colour for these settings, as index.html's inline script sets them at load. */
export function applyLooks(st: Settings): void {
  const d = document.documentElement.dataset, on = rootLooks(st);
  for (const key of Object.keys(ROOT_LOOKS) as (keyof typeof ROOT_LOOKS)[]) {
    if (on[key]) d[key] = on[key];
    else delete d[key];
  }
  const colours = chromeColours(st.felt);
  document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]').forEach((m, i) => (m.content = colours[i] ?? colours[0]));
}

function Choice<T extends string>(p: { name: 'felt' | 'back'; value: T; checked: boolean; label: string; pick: (v: T) => void }) {
  return (
    <label class={`choice ${p.name}-choice`}>
      <input type="radio" name={p.name} value={p.value} data-setting={p.name} checked={p.checked} onChange={() => p.pick(p.value)} />
      <span class={p.name === 'felt' ? 'swatch' : 'card-back'} {...{ [`data-${p.name}`]: p.value }} aria-hidden="true" />
      <span class="choice-text">{p.label}</span>
    </label>
  );
}

export function Appearance({ update }: { update: (patch: Partial<Settings>) => void }) {
  const st = settings.value;
  const lang = st.lang;
  const felt = st.felt ?? ROOT_LOOKS.felt.none, back = st.back ?? ROOT_LOOKS.back.none;
  const set = (patch: Partial<Settings>): void => {
    update(patch);
    applyLooks(settings.value);
  };
  return (
    <section class="looks" aria-labelledby="looks-title">
      <h3 id="looks-title">{lt(lang, 'appearance')}</h3>
      <fieldset class="choices felts">
        <legend>{lt(lang, 'felt')}</legend>
        {FELTS.map((f) => <Choice<Felt> key={f} name="felt" value={f} checked={felt === f} label={lt(lang, `felt${cap(f)}` as LooksKey)} pick={(v) => set({ felt: v })} />)}
      </fieldset>
      <fieldset class="choices backs">
        <legend>{lt(lang, 'back')}</legend>
        {BACKS.map((b) => <Choice<Back> key={b} name="back" value={b} checked={back === b} label={lt(lang, `back${cap(b)}` as LooksKey)} pick={(v) => set({ back: v })} />)}
      </fieldset>
      <label class="check">
        <input type="checkbox" data-setting="large" checked={st.large === true} aria-describedby="large-hint" onChange={(e) => update({ large: e.currentTarget.checked })} />
        <span>{lt(lang, 'large')}</span>
      </label>
      <p id="large-hint" class="small">{lt(lang, 'largeHint')}</p>
    </section>
  );
}
