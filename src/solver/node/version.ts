/**
 * The solver's version as survey files and queue jobs record it: the package version and a digest
 * of the sources that decide a verdict, so that two checkouts with the same text agree and any change
 * to a rule or a search gives another version — without git, which an installed package does not have.
 *
 * A game's version covers the engine and the solver's files but those of the other family: Big Ben's
 * files are named for it (`big-ben*.ts`, `*-big-ben.ts`), the castle games' start with `castle`. So a
 * change to Big Ben's search leaves the castle games' surveys under their version (`survey --again
 * unknown` does not take their unknown deals for another solver's), and the other way round.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../../', import.meta.url));

/** The two families of solver files; 'all' is every file (the queue's version). */
export type SolverFamily = 'big-ben' | 'castle' | 'all';

/** A game's family, by its id (every id but Big Ben's is a castle game's). */
export const familyOf = (game: string): SolverFamily => (game === 'big-ben' ? 'big-ben' : 'castle');

/** Whether a source file belongs to the family other than `family` (so cannot change its verdicts). */
function otherFamily(file: string, family: SolverFamily): boolean {
  const name = basename(file);
  if (family === 'castle') return name.includes('big-ben');
  if (family === 'big-ben') return name.startsWith('castle');
  return false;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? (e.name === 'node' ? [] : sources(join(dir, e.name))) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []))
    .sort();
}

/** The digest of `src`'s engine and solver sources for `family` (12 hex digits). */
export function sourcesDigest(src: string, family: SolverFamily): string {
  const hash = createHash('sha256');
  for (const file of [...sources(join(src, 'engine')), ...sources(join(src, 'solver'))]) {
    if (otherFamily(file, family)) continue;
    hash.update(relative(src, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };

/** The whole solver's version, every game's sources, e.g. "0.1.0+3f2a9c01b7de": it names the queue, whose workers take every game's work. */
export const SOLVER_VERSION = `${pkg.version}+${sourcesDigest(SRC, 'all')}`;

const versions = new Map<SolverFamily, string>();

/** The version of the solver that decides `game`'s verdicts: what a survey file's header records. */
export function solverVersion(game: string): string {
  const family = familyOf(game);
  let v = versions.get(family);
  if (v === undefined) versions.set(family, (v = `${pkg.version}+${sourcesDigest(SRC, family)}`));
  return v;
}
