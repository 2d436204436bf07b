import { z } from 'zod';
import { Period, utcSeconds } from '../../shared/index.js';
import { defineAction } from '@tandem/catalog/sdk';
import { shopware5 } from '../app.js';
import { listAll } from '../list-all.js';

/** Shopware 5 compares order times as `YYYY-MM-DD HH:MM:SS`. */
const shopTime = (value: string) => utcSeconds(value).replace('T', ' ');

export const Shopware5ListOrdersInput = z.object({
  period: Period,
  limit: z.number().int().min(1).optional().describe('Limit'),
});
export type Shopware5ListOrdersInput = z.infer<typeof Shopware5ListOrdersInput>;

export const Shopware5Order = z.object({
  id: z.number(),
  number: z.string(),
  orderTime: z.string(),
  orderStatusId: z.number(),
  paymentStatusId: z.number(),
  invoiceAmount: z.number(),
  invoiceAmountNet: z.number(),
  invoiceShipping: z.number(),
  currency: z.string(),
  customerEmail: z.string().nullable(),
});
export type Shopware5Order = z.infer<typeof Shopware5Order>;
export const Shopware5ListOrdersOutput = z.object({ orders: z.array(Shopware5Order) });
export type Shopware5ListOrdersOutput = z.infer<typeof Shopware5ListOrdersOutput>;

export const shopware5ListOrders = defineAction({
  app: shopware5,
  id: 'orders.list',
  displayName: 'List orders',
  description: 'Lists the orders placed in a period with amounts, status and customer email.',
  categories: ['Ecommerce', 'Reporting'],
  mutates: false,
  input: Shopware5ListOrdersInput,
  output: Shopware5ListOrdersOutput,
  async run({ input, http }) {
    const filters = [
      { property: 'orderTime', expression: '>=' as const, value: shopTime(input.period.from) },
      { property: 'orderTime', expression: '<=' as const, value: shopTime(input.period.to) },
    ];
    const raw = await listAll<Record<string, unknown>>(http, '/orders', filters, input.limit);
    return {
      orders: raw.map((o) => ({
        id: Number(o.id),
        number: String(o.number),
        orderTime: String(o.orderTime),
        orderStatusId: Number(o.orderStatusId),
        paymentStatusId: Number(o.paymentStatusId),
        invoiceAmount: Number(o.invoiceAmount),
        invoiceAmountNet: Number(o.invoiceAmountNet),
        invoiceShipping: Number(o.invoiceShipping),
        currency: String(o.currency),
        customerEmail: o.customer && typeof o.customer === 'object' ? String((o.customer as Record<string, unknown>).email) : null,
      })),
    };
  },
});
