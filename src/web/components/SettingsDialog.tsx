/** Settings: language, auto-move, animation speed, left-handed mirror, four-colour suits, sounds, appearance, the deals dealt. */
import { loadLang, t } from '../i18n/index.ts';
import { useState } from 'preact/hooks';
import { settings } from '../store.ts';
import { AUTOMOVES, SPEEDS, type Lang, type Settings } from '../state/settings.ts';
import { settingsToWrite } from '../state/settings-write.ts';
import { readJson, SETTINGS_KEY, writeJson } from '../storage.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { WinnableSettings } from '../solver/controls.tsx';
import type { Key } from '../i18n/strings.ts';
import { SoundSettings } from '../sound/SoundSettings.tsx';
import { Appearance } from '../looks/Appearance.tsx';
import { RatingSettings } from '../rating/Rating.tsx';

/** Changes settings; what is stored keeps every field this change does not touch (a newer version's too). */
export function updateSettings(patch: Partial<Settings>): void {
  settings.value = { ...settings.value, ...patch };
  writeJson(SETTINGS_KEY, settingsToWrite(readJson(SETTINGS_KEY), patch));
}

/** The new language's strings first (fetched on first use), so nothing is ever drawn without them. */
function switchLang(select: HTMLSelectElement, lang: Lang, failed: (yes: boolean) => void): void {
  void loadLang(lang).then(
    () => (failed(false), updateSettings({ lang })),
    () => {
      select.value = settings.value.lang;
      failed(true);
    },
  );
}

const cap = (s: string): string => s[0]!.toUpperCase() + s.slice(1);

export function SettingsDialog() {
  const st = settings.value;
  const lang = st.lang;
  const [langFailed, setLangFailed] = useState(false);
  return (
    <Dialog title={t(lang, 'settings')} id="settings">
      <div class="form">
        <label>
          <span>{t(lang, 'language')}</span>
          <select data-setting="lang" value={st.lang} onChange={(e) => switchLang(e.currentTarget, e.currentTarget.value === 'fr' ? 'fr' : 'en', setLangFailed)}>
            <option value="en" lang="en">English</option>
            <option value="fr" lang="fr">Français</option>
          </select>
        </label>
        {langFailed && <p class="form-error" role="alert">{t(lang, 'languageFailed')}</p>}
        <label>
          <span>{t(lang, 'automove')}</span>
          <select data-setting="automove" value={st.automove} onChange={(e) => updateSettings({ automove: AUTOMOVES.find((a) => a === e.currentTarget.value) ?? 'off' })}>
            {AUTOMOVES.map((a) => <option key={a} value={a}>{t(lang, `automove${cap(a)}` as Key)}</option>)}
          </select>
        </label>
        <label>
          <span>{t(lang, 'speed')}</span>
          <select data-setting="speed" value={st.speed} onChange={(e) => updateSettings({ speed: SPEEDS.find((a) => a === e.currentTarget.value) ?? 'normal' })}>
            {SPEEDS.map((a) => <option key={a} value={a}>{t(lang, `speed${cap(a)}` as Key)}</option>)}
          </select>
        </label>
        <label class="check">
          <input type="checkbox" data-setting="lefthand" checked={st.lefthand} onChange={(e) => updateSettings({ lefthand: e.currentTarget.checked })} />
          <span>{t(lang, 'lefthand')}</span>
        </label>
        <label class="check">
          <input type="checkbox" data-setting="fourcolor" checked={st.fourcolor} onChange={(e) => updateSettings({ fourcolor: e.currentTarget.checked })} />
          <span>{t(lang, 'fourcolor')}</span>
        </label>
        <Appearance update={updateSettings} />
        <SoundSettings update={updateSettings} />
        <WinnableSettings update={updateSettings} />
        <RatingSettings update={updateSettings} />
      </div>
    </Dialog>
  );
}
