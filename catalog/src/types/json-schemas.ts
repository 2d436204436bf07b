import { z } from 'zod';
import { Definition } from '../flow/definition.js';
import { Expression } from '../flow/expression.js';
import { Schedule } from '../flow/schedule.js';
import { Step } from '../flow/step.js';
import { Trigger } from '../flow/trigger.js';
import { DataType } from './data-type.js';

export type JsonSchema = Record<string, unknown>;

/**
 * JSON Schemas of the flow language for the API and the editor's forms. They describe what may be
 * sent (`io: 'input'`: fields with defaults are optional). Built once; callers get their own copy.
 */
function exported(schema: z.ZodType): () => JsonSchema {
  let built: JsonSchema | undefined;
  return () => {
    built ??= z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    return JSON.parse(JSON.stringify(built)) as JsonSchema;
  };
}

export const definitionJsonSchema = exported(Definition);
export const stepJsonSchema = exported(Step);
export const expressionJsonSchema = exported(Expression);
export const triggerJsonSchema = exported(Trigger);
export const scheduleJsonSchema = exported(Schedule);
export const dataTypeJsonSchema = exported(DataType);
