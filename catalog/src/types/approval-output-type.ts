import type { ApprovalStep } from '../flow/approval-step.js';
import { t, type DataType } from './data-type.js';
import { fromJsonSchema } from './from-json-schema.js';
import { elementOf } from './type-parts.js';

/**
 * The output of an approval step (docs/flow-language.md § Approvals): the decision, who took it and
 * when, the form's values typed by its JSON Schema, and the items split into approved and rejected.
 */
export function approvalOutputType(step: ApprovalStep, items: DataType | undefined): DataType {
  const item = items ? elementOf(items) : t.unknown();
  return t.required({
    decision: t.string(['approved', 'rejected']),
    decidedBy: t.optional(t.string()),
    decidedAt: t.dateTime(),
    timedOut: t.boolean(),
    values: step.form ? fromJsonSchema(step.form) : t.record(t.unknown()),
    approved: t.array(item),
    rejected: t.array(item),
  });
}
