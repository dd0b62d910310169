/** The puzzle list: each puzzle's rating and progress, Play, and (once tried) the solution. */
import { Dialog } from '../ui/Dialog.tsx';
import { puzzles, samples, nodeBudget } from '../data/puzzles.ts';
import { settings, storedProgress } from '../store.ts';
import { readProgress } from './progress.ts';
import { openPuzzle } from './open.ts';
import { giveUp } from './give-up.ts';
import { level as levelOf, type Level } from '../data/puzzle-level.ts';
import { pt } from './strings.ts';
import './puzzles.css';

const level = (wins: number): Level => levelOf(wins, samples);

function openAndGiveUp(deal: string, line: string): void {
  openPuzzle(deal);
  giveUp(deal, line);
}

export function PuzzlesDialog() {
  void storedProgress.value;
  const lang = settings.value.lang;
  const progress = readProgress();
  const solved = puzzles.filter((p) => progress[p.deal] === 'solved').length;
  return (
    <Dialog title={pt(lang, 'title')} id="puzzles">
      <p class="puzzles-intro">{pt(lang, 'intro', { samples, nodes: nodeBudget.toLocaleString(lang) })}</p>
      <p class="puzzles-count" data-solved={solved}>{pt(lang, 'solvedCount', { n: solved, total: puzzles.length })}</p>
      <ol class="puzzles">
        {puzzles.map((p, i) => {
          const state = progress[p.deal];
          return (
            <li key={p.deal} class={`puzzle ${state ?? 'new'}`} data-puzzle={p.deal} data-wins={p.wins} data-state={state ?? 'new'}>
              <div class="puzzle-text">
                <strong>{pt(lang, 'puzzle', { n: i + 1 })}</strong>
                <span class={`level ${level(p.wins)}`}>{pt(lang, 'rating', { level: pt(lang, level(p.wins)), wins: p.wins, samples })}</span>
                <span class="state">{state === 'solved' ? '✓ ' : ''}{pt(lang, state ?? 'new')}</span>
              </div>
              <div class="puzzle-buttons">
                <button type="button" class="act primary" data-action="play-puzzle" aria-label={`${pt(lang, 'play')} — ${pt(lang, 'puzzle', { n: i + 1 })}`} onClick={() => openPuzzle(p.deal)}>{pt(lang, 'play')}</button>
                {state && state !== 'solved' && (
                  <button type="button" class="act" data-action="puzzle-solution" aria-label={`${pt(lang, 'giveUp')} — ${pt(lang, 'puzzle', { n: i + 1 })}`} onClick={() => openAndGiveUp(p.deal, p.line)}>{pt(lang, 'giveUp')}</button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </Dialog>
  );
}
