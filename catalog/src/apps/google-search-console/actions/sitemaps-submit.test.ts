import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '../../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { searchConsoleSubmitSitemap } from './sitemaps-submit.js';
import { searchConsoleInspectUrl } from './url-inspection-inspect.js';

let fake: StartedFake<'google-search-console'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const config = { property: 'sc-domain:example.com' };
const auth = (accessToken: string) => ({ refreshToken: 'r', accessToken });

describe('google-search-console sitemaps.submit', () => {
  it('puts the sitemap with the full webmasters scope', async () => {
    fake = await startFake('google-search-console');
    const sitemapUrl = 'https://www.example.com/sitemap.xml';
    const output = await runAction(searchConsoleSubmitSitemap, { input: { sitemapUrl }, auth: auth(fake.tokens.full), config, baseUrlOverrides: fake.baseUrlOverrides });
    expect(output).toEqual({ property: 'sc-domain:example.com', sitemapUrl, submitted: true });
    expect(fake.requests[0]).toMatchObject({ method: 'PUT', path: '/webmasters/v3/sites/sc-domain%3Aexample.com/sitemaps/https%3A%2F%2Fwww.example.com%2Fsitemap.xml' });
    expect(fake.sitemaps.get('sc-domain:example.com')).toEqual([sitemapUrl]);
  });

  it('is refused with 403 for a read-only grant, and needs a URL', async () => {
    fake = await startFake('google-search-console');
    const submit = (input: unknown) => runAction(searchConsoleSubmitSitemap, { input, auth: auth(fake!.tokens.readOnly), config, baseUrlOverrides: fake!.baseUrlOverrides });
    await expect(submit({ sitemapUrl: 'https://www.example.com/sitemap.xml' })).rejects.toMatchObject({
      status: 403,
      message: 'google-search-console answered 403 Forbidden: Request had insufficient authentication scopes.',
    });
    await expect(submit({ sitemapUrl: 'sitemap.xml' })).rejects.toThrow(/Invalid input/);
    expect(fake.sitemaps.size).toBe(0);
  });
});

describe('google-search-console urlInspection.inspect', () => {
  it("returns the index status, AMP, mobile and rich results parts in the property's language", async () => {
    fake = await startFake('google-search-console');
    const inspectionUrl = 'https://www.example.com/shoes';
    const output = await runAction(searchConsoleInspectUrl, { input: { inspectionUrl, languageCode: 'de-DE' }, auth: auth(fake.tokens.readOnly), config, baseUrlOverrides: fake.baseUrlOverrides });
    expect(output).toMatchObject({
      inspectionResultLink: expect.stringContaining('hl=de-DE'),
      indexStatusResult: { verdict: 'PASS', coverageState: 'Submitted and indexed', googleCanonical: inspectionUrl },
      richResultsResult: { verdict: 'PASS' },
    });
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({ inspectionUrl, siteUrl: 'sc-domain:example.com', languageCode: 'de-DE' });
  });

  it('checks the language code and defaults to en-US', async () => {
    fake = await startFake('google-search-console');
    const inspect = (input: unknown) => runAction(searchConsoleInspectUrl, { input, auth: auth(fake!.tokens.readOnly), config, baseUrlOverrides: fake!.baseUrlOverrides });
    await expect(inspect({ inspectionUrl: 'https://www.example.com/new', languageCode: 'english' })).rejects.toThrow('Use a language code like en-US');
    await expect(inspect({ inspectionUrl: 'https://www.example.com/new' })).resolves.toMatchObject({ indexStatusResult: { verdict: 'NEUTRAL' } });
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toMatchObject({ languageCode: 'en-US' });
  });
});
