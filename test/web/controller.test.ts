/**
 * The game controller (src/web/game/controller.ts) in Node: what each command plays, takes back and
 * says, with no page. The browser tests keep layout, input and accessibility.
 */
import { describe, expect, it } from 'vitest';
import { isLegal, legalMoves, makeMove, makePosition, status, type Move } from '../../src/engine/index.ts';
import { perform, type Command, type Outcome } from '../../src/web/game/controller.ts';
import { destinations, parsePile } from '../../src/web/state/piles.ts';
import { boardStatus, isFresh, moveCount, newSession, type Session } from '../../src/web/state/session.ts';
import { solve } from '../../src/solver/index.ts';

function session(game: string, deal: string): Session {
  const s = newSession(game, deal);
  if (!s) throw new Error('no session');
  return s;
}

const ctx = { automove: 'off' as const, now: 1000 };
const run = (s: Session, cmd: Command, lastTap?: Outcome['tap']): Outcome => perform(s, cmd, { ...ctx, lastTap });
const pile = (name: string) => parsePile(name)!;

/** The first row whose top card has at least two places to go, and those places. */
function twoPlaces(s: Session): { row: string; options: Move[] } {
  for (let r = 0; r < s.def.rows; r++) {
    const options = destinations(s.pos, s.def, pile(`t${r}`));
    if (options.length >= 2) return { row: `t${r}`, options };
  }
  throw new Error('no card with two places');
}

describe('the controller: taps', () => {
  it('a tap sends the top card to its best place; a tap where it landed takes it on to the next, in turn', () => {
    const s = session('beleaguered-castle', '3');
    const { row, options } = twoPlaces(s);
    const first = run(s, { kind: 'tap', pile: pile(row) });
    expect(first.played.map(makeMove)).toEqual([makeMove(options[0]!)]);
    expect(first.tap?.index).toBe(0);
    const landedOn = `t${(options[0] as { to: number }).to}`;
    const second = run(s, { kind: 'tap', pile: pile(landedOn) }, first.tap);
    expect(second.undone.map(makeMove)).toEqual([makeMove(options[0]!)]);
    expect(second.played.map(makeMove)).toEqual([makeMove(options[1]!)]);
    // One trip: the card flies from where it was straight to its next place.
    expect(second.trips).toHaveLength(1);
    expect(second.trips[0]!.fromPile).toBe(landedOn);
    expect(moveCount(s)).toBe(1);
  });

  it('a tap on a card with nowhere to go plays nothing and names the card', () => {
    const s = session('beleaguered-castle', '3');
    const stuck = [...Array(s.def.rows).keys()].find((r) => s.pos.tableau[r]!.length && destinations(s.pos, s.def, pile(`t${r}`)).length === 0);
    expect(stuck).toBeDefined();
    const before = makePosition(s.pos);
    const o = run(s, { kind: 'tap', pile: pile(`t${stuck}`) });
    expect(o.played).toEqual([]);
    expect(o.refused).toEqual({ why: 'noMoveFor', card: s.pos.tableau[stuck!]!.at(-1) });
    expect(makePosition(s.pos)).toBe(before);
    expect(s.revision).toBe(0);
  });

  it('a tap on a foundation moves nothing unless the last tap put its card there', () => {
    const s = session('beleaguered-castle', '3');
    const o = run(s, { kind: 'tap', pile: pile('f0') });
    expect(o.played).toEqual([]);
    expect(o.refused).toBeUndefined();
  });

  it("Big Ben: a tap on the stock deals; Selective Castle: a tap on a row places the offered card there", () => {
    const b = session('big-ben', '7');
    expect(run(b, { kind: 'tap', pile: pile('stock') }).played.map((m) => m.kind)).toEqual(['deal']);
    const c = session('selective-castle', '1');
    expect(boardStatus(c)).toBe('placing');
    const offered = c.pos.stock.at(-1);
    const o = run(c, { kind: 'tap', pile: pile('t2') });
    expect(o.played.map((m) => m.kind)).toEqual(['place']);
    expect(c.pos.tableau[2]!.at(-1)).toBe(offered);
  });
});

describe('the controller: undo, redo, finish, links', () => {
  it('undo takes back a move with the auto-moves it set off as one step; redo plays them again', () => {
    const s = session('beleaguered-castle', '1');
    const m = legalMoves(s.pos, s.def).find((x) => x.kind === 'tableau')!;
    const played = perform(s, { kind: 'move', move: m }, { automove: 'all', now: 1 }).played;
    const after = makePosition(s.pos);
    const undone = run(s, { kind: 'undo' });
    expect(undone.undone.map(makeMove)).toEqual([...played].reverse().map(makeMove));
    expect(undone.trips).toHaveLength(played.length);
    expect(run(s, { kind: 'redo' }).played.map(makeMove)).toEqual(played.map(makeMove));
    expect(makePosition(s.pos)).toBe(after);
  });

  it("a finish plays a solver's winning line as one step, wins, and one undo takes it all back", () => {
    const s = session('citadel', '5');
    const r = solve(s.pos, { maxNodes: 2_000_000 });
    expect(r.verdict).toBe('won');
    if (r.verdict !== 'won') return;
    const o = run(s, { kind: 'finish', moves: r.moves });
    expect(o.won).toBe(true);
    expect(o.together).toBe(1);
    expect(status(s.pos, s.def)).toBe('won');
    run(s, { kind: 'undo' });
    expect(s.steps).toHaveLength(0);
  });

  it("a link's moves are played without the clock: the game is marked as a link's and its time stays 0", () => {
    const s = session('fortress', '2');
    const moves: Move[] = [];
    const probe = session('fortress', '2');
    for (let i = 0; i < 3; i++) {
      const m = legalMoves(probe.pos, probe.def)[0]!;
      moves.push(m);
      perform(probe, { kind: 'move', move: m }, ctx);
    }
    const o = perform(s, { kind: 'link', moves }, { automove: 'all', now: 5000 });
    expect(o.played).toHaveLength(3);
    expect(s.steps.every((st) => !st.auto)).toBe(true);
    expect(s.fromLink).toBe(true);
    expect(s.runningSince).toBeNull();
    expect(makePosition(s.pos)).toBe(makePosition(probe.pos));
  });

  it("a run's moves are one step for undo, its cards flying together", () => {
    const s = session('streets-and-alleys', '4');
    const moves = legalMoves(s.pos, s.def).filter((m) => m.kind === 'tableau').slice(0, 1);
    const trips = [{ fromPile: `t${(moves[0] as { from: number }).from}`, fromIndex: s.pos.tableau[(moves[0] as { from: number }).from]!.length - 1, toPile: `t${(moves[0] as { to: number }).to}`, toIndex: s.pos.tableau[(moves[0] as { to: number }).to]!.length }];
    const o = run(s, { kind: 'run', moves, trips });
    expect(o.together).toBe(1);
    expect(s.steps.filter((st) => !st.auto)).toHaveLength(1);
    run(s, { kind: 'undo' });
    expect(s.steps).toHaveLength(0);
  });
});

describe('the revision: what is worked out from the board is for one position', () => {
  it('every change bumps it, a refused or empty command does not', () => {
    const s = session('fortress', '1');
    const seen = [s.revision];
    const m = legalMoves(s.pos, s.def)[0]!;
    run(s, { kind: 'move', move: m });
    seen.push(s.revision);
    run(s, { kind: 'undo' });
    seen.push(s.revision);
    run(s, { kind: 'redo' });
    seen.push(s.revision);
    expect(new Set(seen).size).toBe(4);
    run(s, { kind: 'tap', pile: pile('f0') });
    expect(s.revision).toBe(seen[3]);
  });

  it('a key taken before an undo and another move of the same count is stale (the undo offer defect)', () => {
    const s = session('fortress', '1');
    const [a, b] = legalMoves(s.pos, s.def).filter((m) => m.kind === 'tableau');
    expect(a && b).toBeTruthy();
    run(s, { kind: 'move', move: a! });
    const offer = { session: s, revision: s.revision };
    expect(isFresh(offer, s)).toBe(true);
    run(s, { kind: 'undo' });
    expect(isLegal(s.pos, b!, s.def)).toBe(true);
    run(s, { kind: 'move', move: b! });
    // The same number of moves as when the offer was made, on another board.
    expect(s.steps).toHaveLength(1);
    expect(isFresh(offer, s)).toBe(false);
  });

  it("the board's status is worked out once a revision, and follows every change", () => {
    const s = session('citadel', '5');
    expect(boardStatus(s)).toBe('playing');
    const r = solve(s.pos, { maxNodes: 2_000_000 });
    if (r.verdict !== 'won') throw new Error('citadel 5 is won');
    run(s, { kind: 'finish', moves: r.moves });
    expect(boardStatus(s)).toBe('won');
    run(s, { kind: 'undo' });
    expect(boardStatus(s)).toBe('playing');
  });
});

describe('the controller: a review\'s step along a game', () => {
  /** `n` moves of a game: a row move where there is one, else the first legal move. */
  function game(s: Session, n: number): Move[] {
    const moves: Move[] = [];
    for (let i = 0; i < n; i++) {
      const m = legalMoves(s.pos, s.def).find((x) => x.kind === 'tableau') ?? legalMoves(s.pos, s.def)[0]!;
      run(s, { kind: 'move', move: m });
      moves.push(m);
    }
    return moves;
  }

  it('goes back to a move of the game, leaves the rest to redo one move at a time, and comes back', () => {
    const s = session('beleaguered-castle', '3');
    const moves = game(s, 12);
    const end = makePosition(s.pos);
    const o = run(s, { kind: 'step', moves, at: 5 });
    expect(o.undone).toHaveLength(7);
    expect(o.played).toEqual([]);
    expect(o.trips).toEqual([]);
    expect(s.steps.map((st) => makeMove(st.move))).toEqual(moves.slice(0, 5).map(makeMove));
    // Redo walks the game on, a move at a time.
    expect(run(s, { kind: 'redo' }).played.map(makeMove)).toEqual([makeMove(moves[5]!)]);
    expect(s.redo).toHaveLength(6);
    // Back to the whole game.
    run(s, { kind: 'step', moves, at: moves.length });
    expect(makePosition(s.pos)).toBe(end);
    expect(s.redo).toEqual([]);
  });

  it('from a branch, takes back the branch and plays the game\'s moves again', () => {
    const s = session('beleaguered-castle', '3');
    const moves = game(s, 10);
    const end = makePosition(s.pos);
    run(s, { kind: 'step', moves, at: 4 });
    const other = legalMoves(s.pos, s.def).find((m) => makeMove(m) !== makeMove(moves[4]!))!;
    run(s, { kind: 'move', move: other });
    expect(s.redo).toEqual([]);
    const revision = s.revision;
    const o = run(s, { kind: 'step', moves, at: moves.length });
    expect(o.undone.map(makeMove)).toEqual([makeMove(other)]);
    expect(o.played.map(makeMove)).toEqual(moves.slice(4).map(makeMove));
    expect(makePosition(s.pos)).toBe(end);
    expect(s.revision).toBeGreaterThan(revision);
  });
});
