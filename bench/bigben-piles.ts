/**
 * How long Big Ben's piles get in play, and what the board's layout makes of them: the solver's
 * winning lines of deals FROM..TO (300,000 nodes each, as the browser tests find them), replayed
 * with the engine. Prints the longest pile of each line (a histogram), then, at the boards of
 * 390×844, 844×390 and 1280×800 (the screen less the bars, as the browser measures them), normal
 * and larger cards, over every position of every line, each laid out after the one before as
 * Board.tsx does (the game's previous layout, and the normal cards' board for larger cards): the
 * least strip a covered card shows, the positions under 12 px, how often the card size changes
 * (and in how many games), how often a pile moves otherwise (the tiers' line), the positions where
 * the lower tier's piles are not in one line (and by more than one pile), the positions where a
 * column's lower pile stands apart in a column of its own, and the positions whose cards are
 * narrower than 40 px or than the normal cards on that screen.
 *
 *   npx tsx bench/bigben-piles.ts [FROM] [TO] [LINES.json]    (default 1 200; 1 1000 takes ~10 min on one core)
 *
 * LINES.json, when given, keeps the solver's lines: read when it exists (for the same deals), else written.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { apply, dealPosition, gameDef, makeMove, parseMove, type Move, type Position } from '../src/engine/index.ts';
import { solve } from '../src/solver/index.ts';
import { computeLayout, fanOffsets, type Layout } from '../src/web/state/layout.ts';

const def = gameDef('big-ben');
const [from, to] = [Number(process.argv[2] ?? 1), Number(process.argv[3] ?? 200)];
const cache = process.argv[4];
/** Name, board, larger cards, and the board the normal cards have on that screen (the rail of 844×390 with larger cards). */
const BOARDS: [string, number, number, boolean, [number, number]][] = [
  ['390x844', 374, 677, false, [374, 677]], ['390x844 larger', 374, 677, true, [374, 677]],
  ['844x390', 828, 286, false, [828, 286]], ['844x390 larger', 724, 334, true, [828, 286]],
  ['1280x800', 1264, 640, false, [1264, 640]], ['1280x800 larger', 1264, 640, true, [1264, 640]],
];

function startOf(deal: number): Position {
  const r = dealPosition('big-ben', String(deal));
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

const lines: { deal: number; start: Position; moves: readonly Move[] }[] = [];
let lost = 0;
const stored = cache && existsSync(cache) ? (JSON.parse(readFileSync(cache, 'utf8')) as { from: number; to: number; lines: [number, string[]][]; lost: number }) : null;
if (stored && stored.from === from && stored.to === to) {
  for (const [deal, moves] of stored.lines) lines.push({ deal, start: startOf(deal), moves: moves.map((m) => {
    const r = parseMove(m, def);
    if (!r.ok) throw new Error(`${cache}: deal ${deal}: ${r.message}`);
    return r.value;
  }) });
  lost = stored.lost;
} else {
  for (let deal = from; deal <= to; deal++) {
    const start = startOf(deal);
    const res = solve(start, { maxNodes: 300_000 });
    if (res.verdict === 'won') lines.push({ deal, start, moves: res.moves });
    else lost++;
  }
  if (cache) writeFileSync(cache, JSON.stringify({ from, to, lost, lines: lines.map((l) => [l.deal, l.moves.map(makeMove)]) }));
}
const longest = new Map<number, number>();
for (const { start, moves } of lines) {
  let pos = start, most = 0;
  for (const m of moves) most = Math.max(most, ...(pos = apply(pos, m)).tableau.map((t) => t.length));
  longest.set(most, (longest.get(most) ?? 0) + 1);
}
console.log(`deals ${from}-${to}: ${lines.length} winning lines (${lost} not won within the budget)`);
console.log(`the longest pile of a line: ${[...longest].sort((a, b) => a[0] - b[0]).map(([n, k]) => `${n}: ${k}`).join(', ')}`);

/** How many of the lower tier's piles start off the height most of them share (a pile standing apart in its own column is in no tier). */
function outOfLine(l: Layout): number {
  const ys = l.slots.filter((s) => /^t([6-9]|1[01])$/.test(s.name) && s.name !== `t${(l.apart ?? -7) + 6}`).map((s) => Math.round(s.y));
  return ys.length - Math.max(0, ...ys.map((y) => ys.filter((z) => z === y).length));
}

for (const [name, w, h, large, normal] of BOARDS) {
  const normalCw = computeLayout(def, normal[0], normal[1]).cw;
  let positions = 0, apart = 0, under12 = 0, narrow = 0, small = 0, resized = 0, games = 0, moved = 0, uneven = 0, uneven2 = 0, least = Infinity, where = '', smallest = Infinity;
  for (const { deal, start, moves } of lines) {
    let pos = start, prev: Layout | null = null, any = false;
    for (let i = 0; i <= moves.length; i++) {
      if (i > 0) pos = apply(pos, moves[i - 1]!);
      const l = computeLayout(def, w, h, false, false, large, pos.tableau.map((t) => t.length), { normal, previous: prev });
      if (prev && Math.abs(prev.cw - l.cw) > 0.01) [resized, any] = [resized + 1, true];
      else if (prev && l.slots.some((s, k) => Math.abs(s.y - prev!.slots[k]!.y) > 0.5)) moved++;
      prev = l;
      positions++;
      if (l.cw < 40) narrow++;
      if (l.apart !== undefined) apart++;
      if (l.cw < normalCw - 0.01) small++;
      const off = outOfLine(l);
      if (off) uneven++;
      if (off > 1) uneven2++;
      smallest = Math.min(smallest, l.cw);
      let thin = false;
      for (const slot of l.slots.filter((s) => s.name.startsWith('t'))) {
        const n = pos.tableau[Number(slot.name.slice(1))]!.length;
        if (n < 2) continue;
        // Pile.tsx outlines the places Fill deals to under a short pile while the stock has cards.
        const off = fanOffsets(slot, Math.max(n, pos.stock.length ? def.minToAccept : 0), l.cw), strip = off[1]! - off[0]!;
        if (strip < 12) thin = true;
        if (strip < least) [least, where] = [strip, `deal ${deal} move ${i} ${slot.name} (${n} cards)`];
      }
      if (thin) under12++;
    }
    if (any) games++;
  }
  console.log(
    `${name}: least strip ${least.toFixed(1)} px (${where}); positions with a strip under 12 px ${under12} of ${positions}; size changes ${resized} in ${games} games; ` +
      `a column's piles moved ${moved} times; lower tier out of line at ${uneven} positions (by more than one pile at ${uneven2}); a pile apart at ${apart}; cards under 40 px ${narrow}, under the normal cards' ${normalCw.toFixed(1)} px ${small} (smallest ${smallest.toFixed(1)})`,
  );
}
