import { z } from 'zod';
import { Period } from '../../shared/index.js';
import { defineAction } from '@tandem/catalog/sdk';
import { SHOPWARE6_DEFAULT_PAGE_SIZE, shopware6 } from '../app.js';
import { searchAll } from '../search-all.js';

export const Shopware6ListOrdersInput = z.object({
  period: Period,
  limit: z.number().int().min(1).optional().describe('Limit'),
});
export type Shopware6ListOrdersInput = z.infer<typeof Shopware6ListOrdersInput>;

export const Shopware6Order = z.object({
  id: z.string(),
  orderNumber: z.string(),
  orderDateTime: z.string(),
  status: z.string().nullable(),
  currency: z.string().nullable(),
  amountTotal: z.number(),
  amountNet: z.number(),
  shippingTotal: z.number(),
  customer: z.object({ email: z.string().nullable(), firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
  lineItems: z.array(z.object({ label: z.string(), quantity: z.number(), unitPrice: z.number(), totalPrice: z.number(), productNumber: z.string().nullable() })),
});
export type Shopware6Order = z.infer<typeof Shopware6Order>;

export const Shopware6ListOrdersOutput = z.object({ orders: z.array(Shopware6Order) });
export type Shopware6ListOrdersOutput = z.infer<typeof Shopware6ListOrdersOutput>;

interface OrderEntity {
  id: string;
  orderNumber: string;
  orderDateTime: string;
  amountTotal: number;
  amountNet: number;
  shippingTotal: number;
  currency?: { isoCode?: string } | null;
  stateMachineState?: { technicalName?: string } | null;
  orderCustomer?: { email?: string | null; firstName?: string | null; lastName?: string | null } | null;
  lineItems?: Array<{ label: string; quantity: number; unitPrice: number; totalPrice: number; payload?: { productNumber?: string } | null }> | null;
}

export const shopware6ListOrders = defineAction({
  app: shopware6,
  id: 'orders.list',
  displayName: 'List orders',
  description: 'Lists the orders placed in a period with their state, amounts, customer and line items.',
  categories: ['Ecommerce', 'Reporting'],
  mutates: false,
  input: Shopware6ListOrdersInput,
  output: Shopware6ListOrdersOutput,
  async run({ input, http, config }) {
    const criteria = {
      filter: [{ type: 'range', field: 'orderDateTime', parameters: { gte: input.period.from, lte: input.period.to } }],
      associations: { lineItems: {}, currency: {}, orderCustomer: {}, stateMachineState: {} },
      sort: [{ field: 'orderDateTime', order: 'ASC' }],
    };
    const entities = await searchAll<OrderEntity>(http, 'order', criteria, config.pageSize ?? SHOPWARE6_DEFAULT_PAGE_SIZE, input.limit);
    return {
      orders: entities.map((o) => ({
        id: o.id,
        orderNumber: o.orderNumber,
        orderDateTime: o.orderDateTime,
        status: o.stateMachineState?.technicalName ?? null,
        currency: o.currency?.isoCode ?? null,
        amountTotal: o.amountTotal,
        amountNet: o.amountNet,
        shippingTotal: o.shippingTotal,
        customer: o.orderCustomer ? { email: o.orderCustomer.email ?? null, firstName: o.orderCustomer.firstName ?? null, lastName: o.orderCustomer.lastName ?? null } : null,
        lineItems: (o.lineItems ?? []).map((l) => ({ label: l.label, quantity: l.quantity, unitPrice: l.unitPrice, totalPrice: l.totalPrice, productNumber: l.payload?.productNumber ?? null })),
      })),
    };
  },
});
