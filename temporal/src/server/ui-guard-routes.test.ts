import { describe, expect, it } from 'vitest';
import { pathSegments, uiRequestVerdict } from './ui-guard-routes.js';

const W = '/api/v1/namespaces/default/workflows/run_x';
const verdict = (method: string, url: string, headers: Record<string, string> = {}) => uiRequestVerdict(method, url, headers, false);
const allowed = (method: string, url: string) => verdict(method, url).allow;

describe('the Temporal UI guard: what counts as a read', () => {
  it('lets the UI pages, its assets and the reads it makes through', () => {
    for (const url of ['/', '/namespaces/default/workflows', '/_app/immutable/entry/start.js', '/namespaces/default/workflows/run_x/abc/history']) expect(allowed('GET', url), url).toBe(true);
    for (const path of [
      '/api/v1/settings', '/api/v1/namespaces', '/api/v1/namespaces/default', '/api/v1/namespaces/default/workflows?query=WorkspaceId%3D%22w%22',
      '/api/v1/namespaces/default/workflow-count', W, `${W}/history`, `${W}/history-reverse`, `${W}/run/abc/history.json`,
      '/api/v1/namespaces/default/schedules', '/api/v1/namespaces/default/schedules/sched_1', '/api/v1/namespaces/default/search-attributes',
      '/api/v1/namespaces/default/task-queues/flows', '/api/v1/namespaces/default/batch-operations', '/api/v1/cluster-info', '/api/v1/system-info',
      // A workflow started by a schedule: its id carries the time, with colons the UI encodes once.
      '/api/v1/namespaces/default/workflows/sched_1-2026-11-27T19%3A05%3A00Z/history',
    ]) {
      expect(allowed('GET', path), path).toBe(true);
    }
    expect(allowed('HEAD', '/api/v1/namespaces/default/workflows')).toBe(true);
    expect(allowed('POST', `${W}/query/__stack_trace`)).toBe(true);
  });

  it('sends on the canonical path with the query string as it came', () => {
    expect(verdict('GET', '/api/v1/namespaces/default/workflows/sched_1-2026-11-27T19%3a05%3a00Z/?a=%2F..')).toEqual({
      allow: true,
      target: '/api/v1/namespaces/default/workflows/sched_1-2026-11-27T19%3A05%3A00Z?a=%2F..',
    });
  });

  it('refuses the tricks that made a write look like a query', () => {
    const tricks = [
      `${W}/terminate?x=/query/`,
      `${W}/query/../terminate`,
      `${W}/query/./../terminate`,
      `${W}/query/%2e%2e/terminate`,
      `${W}/query/%2E%2E/terminate`,
      `${W}/query/.%2e/terminate`,
      `${W}/query/%252e%252e/terminate`,
      `${W}/query%2f..%2fterminate`,
      `${W}/query%2F__stack_trace%2F..%2F..%2Fterminate`,
      `${W}/query%5c..%5cterminate`,
      `${W}/query\\..\\terminate`,
      `${W}/query//terminate`,
      `${W}/terminate/query/x`,
      `${W}/terminate#/query/x`,
      `http://127.0.0.1:8233${W}/query/x/../../terminate`,
    ];
    for (const url of tricks) expect(verdict('POST', url).allow, url).toBe(false);
    expect(verdict('POST', `${W}/query/../terminate`)).toMatchObject({ status: 400 });
    expect(verdict('POST', `${W}/terminate?x=/query/`)).toMatchObject({ status: 403, message: expect.stringContaining('read-only') });
    // A query reached by traversal is refused too: only the canonical query route passes.
    expect(verdict('POST', `${W}/terminate/../query/__stack_trace`).allow).toBe(false);
    // A method override does not turn a read into a write.
    expect(verdict('POST', `${W}/query/x`, { 'x-http-method-override': 'DELETE' }).allow).toBe(false);
    expect(verdict('GET', W, { 'x-http-method-override': 'POST' }).allow).toBe(false);
  });

  it('refuses every write verb of the HTTP API', () => {
    const ns = '/api/v1/namespaces/default';
    const writes: [string, string][] = [
      ['POST', `${W}/terminate`],
      ['POST', `${W}/cancel`],
      ['POST', `${W}/signal/stop`],
      ['POST', `${W}/signal-with-start/stop`],
      ['POST', W], // start
      ['POST', `${W}/reset`],
      ['POST', `${W}/update/rename`],
      ['POST', `${W}/pause`],
      ['POST', `${W}/unpause`],
      ['DELETE', W],
      ['POST', `${ns}/batch-operations/job_1`],
      ['POST', `${ns}/batch-operations/job_1/stop`],
      ['POST', `${ns}/schedules/sched_1`],
      ['POST', `${ns}/schedules/sched_1/update`],
      ['POST', `${ns}/schedules/sched_1/patch`],
      ['DELETE', `${ns}/schedules/sched_1`],
      ['POST', `${ns}/activities-deprecated/reset`],
      ['POST', `${ns}/activities/a1/terminate`],
      ['POST', `${ns}/worker-deployments/d/set-current-version`],
      ['PUT', `${ns}/workflows/run_x`],
      ['PATCH', `${ns}/schedules/sched_1`],
      ['OPTIONS', `${W}/terminate`],
      ['POST', '/api/v1/nexus/endpoints'],
      ['POST', '/api/v1/namespaces'],
    ];
    for (const [method, url] of writes) expect(verdict(method, url), `${method} ${url}`).toMatchObject({ allow: false, status: 403 });
    // Unknown API routes are refused even as reads, and so is anything but GET and HEAD outside the API.
    expect(allowed('GET', '/api/v1/namespaces/default/something-new')).toBe(false);
    expect(allowed('GET', '/api/v2/namespaces')).toBe(false);
    expect(allowed('POST', '/namespaces/default/workflows')).toBe(false);
  });

  it('lets everything well-formed through once an operator enables writes', () => {
    expect(uiRequestVerdict('POST', `${W}/terminate`, {}, true)).toEqual({ allow: true, target: `${W}/terminate` });
    expect(uiRequestVerdict('POST', `${W}/query/../terminate`, {}, true).allow).toBe(false);
  });

  it('splits a path into decoded segments', () => {
    expect(pathSegments('/')).toEqual([]);
    expect(pathSegments('/a/b%3Ac/')).toEqual(['a', 'b:c']);
    expect(pathSegments('/a/%E0%A4%A')).toBe('The path has a malformed escape');
    expect(pathSegments('/a/%00')).toBe('The path has a character that is not allowed');
  });
});
