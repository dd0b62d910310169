/** Where the daily deals' progress is stored (localStorage), read by the board's title and written by track.ts. */
export const DAILY_KEY = 'solitaire:daily';
