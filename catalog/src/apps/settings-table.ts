import { appSettingsInfo } from '@tandem/catalog/runtime';
import { apps } from './registry.js';

/** The markdown table of every app's operator settings (docs/connector-sdk.md lists it; a test keeps the two equal). */
export function appSettingsTable(): string {
  const settings = new Map<string, { apps: string[]; required: boolean; description: string }>();
  for (const app of Object.values(apps)) {
    for (const s of appSettingsInfo(app)) {
      const row = settings.get(s.envName) ?? { apps: [], required: s.required, description: s.description ?? '' };
      settings.set(s.envName, { ...row, apps: [...row.apps, app.name] });
    }
  }
  const rows = [...settings].map(([name, s]) => `| \`${name}\` | ${s.apps.join(', ')} | ${s.required ? 'yes' : 'no'} | ${s.description} |`);
  return ['| variable | app | required | meaning |', '|---|---|---|---|', ...rows].join('\n');
}
