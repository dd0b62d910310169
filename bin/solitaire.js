#!/usr/bin/env node
// The command line, run from its TypeScript source through tsx (a dependency).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
