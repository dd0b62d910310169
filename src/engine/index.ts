/** The rules engine: pure functions over plain-JSON positions. */
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
export * from './runs.ts';
export * from './safe.ts';
export * from './types.ts';
