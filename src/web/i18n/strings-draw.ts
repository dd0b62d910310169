/**
 * What a new deal of a chosen difficulty may have to say, in English and French: loaded with the
 * draw (draw.ts), so its words add nothing to the first board's bytes.
 */
import { translator } from './table.ts';

export const drawEn = {
  drawMissed: 'No deal of the difficulty you chose came up within {seconds} seconds: this one is of another difficulty.',
  drawUnrated: 'The solver could not be loaded to choose a deal of your difficulty: this one may be of another.',
};

export type DrawKey = keyof typeof drawEn;

export const drawFr: Record<DrawKey, string> = {
  drawMissed: 'Aucune donne de la difficulté choisie n’est venue en {seconds} secondes : celle-ci est d’une autre difficulté.',
  drawUnrated: 'Le solveur n’a pas pu être chargé pour choisir une donne de votre difficulté : celle-ci peut être d’une autre.',
};

export const dw = translator(drawEn, drawFr);
