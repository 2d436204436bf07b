import { siteApps } from './site-apps.generated';

export { siteApps };

/** The use-case categories of the flow library, the values of `/flows?uc=`. */
export const siteUseCases = ['SEA', 'Feeds', 'Reporting', 'SEO', 'AI', 'Alerts & Tasks', 'Content Creation', 'Ecommerce', 'Social Ads'] as const;

export const appNames = siteApps.map((app) => app.name).join(', ');

/** An app's name for people ("Google Ads" for `google-ads`); an id the site does not know stays as it is. */
export function appName(id: string): string {
  return siteApps.find((app) => app.id === id)?.name ?? id;
}

/** A step's name as a reader says it: `check_pages` and `checkPages` read "Check pages". */
export function readableStepName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}
