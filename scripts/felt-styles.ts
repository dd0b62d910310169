/** Writes the felts' colours (src/web/felts.ts) into styles.css in place of its felts comment, in dev and in a build. */
import type { Plugin } from 'vite';
import { feltStyles } from '../src/web/felts.ts';

/** Where styles.css takes the felts' rules. */
export const FELTS_MARK = /\/\* felts:[^*]*\*\//;

export function feltStylesPlugin(): Plugin {
  return {
    name: 'felt-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/web\/styles\.css(\?|$)/.test(id)) return undefined;
      if (!FELTS_MARK.test(code)) throw new Error('felt-styles: src/web/styles.css has no /* felts: ... */ comment for the felts\' rules');
      return { code: code.replace(FELTS_MARK, feltStyles()), map: null };
    },
  };
}
