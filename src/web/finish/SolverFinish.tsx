/**
 * Finish proved by the solver, for a position the simple rule (cards going home alone) cannot prove:
 * once the cards in the air have landed and the board has rested a moment, the background solver
 * searches for a win within a small budget; a win it finds is the proof, and the button plays its
 * whole line as one step for undo, each card flying once, straight home. A move cancels the search.
 * Big Ben is searched only when the face-down stock's order cannot matter (the stock is empty, or
 * holds one card or two copies of one): the solver sees that order, which the player cannot, so a win
 * found otherwise could rest on it. Loaded only when few cards are left.
 */
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { apply, clonePosition, status, type Move } from '../../engine/index.ts';
import { finish } from '../game/play.ts';
import { landed } from '../anim/flip.ts';
import { askInBackground, type Answers, type Asked } from '../search/index.ts';
import { version } from '../store.ts';
import type { Session } from '../state/session.ts';
import { FinishButton } from './FinishButton.tsx';
import { homeTrips } from './trips.ts';

/**
 * How long the board rests, once its cards have landed, before the search starts (a move within it
 * costs nothing). Its start and its answer's render are kept out of the flights' frames.
 */
export const REST_MS = 600;
/** The search's budget: a sure win this close to the end is found in a few hundred nodes. */
export const PROOF_NODES = 30_000;
const PROOF_MS = 2000;

interface Proof {
  readonly session: Session;
  readonly version: number;
  readonly moves: readonly Move[];
}

const proof = signal<Proof | null>(null);
let job: Asked<Answers['solve']> | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
/** Counts the searches asked for: a wait for the landing that a later one overtook starts nothing. */
let asks = 0;

function stop(): void {
  asks++;
  clearTimeout(timer);
  job?.cancel();
  job = undefined;
}

/** Whether a win the solver finds here is sure for the player: no unseen order it could rest on. */
const inSight = (s: Session): boolean => !s.def.stockActions || new Set(s.pos.stock).size <= 1;

/** Searches once the board has rested after its cards landed, for the board as it is at `v`. */
function prove(s: Session, v: number): void {
  stop();
  if (proof.value?.session === s && proof.value.version === v) return;
  proof.value = null;
  if (!inSight(s)) return;
  const pos = clonePosition(s.pos);
  const search = (): void => {
    const asked = askInBackground('solve', pos, { maxNodes: PROOF_NODES, budgetMs: PROOF_MS });
    job = asked;
    void asked.promise.then((r) => {
      if (job !== asked) return;
      job = undefined;
      if (r.status !== 'done' || r.answer.verdict !== 'won' || version.value !== v) return;
      // The line is checked here too: a Finish must end in the won game the engine replays.
      if (status(r.answer.moves.reduce(apply, pos), s.def) !== 'won') return;
      proof.value = { session: s, version: v, moves: r.answer.moves };
    });
  };
  const ask = asks;
  void landed().then(() => {
    if (ask === asks) timer = setTimeout(search, REST_MS);
  });
}

export function SolverFinish({ session: s }: { session: Session }) {
  const v = version.value;
  useEffect(() => prove(s, v), [s, v]);
  useEffect(() => stop, []);
  const p = proof.value;
  if (!p || p.session !== s || p.version !== v) return null;
  return <FinishButton moves={p.moves.length} onPlay={() => finish(p.moves, homeTrips)} />;
}
