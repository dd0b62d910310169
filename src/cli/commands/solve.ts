/**
 * `solitaire solve <game> <number> [--json] [--budget-ms N] [--max-nodes M]` and
 * `solitaire solve --position <file> [--game G] [--json] [--budget-ms N] [--max-nodes M]`: runs the solver on a deal
 * or on a position file: the JSON shape `solitaire deal --json` prints, or Freecell Solver's board
 * text (`deal --format fc-solve`), told apart by their content; --game names a board text's game.
 * A UTF-8 byte-order mark is accepted. Text output: the verdict, the
 * moves, nodes and time; --json prints {"verdict","moves":[move texts],"nodes","ms"}. --why gives each move
 * of a winning line its reason (src/solver/reason.ts): a line per move in words, or in JSON a
 * "why" array of reason objects beside "moves".
 * Big Ben's verdict assumes the stock order is known, and the output says so.
 * --max-nodes gives a node budget, as `survey` does: without --budget-ms there is then no time limit,
 * so the verdict, the line and the nodes are a survey line's, whatever the machine's load.
 */
import type { GameDef, Position, Result } from '../../engine/index.ts';
import { apply, dealFor, gameDef, inPlacement, makeDealNumber, makeMove, type Move } from '../../engine/index.ts';
import { solve, type SolveResult } from '../../solver/index.ts';
import { hintReason, type HintReason } from '../../solver/reason.ts';
import { reasonText } from '../../solver/reason-words.ts';
import { cardSymbolName, dealArg, EXIT_OK, EXIT_USAGE, gameArg } from '../format.ts';
import { clip, fileError, quote, shown } from '../excerpt.ts';
import type { Io } from '../io.ts';
import { positionFromJson } from '../json-position.ts';
import { fromFcSolve, isFcSolveText } from '../fc-solve.ts';
import { optionalWhole, readOptions, solveBudgets } from '../options.ts';

export const USAGE = [
  'usage: solitaire solve <game> <number> [--json] [--why] [--budget-ms N] [--max-nodes M]',
  '       solitaire solve --position <file> [--game G] [--json] [--why] [--budget-ms N] [--max-nodes M]   (JSON or fc-solve board text)',
].join('\n');

/** Without --budget-ms or --max-nodes the search gets one minute. */
export const DEFAULT_BUDGET_MS = 60_000;

/** What a verdict means for the player, in words (Big Ben: knowing the stock order). */
export function verdictText(def: GameDef, r: SolveResult): string {
  const bigBen = def.stockActions;
  switch (r.verdict) {
    case 'won':
      return bigBen ? 'winnable knowing the stock order' : 'winnable';
    case 'impossible':
      return bigBen ? 'not winnable, even knowing the stock order' : 'impossible (the complete search found no win)';
    default:
      return 'unknown (the budget ran out before the search decided)';
  }
}

export function solveJson(r: SolveResult, why?: HintReason[]): string {
  return JSON.stringify({ verdict: r.verdict, moves: r.moves.map(makeMove), ...(why ? { why } : {}), nodes: r.nodes, ms: r.ms });
}

/** The reason of each move of a line, each read from the position before it. */
export function lineReasons(start: Position, moves: readonly Move[]): HintReason[] {
  let pos = start;
  return moves.map((m) => {
    const reason = hintReason(pos, m);
    pos = apply(pos, m);
    return reason;
  });
}

async function positionArg(file: string, game: string | undefined, io: Io): Promise<Position | undefined> {
  let text: string;
  try {
    text = await io.readFile(file);
  } catch (e) {
    io.err(`solitaire solve: cannot read ${quote(file)}: ${fileError(e)}`);
    return undefined;
  }
  text = text.replace(/^\uFEFF/, '');
  let r: Result<Position>;
  if (isFcSolveText(text)) {
    const def = game === undefined ? undefined : gameArg('solve', game, io);
    if (game !== undefined && !def) return undefined;
    r = fromFcSolve(text, def?.id);
  } else if (game !== undefined) {
    io.err('solitaire solve: --game is for board text; a JSON position names its game');
    return undefined;
  } else r = positionFromJson(text);
  if (!r.ok) io.err(`solitaire solve: ${clip(file)}: ${r.message}`);
  return r.ok ? r.value : undefined;
}

const OPTIONS = {
  json: { type: 'boolean' },
  why: { type: 'boolean' },
  'budget-ms': { type: 'string' },
  'max-nodes': { type: 'string' },
  position: { type: 'string' },
  game: { type: 'string' },
} as const;

export async function run(args: string[], io: Io): Promise<number> {
  const parsed = readOptions(args, OPTIONS);
  if (!parsed.ok) return usageError(io, parsed.message);
  const { values, positionals } = parsed.value;
  const budgetMs = optionalWhole('--budget-ms', values['budget-ms']), maxNodes = optionalWhole('--max-nodes', values['max-nodes']);
  if (!budgetMs.ok) return usageError(io, budgetMs.message);
  if (!maxNodes.ok) return usageError(io, maxNodes.message);
  let pos: Position | undefined, title: string;
  if (values.position !== undefined) {
    if (positionals.length) return usageError(io, `unexpected ${clip(positionals.join(' '))}`);
    pos = await positionArg(values.position, values.game, io);
    title = `${pos ? gameDef(pos.game).names.en : ''}, position ${shown(values.position)}`;
  } else {
    if (values.game !== undefined) return usageError(io, '--game goes with --position');
    if (positionals.length !== 2) return usageError(io, positionals.length < 2 ? 'missing game or deal number' : `unexpected ${clip(positionals.slice(2).join(' '))}`);
    const def = gameArg('solve', positionals[0], io);
    const deal = def && dealArg('solve', positionals[1], io);
    if (def && deal) pos = dealFor(def, deal);
    title = `${def?.names.en ?? ''}, deal ${deal ? makeDealNumber(deal) : ''}`;
  }
  if (!pos) return EXIT_USAGE;
  const r = solve(pos, solveBudgets(budgetMs.value, maxNodes.value, DEFAULT_BUDGET_MS));
  const why = values.why ? lineReasons(pos, r.moves) : undefined;
  if (values.json) io.out(solveJson(r, why));
  else io.out(textReport(title, pos, r, why));
  return EXIT_OK;
}

function usageError(io: Io, message: string): number {
  io.err(`solitaire solve: ${message}\n${USAGE}`);
  return EXIT_USAGE;
}

function textReport(title: string, pos: Position, r: SolveResult, why: HintReason[] | undefined): string {
  const def = gameDef(pos.game);
  const lines = [`${title}: ${verdictText(def, r)}`];
  if (inPlacement(def, pos)) lines.push('cards are still to be placed: the solver decides placed layouts only');
  if (r.verdict === 'won') lines.push(`moves (${r.moves.length}): ${r.moves.map(makeMove).join(' ') || '(already won)'}`);
  why?.forEach((reason, i) => lines.push(`  ${i + 1}. ${makeMove(r.moves[i]!)}: ${reasonText(reason, 'en', cardSymbolName)}`));
  lines.push(`nodes ${r.nodes}, ${r.ms} ms`);
  return lines.join('\n');
}
