/** The Appearance settings' words, in English and French (loaded with the settings dialog). */
import { translator } from '../i18n/table.ts';

const en = {
  appearance: 'Appearance',
  felt: 'Felt',
  feltAuto: 'Automatic: green, dark when the system is dark',
  feltGreen: 'Green',
  feltBlue: 'Blue',
  feltDark: 'Dark',
  back: 'Card back',
  backRuby: 'Crimson lattice',
  backOcean: 'Blue rings',
  backGold: 'Gold dots',
  large: 'Larger cards',
  largeHint: 'Bigger cards and indices, easier to read from afar; long rows fan tighter.',
};

const fr: typeof en = {
  appearance: 'Apparence',
  felt: 'Tapis',
  feltAuto: 'Automatique : vert, sombre quand le système est en mode sombre',
  feltGreen: 'Vert',
  feltBlue: 'Bleu',
  feltDark: 'Sombre',
  back: 'Dos des cartes',
  backRuby: 'Treillis pourpre',
  backOcean: 'Anneaux bleus',
  backGold: 'Pois dorés',
  large: 'Cartes plus grandes',
  largeHint: 'Cartes et index plus grands, lisibles de plus loin ; les longues rangées se resserrent.',
};

export type LooksKey = keyof typeof en;
export const lt = translator(en, fr);
