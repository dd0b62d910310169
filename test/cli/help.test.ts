/** `solitaire --help` and `solitaire <command> --help`: every command's usage, printed on standard output with exit 0. */
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/main.ts';
import { runCli } from './capture.ts';

const optionsOf = (text: string): string[] => [...text.matchAll(/--[a-z][a-z-]*/g)].map((m) => m[0]);

describe('help', () => {
  it.each(Object.keys(COMMANDS))('solitaire %s --help (and -h) prints its whole usage, runs nothing, exits 0', async (name) => {
    const { USAGE } = await COMMANDS[name]!.load();
    expect(USAGE).toMatch(new RegExp(`^usage: solitaire ${name} `));
    // Anywhere among the arguments, even after ones that would be refused.
    for (const argv of [[name, '--help'], [name, '-h'], [name, 'no-such-game', '99', '--help']]) {
      expect(await runCli(argv), argv.join(' ')).toEqual({ code: 0, out: USAGE, err: '' });
    }
  });

  it('solitaire --help names every command once, each with options its own usage has', async () => {
    const r = await runCli(['--help']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('solitaire <command> --help');
    for (const [name, cmd] of Object.entries(COMMANDS)) {
      expect(r.out.match(new RegExp(`^  solitaire ${name} `, 'gm')), name).toHaveLength(1);
      const { USAGE } = await cmd.load();
      for (const option of optionsOf(cmd.synopsis)) expect(optionsOf(USAGE), `${name}: ${option}`).toContain(option);
    }
  });
});
