import { z } from 'zod';

/** Config fields that are credentials themselves (Slack's webhook URL). */
export const secretFields = z.registry<{ secret: true }>();

/**
 * Declares a connection config field a credential: the platform stores it sealed like the connection's
 * secret, answers show it masked, and it never reaches a log or a history.
 */
export function secret<T extends z.ZodType>(schema: T): T {
  secretFields.add(schema, { secret: true });
  return schema;
}

const isSecret = (schema: z.ZodType): boolean =>
  secretFields.has(schema) || ((schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) && isSecret(schema.unwrap() as z.ZodType));

/** The names of the secret fields of an app's config schema (an object schema; any other has none). */
export function secretConfigFields(config: z.ZodType): string[] {
  if (!(config instanceof z.ZodObject)) return [];
  return Object.entries(config.shape as Record<string, z.ZodType>)
    .filter(([, field]) => isSecret(field))
    .map(([name]) => name);
}
