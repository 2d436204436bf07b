import { z } from 'zod';
import { checkbox, defineAction, NonRetryableError } from '@tandem/catalog/sdk';
import { metaAds } from '../app.js';
import { graphId, graphList } from '../graph.js';

const Money = z.looseObject({ amount: z.string().optional(), amount_in_hundredths: z.string().optional(), currency: z.string().optional() });

/** A business invoice. */
export const BusinessInvoice = z.looseObject({
  id: z.string(),
  invoice_id: z.string().optional(),
  amount: z.number().optional(),
  amount_due: Money.optional(),
  billed_amount_details: z.looseObject({ currency: z.string().optional(), net_amount: Money.optional(), tax_amount: Money.optional(), total_amount: Money.optional() }).optional(),
  billing_period: z.string().optional(),
  currency: z.string().optional(),
  download_uri: z.string().optional(),
  cdn_download_uri: z.string().optional(),
  due_date: z.string().optional(),
  invoice_date: z.string().optional(),
  invoice_type: z.enum(['Invoice', 'Credit Memo']).optional(),
  payment_status: z.enum(['Paid', 'Partially Paid', 'Unpaid']).optional(),
  payment_term: z.string().optional(),
  campaigns: z.array(z.record(z.string(), z.unknown())).optional(),
});
export type BusinessInvoice = z.infer<typeof BusinessInvoice>;

const IsoDate = z.iso.date();

export const BusinessInvoicesInput = z.object({
  businessId: z.string().trim().regex(/^\d+$/, 'Value must be a numeric string').optional().describe('Business ID (default: the connection’s)'),
  onCampaignLevel: checkbox(z.boolean().default(false).describe('Campaign-level rows')),
  periodType: z.enum(['billingPeriod', 'issueDate']).default('billingPeriod').describe('Period by'),
  period: z.object({ from: IsoDate, to: IsoDate }).refine((p) => p.from <= p.to, { message: 'The start date must not be after the end date', path: ['from'] }).describe('Period'),
});
export type BusinessInvoicesInput = z.infer<typeof BusinessInvoicesInput>;

const invoiceTypes: Record<string, BusinessInvoice['invoice_type']> = { INVOICE: 'Invoice', CM: 'Credit Memo', CREDIT_MEMO: 'Credit Memo' };
const paymentStates: Record<string, BusinessInvoice['payment_status']> = { PAID: 'Paid', PARTIALLY_PAID: 'Partially Paid', UNPAID: 'Unpaid' };

const FIELDS = ['id', 'invoice_id', 'amount_due', 'billed_amount_details', 'billing_period', 'currency', 'download_uri', 'cdn_download_uri', 'due_date', 'invoice_date', 'invoice_type', 'payment_status', 'payment_term'];

export const metaBusinessInvoices = defineAction({
  app: metaAds,
  id: 'businessInvoices.list',
  displayName: 'List business invoices',
  description: 'The invoices and credit memos of a business for a billing period or by issue date, optionally with their campaigns.',
  categories: ['Social Ads', 'Reporting'],
  mutates: false,
  featureFlag: 'apps.meta-ads.business-enabled',
  input: BusinessInvoicesInput,
  output: z.object({ invoices: z.array(BusinessInvoice) }),
  async run({ input, config, http }) {
    const businessId = input.businessId ?? config.businessId;
    if (businessId === undefined) throw new NonRetryableError('Give a business ID or set one on the Meta Ads connection');
    const range = input.periodType === 'billingPeriod' ? { start_date: input.period.from, end_date: input.period.to } : { issue_start_date: input.period.from, issue_end_date: input.period.to };
    const fields = input.onCampaignLevel ? [...FIELDS, 'campaigns{campaign_id,campaign_name,amount,currency}'] : FIELDS;
    const rows = await graphList<Record<string, unknown>>(http, `/${graphId(businessId)}/business_invoices`, { ...range, fields, limit: 100 });
    const invoices = rows.map((row) => {
      const amountDue = row.amount_due as { amount?: string } | undefined;
      const campaigns = (row.campaigns as { data?: Array<Record<string, unknown>> } | undefined)?.data;
      return {
        ...row,
        amount: amountDue?.amount === undefined ? undefined : Number(amountDue.amount),
        invoice_type: invoiceTypes[String(row.invoice_type)] ?? undefined,
        payment_status: paymentStates[String(row.payment_status)] ?? undefined,
        campaigns: input.onCampaignLevel ? (campaigns ?? []) : undefined,
      } as BusinessInvoice;
    });
    return { invoices };
  },
});
