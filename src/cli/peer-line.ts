/**
 * Another solver's winning line, read as our moves (fc-solve-line.ts, solvitaire.ts): each
 * move is checked by the engine as it is played, so a line that breaks our rules is refused at its
 * first bad move, never turned into a line of ours.
 */
import { gameDef, isLegal, play, type GameDef, type GameId, type Move, type Position } from '../engine/index.ts';

/**
 * Why another solver cannot take a game: `<solver> plays <its games>, not <game>`, its games named
 * from the map of those it plays (ours that deal every card; a Selective Castle deal is laid out by
 * the player first).
 */
export function notPlayed(solver: string, plays: Partial<Record<GameId, string>>, def: GameDef): string {
  const names = (Object.keys(plays) as GameId[]).map(gameDef).filter((d) => d.placementMax === 0).map((d) => d.names.en);
  return `${solver} plays ${names.slice(0, -1).join(', ')} and ${names.at(-1)}, not ${def.names.en}`;
}

export interface PeerLine {
  /** Our single-card moves, each legal in turn from the start. */
  moves: Move[];
  /** The other solver's moves (or steps) read. */
  theirs: number;
  /** Where the moves lead. */
  end: Position;
}

/** Why a line was refused: `file` it is not that solver's output for this deal; `move` a move our rules forbid. */
export type PeerRefusal = { ok: false; message: string; why: 'file' | 'move' };

export const refuse = (why: PeerRefusal['why'], message: string): PeerRefusal => ({ ok: false, message, why });

/** A line being played from a start position: `play` returns false (and plays nothing) for an illegal move. */
export class LinePlayer {
  readonly def: GameDef;
  readonly pos: Position;
  readonly moves: Move[] = [];

  constructor(start: Position) {
    this.def = gameDef(start.game);
    this.pos = structuredClone(start);
  }

  play(m: Move): boolean {
    if (!isLegal(this.pos, m, this.def)) return false;
    play(this.pos, m, this.def);
    this.moves.push(m);
    return true;
  }

  line(theirs: number): { ok: true; value: PeerLine } {
    return { ok: true, value: { moves: this.moves, theirs, end: this.pos } };
  }
}
