/** Every string a person can see or hear on the page, keyed by where it sits, for comparing languages. */
import type { Page } from 'playwright-core';

export async function visibleTexts(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    const path = (el: Element): string => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
        const parent: Element | null = e.parentElement;
        const i = parent ? [...parent.children].indexOf(e) : 0;
        parts.unshift(`${e.tagName.toLowerCase()}${i}`);
      }
      return parts.join('/');
    };
    const visible = (el: Element): boolean =>
      (el as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) ?? true;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = n.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      if (!el || !text || el.closest('script, style, [data-card], [aria-hidden="true"]') || !visible(el)) continue;
      const key = path(el);
      out[key] = out[key] ? `${out[key]} ${text}` : text;
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (el.closest('[data-card]') && !el.hasAttribute('data-card')) continue;
      if (!visible(el)) continue;
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(attr)?.trim();
        if (v) out[`${path(el)}@${attr}`] = v;
      }
    }
    return out;
  });
}

/** Strings that are the same in both languages by nature: numbers, card indices, proper names. */
export function isLanguageFree(text: string): boolean {
  const words = text
    .replace(/\b(Big Ben)\b/g, '')
    .replace(/[0-9:%#×.,;!?()[\]/+−–—-]+/g, ' ')
    .replace(/[♣♠♥♦]/g, ' ')
    .replace(/\b([AJQKVDRT2-9]|10)\b/g, ' ')
    .trim();
  return words.length === 0;
}

/**
 * Strings shown in both languages (proper names and numbers excepted): the same text at the same
 * place, or anywhere on the page (so a change of page structure between languages hides nothing).
 */
export function untranslated(en: Record<string, string>, fr: Record<string, string>): string[] {
  const frTexts = new Set(Object.values(fr));
  const same = new Set<string>();
  for (const [key, text] of Object.entries(en)) {
    if (isLanguageFree(text)) continue;
    if (fr[key] === text || frTexts.has(text)) same.add(`"${text}" (${key})`);
  }
  return [...same];
}
