import { z } from 'zod';
import { walkStoredSteps } from '../../flow/step.js';
import { deprecatedUtilities, type UtilityId } from '../../flow/utility-ids.js';

/** A step as stored, read loosely: an invalid version may hold drafts the strict schema refuses. */
const StoredStep = z.object({
  name: z.string(),
  type: z.string(),
  app: z.string().optional(),
  action: z.string().optional(),
  utility: z.string().optional(),
});
type StoredStep = z.infer<typeof StoredStep>;

const StoredDefinition = z.object({ steps: z.array(z.unknown()).catch([]) }).catch({ steps: [] });

/** The steps of a stored tree that have a name and a type (a draft may hold others). */
function* walk(steps: readonly unknown[]): Generator<StoredStep> {
  for (const candidate of walkStoredSteps(steps)) {
    const step = StoredStep.safeParse(candidate);
    if (step.success) yield step.data;
  }
}

/** Every step of a definition in document order: its name, what it runs and whether that is deprecated. */
export async function stepsOf(definition: unknown): Promise<{ stepName: string; stepId: string; deprecated: boolean }[]> {
  // Loaded on use: the registry lists this app, so a static import would be a cycle.
  const { findAction } = await import('../registry.js');
  return [...walk(StoredDefinition.parse(definition).steps)].map((step) => {
    if (step.type === 'action' && step.app && step.action) {
      return { stepName: step.name, stepId: `${step.app}.${step.action}`, deprecated: findAction(step.app, step.action)?.replacedBy !== undefined };
    }
    if (step.type === 'utility' && step.utility) {
      return { stepName: step.name, stepId: `utility.${step.utility}`, deprecated: deprecatedUtilities[step.utility as UtilityId] !== undefined };
    }
    return { stepName: step.name, stepId: step.type, deprecated: false };
  });
}
