/**
 * The winning lines of a survey file replayed through `solitaire replay`: each line goes to
 * replayWin, which gives it to replay's own code as a game record. Says how many
 * end won, which do not and why (the deal, and replay's first word on it: the first illegal move, or
 * how the game stands where the line stops), and how many deals are marked won with no line to
 * replay (surveys made before they kept the moves). Used by scripts/replay-survey.ts (every line of
 * every file: replaySurveyFiles) and test/cli/survey-replay.test.ts (a seeded sample).
 *
 * It reads any survey file the repository holds as it is, `.jsonl` or `.jsonl.gz`, streamed: a header
 * names the game, and a file without one (docs/survey/big-ben-blind.jsonl.gz, the blind games written
 * before they had a header) is of the game its name starts with. A record is any JSON object with a
 * deal number: a verdict other than `won` (a blind game's `lost`) and fields the survey format does
 * not know are passed over, not refused, so files of formats old and new read alike. A line is
 * replayed when its verdict is `won` and it holds its moves.
 */
import { createReadStream, readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { GAME_IDS, RULES_VERSION, findGame, gameDef, makeRecord, mulberry32, parseMove, type GameId, type Move } from '../engine/index.ts';
import { run as replay } from './commands/replay.ts';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from './format.ts';
import { dealKey } from './survey-file.ts';

/** A winning line that does not replay to a win: its deal and what replay said. */
export interface LineFailure {
  deal: string;
  why: string;
}

export interface SurveyReplay {
  /** The game of the file's last header, or the one its name gives (undefined: neither). */
  game: GameId | undefined;
  /** Won records that hold their moves (all of the file's, when only a sample is replayed). */
  lines: number;
  /** Lines replayed (all of them, or the sample) and, of those, how many ended won. */
  checked: number;
  replayed: number;
  /** Every line replayed that did not end won, in file order. */
  failures: LineFailure[];
  /** Deals that a line marks won but none of whose lines holds moves; the first few of them by line order. */
  withoutLine: number;
  withoutLineDeals: string[];
  /**
   * Lines that say `"won"` or `"survey"` but are neither a header nor a JSON object with a deal
   * number: a winning line that could not be checked. (Other lines are not read closely: `solitaire
   * summary` says which lines are bad.)
   */
  unreadable: number;
}

export interface ReplayOptions {
  /** Replay only `count` winning lines, drawn at random among the file's (seeded: the same lines every run). */
  sample?: { count: number; seed: number };
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

/** The survey files in a folder and the folders in it (`.jsonl` and `.jsonl.gz`), by path. */
export function surveyFilesUnder(dir: string): string[] {
  const found = (d: string): string[] =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? found(join(d, e.name)) : /\.jsonl(\.gz)?$/.test(e.name) ? [join(d, e.name)] : []));
  return found(dir).sort();
}

/** The game a survey file's name starts with (`big-ben-blind.jsonl.gz`: big-ben), the longest id that fits. */
export function gameOfName(path: string): GameId | undefined {
  const name = basename(path);
  return GAME_IDS.filter((id) => name.startsWith(id)).sort((a, b) => b.length - a.length)[0];
}

type Line = { header: true; game: unknown } | { header: false; deal: string; won: boolean; moves: string[] | undefined } | undefined;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A line as this reader takes it: a header, a record (its deal, whether it says won, its moves), or undefined. */
function readLine(text: string): Line {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(v)) return undefined;
  if (Object.hasOwn(v, 'survey')) return { header: true, game: v.game };
  const deal = dealKey(v.deal);
  if (deal === undefined) return undefined;
  const moves = Array.isArray(v.moves) && v.moves.length && v.moves.every((m) => typeof m === 'string') ? (v.moves as string[]) : undefined;
  return { header: false, deal, won: v.verdict === 'won', moves };
}

/** Thrown when a file names no game (no header, nothing in its name) or an unknown one: its message is the line to print. */
export class SurveyReplayError extends Error {}

/**
 * Replays the winning lines of a survey file (all, or a seeded sample) through `solitaire replay`.
 * Throws SurveyReplayError when the file's game cannot be told, and the file system's error when it
 * cannot be read.
 */
export async function replaySurvey(path: string, options: ReplayOptions = {}): Promise<SurveyReplay> {
  const input = path.endsWith('.gz') ? pipeline(createReadStream(path), createGunzip(), () => {}) : createReadStream(path);
  const r: SurveyReplay = { game: undefined, lines: 0, checked: 0, replayed: 0, failures: [], withoutLine: 0, withoutLineDeals: [], unreadable: 0 };
  let game = gameOfName(path);
  // Deals with a won line without moves, and deals with one holding them.
  const bare = new Set<string>(), lined = new Set<string>();
  const sample = options.sample, random = sample && mulberry32(sample.seed);
  const drawn: { game: GameId; deal: string; moves: string[]; at: number }[] = [];
  const replay = async (g: GameId, deal: string, moves: string[]): Promise<void> => {
    r.checked++;
    const why = await replayWin(g, deal, moves);
    if (why === undefined) r.replayed++;
    else r.failures.push({ deal, why });
  };
  let lineNo = 0;
  for await (const text of createInterface({ input, crlfDelay: Infinity })) {
    lineNo++;
    // Only a header or a won record matters here: other lines are not parsed (a 100,000-deal file reads in a fraction of the time).
    if (!text.trim() || (!text.includes('"won"') && !text.includes('"survey"'))) continue;
    const line = readLine(lineNo === 1 ? text.replace(/^\uFEFF/, '') : text);
    if (line === undefined) {
      r.unreadable++;
      continue;
    }
    if (line.header) {
      const def = typeof line.game === 'string' ? findGame(line.game) : undefined;
      if (!def) throw new SurveyReplayError(`${path}: line ${lineNo} is a header whose game is no game id`);
      game = def.id;
      continue;
    }
    if (!line.won) continue;
    if (game === undefined) throw new SurveyReplayError(`${path}: a record before any header, and the file's name names no game`);
    if (!line.moves) {
      bare.add(line.deal);
      continue;
    }
    lined.add(line.deal);
    const at = r.lines++;
    if (!sample) await replay(game, line.deal, line.moves);
    else if (at < sample.count) drawn.push({ game, deal: line.deal, moves: line.moves, at });
    else {
      // Reservoir sampling: each of the file's winning lines ends in the sample with the same chance.
      const j = Math.floor(random!() * (at + 1));
      if (j < sample.count) drawn[j] = { game, deal: line.deal, moves: line.moves, at };
    }
  }
  r.game = game;
  for (const d of drawn.sort((a, b) => a.at - b.at)) await replay(d.game, d.deal, d.moves);
  for (const deal of bare) {
    if (lined.has(deal)) continue;
    if (r.withoutLine++ < 5) r.withoutLineDeals.push(deal);
  }
  return r;
}

/** A file's figures in a line, then a line for each line that does not replay to a win. */
export function replayReport(file: string, r: SurveyReplay): string[] {
  const name = r.game ? findGame(r.game)!.names.en : 'no game';
  const sampled = r.checked < r.lines ? ` (a sample of ${r.checked} of its ${r.lines})` : '';
  const more = r.withoutLine > r.withoutLineDeals.length ? ', …' : '';
  const bare = r.withoutLine ? `; ${r.withoutLine} deals marked won hold no line (${r.withoutLineDeals.join(', ')}${more})` : '';
  const out = [`${relative(process.cwd(), file) || file} (${name}): ${r.replayed} winning lines replay to a win${sampled}, ${r.failures.length} fail${bare}`];
  const one = r.unreadable === 1;
  if (r.unreadable) out.push(`  ${r.unreadable} line${one ? '' : 's'} that say${one ? 's' : ''} won could not be read (solitaire summary says which)`);
  for (const f of r.failures) out.push(`  deal ${f.deal}: ${f.why}`);
  return out;
}

/**
 * Replays the winning lines of each file and prints its report (`print`, a line or a few at a time;
 * `error` for a file that could not be read), then the totals. The exit code: 0 when every line
 * replayed to a win; 1 when one did not, or a line that says won could not be read; 2 when a file
 * could not be read or its game told (the other files are replayed all the same).
 */
export async function replaySurveyFiles(files: readonly string[], options: ReplayOptions, print: (text: string, error?: boolean) => void): Promise<number> {
  let failed = 0, replayed = 0, unreadable = 0, unread = false;
  for (const file of files) {
    try {
      const r = await replaySurvey(file, options);
      failed += r.failures.length;
      replayed += r.replayed;
      unreadable += r.unreadable;
      print(replayReport(file, r).join('\n'));
    } catch (e) {
      print(e instanceof SurveyReplayError ? e.message : `cannot read ${file}: ${(e as Error).message}`, true);
      unread = true;
    }
  }
  const lines = unreadable ? `, ${unreadable} could not be read` : '';
  print(`${files.length} file${files.length === 1 ? '' : 's'}: ${replayed} winning lines replay to a win, ${failed} fail${lines}`);
  return unread ? EXIT_USAGE : failed || unreadable ? EXIT_FAILED : EXIT_OK;
}
