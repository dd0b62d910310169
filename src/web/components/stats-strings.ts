/** The statistics dialog's and chart's words, in English and French (loaded with the dialog). */
import { translator } from '../i18n/table.ts';

const en = {
  statsGame: 'Game',
  statsPlayed: 'Played',
  statsWon: 'Won',
  statsPercent: 'Won %',
  statsStreak: 'Current winning streak',
  statsBestStreak: 'Longest winning streak',
  statsBestTime: 'Fastest win',
  statsFewest: 'Fewest moves in a win',
  statsRule: 'Played: the deals you made a first move in (Selective Castle: a first placement), counted at that move, so switching games or closing the page never loses one. Won: the deals with every card home; the others count as not won. Restart plays the same deal again and does not count it twice; a lost deal taken back with Undo and then won counts once, as a win. Current streak: wins in a row, ended by a lost deal or by a new deal of the same game started before finishing. Moves never include placements.',
  chartsTitle: 'Your last finished deals',
  chartLegend: 'One bar per finished deal, oldest on the left. Filled: won; outlined: lost. Height: the moves made (placements not counted). Deals left unfinished are not shown.',
  chartTitle: '{game}: finished deals ({n})',
  chartSummary: 'Won {won}, lost {lost}, of {n}; moves: {min} to {max}.',
  chartEntry: '{result}, {moves}, {time}',
  chartWon: 'won',
  chartLost: 'lost',
  chartLatest: 'Latest: {what}.',
  chartNone: 'No finished deal yet: a chart of your last deals will show here.',
  statsExport: 'Export (JSON)',
  statsImport: 'Import a JSON file',
  statsProblem: 'Some statistics could not be read and were left out ({what}); everything valid was kept.',
  statsBadFile: 'This file is not a statistics file ({what}); your statistics are unchanged.',
};

const fr: Record<keyof typeof en, string> = {
  statsGame: 'Jeu',
  statsPlayed: 'Jouées',
  statsWon: 'Gagnées',
  statsPercent: '% gagnées',
  statsStreak: 'Série de victoires en cours',
  statsBestStreak: 'Plus longue série de victoires',
  statsBestTime: 'Victoire la plus rapide',
  statsFewest: 'Victoire en moins de coups',
  statsRule: 'Jouées : les donnes où vous avez joué un premier coup (Château sélectif : un premier placement), comptées dès ce coup ; changer de jeu ou fermer la page n’en perd aucune. Gagnées : les donnes où toutes les cartes sont montées ; les autres comptent comme non gagnées. Rejouer reprend la même donne sans la compter deux fois ; une donne perdue, reprise par Annuler puis gagnée, compte une fois, comme victoire. Série en cours : les victoires d’affilée, interrompue par une donne perdue ou par une nouvelle donne du même jeu commencée avant la fin. Les coups ne comptent jamais les placements.',
  chartsTitle: 'Vos dernières donnes terminées',
  chartLegend: 'Une barre par donne terminée, la plus ancienne à gauche. Pleine : gagnée ; vide : perdue. Hauteur : les coups joués (placements non comptés). Les donnes laissées en cours ne figurent pas.',
  chartTitle: '{game} : donnes terminées ({n})',
  chartSummary: 'Gagnées : {won}, perdues : {lost}, sur {n} ; coups : de {min} à {max}.',
  chartEntry: '{result}, {moves}, {time}',
  chartWon: 'gagnée',
  chartLost: 'perdue',
  chartLatest: 'Dernière : {what}.',
  chartNone: 'Aucune donne terminée pour l’instant : un graphique de vos dernières donnes s’affichera ici.',
  statsExport: 'Exporter (JSON)',
  statsImport: 'Importer un fichier JSON',
  statsProblem: 'Certaines statistiques illisibles ont été écartées ({what}) ; tout ce qui était valable est conservé.',
  statsBadFile: 'Ce fichier n’est pas un fichier de statistiques ({what}) ; vos statistiques n’ont pas changé.',
};

export const st = translator(en, fr);
