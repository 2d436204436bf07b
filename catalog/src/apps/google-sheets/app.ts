import { z } from 'zod';
import { classifyGoogleError } from '../shared/classify-google-error.js';
import { defineApp } from '@tandem/catalog/sdk';
import { googleOAuth2 } from '../shared/google-oauth2.js';
import { testSheetsConnection } from './test-connection.js';

export const GoogleSheetsConfig = z.object({});
export type GoogleSheetsConfig = z.infer<typeof GoogleSheetsConfig>;

export const googleSheets = defineApp({
  id: 'google-sheets',
  name: 'Google Sheets',
  shortName: 'Sheets',
  description: 'Create spreadsheets and sheets, and read, find, append, update, clear and delete rows.',
  service: 'Google Sheets API v4',
  authentication: 'oauth2',
  oauth2: googleOAuth2('spreadsheets'),
  configurable: false,
  capabilities: ['actions'],
  premium: true,
  eCommerceRelevant: false,
  connectGuideLink: 'https://developers.google.com/workspace/sheets/api/guides/concepts',
  tutorial: { connect: 'Sign in with the Google account that owns or can edit the spreadsheets.' },
  baseUrl: 'https://sheets.googleapis.com',
  // 300 read and 300 write requests a minute per project, 60 per user.
  rateLimit: { requestsPerSecond: 1, maxConcurrent: 2 },
  config: GoogleSheetsConfig,
  classifyError: classifyGoogleError,
  test: testSheetsConnection,
});
