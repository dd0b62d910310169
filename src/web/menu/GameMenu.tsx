/**
 * The game menu's list (the menu button on the toolbar loads it when first opened): Share, Restart,
 * Deal number, Rules and Statistics, and Install where the browser offers it (install.ts). A menu as
 * ARIA has it: arrows, Home and End move among the items, Esc or Tab closes it and gives the focus
 * back to its button, a tap elsewhere closes it.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
import { Icon, type IconName } from '../ui/icons.tsx';
import { t } from '../i18n/index.ts';
import { openRules, restart } from '../lifecycle.ts';
import { share } from '../share.ts';
import { install, installOffer } from '../install.ts';
import { dealAlert, dialog, session, settings } from '../store.ts';
import { say } from '../game/hub.ts';
import type { Session } from '../state/session.ts';
import { mt } from './strings.ts';
import { rv } from '../review/strings.ts';
import './menu.css';

/** Shares the link (Web Share, else the clipboard) and says which on the board's notice line; the link in a box when neither works. */
async function shareGame(s: Session): Promise<void> {
  const r = await share(s);
  const lang = settings.value.lang;
  if (r === 'failed') dialog.value = 'share';
  else if (r !== 'closed') say(mt(lang, r === 'shared' ? 'shareShared' : 'shareCopied'));
}

interface Item {
  readonly action: string;
  readonly icon: IconName;
  readonly label: string;
  readonly run: () => void;
  readonly disabled?: boolean;
}

export function GameMenu({ close, start }: { close: (focusButton: boolean) => void; start: 'first' | 'last' }) {
  const list = useRef<HTMLUListElement>(null);
  const s = session.value;
  const lang = settings.value.lang;
  const items = (): HTMLElement[] => [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  useLayoutEffect(() => {
    const all = items();
    (start === 'last' ? all.at(-1) : all[0])?.focus();
    // A press anywhere but the menu and its button closes it (the press still does what it does there).
    const away = (e: PointerEvent): void => void (list.current?.parentElement?.contains(e.target as Node) || close(false));
    document.addEventListener('pointerdown', away, true);
    return () => document.removeEventListener('pointerdown', away, true);
  }, []);
  if (!s) return null;
  const entries: Item[] = [
    { action: 'share', icon: 'share', label: mt(lang, 'share'), run: () => void shareGame(s) },
    { action: 'restart', icon: 'restart', label: t(lang, 'restart'), run: restart, disabled: s.steps.length === 0 },
    { action: 'enter-deal', icon: 'number', label: t(lang, 'enterDeal'), run: () => ((dealAlert.value = null), (dialog.value = 'deal')) },
    { action: 'review', icon: 'review', label: rv(lang, 'open'), run: () => (dialog.value = 'review'), disabled: s.steps.length === 0 },
    { action: 'rules', icon: 'rules', label: t(lang, 'rules'), run: () => openRules(s.def.id) },
    { action: 'stats', icon: 'stats', label: t(lang, 'stats'), run: () => (dialog.value = 'stats') },
    ...(installOffer.value ? [{ action: 'install', icon: 'install', label: mt(lang, 'install'), run: install } as const] : []),
  ];
  const onKey = (e: KeyboardEvent): void => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[e.key];
    if (to !== undefined) all[(to + all.length) % all.length]?.focus();
    else if (e.key === 'Escape' || e.key === 'Tab') close(true);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };
  // The focus goes back to the menu button first, so a dialog an item opens gives it back there.
  const choose = (item: Item): void => {
    if (item.disabled) return;
    close(true);
    item.run();
  };
  return (
    <ul ref={list} class="game-menu" id="game-menu" role="menu" aria-labelledby="game-menu-button" onKeyDown={onKey}>
      {entries.map((item) => (
        <li key={item.action} role="none">
          <button type="button" role="menuitem" class="menu-item" tabIndex={-1} data-action={item.action} aria-disabled={item.disabled ? 'true' : undefined} onClick={() => choose(item)}>
            <Icon name={item.icon} />
            <span>{item.label}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
