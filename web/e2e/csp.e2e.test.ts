import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, signUpThroughUi } from './browser';
import { useWebStack } from './use-web-stack';

const { stack, browser } = useWebStack();

/**
 * Every `securitypolicyviolation` event of the page, recorded by a script that runs before the page's
 * own. A blocked `eval` that the page catches (zod's probe for `new Function`) logs nothing, but still
 * fires this event.
 */
async function watchedPage(): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
  const page = await context.newPage();
  return { page, violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations) };
}

describe('the Content-Security-Policy', browserSuite, () => {
  it('is not violated by the app: no blocked eval on the sign-up page, the login page or the signed-in dashboard', async () => {
    const { page, violations } = await watchedPage();
    await page.goto(`${stack().baseUrl}/app/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    expect(await violations()).toEqual([]);
    await signUpThroughUi(page, stack().baseUrl);
    await page.getByRole('heading', { name: 'Flows' }).waitFor();
    expect(await violations()).toEqual([]);
  });
});
