/** Names of fields that hold a credential when they have a value. */
const CREDENTIAL_FIELD = /^(api[-_]?key|apikey|access[-_]?token|refresh[-_]?token|token|secret|client[-_]?secret|password|authorization|x-api-key)$/i;

/** Values that are or carry a credential, or stand in for one ("YOUR_API_KEY"). */
const CREDENTIAL_VALUE: ReadonlyArray<readonly [string, RegExp]> = [
  ['an authorization value', /\b(?:Bearer|Basic)\s+\S{4,}/i],
  ['an OpenAI key', /\bsk-[A-Za-z0-9_-]{8,}/],
  ['a Slack token', /\bxox[abpr]-[A-Za-z0-9-]+/],
  ['an AWS key', /\bAKIA[0-9A-Z]{16}\b/],
  ['a key placeholder', /\bYOUR_[A-Z0-9_]*(?:KEY|TOKEN|SECRET|PASSWORD)\b/],
  ['a key in a query string', /[?&](?:api[-_]?key|access_token|token|key)=[^&\s"]+/i],
];

/** Header names whose value is a credential (a header list `[{ key, value }]` of an HTTP step). */
const CREDENTIAL_HEADER = /^(authorization|x-api-key|api-key|x-auth-token|proxy-authorization)$/i;

/**
 * Every place in a JSON value that carries a credential or a placeholder for one, as JSON pointers
 * with what was found. Library flows reach apps through connections, so a flow must have none.
 */
export function findCredentials(value: unknown, pointer = ''): string[] {
  if (typeof value === 'string') {
    const hit = CREDENTIAL_VALUE.find(([, pattern]) => pattern.test(value));
    return hit ? [`${pointer}: ${hit[0]}`] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => findCredentials(item, `${pointer}/${index}`));
  if (value === null || typeof value !== 'object') return [];
  const found: string[] = [];
  const record = value as Record<string, unknown>;
  if (typeof record.key === 'string' && CREDENTIAL_HEADER.test(record.key) && record.value !== undefined && record.value !== '') {
    found.push(`${pointer}: a ${record.key} header`);
  }
  for (const [key, item] of Object.entries(record)) {
    if (CREDENTIAL_FIELD.test(key) && item !== '' && item !== null && typeof item !== 'object') found.push(`${pointer}/${key}: a credential field`);
    if (CREDENTIAL_FIELD.test(key) && isLiteralWithValue(item)) found.push(`${pointer}/${key}: a credential field`);
    found.push(...findCredentials(item, `${pointer}/${key}`));
  }
  return found;
}

/** A literal expression `{ type: 'literal', value }` with a non-empty value. */
function isLiteralWithValue(item: unknown): boolean {
  const expression = item as { type?: unknown; value?: unknown } | null;
  return expression?.type === 'literal' && expression.value !== '' && expression.value !== null && expression.value !== undefined;
}
