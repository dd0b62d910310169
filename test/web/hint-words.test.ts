/**
 * A hint's message: the move, why in a few words, and Big Ben's estimate, in English and French;
 * spoken with the cards' names, shown with their corners ("10♥"). The moves and reasons are given
 * here (the worker's own choice is tested in solver-protocol.test.ts), on real deals where the moves are legal.
 */
import { describe, expect, it } from 'vitest';
import { gameDef, isLegal, parseCard, parseMove, type Card, type Move } from '../../src/engine/index.ts';
import type { HintReason } from '../../src/solver/reason.ts';
import { cardName } from '../../src/web/labels.ts';
import { cardCorner, hintWords } from '../../src/web/solver/hint-words.ts';
import { newSession, type Session } from '../../src/web/state/session.ts';

const card = (text: string): Card => parseCard(text)!;

function board(game: string, deal: string): Session {
  const s = newSession(game, deal);
  if (!s) throw new Error(`no deal ${game} ${deal}`);
  return s;
}

function move(s: Session, text: string): Move {
  const m = parseMove(text, gameDef(s.pos.game));
  if (!m.ok) throw new Error(m.message);
  expect(isLegal(s.pos, m.value), `${text} is legal on ${s.def.id} ${s.deal}`).toBe(true);
  return m.value;
}

const words = (s: Session, lang: 'en' | 'fr', text: string, reason: HintReason, sampled?: { wins: number; samples: number }) =>
  hintWords(lang, s, { kind: 'move', move: move(s, text), reason, ...(sampled ? { sampled } : {}) });

describe('a castle hint says its move and why', () => {
  // Citadel 3: the 4 of clubs from row 1 onto row 4 uncovers the 3 of clubs, whose foundation is at the 2.
  const citadel = board('citadel', '3');

  it('frees: English and French, spoken and shown', () => {
    const frees: HintReason = { kind: 'frees', card: card('3C') };
    expect(words(citadel, 'en', 't0-t3', frees)).toEqual({ spoken: 'Hint: 4 of clubs to Row 4 — frees the 3 of clubs', shown: 'Hint: 4♣ to Row 4 — frees the 3♣' });
    expect(words(citadel, 'fr', 't0-t3', frees)).toEqual({
      spoken: 'Indice\u202f: 4 de trèfle sur la rangée 4 — libère la carte 3 de trèfle',
      shown: 'Indice\u202f: 4♣ sur la rangée 4 — libère la carte 3♣',
    });
  });

  it('the only move that keeps the game winnable, a row emptied, a card built on', () => {
    const castle = board('beleaguered-castle', '6');
    expect(words(castle, 'en', 't4-t1', { kind: 'only' }).spoken).toBe('Hint: 6 of diamonds to Row 2 — the only move that keeps the game winnable');
    expect(words(castle, 'fr', 't4-t1', { kind: 'only' }).shown).toBe('Indice\u202f: 6♦ sur la rangée 2 — le seul coup qui garde la partie gagnable');
    expect(words(citadel, 'en', 't0-t3', { kind: 'empties', row: 0 }).shown).toBe('Hint: 4♣ to Row 4 — empties Row 1');
    expect(words(citadel, 'fr', 't0-t3', { kind: 'empties', row: 0 }).spoken).toBe('Indice\u202f: 4 de trèfle sur la rangée 4 — vide la rangée 1');
    const builds: HintReason = { kind: 'builds', card: card('4C'), onto: card('5D') };
    expect(words(citadel, 'fr', 't0-t3', builds).spoken).toBe('Indice\u202f: 4 de trèfle sur la rangée 4 — pose la carte 4 de trèfle sur la carte 5 de carreau');
    expect(words(citadel, 'en', 't0-t3', builds).shown).toBe('Hint: 4♣ to Row 4 — puts the 4♣ on the 5♦');
  });

  it('a reason that only says the move again gives way to "starts a winning line"', () => {
    const fortress = board('fortress', '2');
    const home: HintReason = { kind: 'home', card: card('AS') };
    expect(words(fortress, 'en', 't8-f1', home).spoken).toBe('Hint: ace of spades to the spades foundation — starts a winning line');
    expect(words(fortress, 'fr', 't8-f1', home).shown).toBe('Indice\u202f: A♠ sur la fondation de pique — commence une solution');
  });
});

describe('a Big Ben hint says its move, why, and how sure it is', () => {
  const bigBen = board('big-ben', '1');
  const room: HintReason = { kind: 'room', pile: 1 };

  it('room in a pile: the spoken words explain the estimate, the shown ones count it', () => {
    expect(words(bigBen, 'en', 't1-f4', room, { wins: 3, samples: 8 })).toEqual({
      spoken: 'Hint: 7 of clubs to the 1 o’clock foundation — makes room in the 2 o’clock pile. This is the move that wins for the most stock orders consistent with what you have seen (3 of 8 sampled orders).',
      shown: 'Hint: 7♣ to the 1 o’clock foundation — makes room in the 2 o’clock pile (wins 3 times out of 8)',
    });
    expect(words(bigBen, 'fr', 't1-f4', room, { wins: 1, samples: 8 })).toEqual({
      spoken: 'Indice\u202f: 7 de trèfle sur la fondation 1\u00a0h — fait de la place dans la pile de 2\u00a0h. C’est le coup qui gagne pour le plus grand nombre d’ordres du talon compatibles avec ce que vous avez vu (1 sur 8 ordres tirés au hasard).',
      shown: 'Indice\u202f: 7♣ sur la fondation 1\u00a0h — fait de la place dans la pile de 2\u00a0h (gagne dans un cas sur 8)',
    });
  });

  it('a card sent home with nothing more to say: the estimate alone', () => {
    const home: HintReason = { kind: 'home', card: card('7C') };
    expect(words(bigBen, 'en', 't1-f4', home, { wins: 8, samples: 8 }).shown).toBe('Hint: 7♣ to the 1 o’clock foundation (wins 8 times out of 8)');
  });

  it('a deal names no card: the one it turns up is the stock’s, not yet seen', () => {
    const next = bigBen.pos.stock.at(-1)!;
    for (const lang of ['en', 'fr'] as const) {
      const w = words(bigBen, lang, 'deal', { kind: 'turns' }, { wins: 2, samples: 8 });
      expect(w.spoken).not.toContain(cardName(lang, next));
      expect(w.shown).not.toContain(cardCorner(lang, next));
    }
    expect(words(bigBen, 'en', 'deal', { kind: 'turns' }, { wins: 2, samples: 8 }).shown).toBe('Hint: Deal — turns up the next stock card (wins 2 times out of 8)');
    expect(words(bigBen, 'fr', 'deal', { kind: 'turns' }, { wins: 2, samples: 8 }).shown).toBe('Indice\u202f: Distribuer — retourne la carte suivante du talon (gagne dans 2 cas sur 8)');
  });
});
