/**
 * What the Temporal UI guard lets through, decided on the parsed, normalised path and the method alone:
 * no substring tests, the query string never takes part in routing, and anything that is not a known
 * read of the UI is refused.
 */

export type UiVerdict =
  | { allow: true; /** The canonical path (segments re-encoded) plus the untouched query string, as sent upstream. */ target: string }
  | { allow: false; status: 400 | 403; message: string };

/** One segment of a route: a literal, or `*` for one parameter (a namespace, workflow id, schedule id...). */
type Route = readonly string[];
const route = (path: string): Route => path.split('/');

/**
 * The reads of the UI's HTTP API (`/api/v1/...`, GET or HEAD), after the routes the UI itself calls:
 * lists, counts, describes, histories, schedules, task queues, workers, batch operations, Nexus
 * endpoints, deployments. Every write of the Temporal HTTP API is a POST or DELETE and none is here.
 */
const READS: readonly Route[] = [
  'settings', 'me', 'system-info', 'cluster-info', 'namespaces', 'namespaces/*', 'namespaces/*/search-attributes',
  'namespaces/*/workflows', 'namespaces/*/workflow-count', 'namespaces/*/archived-workflows',
  'namespaces/*/workflows/*', 'namespaces/*/workflows/*/history', 'namespaces/*/workflows/*/history-reverse',
  'namespaces/*/workflows/*/run/*/history.json',
  'namespaces/*/schedules', 'namespaces/*/schedule-count', 'namespaces/*/schedules/*',
  'namespaces/*/task-queues/*', 'namespaces/*/task-queues/*/worker-build-id-compatibility', 'namespaces/*/task-queues/*/worker-versioning-rules',
  'namespaces/*/workers', 'namespaces/*/worker-count', 'namespaces/*/workers/describe/*', 'namespaces/*/worker-task-reachability',
  'namespaces/*/batch-operations', 'namespaces/*/batch-operations/*',
  'namespaces/*/activities', 'namespaces/*/activity-count', 'namespaces/*/activities/*',
  'namespaces/*/nexus-operations', 'namespaces/*/nexus-operation-count', 'namespaces/*/nexus-operations/*',
  'nexus/endpoints', 'nexus/endpoints/*',
  'namespaces/*/worker-deployments', 'namespaces/*/worker-deployments/*',
  'namespaces/*/worker-deployment-versions/*', 'namespaces/*/worker-deployment-versions/*/*',
].map(route);

/** The one POST the UI needs while read-only: a workflow query (its stack trace and metadata), which changes nothing. */
const QUERY: Route = route('namespaces/*/workflows/*/query/*');

/** Headers some servers read as "treat this request as another method". */
const METHOD_OVERRIDES = ['x-http-method-override', 'x-http-method', 'x-method-override'];

const refuse = (status: 400 | 403, message: string): UiVerdict => ({ allow: false, status, message });
const READ_ONLY = 'The Temporal UI is read-only (an operator enables writes with TEMPORAL_UI_WRITES=true)';

const matches = (segments: readonly string[], pattern: Route) =>
  segments.length === pattern.length && pattern.every((part, i) => part === '*' || part === segments[i]);

/**
 * The path's segments, each decoded once, or why the path is refused: `.` and `..` segments, empty
 * segments, backslashes, encoded separators or dots (`%2f`, `%5c`, `%2e`), double encoding (`%25`),
 * control characters and malformed escapes. The UI encodes each parameter once, so none of these is
 * needed by it.
 */
export function pathSegments(rawPath: string): string[] | string {
  if (!rawPath.startsWith('/')) return 'The path must start with /';
  if (rawPath.includes('\\')) return 'Backslashes are not allowed in the path';
  if (/%(2f|5c|2e|25)/i.test(rawPath)) return 'Encoded separators, dots or percent signs are not allowed in the path';
  const parts = rawPath.slice(1).split('/');
  // One trailing slash is the same page.
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  if (parts.length === 1 && parts[0] === '') return [];
  const segments: string[] = [];
  for (const part of parts) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return 'The path has a malformed escape';
    }
    if (segment === '' || segment === '.' || segment === '..') return 'Empty, . and .. segments are not allowed in the path';
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f/\\%]/.test(segment)) return 'The path has a character that is not allowed';
    segments.push(segment);
  }
  return segments;
}

/** The verdict for one request to the UI; `allowWrites` lets every well-formed request through. */
export function uiRequestVerdict(method: string | undefined, url: string | undefined, headers: Record<string, string | string[] | undefined>, allowWrites: boolean): UiVerdict {
  const raw = url ?? '/';
  const cut = raw.indexOf('?');
  const rawPath = cut === -1 ? raw : raw.slice(0, cut);
  const query = cut === -1 ? '' : raw.slice(cut);
  const segments = pathSegments(rawPath);
  if (typeof segments === 'string') return refuse(400, segments);
  const target = `/${segments.map(encodeURIComponent).join('/')}${query}`;
  if (allowWrites) return { allow: true, target };
  if (METHOD_OVERRIDES.some((name) => headers[name] !== undefined)) return refuse(403, READ_ONLY);
  const verb = (method ?? '').toUpperCase();
  const read = verb === 'GET' || verb === 'HEAD';
  const api = segments[0]?.toLowerCase() === 'api';
  // The UI's pages and assets: any read outside the API.
  if (!api) return read ? { allow: true, target } : refuse(403, READ_ONLY);
  if (segments[1] !== 'v1') return refuse(403, READ_ONLY);
  const rest = segments.slice(2);
  if (read && READS.some((pattern) => matches(rest, pattern))) return { allow: true, target };
  if (verb === 'POST' && matches(rest, QUERY)) return { allow: true, target };
  return refuse(403, READ_ONLY);
}
