import { z } from 'zod';
import { defineAction, isConnectorError } from '@tandem/catalog/sdk';
import { mailchimp } from '../app.js';
import { MailchimpMember, memberPath } from '../members.js';
import { MemberInput } from '../member-input.js';

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
