/**
 * Each felt's colours, as styles.css's custom properties. The build writes them into styles.css in
 * place of its felts comment (scripts/felt-styles.ts) and into the web app's manifest; the bar's
 * colour is settings.ts's FELT_CHROME, the one table the app's code reads (for the browser's bar).
 * Only the build reads this file: none of it ships in the app's code.
 */
import { FELT_CHROME, type Felt } from './state/settings.ts';

type Chosen = Exclude<Felt, 'auto'>;
type Prop = 'felt' | 'felt-dark' | 'felt-hi' | 'panel' | 'line' | 'muted';

const OWN: Record<Chosen, Record<Prop, string>> = {
  green: { felt: '#0b4f33', 'felt-dark': '#063522', 'felt-hi': '#11673f', panel: '#0d3d28', line: '#6fa386', muted: '#cfe3d6' },
  blue: { felt: '#12406e', 'felt-dark': '#0a2748', 'felt-hi': '#1b5a94', panel: '#0e2f55', line: '#7b9fc7', muted: '#d3e1f2' },
  dark: { felt: '#202328', 'felt-dark': '#131518', 'felt-hi': '#2c3037', panel: '#1d2025', line: '#7d848f', muted: '#d4d7dc' },
};

/** A felt's colours by custom property name (without the dashes), its bar's included. */
export const feltColours = (felt: Chosen): Record<string, string> => ({ ...OWN[felt], bar: FELT_CHROME[felt] });

const block = (felt: Chosen): string =>
  Object.entries(feltColours(felt))
    .map(([k, v]) => `--${k}: ${v};`)
    .join(' ');

/**
 * The felts' rules. A data-felt attribute is on the root (set before the first paint) and on
 * Settings' swatches; none, or automatic, is green, or dark when the system is.
 */
export const feltStyles = (): string =>
  [
    `:root, [data-felt='green'], [data-felt='auto'] { ${block('green')} }`,
    `[data-felt='blue'] { ${block('blue')} }`,
    `[data-felt='dark'] { ${block('dark')} }`,
    `@media (prefers-color-scheme: dark) { :root:not([data-felt]), [data-felt='auto'] { ${block('dark')} } }`,
  ].join('\n');
