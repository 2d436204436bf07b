import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { badRequest } from '@tandem/platform/errors';

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
const MAX_COMPILED = 500;

export function validatorOf(inputSchema: Record<string, unknown>) {
  const key = JSON.stringify(inputSchema);
  let validate = compiled.get(key);
  if (!validate) {
    if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value as string);
    validate = ajv.compile(inputSchema);
    compiled.set(key, validate);
  }
  return validate;
}

/** Checks a trigger payload against the definition's `inputSchema`; 400 with every issue when it does not fit. */
export function assertFitsInputSchema(inputSchema: Record<string, unknown> | undefined, payload: unknown, what: string): void {
  if (!inputSchema) return;
  const validate = validatorOf(inputSchema);
  if (validate(payload)) return;
  const issues = (validate.errors ?? []).map((e) => ({
    path: e.instancePath.split('/').filter(Boolean),
    message: e.message ?? 'is invalid',
  }));
  throw badRequest(`The ${what} does not fit the flow's input schema`, issues);
}
