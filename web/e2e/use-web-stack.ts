import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startWebStack, type WebStack, type WebStackOptions } from './web-stack';

/** The whole stack and a browser for one test file: started before its tests, stopped after them. */
export function useWebStack(options: WebStackOptions = {}): { stack: () => WebStack; browser: () => Browser } {
  let stack: WebStack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startWebStack(options), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('the web stack has not started');
    return value;
  };
  return { stack: () => started(stack), browser: () => started(browser) };
}
