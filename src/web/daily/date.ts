/**
 * The player's calendar date as `YYYY-MM-DD`, on its own so the first board (which asks whether it
 * shows today's daily deal) carries this and not the rest of calendar.ts.
 */
export type DateText = string;

export const two = (n: number): string => String(n).padStart(2, '0');

/** The player's calendar date at `when`. */
export const localDate = (when: Date): DateText => `${when.getFullYear()}-${two(when.getMonth() + 1)}-${two(when.getDate())}`;
