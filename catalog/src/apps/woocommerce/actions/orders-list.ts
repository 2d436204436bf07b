import { z } from 'zod';
import { Period, utcSeconds } from '../../shared/index.js';
import { defineAction } from '@tandem/catalog/sdk';
import { woocommerce } from '../app.js';
import { listAllPages } from '../list-pages.js';

export const WooListOrdersInput = z.object({
  period: Period,
  status: z.enum(['any', 'pending', 'processing', 'on-hold', 'completed', 'cancelled', 'refunded', 'failed']).default('any').describe('Status'),
  limit: z.number().int().min(1).optional().describe('Limit'),
});
export type WooListOrdersInput = z.infer<typeof WooListOrdersInput>;

export const WooOrder = z.object({
  id: z.number(),
  number: z.string(),
  status: z.string(),
  currency: z.string(),
  createdAt: z.string(),
  total: z.number(),
  totalTax: z.number(),
  shippingTotal: z.number(),
  discountTotal: z.number(),
  customer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  lineItems: z.array(z.object({ name: z.string(), sku: z.string(), quantity: z.number(), price: z.number(), total: z.number() })),
});
export type WooOrder = z.infer<typeof WooOrder>;

export const WooListOrdersOutput = z.object({ orders: z.array(WooOrder) });
export type WooListOrdersOutput = z.infer<typeof WooListOrdersOutput>;

type Raw = Record<string, unknown>;


export const wooListOrders = defineAction({
  app: woocommerce,
  id: 'orders.list',
  displayName: 'List orders',
  description: 'Lists the orders created in a period with totals, customer and line items.',
  categories: ['Ecommerce', 'Reporting'],
  mutates: false,
  input: WooListOrdersInput,
  output: WooListOrdersOutput,
  async run({ input, http }) {
    const query = { after: utcSeconds(input.period.from), before: utcSeconds(input.period.to), dates_are_gmt: 'true', status: input.status, order: 'asc', orderby: 'date' };
    const raw = await listAllPages<Raw>(http, '/orders', query, input.limit);
    return {
      orders: raw.map((o) => {
        const billing = (o.billing ?? {}) as Raw;
        return {
          id: Number(o.id),
          number: String(o.number),
          status: String(o.status),
          currency: String(o.currency),
          createdAt: `${String(o.date_created_gmt)}Z`,
          total: Number(o.total),
          totalTax: Number(o.total_tax),
          shippingTotal: Number(o.shipping_total),
          discountTotal: Number(o.discount_total),
          customer: { firstName: String(billing.first_name ?? ''), lastName: String(billing.last_name ?? ''), email: String(billing.email ?? '') },
          lineItems: ((o.line_items ?? []) as Raw[]).map((l) => ({ name: String(l.name), sku: String(l.sku ?? ''), quantity: Number(l.quantity), price: Number(l.price), total: Number(l.total) })),
        };
      }),
    };
  },
});
