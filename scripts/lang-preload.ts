/**
 * The first board's strings come one language at a time, each its own chunk (src/web/i18n). So that
 * the page does not wait for the app's code to start before asking for them, the built index.html gets
 * an inline script, ahead of the app's, that picks the language as the app will (the saved setting,
 * else the browser's first English or French) and adds a modulepreload of that language's chunk: both
 * downloads run side by side. A wrong guess costs only the preload: the app awaits the language it
 * actually reads (main.tsx).
 */
import { minifySync, type Plugin } from 'vite';

/** The chunks' source modules, by language. */
const TABLES = { en: '/src/web/i18n/strings.ts', fr: '/src/web/i18n/strings-fr.ts' } as const;

/**
 * The same choice as state/settings.ts (readSettings's lang, then browserLang), written for the page
 * as it is: 'solitaire:settings' is storage.ts's SETTINGS_KEY.
 */
const pick = (urls: Record<keyof typeof TABLES, string>): string => `(function () {
  var lang;
  try { lang = JSON.parse(localStorage.getItem('solitaire:settings') || '{}').lang; } catch (e) {}
  if (lang !== 'en' && lang !== 'fr') {
    var langs = navigator.languages || [navigator.language];
    lang = 'en';
    for (var i = 0; i < langs.length; i++) {
      var m = /^(en|fr)\\b/i.exec(langs[i] || '');
      if (m) { lang = m[1].toLowerCase(); break; }
    }
  }
  var link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = lang === 'fr' ? ${JSON.stringify(urls.fr)} : ${JSON.stringify(urls.en)};
  document.head.appendChild(link);
})();`;

export function langPreload(): Plugin {
  let base = '/';
  return {
    name: 'lang-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const urls = { en: '', fr: '' };
        for (const out of Object.values(ctx.bundle ?? {})) {
          if (out.type !== 'chunk' || !out.facadeModuleId) continue;
          for (const lang of ['en', 'fr'] as const) {
            if (out.facadeModuleId.endsWith(TABLES[lang])) urls[lang] = base + out.fileName;
          }
        }
        if (!urls.en || !urls.fr) throw new Error(`lang-preload: no chunk of its own for ${!urls.en ? TABLES.en : TABLES.fr} (is it imported statically somewhere?)`);
        const at = html.indexOf('<script type="module"');
        if (at < 0) throw new Error('lang-preload: index.html has no module script to go before');
        const script = minifySync('lang-preload.js', pick(urls), { compress: true, mangle: true }).code.trim();
        return `${html.slice(0, at)}<script>${script}</script>\n    ${html.slice(at)}`;
      },
    },
  };
}
