import type { Db } from '@tandem/platform/db';
import type { StepSample } from '../api/schemas/step-tests.js';

type SampleRow = { stepName: string; output: unknown; updatedAt: Date };

const view = (row: SampleRow): StepSample => ({ stepName: row.stepName, output: row.output, updatedAt: row.updatedAt.toISOString() });

/** The kept sample data of a flow's steps, by step name. */
export async function listStepSamples(db: Db, flowId: string): Promise<StepSample[]> {
  const rows = await db.selectFrom('stepSamples').select(['stepName', 'output', 'updatedAt']).where('flowId', '=', flowId).orderBy('stepName').execute();
  return rows.map(view);
}

/** Keeps (or replaces) a step's sample data. */
export async function saveStepSample(db: Db, flowId: string, stepName: string, output: unknown): Promise<StepSample> {
  const json = JSON.stringify(output ?? null);
  const row = await db
    .insertInto('stepSamples')
    .values({ flowId, stepName, output: json })
    .onConflict((oc) => oc.columns(['flowId', 'stepName']).doUpdateSet({ output: json, updatedAt: new Date() }))
    .returning(['stepName', 'output', 'updatedAt'])
    .executeTakeFirstOrThrow();
  return view(row);
}

export async function deleteStepSample(db: Db, flowId: string, stepName: string): Promise<void> {
  await db.deleteFrom('stepSamples').where('flowId', '=', flowId).where('stepName', '=', stepName).execute();
}
