import { z } from 'zod';
import { checkbox, defineAction, isConnectorError } from '../../../sdk/index.js';
import { actionRetryTraits } from '../../../retry/action-retry-traits.js';
import { mailchimp } from '../app.js';
import { ListId, MailchimpMember, memberPath } from '../members.js';

export const MemberInput = z.object({ listId: ListId, email: z.email().describe('Email') });
export type MemberInput = z.infer<typeof MemberInput>;

export const mailchimpGetMember = defineAction({
  app: mailchimp,
  id: 'members.get',
  displayName: 'Get audience member',
  description: 'The member of an audience with this email address, or null when there is none.',
  categories: ['Ecommerce'],
  mutates: false,
  input: MemberInput,
  output: z.object({ member: MailchimpMember.nullable() }),
  async run({ input, http }) {
    try {
      return { member: (await http.get<MailchimpMember>(memberPath(input.listId, input.email), { responseType: 'json' })).body };
    } catch (error) {
      if (isConnectorError(error) && error.status === 404) return { member: null };
      throw error;
    }
  },
});

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
  ...actionRetryTraits['mailchimp/members.subscribe'],
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

export const mailchimpUnsubscribe = defineAction({
  app: mailchimp,
  id: 'members.unsubscribe',
  displayName: 'Unsubscribe from audience',
  description: 'Unsubscribes a member of the audience; the member stays in the audience as unsubscribed.',
  categories: ['Ecommerce'],
  ...actionRetryTraits['mailchimp/members.unsubscribe'],
  input: MemberInput,
  output: z.object({ member: MailchimpMember }),
  async run({ input, http }) {
    const member = await http.patch<MailchimpMember>(memberPath(input.listId, input.email), { body: { type: 'json', data: { status: 'unsubscribed' } }, responseType: 'json' });
    return { member: member.body };
  },
});
