import { z } from 'zod';

const Money = z.object({ amount: z.number(), currencyCode: z.string() });

export const ShopifyOrder = z.object({
  id: z.string(),
  legacyResourceId: z.string(),
  number: z.string(),
  createdAt: z.string(),
  email: z.string().nullable(),
  currency: z.string(),
  financialStatus: z.string().nullable(),
  fulfillmentStatus: z.string().nullable(),
  prices: z.object({ subtotal: z.number(), total: z.number(), tax: z.number(), shipping: z.number() }),
  discounts: z.object({ total: z.number(), codes: z.array(z.string()) }),
  customer: z.object({ id: z.string(), email: z.string().nullable(), firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
  lineItems: z.array(
    z.object({ id: z.string(), title: z.string(), quantity: z.number(), sku: z.string().nullable(), variantId: z.string().nullable(), productId: z.string().nullable(), price: z.number() }),
  ),
  refunds: z.array(z.object({ id: z.string(), createdAt: z.string(), note: z.string().nullable(), amount: Money })),
  shippingAddress: z.record(z.string(), z.unknown()).nullable(),
  shippingLines: z.array(z.object({ title: z.string(), price: z.number() })),
});
export type ShopifyOrder = z.infer<typeof ShopifyOrder>;

/** Line items and shipping lines loaded with each order. */
export const ORDER_LINES = 20;

const set = 'shopMoney { amount currencyCode }';
export const ORDER_FIELDS = `id legacyResourceId name createdAt email currencyCode displayFinancialStatus displayFulfillmentStatus
  subtotalPriceSet { ${set} } totalPriceSet { ${set} } totalTaxSet { ${set} } totalDiscountsSet { ${set} } totalShippingPriceSet { ${set} }
  discountCodes customer { id defaultEmailAddress { emailAddress } firstName lastName } shippingAddress { name address1 city zip countryCodeV2 }
  lineItems(first: ${ORDER_LINES}) { nodes { id title quantity sku variant { id } product { id } originalUnitPriceSet { ${set} } } }
  shippingLines(first: 5) { nodes { title originalPriceSet { ${set} } } }
  refunds { id createdAt note totalRefundedSet { ${set} } }`;

type MoneySet = { shopMoney: { amount: string; currencyCode: string } };
export interface OrderNode {
  id: string;
  legacyResourceId: string;
  name: string;
  createdAt: string;
  email: string | null;
  currencyCode: string;
  displayFinancialStatus: string | null;
  displayFulfillmentStatus: string | null;
  subtotalPriceSet: MoneySet;
  totalPriceSet: MoneySet;
  totalTaxSet: MoneySet | null;
  totalDiscountsSet: MoneySet | null;
  totalShippingPriceSet: MoneySet | null;
  discountCodes: string[];
  customer: { id: string; defaultEmailAddress: { emailAddress: string | null } | null; firstName: string | null; lastName: string | null } | null;
  shippingAddress: { name: string | null; address1: string | null; city: string | null; zip: string | null; countryCodeV2: string | null } | null;
  lineItems: { nodes: Array<{ id: string; title: string; quantity: number; sku: string | null; variant: { id: string } | null; product: { id: string } | null; originalUnitPriceSet: MoneySet }> };
  shippingLines: { nodes: Array<{ title: string; originalPriceSet: MoneySet }> };
  refunds: Array<{ id: string; createdAt: string; note: string | null; totalRefundedSet: MoneySet }>;
}

const amountOf = (set: MoneySet | null) => (set ? Number(set.shopMoney.amount) : 0);

export function toOrder(node: OrderNode): ShopifyOrder {
  return {
    id: node.id,
    legacyResourceId: node.legacyResourceId,
    number: node.name,
    createdAt: node.createdAt,
    email: node.email,
    currency: node.currencyCode,
    financialStatus: node.displayFinancialStatus,
    fulfillmentStatus: node.displayFulfillmentStatus,
    prices: { subtotal: amountOf(node.subtotalPriceSet), total: amountOf(node.totalPriceSet), tax: amountOf(node.totalTaxSet), shipping: amountOf(node.totalShippingPriceSet) },
    discounts: { total: amountOf(node.totalDiscountsSet), codes: node.discountCodes },
    customer: node.customer && { id: node.customer.id, email: node.customer.defaultEmailAddress?.emailAddress ?? null, firstName: node.customer.firstName, lastName: node.customer.lastName },
    lineItems: node.lineItems.nodes.map((li) => ({
      id: li.id,
      title: li.title,
      quantity: li.quantity,
      sku: li.sku,
      variantId: li.variant?.id ?? null,
      productId: li.product?.id ?? null,
      price: amountOf(li.originalUnitPriceSet),
    })),
    refunds: node.refunds.map((r) => ({ id: r.id, createdAt: r.createdAt, note: r.note, amount: { amount: amountOf(r.totalRefundedSet), currencyCode: r.totalRefundedSet.shopMoney.currencyCode } })),
    // Read from the current fields, answered under the names the action has always given.
    shippingAddress: node.shippingAddress && {
      name: node.shippingAddress.name,
      address1: node.shippingAddress.address1,
      city: node.shippingAddress.city,
      zip: node.shippingAddress.zip,
      countryCode: node.shippingAddress.countryCodeV2,
    },
    shippingLines: node.shippingLines.nodes.map((s) => ({ title: s.title, price: amountOf(s.originalPriceSet) })),
  };
}
