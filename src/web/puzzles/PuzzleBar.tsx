/**
 * On a puzzle's board (a Selective Castle deal of the pack): which puzzle it is, its rating and
 * progress, and Give up, which replays the proven solution from the start. Loaded with the first
 * Selective Castle board, so other games' boards do not carry the pack.
 */
import { modeOf } from '../game/mode.ts';
import { session, settings, storedProgress, version } from '../store.ts';
import { puzzles, samples } from '../data/puzzles.ts';
import { level } from '../data/puzzle-level.ts';
import { readProgress } from './progress.ts';
import { giveUp } from './give-up.ts';
import { pt } from './strings.ts';
import { boardNamer } from '../labels.ts';
import './puzzles.css';

// The board's screen-reader name says which puzzle it is, as the title bar shows it.
boardNamer.value = (lang, def, deal) => {
  const at = def.id === 'selective-castle' ? puzzles.findIndex((p) => p.deal === deal) : -1;
  return at < 0 ? undefined : pt(lang, 'boardLabel', { game: def.names[lang], n: at + 1, deal });
};

/** The title bar's deal line on a puzzle's board: the puzzle's number in the pack, as the strip names it, and its deal; other deals keep `fallback`. */
export function PuzzleName({ deal, fallback }: { deal: string; fallback: string }) {
  const lang = settings.value.lang;
  const at = puzzles.findIndex((p) => p.deal === deal);
  if (at < 0) return <>{fallback}</>;
  return <span data-puzzle-title={deal}>{pt(lang, 'titleOnBoard', { n: at + 1, deal })}</span>;
}

export function PuzzleBar() {
  void version.value;
  void storedProgress.value;
  const s = session.value;
  const lang = settings.value.lang;
  const at = s ? puzzles.findIndex((p) => p.deal === s.deal) : -1;
  const p = puzzles[at];
  if (!s || s.def.id !== 'selective-castle' || !p) return null;
  const state = readProgress()[p.deal];
  const rated = level(p.wins, samples);
  const name = pt(lang, 'onBoard', { n: at + 1, total: puzzles.length, level: pt(lang, rated) });
  return (
    <div class="puzzle-bar" data-puzzle-board={p.deal} data-state={state ?? 'new'}>
      <span class="puzzle-name">
        <strong class={`level ${rated}`}>{name}</strong>
        {state && <span class="state"> · {pt(lang, state)}</span>}
      </span>
      {state !== 'solved' && modeOf(s) !== 'line' && (
        <button type="button" class="act" data-action="puzzle-give-up" aria-label={pt(lang, 'giveUp')} title={pt(lang, 'giveUp')} onClick={() => giveUp(p.deal, p.line)}>
          {pt(lang, 'giveUpShort')}
        </button>
      )}
    </div>
  );
}
