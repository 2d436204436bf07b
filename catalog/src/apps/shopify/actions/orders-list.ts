import { z } from 'zod';
import { Period } from '../../shared/index.js';
import { defineAction } from '@tandem/catalog/sdk';
import { shopify } from '../app.js';
import { ORDER_FIELDS, type OrderNode, ShopifyOrder, toOrder } from '../entities/order.js';
import { loadConnection } from '../graphql/load-connection.js';

export const ShopifyListOrdersInput = z.object({
  /** Orders created in this period (both ends included). */
  period: Period,
  limit: z.number().int().min(1).optional().describe('Limit'),
});
export type ShopifyListOrdersInput = z.infer<typeof ShopifyListOrdersInput>;

export const ShopifyListOrdersOutput = z.object({ orders: z.array(ShopifyOrder) });
export type ShopifyListOrdersOutput = z.infer<typeof ShopifyListOrdersOutput>;

const ORDERS_QUERY = `query Orders($first: Int!, $after: String, $query: String) {
  orders(first: $first, after: $after, query: $query, sortKey: CREATED_AT) { nodes { ${ORDER_FIELDS} } pageInfo { hasNextPage endCursor } }
}`;

export const shopifyListOrders = defineAction({
  app: shopify,
  id: 'orders.list',
  displayName: 'List orders',
  description: 'Lists the orders created in a period, with prices, discounts, taxes, customer, line items, refunds and shipping.',
  categories: ['Ecommerce', 'Reporting'],
  mutates: false,
  input: ShopifyListOrdersInput,
  output: ShopifyListOrdersOutput,
  async run({ input, http, signal }) {
    const query = `created_at:>=${input.period.from} created_at:<=${input.period.to}`;
    // Eight orders a page keeps a page with its lines below the query cost limit.
    const nodes = await loadConnection<OrderNode>(http, ORDERS_QUERY, { query }, ['orders'], { pageSize: 8, limit: input.limit, signal });
    return { orders: nodes.map(toOrder) };
  },
});
