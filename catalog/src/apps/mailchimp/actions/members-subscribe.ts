import { z } from 'zod';
import { checkbox, defineAction } from '@tandem/catalog/sdk';
import { mailchimp } from '../app.js';
import { MailchimpMember, memberPath } from '../members.js';
import { MemberInput } from '../member-input.js';

export const SubscribeInput = MemberInput.extend({
  doubleOptIn: checkbox(z.boolean().default(false).describe('Double opt-in (send a confirmation mail first)')),
  mergeFields: z.record(z.string().regex(/^[A-Z0-9_]{1,10}$/, 'Merge tags are upper-case, at most 10 characters (FNAME)'), z.unknown()).default({}).describe('Merge fields'),
  tags: z.array(z.string().trim().min(1).max(100)).default([]).describe('Tags'),
});
export type SubscribeInput = z.infer<typeof SubscribeInput>;

export const mailchimpSubscribe = defineAction({
  app: mailchimp,
  id: 'members.subscribe',
  displayName: 'Subscribe to audience',
  description: 'Adds or updates a member and subscribes it to the audience (or asks it to confirm first), with merge fields and tags.',
  categories: ['Ecommerce'],
  // A member put twice ends the same.
  mutates: true,
  idempotent: true,
  input: SubscribeInput,
  output: z.object({ member: MailchimpMember }),
  async run({ input, http }) {
    const status = input.doubleOptIn ? 'pending' : 'subscribed';
    const path = memberPath(input.listId, input.email);
    const body = { email_address: input.email, status_if_new: status, status, merge_fields: input.mergeFields };
    const member = (await http.put<MailchimpMember>(path, { body: { type: 'json', data: body }, responseType: 'json' })).body;
    if (input.tags.length > 0) {
      await http.post(`${path}/tags`, { body: { type: 'json', data: { tags: input.tags.map((name) => ({ name, status: 'active' })) } } });
    }
    return { member: { ...member, tags: [...(member.tags ?? []), ...input.tags.filter((t) => !member.tags?.some((m) => m.name === t)).map((name) => ({ name }))] } };
  },
});
