import { appWithActions } from '@tandem/catalog/sdk';
import { searchConsoleQuery } from './actions/search-analytics-query.js';
import { searchConsoleSitesGetAll } from './actions/sites-get-all.js';
import { searchConsoleSubmitSitemap } from './actions/sitemaps-submit.js';
import { searchConsoleInspectUrl } from './actions/url-inspection-inspect.js';
import { googleSearchConsole } from './app.js';

export * from './app.js';
export * from './property.js';
export * from './actions/search-analytics-query.js';
export * from './actions/sites-get-all.js';
export * from './actions/sitemaps-submit.js';
export * from './actions/url-inspection-inspect.js';

export const googleSearchConsoleApp = appWithActions(googleSearchConsole, [searchConsoleSitesGetAll, searchConsoleQuery, searchConsoleInspectUrl, searchConsoleSubmitSitemap]);
