/**
 * The rules engine: pure functions over plain-JSON positions. Run moves (runs.ts) and the share
 * link's reader (share-link.ts) are imported from their own files: the app's first board does not
 * carry them (a barrel export would put them in it).
 */
export * from './cards.ts';
export * from './deal.ts';
export * from './game.ts';
export * from './games.ts';
export * from './movegen.ts';
export * from './notation.ts';
export * from './record.ts';
export * from './result.ts';
export * from './rng.ts';
export * from './rules.ts';
export * from './safe.ts';
export * from './types.ts';
