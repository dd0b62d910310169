/** A reload the player is offered, at the foot of the screen: never done by the page by itself. */
import { t } from '../i18n/index.ts';
import { settings } from '../store.ts';

interface Props {
  /** What it is for: a new version ready ('update'), or code that only a reload brings ('held'). */
  readonly kind: 'update' | 'held';
  readonly text: string;
  readonly act: string;
  readonly onAct: () => void;
  readonly onLater: () => void;
}

export function ReloadPrompt({ kind, text, act, onAct, onLater }: Props) {
  return (
    <div class="update" role="status" data-reload={kind}>
      <span>{text}</span>
      <button type="button" class="act primary" onClick={onAct}>{act}</button>
      <button type="button" class="act" onClick={onLater}>{t(settings.value.lang, 'later')}</button>
    </div>
  );
}
