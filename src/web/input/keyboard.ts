/**
 * Undo and redo from anywhere on the game screen (Ctrl+Z, U, Ctrl+Y, Shift+Ctrl+Z), not only
 * while a pile has the focus; the board's own handler runs first and marks what it handled.
 */
import { redo, undo } from '../game/play.ts';
import { dialog, route } from '../store.ts';

function typing(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));
}

export function watchKeys(): void {
  document.addEventListener('keydown', (e) => {
    if (e.defaultPrevented || route.value.page !== 'game' || dialog.value !== null || typing(e.target) || e.altKey) return;
    const key = e.key.toLowerCase();
    const ctrl = e.ctrlKey || e.metaKey;
    if ((ctrl && key === 'z' && !e.shiftKey) || (!ctrl && key === 'u')) {
      e.preventDefault();
      undo();
    } else if (ctrl && (key === 'y' || (key === 'z' && e.shiftKey))) {
      e.preventDefault();
      redo();
    }
  });
}
