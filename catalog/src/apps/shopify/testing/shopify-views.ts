import { connection, GraphqlFieldError } from './graphql-execute.js';
import type { FakeCollection, FakeInventoryItem, FakeInventoryLevel, FakeLocation, FakeOrder, FakeProduct, FakeVariant, ShopifyStore } from './shopify-store.js';

/** `gid://shopify/<Type>/<id>`. */
export const gid = (type: string, id: number): string => `gid://shopify/${type}/${id}`;

/** The numeric id of a global id of `type`; a wrong type or shape fails like the real API. */
export function idOf(type: string, value: unknown): number {
  const match = typeof value === 'string' ? /^gid:\/\/shopify\/([A-Za-z]+)\/(\d+)/.exec(value) : null;
  if (!match || match[1] !== type) throw new GraphqlFieldError(`Invalid global id '${String(value)}'`, 'argumentLiteralsIncompatible');
  return Number(match[2]);
}

export const levelGid = (level: FakeInventoryLevel): string => `gid://shopify/InventoryLevel/${level.locationId}?inventory_item_id=${level.itemId}`;

const money = (amount: string, currencyCode: string) => ({ shopMoney: { amount, currencyCode }, presentmentMoney: { amount, currencyCode } });
const stripTags = (html: string) => html.replace(/<[^>]*>/g, '').trim();

/** The GraphQL objects of the store's records; fields with arguments are functions of them. */
export function shopifyViews(store: ShopifyStore) {
  const product = (id: number) => store.products.find((p) => p.id === id);
  const level = (l: FakeInventoryLevel): Record<string, unknown> => ({
    __typename: 'InventoryLevel',
    id: levelGid(l),
    updatedAt: '2026-01-05T10:00:00Z',
    quantities: (args: { names?: string[] }) =>
      (args.names ?? []).map((name) => ({ __typename: 'InventoryQuantity', name, quantity: name === 'available' || name === 'on_hand' ? l.available : 0 })),
    location: () => locationView(store.locations.find((loc) => loc.id === l.locationId)!),
    item: () => itemView(store.inventoryItems.find((i) => i.id === l.itemId)!),
  });
  const itemView = (i: FakeInventoryItem): Record<string, unknown> => ({
    __typename: 'InventoryItem',
    id: gid('InventoryItem', i.id),
    legacyResourceId: String(i.id),
    sku: i.sku,
    tracked: i.tracked,
    requiresShipping: i.requiresShipping,
    unitCost: i.unitCost === null ? null : { amount: i.unitCost, currencyCode: store.shop.currencyCode },
    measurement: { weight: { value: i.weight.value, unit: i.weight.unit } },
    inventoryLevels: (args: Record<string, unknown>) => connection(store.levels.filter((l) => l.itemId === i.id).map(level), args),
    variant: () => {
      const v = store.variants.find((x) => x.inventoryItemId === i.id);
      return v ? variantView(v) : null;
    },
  });
  const locationView = (loc: FakeLocation): Record<string, unknown> => ({
    __typename: 'Location',
    id: gid('Location', loc.id),
    legacyResourceId: String(loc.id),
    name: loc.name,
    isActive: loc.isActive,
    address: { address1: null, city: loc.city, zip: null, countryCode: loc.countryCode },
    inventoryLevels: (args: Record<string, unknown>) => connection(store.levels.filter((l) => l.locationId === loc.id).map(level), args),
  });
  const available = (v: FakeVariant) => store.levels.filter((l) => l.itemId === v.inventoryItemId).reduce((sum, l) => sum + l.available, 0);
  const variantView = (v: FakeVariant): Record<string, unknown> => ({
    __typename: 'ProductVariant',
    id: gid('ProductVariant', v.id),
    legacyResourceId: String(v.id),
    title: v.title,
    displayName: `${product(v.productId)?.title ?? ''} - ${v.title}`,
    price: v.price,
    compareAtPrice: v.compareAtPrice,
    sku: v.sku,
    barcode: v.barcode,
    inventoryPolicy: v.inventoryPolicy,
    inventoryQuantity: available(v),
    position: v.position,
    taxable: v.taxable,
    selectedOptions: v.options,
    inventoryItem: () => itemView(store.inventoryItems.find((i) => i.id === v.inventoryItemId)!),
    product: () => productView(product(v.productId)!),
  });
  const metafieldsOf = (ownerId: string) => (args: { namespace?: string } & Record<string, unknown>) =>
    connection(
      store.metafields
        .filter((m) => m.ownerId === ownerId && (args.namespace === undefined || m.namespace === args.namespace))
        .map((m) => ({ __typename: 'Metafield', id: gid('Metafield', m.id), namespace: m.namespace, key: m.key, type: m.type, value: m.value, ownerType: m.ownerId.split('/')[3]?.toUpperCase() })),
      args,
    );
  const productView = (p: FakeProduct): Record<string, unknown> => {
    const variants = store.variants.filter((v) => v.productId === p.id).sort((a, b) => a.position - b.position);
    const media = p.images.map((image) => ({
      __typename: 'MediaImage',
      id: gid('MediaImage', image.id),
      alt: image.alt,
      mediaContentType: 'IMAGE',
      image: { url: image.url, altText: image.alt },
      preview: { image: { url: image.url } },
    }));
    const category = store.categories.find((c) => c.id === p.categoryId);
    return {
      __typename: 'Product',
      id: gid('Product', p.id),
      legacyResourceId: String(p.id),
      title: p.title,
      handle: p.handle,
      description: stripTags(p.descriptionHtml),
      descriptionHtml: p.descriptionHtml,
      vendor: p.vendor,
      productType: p.productType,
      status: p.status,
      tags: p.tags,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
      publishedAt: p.publishedAt,
      onlineStoreUrl: p.publishedAt ? `${store.shop.domain}/products/${p.handle}` : null,
      // Derived, as in Shopify: whether a variant's inventory item counts its stock.
      tracksInventory: p.tracksInventory || variants.some((v) => store.inventoryItems.find((i) => i.id === v.inventoryItemId)?.tracked === true),
      totalInventory: variants.reduce((sum, v) => sum + available(v), 0),
      category: category ? { __typename: 'TaxonomyCategory', ...category } : null,
      seo: { title: p.seo.title, description: p.seo.description },
      featuredMedia: media[0] ?? null,
      media: (args: Record<string, unknown>) => connection(media, args),
      variants: (args: Record<string, unknown>) => connection(variants.map(variantView), args),
      metafields: metafieldsOf(gid('Product', p.id)),
      collections: (args: Record<string, unknown>) => connection(collectionsOf(p).map(collectionView), args),
    };
  };
  const productsOf = (c: FakeCollection): FakeProduct[] =>
    c.rules === null
      ? c.productIds.map((id) => product(id)).filter((p): p is FakeProduct => p !== undefined)
      : store.products.filter((p) => c.rules?.every((r) => r.column === 'TYPE' && p.productType === r.condition));
  const collectionsOf = (p: FakeProduct) => store.collections.filter((c) => productsOf(c).includes(p));
  const collectionView = (c: FakeCollection): Record<string, unknown> => ({
    __typename: 'Collection',
    id: gid('Collection', c.id),
    legacyResourceId: String(c.id),
    title: c.title,
    handle: c.handle,
    description: stripTags(c.descriptionHtml),
    descriptionHtml: c.descriptionHtml,
    updatedAt: c.updatedAt,
    sortOrder: 'BEST_SELLING',
    seo: { title: c.seo.title, description: c.seo.description },
    ruleSet: c.rules === null ? null : { appliedDisjunctively: false, rules: c.rules },
    productsCount: { count: productsOf(c).length },
    products: (args: Record<string, unknown>) => connection(productsOf(c).map(productView), args),
  });
  const orderView = (o: FakeOrder): Record<string, unknown> => ({
    __typename: 'Order',
    id: gid('Order', o.id),
    legacyResourceId: String(o.id),
    name: o.name,
    createdAt: o.createdAt,
    processedAt: o.createdAt,
    email: o.email,
    currencyCode: o.currencyCode,
    displayFinancialStatus: o.financialStatus,
    displayFulfillmentStatus: o.fulfillmentStatus,
    subtotalPriceSet: money(o.subtotal, o.currencyCode),
    totalPriceSet: money(o.total, o.currencyCode),
    totalTaxSet: money(o.totalTax, o.currencyCode),
    totalDiscountsSet: money(o.totalDiscounts, o.currencyCode),
    totalShippingPriceSet: money(o.shipping, o.currencyCode),
    discountCodes: o.discountCodes,
    // Customer.email and MailingAddress.countryCode are deprecated (2025-01): the fake has only their successors.
    customer: o.customer && {
      __typename: 'Customer',
      id: gid('Customer', o.customer.id),
      defaultEmailAddress: o.customer.email === null ? null : { __typename: 'CustomerEmailAddress', emailAddress: o.customer.email },
      firstName: o.customer.firstName,
      lastName: o.customer.lastName,
    },
    shippingAddress: o.shippingAddress && {
      __typename: 'MailingAddress',
      name: o.shippingAddress.name,
      address1: o.shippingAddress.address1,
      city: o.shippingAddress.city,
      zip: o.shippingAddress.zip,
      countryCodeV2: o.shippingAddress.countryCode,
    },
    lineItems: (args: Record<string, unknown>) =>
      connection(
        o.lineItems.map((li) => ({
          __typename: 'LineItem',
          id: gid('LineItem', li.id),
          title: li.title,
          quantity: li.quantity,
          sku: li.sku,
          variant: { id: gid('ProductVariant', li.variantId) },
          product: { id: gid('Product', li.productId) },
          originalUnitPriceSet: money(li.price, o.currencyCode),
        })),
        args,
      ),
    shippingLines: (args: Record<string, unknown>) => connection([{ title: 'Standard', originalPriceSet: money(o.shipping, o.currencyCode) }], args),
    refunds: () => o.refunds.map((r) => ({ id: gid('Refund', r.id), createdAt: r.createdAt, note: r.note, totalRefundedSet: money(r.amount, o.currencyCode) })),
  });
  return { productView, variantView, itemView, level, locationView, collectionView, orderView, productsOf, available };
}

export type ShopifyViews = ReturnType<typeof shopifyViews>;

/** Throws unless `value` names an existing record, as the real API answers an unknown id. */
export function mustFind<T>(record: T | undefined, what: string): T {
  if (record === undefined) throw new GraphqlFieldError(`${what} does not exist`, 'NOT_FOUND');
  return record;
}
