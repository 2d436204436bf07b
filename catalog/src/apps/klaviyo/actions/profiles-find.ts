import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { klaviyo } from '../app.js';
import { filterText, flat, listAll } from '../json-api.js';
import { KlaviyoProfile } from '../profiles.js';

export const FindProfileInput = z.object({ email: z.email().describe('Email') });
export type FindProfileInput = z.infer<typeof FindProfileInput>;

export const klaviyoFindProfile = defineAction({
  app: klaviyo,
  id: 'profiles.find',
  displayName: 'Find profile by email',
  description: 'The profile with this email address, or null when there is none.',
  categories: ['Ecommerce'],
  mutates: false,
  input: FindProfileInput,
  output: z.object({ profile: KlaviyoProfile.nullable() }),
  async run({ input, http }) {
    const [profile] = await listAll(http, '/profiles', { filter: `equals(email,${filterText(input.email)})` }, 1);
    return { profile: profile ? (flat(profile) as KlaviyoProfile) : null };
  },
});
