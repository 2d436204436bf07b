/** A GAQL string literal: single quotes, with backslashes and quotes escaped. */
export const gaqlString = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export interface GaqlParts {
  select: readonly string[];
  from: string;
  /** Conditions joined with AND; empty ones are left out. */
  where?: ReadonlyArray<string | undefined | false>;
  orderBy?: string;
  limit?: number;
}

/** Builds `SELECT … FROM … WHERE … ORDER BY … LIMIT …`. */
export function gaql({ select, from, where = [], orderBy, limit }: GaqlParts): string {
  const conditions = where.filter((c): c is string => typeof c === 'string' && c !== '');
  return [
    `SELECT ${select.join(', ')}`,
    `FROM ${from}`,
    conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '',
    orderBy ? `ORDER BY ${orderBy}` : '',
    limit !== undefined ? `LIMIT ${limit}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
