/** Test overrides of base URLs by app id (e.g. `{ mailgun: 'http://127.0.0.1:4312' }`). */
export type BaseUrlOverrides = Readonly<Record<string, string>>;

/** The environment variable that points an app at another base URL: `TANDEM_BASE_URL_GOOGLE_ADS`. */
export function baseUrlEnvName(appId: string): string {
  return `TANDEM_BASE_URL_${appId.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

export interface BaseUrlSources {
  appId?: string;
  /** The base URL the request names itself. */
  perCall?: string;
  /** The app's base URL (from the app entry and the connection config). */
  appDefault?: string;
  overrides?: BaseUrlOverrides;
  env?: Readonly<Record<string, string | undefined>>;
}

/** Override map, then environment, then the per-call base, then the app's: tests always win. */
export function resolveBaseUrl(sources: BaseUrlSources): string | undefined {
  const { appId } = sources;
  const override = appId === undefined ? undefined : (sources.overrides?.[appId] ?? sources.env?.[baseUrlEnvName(appId)]);
  return override || sources.perCall || sources.appDefault || undefined;
}

/** Joins a base URL and a path; an absolute path URL is used as it is. */
export function joinUrl(base: string | undefined, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  if (base === undefined) throw new Error(`No base URL for the relative path "${path.split('?')[0]}"`);
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
