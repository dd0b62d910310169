/**
 * Installing the app: where the browser offers it (its `beforeinstallprompt` event, Chromium's), the
 * event is kept, so the game menu shows "Install" and opens the browser's own prompt; elsewhere (Safari,
 * Firefox) no such item shows, their own menus install it.
 */
import { signal } from '@preact/signals';

/** The browser's deferred offer: `prompt()` opens its install dialog, once. */
export interface InstallOffer extends Event {
  prompt(): Promise<unknown>;
}

export const installOffer = signal<InstallOffer | null>(null);

export function watchInstall(): void {
  addEventListener('beforeinstallprompt', (e) => {
    // Kept for the menu, in place of the browser's own bar over the board.
    e.preventDefault();
    installOffer.value = e as InstallOffer;
  });
  addEventListener('appinstalled', () => (installOffer.value = null));
}

/** Opens the browser's install prompt; the offer is spent either way. */
export function install(): void {
  const offer = installOffer.value;
  installOffer.value = null;
  void offer?.prompt().catch(() => undefined);
}
