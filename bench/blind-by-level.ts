/**
 * Big Ben's blind hint policy, won per level of the deal rating: the figures of docs/rating.md's
 * table, which `bench/rating.ts --agree` prints and test/cli/rating-doc.test.ts checks against it.
 */
import { readSurvey } from '../src/cli/survey-file.ts';
import { wilson, type Interval } from '../src/solver/stats.ts';

export interface BlindLevel {
  level: 1 | 2 | 3 | 4 | 5;
  deals: number;
  won: number;
  interval: Interval;
}

/** The blind survey file's games as readSurvey settles them: deal and verdict (`won` or `lost`). */
export async function blindGames(path: string): Promise<{ deal: number; verdict: string }[]> {
  const c = await readSurvey(path);
  return [...c.deals.entries()].map(([deal, { verdict }]) => ({ deal: Number(deal), verdict }));
}

/** Each level's blind games among deals 1–levelOf.length (levelOf[d - 1] is deal d's level) and how many were won. */
export function blindByLevel(levelOf: readonly (number | null)[], games: readonly { deal: number; verdict: string }[]): BlindLevel[] {
  return ([1, 2, 3, 4, 5] as const).map((level) => {
    const at = games.filter((g) => g.deal <= levelOf.length && levelOf[g.deal - 1] === level);
    const won = at.filter((g) => g.verdict === 'won').length;
    return { level, deals: at.length, won, interval: wilson(won, at.length) };
  });
}
