import { z } from 'zod';
import { defineAction, loadAllPages, paginatePageNumber } from '../../../sdk/index.js';
import { mailchimp } from '../app.js';

export const MailchimpList = z.looseObject({
  id: z.string(),
  name: z.string(),
  date_created: z.string().optional(),
  stats: z.looseObject({ member_count: z.number().optional(), unsubscribe_count: z.number().optional(), open_rate: z.number().optional(), click_rate: z.number().optional() }).optional(),
});
export type MailchimpList = z.infer<typeof MailchimpList>;

const PAGE = 100;

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
    const pages = paginatePageNumber(
      async (page) => {
        const query = { count: PAGE, offset: page * PAGE, fields: 'lists.id,lists.name,lists.date_created,lists.stats,total_items' };
        return (await http.get<{ lists: MailchimpList[] }>('/lists', { query, responseType: 'json' })).body.lists;
      },
      { firstPage: 0, pageSize: PAGE },
    );
    return { lists: await loadAllPages(pages) };
  },
});
