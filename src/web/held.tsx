/**
 * Code that only a reload brings. A module's try at a new address (import-again.ts) cannot bring it
 * when the failed file is one it imports by name (a chunk shared by several features): that file
 * keeps its address, and the browser its failure. Once every file of the module can be fetched again
 * and one more try still fails, the page offers the player a reload (the game saved first). This
 * module imports nothing but the app's own chunk, which the page already has.
 */
import { frenchTypography } from './i18n/index.ts';
import { tryAgain } from './import-again.ts';
import { saveCurrent } from './lifecycle.ts';
import { codeHeld, settings } from './store.ts';
import { ReloadPrompt } from './ui/ReloadPrompt.tsx';

// Its words here, not in a shared table's chunk: such a chunk may be the very file held failed.
const WORDS = {
  en: { held: 'Part of the app could not load while the connection was down. Reload to get it: your game is saved.', reload: 'Reload' },
  fr: { held: 'Une partie de l’application n’a pas pu se charger pendant la coupure. Rechargez la page pour l’avoir : votre partie est enregistrée.', reload: 'Recharger' },
};

/** The files a built module imports by name (`import … from "./x.js"`, `import "./x.js"`), as addresses. */
export const namedImports = (code: string, url: string): string[] =>
  [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.m?js)["']/g)].map((m) => new URL(m[1]!, url).href);

/** Whether `url` and every file it imports by name, and they in turn, can be fetched now. */
async function fetchable(url: string, seen = new Set<string>()): Promise<boolean> {
  if (seen.has(url)) return true;
  seen.add(url);
  const res = await fetch(url).catch(() => undefined);
  if (!res?.ok) return false;
  const files = namedImports(await res.text(), url);
  return (await Promise.all(files.map((f) => fetchable(f, seen)))).every(Boolean);
}

/** The modules found held, each offered once. */
const held = new Set<string>();

/** After a try at a new address of `url` failed: offers a reload if the network is back and one more try fails. */
export async function checkHeld(url: string): Promise<void> {
  if (held.has(url) || !(await fetchable(url))) return;
  // A network back between the failed try and the fetches is not taken for a held failure.
  const stillFails = await tryAgain(url, false).then(() => false, () => true);
  if (!stillFails || held.has(url)) return;
  held.add(url);
  codeHeld.value = true;
}

export function HeldPrompt() {
  const lang = settings.value.lang;
  const words = WORDS[lang];
  return <ReloadPrompt kind="held" text={lang === 'fr' ? frenchTypography(words.held) : words.held} act={words.reload} onAct={() => (saveCurrent(), location.reload())} onLater={() => (codeHeld.value = false)} />;
}
