import { z } from 'zod';
import { Period } from '../../shared/index.js';
import { defineAction } from '@tandem/catalog/sdk';
import { magento } from '../app.js';
import { magentoTime, searchAll } from '../search-criteria.js';

export const MagentoListOrdersInput = z.object({
  period: Period,
  limit: z.number().int().min(1).optional().describe('Limit'),
});
export type MagentoListOrdersInput = z.infer<typeof MagentoListOrdersInput>;

export const MagentoOrder = z.object({
  id: z.number(),
  incrementId: z.string(),
  createdAt: z.string(),
  status: z.string(),
  currency: z.string(),
  grandTotal: z.number(),
  subtotal: z.number(),
  taxAmount: z.number(),
  shippingAmount: z.number(),
  discountAmount: z.number(),
  customer: z.object({ email: z.string().nullable(), firstName: z.string().nullable(), lastName: z.string().nullable() }),
  items: z.array(z.object({ sku: z.string(), name: z.string(), quantity: z.number(), price: z.number(), rowTotal: z.number() })),
});
export type MagentoOrder = z.infer<typeof MagentoOrder>;

export const MagentoListOrdersOutput = z.object({ orders: z.array(MagentoOrder) });
export type MagentoListOrdersOutput = z.infer<typeof MagentoListOrdersOutput>;

interface OrderEntity {
  entity_id: number;
  increment_id: string;
  created_at: string;
  status: string;
  order_currency_code: string;
  grand_total: number;
  subtotal: number;
  tax_amount?: number;
  shipping_amount?: number;
  discount_amount?: number;
  customer_email?: string | null;
  customer_firstname?: string | null;
  customer_lastname?: string | null;
  items: Array<{ sku: string; name: string; qty_ordered: number; price: number; row_total: number }>;
}

export const magentoListOrders = defineAction({
  app: magento,
  id: 'orders.list',
  displayName: 'List orders',
  description: 'Lists the orders created in a period with totals, customer and items.',
  categories: ['Ecommerce', 'Reporting'],
  mutates: false,
  input: MagentoListOrdersInput,
  output: MagentoListOrdersOutput,
  async run({ input, http }) {
    const filters = [
      { field: 'created_at', value: magentoTime(input.period.from), condition: 'gteq' as const },
      { field: 'created_at', value: magentoTime(input.period.to), condition: 'lteq' as const },
    ];
    const orders = await searchAll<OrderEntity>(http, '/orders', filters, input.limit);
    return {
      orders: orders.map((o) => ({
        id: o.entity_id,
        incrementId: o.increment_id,
        createdAt: `${o.created_at.replace(' ', 'T')}Z`,
        status: o.status,
        currency: o.order_currency_code,
        grandTotal: o.grand_total,
        subtotal: o.subtotal,
        taxAmount: o.tax_amount ?? 0,
        shippingAmount: o.shipping_amount ?? 0,
        discountAmount: o.discount_amount ?? 0,
        customer: { email: o.customer_email ?? null, firstName: o.customer_firstname ?? null, lastName: o.customer_lastname ?? null },
        items: o.items.map((i) => ({ sku: i.sku, name: i.name, quantity: i.qty_ordered, price: i.price, rowTotal: i.row_total })),
      })),
    };
  },
});
