/**
 * Big Ben played blind (src/solver/blind-big-ben.ts), two measurements:
 *
 * `npx tsx bench/big-ben-blind.ts play --from 1 --count 2000 [--policy cheap|hint] [--out f.jsonl]`
 *   plays each deal to its end with the policy and prints the win share with its Wilson 95 %
 *   interval, and how many blind losses are won knowing the stock (the verdicts of
 *   docs/survey/big-ben.jsonl for deals 1–10,000, docs/survey/100k/big-ben.jsonl.gz beyond).
 *   With --out, one JSON line a deal (deal, verdict, moves, ms), and deals already there are not
 *   played again (resumable).
 *
 * `npx tsx bench/big-ben-blind.ts agree --from 1 --count 20 [--every 1]`
 *   the positions of the games the cheap policy plays on those deals (every --every-th one): in
 *   how many the cheap policy's move is the app's hint's (HINT_POLICY), safe foundation moves
 *   counted apart.
 */
import { createReadStream, existsSync, readFileSync, appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { parseArgs } from 'node:util';
import { apply, dealPosition, makeMove, safeMoves, type Position } from '../src/engine/index.ts';
import { blindMove, CHEAP_POLICY, HINT_POLICY, playBlind, visibleView, type BlindPolicy } from '../src/solver/blind-big-ben.ts';
import { wilson } from '../src/solver/stats.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    from: { type: 'string' },
    count: { type: 'string' },
    policy: { type: 'string' },
    out: { type: 'string' },
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

const deal = (n: number): Position => {
  const r = dealPosition('big-ben', String(n));
  if (!r.ok) throw new Error(r.message);
  return r.value;
};

/** Deal → verdict knowing the stock, from the committed surveys. */
async function knownVerdicts(): Promise<Map<number, string>> {
  const verdicts = new Map<number, string>();
  const read = async (path: string, gz: boolean): Promise<void> => {
    const input = gz ? createReadStream(path).pipe(createGunzip()) : createReadStream(path);
    for await (const line of createInterface({ input })) {
      const r = JSON.parse(line) as { deal?: number; verdict?: string };
      if (r.deal !== undefined && r.verdict !== undefined && !verdicts.has(r.deal)) verdicts.set(r.deal, r.verdict);
    }
  };
  await read('docs/survey/big-ben.jsonl', false);
  await read('docs/survey/100k/big-ben.jsonl.gz', true);
  return verdicts;
}

async function play(): Promise<void> {
  const policy = values.policy === 'hint' ? HINT_POLICY : CHEAP;
  const done = new Map<number, { verdict: string; ms: number }>();
  if (values.out !== undefined && existsSync(values.out)) {
    for (const line of readFileSync(values.out, 'utf8').split('\n')) {
      if (!line) continue;
      const r = JSON.parse(line) as { deal: number; verdict: string; ms: number };
      done.set(r.deal, r);
    }
  }
  for (let d = from; d < from + count; d++) {
    if (done.has(d)) continue;
    const g = playBlind(deal(d), { policy });
    done.set(d, g);
    console.error(`deal ${d}: ${g.verdict}, ${g.moves.length} moves, ${(g.ms / 1000).toFixed(1)} s`);
    if (values.out !== undefined) {
      appendFileSync(values.out, JSON.stringify({ deal: d, verdict: g.verdict, moves: g.moves.map(makeMove), ms: g.ms }) + '\n');
    }
  }
  const known = await knownVerdicts();
  let won = 0, n = 0, ms = 0;
  const losses = { winnable: 0, impossible: 0, unknown: 0 };
  for (let d = from; d < from + count; d++) {
    const g = done.get(d)!;
    n++;
    ms += g.ms;
    if (g.verdict === 'won') won++;
    else {
      const v = known.get(d);
      if (v === 'won') losses.winnable++;
      else if (v === 'impossible') losses.impossible++;
      else losses.unknown++;
    }
  }
  const ci = wilson(won, n);
  const pct = (x: number): string => (100 * x).toFixed(1);
  console.log(`big-ben blind (${values.policy ?? 'cheap'} policy), deals ${from}–${from + count - 1}`);
  console.log(`won ${won} of ${n}: ${pct(won / n)} %, Wilson 95 % ${pct(ci.low)}–${pct(ci.high)} %`);
  console.log(`blind losses ${n - won}: winnable knowing the stock ${losses.winnable}, impossible ${losses.impossible}, unknown ${losses.unknown}`);
  console.log(`time ${(ms / 1000).toFixed(1)} s, ${(ms / n / 1000).toFixed(2)} s a deal`);
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
