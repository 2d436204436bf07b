/**
 * Cuts a small subset out of a vendor's OpenAPI 3 document: the named operations with their
 * parameters and request body schema, `$ref`s resolved, `allOf` merged, and descriptions and
 * examples dropped (names, types, enums, required, nullable and bounds are kept). The fakes check
 * requests against the result (`catalog/src/testing/contracts/openapi-contract.ts`).
 *
 *   npx tsx scripts/contracts/openapi-subset.ts <openapi.json|yaml> '<METHOD> <path>' ... > subset.json
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

type Schema = Record<string, unknown>;
const [file, ...operations] = process.argv.slice(2);
if (!file || operations.length === 0) throw new Error("usage: openapi-subset.ts <openapi file> '<METHOD> <path>' ...");
const text = readFileSync(file, 'utf8');
const document = (file.endsWith('.json') ? JSON.parse(text) : parse(text, { maxAliasCount: -1 })) as Schema;

const keep = ['type', 'format', 'enum', 'required', 'nullable', 'minItems', 'maxItems', 'minimum', 'maximum', 'maxLength', 'additionalProperties'];

function resolve(ref: string): Schema {
  return ref.replace(/^#\//, '').split('/').reduce<Schema>((node, key) => node[key] as Schema, document);
}

function simplify(schema: Schema, depth = 0): Schema {
  if (depth > 12) return {};
  if (typeof schema.$ref === 'string') return simplify({ ...resolve(schema.$ref), ...Object.fromEntries(Object.entries(schema).filter(([k]) => k !== '$ref')) }, depth + 1);
  const out: Schema = {};
  for (const key of keep) if (schema[key] !== undefined && key !== 'additionalProperties') out[key] = schema[key];
  if (schema.additionalProperties !== undefined) out.additionalProperties = typeof schema.additionalProperties === 'object' ? simplify(schema.additionalProperties as Schema, depth + 1) : schema.additionalProperties;
  if (Array.isArray(schema.allOf)) {
    for (const part of (schema.allOf as Schema[]).map((s) => simplify(s, depth + 1))) {
      if (part.properties) out.properties = { ...(out.properties as Schema), ...(part.properties as Schema) };
      if (part.required) out.required = [...new Set([...((out.required as string[]) ?? []), ...(part.required as string[])])];
      for (const key of ['type', 'enum', 'anyOf', 'oneOf', 'nullable']) if (part[key] !== undefined && out[key] === undefined) out[key] = part[key];
    }
  }
  for (const key of ['anyOf', 'oneOf'] as const) if (Array.isArray(schema[key])) out[key] = (schema[key] as Schema[]).map((s) => simplify(s, depth + 1));
  if (schema.properties) out.properties = { ...(out.properties as Schema), ...Object.fromEntries(Object.entries(schema.properties as Record<string, Schema>).map(([k, s]) => [k, simplify(s, depth + 1)])) };
  if (schema.items) out.items = simplify(schema.items as Schema, depth + 1);
  return out;
}

const paths = document.paths as Record<string, Record<string, Schema>>;
const result: Record<string, unknown> = {};
for (const name of operations) {
  const [method, path] = name.split(' ') as [string, string];
  const operation = paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`no operation ${name}`);
  const parameters = ((operation.parameters as Schema[] | undefined) ?? []).map((p) => (typeof p.$ref === 'string' ? resolve(p.$ref) : p))
    .map((p) => ({ name: p.name, in: p.in, required: p.required ?? false, schema: simplify((p.schema as Schema) ?? {}) }));
  const content = (operation.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content;
  const [mediaType, body] = content ? Object.entries(content)[0]! : [undefined, undefined];
  result[name] = { operationId: operation.operationId, parameters, ...(body ? { mediaType, requestBody: simplify(body.schema) } : {}) };
}
process.stdout.write(`${JSON.stringify(result, null, 1)}\n`);
