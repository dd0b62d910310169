/**
 * index.html's theme-color metas and its one inline script, made from state/settings.ts when the page
 * is built (and served in dev), so the page and the app read the saved settings the same way and
 * name the felts' bar colours once (FELT_CHROME). The metas give the automatic felt's colours, for a
 * light system, then a dark one. Ahead of the app's code the script
 * - puts the saved looks (settings.ts's ROOT_LOOKS: the felt, the card back) on the root element,
 *   so the first paint already shows them, and a chosen felt's colour (FELT_CHROME) on the
 *   theme-color metas, so the browser's bar matches from the start;
 * - picks the language as the app will (the saved setting, else the browser's first English or
 *   French) and adds a modulepreload of that language's strings chunk (src/web/i18n): it downloads
 *   beside the app's code, not after it. A wrong guess costs only the preload: main.tsx awaits the
 *   language it actually reads;
 * - when the address opens a screen drawn only once a chunk of its own is in (App.tsx's
 *   preloadBoard: Home, Selective Castle's puzzle strip), preloads that chunk and the files it
 *   imports too, so they no longer wait for the app's code to ask for them.
 * A stored value that is not valid JSON, not an object, or not one of the choices leaves the
 * defaults; nothing in it can make the script throw.
 */
import { minifySync, type Plugin } from 'vite';
import { chromeColours, FELT_CHROME, LANG_TAG, LANGS, ROOT_LOOKS, SETTINGS_KEY, type Lang } from '../src/web/state/settings.ts';

/** The strings chunks' source modules, by language. */
const TABLES: Record<Lang, string> = { en: '/src/web/i18n/strings.ts', fr: '/src/web/i18n/strings-fr.ts' };

/** What App.tsx's preloadBoard fetches before the first screen is drawn, by game id ('': an address with no game nor rule page, Home). */
const BOARD_MODULES: Record<string, string> = { '': '/src/web/components/Home.tsx', 'selective-castle': '/src/web/puzzles/PuzzleBar.tsx' };

/** Where index.html takes its theme-color metas. */
export const THEME_COLOR_MARK = /<!-- theme-color:[^>]*-->/;

/** The theme-color metas of the automatic felt: the light system's bar colour, then the dark one's. */
export function themeColorMetas(): string {
  const [light, dark] = chromeColours('auto');
  return `<meta name="theme-color" content="${light}" media="(prefers-color-scheme: light)" />\n    <meta name="theme-color" content="${dark}" media="(prefers-color-scheme: dark)" />`;
}

/** Each root look's choices but its default (no attribute). */
const LOOKS = Object.fromEntries(Object.entries(ROOT_LOOKS).map(([k, v]) => [k, v.choices.filter((c) => c !== v.none)]));

/**
 * The script, minified, for the strings chunks at these addresses and, by game id, the files a
 * game's first board waits for (scripts get a modulepreload, stylesheets a preload).
 */
export function firstPaintScript(urls: Record<Lang, string>, boards: Record<string, readonly string[]> = {}): string {
  // indexOf compares strictly: a list, an object or '__proto__' never passes for a choice; the
  // game's files are looked up as the table's own keys only.
  const code = `(function () {
  var s, k, m, i, looks = ${JSON.stringify(LOOKS)}, langs = ${JSON.stringify(LANGS)}, d = document.documentElement.dataset, boards = ${JSON.stringify(boards)};
  try { s = JSON.parse(localStorage.getItem(${JSON.stringify(SETTINGS_KEY)})); } catch (e) {}
  s = s || {};
  for (k in looks) if (looks[k].indexOf(s[k]) >= 0) d[k] = s[k];
  m = ${JSON.stringify(FELT_CHROME)}[d.felt];
  if (m) document.querySelectorAll('meta[name=theme-color]').forEach(function (e) { e.content = m; });
  i = langs.indexOf(s.lang);
  var asked = navigator.languages || [navigator.language];
  for (k = 0; i < 0 && k < asked.length; k++) if ((m = ${LANG_TAG.toString()}.exec(asked[k] || ''))) i = langs.indexOf(m[1].toLowerCase());
  var g = (/[?&]game=([^&#]*)/.exec(location.search) || [0, /[?&]rules=/.test(location.search) ? 'rules' : ''])[1];
  var files = [${JSON.stringify(LANGS.map((l) => urls[l]))}[i < 0 ? 0 : i]].concat(Object.prototype.hasOwnProperty.call(boards, g) ? boards[g] : []);
  for (k = 0; k < files.length; k++) {
    m = document.createElement('link');
    // A stylesheet in CORS mode, as Vite's preload helper asks for it later, so that request takes this one.
    if (/\\.css$/.test(files[k])) { m.rel = 'preload'; m.as = 'style'; m.crossOrigin = ''; } else m.rel = 'modulepreload';
    m.href = files[k];
    document.head.appendChild(m);
  }
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
        // In dev the modules are served as they are (the board's own chunks are left to the app);
        // a build gives each table a chunk of its own.
        const urls = { ...TABLES };
        const boards: Record<string, string[]> = {};
        const bundle = ctx.bundle;
        if (bundle) {
          const chunkOf = (module: string) => {
            const chunk = Object.values(bundle).find((out) => out.type === 'chunk' && out.facadeModuleId?.endsWith(module));
            if (!chunk || chunk.type !== 'chunk') throw new Error(`first-paint-preload: no chunk of its own for ${module} (is it imported statically somewhere?)`);
            return chunk;
          };
          for (const lang of LANGS) urls[lang] = base + chunkOf(TABLES[lang]).fileName;
          for (const [game, module] of Object.entries(BOARD_MODULES)) {
            // The chunk, what it imports and their stylesheets, but what index.html already loads (the app's chunk and its CSS).
            const files = new Set<string>();
            const known = (fileName: string): boolean => files.has(fileName) || html.includes(base + fileName);
            const add = (fileName: string): void => {
              const chunk = bundle[fileName];
              if (!chunk || chunk.type !== 'chunk' || known(fileName)) return;
              files.add(fileName);
              for (const css of chunk.viteMetadata?.importedCss ?? []) if (!known(css)) files.add(css);
              for (const dep of chunk.imports) add(dep);
            };
            add(chunkOf(module).fileName);
            boards[game] = [...files].map((f) => base + f);
          }
        } else for (const lang of LANGS) urls[lang] = base + TABLES[lang].slice(1);
        if (!THEME_COLOR_MARK.test(html)) throw new Error('first-paint-preload: index.html has no <!-- theme-color: ... --> comment for the metas');
        html = html.replace(THEME_COLOR_MARK, themeColorMetas());
        const at = html.indexOf('<script type="module"');
        if (at < 0) throw new Error('first-paint-preload: index.html has no module script to go before');
        return `${html.slice(0, at)}<script>${firstPaintScript(urls, boards)}</script>\n    ${html.slice(at)}`;
      },
    },
  };
}
