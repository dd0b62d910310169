/** The win panel's figures, in English and French (loaded with the panel). */
import { translator } from '../i18n/table.ts';

const en = {
  figures: 'Your figures for {game}',
  won: 'Won',
  wonOf: '{won} of {played}',
  streak: 'Streak',
  streakBest: 'best {n}',
  bestTime: 'Best time',
  fewest: 'Fewest moves',
  newBest: 'this game',
  firstWin: 'Your first win at {game}!',
  daily: 'Daily deal of {date} won · {days}',
  dailyDays: '{n} days in a row',
  dailyDay: '{n} day in a row',
  puzzle: 'Puzzle {n} of {total} solved · {solved} of {total} in all',
};

const fr: typeof en = {
  figures: 'Vos chiffres : {game}',
  won: 'Gagnées',
  wonOf: '{won} sur {played}',
  streak: 'Série',
  streakBest: 'record {n}',
  bestTime: 'Meilleur temps',
  fewest: 'Moins de coups',
  newBest: 'cette partie',
  firstWin: 'Votre première victoire : {game} !',
  daily: 'Donne du jour du {date} gagnée · {days}',
  dailyDays: '{n} jours de suite',
  dailyDay: '{n} jour de suite',
  puzzle: 'Énigme {n} sur {total} résolue · {solved} sur {total} en tout',
};

export const wt = translator(en, fr);
