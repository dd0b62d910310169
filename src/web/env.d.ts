/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** The survey counts, read from docs/survey/100k at build time (scripts/survey-odds.ts). */
declare module 'virtual:survey-odds' {
  import type { SurveyTable } from './rules/odds.ts';
  const table: SurveyTable;
  export default table;
}
