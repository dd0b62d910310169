/**
 * `survey --rate`: each deal's rating (src/solver/rating.ts) as its record is written, the ratings
 * of the deals a resumed file already holds (read from it, or rated now and appended on a line of
 * their own when an earlier run had no --rate), and the count of deals per level for the summary.
 */
import { gameDef, parseDealNumber, type GameDef, type GameId } from '../engine/index.ts';
import { rateDeal, ratingMark, type RatingMark } from '../solver/rating.ts';
import { layoutNote } from './commands/rate.ts';
import type { SurveyFile } from './survey-file.ts';

const MARKS: readonly RatingMark[] = [1, 2, 3, 4, 5, 'impossible'];

export class SurveyRatings {
  private readonly def: GameDef;
  private readonly counts = new Map<RatingMark, number>(MARKS.map((m) => [m, 0]));

  constructor(game: string) {
    this.def = gameDef(game as GameId);
  }

  /** Rates a deal (canonical text) and counts its rating. */
  rate(deal: string): RatingMark {
    const number = parseDealNumber(deal);
    if (!number.ok) throw new Error(number.message);
    return this.count(ratingMark(rateDeal(this.def, number.value)));
  }

  /** Counts the ratings of deals the file already holds: read from it, or rated now and appended. */
  rateResumed(file: SurveyFile, held: Iterable<string>): void {
    for (const deal of held) {
      const known = file.contents.ratings.get(deal);
      if (known !== undefined) this.count(known);
      else file.appendRating(deal, this.rate(deal));
    }
  }

  /** "ratings (docs/rating.md): level 1 3, level 2 0, … impossible 2". */
  text(): string {
    return `ratings (docs/rating.md): ${MARKS.map((m) => `${m === 'impossible' ? m : `level ${m}`} ${this.counts.get(m)}`).join(', ')}${layoutNote(this.def)}`;
  }

  private count(mark: RatingMark): RatingMark {
    this.counts.set(mark, this.counts.get(mark)! + 1);
    return mark;
  }
}
