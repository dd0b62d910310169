/** The game's bars: what the player reads (game, deal, moves, time) and the buttons. New deal sits far from Undo. */
import type { ComponentChildren } from 'preact';
import { hint, redo, undo } from '../actions.ts';
import { t } from '../i18n/index.ts';
import { goHome, newDeal, openRules, restart } from '../lifecycle.ts';
import { WinnableStatus } from '../solver/components.tsx';
import { dialog, dealAlert, now, session, settings, version } from '../store.ts';
import { elapsed, formatTime, moveCount } from '../state/session.ts';
import { Icon, type IconName } from './icons.tsx';

interface ButtonProps {
  readonly action: string;
  readonly icon: IconName;
  readonly label: string;
  readonly onClick: () => void;
  readonly disabled?: boolean;
  readonly text?: boolean;
}

export function ToolButton({ action, icon, label, onClick, disabled, text = true }: ButtonProps) {
  return (
    <button type="button" class="tool" data-action={action} aria-label={text ? undefined : label} title={label} disabled={disabled} onClick={onClick}>
      <Icon name={icon} />
      {text && <span class="tool-label">{label}</span>}
    </button>
  );
}

function Counters() {
  void version.value;
  const s = session.value;
  const lang = settings.value.lang;
  if (!s) return null;
  return (
    <div class="counters">
      <span class="counter"><span class="counter-label">{t(lang, 'moves')}</span> <b data-moves>{moveCount(s)}</b></span>
      <span class="counter clock"><span class="counter-label">{t(lang, 'time')}</span> <b data-timer>{formatTime(elapsed(s, now.value))}</b></span>
    </div>
  );
}

export function TopBar({ wide, children }: { wide: boolean; children?: ComponentChildren }) {
  const s = session.value;
  const lang = settings.value.lang;
  if (!s) return null;
  return (
    <header class="bar top">
      <ToolButton action="home" icon="home" label={t(lang, 'home')} onClick={goHome} text={false} />
      <div class="title">
        <h1>{s.def.names[lang]}</h1>
        <div class="subline">
          <span class="deal-no">{t(lang, 'dealN', { deal: s.deal })}</span>
          <Counters />
          <WinnableStatus />
        </div>
      </div>
      {wide && children}
      <ToolButton action="rules" icon="rules" label={t(lang, 'rules')} onClick={() => openRules(s.def.id)} text={false} />
      <ToolButton action="stats" icon="stats" label={t(lang, 'stats')} onClick={() => (dialog.value = 'stats')} text={false} />
      <ToolButton action="settings" icon="settings" label={t(lang, 'settings')} onClick={() => (dialog.value = 'settings')} text={false} />
    </header>
  );
}

/** New deal, Restart and the deal number on one side; Hint, Undo, Redo on the other. */
export function PlayButtons({ labels }: { labels: boolean }) {
  void version.value;
  const s = session.value;
  const lang = settings.value.lang;
  if (!s) return null;
  return (
    <div class="play-buttons">
      <div class="group">
        <ToolButton action="new-deal" icon="newDeal" label={t(lang, 'newDeal')} onClick={() => void newDeal()} text={labels} />
        <ToolButton action="restart" icon="restart" label={t(lang, 'restart')} onClick={restart} text={labels} />
        <ToolButton action="enter-deal" icon="number" label={t(lang, 'enterDeal')} onClick={() => ((dealAlert.value = null), (dialog.value = 'deal'))} text={labels} />
      </div>
      <div class="spacer" />
      <div class="group">
        <ToolButton action="hint" icon="hint" label={t(lang, 'hint')} onClick={() => void hint()} text={labels} />
        <ToolButton action="undo" icon="undo" label={t(lang, 'undo')} onClick={undo} disabled={s.steps.length === 0 && !s.replaced} text={labels} />
        <ToolButton action="redo" icon="redo" label={t(lang, 'redo')} onClick={redo} disabled={s.redo.length === 0} text={labels} />
      </div>
    </div>
  );
}
