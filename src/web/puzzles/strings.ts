/** The Selective Castle puzzles' words, in English and French (loaded with the puzzle list). */
import { translator } from '../i18n/table.ts';

const en = {
  title: 'Selective Castle puzzles',
  intro: 'Set deals, easy to hard: the rating is how many of {samples} random layouts the solver wins within {nodes} positions. Each one has a proven solution you can watch once you give up.',
  solvedCount: '{n} of {total} solved',
  puzzle: 'Puzzle {n}',
  easy: 'easy',
  medium: 'medium',
  hard: 'hard',
  rating: '{level}: {wins} of {samples} random layouts won',
  new: 'Not tried',
  tried: 'Tried',
  solved: 'Solved',
  shown: 'Solution seen',
  play: 'Play',
  giveUp: 'Give up: show the solution',
  onBoard: 'Puzzle {n} of {total} · {level}',
  // No-break spaces: a narrow title (the rail of larger cards) breaks at the dot, never between a word and its number.
  titleOnBoard: 'Puzzle\u00a0{n} · deal\u00a0{deal}',
  boardLabel: '{game}, puzzle {n}, deal {deal}',
  giveUpShort: 'Give up',
  nextPuzzle: 'Next puzzle ({n})',
  allPuzzles: 'All puzzles',
};

const fr: typeof en = {
  title: 'Énigmes du Château sélectif',
  intro: 'Des donnes choisies, de la plus facile à la plus dure : la note dit combien de {samples} dispositions au hasard le solveur gagne en {nodes} positions. Chacune a une solution prouvée, à regarder quand vous abandonnez.',
  solvedCount: '{n} sur {total} résolues',
  puzzle: 'Énigme {n}',
  easy: 'facile',
  medium: 'moyenne',
  hard: 'difficile',
  rating: '{level} : {wins} dispositions au hasard gagnées sur {samples}',
  new: 'Pas encore essayée',
  tried: 'Essayée',
  solved: 'Résolue',
  shown: 'Solution vue',
  play: 'Jouer',
  giveUp: 'Abandonner : voir la solution',
  onBoard: 'Énigme {n} sur {total} · {level}',
  titleOnBoard: 'Énigme\u00a0{n} · donne\u00a0{deal}',
  boardLabel: '{game}, énigme {n}, donne {deal}',
  giveUpShort: 'Abandonner',
  nextPuzzle: 'Énigme suivante ({n})',
  allPuzzles: 'Toutes les énigmes',
};

export const pt = translator(en, fr);
