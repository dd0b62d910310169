// `summary --csv` on the committed survey data, as a researcher takes it: a row for every deal of
// every file, by deal number, with its game, verdict, nodes, ms, solver version and budget all filled.
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { surveyFilesUnder, gameOfName } from '../../src/cli/survey-replay.ts';
import { runCli } from './capture.ts';

const DATA = join(import.meta.dirname, '../../docs/survey');
const COLUMNS = ['game', 'deal', 'verdict', 'nodes', 'ms', 'solver', 'budget'];

/** A CSV row's fields (RFC 4180: a quoted field may hold commas and doubled quotes). */
function fields(row: string): string[] {
  const out: string[] = [];
  for (let at = 0; at <= row.length; ) {
    if (row[at] === '"') {
      // The field ends at the first quote not doubled.
      let end = at + 1, text = '';
      for (;;) {
        const q = row.indexOf('"', end);
        if (q < 0) return [...out, row.slice(at)]; // unclosed: one field, which the checks below refuse
        text += row.slice(end, q);
        if (row[q + 1] !== '"') {
          end = q;
          break;
        }
        text += '"';
        end = q + 2;
      }
      out.push(text);
      at = end + 2;
    } else {
      const end = row.indexOf(',', at);
      out.push(row.slice(at, end < 0 ? row.length : end));
      at = end < 0 ? row.length + 1 : end + 1;
    }
  }
  return out;
}

describe('summary --csv of the committed surveys', () => {
  // The blind games (big-ben-blind.jsonl.gz) are games played, not a solver's survey.
  const files = surveyFilesUnder(DATA).filter((f) => !basename(f).includes('blind')); // by its name: a checkout's path may say blind too

  it("the test has the files to read: docs/survey/<game>.jsonl, docs/survey/100k/<game>.jsonl.gz and the castle games' docs/survey/1m/<game>.jsonl.gz", () => {
    const castles = ['beleaguered-castle', 'citadel', 'fortress', 'streets-and-alleys'], games = ['big-ben', ...castles];
    const names = files.map((f) => f.slice(DATA.length + 1));
    expect(names).toEqual(expect.arrayContaining([...games.map((g) => `${g}.jsonl`), ...games.map((g) => `100k/${g}.jsonl.gz`), ...castles.map((g) => `1m/${g}.jsonl.gz`)]));
  });

  it.each(files.map((f) => [f.slice(DATA.length + 1), f]))('%s: every deal from 1 a row, every column filled', async (name, path) => {
    const r = await runCli(['summary', path, '--csv']);
    expect([r.code, r.err], name).toEqual([0, '']);
    const rows = r.out.split('\n');
    expect(rows[0]).toBe(COLUMNS.join(','));
    const size = name.startsWith('1m/') ? 1_000_000 : name.startsWith('100k/') ? 100_000 : 10_000;
    expect(rows.length - 1, 'one row a deal').toBe(size);
    const game = gameOfName(path);
    for (let i = 1; i < rows.length; i++) {
      const f = fields(rows[i]!);
      const bad = f.length !== COLUMNS.length || f.some((x) => x === '') || f[0] !== game || f[1] !== String(i) || !['won', 'impossible', 'unknown'].includes(f[2]!) || !/^\d+$/.test(f[3]!) || !/^\d+(\.\d+)?$/.test(f[4]!);
      if (bad) expect.fail(`${name}, row ${i}: ${rows[i]}`);
    }
  }, 180_000);
});
