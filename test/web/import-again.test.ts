/**
 * importAgain's reading of a failed import's error: the file to ask for again at a new address, and
 * of a built module's code: the files it imports by name (test/browser/daily.test.ts and
 * load-again.test.ts check the asking and the reload offered, in Chromium).
 */
import { describe, expect, it } from 'vitest';
import { failedAddress, importAgain } from '../../src/web/import-again.ts';
import { namedImports } from '../../src/web/held.tsx';

describe('failedAddress', () => {
  it('reads the file from Chromium’s and Firefox’s words', () => {
    expect(failedAddress(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5173/assets/citadel-DpPXKi3U.js'))).toBe('http://127.0.0.1:5173/assets/citadel-DpPXKi3U.js');
    expect(failedAddress(new TypeError('error loading dynamically imported module: https://example.org/app/assets/Home-BvDpdmgp.js'))).toBe('https://example.org/app/assets/Home-BvDpdmgp.js');
    expect(failedAddress(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/x.js?try=3'))).toBe('http://localhost/assets/x.js');
  });

  it('finds none where the words name no file (Safari’s)', () => {
    expect(failedAddress(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(failedAddress('offline')).toBeUndefined();
  });
});

describe('importAgain', () => {
  it('gives the module when the import works, and the error when its words name no file', async () => {
    await expect(importAgain(() => Promise.resolve({ x: 1 }))).resolves.toEqual({ x: 1 });
    const e = new TypeError('Importing a module script failed.');
    await expect(importAgain(() => Promise.reject(e))).rejects.toBe(e);
  });
});

describe('namedImports', () => {
  it('reads the files a built chunk imports by name, not those it imports when asked', () => {
    const code = 'import{a as o,b as r}from"./app-Dw8So9cX.js";import"./Dialog-aiAlRRya.js";import { t } from \'../shared/table.js\';const l=()=>import("./later-x1.js");';
    expect(namedImports(code, 'http://localhost/assets/SettingsDialog-CaZuYjbr.js')).toEqual([
      'http://localhost/assets/app-Dw8So9cX.js',
      'http://localhost/assets/Dialog-aiAlRRya.js',
      'http://localhost/shared/table.js',
    ]);
    expect(namedImports('export const b = 1;', 'http://localhost/assets/b.js')).toEqual([]);
  });
});
