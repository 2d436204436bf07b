import { defineAction } from '@tandem/catalog/sdk';
import { ShopifyListCollectionsInput, collectionList, listByType } from '../list-collections.js';

export const shopifyListCustomCollections = defineAction({
  ...collectionList,
  id: 'customCollections.list',
  displayName: 'List custom collections',
  description: 'Lists the collections whose products are picked by hand.',
  input: ShopifyListCollectionsInput,
  run: ({ input, http, signal }) => listByType(http, 'custom', input.limit, signal),
});
