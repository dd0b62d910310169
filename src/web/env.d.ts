/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** The survey counts, read from each game's largest survey in docs/survey at build time (scripts/survey-odds.ts). */
declare module 'virtual:survey-odds' {
  import type { SurveyTable } from './rules/odds.ts';
  const table: SurveyTable;
  export default table;
}
