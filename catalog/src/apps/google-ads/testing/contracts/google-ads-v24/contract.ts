import { readFileSync } from 'node:fs';

/** A field of a vendored message: its JSON name's type, and what the proto says of it. */
interface ContractField {
  /** `scalar:<proto type>`, `enum:<Enum>` or `message:<Message>`. */
  type: string;
  repeated?: boolean;
  behavior?: Array<'IMMUTABLE' | 'OUTPUT_ONLY' | 'REQUIRED'>;
  oneof?: string;
}

interface Contract {
  commit: string;
  messages: Record<string, Record<string, ContractField>>;
  enums: Record<string, string[]>;
}

/** The vendored subset of the Google Ads v24 protos (see the README beside this file). */
export const adsContract: Contract = JSON.parse(readFileSync(new URL('./messages.json', import.meta.url), 'utf8')) as Contract;

/** What the REST interface answers for a body that breaks the proto: its message and the field path. */
export interface ContractViolation {
  message: string;
  field: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function checkScalar(type: string, value: unknown): boolean {
  if (type === 'string' || type === 'bytes') return typeof value === 'string';
  if (type === 'bool') return typeof value === 'boolean';
  if (type === 'double' || type === 'float') return typeof value === 'number';
  // int64 travels as a string in JSON, int32 as a number; both are accepted as either by the REST mapping.
  return (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && /^-?\d+$/.test(value));
}

/**
 * Checks a JSON body against message `name` of the vendored protos: unknown field names, the types
 * of scalars, enum values, at most one member of a oneof, and output-only fields a request may not
 * set. Messages outside the subset are not looked into. Answers the first violation.
 */
export function checkMessage(name: string, body: unknown, at = ''): ContractViolation | undefined {
  const fields = adsContract.messages[name];
  if (!fields) return undefined;
  if (!isObject(body)) return { message: `Invalid value at '${at || 'body'}', expected an object.`, field: at };
  const oneofs = new Map<string, string>();
  for (const [key, value] of Object.entries(body)) {
    const field = fields[key];
    const path = at ? `${at}.${key}` : key;
    if (!field) return { message: `Invalid JSON payload received. Unknown name "${key}" at '${at || 'body'}': Cannot find field.`, field: path };
    if (field.behavior?.includes('OUTPUT_ONLY') && key !== 'resourceName') return { message: `The field is output only and cannot be set: ${path}.`, field: path };
    if (field.oneof) {
      const other = oneofs.get(field.oneof);
      if (other) return { message: `Only one of ${other} and ${key} can be set (oneof ${field.oneof}).`, field: path };
      oneofs.set(field.oneof, key);
    }
    const values = field.repeated ? (Array.isArray(value) ? value : undefined) : [value];
    if (!values) return { message: `Invalid value at '${path}', expected a list.`, field: path };
    for (const [index, item] of values.entries()) {
      const itemPath = field.repeated ? `${path}[${index}]` : path;
      const [kind, type = ''] = field.type.split(':') as [string, string];
      if (kind === 'scalar' && !checkScalar(type, item)) return { message: `Invalid value at '${itemPath}' (${type}): ${JSON.stringify(item)}`, field: itemPath };
      if (kind === 'enum' && adsContract.enums[type] && !adsContract.enums[type].includes(String(item))) {
        return { message: `Invalid value at '${itemPath}' (type.googleapis.com/google.ads.googleads.v24.enums.${type}Enum.${type}), "${String(item)}"`, field: itemPath };
      }
      if (kind === 'message') {
        const violation = checkMessage(type, item, itemPath);
        if (violation) return violation;
      }
    }
  }
  return undefined;
}

/** The fields of an update mask (`a,b.c`) that the proto marks immutable or output only. */
export function frozenMaskPaths(name: string, updateMask: string): string[] {
  const fields = adsContract.messages[name] ?? {};
  return updateMask
    .split(',')
    .map((path) => path.trim())
    .filter((path) => {
      const behavior = fields[path.split('.')[0]!]?.behavior ?? [];
      return behavior.includes('IMMUTABLE') || behavior.includes('OUTPUT_ONLY');
    });
}

/** The enum values of the vendored enum `name`. */
export const contractEnum = (name: string): readonly string[] => adsContract.enums[name] ?? [];
