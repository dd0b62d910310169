/**
 * "Show me" on a rule page: a small board stepping through the first moves of the solver's winning
 * line for one deal (src/web/data/show-me.ts), one step per tap or arrow key, each told in a
 * sentence made from the step itself (rules/explain.ts). The sentence is read out by screen readers.
 */
import type { RefObject } from 'preact';
import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { gameDef, type GameId } from '../../engine/index.ts';
import { showMeLines } from '../data/show-me.ts';
import { word } from '../i18n/rules-ui.ts';
import type { Lang } from '../state/settings.ts';
import { explainStep } from '../rules/explain.ts';
import { showMeSteps, type Step } from '../rules/show-me.ts';
import { MiniBoard, miniHeight } from './MiniBoard.tsx';

/** The piles a step put a card on (its top card gets outlined). */
function targets(step: Step): string[] {
  const m = step.moves[step.moves.length - 1]!;
  if (m.kind === 'foundation') return [`f${m.to}`];
  if (m.kind === 'tableau') return [`t${m.to}`];
  if (m.kind === 'deal') return ['waste'];
  return [];
}

/** The width the board may take, followed as the page resizes. */
function useWidth(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [w, setW] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = (): void => setW(Math.floor(el.clientWidth));
    read();
    const ro = new ResizeObserver(read);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, w];
}

export function ShowMe({ game, lang, onPlay }: { game: GameId; lang: Lang; onPlay: (deal: string) => void }) {
  const def = gameDef(game);
  const { deal, line } = showMeLines[game];
  const show = useMemo(() => showMeSteps(game, deal, line), [game, deal, line]);
  const [k, setK] = useState(0);
  const [ref, width] = useWidth();
  useLayoutEffect(() => setK(0), [game]);
  const n = show.steps.length;
  const step = k > 0 ? show.steps[k - 1] : undefined;
  const pos = step ? step.after : show.start;
  const said = step ? explainStep(lang, def, step) : word(lang, 'atStart');
  const go = (to: number): void => setK(Math.max(0, Math.min(n, to)));
  const onKey = (e: KeyboardEvent): void => {
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      go(k + (e.key === 'ArrowRight' ? 1 : -1));
    }
  };
  const played = show.steps.slice(0, k).reduce((a, s) => a + s.moves.length, 0);
  const height = width ? miniHeight(def, width, Math.max(220, innerHeight - 190)) : 0;
  const where = k === 0 ? word(lang, 'boardStart') : word(lang, 'boardAfter', { k });
  return (
    <div class="show-me" role="group" aria-label={word(lang, 'partShowMe')} onKeyDown={onKey} data-show-me={game} data-step={k}>
      <p>{word(lang, 'showMeIntro', { deal })}</p>
      <div class="show-me-board" ref={ref}>
        {width > 0 && <MiniBoard def={def} pos={pos} width={width} height={height} lang={lang} label={word(lang, 'boardAt', { game: def.names[lang], deal, where })} marked={step ? targets(step) : []} />}
      </div>
      <div class="show-me-bar">
        <button type="button" class="act" data-step-action="back" onClick={() => go(k - 1)} disabled={k === 0}>{word(lang, 'stepBack')}</button>
        <button type="button" class="act primary" data-step-action="next" onClick={() => go(k + 1)} disabled={k === n}>{word(lang, 'stepNext')}</button>
      </div>
      <p class="show-me-say" aria-live="polite" data-step-text><span class="show-me-count">{word(lang, 'stepOf', { k, n })}</span> {said}</p>
      {k === n && (
        <p class="show-me-end">
          {word(lang, 'lineGoesOn', { rest: show.total - played })}{' '}
          <button type="button" class="act" data-step-action="again" onClick={() => go(0)}>{word(lang, 'stepAgain')}</button>{' '}
          <a href={`?game=${game}&deal=${deal}`} data-play-deal onClick={(e) => { if (!e.ctrlKey && !e.metaKey && !e.shiftKey) { e.preventDefault(); onPlay(deal); } }}>{word(lang, 'playDeal', { deal })}</a>
        </p>
      )}
      <p class="show-me-keys">{word(lang, 'keysHint')}</p>
    </div>
  );
}
