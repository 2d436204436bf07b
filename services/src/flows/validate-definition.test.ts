import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startApi, type ApiHarness, type TestUser } from '../testing/api-harness.js';
import { lit, nestingMessages, op, ref, type Expression } from '@tandem/catalog';


/** Through the API, the checker's verdict is what a saved version says. */
describe('saving versions through the API', () => {
  let api: ApiHarness;
  let user: TestUser;
  let flowId: string;
  beforeAll(async () => {
    api = await startApi();
    user = await signUp(api.app);
    flowId = (await user.request('POST', `/api/workspaces/${user.workspaceId}/flows`, { name: 'Checked' })).body.flowId;
  });
  afterAll(() => api?.stop());

  const save = (steps: unknown[], extra: Record<string, unknown> = {}) =>
    user.request('POST', `/api/workspaces/${user.workspaceId}/flows/${flowId}/versions`, { definition: { version: 1, trigger: { type: 'manual' }, steps }, ...extra });

  it('a reference to a missing step makes the version invalid, with the pointer', async () => {
    const res = await save([{ name: 'keep', type: 'utility', utility: 'filter', input: { list: ref('nowhere', 'rows'), condition: lit(true) } }]);
    expect(res.status).toBe(201);
    expect(res.body.valid).toBe(false);
    expect(res.body.issues).toContainEqual(expect.objectContaining({ pointer: '/steps/0/input/list', severity: 'error', message: expect.stringContaining('nowhere') }));
  });

  it('Text mapped into a Whole Number input is a type error with the seed message', async () => {
    const res = await save([{ name: 'first', type: 'utility', utility: 'limit', input: { list: lit([1, 2]), count: lit('ten') } }]);
    expect(res.body.valid).toBe(false);
    const issue = res.body.issues.find((i: { pointer: string }) => i.pointer === '/steps/0/input/count');
    expect(issue).toMatchObject({ severity: 'error' });
    expect(issue.message).toMatch(/Whole Number/);
    expect(issue.message).toMatch(/Given value .* is not like the expected type|Types do not match\./);
  });

  it('a literal outside what the input schema allows (a limit of -1, a download name over 255) makes the version invalid; it cannot go live', async () => {
    const limit = await save([{ name: 'top', type: 'utility', utility: 'limit', input: { list: lit([1, 2]), count: lit(-1) } }]);
    expect(limit.body).toMatchObject({ valid: false, issues: [{ pointer: '/steps/0/input/count', message: 'The count must be at least 0', severity: 'error' }] });
    const live = await user.request('PUT', `/api/workspaces/${user.workspaceId}/flows/${flowId}/live`, { versionId: limit.body.versionId });
    expect([live.status, live.body.error.code]).toEqual([400, 'invalid_version']);
    const download = await save([{ name: 'file', type: 'utility', utility: 'download', input: { name: lit('n'.repeat(256)), file: lit('a.csv'), data: lit([]) } }]);
    expect(download.body).toMatchObject({ valid: false, issues: [{ pointer: '/steps/0/input/name', message: 'The name must be at most 255 characters', severity: 'error' }] });
  });

  it('a valid definition is valid, and a 49-character version name is refused with 400', async () => {
    const ok = await save([{ name: 'first', type: 'utility', utility: 'limit', input: { list: lit([1, 2]), count: lit(1) } }]);
    expect(ok.body).toMatchObject({ valid: true, issues: [] });
    const long = await save([{ name: 'x', type: 'utility', utility: 'comment', input: {} }], { name: 'n'.repeat(49) });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe('Invalid input, zod validation failed');
    expect(long.body.error.issues).toContainEqual({ path: ['body', 'name'], message: 'The version name must be at most 48 characters' });
  });

  it('keeps a guide with the version and gives it back with its defaults', async () => {
    const guide = { published: true, annotations: { steps: { first: { state: 'required', text: 'How many?', fields: { count: { state: 'required' } } } } } };
    const saved = await save([{ name: 'first', type: 'utility', utility: 'limit', input: { list: lit([1, 2]), count: lit(1) } }], { guide });
    const version = await user.request('GET', `/api/workspaces/${user.workspaceId}/flows/${flowId}/versions/${saved.body.versionId}`);
    expect(version.body.guide).toEqual({ ...guide, actions: { executeNow: true, setLive: true }, completed: { readDescription: false } });
    expect((await save([], { guide: { annotations: { steps: { x: { state: 'maybe' } } } } })).status).toBe(400);
  });

  const saveWith = (definition: Record<string, unknown>) =>
    user.request('POST', `/api/workspaces/${user.workspaceId}/flows/${flowId}/versions`, { definition: { version: 1, trigger: { type: 'manual' }, steps: [note], ...definition } });
  const note = { name: 'note', type: 'utility', utility: 'comment', input: { text: lit('x') } };

  it('a cron string Temporal cannot read makes the version invalid, naming the field; it cannot go live', async () => {
    for (const [expression, message] of [
      ['61 * * * *', 'Cron minute "61": values must be between 0 and 59'],
      ['*/0 * * * *', 'Cron minute "*/0": the step after / must be a whole number of at least 1'],
      ['x y z a b', 'Cron minute "x": values must be between 0 and 59'],
      // At most one fire a minute: a seconds field of more than one value is refused.
      ['* * * * * * *', 'Cron second "*": a schedule fires at most once a minute, so the second must be a single value such as 0'],
    ] as const) {
      const saved = await saveWith({ trigger: { type: 'schedule', schedule: { kind: 'cron', expression } } });
      expect(saved.status).toBe(201);
      expect(saved.body.valid, expression).toBe(false);
      expect(saved.body.issues).toContainEqual(expect.objectContaining({ pointer: '/trigger/schedule/expression', message, severity: 'error' }));
      const live = await user.request('PUT', `/api/workspaces/${user.workspaceId}/flows/${flowId}/live`, { versionId: saved.body.versionId });
      expect(live.status).toBe(400);
      expect(live.body.error.code).toBe('invalid_version');
    }
    const good = await saveWith({ trigger: { type: 'schedule', schedule: { kind: 'cron', expression: '30 0 9 * * 1-5 2030' } } });
    expect(good.body).toMatchObject({ valid: true, issues: [] });
  });

  it('definitions, input schemas and expressions nested past the limits answer 400 saying so', async () => {
    let steps: unknown[] = [note];
    for (let i = 0; i < 40; i++) steps = [{ name: `c${i}`, type: 'condition', condition: lit(true), consequent: steps }];
    const deepSteps = await saveWith({ steps });
    expect(deepSteps.status).toBe(400);
    expect(deepSteps.body.error.issues[0].message).toBe(nestingMessages.steps);

    let expression: Expression = lit(1);
    for (let i = 0; i < 100; i++) expression = op('add', expression, lit(1));
    const deepExpression = await saveWith({ steps: [{ ...note, input: { text: expression } }] });
    expect(deepExpression.status).toBe(400);
    expect(deepExpression.body.error.issues[0]).toMatchObject({ message: nestingMessages.expression, path: expect.arrayContaining(['body', 'definition', 'steps', 0, 'input', 'text']) });

    let schema: unknown = { type: 'string' };
    for (let i = 0; i < 40; i++) schema = { type: 'array', items: schema };
    const deepSchema = await saveWith({ inputSchema: schema });
    expect(deepSchema.status).toBe(400);
    expect(deepSchema.body.error.issues[0].message).toBe(nestingMessages.inputSchema);

    const created = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows`, { name: 'Deep', definition: { version: 1, trigger: { type: 'manual' }, steps } });
    expect(created.status).toBe(400);
  });
});
