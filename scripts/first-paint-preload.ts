/**
 * index.html's one inline script, made from state/settings.ts when the page is built (and served in
 * dev), so the page and the app read the saved settings the same way. Ahead of the app's code it
 * - puts the saved looks (settings.ts's ROOT_LOOKS: the felt, the card back) on the root element,
 *   so the first paint already shows them, and a chosen felt's colour (FELT_CHROME) on the
 *   theme-color metas, so the browser's bar matches from the start;
 * - picks the language as the app will (the saved setting, else the browser's first English or
 *   French) and adds a modulepreload of that language's strings chunk (src/web/i18n): it downloads
 *   beside the app's code, not after it. A wrong guess costs only the preload: main.tsx awaits the
 *   language it actually reads.
 * A stored value that is not valid JSON, not an object, or not one of the choices leaves the
 * defaults; nothing in it can make the script throw.
 */
import { minifySync, type Plugin } from 'vite';
import { FELT_CHROME, LANG_TAG, LANGS, ROOT_LOOKS, SETTINGS_KEY, type Lang } from '../src/web/state/settings.ts';

/** The strings chunks' source modules, by language. */
const TABLES: Record<Lang, string> = { en: '/src/web/i18n/strings.ts', fr: '/src/web/i18n/strings-fr.ts' };

/** Each root look's choices but its default (no attribute). */
const LOOKS = Object.fromEntries(Object.entries(ROOT_LOOKS).map(([k, v]) => [k, v.choices.filter((c) => c !== v.none)]));

/** The script, minified, for the strings chunks at these addresses. */
export function firstPaintScript(urls: Record<Lang, string>): string {
  // indexOf compares strictly: a list, an object or '__proto__' never passes for a choice.
  const code = `(function () {
  var s, k, m, i, looks = ${JSON.stringify(LOOKS)}, langs = ${JSON.stringify(LANGS)}, d = document.documentElement.dataset;
  try { s = JSON.parse(localStorage.getItem(${JSON.stringify(SETTINGS_KEY)})); } catch (e) {}
  s = s || {};
  for (k in looks) if (looks[k].indexOf(s[k]) >= 0) d[k] = s[k];
  m = ${JSON.stringify(FELT_CHROME)}[d.felt];
  if (m) document.querySelectorAll('meta[name=theme-color]').forEach(function (e) { e.content = m; });
  i = langs.indexOf(s.lang);
  var asked = navigator.languages || [navigator.language];
  for (k = 0; i < 0 && k < asked.length; k++) if ((m = ${LANG_TAG.toString()}.exec(asked[k] || ''))) i = langs.indexOf(m[1].toLowerCase());
  m = document.createElement('link');
  m.rel = 'modulepreload';
  m.href = ${JSON.stringify(LANGS.map((l) => urls[l]))}[i < 0 ? 0 : i];
  document.head.appendChild(m);
})();`;
  return minifySync('first-paint.js', code, { compress: true, mangle: true }).code.trim();
}

export function firstPaintPreload(): Plugin {
  let base = '/';
  return {
    name: 'first-paint-preload',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // In dev the modules are served as they are; a build gives each table a chunk of its own.
        const urls = { ...TABLES };
        if (ctx.bundle) {
          for (const lang of LANGS) {
            const chunk = Object.values(ctx.bundle).find((out) => out.type === 'chunk' && out.facadeModuleId?.endsWith(TABLES[lang]));
            if (!chunk) throw new Error(`first-paint-preload: no chunk of its own for ${TABLES[lang]} (is it imported statically somewhere?)`);
            urls[lang] = base + chunk.fileName;
          }
        } else for (const lang of LANGS) urls[lang] = base + TABLES[lang].slice(1);
        const at = html.indexOf('<script type="module"');
        if (at < 0) throw new Error('first-paint-preload: index.html has no module script to go before');
        return `${html.slice(0, at)}<script>${firstPaintScript(urls)}</script>\n    ${html.slice(at)}`;
      },
    },
  };
}
