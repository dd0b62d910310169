/**
 * A game family's view of the board: what it draws on and around the piles that the family has and
 * others do not (Big Ben's clock with its hour badges, its stock and its Deal and Fill buttons; the
 * castle family's suit marks and Selective Castle's offered card). The board (Board.tsx) draws the
 * piles; the view it takes from the game's capabilities (viewOf) says what each pile carries.
 */
import type { ComponentChildren, VNode } from 'preact';
import type { Layout, Slot } from '../../state/layout.ts';
import type { Session } from '../../state/session.ts';
import type { Lang } from '../../state/settings.ts';
import type { PileProps } from '../Pile.tsx';

/** What a pile carries besides its slot, label and marks. */
export type PileParts = Pick<PileProps, 'cards' | 'topOnly' | 'extra' | 'classes' | 'baseSuit' | 'gaps' | 'tag'>;

export interface FamilyView {
  /** The board's class: the family's look in styles.css. */
  readonly family: 'bigben' | 'castle';
  /** What pile `slot` carries now. */
  pile(s: Session, slot: Slot, lang: Lang): PileParts;
  /** Buttons of the family's own, in the layout's place for them (Big Ben's Deal and Fill). */
  buttons?(s: Session, l: Layout, lang: Lang): VNode | null;
  /** The family's own notice in the board's bottom band (Big Ben: only the stock can move). */
  notice?(s: Session, lang: Lang): ComponentChildren;
}
