import { Step, StepName, StepState } from '@tandem/catalog';
import { z } from 'zod';

/** What a step tried on its own sees: outputs of earlier steps by name, the trigger, variables, an iterate's item. */
export const StepTestSample = z.object({
  trigger: z.unknown().optional(),
  outputs: z.record(z.string(), z.unknown()).default({}),
  vars: z.record(z.string(), z.unknown()).default({}),
  item: z.unknown().optional(),
  index: z.number().int().min(0).optional(),
});
export type StepTestSample = z.infer<typeof StepTestSample>;

/** Try one action or utility of a flow, as in a run, against the outputs of its last run or edited sample data. */
export const TestStepBody = z.object({
  step: Step,
  sample: StepTestSample.default({ outputs: {}, vars: {} }),
});
export type TestStepBody = z.infer<typeof TestStepBody>;

/** The step's record: its output, or the error and the attempts it took. */
export const StepTestResult = z.object({ testId: z.string(), step: StepState });
export type StepTestResult = z.infer<typeof StepTestResult>;

/** The output a step gave when it was tried, kept as its sample data for mapping later steps. */
export const StepSample = z.object({ stepName: StepName, output: z.unknown(), updatedAt: z.string() });
export type StepSample = z.infer<typeof StepSample>;

export const StepSamples = z.object({ items: z.array(StepSample) });
export type StepSamples = z.infer<typeof StepSamples>;

export const SaveStepSampleBody = z.object({ output: z.unknown() });
export type SaveStepSampleBody = z.infer<typeof SaveStepSampleBody>;
