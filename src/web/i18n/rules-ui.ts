/**
 * The rule pages' own words (headings, the odds' sentences, "Show me"'s controls and the sentence
 * parts its steps are told with), loaded with the pages. Pile and card names come from strings.ts
 * (labels.ts), so a step says "Row 3" exactly as the board and the screen reader do.
 */
import { frenchTypography } from './index.ts';
import type { Lang } from '../state/settings.ts';

const en = {
    partRules: 'Rules',
    partShowMe: 'Show me',
    partStrategy: 'Strategy',
    partOdds: 'How often it can be won',
    partRelated: 'Related games',
    partGlossary: 'Glossary',
    contents: 'On this page',
    backToGame: 'Back to your game ({game}, deal {deal})',
    showMeIntro: 'Deal {deal}, played along a winning line our solver found. Step through its first moves: each step says what the move does.',
    stepNext: 'Next move',
    stepBack: 'Previous move',
    stepAgain: 'Start again',
    stepOf: 'Step {k} of {n}',
    atStart: 'The deal as it starts. “Next move” plays the first move of the line.',
    boardAt: '{game}, deal {deal}: {where}',
    boardStart: 'the deal as it starts',
    boardAfter: 'the board after step {k}',
    lineGoesOn: 'The line goes on for {rest} more moves to the win.',
    playDeal: 'Play deal {deal}',
    keysHint: 'The arrow keys step too, while a button here has the focus.',
    the: 'the {card}',
    fromWaste: '{card} from the waste',
    home: '{card} goes home: it is the next card its foundation needs.',
    homeHour: '{card} goes home at {hour}: it is the next card that hour needs.',
    onto: '{card} moves onto {under} ({pile}).',
    into: '{card} moves into an empty row ({pile}).',
    freed: 'This frees {card}.',
    freedHome: 'This frees {card}, which can go home next.',
    wasteShows: 'The waste now shows {card}.',
    wasteShowsHome: 'The waste now shows {card}, which can go home next.',
    emptied: '{pile} is empty now: any card may go there.',
    gapLeft: '{pile} is short now: it takes no card until the gaps are filled.',
    dealt: '{deal}: the stock turns up {card}.',
    filled: '{fill}: the stock deals {cards} into the short piles ({piles}).',
    placed: 'All {n} cards are placed: a layout the solver can win. From here it plays as Beleaguered Castle.',
    oddsSurvey: 'Our solver played deals {first} to {last} ({deals} deals): {won} won, {impossible} proved impossible, {unknown} left undecided within its budget.',
    oddsBlind: 'A player who follows our hints, which never see the stock, wins about {share} of deals ({won} of {deals} played to their end by our hint policy; 95% Wilson interval {low} to {high}); knowing the stock, {ceiling} can be won.',
    oddsShare: 'So {share} of deals can be won with perfect play (95% Wilson interval {low} to {high}; the undecided deals count as losses for the low end and as wins for the high end).',
    oddsPerfect: '“With perfect play” means never a wasted move by a player who sees the whole deal — and here every card is face up, so a careful player can in principle win every one of these deals. A deal proved impossible cannot be won by anyone.',
    oddsPerfectBigBen: '“With perfect play” means here: knowing the stock order. The solver sees the face-down stock, which no player can, so a player wins fewer deals than this; the figure is a ceiling. A deal proved impossible cannot be won even so.',
    oddsSameAs: '{game} deals are {other} deals, so these are {other}’s survey figures.',
    oddsPlacing: 'There is no survey of {game} yet: you choose the layout. Laying the cards out at random gives a {other} deal, so with the best layout at least as many deals can be won as in {other}: {share} (95% interval {low} to {high}).',
    oddsMissing: 'No survey of {game} is in this build yet.',
};

export type RuleWord = keyof typeof en;

const fr: Record<RuleWord, string> = {
    partRules: 'Règles',
    partShowMe: 'Démonstration',
    partStrategy: 'Stratégie',
    partOdds: 'Combien de donnes se gagnent',
    partRelated: 'Jeux voisins',
    partGlossary: 'Glossaire',
    contents: 'Sur cette page',
    backToGame: 'Retour à votre partie ({game}, donne {deal})',
    showMeIntro: 'La donne {deal}, jouée selon une solution trouvée par notre solveur. Avancez coup par coup dans ses premiers coups : chaque étape dit ce que fait le coup.',
    stepNext: 'Coup suivant',
    stepBack: 'Coup précédent',
    stepAgain: 'Recommencer',
    stepOf: 'Étape {k} sur {n}',
    atStart: 'La donne au départ. « Coup suivant » joue le premier coup de la solution.',
    boardAt: '{game}, donne {deal} : {where}',
    boardStart: 'la donne au départ',
    boardAfter: 'le jeu après l’étape {k}',
    lineGoesOn: 'La solution continue : encore {rest} coups jusqu’à la victoire.',
    playDeal: 'Jouer la donne {deal}',
    keysHint: 'Les flèches avancent et reculent aussi, quand un bouton d’ici a le focus.',
    the: '{card}',
    fromWaste: '{card} de la défausse',
    home: '{card} monte sur sa fondation : c’est la carte qu’elle attend.',
    homeHour: '{card} monte à {hour} : c’est la carte que cette heure attend.',
    onto: '{card} va sur {under} ({pile}).',
    into: '{card} va dans une rangée vide ({pile}).',
    freed: 'Cela dégage {card}.',
    freedHome: 'Cela dégage {card}, qui peut monter ensuite.',
    wasteShows: 'La défausse montre maintenant {card}.',
    wasteShowsHome: 'La défausse montre maintenant {card}, qui peut monter ensuite.',
    emptied: '{pile} est vide : n’importe quelle carte peut y aller.',
    gapLeft: '{pile} est incomplète : elle ne prend plus rien tant que les vides ne sont pas comblés.',
    dealt: '{deal} : le talon retourne {card}.',
    filled: '{fill} : le talon distribue {cards} dans les piles incomplètes ({piles}).',
    placed: 'Les {n} cartes sont posées : une disposition que le solveur sait gagner. La suite se joue comme le Château assiégé.',
    oddsSurvey: 'Notre solveur a joué les donnes {first} à {last} ({deals} donnes) : {won} gagnées, {impossible} prouvées impossibles, {unknown} non tranchées dans son budget.',
    oddsBlind: 'Un joueur qui suit nos indices, qui ne voient jamais le talon, gagne environ {share} des donnes ({won} sur {deals} jouées jusqu’au bout par notre politique d’indices ; intervalle de Wilson à 95 % : de {low} à {high}) ; en connaissant le talon, {ceiling} se gagnent.',
    oddsShare: 'Ainsi, {share} des donnes se gagnent avec un jeu parfait (intervalle de Wilson à 95 % : de {low} à {high} ; les donnes non tranchées comptent comme perdues pour la borne basse et gagnées pour la borne haute).',
    oddsPerfect: '« Avec un jeu parfait » veut dire sans aucun coup perdu, en voyant toute la donne ; ici toutes les cartes sont visibles, donc un joueur attentif peut en principe gagner chacune de ces donnes. Une donne prouvée impossible ne se gagne pour personne.',
    oddsPerfectBigBen: '« Avec un jeu parfait » veut dire ici : en connaissant l’ordre du talon. Le solveur voit le talon face cachée, ce qu’aucun joueur ne peut faire ; un joueur gagne donc moins de donnes que cela : c’est un plafond. Une donne prouvée impossible ne se gagne pas, même ainsi.',
    oddsSameAs: 'Les donnes de {game} sont celles du {other} : ces chiffres sont ceux de l’enquête du {other}.',
    oddsPlacing: 'Pas encore d’enquête sur {game} : c’est vous qui disposez les cartes. Les poser au hasard donne une donne du {other} ; avec la meilleure disposition, on gagne donc au moins autant de donnes qu’au {other} : {share} (intervalle à 95 % de {low} à {high}).',
    oddsMissing: 'Aucune enquête sur {game} dans cette version.',
};

export const ruleWords: Record<Lang, Record<RuleWord, string>> = { en, fr };

/** A rule-page phrase with its blanks filled (French gets its typography after the filling). */
export function word(lang: Lang, key: RuleWord, vars: Record<string, string | number> = {}): string {
  const s = ruleWords[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
  return lang === 'fr' ? frenchTypography(s) : s;
}
