import { afterAll, describe, expect, inject, it } from 'vitest';
import { ulid } from 'ulid';
import { connectDatabase } from '../db/index.js';
import '../testing/provided-context.js';
import { rememberWorkflowWorkspace, workspaceOfWorkflow } from './workflow-workspace.js';

describe('the workspace of a workflow, for the codec', () => {
  const db = connectDatabase(inject('databaseUrl'), 2);
  const other = connectDatabase(inject('databaseUrl'), 1);
  afterAll(async () => {
    await db.destroy();
    await other.destroy();
  });

  it('a run whose start told it is known without a row, to every codec on that database and for its child workflows, not on another', async () => {
    const workflowId = `run_${ulid()}`;
    const first = workspaceOfWorkflow(db);
    expect(await first(workflowId)).toBeUndefined(); // no row, no flow: nobody's
    rememberWorkflowWorkspace(db, workflowId, 'WS_A');
    expect(await first(workflowId)).toBe('WS_A');
    expect(await workspaceOfWorkflow(db)(`${workflowId}:each:0`)).toBe('WS_A');
    // Another pool (another process, in effect) still reads the rows.
    expect(await workspaceOfWorkflow(other)(workflowId)).toBeUndefined();
  });

  it("asks the database only about Tandem's own workflows", async () => {
    // A database nobody listens at: any query fails.
    const unreachable = connectDatabase('postgres://tandem@127.0.0.1:9/nothing', 1);
    const of = workspaceOfWorkflow(unreachable);
    expect(await of(`bare_${ulid()}`)).toBeUndefined();
    await expect(of(`run_${ulid()}`)).rejects.toThrow();
    await expect(of(`watch_${ulid()}`)).rejects.toThrow();
    await unreachable.destroy();
  });
});
