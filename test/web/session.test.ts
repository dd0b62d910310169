import { describe, expect, it } from 'vitest';
import { legalMoves, makeMove, makePosition, parseMove, type Move } from '../../src/engine/index.ts';
import { boardStatus, elapsed, formatTime, moveCount, newSession, playMove, redoMove, undoMove, type Session } from '../../src/web/state/session.ts';
import { restoreGame, saveGame } from '../../src/web/state/persist.ts';
import { tapPile } from '../../src/web/state/tap.ts';
import { destinations, moveBetween, parsePile, pileName } from '../../src/web/state/piles.ts';

function session(game: string, deal: string): Session {
  const s = newSession(game, deal);
  if (!s) throw new Error('no session');
  return s;
}

const mv = (s: Session, text: string): Move => {
  const r = parseMove(text, s.def);
  if (!r.ok) throw new Error(r.message);
  return r.value;
};

describe('session undo and redo', () => {
  it('undo restores the exact position and redo plays it again', () => {
    const s = session('big-ben', '617');
    const start = makePosition(s.pos);
    const seen: string[] = [start];
    for (let i = 0; i < 30; i++) {
      const m = legalMoves(s.pos, s.def)[0];
      if (!m) break;
      playMove(s, m, 'off', 1000 + i);
      seen.push(makePosition(s.pos));
    }
    const n = moveCount(s);
    expect(n).toBeGreaterThan(5);
    for (let i = n; i > 0; i--) {
      undoMove(s);
      expect(makePosition(s.pos)).toBe(seen[i - 1]);
    }
    expect(undoMove(s)).toEqual([]);
    for (let i = 1; i <= n; i++) {
      redoMove(s, 5000);
      expect(makePosition(s.pos)).toBe(seen[i]);
    }
    expect(redoMove(s, 5000)).toEqual([]);
  });

  it('a new move clears the redo list', () => {
    const s = session('fortress', '5');
    const [a] = legalMoves(s.pos, s.def);
    playMove(s, a!, 'off', 0);
    undoMove(s);
    expect(s.redo.length).toBe(1);
    playMove(s, legalMoves(s.pos, s.def)[1] ?? a!, 'off', 0);
    expect(s.redo.length).toBe(0);
  });

  it('auto-moves are undone together with the move that set them off', () => {
    const s = session('beleaguered-castle', '1');
    // Find a move after which safe auto-moves follow, by trying the legal moves of a few plies.
    let found = false;
    for (let ply = 0; ply < 40 && !found; ply++) {
      const before = makePosition(s.pos);
      const moves = legalMoves(s.pos, s.def);
      for (const m of moves) {
        const played = playMove(s, m, 'all', 0);
        if (played.length > 1) {
          found = true;
          expect(undoMove(s)).toHaveLength(played.length);
          expect(makePosition(s.pos)).toBe(before);
          expect(redoMove(s, 0)).toHaveLength(played.length);
          break;
        }
        undoMove(s);
      }
      if (!found && moves[0]) playMove(s, moves[0], 'off', 0);
      if (!moves.length) break;
    }
    expect(found).toBe(true);
  });

  it('the timer starts with the first move and counts only while running', () => {
    const s = session('citadel', '3');
    expect(elapsed(s, 10_000)).toBe(0);
    playMove(s, legalMoves(s.pos, s.def)[0]!, 'off', 10_000);
    expect(elapsed(s, 12_500)).toBe(2500);
    expect(formatTime(62_000)).toBe('01:02');
    expect(formatTime(3_726_000)).toBe('1:02:06');
  });

  it('a Selective Castle deal starts in the placement phase', () => {
    const s = session('selective-castle', '1');
    expect(boardStatus(s)).toBe('placing');
    for (let i = 0; i < 48; i++) playMove(s, { kind: 'place', to: i % 8 }, 'off', 0);
    expect(boardStatus(s)).not.toBe('placing');
  });
});

describe('piles and destinations', () => {
  it('pile names round-trip', () => {
    for (const n of ['t0', 't11', 'f3', 'waste', 'stock']) expect(pileName(parsePile(n)!)).toBe(n);
    expect(parsePile('x1')).toBeUndefined();
  });

  it('destinations put foundation moves first and are all legal', () => {
    const s = session('streets-and-alleys', '1');
    for (let r = 0; r < 8; r++) {
      const d = destinations(s.pos, s.def, { kind: 'tableau', index: r });
      const legal = legalMoves(s.pos, s.def).map(makeMove);
      for (const m of d) expect(legal).toContain(makeMove(m));
      const firstTableau = d.findIndex((m) => m.kind === 'tableau');
      const lastHome = d.map((m) => m.kind).lastIndexOf('foundation');
      if (firstTableau >= 0) expect(lastHome).toBeLessThan(firstTableau);
    }
  });

  it('moveBetween refuses an illegal move and gives a legal one', () => {
    const s = session('big-ben', '617');
    const legal = legalMoves(s.pos, s.def).find((m) => m.kind === 'tableau' || m.kind === 'foundation');
    if (legal && (legal.kind === 'tableau' || legal.kind === 'foundation')) {
      const from = parsePile(`t${legal.from}`)!;
      const to = parsePile(`${legal.kind === 'foundation' ? 'f' : 't'}${legal.to}`)!;
      expect(moveBetween(s.pos, s.def, from, to)).toEqual(legal);
    }
    expect(moveBetween(s.pos, s.def, { kind: 'stock' }, { kind: 'waste' })).toEqual({ kind: 'deal' });
    expect(moveBetween(s.pos, s.def, { kind: 'foundation', index: 0 }, { kind: 'tableau', index: 1 })).toBeUndefined();
  });
});

describe('tap to move', () => {
  it('a tap plays the best move and a second tap on the card cycles to the next destination', () => {
    const s = session('selective-castle', '1');
    const first = tapPile(s, { kind: 'stock' }, undefined, 'off', 0);
    expect(first.played).toHaveLength(1);
    expect(first.last?.options.length).toBe(8);
    const landed = first.played[0]!;
    expect(landed.kind).toBe('place');
    const to = landed.kind === 'place' ? landed.to : -1;
    const second = tapPile(s, { kind: 'tableau', index: to }, first.last, 'off', 0);
    expect(second.undone).toHaveLength(1);
    expect(second.played[0]).toEqual(first.last!.options[1]);
    expect(s.steps).toHaveLength(1);
    // A placement builds the layout: it is not a move (issue 16 item 13).
    expect(moveCount(s)).toBe(0);
  });

  it('a tap on a card with nowhere to go does nothing', () => {
    const s = session('beleaguered-castle', '1');
    const stuck = [...Array(8).keys()].find((r) => destinations(s.pos, s.def, { kind: 'tableau', index: r }).length === 0);
    if (stuck === undefined) return expect(stuck).toBeDefined();
    const r = tapPile(s, { kind: 'tableau', index: stuck }, undefined, 'off', 0);
    expect(r.played).toEqual([]);
    expect(moveCount(s)).toBe(0);
  });
});

describe('save and resume', () => {
  it('a saved game replays to the same position with the same history', () => {
    const s = session('big-ben', '42');
    for (let i = 0; i < 25; i++) playMove(s, legalMoves(s.pos, s.def)[0]!, 'safe', 0);
    undoMove(s);
    const saved = JSON.parse(JSON.stringify(saveGame(s, 0)));
    const back = restoreGame(saved)!;
    expect(makePosition(back.pos)).toBe(makePosition(s.pos));
    expect(back.steps.map((x) => x.auto)).toEqual(s.steps.map((x) => x.auto));
    expect(back.redo.map((g) => g.map(makeMove))).toEqual(s.redo.map((g) => g.map(makeMove)));
  });

  it('a game a shared link played stays one after a save (its win is never counted)', () => {
    const s = session('citadel', '5');
    playMove(s, legalMoves(s.pos, s.def)[0]!, 'off', 0);
    expect(restoreGame(JSON.parse(JSON.stringify(saveGame(s, 0))))!.fromLink).toBe(false);
    s.fromLink = true;
    expect(restoreGame(JSON.parse(JSON.stringify(saveGame(s, 0))))!.fromLink).toBe(true);
  });

  it('a damaged save keeps the valid moves before the damage', () => {
    const s = session('fortress', '9');
    playMove(s, legalMoves(s.pos, s.def)[0]!, 'off', 0);
    const saved = { ...saveGame(s, 0), moves: [...saveGame(s, 0).moves, 'zz-9', 't0-f0'] };
    const back = restoreGame(saved)!;
    expect(back.steps.length).toBe(1);
    expect(restoreGame({ game: 'chess', deal: '1' })).toBeUndefined();
    expect(restoreGame('nonsense')).toBeUndefined();
    expect(mv(s, 't0-t1').kind).toBe('tableau');
  });
});
