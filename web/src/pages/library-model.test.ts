import { describe, expect, it } from 'vitest';
import type { LibraryFlow } from '../api/types';
import type { Step } from '../flow/types';
import { isUseCase, libraryApps, previewStepLabel, previewSteps, searchLibrary, useCaseCounts } from './library-model';

const flow = (name: string, useCases: LibraryFlow['libraryInfo']['useCases'], apps: string[], description = ''): LibraryFlow => ({
  flowId: name,
  shortId: name,
  name,
  description,
  apps,
  trigger: null,
  libraryInfo: {
    useCases,
    apps: [],
    advanced: false,
    expertPick: false,
    riskFree: true,
    agency: false,
    previewSteps: [],
    details: { description: `${name} details` },
    metaTitle: name,
    metaDescription: '',
  },
  performanceMetrics: { shown: 0, seen: 0, clicked: 0, copied: 0, setLive: 0 },
});
const flows = [flow('Sold-out alert', ['Ecommerce', 'Alerts & Tasks'], ['shopify', 'mailgun']), flow('Feed guard', ['Feeds'], ['google-merchant-center']), flow('Uptime', ['Alerts & Tasks'], ['mailgun'], 'Checks the website')];

describe('library model', () => {
  it('searches name, description, details, apps and use cases by every word', () => {
    expect(searchLibrary(flows, '').map((f) => f.name)).toEqual(['Sold-out alert', 'Feed guard', 'Uptime']);
    expect(searchLibrary(flows, 'WEBSITE').map((f) => f.name)).toEqual(['Uptime']);
    expect(searchLibrary(flows, 'mailgun sold').map((f) => f.name)).toEqual(['Sold-out alert']);
    expect(searchLibrary(flows, 'alerts').map((f) => f.name)).toEqual(['Sold-out alert', 'Uptime']);
  });

  it('counts the nine use cases in the seed order', () => {
    const counts = useCaseCounts(flows);
    expect(counts.map((c) => c.useCase)).toEqual(['SEA', 'Feeds', 'Reporting', 'SEO', 'AI', 'Alerts & Tasks', 'Content Creation', 'Ecommerce', 'Social Ads']);
    expect(counts.find((c) => c.useCase === 'Alerts & Tasks')?.count).toBe(2);
    expect(isUseCase('SEO')).toBe(true);
    expect(isUseCase('seo')).toBe(false);
  });

  it('lists the apps, most used first', () => {
    expect(libraryApps(flows)).toEqual([
      { app: 'mailgun', count: 2 },
      { app: 'google-merchant-center', count: 1 },
      { app: 'shopify', count: 1 },
    ]);
  });

  it('shows at most three preview steps with what they do', () => {
    const steps = Array.from({ length: 5 }, (_, i): Step => ({ name: `w${i}`, type: 'wait', duration: 'PT1M' }));
    expect(previewSteps(steps)).toHaveLength(3);
    expect(previewSteps(undefined)).toEqual([]);
    expect(previewStepLabel({ name: 'a', displayName: 'Send', type: 'action', app: 'mailgun', action: 'send', input: {} } as Step)).toEqual({ title: 'Send', detail: 'mailgun · send' });
  });
});
