import { z } from 'zod';
import { PathSegment } from '../flow/expression.js';
import type { IoUtilityId, UtilityId } from '../flow/utility-ids.js';
import { ioUtilities } from './io-utilities.js';
import { variableValueTypes } from './variable.js';

/**
 * What each utility takes and gives, for the type checker and the editor's forms. `perItem` inputs are
 * evaluated once per list element with `item` and `index` bound; their schema is the per-item value's.
 */
export type UtilitySpec = {
  input: z.ZodType;
  output: z.ZodType;
  perItem: readonly string[];
  replacedBy?: UtilityId;
};

const List = z.array(z.unknown());
const io = (id: IoUtilityId): UtilitySpec => ({ input: ioUtilities[id].input, output: ioUtilities[id].output, perItem: [] });
const Count = z.number().int().min(0, 'The count must be at least 0');

export const utilitySpecs: Record<UtilityId, UtilitySpec> = {
  filter: { input: z.object({ list: List, condition: z.boolean() }), output: List, perItem: ['condition'] },
  transform: { input: z.object({ list: List, mapping: z.unknown() }), output: List, perItem: ['mapping'] },
  find: { input: z.object({ list: List, condition: z.boolean() }), output: z.unknown(), perItem: ['condition'] },
  sort: {
    input: z.object({
      list: List,
      by: z.union([z.array(PathSegment), z.string()]).optional(),
      direction: z.enum(['ascending', 'descending']).default('ascending'),
    }),
    output: List,
    perItem: [],
  },
  group: {
    input: z.object({ list: List, by: z.unknown() }),
    output: z.array(z.object({ key: z.unknown(), items: List })),
    perItem: ['by'],
  },
  limit: { input: z.object({ list: List, count: Count, offset: Count.default(0) }), output: List, perItem: [] },
  join: {
    input: z.object({
      left: List,
      right: List,
      leftKey: z.unknown(),
      rightKey: z.unknown(),
      mode: z.enum(['inner', 'left']).default('inner'),
    }),
    output: z.array(z.object({ left: z.unknown(), right: z.unknown() })),
    perItem: ['leftKey', 'rightKey'],
  },
  comment: { input: z.object({ text: z.string().optional() }), output: z.null(), perItem: [] },
  variable: {
    input: z.object({ name: z.string().min(1), valueType: z.enum(variableValueTypes), value: z.unknown() }),
    output: z.unknown(),
    perItem: [],
  },
  variableV1: { input: z.object({ name: z.string().min(1), value: z.unknown() }), output: z.unknown(), perItem: [], replacedBy: 'variable' },
  notification: io('notification'),
  notificationV1: { ...io('notificationV1'), replacedBy: 'notification' },
  httpRequest: io('httpRequest'),
  download: io('download'),
};
