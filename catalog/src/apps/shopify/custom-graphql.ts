import { z } from 'zod';

export const Variables = z.record(z.string(), z.unknown()).default({}).describe('Variables');

export const ShopifyCustomOutput = z.object({ data: z.unknown(), pageSize: z.number().nullable() });
export type ShopifyCustomOutput = z.infer<typeof ShopifyCustomOutput>;

export const isMutation = (operation: string) => /^\s*mutation\b/.test(operation.replace(/^\s*#[^\n]*\n/gm, ''));
