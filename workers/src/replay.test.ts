import { Worker } from '@temporalio/worker';
import { readdirSync, readFileSync } from 'node:fs';
import { dataConverter } from '@tandem/platform/codec';
import { configFromEnv } from '@tandem/platform/config';
import { connectDatabase } from '@tandem/platform/db';
import type {} from '@tandem/platform/testing';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { workflowBundle } from './workflow-bundle.js';

const folder = new URL('../../temporal/histories/', import.meta.url);
const files = readdirSync(folder).filter((f) => f.endsWith('.json'));

type RecordedHistory = { events?: { startChildWorkflowExecutionInitiatedEventAttributes?: { workflowId?: string } }[] };

/** A run that started chunks named them after its own id (`<id>:<path>:<offset>`): it replays under that id. */
function workflowIdOf(history: RecordedHistory): string | undefined {
  const child = history.events?.find((event) => event.startChildWorkflowExecutionInitiatedEventAttributes)?.startChildWorkflowExecutionInitiatedEventAttributes;
  return child?.workflowId?.split(':')[0];
}

/**
 * Runs in flight must survive a deploy: every recorded history (real runs of every step type,
 * `npm run record-histories`) must replay on today's workflow code without a nondeterminism error.
 * Once a build is released, a change that alters commands goes behind `patched()`
 * (docs/operations.md § Upgrading workflow code safely).
 */
describe('replaying recorded histories on the current workflow code', () => {
  // Recorded payloads are encrypted with the development key (large ones would be in Postgres).
  const db = connectDatabase(inject('databaseUrl'), 1);
  afterAll(() => db.destroy());
  const converter = dataConverter(db, configFromEnv({}));

  it('has histories to replay', () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
  });

  it.each(files)('%s replays deterministically', async (file) => {
    const history: RecordedHistory = JSON.parse(readFileSync(new URL(file, folder), 'utf8'));
    const results: { error?: unknown }[] = [];
    for await (const result of Worker.runReplayHistories({ workflowBundle: await workflowBundle(), dataConverter: converter }, [{ workflowId: workflowIdOf(history) ?? file, history }])) {
      results.push(result);
    }
    expect(results).toHaveLength(1);
    expect(results[0]?.error).toBeUndefined();
  });

  // Turning tracing on adds the SDK's workflow interceptors to the bundle: runs recorded without them must replay too.
  it('every history replays with the tracing interceptors in the bundle', async () => {
    const histories = files.map((file) => {
      const history: RecordedHistory = JSON.parse(readFileSync(new URL(file, folder), 'utf8'));
      return { workflowId: workflowIdOf(history) ?? file, history };
    });
    const errors: unknown[] = [];
    for await (const result of Worker.runReplayHistories({ workflowBundle: await workflowBundle({ tracing: true }), dataConverter: converter }, histories)) {
      if (result.error) errors.push(`${result.workflowId}: ${String(result.error)}`);
    }
    expect(errors).toEqual([]);
  }, 120_000);
});
