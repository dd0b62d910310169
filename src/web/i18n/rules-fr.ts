/** Les pages de règles en français, avec nos propres mots (règles de référence : shared/design/rules.md). */
import type { GameId } from '../../engine/index.ts';
import type { RulePage } from './rules.ts';
import { puzzleSummary as pack } from '../data/puzzles-summary.ts';
import { easyFrom, hardUpTo } from '../data/puzzle-level.ts';

const milliers = (n: number): string => n.toLocaleString('fr-FR');

const chateauCommun = [
  'Seule la carte extérieure d’une rangée peut bouger, une carte à la fois. Une rangée vide accepte n’importe quelle carte.',
  'Rien ne revient d’une fondation. Il n’y a ni talon ni seconde donne : toutes les cartes sont visibles dès le départ.',
  'Vous gagnez quand les 52 cartes sont sur les fondations ; la partie est perdue quand plus aucune carte ne peut bouger.',
];

export const rulesFr: Record<GameId, RulePage> = {
  'big-ben': {
    goal: 'Montez les douze fondations du cadran jusqu’à ce que chacune marque sa propre heure : les 104 cartes des deux jeux finissent sur l’horloge.',
    sections: [
      ['Le cadran', ['Avant la donne, douze cartes sont posées comme des heures : 2♣ à 9 h, 3♥ à 10 h, 4♠ à 11 h, 5♦ à midi, 6♣ à 1 h, 7♥ à 2 h, 8♠ à 3 h, 9♦ à 4 h, 10♣ à 5 h, V♥ à 6 h, D♠ à 7 h et R♦ à 8 h.', 'Chaque heure monte dans sa couleur, en passant du roi à l’as, jusqu’à ce que sa carte du dessus corresponde à l’heure : valet à 11 h, dame à midi, as à 1 h. Une heure terminée n’accepte plus rien.']],
      ['Les piles', ['Douze piles de trois cartes, faces visibles, une par heure. Une pile descend dans la couleur, et un roi peut se poser sur un as.', 'Une pile de moins de trois cartes a un vide : elle n’accepte aucune carte tant qu’elle n’est pas comblée. On peut toujours en retirer des cartes.']],
      ['Le talon', ['Les 56 autres cartes restent faces cachées au talon, au centre du cadran ; leur nombre est toujours affiché. On ne voit pas la suivante.', 'Distribuer retourne la carte du dessus du talon sur la défausse. Sa carte du dessus peut aller sur une heure ou sur une pile d’au moins trois cartes.', 'Combler les vides distribue le talon dans chaque pile trop courte, une carte à la fois à partir d’une heure, jusqu’à ce que chacune ait de nouveau trois cartes ou que le talon soit épuisé. Ce bouton n’apparaît que si une pile est courte. Le talon ne se retourne pas.']],
      ['Fin', ['Vous gagnez quand chaque heure marque son heure. La partie est perdue quand le talon est vide et que rien ne peut bouger.']],
    ],
  },
  'beleaguered-castle': {
    goal: 'Placez les 52 cartes sur les quatre fondations, une par couleur, de l’as au roi.',
    sections: [
      ['La donne', ['Les quatre as commencent sur les fondations, au milieu. Les 48 autres cartes forment huit rangées de six, quatre de chaque côté.']],
      ['Le jeu', ['Une carte peut monter sur la fondation de sa couleur si elle est la suivante, ou se poser sur la carte extérieure d’une autre rangée si elle vaut un de moins, quelle que soit sa couleur.', ...chateauCommun]],
    ],
  },
  'sham-battle': {
    goal: 'La Bataille simulée est le Château assiégé sous un autre nom : même donne, mêmes règles.',
    sections: [
      ['Pourquoi deux noms', ['Toutes les sources connues décrivent la Bataille simulée comme le Château assiégé. Certains textes anciens donnent sept rangées de six, soit 42 cartes seulement : nous la distribuons donc exactement comme le Château assiégé.']],
      ['La donne', ['Les quatre as commencent sur les fondations ; les 48 autres cartes forment huit rangées de six, quatre de chaque côté.']],
      ['Le jeu', ['Une carte peut monter sur la fondation de sa couleur si elle est la suivante, ou se poser sur la carte extérieure d’une autre rangée si elle vaut un de moins, quelle que soit sa couleur.', ...chateauCommun]],
    ],
  },
  'streets-and-alleys': {
    goal: 'Placez les 52 cartes sur quatre fondations, une par couleur, de l’as au roi.',
    sections: [
      ['La donne', ['Les 52 cartes sont distribuées en huit rangées : les quatre de gauche reçoivent sept cartes, les quatre de droite six. Les as sont cachés parmi elles.']],
      ['Le jeu', ['Libérez les as pour commencer les fondations. Une carte peut monter sur la fondation de sa couleur si elle est la suivante, ou se poser sur la carte extérieure d’une autre rangée si elle vaut un de moins, quelle que soit sa couleur.', ...chateauCommun]],
    ],
  },
  citadel: {
    goal: 'Placez les 52 cartes sur les quatre fondations, une par couleur, de l’as au roi.',
    sections: [
      ['La donne', ['Les as commencent sur les fondations. Les autres cartes sont distribuées une à une sur huit rangées ; une carte qui convient à une fondation au moment où elle sort y va aussitôt, et sa rangée attend le tour suivant. Les rangées sont donc inégales.']],
      ['Le jeu', ['Une carte peut monter sur la fondation de sa couleur si elle est la suivante, ou se poser sur la carte extérieure d’une autre rangée si elle vaut un de moins, quelle que soit sa couleur.', ...chateauCommun]],
    ],
  },
  fortress: {
    goal: 'Placez les 52 cartes sur quatre fondations, une par couleur, de l’as au roi.',
    sections: [
      ['La donne', ['Les 52 cartes sont distribuées en dix rangées, cinq de chaque côté ; les deux rangées du haut reçoivent six cartes, les autres cinq. Les as sont parmi elles.']],
      ['Le jeu', ['Une rangée se construit dans la couleur, en montant ou en descendant : un 7♥ accepte le 6♥ ou le 8♥. Les fondations montent dans la couleur à partir de l’as.', ...chateauCommun]],
    ],
  },
  'selective-castle': {
    goal: 'Dressez vous-même le château, puis placez les 52 cartes sur les fondations, de l’as au roi par couleur.',
    sections: [
      ['Placer les cartes', ['Les as commencent sur les fondations. Les 48 autres cartes sont présentées une à une ; vous choisissez la rangée de chacune. Une rangée reçoit au plus six cartes pendant cette phase.']],
      ['Le jeu', ['Une fois la dernière carte posée, on joue au Château assiégé : une carte peut monter sur la fondation de sa couleur si elle est la suivante, ou se poser sur la carte extérieure d’une autre rangée si elle vaut un de moins, quelle que soit sa couleur.', ...chateauCommun]],
      ['Les énigmes', [
        `Ce jeu se joue d’ordinaire avec des donnes difficiles choisies d’avance. Les nôtres sont les ${pack.count} énigmes du bouton Énigmes du Château sélectif de l’accueil, chacune avec une disposition et une partie gagnantes prouvées, à regarder quand vous abandonnez.`,
        `Notre solveur note chacune : il dispose les cartes au hasard ${pack.samples} fois (toujours les mêmes dispositions) et tente de gagner chaque disposition en ${milliers(pack.nodes)} positions au plus. ${pack.easy} énigmes sont faciles (${easyFrom(pack.samples)} dispositions gagnées sur ${pack.samples} ou plus), ${pack.medium} moyennes et ${pack.hard} difficiles (${hardUpTo(pack.samples)} ou moins).`,
        'Le jeu d’énigmes se reconstruit à l’identique avec la commande npx tsx scripts/puzzles.ts (options --count, --samples, --nodes).',
      ]],
    ],
  },
};
