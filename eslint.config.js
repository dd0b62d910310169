// Lint, and the one-way imports of style.md enforced mechanically:
// engine imports nothing of ours; solver imports the engine only; web and cli sit on top.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const nodeBuiltins = { group: ['node:*', 'fs', 'path', 'os', 'worker_threads', 'child_process'], message: 'The engine and solver are pure: no Node.js imports.' };
const upper = (...dirs) => ({ group: dirs.map((d) => `**/${d}/**`), message: 'Imports point one way: cli/web → solver → engine.' });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-output/**', 'bin/**', '.scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['scripts/**/*.js', 'bench/**/*.ts', 'src/cli/**/*.ts', 'test/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/engine/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [nodeBuiltins, upper('solver', 'web', 'cli')] }] },
  },
  {
    files: ['src/solver/**/*.ts'],
    ignores: ['src/solver/node/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [nodeBuiltins, upper('web', 'cli')] }] },
  },
);
