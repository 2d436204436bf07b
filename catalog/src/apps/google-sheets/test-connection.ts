import { type AppCall, NonRetryableError } from '@tandem/catalog/sdk';

/**
 * The connection test: asks for a spreadsheet that does not exist. Sheets has no cheaper
 * authenticated read; a working grant answers 404, a refused one 401 or 403.
 */
export async function testSheetsConnection({ http }: AppCall): Promise<void> {
  try {
    await http.get('/v4/spreadsheets/tandem-connection-test', { query: { fields: 'spreadsheetId' }, responseType: 'json' });
  } catch (error) {
    if (error instanceof NonRetryableError && error.status === 404) return;
    throw error;
  }
}
