import { defineAction } from '@tandem/catalog/sdk';
import { ShopifyListCollectionsInput, collectionList, listByType } from '../list-collections.js';

export const shopifyListSmartCollections = defineAction({
  ...collectionList,
  id: 'smartCollections.list',
  displayName: 'List smart collections',
  description: 'Lists the collections whose products are picked by rules, with their rules.',
  input: ShopifyListCollectionsInput,
  run: ({ input, http, signal }) => listByType(http, 'smart', input.limit, signal),
});
