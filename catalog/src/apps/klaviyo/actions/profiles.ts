import { z } from 'zod';
import { defineAction } from '../../../sdk/index.js';
import { actionRetryTraits } from '../../../retry/action-retry-traits.js';
import { klaviyo } from '../app.js';
import { type Document, filterText, flat, jsonApiBody, listAll, type Resource } from '../json-api.js';

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

/** A profile's fields; `email`, `phoneNumber` or `externalId` identifies it. */
export const UpsertProfileInput = z
  .object({
    email: z.email().optional().describe('Email'),
    phoneNumber: z.string().trim().regex(/^\+[1-9]\d{6,14}$/, 'Use the E.164 format, e.g. +4915112345678').optional().describe('Phone number'),
    externalId: z.string().trim().min(1).max(256).optional().describe('External ID'),
    firstName: z.string().max(256).optional().describe('First name'),
    lastName: z.string().max(256).optional().describe('Last name'),
    properties: z.record(z.string(), z.unknown()).optional().describe('Custom properties'),
  })
  .refine((p) => p.email ?? p.phoneNumber ?? p.externalId, { message: 'Give an email, a phone number or an external ID', path: ['email'] });
export type UpsertProfileInput = z.infer<typeof UpsertProfileInput>;

export const klaviyoUpsertProfile = defineAction({
  app: klaviyo,
  id: 'profiles.upsert',
  displayName: 'Create or update profile',
  description: 'Creates a profile, or updates the one with the same email, phone number or external ID.',
  categories: ['Ecommerce'],
  ...actionRetryTraits['klaviyo/profiles.upsert'],
  input: UpsertProfileInput,
  output: z.object({ profile: KlaviyoProfile }),
  async run({ input, http }) {
    const attributes = {
      email: input.email,
      phone_number: input.phoneNumber,
      external_id: input.externalId,
      first_name: input.firstName,
      last_name: input.lastName,
      properties: input.properties,
    };
    const response = await http.post<Document<Resource>>('/profile-import', { ...jsonApiBody({ type: 'profile', attributes }), responseType: 'json' });
    return { profile: flat(response.body.data) as KlaviyoProfile };
  },
});
