/** A puzzle's rating from the random layouts the solver won: easy from three in four, hard at one in three or fewer. */
export type Level = 'easy' | 'medium' | 'hard';

/** The fewest wins rated easy, and the most rated hard. */
export const easyFrom = (samples: number): number => Math.ceil((samples * 3) / 4);
export const hardUpTo = (samples: number): number => Math.floor(samples / 3);

export const level = (wins: number, samples: number): Level => (wins >= easyFrom(samples) ? 'easy' : wins > hardUpTo(samples) ? 'medium' : 'hard');
