/**
 * Checks that the winning lines of a survey file replay: each record that says won and holds its
 * moves is written as a game record and given to `solitaire replay` (its own code, with the record in
 * memory), which must end with the game won. Records without moves (the older surveys kept none)
 * are counted, not checked. replayWin serves ./survey-replay.ts (npm run replay:survey) too.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { pipeline } from 'node:stream';
import { makeRecord, parseMove, gameDef, RULES_VERSION, type GameId, type Move } from '../engine/index.ts';
import { run as replay } from './commands/replay.ts';
import { parseSurveyLine } from './survey-file.ts';

export interface LineCheck {
  /** Won lines with their moves, and how many of them replayed to a win. */
  checked: number;
  replayed: number;
  /** Won lines that hold no moves. */
  withoutMoves: number;
  /** The first few that did not replay: deal and what replay said. */
  failures: { deal: string; why: string }[];
}

/** What `solitaire replay` says of a deal's winning line: undefined when it ends won. */
export async function replayWin(game: GameId, deal: string, moveTexts: readonly string[]): Promise<string | undefined> {
  const def = gameDef(game), moves: Move[] = [];
  for (const text of moveTexts) {
    const m = parseMove(text, def);
    if (!m.ok) return m.message;
    moves.push(m.value);
  }
  const said: string[] = [];
  const text = makeRecord({ game, deal, rules: RULES_VERSION, moves });
  const io = { out: (t: string) => void said.push(t), err: (t: string) => void said.push(t), readFile: async () => text };
  const code = await replay(['record'], io);
  const first = said.join('\n').split('\n')[0] ?? '';
  return code === 0 && first.endsWith(' replayed, won') ? undefined : first;
}

/** Checks every won line with moves of a survey file (`.jsonl` or `.jsonl.gz`); `every`: one in so many. */
export async function checkSurveyLines(path: string, every = 1): Promise<LineCheck> {
  const input = path.endsWith('.gz') ? pipeline(createReadStream(path), createGunzip(), () => {}) : createReadStream(path);
  const c: LineCheck = { checked: 0, replayed: 0, withoutMoves: 0, failures: [] };
  let game: GameId | undefined, won = 0;
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    const parsed = parseSurveyLine(line.replace(/^\uFEFF/, ''));
    if (parsed.kind === 'header') game = parsed.header.game as GameId;
    if (parsed.kind !== 'record' || parsed.record.verdict !== 'won' || !game) continue;
    if (!parsed.record.moves.length) {
      c.withoutMoves++;
      continue;
    }
    if (won++ % every !== 0) continue;
    c.checked++;
    const why = await replayWin(game, parsed.record.deal, parsed.record.moves);
    if (why === undefined) c.replayed++;
    else if (c.failures.length < 10) c.failures.push({ deal: parsed.record.deal, why });
  }
  return c;
}
