/**
 * Properties over seeded random playouts of every game (fast-check, fixed seeds so a failure
 * reproduces; the counterexample is printed shrunk).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  clonePosition,
  Game,
  GAME_IDS,
  gameDef,
  isLegal,
  legalMoves,
  makeDealNumber,
  makeMove,
  makePosition,
  makeRecord,
  parseCard,
  parseDealNumber,
  parseMove,
  parsePosition,
  parseRecord,
  play,
  replay,
  RULES_VERSION,
  safeMoves,
  status,
  unplay,
  validatePosition,
  WASTE,
  type GameId,
  type Move,
  type Position,
} from '../../src/engine/index.ts';
import { cardCounts, deal, must, playout } from './helpers.ts';

const RUNS = { seed: 20261130, numRuns: 200 };
const game = fc.constantFrom<GameId>(...GAME_IDS);
const dealText = fc.oneof(
  fc.integer({ min: 1, max: 31999 }).map(String),
  fc.bigInt({ min: 32000n, max: 10n ** 20n - 1n }).map(String),
  fc.bigInt({ min: 1n, max: (1n << 33n) - 1n }).map((n) => `ms${n}`),
);
/** Long enough to get past Selective Castle's 48 placements and deep into a Big Ben stock. */
const choices = fc.array(fc.nat({ max: 999 }), { minLength: 1, maxLength: 150, size: 'max' });
const run = fc.record({ game, deal: dealText, choices });

const playFrom = (r: { game: GameId; deal: string; choices: number[] }) => playout(deal(r.game, r.deal), r.choices);

/** toEqual is slow in hot loops: compare as JSON first and let toEqual explain a difference. */
function expectSame(actual: unknown, expected: unknown): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual).toEqual(expected);
}

/** Every move the notation can express for this game, legal or not. */
function candidateMoves(pos: Position): Move[] {
  const def = gameDef(pos.game);
  const sources = [WASTE, ...pos.tableau.keys()];
  const moves: Move[] = [{ kind: 'deal' }, { kind: 'fill' }];
  for (let to = 0; to < def.rows; to++) moves.push({ kind: 'place', to });
  for (const from of sources) {
    for (let to = 0; to < def.foundations.length; to++) moves.push({ kind: 'foundation', from, to });
    for (let to = 0; to < def.rows; to++) moves.push({ kind: 'tableau', from, to });
  }
  return moves;
}

describe('random playouts', () => {
  it('reach every kind of move, so the properties below are not vacuous', () => {
    const seen = new Map<string, number>();
    for (const r of fc.sample(run, { seed: RUNS.seed, numRuns: 200 })) {
      for (const m of playFrom(r).moves) {
        const key = `${r.game} ${m.kind}${'from' in m && m.from === WASTE ? ' from waste' : ''}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
    }
    for (const key of ['big-ben fill', 'big-ben deal', 'big-ben foundation', 'big-ben tableau from waste', 'selective-castle place',
      'selective-castle tableau', ...GAME_IDS.map((g) => `${g} foundation`), ...GAME_IDS.map((g) => `${g} tableau`)]) {
      expect(seen.get(key) ?? 0, key).toBeGreaterThan(0);
    }
  });

  it('conserve the cards: each card once per deck, and every position validates', () => {
    fc.assert(
      fc.property(run, (r) => {
        const decks = gameDef(r.game).decks;
        for (const p of playFrom(r).positions) {
          if (!cardCounts(p).every((n) => n === decks)) expect(cardCounts(p)).toEqual(new Array(52).fill(decks));
          expectSame(validatePosition(gameDef(r.game), p), { ok: true, value: p });
        }
      }),
      RUNS,
    );
  });

  it('unplay restores the exact position after every move', () => {
    fc.assert(
      fc.property(run, (r) => {
        const { positions, moves } = playFrom(r);
        moves.forEach((m, i) => {
          const p = clonePosition(positions[i]!);
          const undo = play(p, m);
          expectSame(p, positions[i + 1]);
          unplay(p, m, undo);
          expectSame(p, positions[i]);
        });
      }),
      RUNS,
    );
  });

  it('apply is pure: the input is unchanged and shares no pile with the result', () => {
    fc.assert(
      fc.property(run, (r) => {
        const { positions, moves } = playFrom(r);
        moves.forEach((m, i) => {
          const p = positions[i]!;
          const before = structuredClone(p);
          const next = apply(p, m);
          expectSame(p, before);
          next.tableau.forEach((row) => row.push(0));
          next.foundations.forEach((f) => f.push(0));
          next.stock.push(0);
          next.waste.push(0);
          expectSame(p, before);
        });
      }),
      RUNS,
    );
  });

  it('isLegal agrees with legalMoves on every move the notation can write; safe moves are legal', () => {
    fc.assert(
      fc.property(run, (r) => {
        for (const p of playFrom(r).positions) {
          const legal = new Set(legalMoves(p).map(makeMove));
          expect(legal.size).toBe(legalMoves(p).length); // no duplicates
          const disagree = candidateMoves(p).filter((m) => isLegal(p, m) !== legal.has(makeMove(m))).map(makeMove);
          expect(disagree).toEqual([]);
          expect(safeMoves(p).map(makeMove).filter((t) => !legal.has(t))).toEqual([]);
        }
      }),
      { ...RUNS, numRuns: 100 },
    );
  });

  it('status: won iff every card is home, lost iff no legal move, Big Ben lost only with an empty stock', () => {
    fc.assert(
      fc.property(run, (r) => {
        for (const p of playFrom(r).positions) {
          const s = status(p);
          const home = p.foundations.flat().length === gameDef(r.game).decks * 52;
          expect(s === 'won').toBe(home);
          if (!home) expect(s === 'lost').toBe(legalMoves(p).length === 0);
          if (s === 'lost') expect(p.stock).toEqual([]);
        }
      }),
      RUNS,
    );
  });
});

describe('text round trips', () => {
  it('parsePosition(makePosition(p)) = p, parseMove(makeMove(m)) = m', () => {
    fc.assert(
      fc.property(run, (r) => {
        const def = gameDef(r.game);
        for (const p of playFrom(r).positions) {
          expectSame(parsePosition(makePosition(p)), { ok: true, value: p });
          for (const m of legalMoves(p)) expectSame(parseMove(makeMove(m), def), { ok: true, value: m });
        }
      }),
      { ...RUNS, numRuns: 100 },
    );
  });

  it('parseRecord(makeRecord(r)) = r, and replaying it reaches the same position', () => {
    fc.assert(
      fc.property(run, (r) => {
        const { positions, moves } = playFrom(r);
        const rec = { game: r.game, deal: makeDealNumber(must(parseDealNumber(r.deal))), rules: RULES_VERSION, moves };
        expect(parseRecord(makeRecord(rec))).toEqual({ ok: true, value: rec });
        expect(replay(rec)).toEqual({ ok: true, value: positions[positions.length - 1] });
      }),
      RUNS,
    );
  });

  it('parseDealNumber(makeDealNumber(d)) = d', () => {
    fc.assert(
      fc.property(dealText, (t) => {
        const d = must(parseDealNumber(t));
        expect(parseDealNumber(makeDealNumber(d))).toEqual({ ok: true, value: d });
      }),
      { ...RUNS, numRuns: 200 },
    );
  });
});

describe('the Game façade', () => {
  type Op = { op: 'move'; k: number } | { op: 'undo' } | { op: 'redo' };
  const op: fc.Arbitrary<Op> = fc.oneof(
    { weight: 3, arbitrary: fc.nat({ max: 999 }).map((k) => ({ op: 'move' as const, k })) },
    { weight: 1, arbitrary: fc.constant({ op: 'undo' as const }) },
    { weight: 1, arbitrary: fc.constant({ op: 'redo' as const }) },
  );

  it('undo and redo follow a history model; undoing everything gives the deal back', () => {
    fc.assert(
      fc.property(game, dealText, fc.array(op, { maxLength: 80 }), (id, n, ops) => {
        const g = must(Game.create(id, n));
        const start = g.position();
        const done: Position[] = [start];
        let redo: Position[] = [];
        for (const o of ops) {
          if (o.op === 'move') {
            const legal = g.legalMoves();
            if (legal.length === 0) continue;
            must(g.move(makeMove(legal[o.k % legal.length]!)));
            done.push(g.position());
            redo = [];
          } else if (o.op === 'undo') {
            if (g.undo() !== undefined) redo.push(done.pop()!);
          } else if (g.redo() !== undefined) done.push(redo.pop()!);
          expectSame(g.position(), done[done.length - 1]);
          expect(g.history()).toHaveLength(done.length - 1);
        }
        while (g.undo() !== undefined);
        expect(g.position()).toEqual(start);
      }),
      RUNS,
    );
  });
});

describe('parsers never throw', () => {
  const ERR = /^ERR_[A-Z_]+$/;
  const okOrCode = (r: { ok: boolean; error?: string }): boolean => r.ok || ERR.test(r.error ?? '');
  const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.string({ unit: 'grapheme-ascii', maxLength: 300 }));

  const samples = [
    makePosition(deal('big-ben', '617')),
    makePosition(deal('selective-castle', '5')),
    makePosition(deal('fortress', '1')),
    '[Game "big-ben"]\n[Deal "617"]\n[Rules "1"]\n\n1. t3-f1 deal w-t5 fill\n',
    '[Game "selective-castle"]\n[Deal "ms3000000000"]\n\ns-t0 s-t1 t0-t7\n',
    't3-f1', 'w-t5', 's-t2', 'deal', 'fill', '#1,234', 'ms617', '123456789012L', 'JD', '10D',
  ];
  /** A valid text with random cuts, insertions and swapped characters. */
  const mutated = fc
    .tuple(fc.constantFrom(...samples), fc.array(fc.tuple(fc.nat(), fc.nat({ max: 4 }), fc.string({ unit: 'binary', maxLength: 4 })), { maxLength: 6 }))
    .map(([text, edits]) =>
      edits.reduce((t, [at, cut, put]) => {
        const i = t.length ? at % t.length : 0;
        return t.slice(0, i) + put + t.slice(i + cut);
      }, text),
    );

  it.each([
    ['random strings', anyText],
    ['mutations of valid texts', mutated],
  ] as const)('on %s: every parser returns ok or an ERR_ code', (_what, text) => {
    fc.assert(
      fc.property(text, (t) => {
        expect(okOrCode(parseMove(t))).toBe(true);
        expect(okOrCode(parseMove(t, gameDef('fortress')))).toBe(true);
        expect(okOrCode(parseRecord(t))).toBe(true);
        expect(okOrCode(parseDealNumber(t))).toBe(true);
        const c = parseCard(t);
        expect(c === undefined || (Number.isInteger(c) && c >= 0 && c < 52)).toBe(true);
        const p = parsePosition(t);
        expect(okOrCode(p)).toBe(true);
        if (p.ok) expect(parsePosition(makePosition(p.value))).toEqual(p); // what it accepts, it writes back
      }),
      { seed: RUNS.seed, numRuns: 2000 },
    );
  });
});
