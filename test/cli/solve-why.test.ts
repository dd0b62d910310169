import { describe, expect, it } from 'vitest';
import { parseCard } from '../../src/engine/index.ts';
import type { HintReason } from '../../src/solver/reason.ts';
import { runCli } from './capture.ts';

const card = (text: string): number => parseCard(text)!;

describe('solitaire solve --why', () => {
  it('gives every move of the winning line its reason, in words and in JSON', async () => {
    const text = await runCli(['solve', 'citadel', '3', '--why']);
    expect(text.code).toBe(0);
    const lines = text.out.split('\n');
    const moves = /^moves \((\d+)\)/.exec(lines[1]!)!;
    const why = lines.filter((l) => /^ {2}\d+\. /.test(l));
    expect(why).toHaveLength(Number(moves[1]));
    expect(why[0]).toBe('  1. t0-t3: frees the 3♣');
    const json = JSON.parse((await runCli(['solve', 'citadel', '3', '--why', '--json'])).out) as { moves: string[]; why: HintReason[] };
    expect(json.why).toHaveLength(json.moves.length);
    expect(json.why[0]).toEqual({ kind: 'frees', card: card('3C') });
  });
});
