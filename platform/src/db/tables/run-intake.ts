import type { Generated } from 'kysely';

/** A run the API accepted whose workflow may not exist yet (services/src/runs/run-intake.ts). */
export interface RunIntakeTable {
  runId: string;
  /** The trigger's payload as JSON, sealed (AES-256-GCM) for the run's workspace and id. */
  payload: Buffer;
  /** The payload key it was sealed with. */
  keyId: string;
  acceptedAt: Generated<Date>;
}
