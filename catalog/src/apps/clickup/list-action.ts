import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { clickup } from './app.js';
import { clickupCall } from './clickup-call.js';
import { ClickUpId } from './clickup-schemas.js';

export const Entity = z.looseObject({ id: z.union([z.string(), z.number()]).transform(String), name: z.string() });
export const Archived = z.boolean().default(false).describe('Archived instead of active');
export const Workspace = ClickUpId.optional().describe('Workspace');
type Config = { workspaceId?: string | undefined };

/** A read action that lists one kind of ClickUp entity: GET `path`, the items under `field`. */
export function listAction<I extends z.ZodObject, O extends z.ZodType>(spec: {
  id: string;
  displayName: string;
  description: string;
  input: I;
  field: string;
  item: O;
  path: (input: z.output<I>, config: Config) => string;
  query?: (input: z.output<I>) => Record<string, string | boolean>;
}) {
  return defineAction({
    app: clickup,
    id: spec.id,
    displayName: spec.displayName,
    description: spec.description,
    categories: ['Alerts & Tasks'],
    mutates: false,
    input: spec.input,
    output: z.object({ [spec.field]: z.array(spec.item) }),
    async run({ input, config, http }) {
      const body = await clickupCall<Record<string, Array<z.input<O>> | undefined>>(http, 'GET', spec.path(input, config), { query: spec.query?.(input) });
      return { [spec.field]: body[spec.field] ?? [] };
    },
  });
}
