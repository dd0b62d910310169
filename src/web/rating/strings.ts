/** The deals' ratings in words, English and French (loaded with the rating's chunks, never with the first board). */
import { translator } from '../i18n/table.ts';

export const ratingEn = {
  level1: 'Very easy',
  level2: 'Easy',
  level3: 'Medium',
  level4: 'Hard',
  level5: 'Very hard',
  /** A deal proved lost: one word, the same in French, so that it fits a phone's title beside a long deal number. */
  impossible: 'Impossible',
  /** What a screen reader says of a rating (the stars and the words beside them are drawn for the eye only). */
  said: 'difficulty: {level}',
  saidImpossible: 'cannot be won, as the solver proved',
  difficulty: 'Difficulty of new deals',
  difficultyNote: 'The solver rates each deal from 1 star (very easy) to 5 (very hard), against the other deals of its game. With “Winnable deals only” on, the deals come from the winnable list.',
  any: 'Any',
  easy: 'Easy (1 or 2 stars)',
  medium: 'Medium (3 stars)',
  hard: 'Hard (4 or 5 stars)',
  spreadTitle: 'How hard the deals are',
  spreadIntro: 'The solver rates every deal from 1 star (very easy) to 5 stars (very hard) by how far simple players get with it, compared with the other deals of the same game; a deal that a quick search proves lost is marked impossible instead. Deals {first} to {last}:',
  spreadSameAs: '{game} deals are {other} deals: they are rated as those.',
  spreadPlacing: 'A {game} deal is rated laid out in turn, as {other} deals its cards: your own layout can make the game easier or harder. The puzzles have a rating of their own.',
  spreadNoQuickProof: 'No quick search can prove a {game} deal lost: every deal gets a level.',
  spreadCaption: 'The deals of {game} by difficulty',
  spreadLevel: 'Difficulty',
  spreadShare: 'Share of the deals',
};

export type RatingKey = keyof typeof ratingEn;

export const ratingFr: Record<RatingKey, string> = {
  level1: 'Très facile',
  level2: 'Facile',
  level3: 'Moyenne',
  level4: 'Difficile',
  level5: 'Très difficile',
  impossible: 'Impossible',
  said: 'difficulté : {level}',
  saidImpossible: 'impossible à gagner, le solveur l’a prouvé',
  difficulty: 'Difficulté des nouvelles donnes',
  difficultyNote: 'Le solveur note chaque donne de 1 étoile (très facile) à 5 (très difficile), par rapport aux autres donnes du même jeu. Avec « Donnes gagnables seulement », les donnes viennent de la liste des gagnables.',
  any: 'Indifférente',
  easy: 'Facile (1 ou 2 étoiles)',
  medium: 'Moyenne (3 étoiles)',
  hard: 'Difficile (4 ou 5 étoiles)',
  spreadTitle: 'Difficulté des donnes',
  spreadIntro: 'Le solveur note chaque donne de 1 étoile (très facile) à 5 étoiles (très difficile) selon jusqu’où de simples joueurs la mènent, par rapport aux autres donnes du même jeu ; une donne qu’une recherche rapide prouve perdue est marquée impossible à la place. Donnes {first} à {last} :',
  spreadSameAs: 'Les donnes de {game} sont celles du {other} : elles ont les mêmes notes.',
  spreadPlacing: 'Une donne de {game} est notée disposée dans l’ordre, comme le {other} distribue ses cartes : votre propre disposition peut rendre la partie plus facile ou plus difficile. Les énigmes ont leur propre note.',
  spreadNoQuickProof: 'Aucune recherche rapide ne peut prouver qu’une donne de {game} est perdue : chaque donne a un niveau.',
  spreadCaption: 'Les donnes de {game} par difficulté',
  spreadLevel: 'Difficulté',
  spreadShare: 'Part des donnes',
};

export const rt = translator(ratingEn, ratingFr);
