/** How the client authenticates each request. */
export type HttpAuth =
  | { kind: 'none' }
  | { kind: 'bearer'; token: string }
  | { kind: 'apiKeyHeader'; name: string; value: string }
  | { kind: 'apiKeyQuery'; name: string; value: string }
  | { kind: 'basic'; username: string; password: string }
  | { kind: 'oauth1'; consumerKey: string; consumerSecret: string; token: string; tokenSecret: string; realm?: string };

/** The `Authorization` value of HTTP basic auth. */
export function basicAuthorization(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}
