import { baseUrlEnvName } from '@tandem/catalog/sdk';

/**
 * Points apps at local fakes through their `TANDEM_BASE_URL_<APP>` variables (the workers read them)
 * and returns the function that puts the previous values back.
 */
export function pointAppsAt(urls: Record<string, string>): () => void {
  const previous = Object.keys(urls).map((app) => [baseUrlEnvName(app), process.env[baseUrlEnvName(app)]] as const);
  for (const [app, url] of Object.entries(urls)) process.env[baseUrlEnvName(app)] = url;
  return () => {
    for (const [name, value] of previous) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}
