/**
 * A small picture of a position, drawn in SVG at the board's real layout (state/layout.ts) so it
 * looks like the game it shows: the rule pages' "Show me" board and the home screen's miniatures.
 * It takes no input; cards carry data-card / data-pile / data-index like the real board's.
 */
import { makeCard, rankOf, status, suitOf, type Card, type GameDef, type Position } from '../../engine/index.ts';
import { rankIndex, SUIT_SYMBOLS } from '../labels.ts';
import { computeLayout, fanOffsets, type Slot } from '../state/layout.ts';
import { pileCards, parsePile } from '../state/piles.ts';
import type { Lang } from '../state/settings.ts';
import './mini-board.css';

export interface MiniProps {
  readonly def: GameDef;
  readonly pos: Position;
  readonly width: number;
  readonly height: number;
  readonly lang: Lang;
  readonly label: string;
  /** A picture beside a text that says it all (Home): hidden from screen readers. */
  readonly decorative?: boolean;
  /** Piles whose top card the last step put there: that card is outlined. */
  readonly marked?: readonly string[];
}

/** A height that suits the game at this width: castles by the rows on a side, Big Ben tall when narrow. */
export function miniHeight(def: GameDef, width: number, maxHeight: number): number {
  // Narrow screens get a tall box, where the layout turns to its phone form with larger cards.
  const want = width < 560 ? width * (def.stockActions ? 1.45 : 1.2) : width * (def.stockActions ? 0.62 : Math.ceil(def.rows / 2) * 0.165);
  return Math.round(Math.max(160, Math.min(want, maxHeight)));
}

function cardAt(slot: Slot, off: number, cw: number, ch: number): [number, number] {
  switch (slot.fan) {
    case 'down':
      return [slot.x, slot.y + off];
    case 'up':
      return [slot.x, slot.y + slot.h - ch - off];
    case 'right':
      return [slot.x + off, slot.y];
    case 'left':
      return [slot.x + slot.w - cw - off, slot.y];
    default:
      return [slot.x, slot.y];
  }
}

/** `corner`: where the index goes, on the edge a fan leaves showing; `whole`: the card lies uncovered. */
function MiniCard(p: { card: Card; pile: string; index: number; x: number; y: number; cw: number; ch: number; lang: Lang; moved: boolean; corner: 'l' | 'r' | 'bottom'; whole: boolean }) {
  const { card, cw, ch } = p;
  const suit = SUIT_SYMBOLS[suitOf(card)];
  const fs = cw * 0.3;
  const right = p.corner === 'r';
  return (
    <g class={`mc s${suitOf(card)}${p.moved ? ' moved' : ''}`} data-card={makeCard(card)} data-pile={p.pile} data-index={p.index} transform={`translate(${p.x.toFixed(1)} ${p.y.toFixed(1)})`}>
      <rect class="mc-face" width={cw} height={ch} rx={cw * 0.08} />
      <text class="mc-ix" x={right ? cw * 0.94 : cw * 0.06} y={p.corner === 'bottom' ? ch - fs * 0.3 : fs * 1.02} font-size={fs} text-anchor={right ? 'end' : 'start'}>{rankIndex(p.lang, rankOf(card))}{suit}</text>
      {p.whole && <text class="mc-mid" x={cw / 2} y={ch * 0.72} font-size={cw * 0.5} text-anchor="middle">{suit}</text>}
    </g>
  );
}

/** Foundations side by side in as many lines as make their cards largest, each fanned down: a won game's picture. */
function WonFoundations({ pos, width, height, lang }: { pos: Position; width: number; height: number; lang: Lang }) {
  const piles = pos.foundations, n = piles.length;
  const longest = Math.max(...piles.map((f) => f.length));
  const GAP = 0.12, STEP = 0.3, RATIO = 1.4, room = 0.94;
  // Lines of piles: the count that gives the widest card within both the width and the height.
  const fit = (lines: number): number => {
    const across = Math.ceil(n / lines);
    return Math.min((width * room) / (across + (across - 1) * GAP), (height * room) / (lines * (RATIO + (longest - 1) * STEP) + (lines - 1) * GAP));
  };
  const lines = [1, 2, 3].reduce((best, l) => (fit(l) > fit(best) ? l : best), 1);
  const cw = fit(lines), ch = cw * RATIO, across = Math.ceil(n / lines);
  const lineH = ch + (longest - 1) * STEP * cw;
  const x0 = (width - (across * cw + (across - 1) * GAP * cw)) / 2, y0 = (height - (lines * lineH + (lines - 1) * GAP * cw)) / 2;
  return (
    <>
      {piles.map((cards, i) => {
        const x = x0 + (i % across) * (1 + GAP) * cw, y = y0 + Math.floor(i / across) * (lineH + GAP * cw);
        return (
          <g key={i} data-mini-pile={`f${i}`} data-count={cards.length}>
            {cards.map((c, k) => (
              <MiniCard key={k} card={c} pile={`f${i}`} index={k} x={x} y={y + k * STEP * cw} cw={cw} ch={ch} lang={lang} moved={false} corner="l" whole={k === cards.length - 1} />
            ))}
          </g>
        );
      })}
    </>
  );
}

export function MiniBoard({ def, pos, width, height, lang, label, marked = [], decorative = false }: MiniProps) {
  const svg = { class: 'mini-board', viewBox: `0 0 ${width} ${height}`, width, height, 'data-mini': def.id, ...(decorative ? { 'aria-hidden': 'true' as const } : { role: 'img' as const, 'aria-label': label }) };
  // A won game has nothing left on its rows: its picture is the foundations it built, every card showing its index.
  if (status(pos, def) === 'won') return <svg {...svg} data-won="true"><WonFoundations pos={pos} width={width} height={height} lang={lang} /></svg>;
  const placing = def.placementMax > 0 && pos.stock.length > 0;
  const lay = computeLayout(def, width, height, false, placing);
  const { cw, ch } = lay;
  const piles = lay.slots.flatMap((slot) => {
    const ref = parsePile(slot.name);
    if (!ref) return [];
    if (ref.kind === 'stock' && def.placementMax > 0 && !placing) return [];
    const cards = pileCards(pos, ref);
    const squared = slot.fan === 'none';
    const offs = fanOffsets(slot, cards.length, cw);
    const [ex, ey] = cardAt(slot, 0, cw, ch);
    const mark = marked.includes(slot.name);
    const shown = squared ? cards.slice(-1) : cards;
    const first = cards.length - shown.length;
    const facedown = ref.kind === 'stock' && def.stockActions;
    return [
      <g key={slot.name} data-mini-pile={slot.name} data-count={cards.length}>
        <rect class="mc-slot" x={ex} y={ey} width={cw} height={ch} rx={cw * 0.08} />
        {facedown && cards.length > 0 && (
          <g>
            {/* The player's card back (styles.css's .card-back), the same picture as the board's stock. */}
            <foreignObject x={ex} y={ey} width={cw} height={ch}><div class="card-back mc-back" /></foreignObject>
            <text class="mc-count" x={ex + cw / 2} y={ey + ch * 0.6} font-size={cw * 0.34} text-anchor="middle">{cards.length}</text>
          </g>
        )}
        {!facedown &&
          shown.map((c, k) => {
            const i = first + k;
            const [x, y] = cardAt(slot, offs[i] ?? 0, cw, ch);
            const last = i === cards.length - 1;
            return <MiniCard key={i} card={c} pile={slot.name} index={i} x={x} y={y} cw={cw} ch={ch} lang={lang} moved={mark && last} corner={last ? 'l' : slot.fan === 'left' ? 'r' : slot.fan === 'up' ? 'bottom' : 'l'} whole={last || squared} />;
          })}
      </g>,
    ];
  });
  return (
    <svg {...svg}>
      {piles}
    </svg>
  );
}
