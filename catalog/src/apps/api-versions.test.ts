import { readFileSync } from 'node:fs';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { apiVersions } from './api-versions.js';
import { appIds } from './registry.js';
import { API_VERSION_WARNING_DAYS, type ApiVersionPin, daysUntilRetirement, retiresSoon } from './shared/api-version.js';

const pin = (retires: string | null): ApiVersionPin => ({ api: 'X', version: 'v1', retires, schedule: 's' });

describe('API versions of the apps', () => {
  it('warns from 60 days before a pinned version ends, by the date given', () => {
    expect(daysUntilRetirement(pin('2027-05-01'), '2027-03-02')).toBe(60);
    expect(retiresSoon(pin('2027-05-01'), '2027-03-01')).toBe(false);
    expect(retiresSoon(pin('2027-05-01'), '2027-03-02')).toBe(true);
    expect(retiresSoon(pin('2027-05-01'), '2027-06-01')).toBe(true);
    expect(retiresSoon(pin(null), '2099-01-01')).toBe(false);
  });

  it('every app declares its pinned version and its end, or that the vendor publishes none', () => {
    expect(Object.keys(apiVersions).sort()).toEqual([...appIds].sort());
    for (const [app, { version, retires, schedule }] of Object.entries(apiVersions)) {
      expect(version, app).not.toBe('');
      expect(schedule.length, app).toBeGreaterThan(10);
      if (retires !== null) expect(retires, app).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it(`no pinned version ends within ${API_VERSION_WARNING_DAYS} days of today: upgrade the app named here`, () => {
    const today = DateTime.utc().toISODate()!;
    const soon = Object.entries(apiVersions)
      .filter(([, p]) => retiresSoon(p, today))
      .map(([app, p]) => `${app}: ${p.api} ${p.version} ends ${p.retires}`);
    expect(soon).toEqual([]);
  });

  it('docs/api-versions.md lists every app with its version and retirement date', () => {
    const doc = readFileSync(new URL('../../../docs/api-versions.md', import.meta.url), 'utf8');
    for (const [app, p] of Object.entries(apiVersions)) {
      expect(doc, app).toContain(`| \`${app}\` | ${p.api} | ${p.version} | ${p.retires ?? 'none published'} |`);
    }
  });
});
