// npm test's first step: what the tests need from Debian, installed when missing (ensure-debian.js),
// while lint, typecheck and the import rules run (checks.js). On a clean machine apt-get waits on
// the network and the disk and the checks on the cores, so side by side they take the longer one's
// time, not the sum. The exit code is the first failure's, once both have ended.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const run = (script) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [join(import.meta.dirname, script)], { stdio: 'inherit' });
    child.on('error', (e) => {
      console.error(`${script}: ${e.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const codes = await Promise.all([run('ensure-debian.js'), run('checks.js')]);
process.exitCode = codes.find((c) => c !== 0) ?? 0;
