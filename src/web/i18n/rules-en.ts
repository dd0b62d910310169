/** The rule pages in English, in our own words (canonical rules: shared/design/rules.md). */
import type { GameId } from '../../engine/index.ts';
import type { RulePage } from './rules.ts';
import { puzzleSummary as pack } from '../data/puzzles-summary.ts';
import { easyFrom, hardUpTo } from '../data/puzzle-level.ts';

const thousands = (n: number): string => n.toLocaleString('en-US');

const castleCommon = [
  'Only the outer card of a row can move, one card at a time. An empty row takes any card.',
  'Nothing comes back from a foundation. There is no stock and no second deal: every card is in view from the start.',
  'You win when all 52 cards are on the foundations; the game is lost when no card can move.',
];

export const rulesEn: Record<GameId, RulePage> = {
  'big-ben': {
    goal: 'Build the twelve foundations of the clock face until each shows its own hour: all 104 cards of two packs end up on the clock.',
    sections: [
      ['The clock', ['Before the deal, twelve cards are set out as the hours: 2♣ at 9, 3♥ at 10, 4♠ at 11, 5♦ at 12, 6♣ at 1, 7♥ at 2, 8♠ at 3, 9♦ at 4, 10♣ at 5, J♥ at 6, Q♠ at 7 and K♦ at 8.', 'Each hour builds up in its suit, going round from king to ace, until its top card matches the hour: jack at 11, queen at 12, ace at 1. A finished hour takes nothing more.']],
      ['The piles', ['Twelve piles of three cards, face up, one for each hour. A pile builds down in suit, and a king may go on an ace.', 'A pile holding fewer than three cards has a gap: it takes no card until it is filled. You may still take its cards away.']],
      ['The stock', ['The other 56 cards stay face down in the stock, in the middle of the clock; its size is always shown. You cannot see what comes next.', 'Deal turns the top stock card onto the waste. Its top card may go to an hour or to a pile with at least three cards.', 'Fill gaps deals from the stock into every short pile, one card at a time, starting at one o’clock, until each has three cards again or the stock runs out. It is offered only while some pile is short. There is no second pass through the stock.']],
      ['End', ['You win when every hour shows its own time. The game is lost when the stock is empty and nothing can move.']],
    ],
  },
  'beleaguered-castle': {
    goal: 'Move all 52 cards onto the four foundations, one per suit, from ace to king.',
    sections: [
      ['The deal', ['The four aces start on the foundations, in the middle. The other 48 cards make eight rows of six, four rows on each side.']],
      ['Play', ['A card may go on its suit’s foundation when it is the next one up, or on the outer card of another row when it is one lower, whatever its suit.', ...castleCommon]],
    ],
  },
  'sham-battle': {
    goal: 'Sham Battle is Beleaguered Castle under another name: the same deal and the same rules.',
    sections: [
      ['Why two names', ['Every known source describes Sham Battle as Beleaguered Castle. Some old texts give a deal of seven rows of six, which would only hold 42 cards, so we deal it exactly like Beleaguered Castle.']],
      ['The deal', ['The four aces start on the foundations; the other 48 cards make eight rows of six, four on each side.']],
      ['Play', ['A card may go on its suit’s foundation when it is the next one up, or on the outer card of another row when it is one lower, whatever its suit.', ...castleCommon]],
    ],
  },
  'streets-and-alleys': {
    goal: 'Move all 52 cards onto four foundations, one per suit, from ace to king.',
    sections: [
      ['The deal', ['All 52 cards are dealt into eight rows: the four rows on the left get seven cards, the four on the right get six. The aces are hidden among them.']],
      ['Play', ['Free the aces to start the foundations. A card may go on its suit’s foundation when it is the next one up, or on the outer card of another row when it is one lower, whatever its suit.', ...castleCommon]],
    ],
  },
  citadel: {
    goal: 'Move all 52 cards onto the four foundations, one per suit, from ace to king.',
    sections: [
      ['The deal', ['The aces start on the foundations. The other cards are dealt one by one across eight rows; a card that fits a foundation as it is dealt goes there straight away, and its row waits for the next round. So the rows come out uneven.']],
      ['Play', ['A card may go on its suit’s foundation when it is the next one up, or on the outer card of another row when it is one lower, whatever its suit.', ...castleCommon]],
    ],
  },
  fortress: {
    goal: 'Move all 52 cards onto four foundations, one per suit, from ace to king.',
    sections: [
      ['The deal', ['All 52 cards are dealt into ten rows, five on each side; the two top rows get six cards, the others five. The aces are among them.']],
      ['Play', ['A row builds in suit, up or down: a 7♥ may take the 6♥ or the 8♥. The foundations build up in suit from the ace.', ...castleCommon]],
    ],
  },
  'selective-castle': {
    goal: 'Lay out the castle yourself, then move all 52 cards onto the foundations, ace to king by suit.',
    sections: [
      ['Placing the cards', ['The aces start on the foundations. The other 48 cards are shown one at a time; you choose the row for each. A row holds at most six cards while you place them.']],
      ['Play', ['When the last card is placed, the game is Beleaguered Castle: a card may go on its suit’s foundation when it is the next one up, or on the outer card of another row when it is one lower, whatever its suit.', ...castleCommon]],
      ['The puzzles', [
        `The game is usually played with set hard deals. Ours are the ${pack.count} puzzles under Selective Castle puzzles on the home page, each with a proven winning layout and line you can watch once you give up.`,
        `Each is rated by our solver: it lays the cards out at random ${pack.samples} times (the same layouts every time) and tries to win each layout within ${thousands(pack.nodes)} positions. ${pack.easy} puzzles are easy (${easyFrom(pack.samples)} or more of ${pack.samples} layouts won), ${pack.medium} medium and ${pack.hard} hard (${hardUpTo(pack.samples)} or fewer won).`,
        'The pack is rebuilt, identical, with the command npx tsx scripts/puzzles.ts (options --count, --samples, --nodes).',
      ]],
    ],
  },
};
