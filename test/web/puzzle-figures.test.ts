/** The puzzle pack's figures, as the rule pages (en, fr) and docs/puzzles.md quote them, are the data's. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeBudget, puzzles, samples } from '../../src/web/data/puzzles.ts';
import { puzzleSummary } from '../../src/web/data/puzzles-summary.ts';
import { rulesEn } from '../../src/web/i18n/rules-en.ts';
import { rulesFr } from '../../src/web/i18n/rules-fr.ts';
import { level } from '../../src/web/data/puzzle-level.ts';

const count = (l: string): number => puzzles.filter((p) => level(p.wins, samples) === l).length;
const section = (page: typeof rulesEn['selective-castle'], title: string): string => page.sections.find(([t]) => t === title)?.[1].join(' ') ?? '';

describe('the puzzle pack figures', () => {
  it('the summary is the pack', () => {
    expect(puzzleSummary).toMatchObject({ count: puzzles.length, samples, nodes: nodeBudget, easy: count('easy'), medium: count('medium'), hard: count('hard') });
    expect(puzzleSummary.byWins.reduce((n, [, k]) => n + k, 0)).toBe(puzzles.length);
  });

  it('the rule pages quote them in English and French', () => {
    const en = section(rulesEn['selective-castle'], 'The puzzles');
    expect(en).toContain(`${puzzles.length} puzzles`);
    expect(en).toContain(`${samples} times`);
    expect(en).toContain('20,000 positions');
    expect(en).toContain(`${count('easy')} puzzles are easy (9 or more of 12 layouts won), ${count('medium')} medium and ${count('hard')} hard (4 or fewer won)`);
    expect(en).toContain('npx tsx scripts/puzzles.ts');
    const fr = section(rulesFr['selective-castle'], 'Les énigmes');
    expect(fr).toContain(`${puzzles.length} énigmes`);
    expect(fr).toContain('20\u202f000 positions');
    expect(fr).toContain(`${count('easy')} énigmes sont faciles (9 dispositions gagnées sur 12 ou plus), ${count('medium')} moyennes et ${count('hard')} difficiles (4 ou moins)`);
    expect(fr).toContain('npx tsx scripts/puzzles.ts');
  });

  it('docs/puzzles.md says the same, and the README links to it', () => {
    const doc = readFileSync(resolve(import.meta.dirname, '../../docs/puzzles.md'), 'utf8');
    expect(doc).toContain(`**${puzzles.length} deals**`);
    expect(doc).toContain(`**${samples} times**`);
    expect(doc).toContain(`**${nodeBudget.toLocaleString('en-US')} nodes**`);
    for (const l of ['easy', 'medium', 'hard']) expect(doc).toMatch(new RegExp(`\\| ${l} +\\| [^|]+\\| ${count(l)} +\\|`));
    expect(doc).toContain(`By layouts won: ${puzzleSummary.byWins.map(([w, n]) => `${w}: ${n}`).join(', ')}.`);
    expect(readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8')).toContain('(docs/puzzles.md)');
  });
});
