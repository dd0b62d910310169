/** The view of a game's family, by the game's capabilities: a stock that deals and fills (Big Ben), or the castle family's rows. */
import type { GameDef } from '../../../engine/index.ts';
import { bigBenView } from './bigben.tsx';
import { castleView } from './castle.tsx';
import type { FamilyView } from './view.ts';

export const viewOf = (def: GameDef): FamilyView => (def.stockActions ? bigBenView : castleView);
export type { FamilyView };
