/**
 * Big Ben's view: the clock's foundations with their hour badges, the face-down stock with its count,
 * the rows tagged with their hour, and Deal and Fill on their own strip under the clock; when only
 * the stock can move, the stock and the button to press are pointed at.
 */
import { legalMoves, type GameDef } from '../../../engine/index.ts';
import { stockDeal, stockFill } from '../../game/play.ts';
import { plural, t } from '../../i18n/index.ts';
import { rankIndex, SUIT_SYMBOLS } from '../../labels.ts';
import { parsePile, pileCards } from '../../state/piles.ts';
import { boardStatus, type Session } from '../../state/session.ts';
import type { Lang } from '../../state/settings.ts';
import type { FamilyView } from './view.ts';

/** Only stock actions remain: the player must deal or fill. */
export function stuckOnStock(s: Session): 'fill' | 'deal' | null {
  if (!s.def.stockActions || boardStatus(s) !== 'playing') return null;
  const moves = legalMoves(s.pos, s.def);
  if (moves.some((m) => m.kind !== 'deal' && m.kind !== 'fill')) return null;
  return moves.some((m) => m.kind === 'fill') ? 'fill' : 'deal';
}

/** Fill: a pile is short while the stock has cards. */
export const isShort = (s: Session): boolean => s.pos.stock.length > 0 && s.pos.tableau.some((r) => r.length < s.def.minToAccept);

/**
 * Clock cards narrower than this (a phone's) have the hour alone on their tabs: the hour and the
 * foundation's last card ("10 ▸ 10♥") are wider than such a card and would reach a neighbour's
 * index, or over Deal and Fill inside the ring.
 */
const SHORT_HOURS = 64;

/** `short`: the hour alone (SHORT_HOURS). */
function HourBadge({ def, index, lang, short }: { def: GameDef; index: number; lang: Lang; short: boolean }) {
  const f = def.foundations[index]!;
  return (
    <span class="hour" aria-hidden="true">
      {/* The clock's own numeral (no "h"): the tab must fit between two neighbours on a phone. */}
      <b>{f.hour ?? 0}</b>
      {!short && <span>▸ {rankIndex(lang, f.last)}<i class={`s${f.suit}`}>{SUIT_SYMBOLS[f.suit]}</i></span>}
    </span>
  );
}

function StockBack({ count, lang, attention }: { count: number; lang: Lang; attention: boolean }) {
  return (
    <div class={`stock-back${count ? '' : ' empty'}${attention ? ' attention' : ''}`}>
      <span class="count" data-stock-count={count} aria-hidden="true">{count}</span>
      <span class="count-label" aria-hidden="true">{count ? plural(lang, 'cards', count).replace(/^\d+\s*/, '') : t(lang, 'emptyStockShort')}</span>
    </div>
  );
}

export const bigBenView: FamilyView = {
  family: 'bigben',
  pile(s, slot, lang) {
    const name = slot.name;
    if (name === 'stock') return { cards: [], classes: 'stock', extra: <StockBack count={s.pos.stock.length} lang={lang} attention={stuckOnStock(s) !== null} /> };
    const p = parsePile(name);
    const cards = p ? [...pileCards(s.pos, p)] : [];
    const gaps = s.pos.stock.length > 0;
    if (p?.kind === 'foundation') return { cards, gaps, classes: slot.cw === undefined ? 'foundation' : 'foundation own', extra: <HourBadge def={s.def} index={p.index} lang={lang} short={slot.w < SHORT_HOURS} /> };
    if (p?.kind !== 'tableau') return { cards, gaps, classes: 'waste', topOnly: true };
    return { cards, gaps, classes: 'row', tag: t(lang, 'hourShort', { hour: p.index + 1 }) };
  },
  /** Inside the clock: Deal over the stock and the waste, Fill (when a pile is short) under them. */
  buttons(s, l, lang) {
    const c = l.buttons;
    if (!c) return null;
    const stuck = stuckOnStock(s);
    return (
      <div class="stock-buttons" style={{ left: `${c.x}px`, top: `${c.y}px`, width: `${c.w}px`, height: `${c.h}px`, '--bh': `${c.button}px`, '--deal-w': `${c.deal}px`, '--fill-w': `${c.fill}px` }}>
        <button type="button" class={`act${stuck === 'deal' ? ' attention' : ''}`} data-action="deal" disabled={!s.pos.stock.length} onClick={stockDeal}>{t(lang, 'deal')}</button>
        {isShort(s) && <button type="button" class={`act fill${stuck === 'fill' ? ' attention' : ''}`} data-action="fill" onClick={stockFill}>{t(lang, 'fill')}</button>}
      </div>
    );
  },
  notice(s, lang) {
    const stuck = stuckOnStock(s);
    return stuck && <div class="notice stuck" data-message="stuck" role="status">{t(lang, stuck === 'fill' ? 'stuckFill' : 'stuckStock')}</div>;
  },
};
