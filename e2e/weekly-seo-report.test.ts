import { type AnalyticsFakeRow, type SearchConsoleFakeRow, startFake, type StartedFake } from '@tandem/catalog/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointAppsAt } from '../scripts/test-env/point-apps-at.js';
import { runLibraryFlow } from '../scripts/test-env/run-library-flow.js';
import { signUp, startTestStack, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';

const FLOW = 'Weekly SEO report: top queries from the search console and sessions from analytics into a spreadsheet, with a task for pages that lost clicks';
/** The spreadsheet the library flow names until the user sets theirs. */
const SPREADSHEET = '1AbcDefGhiJklMnoPqrStuVwxYz0123456789';

const DAY = 86_400_000;
const dayAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);
const gsc = (days: number, page: string, query: string, clicks: number): SearchConsoleFakeRow => ({
  date: dayAgo(days), page: `https://www.example.com${page}`, query, device: 'MOBILE', country: 'deu', clicks, impressions: clicks * 20, position: 4,
});

/** The weekly SEO report runs through Temporal on the fakes of all four apps. */
describe('the weekly SEO report', () => {
  let stack: TestStack;
  let searchConsole: StartedFake<'google-search-console'>;
  let analytics: StartedFake<'google-analytics'>;
  let sheets: StartedFake<'google-sheets'>;
  let clickup: StartedFake<'clickup'>;
  let restoreUrls: () => void = () => {};

  beforeAll(async () => {
    searchConsole = await startFake('google-search-console', {
      properties: {
        'sc-domain:example.com': [
          gsc(3, '/shoes', 'running shoes', 40),
          gsc(3, '/socks', 'wool socks', 9),
          gsc(10, '/shoes', 'running shoes', 70),
          gsc(10, '/socks', 'wool socks', 4),
          gsc(10, '/gone', 'old offer', 15),
        ],
      },
    });
    const sessions = (pagePath: string, n: number): AnalyticsFakeRow => ({ dimensions: { date: dayAgo(3).replaceAll('-', ''), pagePath }, metrics: { sessions: n } });
    analytics = await startFake('google-analytics', {
      properties: { '1000': { displayName: 'www.example.com', account: '100', currencyCode: 'EUR', timeZone: 'Europe/Berlin', rows: [sessions('/shoes', 120), sessions('/socks', 30)] } },
    });
    sheets = await startFake('google-sheets', { spreadsheets: { [SPREADSHEET]: { title: 'SEO reports', sheets: { Overview: [] } } } });
    clickup = await startFake('clickup');
    restoreUrls = pointAppsAt({ 'google-search-console': searchConsole.url, 'google-analytics': analytics.url, 'google-sheets': sheets.url, clickup: clickup.url });
    stack = await startTestStack();
  });
  afterAll(async () => {
    restoreUrls();
    await stack?.stop();
    await Promise.all([searchConsole?.close(), analytics?.close(), sheets?.close(), clickup?.close()]);
  });

  async function connect(user: TestUser, app: string, accessToken: string, config: Record<string, unknown>) {
    const res = await user.request('POST', `/api/workspaces/${user.workspaceId}/connections`, { app, name: app, auth: { refreshToken: accessToken, accessToken }, config });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }

  it(`the library flow "${FLOW}" runs end to end`, async () => {
    const user = await signUp(stack.app);
    await connect(user, 'google-search-console', searchConsole.tokens.readOnly, { property: 'sc-domain:example.com' });
    await connect(user, 'google-analytics', analytics.token, { propertyId: '1000' });
    await connect(user, 'google-sheets', sheets.token, {});
    await connect(user, 'clickup', clickup.token, { workspaceId: '9001' });
    await runLibraryFlow(user, 'SEO', FLOW);

    const title = `SEO ${dayAgo(7)}`;
    expect(sheets.cells(SPREADSHEET, title)).toEqual([
      ['Top query', 'Clicks', 'Impressions', 'CTR %', 'Position'],
      ['running shoes', 40, 800, 5, 4],
      ['wool socks', 9, 180, 5, 4],
      ['Page', 'Sessions'],
      ['/shoes', 120],
      ['/socks', 30],
    ]);
    const tasks = [...clickup.tasks.values()].map((task) => [task.name, (task.priority as { priority: string }).priority, (task.list as { id: string }).id]);
    expect(tasks).toEqual([
      ['Check https://www.example.com/shoes: 30 fewer clicks', 'high', '901'],
      ['Check https://www.example.com/gone: 15 fewer clicks', 'high', '901'],
    ]);
    expect([...clickup.tasks.values()][0]?.description).toBe(`Clicks from Google Search fell from 70 to 40 in the week from ${dayAgo(7)} to ${dayAgo(1)}.`);
  });
});
