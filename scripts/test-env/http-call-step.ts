/**
 * A step of the `http` app calling `path` on a local fake (GET, with query expressions): the plain
 * action the run tests count calls of.
 */
export function httpCallStep(baseUrl: string, name: string, path: string, query: Record<string, unknown> = {}) {
  return {
    name,
    type: 'action',
    app: 'http',
    action: 'request.send',
    input: { url: { type: 'literal', value: `${baseUrl}${path}` }, query: { type: 'object', properties: query } },
  };
}
