/**
 * A dynamic import that works again once the network does. A browser may keep a module whose fetch
 * failed (offline, a lost connection) as failed for the page's life: Chromium 150 does, its next
 * import() failing at once without a request. So when the import fails, the file its error names
 * (Chromium and Firefox name it) is asked for at a new address, one try per address at a time, and
 * the module got that way serves every later import of it, so the page has one copy of it. A file
 * that module imports by name keeps its own address, and its failure: held.tsx, told of each try
 * that fails, sees when only a reload will bring the module.
 */

/** Each failed module's address, and its latest try at a new address (dropped when that fails too). */
const again = new Map<string, Promise<unknown>>();
let tries = 0;
let tryFailed: ((url: string) => void) | undefined;

/** The script address a failed import's error names, if any. */
export const failedAddress = (e: unknown): string | undefined => /(https?:\/\/[^\s'"]+?\.m?js)\b/.exec(e instanceof Error ? e.message : String(e))?.[1];

/** `listener`: told the module's address each time a try at a new address fails. */
export function onTryFailed(listener: (url: string) => void): void {
  tryFailed = listener;
}

/** A try at a new address of `url`, serving later imports of it; `tell`: whether its failure is told. */
export function tryAgain(url: string, tell = true): Promise<unknown> {
  const attempt = import(/* @vite-ignore */ `${url}?try=${++tries}`);
  again.set(url, attempt);
  attempt.catch(() => {
    if (again.get(url) === attempt) again.delete(url);
    if (tell) tryFailed?.(url);
  });
  return attempt;
}

/** `load`: a bare `() => import('./module.ts')`, so that a try at the file's new address gives the same thing. */
export async function importAgain<M>(load: () => Promise<M>, tell = true): Promise<M> {
  try {
    return await load();
  } catch (e) {
    const url = failedAddress(e);
    if (!url) throw e;
    return (await (again.get(url) ?? tryAgain(url, tell))) as M;
  }
}
