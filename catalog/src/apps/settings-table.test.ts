import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appSettingEnvName } from '@tandem/catalog/runtime';
import { appSettingsTable } from './settings-table.js';

const docs = readFileSync(new URL('../../../docs/connector-sdk.md', import.meta.url), 'utf8');

describe('operator settings of the apps', () => {
  it('are named TANDEM_APP_<APP>_<SETTING>', () => {
    expect(appSettingEnvName('google-ads', 'developerToken')).toBe('TANDEM_APP_GOOGLE_ADS_DEVELOPER_TOKEN');
    expect(appSettingEnvName('shopware6', 'apiVersion')).toBe('TANDEM_APP_SHOPWARE6_API_VERSION');
  });

  it('are all listed in docs/connector-sdk.md (paste appSettingsTable() between the markers)', () => {
    const listed = /<!-- app-settings:start -->\n([\s\S]*?)\n<!-- app-settings:end -->/.exec(docs)?.[1];
    expect(listed).toBe(appSettingsTable());
    expect(listed).toContain('TANDEM_APP_GOOGLE_ADS_DEVELOPER_TOKEN');
  });
});
