import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { mailchimp } from '../app.js';
import { allByOffset } from '../offset-pages.js';

export const MailchimpList = z.looseObject({
  id: z.string(),
  name: z.string(),
  date_created: z.string().optional(),
  stats: z.looseObject({ member_count: z.number().optional(), unsubscribe_count: z.number().optional(), open_rate: z.number().optional(), click_rate: z.number().optional() }).optional(),
});
export type MailchimpList = z.infer<typeof MailchimpList>;

export const mailchimpLists = defineAction({
  app: mailchimp,
  id: 'lists.list',
  displayName: 'Get audiences',
  description: 'Every audience (list) of the Mailchimp account with its member counts and rates.',
  categories: ['Ecommerce'],
  mutates: false,
  input: z.object({}),
  output: z.object({ lists: z.array(MailchimpList) }),
  async run({ http }) {
    return { lists: await allByOffset<MailchimpList>(http, '/lists', 'lists', { fields: 'lists.id,lists.name,lists.date_created,lists.stats,total_items' }) };
  },
});
