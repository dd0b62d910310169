/** Ce que les pages de règles en français enseignent au-delà des règles : stratégie, parenté, glossaire. */
import type { GameId } from '../../engine/index.ts';
import type { GlossaryEntry, Teaching } from './rules.ts';

const motsChateau: readonly GlossaryEntry[] = [
  [{ label: 'foundationLabel' }, 'Une des quatre piles du milieu, une par couleur, montée de l’as au roi. Une carte qui y arrive est « rentrée » ; elle n’en repart jamais.'],
  [{ label: 'rowLabel' }, 'Une des lignes de cartes de part et d’autre des fondations. Son bout extérieur (le plus loin des fondations) porte sa seule carte jouable.'],
  ['Carte exposée', 'La carte extérieure d’une rangée : la seule de cette rangée qui puisse bouger.'],
  ['Rangée vide', 'Une rangée qui n’a plus de carte. Elle accepte n’importe quelle carte seule, ce qui en fait la place la plus utile du jeu.'],
  ['Bloqueur', 'Une carte posée sur des cartes dont les fondations ont encore besoin, et qu’il faut déplacer d’abord.'],
  ['Suite', 'Une carte posée sur une autre d’un rang plus haut dans une rangée (ici de n’importe quelle couleur) : la rangée descend vers son bout extérieur.'],
];

const conseilsChateau: readonly string[] = [
  'Cherchez les 2 avant tout : chacun ouvre la montée de sa couleur. Comptez les cartes posées sur chaque 2 et dégagez d’abord le moins enfoui.',
  'Visez tôt une rangée vide. Elle accepte n’importe quelle carte : c’est la seule place qui permet de réparer un mauvais ordre.',
  'Ne gaspillez pas une rangée vide pour une carte qui peut attendre : gardez-la pour le roi ou le bloqueur qui vous sépare d’une carte basse.',
  'Posez les hautes cartes sur les rangées dont vous aurez besoin en dernier ; une dame et un valet posés sur une rangée qui cache un 3 l’enfouissent deux fois plus.',
  'Chaque coup devrait faire rentrer une carte, dégager une carte utile ou vider une rangée. Faire aller et venir une carte entre deux rangées ne rapporte rien.',
  'Quand vous êtes bloqué, prenez la plus basse carte attendue par chaque fondation et listez ce qui la couvre. Si chaque façon de la libérer exige une carte elle-même enfouie, la donne est sans doute perdue : « Encore gagnable » vous le dit à coup sûr.',
];

export const teachFr: Record<GameId, Teaching> = {
  'big-ben': {
    strategy: [
      'Lisez le cadran avant de jouer : chaque heure part d’une carte différente et s’arrête à son propre rang (valet à 11 h, dame à 12 h, as à 1 h). Une heure terminée n’accepte plus rien.',
      'Avec deux jeux, chaque couleur monte à trois heures à la fois. Une carte dont une heure n’a plus besoin peut être celle qu’attend une autre heure de sa couleur.',
      'Ne comblez pas les vides dès qu’ils apparaissent. Combler pose des cartes du talon sur ce que les piles courtes contiennent encore : jouez d’abord ce que vous pouvez.',
      'Une suite descendante dans la couleur sur une pile (9♦ 8♦ 7♦) rentre carte après carte dès que l’heure atteint sa carte du bas : ces suites valent la peine d’être construites.',
      'Ne distribuez que lorsqu’il ne reste rien d’utile sur les piles : la défausse n’offre que sa carte du dessus, et chaque distribution recouvre la précédente.',
      'Le talon ne se retourne pas. Gardez des piles d’au moins trois cartes : ce sont les seules places qui acceptent une carte de la défausse.',
    ],
    relatedNote: 'Big Ben est un jeu d’horloge à deux jeux, cousin de l’Horloge de grand-père (absente de cette application). Les jeux ci-dessous forment la famille du château : un seul jeu, toutes les cartes visibles.',
    glossary: [
      [{ label: 'foundationLabel' }, 'Une des douze heures du cadran. Elle monte dans la couleur à partir de la carte posée à cette heure, en passant du roi à l’as, jusqu’à ce que sa carte du dessus marque l’heure.'],
      [{ label: 'pileAtHour', vars: { hour: '1 … 12' } }, 'Une des douze piles du tableau, une par heure, qui descend dans la couleur (un roi peut aller sur un as).'],
      [{ label: 'gap' }, 'Ce qu’a une pile de moins de trois cartes : elle n’accepte aucune carte tant que les vides ne sont pas comblés par le talon.'],
      [{ label: 'stockLabel' }, 'Les cartes faces cachées au centre du cadran, distribuées une à une sur la défausse ou dans les vides.'],
      [{ label: 'wasteLabel' }, 'Là où tombe, face visible, une carte distribuée du talon ; seule sa carte du dessus se joue.'],
      [{ label: 'fill' }, 'Distribue le talon dans chaque pile trop courte, une carte par tour à partir de 1 h, jusqu’à ce que chacune ait de nouveau trois cartes ou que le talon soit vide.'],
      ['Passage du roi à l’as', 'Compter au-delà du roi : une fondation va du R à l’A, une pile accepte un R sur un A.'],
      ['En connaissant l’ordre du talon', 'Jouer comme si l’on voyait le talon face cachée. Le solveur le voit ; un joueur, non.'],
    ],
  },
  'beleaguered-castle': {
    strategy: conseilsChateau,
    players: 'Un texte de règles que nous avons consulté estime qu’un joueur occasionnel gagne environ 30 à 40 donnes sur 100.',
    glossary: motsChateau,
  },
  'sham-battle': {
    strategy: conseilsChateau,
    players: 'Un texte de règles que nous avons consulté estime qu’un joueur occasionnel gagne environ 30 à 40 donnes sur 100 au Château assiégé, qui est ce jeu-ci.',
    relatedNote: 'La Bataille simulée est un autre nom du Château assiégé : même donne, mêmes règles.',
    glossary: motsChateau,
  },
  'streets-and-alleys': {
    strategy: [
      'Les as sont enfouis au départ. Rien ne peut rentrer tant qu’aucun n’est libre : comptez les cartes posées sur chaque as et creusez vers le moins enfoui.',
      'Les rangées portent les 52 cartes et sont plus longues qu’au Château assiégé : la première rangée vide compte encore plus, et vient plus tard.',
      'N’enfouissez pas les cartes basses. Ne posez de longues suites de hautes cartes que sur des rangées qui ne cachent rien d’utile bientôt.',
      'Les as et les 2 peuvent rentrer tout de suite. Pour une carte plus haute, vérifiez d’abord qu’aucune carte plus basse d’une autre couleur n’en a besoin pour se poser.',
      'Près de la moitié des donnes ne peuvent être gagnées par personne (voir les chiffres plus bas). Pour jouer une donne gagnable, activez « Donnes gagnables seulement » dans les réglages.',
    ],
    relatedNote: 'Les Rues et ruelles, c’est le Château assiégé avec les as mêlés aux rangées.',
    glossary: motsChateau,
  },
  citadel: {
    strategy: [
      'Regardez d’abord les quatre fondations : beaucoup de cartes sont rentrées pendant la donne, et la carte attendue par chacune est souvent près de la surface.',
      'La donne laisse des rangées courtes. En vider une tôt donne une rangée libre bien plus vite qu’au Château assiégé.',
      'Gardez vos rangées vides pour les rois et pour le bloqueur posé sur une carte basse ; en remplir une sans plan, c’est jeter votre meilleur outil.',
      'Posez les hautes cartes sur les rangées dont vous aurez besoin en dernier, jamais sur une rangée qui cache une carte basse.',
      'La plupart des donnes se gagnent : si la vôtre semble bloquée, cherchez encore une rangée à vider avant d’abandonner.',
    ],
    relatedNote: 'La Citadelle, c’est le Château assiégé distribué autrement : les cartes qui conviennent à une fondation y vont pendant la donne.',
    glossary: motsChateau,
  },
  fortress: {
    strategy: [
      'Les rangées se construisent dans la couleur seulement, un rang au-dessus ou au-dessous : le 7♥ va sur le 6♥ ou le 8♥, nulle part ailleurs. La plupart des cartes ont au plus deux places possibles.',
      'Une suite peut se retourner. Déplacée carte par carte vers une rangée vide, 5♠ 6♠ 7♠ devient 7♠ 6♠ 5♠, ce qui amène sa carte basse à l’extérieur.',
      'Libérez d’abord les as : ils sont distribués dans les rangées, et un as sous une suite de sa propre couleur est le plus difficile à atteindre.',
      'Les rangées vides décident de la partie encore plus que dans les autres jeux du château, car les couleurs laissent si peu de places.',
      'La plupart des donnes de la Forteresse ne se gagnent pas (voir les chiffres plus bas). Suivez « Encore gagnable » pour savoir si une donne vaut l’effort.',
    ],
    relatedNote: 'La Forteresse a la disposition du château, mais dix rangées qui montent ou descendent dans la couleur, avec les as distribués parmi elles.',
    glossary: [
      ...motsChateau.slice(0, 5),
      ['Suite', 'Une carte posée sur une autre de la même couleur, d’un rang plus haut ou plus bas ; une rangée peut monter puis descendre en grandissant.'],
    ],
  },
  'selective-castle': {
    strategy: [
      'La première carte donnée à une rangée finit au fond. Mettez-y les rois et les dames : au fond, ils ne bloquent rien.',
      'Donnez les cartes basses (2, 3) tard aux rangées, pour qu’elles soient au bout extérieur, prêtes à rentrer.',
      'Construisez des suites en plaçant : un 7 posé sur un 8 est déjà en ordre et n’aura jamais à bouger.',
      'Chaque rangée finit avec exactement six cartes (48 cartes, huit rangées, six au plus chacune) : seul l’ordre se choisit, alors décidez tôt quelles rangées prendront les hautes cartes.',
      'Une fois toutes les cartes posées, c’est le Château assiégé, et ses conseils valent : cherchez les 2, videz une rangée, gardez les rangées vides pour les bloqueurs.',
    ],
    relatedNote: 'Le Château sélectif, c’est le Château assiégé avec une disposition que vous choisissez.',
    glossary: [[{ label: 'offeredLabel' }, 'La carte montrée à côté des fondations pendant que vous dressez le château : touchez une rangée pour l’y poser.'], ...motsChateau],
  },
};
