/** Sounds on or off and their volume, in the settings dialog; a change of volume plays a move's sound at it. */
import { t } from '../i18n/index.ts';
import { settings } from '../store.ts';
import type { Settings } from '../state/settings.ts';
import { DEFAULT_VOLUME, sound } from './index.ts';

export function SoundSettings({ update }: { update: (patch: Partial<Settings>) => void }) {
  const st = settings.value;
  const lang = st.lang;
  const on = st.sound !== false;
  return (
    <>
      <label class="check">
        <input type="checkbox" data-setting="sound" checked={on} onChange={(e) => update({ sound: e.currentTarget.checked })} />
        <span>{t(lang, 'sound')}</span>
      </label>
      <label>
        <span>{t(lang, 'volume')}</span>
        <input
          type="range" data-setting="volume" min={0} max={100} step={10} disabled={!on}
          value={st.volume ?? DEFAULT_VOLUME}
          onChange={(e) => {
            update({ volume: Number(e.currentTarget.value) });
            sound('move');
          }}
        />
      </label>
    </>
  );
}
