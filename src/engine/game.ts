/**
 * A small façade for casual use, like chess.js:
 *   const g = Game.create('big-ben', '617'); g.move('t3-f1'); g.undo(); g.status();
 * It keeps the history and a redo list; everything else is the pure functions beneath.
 */
import { dealPosition } from './deal.ts';
import { gameDef } from './games.ts';
import { makeMove, parseMove } from './notation.ts';
import { makeRecord, RULES_VERSION } from './record.ts';
import { err, ok, type Result } from './result.ts';
import { makeDealNumber, parseDealNumber } from './rng.ts';
import { clonePosition, isLegal, legalMoves, play, status, unplay, type Undo } from './rules.ts';
import { safeMoves } from './safe.ts';
import type { GameDef, GameId, Move, Position, Status } from './types.ts';

interface Played {
  readonly move: Move;
  readonly undo: Undo;
}

export class Game {
  readonly def: GameDef;
  private readonly pos: Position;
  private readonly played: Played[] = [];
  private redoList: Move[] = [];

  private constructor(readonly deal: string, start: Position) {
    this.def = gameDef(start.game);
    this.pos = clonePosition(start);
  }

  /** The deal is kept in its canonical text (`#1,234` → `1234`), so that `record()` always reads back. */
  static create(game: string, deal: string | number): Result<Game> {
    const start = dealPosition(game, String(deal));
    if (!start.ok) return start;
    const n = parseDealNumber(String(deal));
    return n.ok ? ok(new Game(makeDealNumber(n.value), start.value)) : n;
  }

  get id(): GameId {
    return this.def.id;
  }

  /** A copy of the current position. */
  position(): Position {
    return clonePosition(this.pos);
  }

  history(): Move[] {
    return this.played.map((p) => p.move);
  }

  legalMoves(): Move[] {
    return legalMoves(this.pos, this.def);
  }

  safeMoves(): Move[] {
    return safeMoves(this.pos, this.def);
  }

  status(): Status {
    return status(this.pos, this.def);
  }

  /** Plays a move given as text or data; an illegal or malformed move changes nothing. */
  move(m: string | Move): Result<Move> {
    const parsed = typeof m === 'string' ? parseMove(m, this.def) : ok(m);
    if (!parsed.ok) return parsed;
    if (!isLegal(this.pos, parsed.value, this.def)) return err('ERR_ILLEGAL_MOVE', `${makeMove(parsed.value)} is not legal here`);
    this.played.push({ move: parsed.value, undo: play(this.pos, parsed.value, this.def) });
    this.redoList = [];
    return parsed;
  }

  undo(): Move | undefined {
    const last = this.played.pop();
    if (!last) return undefined;
    unplay(this.pos, last.move, last.undo);
    this.redoList.push(last.move);
    return last.move;
  }

  redo(): Move | undefined {
    const m = this.redoList.pop();
    if (!m) return undefined;
    this.played.push({ move: m, undo: play(this.pos, m, this.def) });
    return m;
  }

  record(): string {
    return makeRecord({ game: this.def.id, deal: this.deal, rules: RULES_VERSION, moves: this.history() });
  }
}
