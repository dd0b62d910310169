/**
 * A dynamic import that works again once the network does. A browser may keep a module whose fetch
 * failed (offline, a lost connection) as failed for the page's life: Chromium 150 does, its next
 * import() failing at once without a request. So when the import fails, the file its error names
 * (Chromium and Firefox name it) is asked for at a new address, one try per address at a time, and
 * the module got that way serves every later import of it, so the page has one copy of it.
 */

/** Each failed module's address, and its latest try at a new address (dropped when that fails too). */
const again = new Map<string, Promise<unknown>>();
let tries = 0;

/** The script address a failed import's error names, if any. */
export const failedAddress = (e: unknown): string | undefined => /(https?:\/\/[^\s'"]+?\.m?js)\b/.exec(e instanceof Error ? e.message : String(e))?.[1];

/** `load`: a bare `() => import('./module.ts')`, so that a try at the file's new address gives the same thing. */
export async function importAgain<M>(load: () => Promise<M>): Promise<M> {
  try {
    return await load();
  } catch (e) {
    const url = failedAddress(e);
    if (!url) throw e;
    let next = again.get(url);
    if (!next) {
      next = import(/* @vite-ignore */ `${url}?try=${++tries}`);
      again.set(url, next);
      next.catch(() => again.get(url) === next && again.delete(url));
    }
    return (await next) as M;
  }
}
