import { readFileSync } from 'node:fs';

/** A schema as `scripts/contracts/openapi-subset.ts` writes it: refs resolved, `allOf` merged, prose dropped. */
export interface ContractSchema {
  /** A schema of the contract's `schemas` (Discovery subsets keep shared schemas by name). */
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  required?: string[];
  nullable?: boolean;
  properties?: Record<string, ContractSchema>;
  additionalProperties?: boolean | ContractSchema;
  items?: ContractSchema;
  anyOf?: ContractSchema[];
  oneOf?: ContractSchema[];
}

export interface ContractParameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required: boolean;
  schema: ContractSchema;
}

export interface ContractOperation {
  operationId: string;
  parameters: ContractParameter[];
  mediaType?: string;
  requestBody?: ContractSchema;
}

/** How a request drifts from the contract; `at` is the path to the offending value (field names and indexes). */
export type ContractViolation =
  | { kind: 'unknown-operation' }
  | { kind: 'unknown-parameter'; name: string }
  | { kind: 'unknown-field'; at: Array<string | number>; name: string }
  | { kind: 'missing'; at: Array<string | number>; name: string }
  | { kind: 'type'; at: Array<string | number>; expected: string; value: unknown }
  | { kind: 'enum'; at: Array<string | number>; allowed: unknown[]; value: unknown };

/** The operations of one vendor's contract, by `"<METHOD> <path template>"`. */
export class OpenApiContract {
  private readonly routes: Array<{ method: string; pattern: RegExp; operation: ContractOperation }>;

  private readonly context: CheckContext;

  constructor(
    readonly operations: Record<string, ContractOperation>,
    schemas: Record<string, ContractSchema> = {},
    options: ContractOptions = {},
  ) {
    this.context = { schemas, looseEnums: options.looseEnums ?? false };
    this.routes = Object.entries(operations).map(([key, operation]) => {
      const [method, template] = key.split(' ') as [string, string];
      const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/?$`);
      return { method, pattern, operation };
    });
  }

  /** Reads a subset file: operations by key, or `{ operations, schemas }`. */
  static load(url: URL, options: ContractOptions = {}): OpenApiContract {
    const parsed = JSON.parse(readFileSync(url, 'utf8')) as Record<string, ContractOperation> | { operations: Record<string, ContractOperation>; schemas: Record<string, ContractSchema> };
    return 'operations' in parsed && 'schemas' in parsed
      ? new OpenApiContract(parsed.operations as Record<string, ContractOperation>, parsed.schemas as Record<string, ContractSchema>, options)
      : new OpenApiContract(parsed as Record<string, ContractOperation>, {}, options);
  }

  /**
   * Checks one request: the operation exists, every query parameter is declared (and its enum values,
   * comma-separated for arrays, allowed), and the JSON body has the declared fields, types and enums.
   * Answers the first drift found, or undefined.
   */
  check(method: string, path: string, query: URLSearchParams, body?: unknown): ContractViolation | undefined {
    const operation = this.routes.find((r) => r.method === method && r.pattern.test(path))?.operation;
    if (!operation) return { kind: 'unknown-operation' };
    for (const [name, value] of query) {
      const parameter = operation.parameters.find((p) => p.in === 'query' && (p.name === name || namePattern(p.name)?.test(name)));
      if (!parameter) return { kind: 'unknown-parameter', name };
      const values = parameter.schema.type === 'array' ? value.split(',') : [value];
      const allowed = parameter.schema.type === 'array' ? parameter.schema.items?.enum : parameter.schema.enum;
      const wrong = allowed ? values.find((v) => !inEnum(allowed, v, this.context)) : undefined;
      if (wrong !== undefined) return { kind: 'enum', at: [name], allowed: allowed!, value: wrong };
    }
    if (operation.requestBody && body !== undefined) return checkValue(operation.requestBody, body, [], this.context);
    return undefined;
  }
}

export interface ContractOptions {
  /**
   * Enum values match whatever their case and underscores (`searchAppearance` is `SEARCH_APPEARANCE`),
   * for the APIs whose documentation uses such spellings and whose servers take them.
   */
  looseEnums?: boolean;
}

interface CheckContext {
  schemas: Record<string, ContractSchema>;
  looseEnums: boolean;
}

const loose = (value: unknown) => (typeof value === 'string' ? value.replace(/_/g, '').toLowerCase() : value);

function inEnum(allowed: unknown[], value: unknown, context: CheckContext): boolean {
  return allowed.includes(value) || (context.looseEnums && allowed.some((a) => loose(a) === loose(value)));
}

/** A parameter name with placeholders, `filter[{i}][property]`, as a pattern (one bracket segment each). */
function namePattern(name: string): RegExp | undefined {
  if (!name.includes('{')) return undefined;
  return new RegExp(`^${name.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^\\]]+')}$`);
}

const typeOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' && Number.isInteger(value) ? 'integer' : typeof value;

function typeMatches(expected: string, value: unknown): boolean {
  const actual = typeOf(value);
  return expected === actual || (expected === 'number' && actual === 'integer');
}

/** The first drift of `value` from `schema`, or undefined. */
export function checkValue(given: ContractSchema, value: unknown, at: Array<string | number>, context: CheckContext = { schemas: {}, looseEnums: false }): ContractViolation | undefined {
  const schema = given.$ref === undefined ? given : (context.schemas[given.$ref] ?? {});
  if (value === null && (schema.nullable || schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null')))) return undefined;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const outcomes = alternatives.map((alternative) => checkValue(alternative, value, at, context));
    if (outcomes.some((o) => o === undefined)) return undefined;
    const misses = outcomes as ContractViolation[];
    // Alternatives told apart by one enum field (`role`, `type`): the allowed values are all of theirs.
    const first = misses[0]!;
    if (first.kind === 'enum' && misses.every((o) => o.kind === 'enum' && o.at.join('.') === first.at.join('.'))) {
      return { ...first, allowed: misses.flatMap((o) => (o.kind === 'enum' ? o.allowed : [])) };
    }
    // Otherwise the alternative that went deepest before failing says best what was meant.
    return misses.reduce((best, o) => (depth(o) > depth(best) ? o : best));
  }
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length > 0 && !types.some((t) => typeMatches(t, value))) return { kind: 'type', at, expected: types.join(' or '), value };
  if (schema.enum && !inEnum(schema.enum, value, context)) return { kind: 'enum', at, allowed: schema.enum, value };
  if (typeOf(value) === 'object' && (schema.properties || schema.required)) {
    const object = value as Record<string, unknown>;
    for (const [name, field] of Object.entries(object)) {
      if (field === undefined) continue;
      const declared = schema.properties?.[name];
      if (declared) {
        const drift = checkValue(declared, field, [...at, name], context);
        if (drift) return drift;
      } else if (typeof schema.additionalProperties === 'object') {
        const drift = checkValue(schema.additionalProperties, field, [...at, name], context);
        if (drift) return drift;
      } else if (schema.additionalProperties !== true && schema.properties) {
        return { kind: 'unknown-field', at, name };
      }
    }
    // Fields sent are checked before fields missing, so that a wrong discriminator reads as one.
    for (const name of schema.required ?? []) if (object[name] === undefined) return { kind: 'missing', at, name };
  }
  if (Array.isArray(value) && schema.items) {
    for (const [i, item] of value.entries()) {
      const drift = checkValue(schema.items, item, [...at, i], context);
      if (drift) return drift;
    }
  }
  return undefined;
}

function depth(violation: ContractViolation): number {
  if (!('at' in violation)) return -1;
  // A wrong discriminator (an enum of one value) or a wrong type is the shallowest kind of miss.
  const shallow = violation.kind === 'type' || (violation.kind === 'enum' && violation.allowed.length === 1);
  return violation.at.length * 2 + (shallow ? 0 : 1);
}
