/** Runs a maintainer script of scripts/ as a person would (`npx tsx scripts/<name>.ts …`), for the tests of its output. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The script's exit code, its output and its error text. */
export async function runScript(script: string, args: string[]): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { cwd: root });
    return { code: 0, out: stdout, err: stderr };
  } catch (e) {
    const x = e as { code: number; stdout: string; stderr: string };
    return { code: x.code, out: x.stdout, err: x.stderr };
  }
}
