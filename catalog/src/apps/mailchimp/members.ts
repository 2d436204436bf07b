import { createHash } from 'node:crypto';
import { z } from 'zod';

/** Mailchimp addresses a member by the MD5 hash of the lower-case email address. */
export const subscriberHash = (email: string): string => createHash('md5').update(email.trim().toLowerCase()).digest('hex');

export const memberPath = (listId: string, email: string): string => `/lists/${encodeURIComponent(listId)}/members/${subscriberHash(email)}`;

export const memberStatuses = ['subscribed', 'unsubscribed', 'cleaned', 'pending', 'transactional', 'archived'] as const;

/** A list member (audience contact). */
export const MailchimpMember = z.looseObject({
  id: z.string(),
  email_address: z.string(),
  status: z.enum(memberStatuses),
  full_name: z.string().optional(),
  merge_fields: z.record(z.string(), z.unknown()).optional(),
  tags: z.array(z.looseObject({ id: z.number().optional(), name: z.string() })).optional(),
  timestamp_opt: z.string().optional(),
  last_changed: z.string().optional(),
  list_id: z.string().optional(),
});
export type MailchimpMember = z.infer<typeof MailchimpMember>;

export const ListId = z.string().trim().regex(/^[0-9a-f]{10}$/, 'A Mailchimp audience ID has 10 characters such as 1a2b3c4d5e').describe('Audience ID');
