import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { mailchimp } from '../app.js';
import { MailchimpMember, memberPath } from '../members.js';
import { MemberInput } from '../member-input.js';

export const mailchimpUnsubscribe = defineAction({
  app: mailchimp,
  id: 'members.unsubscribe',
  displayName: 'Unsubscribe from audience',
  description: 'Unsubscribes a member of the audience; the member stays in the audience as unsubscribed.',
  categories: ['Ecommerce'],
  // A member patched twice ends the same.
  mutates: true,
  idempotent: true,
  input: MemberInput,
  output: z.object({ member: MailchimpMember }),
  async run({ input, http }) {
    const member = await http.patch<MailchimpMember>(memberPath(input.listId, input.email), { body: { type: 'json', data: { status: 'unsubscribed' } }, responseType: 'json' });
    return { member: member.body };
  },
});
