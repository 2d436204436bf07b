import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { googleSearchConsole } from '../app.js';
import { PropertyInput, resolveProperty } from '../property.js';

export const LANGUAGE_CODE_MESSAGE = 'Use a language code like en-US';

export const SearchConsoleInspectUrlInput = z.object({
  property: PropertyInput,
  inspectionUrl: z.url({ protocol: /^https?$/ }).describe('URL to inspect'),
  /** The language of the inspection's messages (BCP-47, e.g. en-US, de-DE). */
  languageCode: z.string().trim().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, LANGUAGE_CODE_MESSAGE).default('en-US').describe('Language code'),
});
export type SearchConsoleInspectUrlInput = z.infer<typeof SearchConsoleInspectUrlInput>;

const Verdict = z.string().describe('PASS, PARTIAL, FAIL, NEUTRAL or VERDICT_UNSPECIFIED');

/** The inspection's parts as Google sends them; the fields inside each part vary and are kept as they come. */
export const SearchConsoleInspectUrlOutput = z.object({
  inspectionResultLink: z.string().optional(),
  indexStatusResult: z
    .looseObject({
      verdict: Verdict.optional(),
      coverageState: z.string().optional(),
      robotsTxtState: z.string().optional(),
      indexingState: z.string().optional(),
      lastCrawlTime: z.string().optional(),
      pageFetchState: z.string().optional(),
      googleCanonical: z.string().optional(),
      userCanonical: z.string().optional(),
      crawledAs: z.string().optional(),
      sitemap: z.array(z.string()).optional(),
      referringUrls: z.array(z.string()).optional(),
    })
    .optional(),
  ampResult: z.looseObject({ verdict: Verdict.optional() }).optional(),
  mobileUsabilityResult: z.looseObject({ verdict: Verdict.optional() }).optional(),
  richResultsResult: z.looseObject({ verdict: Verdict.optional() }).optional(),
});
export type SearchConsoleInspectUrlOutput = z.infer<typeof SearchConsoleInspectUrlOutput>;

export const searchConsoleInspectUrl = defineAction({
  app: googleSearchConsole,
  id: 'urlInspection.inspect',
  displayName: 'Inspect URL',
  description: "Shows Google's indexed view of a URL of the property: index status, AMP, mobile usability and rich results.",
  categories: ['SEO'],
  mutates: false,
  input: SearchConsoleInspectUrlInput,
  output: SearchConsoleInspectUrlOutput,
  async run({ input, config, http }) {
    const siteUrl = resolveProperty(input.property, config);
    const { body } = await http.post<{ inspectionResult?: SearchConsoleInspectUrlOutput }>('/v1/urlInspection/index:inspect', {
      body: { type: 'json', data: { inspectionUrl: input.inspectionUrl, siteUrl, languageCode: input.languageCode } },
      responseType: 'json',
    });
    return body.inspectionResult ?? {};
  },
});
