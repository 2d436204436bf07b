import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { klaviyo } from '../app.js';
import { flat, listAll } from '../json-api.js';

export const KlaviyoList = z.looseObject({
  id: z.string(),
  name: z.string(),
  created: z.string().optional(),
  updated: z.string().optional(),
  opt_in_process: z.string().optional(),
});
export type KlaviyoList = z.infer<typeof KlaviyoList>;

export const klaviyoLists = defineAction({
  app: klaviyo,
  id: 'lists.list',
  displayName: 'Get lists',
  description: 'Every list of the Klaviyo account with its opt-in process.',
  categories: ['Ecommerce'],
  mutates: false,
  input: z.object({}),
  output: z.object({ lists: z.array(KlaviyoList) }),
  async run({ http }) {
    const lists = await listAll(http, '/lists', { 'fields[list]': 'name,created,updated,opt_in_process' });
    return { lists: lists.map(flat) as KlaviyoList[] };
  },
});
