import { z } from 'zod';

export const annotationStates = ['required', 'disabled', 'hidden'] as const;

export type Annotation = { state?: (typeof annotationStates)[number]; text?: string; fields?: Record<string, Annotation> };

/** An annotation of the trigger, a step or a field: its state, a markdown text, nested fields. */
export const Annotation: z.ZodType<Annotation> = z.lazy(() =>
  z.object({
    state: z.enum(annotationStates).optional(),
    text: z.string().max(10_000).optional(),
    fields: z.record(z.string(), Annotation).optional(),
  }),
);

/** A guide: how guided mode walks a user through a flow. */
export const Guide = z.object({
  published: z.boolean().default(false),
  annotations: z.object({ trigger: Annotation.optional(), steps: z.record(z.string(), Annotation).default({}) }).default({ steps: {} }),
  actions: z.object({ executeNow: z.boolean().default(true), setLive: z.boolean().default(true) }).default({ executeNow: true, setLive: true }),
  completed: z.object({ readDescription: z.boolean().default(false) }).default({ readDescription: false }),
});
export type Guide = z.infer<typeof Guide>;
