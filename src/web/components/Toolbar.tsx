/**
 * The game's bars: what the player reads (game, deal, moves, time) and the buttons. On the bars stay
 * what a game uses all the time (Home, New deal far from Undo, Hint, Undo, Redo, Settings); the game
 * menu holds the rest (Share, Restart, Deal number, Rules, Statistics), so a phone's bar is not crowded.
 */
import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { redo, undo } from '../game/play.ts';
import { say } from '../game/hub.ts';
import { dailyDateOf } from '../daily/watch.ts';
import { t } from '../i18n/index.ts';
import { lazy } from '../lazy.tsx';
import { goHome, newDeal } from '../lifecycle.ts';
import { dialog, now, ratingKey, ratings, session, settings, version } from '../store.ts';
import { elapsed, formatTime, moveCount } from '../state/session.ts';
import { Icon, type IconName } from '../ui/icons.tsx';
import { importAgain } from '../import-again.ts';

// The "still winnable?" status, with the solver's features, loads once the player turns it on.
const WinnableStatus = lazy(() => import('../solver/components.tsx'), (m) => m.WinnableStatus);
const DailyTag = lazy(() => import('../daily/tag.tsx'), (m) => m.DailyTag);
// The deal's rating, once known (rating/): its code comes then.
const RatingTag = lazy(() => import('../rating/Rating.tsx'), (m) => m.RatingTag);
// A Selective Castle deal may be a puzzle of the pack: its name comes with the puzzle strip's code.
export const PuzzleName = lazy(() => import('../puzzles/PuzzleBar.tsx'), (m) => m.PuzzleName);

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
  const daily = dailyDateOf(s.def.id, s.deal);
  const dealN = t(lang, 'dealN', { deal: s.deal });
  return (
    <header class="bar top">
      <ToolButton action="home" icon="home" label={t(lang, 'home')} onClick={goHome} text={false} />
      <div class="title">
        <h1>{s.def.names[lang]}</h1>
        <div class="subline">
          <span class="deal-line">
            <span class="deal-no">{s.def.placementMax > 0 ? <PuzzleName deal={s.deal} fallback={dealN} /> : dealN}</span>
            {ratings.value[ratingKey(s.def.id, s.deal)] !== undefined && <RatingTag game={s.def.id} deal={s.deal} />}
          </span>
          {daily && <DailyTag date={daily} />}
          <Counters />
          {settings.value.winnableIndicator && <WinnableStatus />}
        </div>
      </div>
      {wide && children}
      <ToolButton action="settings" icon="settings" label={t(lang, 'settings')} onClick={() => (dialog.value = 'settings')} text={false} />
      <MenuButton />
    </header>
  );
}

/** Asking for a hint loads with the first hint (fetched ahead by prefetch.ts); code that cannot come says the hint is unavailable. */
export const loadHint = () => importAgain(() => import('../solver/ask-hint.ts'));
const hint = (): void => void loadHint().then((m) => m.askHint(), () => say(t(settings.value.lang, 'hintUnavailable')));

// The menu's list loads when first opened (fetched ahead by prefetch.ts, so opening it does not wait).
export const loadMenu = () => importAgain(() => import('../menu/GameMenu.tsx'));
const GameMenu = lazy(loadMenu, (m) => m.GameMenu);

/** The game menu's button: a tap, Enter or Space opens it on its first item, Up arrow on its last. */
function MenuButton() {
  const lang = settings.value.lang;
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = (focusButton: boolean): void => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  const onKey = (e: KeyboardEvent): void => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    setOpen(e.key === 'ArrowUp' ? 'last' : 'first');
  };
  return (
    <div class="menu-wrap">
      <button ref={button} type="button" class="tool" id="game-menu-button" data-action="menu" aria-haspopup="menu" aria-expanded={open ? 'true' : 'false'} aria-controls={open ? 'game-menu' : undefined}
        aria-label={t(lang, 'gameMenu')} title={t(lang, 'gameMenu')} onClick={() => setOpen(open ? false : 'first')} onKeyDown={onKey}>
        <Icon name="menu" />
      </button>
      {open && <GameMenu close={close} start={open} />}
    </div>
  );
}

/** New deal on one side; Hint, Undo, Redo on the other. */
export function PlayButtons({ labels }: { labels: boolean }) {
  void version.value;
  const s = session.value;
  const lang = settings.value.lang;
  if (!s) return null;
  return (
    <div class="play-buttons">
      <div class="group">
        <ToolButton action="new-deal" icon="newDeal" label={t(lang, 'newDeal')} onClick={() => void newDeal()} text={labels} />
      </div>
      <div class="spacer" />
      <div class="group">
        <ToolButton action="hint" icon="hint" label={t(lang, 'hint')} onClick={hint} text={labels} />
        <ToolButton action="undo" icon="undo" label={t(lang, 'undo')} onClick={undo} disabled={s.steps.length === 0 && !s.replaced} text={labels} />
        <ToolButton action="redo" icon="redo" label={t(lang, 'redo')} onClick={redo} disabled={s.redo.length === 0} text={labels} />
      </div>
    </div>
  );
}
