import type { TestUser } from './test-stack.js';

type Page = { json: string; nextOffset: number | null };

/**
 * A step's whole output as the API serves it: answered whole when it is small, else (over 1 MiB of
 * JSON, docs/api.md § Runs) read page by page from the step's output route and parsed.
 */
export async function stepOutput(user: TestUser, workspaceId: string, runId: string, stepPath: string): Promise<unknown> {
  const route = `/api/workspaces/${workspaceId}/runs/${runId}/steps/${encodeURIComponent(stepPath)}/output`;
  const first = await user.request('GET', route);
  if (first.status !== 200) throw new Error(`GET ${route} answered ${first.status}: ${JSON.stringify(first.body)}`);
  if (first.body.truncated?.output === undefined) return first.body.output;
  let json = '';
  for (let offset: number | null = 0; offset !== null; ) {
    const answer = await user.request('GET', `${route}?field=output&offset=${offset}`);
    if (answer.status !== 200) throw new Error(`GET ${route} (offset ${offset}) answered ${answer.status}`);
    const page = answer.body.page as Page;
    json += page.json;
    offset = page.nextOffset;
  }
  return JSON.parse(json);
}
