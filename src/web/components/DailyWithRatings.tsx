/** The daily deals' dialog with each deal's rating: a screen puts the two features together (neither imports the other). */
import { DailyDialog } from '../daily/DailyDialog.tsx';
import { DealRating } from '../rating/Rating.tsx';

export const DailyWithRatings = () => <DailyDialog Rating={DealRating} />;
