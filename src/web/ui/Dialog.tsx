/** A modal panel: labelled, focus moved in on open and back on close, Esc closes. */
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { dialog, settings } from '../store.ts';

export function Dialog({ title, id, children }: { title: string; id: string; children: ComponentChildren }) {
  const ref = useRef<HTMLDivElement>(null);
  const close = (): void => void (dialog.value = null);
  // A layout effect: the focus goes in, Esc works and the focus comes back on close at once; a
  // passive one runs a frame later, and on a busy page gave the focus back to the opener after the
  // player had already moved it to the board.
  useLayoutEffect(() => {
    const back = document.activeElement as HTMLElement | null;
    // A text field first (its text selected, so typing replaces it: a deal number, then Enter, plays
    // it), else the first control: the close button must not take the typing.
    const field = ref.current?.querySelector<HTMLInputElement>('input:not([type]), input[type="text"]');
    (field ?? ref.current?.querySelector<HTMLElement>('input, select, button'))?.focus();
    field?.select();
    // Esc closes wherever the focus is (a click on the backdrop may have taken it out of the panel).
    const onKey = (e: KeyboardEvent): void => void (e.key === 'Escape' && close());
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      back?.focus?.();
    };
  }, []);
  return (
    <div class="overlay" onClick={(e) => e.target === e.currentTarget && close()}>
      <div ref={ref} class="dialog" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} data-dialog={id}>
        <div class="dialog-head">
          <h2 id={`${id}-title`}>{title}</h2>
          <button type="button" class="close" aria-label={t(settings.value.lang, 'close')} onClick={close}>×</button>
        </div>
        {children}
      </div>
    </div>
  );
}
