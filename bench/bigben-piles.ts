/**
 * How long Big Ben's piles get in play, and what the board's layout makes of them: the solver's
 * winning lines of deals FROM..TO (300,000 nodes each, as the browser tests find them), replayed
 * with the engine. Prints the longest pile of each line (a histogram), then, at the boards of
 * 390×844, 844×390 and 1280×800 (the screen less the bars, as the browser measures them), normal
 * and larger cards, over every position of every line: the least strip a covered card shows, the
 * positions under 12 px, how often the card size changes and a column's piles move, and the
 * positions whose cards are narrower than 40 px (too narrow a strip to tap comfortably).
 *
 *   npx tsx bench/bigben-piles.ts [FROM] [TO]      (default 1 200; 1 1000 takes ~10 min on one core)
 */
import { apply, dealPosition, gameDef, type Move, type Position } from '../src/engine/index.ts';
import { solve } from '../src/solver/index.ts';
import { computeLayout, fanOffsets, type Layout } from '../src/web/state/layout.ts';

const def = gameDef('big-ben');
const [from, to] = [Number(process.argv[2] ?? 1), Number(process.argv[3] ?? 200)];
const BOARDS: [string, number, number, boolean][] = [
  ['390x844', 374, 677, false], ['390x844 larger', 374, 677, true],
  ['844x390', 828, 286, false], ['844x390 larger', 724, 334, true],
  ['1280x800', 1264, 640, false], ['1280x800 larger', 1264, 640, true],
];

const lines: { deal: number; start: Position; moves: readonly Move[] }[] = [];
const longest = new Map<number, number>();
let lost = 0;
for (let deal = from; deal <= to; deal++) {
  const r = dealPosition('big-ben', String(deal));
  if (!r.ok) throw new Error(r.message);
  const res = solve(r.value, { maxNodes: 300_000 });
  if (res.verdict !== 'won') {
    lost++;
    continue;
  }
  lines.push({ deal, start: r.value, moves: res.moves });
  let pos = r.value, most = 0;
  for (const m of res.moves) most = Math.max(most, ...(pos = apply(pos, m)).tableau.map((t) => t.length));
  longest.set(most, (longest.get(most) ?? 0) + 1);
}
console.log(`deals ${from}-${to}: ${lines.length} winning lines (${lost} not won within the budget)`);
console.log(`the longest pile of a line: ${[...longest].sort((a, b) => a[0] - b[0]).map(([n, k]) => `${n}: ${k}`).join(', ')}`);

for (const [name, w, h, large] of BOARDS) {
  let positions = 0, under12 = 0, narrow = 0, resized = 0, games = 0, moved = 0, least = Infinity, where = '';
  for (const { deal, start, moves } of lines) {
    let pos = start, prev: Layout | undefined, any = false;
    for (let i = 0; i <= moves.length; i++) {
      if (i > 0) pos = apply(pos, moves[i - 1]!);
      const l = computeLayout(def, w, h, false, false, large, pos.tableau.map((t) => t.length));
      if (prev && Math.abs(prev.cw - l.cw) > 0.01) [resized, any] = [resized + 1, true];
      else if (prev && l.slots.some((s, k) => Math.abs(s.y - prev!.slots[k]!.y) > 0.5)) moved++;
      prev = l;
      positions++;
      if (l.cw < 40) narrow++;
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
  console.log(`${name}: least strip ${least.toFixed(1)} px (${where}); positions with a strip under 12 px ${under12} of ${positions}; size changes ${resized} in ${games} games; a column's piles moved ${moved} times; positions with cards under 40 px ${narrow}`);
}
