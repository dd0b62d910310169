/**
 * The solver's version as survey files and queue jobs record it: the package version and a digest
 * of the engine's and the solver's sources (what decides a verdict), so that two checkouts with the
 * same text agree and any change to a rule or a search gives another version — without git, which
 * an installed package does not have.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../../', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? (e.name === 'node' ? [] : sources(join(dir, e.name))) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []))
    .sort();
}

function digest(): string {
  const hash = createHash('sha256');
  for (const file of [...sources(join(SRC, 'engine')), ...sources(join(SRC, 'solver'))]) {
    hash.update(relative(SRC, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };

/** e.g. "0.1.0+3f2a9c01b7de". */
export const SOLVER_VERSION = `${pkg.version}+${digest()}`;
