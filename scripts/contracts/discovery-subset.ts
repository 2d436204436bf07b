/**
 * Cuts a small subset out of a Google API Discovery document: the named methods (by id, e.g.
 * `sheets.spreadsheets.values.append`) with their query parameters (and the API's common ones) and
 * request schema, plus every schema those reach, descriptions dropped. Written in the format that
 * `catalog/src/testing/contracts/openapi-contract.ts` reads (`$ref` names a schema of `schemas`).
 *
 * `Schema=field,field` among the arguments keeps only those fields of a schema (for the large
 * request unions, such as Sheets' `Request`), so that the subset stays small: a field left out is
 * then refused as unknown.
 *
 *   npx tsx scripts/contracts/discovery-subset.ts <discovery.json> <method id> ... [Schema=field,...] > subset.json
 */
import { readFileSync } from 'node:fs';

type Node = Record<string, unknown>;
const [file, ...rest] = process.argv.slice(2);
const ids = rest.filter((a) => !a.includes('='));
const kept = new Map(rest.filter((a) => a.includes('=')).map((a) => [a.split('=')[0]!, new Set(a.split('=')[1]!.split(','))]));
if (!file || ids.length === 0) throw new Error('usage: discovery-subset.ts <discovery.json> <method id> ...');
const document = JSON.parse(readFileSync(file, 'utf8')) as Node;
const allSchemas = document.schemas as Record<string, Node>;
const schemas: Record<string, unknown> = {};

function convert(schema: Node): Node {
  if (typeof schema.$ref === 'string') {
    reach(schema.$ref);
    return { $ref: schema.$ref };
  }
  const out: Node = {};
  // Google's JSON parser takes numbers as strings and 64-bit integers (strings) as numbers.
  const type = schema.type as string | undefined;
  if (type === 'string' && (schema.format === 'int64' || schema.format === 'uint64')) out.type = ['string', 'integer'];
  else if (type === 'integer' || type === 'number') out.type = [type, 'string'];
  else if (type && type !== 'any') out.type = type;
  if (schema.enum) out.enum = schema.enum;
  if (schema.properties) out.properties = Object.fromEntries(Object.entries(schema.properties as Record<string, Node>).map(([k, s]) => [k, convert(s)]));
  if (schema.items) out.items = convert(schema.items as Node);
  if (schema.additionalProperties) out.additionalProperties = convert(schema.additionalProperties as Node);
  if (out.type === 'object' && !schema.properties && !schema.additionalProperties) out.additionalProperties = true;
  return out;
}

function reach(name: string): void {
  if (name in schemas) return;
  schemas[name] = {};
  const schema = allSchemas[name]!;
  const only = kept.get(name);
  const properties = only ? Object.fromEntries(Object.entries(schema.properties as Node).filter(([k]) => only.has(k))) : schema.properties;
  schemas[name] = convert({ ...schema, properties });
}

function findMethod(resources: Record<string, Node>, id: string): Node | undefined {
  for (const resource of Object.values(resources)) {
    const method = Object.values((resource.methods as Record<string, Node>) ?? {}).find((m) => m.id === id);
    if (method) return method;
    const nested = resource.resources ? findMethod(resource.resources as Record<string, Node>, id) : undefined;
    if (nested) return nested;
  }
  return undefined;
}

const common = Object.entries(document.parameters as Record<string, Node>);
const operations: Record<string, unknown> = {};
for (const id of ids) {
  const method = findMethod(document.resources as Record<string, Node>, id);
  if (!method) throw new Error(`no method ${id}`);
  const path = `/${String(document.servicePath)}${String(method.flatPath ?? method.path)}`;
  const parameters = [...common, ...Object.entries((method.parameters as Record<string, Node>) ?? {})]
    .filter(([, p]) => p.location === 'query')
    .map(([name, p]) => ({ name, in: 'query', required: p.required ?? false, schema: { ...convert(p), ...(p.repeated ? { type: 'array', items: convert(p) } : {}) } }));
  const request = method.request as Node | undefined;
  operations[`${String(method.httpMethod)} ${path}`] = { operationId: id, parameters, ...(request ? { mediaType: 'application/json', requestBody: convert(request) } : {}) };
}
const source = { name: document.name, version: document.version, revision: document.revision, rootUrl: document.rootUrl };
process.stdout.write(`${JSON.stringify({ source, operations, schemas }, null, 1)}\n`);
