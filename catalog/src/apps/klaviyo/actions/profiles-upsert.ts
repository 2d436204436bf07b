import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { klaviyo } from '../app.js';
import { type Document, flat, jsonApiBody, type Resource } from '../json-api.js';
import { KlaviyoProfile } from '../profiles.js';

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
  // An import sets the profile's fields: the same call twice leaves the profile as once.
  mutates: true,
  idempotent: true,
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
