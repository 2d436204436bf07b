/** Paths whose last segment is a secret: webhook tokens and download links. */
const SECRET_PATHS = /^(\/hooks\/|\/api\/downloads\/)[^/?#]+/;
/** Query parameters that carry a secret (OAuth2 callbacks' code and state, mailed tokens). */
const SECRET_PARAMS = new Set(['token', 'code', 'state', 'access_token', 'refresh_token']);

/**
 * A request URL as it may be logged: the token of a webhook URL or download link and secret query
 * parameters replaced by `[redacted]` (`/hooks/[redacted]`), everything else kept.
 */
export function redactUrl(url: string): string {
  const path = url.replace(SECRET_PATHS, '$1[redacted]');
  const at = path.indexOf('?');
  if (at < 0) return path;
  const query = path
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      return SECRET_PARAMS.has(decodeURIComponentSafe(name).toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${path.slice(0, at)}?${query}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** pino's request serializer with the URL redacted (the other fields as Fastify logs them). */
export function redactedRequest(request: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}
