/** A list action a change watch can poll: the list in its output and where each item keeps its id. */
export interface WatchableList {
  action: string;
  /** The output's one list property (the watch compares its items). */
  list: string;
  /** The trigger's `idPath`: where each item keeps its identity. */
  idPath: readonly string[];
}

/**
 * The products and orders of each shop system as change watches see them (flow-language.md,
 * triggers): a watch polls the action every `frequencyMinutes` and starts a run per created,
 * updated or deleted item. Orders need the watch's input to name a period (e.g. the last days).
 */
export const shopChangeWatches = {
  shopify: [
    { action: 'products.listV3', list: 'products', idPath: ['id'] },
    { action: 'variants.list', list: 'variants', idPath: ['id'] },
    { action: 'orders.list', list: 'orders', idPath: ['id'] },
  ],
  shopware5: [
    { action: 'products.list', list: 'products', idPath: ['id'] },
    { action: 'variants.list', list: 'variants', idPath: ['id'] },
    { action: 'orders.list', list: 'orders', idPath: ['id'] },
  ],
  shopware6: [
    { action: 'products.list', list: 'products', idPath: ['id'] },
    { action: 'orders.list', list: 'orders', idPath: ['id'] },
  ],
  woocommerce: [
    { action: 'products.list', list: 'products', idPath: ['id'] },
    { action: 'orders.list', list: 'orders', idPath: ['id'] },
  ],
  magento: [
    { action: 'products.list', list: 'products', idPath: ['sku'] },
    { action: 'orders.list', list: 'orders', idPath: ['id'] },
  ],
} as const satisfies Record<string, readonly WatchableList[]>;
