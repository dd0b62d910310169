/** The solver's features' words (hints, the winning line, undo to the last winnable position, "still winnable?"), in English and French, loaded with those features. */
import { translator } from '../i18n/table.ts';

const en = {
  showWinningLine: 'Show a winning line',
  hintMove: 'Hint: {what}',
  hintNone: 'No winning line is left from here: undo a few moves.',
  hintNoneSampled: 'The search found no winning move in the stock orders it sampled from what you have seen; a win may still exist beyond its time limit.',
  hintPlacing: 'Hints start once every card is placed.',
  hintSampled: 'Hint: {what}. This is the move that wins for the most stock orders consistent with what you have seen ({wins} of {samples} sampled orders).',
  hintThinking: 'Looking for a winning line…',
  hintUnknown: 'No hint found in time.',
  lineDone: 'That was a winning line ({total} moves). It does not count in your statistics.',
  lineImpossible: 'This deal cannot be won.',
  lineImpossibleBigBen: 'This deal cannot be won, even knowing the stock order.',
  linePlaying: 'Winning line: move {n} of {total}.',
  lineSearching: 'Looking for a winning line from the start…',
  lineStop: 'Stop',
  lineUnknown: 'No winning line was found in time.',
  undoSearching: 'Looking for the last position from which a win was possible…',
  undoToWinnable: 'Undo to the last winnable position',
  undoToWinnableDone: 'Back to the last position from which a win is possible ({moves} undone).',
  undoToWinnableDoneBigBen: 'Back to the last position from which a win is possible, knowing the stock order ({moves} undone).',
  undoToWinnableNone: 'No earlier position was found from which a win is possible.',
  winnableChecking: 'Checking whether still winnable…',
  winnableIndicator: 'Show whether the deal is still winnable',
  winnableNo: 'No longer winnable',
  winnableOnly: 'Winnable deals only ({game})',
  winnableOnlyBigBen: 'Winnable deals only ({game}: winnable knowing the stock order)',
  winnableUnknown: 'Winnable? Not known',
  winnableYes: 'Still winnable',
  winnableYesBigBen: 'Still winnable, knowing the stock order',
};

const fr: Record<keyof typeof en, string> = {
  showWinningLine: 'Montrer une solution',
  hintMove: 'Indice : {what}',
  hintNone: 'Plus aucune solution à partir d’ici : annulez quelques coups.',
  hintNoneSampled: 'La recherche n’a trouvé aucun coup gagnant dans les ordres du talon tirés d’après ce que vous avez vu ; une victoire reste possible au-delà de son temps limite.',
  hintPlacing: 'Les indices commencent une fois toutes les cartes posées.',
  hintSampled: 'Indice : {what}. C’est le coup qui gagne pour le plus grand nombre d’ordres du talon compatibles avec ce que vous avez vu ({wins} sur {samples} ordres tirés au hasard).',
  hintThinking: 'Recherche d’une solution…',
  hintUnknown: 'Aucun indice trouvé à temps.',
  lineDone: 'Voilà une solution ({total} coups). Elle ne compte pas dans vos statistiques.',
  lineImpossible: 'Cette donne ne peut pas être gagnée.',
  lineImpossibleBigBen: 'Cette donne ne peut pas être gagnée, même en connaissant l’ordre du talon.',
  linePlaying: 'Solution : coup {n} sur {total}.',
  lineSearching: 'Recherche d’une solution depuis le début…',
  lineStop: 'Arrêter',
  lineUnknown: 'Aucune solution trouvée à temps.',
  undoSearching: 'Recherche de la dernière position d’où la victoire était possible…',
  undoToWinnable: 'Revenir à la dernière position gagnable',
  undoToWinnableDone: 'Retour à la dernière position d’où la victoire est possible ({moves} en arrière).',
  undoToWinnableDoneBigBen: 'Retour à la dernière position d’où la victoire est possible en connaissant l’ordre du talon ({moves} en arrière).',
  undoToWinnableNone: 'Aucune position antérieure d’où la victoire est possible n’a été trouvée.',
  winnableChecking: 'Vérification en cours…',
  winnableIndicator: 'Indiquer si la donne est encore gagnable',
  winnableNo: 'Plus gagnable',
  winnableOnly: 'Donnes gagnables seulement ({game})',
  winnableOnlyBigBen: 'Donnes gagnables seulement ({game} : gagnables en connaissant l’ordre du talon)',
  winnableUnknown: 'Gagnable ? Inconnu',
  winnableYes: 'Encore gagnable',
  winnableYesBigBen: 'Encore gagnable en connaissant l’ordre du talon',
};

export type SolverKey = keyof typeof en;
/** The English table, for the tests that compare both languages. */
export const solverEn: Readonly<Record<SolverKey, string>> = en;
export const sv = translator(en, fr);
