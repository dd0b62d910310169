/**
 * The browser project's global setup: checks Chromium, builds the app once, serves it, and hands
 * the base URL to every test file through vitest's provide/inject.
 */
import type { TestProject } from 'vitest/node';
import { testChromiumPath } from './support/chromium-path.ts';
import { buildApp, OUT_DIR, removeBuild, serveApp } from './support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The folder the app was built into: what `npm start` serves. */
    buildDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  testChromiumPath(); // fail before a 20 s build when the browser is missing
  buildApp();
  const served = await serveApp();
  project.provide('baseUrl', served.url);
  project.provide('buildDir', OUT_DIR);
  return async () => {
    await served.close();
    removeBuild();
  };
}
