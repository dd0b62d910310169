/**
 * Big Ben played blind (src/solver/blind-big-ben.ts), two measurements (the win share over many
 * deals is `solitaire survey big-ben --policy blind`, docs/cli.md):
 *
 * `npx tsx bench/big-ben-blind.ts play --from 1 --count 8 [--policy cheap|hint] [--samples S] [--nodes M]`
 *   plays each deal to its end with the policy and prints its cost: the nodes its sampled solves
 *   spent (the same on any machine), the CPU time of this process and the wall time; and whether
 *   its moves are those of the committed survey, docs/survey/big-ben-blind.jsonl.gz (cheap policy
 *   only): a change meant to make the policy faster without changing it must keep every game.
 *   Then the win share with its Wilson 95 % interval, and the losses' verdicts knowing the stock.
 *
 * `npx tsx bench/big-ben-blind.ts agree --from 1 --count 20 [--every 1]`
 *   the positions of the games the cheap policy plays on those deals (every --every-th one): in
 *   how many the cheap policy's move is the app's hint's (HINT_POLICY), safe foundation moves
 *   counted apart.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { apply, dealPosition, makeMove, safeMoves, type Position } from '../src/engine/index.ts';
import { blindMove, CHEAP_POLICY, HINT_POLICY, playBlind, visibleView, type BlindPolicy } from '../src/solver/blind-big-ben.ts';
import { wilson } from '../src/solver/stats.ts';
import { parseSurveyLine } from '../src/cli/survey-file.ts';
import { defaultKnowing, lossesKnown, stockVerdicts } from '../src/cli/blind-figures.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    from: { type: 'string' },
    count: { type: 'string' },
    policy: { type: 'string' },
    every: { type: 'string' },
    samples: { type: 'string' },
    nodes: { type: 'string' },
  },
});
const from = Number(values.from ?? 1), count = Number(values.count ?? 100);
/** The cheap policy, or a variant of it (--samples, --nodes) to measure before choosing. */
const CHEAP: BlindPolicy = {
  ...CHEAP_POLICY,
  ...(values.samples === undefined ? {} : { samples: Number(values.samples) }),
  ...(values.nodes === undefined ? {} : { nodesPerSolve: Number(values.nodes) }),
};
const COMMITTED = 'docs/survey/big-ben-blind.jsonl.gz';

const deal = (n: number): Position => {
  const r = dealPosition('big-ben', String(n));
  if (!r.ok) throw new Error(r.message);
  return r.value;
};

/** The committed survey's games of CHEAP_POLICY: deal → moves and verdict. */
function committedGames(): Map<string, string> {
  const games = new Map<string, string>();
  let cheap = false;
  for (const text of gunzipSync(readFileSync(COMMITTED)).toString('utf8').split('\n')) {
    if (!text) continue;
    const line = parseSurveyLine(text);
    if (line.kind === 'header') cheap = JSON.stringify(line.header.blind) === JSON.stringify(CHEAP_POLICY);
    if (line.kind === 'record' && cheap) games.set(line.record.deal, JSON.stringify([line.record.verdict, line.record.moves]));
  }
  return games;
}

async function play(): Promise<void> {
  const policy = values.policy === 'hint' ? HINT_POLICY : CHEAP;
  const committed = JSON.stringify(policy) === JSON.stringify(CHEAP_POLICY) ? committedGames() : new Map<string, string>();
  const lost: string[] = [];
  let won = 0, nodes = 0, cpu = 0, ms = 0, same = 0, compared = 0;
  for (let d = from; d < from + count; d++) {
    const c0 = process.cpuUsage();
    const g = playBlind(deal(d), { policy });
    const c = process.cpuUsage(c0), s = (c.user + c.system) / 1e6;
    const verdict = g.verdict === 'won' ? 'won' : 'lost';
    if (verdict === 'won') won++;
    else lost.push(String(d));
    nodes += g.nodes;
    cpu += s;
    ms += g.ms;
    const before = committed.get(String(d));
    const mark = before === undefined ? '' : before === JSON.stringify([verdict, g.moves.map(makeMove)]) ? ', the committed game' : ', NOT the committed game';
    if (before !== undefined) compared++;
    if (mark === ', the committed game') same++;
    console.error(`deal ${d}: ${verdict}, ${g.moves.length} moves, ${(g.nodes / 1e6).toFixed(2)} M nodes, CPU ${s.toFixed(1)} s, wall ${(g.ms / 1000).toFixed(1)} s${mark}`);
  }
  const files = defaultKnowing();
  const verdicts = await stockVerdicts(files);
  if (!verdicts.ok) throw new Error(verdicts.message);
  const k = lossesKnown(lost, files, verdicts.value);
  const ci = wilson(won, count);
  const pct = (x: number): string => (100 * x).toFixed(1);
  console.log(`big-ben blind (${values.policy ?? 'cheap'} policy ${JSON.stringify(policy)}), deals ${from}–${from + count - 1}`);
  console.log(`won ${won} of ${count}: ${pct(won / count)} %, Wilson 95 % ${pct(ci.low)}–${pct(ci.high)} %`);
  console.log(`blind losses ${count - won}: winnable knowing the stock ${k.winnable}, impossible ${k.impossible}, unknown ${k.unknown}`);
  console.log(`a game: ${(nodes / count / 1e6).toFixed(2)} M nodes, CPU ${(cpu / count).toFixed(2)} s, wall ${(ms / count / 1000).toFixed(2)} s`);
  if (compared) console.log(`the committed games (${COMMITTED}): ${same} of ${compared} played again move for move`);
}

function agree(): void {
  const every = Number(values.every ?? 1);
  let positions = 0, same = 0, safe = 0, safeSame = 0, k = 0;
  for (let d = from; d < from + count; d++) {
    const g = playBlind(deal(d), { policy: CHEAP });
    let pos = deal(d);
    for (const m of g.moves) {
      if (k++ % every === 0) {
        const cheap = blindMove(pos, CHEAP), hint = blindMove(pos, HINT_POLICY);
        const agreed = cheap !== null && hint !== null && makeMove(cheap) === makeMove(hint);
        positions++;
        if (agreed) same++;
        if (safeMoves(visibleView(pos)).length > 0) {
          safe++;
          if (agreed) safeSame++;
        }
      }
      pos = apply(pos, m);
    }
    console.error(`deal ${d}: ${same} of ${positions} so far`);
  }
  const ci = wilson(same, positions);
  console.log(`cheap ${JSON.stringify(CHEAP)}`);
  console.log(`deals ${from}–${from + count - 1}: ${positions} positions, the cheap policy's move is the hint's in ${same}`);
  console.log(`agreement ${((100 * same) / positions).toFixed(1)} %, Wilson 95 % ${(100 * ci.low).toFixed(1)}–${(100 * ci.high).toFixed(1)} %`);
  console.log(`with a safe foundation move: ${safeSame} of ${safe}; without: ${same - safeSame} of ${positions - safe}`);
}

if (positionals[0] === 'play') await play();
else if (positionals[0] === 'agree') agree();
else console.log('usage: npx tsx bench/big-ben-blind.ts play|agree --from A --count N [--policy cheap|hint] [--out f.jsonl] [--every K]');
