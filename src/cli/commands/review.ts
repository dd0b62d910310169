/**
 * `solitaire review <record-file | share link> [--json] [--budget-ms N]`: the game review of
 * issue 35 on the command line: the verdict of the position after each move, the move after which
 * the game could no longer be won with a winning alternative, or, for a won game, the moves that
 * made it much harder. The verdicts come from the solver (src/solver/review.ts finds the losing
 * move by bisection); Big Ben's know the stock order, and the text says so beside what our hint,
 * which never sees the stock, would have played.
 *
 * --budget-ms is each position's search budget. --json prints one object:
 * {"game","deal","result","losingMove": null | {"index","move","alternative"},"verdicts": [...]}.
 * Bad input (an unreadable file, a malformed record or link, an unknown game, an illegal move):
 * one line on stderr, exit 2.
 */
import type { GameDef, GameRecord, Move, Position } from '../../engine/index.ts';
import { apply, dealPosition, gameDef, makeMove, parseRecord } from '../../engine/index.ts';
import { isShareLink, parseShareLink } from '../../engine/share-link.ts';
import { solve } from '../../solver/index.ts';
import { reviewGame, type Known, type Review } from '../../solver/review.ts';
import { hintAt } from '../../solver/review-hint.ts';
import { EXIT_OK, EXIT_USAGE } from '../format.ts';
import { cannotRead, clip } from '../excerpt.ts';
import type { Io } from '../io.ts';
import { moveWords } from '../move-words.ts';
import { optionalWhole, readOptions } from '../options.ts';
import { whyIllegal } from '../why-illegal.ts';

export const USAGE = 'usage: solitaire review <record-file | share link> [--json] [--budget-ms N]';

/** Without --budget-ms each position's search gets five seconds. */
export const DEFAULT_BUDGET_MS = 5_000;

const OPTIONS = { json: { type: 'boolean' }, 'budget-ms': { type: 'string' } } as const;

interface Game {
  def: GameDef;
  record: GameRecord;
  /** positions[i]: after i moves. */
  positions: Position[];
}

export async function run(args: string[], io: Io): Promise<number> {
  const parsed = readOptions(args, OPTIONS);
  if (!parsed.ok) return usageError(io, parsed.message);
  const { values, positionals } = parsed.value;
  if (positionals.length !== 1) return usageError(io, positionals.length ? `unexpected ${clip(positionals.slice(1).join(' '))}` : 'missing record file or share link');
  const given = optionalWhole('--budget-ms', values['budget-ms']);
  if (!given.ok) return usageError(io, given.message);
  const budgetMs = given.value ?? DEFAULT_BUDGET_MS;
  const game = await readGame(positionals[0]!, io);
  if (typeof game === 'string') {
    io.err(`solitaire review: ${game}`);
    return EXIT_USAGE;
  }
  const review = await reviewGame(game.positions[0]!, game.record.moves, async (pos) => solve(pos, { budgetMs }));
  io.out(values.json ? reviewJson(game, review) : reviewText(game, review));
  return EXIT_OK;
}

function usageError(io: Io, message: string): number {
  io.err(`solitaire review: ${message}\n${USAGE}`);
  return EXIT_USAGE;
}

/** The game of a share link or a record file, replayed; or what is wrong with it, in one line. */
async function readGame(arg: string, io: Io): Promise<Game | string> {
  let record: GameRecord;
  if (isShareLink(arg)) {
    const r = parseShareLink(arg);
    if (!r.ok) return r.message;
    record = r.value;
  } else {
    let text: string;
    try {
      text = await io.readFile(arg);
    } catch (e) {
      return cannotRead(arg, e);
    }
    const r = parseRecord(text.replace(/^\uFEFF/, ''));
    if (!r.ok) return `${clip(arg)} is not a valid game record: ${r.message}`;
    record = r.value;
  }
  const start = dealPosition(record.game, record.deal);
  if (!start.ok) return start.message;
  const def = gameDef(record.game);
  const positions = [start.value];
  for (const [i, m] of record.moves.entries()) {
    const reason = whyIllegal(def, positions[i]!, m);
    if (reason !== undefined) return `move ${i + 1} (${makeMove(m)}) is illegal: ${reason}`;
    positions.push(apply(positions[i]!, m));
  }
  return { def, record, positions };
}

/** `pending` (never asked, nor inferred) is `unknown` to a reader of the JSON: not decided. */
const shownVerdict = (v: Known): 'won' | 'impossible' | 'unknown' => (v === 'pending' ? 'unknown' : v);

function reviewJson(game: Game, r: Review): string {
  const lost = r.losingMove;
  return JSON.stringify({
    game: game.def.id,
    deal: game.record.deal,
    result: r.result,
    losingMove: lost && { index: lost.index, move: makeMove(lost.move), alternative: lost.alternative && makeMove(lost.alternative) },
    verdicts: r.verdicts.map(shownVerdict),
  });
}

const VERDICT_WORDS: Record<Known, string> = { won: 'winnable', impossible: 'lost', unknown: 'undecided', pending: 'not asked' };

/** "8♦ to its foundation (t3-f1)". */
const said = (game: Game, at: number, m: Move): string => `${moveWords(game.def, game.positions[at]!, m)} (${makeMove(m)})`;

function reviewText(game: Game, r: Review): string {
  const { def, record } = game;
  const n = record.moves.length;
  const bigBen = def.stockActions;
  const lines = [`${def.names.en}, deal ${record.deal}: ${r.result} after ${n} move${n === 1 ? '' : 's'}.`];
  if (bigBen) lines.push('Verdicts know the cards still in the stock and their order (the solver sees them; a player does not).');
  lines.push(`      the deal${' '.repeat(32)}${VERDICT_WORDS[r.verdicts[0]!]}`);
  record.moves.forEach((m, i) => {
    const words = `${makeMove(m).padEnd(6)} ${moveWords(def, game.positions[i]!, m)}`;
    lines.push(`${String(i + 1).padStart(4)}. ${words.padEnd(38)} ${VERDICT_WORDS[r.verdicts[i + 1]!]}`);
  });
  lines.push('', ...summary(game, r));
  return lines.join('\n');
}

function summary(game: Game, r: Review): string[] {
  const bigBen = game.def.stockActions;
  const knowing = bigBen ? ', knowing the cards still in the stock' : '';
  const lost = r.losingMove;
  if (lost) {
    const at = lost.index - 1;
    const out = [`Move ${lost.index}, ${moveWords(game.def, game.positions[at]!, lost.move)}, lost the game${knowing}.`];
    if (lost.alternative) {
      out.push(`Before it, ${said(game, at, lost.alternative)} still won.`);
      out.push(`A winning line from there (${lost.line.length} moves): ${lost.line.map(makeMove).join(' ')}`);
    }
    if (bigBen) {
      const hint = hintAt(game.positions[at]!);
      const same = hint !== null && makeMove(hint) === makeMove(lost.move);
      out.push(`Our hint, which never sees the stock, would have played ${hint === null ? 'nothing (no sampled order was won)' : same ? 'the same move' : said(game, at, hint)}.`);
    }
    return out;
  }
  if (r.undecided) {
    const { from, to } = r.undecided;
    const orDeal = r.verdicts[0] === 'won' ? '' : ', unless the deal itself could not be won';
    return [`The losing move lies in moves ${from} to ${to}${orDeal}: the solver did not decide the positions between within its budget (--budget-ms).`];
  }
  if (r.verdicts[0] === 'impossible') return [`The deal could not be won from the start${knowing}: no move lost it.`];
  if (r.result === 'won') {
    if (r.harder.length === 0) return ['A clean game: no move made the solver\'s remaining line much longer.'];
    return r.harder.map(
      (h) => `Move ${h.index}, ${said(game, h.index - 1, game.record.moves[h.index - 1]!)}, made the game harder: the solver's remaining line grew from ${h.before - 1} to ${h.after} moves.`,
    );
  }
  const end = r.verdicts.at(-1)!;
  return [`Unfinished: the position reached is ${VERDICT_WORDS[end]}${end === 'won' ? knowing : ''}.`];
}
