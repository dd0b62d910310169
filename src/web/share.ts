/**
 * Sharing a game: a link `?game=<id>&deal=<n>&moves=<move texts, + between them>` that opens the
 * deal with those moves played, each undoable back to the start. Loaded only when a link carries
 * moves or the player shares (the first board does not need it).
 */
import { makeMove, type Move } from '../engine/index.ts';
import { readLinkMoves } from '../engine/share-link.ts';
import { t } from './i18n/index.ts';
import { translator } from './i18n/table.ts';
import { alert, session, settings } from './store.ts';
import type { Session } from './state/session.ts';
import { run } from './game/hub.ts';

// A link's one message, carried here: the menu's words are not loaded with a shared link.
export const linkWords = translator(
  { badMoves: 'The link’s move {n}, “{move}”, cannot be played here, so the deal opens at the start.' },
  { badMoves: 'Le coup {n} du lien, « {move} », ne peut pas être joué ici : la donne s’ouvre au début.' },
);

/** The link that opens this deal with the moves played so far. */
export function shareLink(s: Session, where: Location = location): string {
  const q = new URLSearchParams({ game: s.def.id, deal: s.deal });
  if (s.steps.length) q.set('moves', s.steps.map((st) => makeMove(st.move)).join(' '));
  return `${where.origin}${where.pathname}?${q.toString()}`;
}

/** The moves of a link, checked in turn against the deal; the first one that is not a legal move stops it. */
export function readMoves(s: Session, text: string): { moves: Move[]; bad?: { n: number; move: string } } {
  const { moves, bad } = readLinkMoves(text, s.def, s.pos);
  return bad ? { moves: [], bad: { n: bad.n, move: bad.word } } : { moves };
}

/** Plays a link's moves on the deal just opened (each its own step for undo), or says which move is wrong. */
export function playLink(text: string): void {
  const s = session.value;
  if (!s) return;
  const { moves, bad } = readMoves(s, text);
  if (bad) {
    alert.value = linkWords(settings.value.lang, 'badMoves', bad);
    return;
  }
  // The controller stops the clock: a link that ends the game leaves it at the panel's time.
  run({ kind: 'link', moves });
}

/** Shares the link by the system's share sheet where there is one, else copies it; says what happened ('closed': the player closed the sheet). */
export async function share(s: Session): Promise<'shared' | 'copied' | 'closed' | 'failed'> {
  const url = shareLink(s);
  const title = `${s.def.names[settings.value.lang]} — ${t(settings.value.lang, 'dealN', { deal: s.deal })}`;
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, url });
      return 'shared';
    }
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch (e) {
    // The player closing the share sheet is neither a share nor a failure to report.
    if (e instanceof DOMException && e.name === 'AbortError') return 'closed';
    return 'failed';
  }
}
