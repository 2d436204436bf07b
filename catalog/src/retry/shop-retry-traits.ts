import type { RetryTraits } from './retry-policy.js';
import { unlessMethodIsGet } from './input-rules.js';

type Input = Record<string, unknown>;

/** Sets fields, adds or removes members: the same call twice leaves the shop as once. */
const setsState = { mutates: true, idempotent: true } as const;
/** Creates or changes by a difference: a second attempt would do it twice. */
const once = { mutates: true } as const;

/** The retry traits of the shop systems' mutating actions (Shopify, Shopware 5 and 6, WooCommerce, Magento). */
export const shopRetryTraits = {
  'shopify/products.create': once,
  'shopify/custom.mutation': once,
  'shopify/inventory.adjust': once,
  'shopify/products.update': setsState,
  'shopify/products.remove': setsState,
  'shopify/products.addTag': setsState,
  'shopify/products.removeTag': setsState,
  'shopify/variants.update': setsState,
  'shopify/variants.remove': setsState,
  'shopify/collections.addProduct': setsState,
  'shopify/collections.removeProduct': setsState,
  'shopify/smartCollections.update': setsState,
  'shopify/inventory.set': setsState,
  'shopify/inventory.connect': setsState,
  'shopify/inventoryLevels.remove': setsState,
  'shopify/inventoryItems.update': setsState,
  'shopify/metafields.set': setsState,
  'shopify/metafields.setMany': setsState,
  'shopware6/products.update': setsState,
  'shopware6/custom.request': { mutates: true, mutatesFor: unlessMethodIsGet },
  'woocommerce/products.update': setsState,
  'woocommerce/variations.update': setsState,
  'magento/products.update': setsState,
  'shopware5/products.update': setsState,
  // A feed reads every article and its image one by one.
  'shopware5/products.searchAdsFeed': { mutates: false, defaultTimeout: 'PT5M' },
} as const satisfies Record<string, RetryTraits<Input>>;
