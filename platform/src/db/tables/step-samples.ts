import type { ColumnType, Generated } from 'kysely';

/** The output a step gave when it was tried on its own, kept so later steps can be mapped against real data. */
export interface StepSamplesTable {
  flowId: string;
  stepName: string;
  output: ColumnType<unknown, string, string>;
  updatedAt: Generated<Date>;
}
