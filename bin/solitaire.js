#!/usr/bin/env node
// The command line, run from its TypeScript source through tsx (a dependency).
import { register } from 'tsx/esm/api';

register();
// A reader that stops early (`| head`) closes the pipe: what is left to print has no reader, which
// is no failure of the command. Any other output error is.
process.stdout.on('error', (e) => {
  if (e.code !== 'EPIPE') throw e;
  process.exit(process.exitCode ?? 0);
});
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
