/** What the English rule pages teach beyond the rules: strategy, a note on relatives, a glossary. */
import type { GameId } from '../../engine/index.ts';
import type { GlossaryEntry, Teaching } from './rules.ts';

const castleWords: readonly GlossaryEntry[] = [
  [{ label: 'foundationLabel' }, 'One of the four piles in the middle, one per suit, built up from the ace to the king. A card that goes there is “home”; it never comes back.'],
  [{ label: 'rowLabel' }, 'One of the lines of cards beside the foundations. Its outer end (the far end from the foundations) holds its only playable card.'],
  ['Exposed card', 'The outer card of a row: the only one of that row that can move.'],
  ['Empty row', 'A row with no card left. It takes any single card, which makes it the most useful space in the game.'],
  ['Blocker', 'A card lying on top of cards the foundations still need, which must move before they can.'],
  ['Build', 'A card laid on another one rank higher in a row (here in any suit), so that the row runs down toward its outer end.'],
];

const castleTips: readonly string[] = [
  'Find the twos before anything else: each one opens its suit’s climb. Count the cards lying on each 2 and dig out the shallowest first.',
  'Aim early moves at emptying a row. An empty row takes any card: it is the one space that lets you undo a bad order.',
  'Do not spend an empty row on a card that could wait: keep it for the king or the blocker that stands between you and a low card.',
  'Build high cards on rows whose own cards you need last; a queen and jack laid over a row that hides a 3 bury that 3 twice as deep.',
  'Every move should send a card home, uncover a card you need, or empty a row. Moving a card back and forth between two rows gains nothing.',
  'When you are stuck, take the lowest card each foundation needs and list what lies on it. If every way to free it needs a card that is itself buried, the deal is likely lost: “Still winnable” tells you for sure.',
];

export const teachEn: Record<GameId, Teaching> = {
  'big-ben': {
    strategy: [
      'Read the clock before you move: every hour starts at a different card and finishes at its own rank (jack at 11, queen at 12, ace at 1). A finished hour takes nothing more.',
      'With two packs, each suit climbs at three hours at once. A card one hour no longer needs may be exactly what another hour of its suit is waiting for.',
      'Do not fill gaps as soon as they open. Filling drops stock cards on top of whatever the short piles still hold: play off what you can first.',
      'A run down in suit on a pile (9♦ 8♦ 7♦) goes home card by card once the hour reaches its bottom card, so such runs are worth building.',
      'Deal only when nothing useful is left on the piles: the waste gives its top card only, and each deal covers the card below.',
      'There is no second pass through the stock. Keep some piles at three cards or more: they are the only places that accept a waste card.',
    ],
    relatedNote: 'Big Ben is a clock game with two packs, a cousin of Grandfather’s Clock (not in this app). The games below are the castle family: one pack, every card face up.',
    glossary: [
      [{ label: 'foundationLabel' }, 'One of the twelve hours of the clock face. It builds up in suit, from the card set out at that hour, turning from king to ace, until its top card shows the hour.'],
      [{ label: 'pileAtHour', vars: { hour: '1 … 12' } }, 'One of the twelve piles of the tableau, one per hour, built down in suit (a king may go on an ace).'],
      [{ label: 'gap' }, 'What a pile holding fewer than three cards has: it accepts no card until the gaps are filled from the stock.'],
      [{ label: 'stockLabel' }, 'The face-down cards in the middle of the clock, dealt one by one to the waste or into the gaps.'],
      [{ label: 'wasteLabel' }, 'Where a dealt stock card lands, face up; only its top card can be played.'],
      [{ label: 'fill' }, 'Deals the stock into every short pile, one card each time round from 1 o’clock, until each holds three again or the stock runs out.'],
      ['Wrap', 'Counting on from king to ace: a foundation goes K then A, a pile takes a K on an A.'],
      ['Knowing the stock order', 'Playing as if you could see the face-down stock. The solver does; a player does not.'],
    ],
  },
  'beleaguered-castle': {
    strategy: castleTips,
    players: 'A rule text we consulted estimates that casual players win about 30 to 40 deals in 100.',
    glossary: castleWords,
  },
  'sham-battle': {
    strategy: castleTips,
    players: 'A rule text we consulted estimates that casual players win about 30 to 40 deals in 100 of Beleaguered Castle, which this is.',
    relatedNote: 'Sham Battle is another name for Beleaguered Castle: the same deal, the same rules.',
    glossary: castleWords,
  },
  'streets-and-alleys': {
    strategy: [
      'The aces start buried. Nothing can go home until one is free, so count the cards on each ace and dig for the shallowest first.',
      'The rows hold all 52 cards and are longer than in Beleaguered Castle: the first empty row matters even more, and comes later.',
      'Do not bury low cards. Lay long runs of high cards only on rows that hide nothing you need soon.',
      'Aces and twos can go home at once. With higher cards, check first that no lower card of another suit still needs them as a landing place.',
      'Nearly half of all deals cannot be won by anyone (see the figures below). If you would rather play one that can, turn on “Winnable deals only” in the settings.',
    ],
    relatedNote: 'Streets and Alleys is Beleaguered Castle with the aces shuffled into the rows.',
    glossary: castleWords,
  },
  citadel: {
    strategy: [
      'Look at all four foundations first: many cards went home during the deal, so the card each one needs next is often close to the surface.',
      'The deal leaves some rows short. Emptying a short row early gives you a free row long before Beleaguered Castle would.',
      'Keep your empty rows for kings and for the blocker that sits on a low card; filling one without a plan throws away your best tool.',
      'Build high cards on rows whose cards you need last, never over a row that hides a low card.',
      'Most deals can be won: if yours looks stuck, look again for a row that can be emptied before you give up.',
    ],
    relatedNote: 'Citadel is Beleaguered Castle dealt differently: cards that fit a foundation go there during the deal.',
    glossary: castleWords,
  },
  fortress: {
    strategy: [
      'Rows build in suit only, one rank up or down: the 7♥ lands on the 6♥ or the 8♥, nowhere else. Most cards have at most two places to go.',
      'A run can be turned round. Moved card by card to an empty row, 5♠ 6♠ 7♠ comes out as 7♠ 6♠ 5♠, which brings its low card to the outside.',
      'Free the aces first: they are dealt among the rows, and an ace under a run of its own suit is the hardest to reach.',
      'Empty rows decide the game even more than in the other castle games, because suits leave so few landing places.',
      'Most Fortress deals cannot be won (see the figures below). Watch “Still winnable” to know whether a deal is worth the effort.',
    ],
    relatedNote: 'Fortress has the castle layout but ten rows built up or down in suit, with the aces dealt among them.',
    glossary: [
      ...castleWords.slice(0, 5),
      ['Build', 'A card laid on another of the same suit one rank higher or lower; a row may go up and down as it grows.'],
    ],
  },
  'selective-castle': {
    strategy: [
      'The first card you give a row ends up deepest. Put kings and queens there: at the bottom they block nothing.',
      'Give low cards (twos, threes) to rows late, so they lie at the outer end, ready to go home.',
      'Build runs as you place: a 7 laid on an 8 is already in order and never needs moving.',
      'Every row ends with exactly six cards (48 cards, eight rows, six at most each): the choice is only the order, so decide early which rows will take the high cards.',
      'Once every card is placed the game is Beleaguered Castle, and its advice holds: find the twos, empty a row, keep empty rows for blockers.',
    ],
    relatedNote: 'Selective Castle is Beleaguered Castle with a layout you choose yourself.',
    glossary: [[{ label: 'offeredLabel' }, 'The card shown beside the foundations while you lay out the castle: tap a row to put it there.'], ...castleWords],
  },
};
