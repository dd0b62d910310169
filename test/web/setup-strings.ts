/**
 * The unit tests' strings: the app fetches one language's table before drawing (main.tsx), and
 * tests look words up in both languages without a page, so both are loaded before any test runs.
 */
import { loadLang } from '../../src/web/i18n/index.ts';

await Promise.all([loadLang('en'), loadLang('fr')]);
