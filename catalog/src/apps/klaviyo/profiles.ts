import { z } from 'zod';

export const KlaviyoProfile = z.looseObject({
  id: z.string(),
  email: z.string().nullable().optional(),
  phone_number: z.string().nullable().optional(),
  external_id: z.string().nullable().optional(),
  first_name: z.string().nullable().optional(),
  last_name: z.string().nullable().optional(),
  organization: z.string().nullable().optional(),
  created: z.string().optional(),
  updated: z.string().optional(),
  properties: z.record(z.string(), z.unknown()).optional(),
});
export type KlaviyoProfile = z.infer<typeof KlaviyoProfile>;
