import { z } from 'zod';
import { defineAction, type HttpClient, PermissionError } from '@tandem/catalog/sdk';
import { type AdsReportSpec, reportRows, searchStream } from '../google-ads/index.js';
import { googleAdsManager } from './app.js';

/** An account linked to the manager account. */
export const LinkedAccount = z.object({ id: z.string(), name: z.string() });
export type LinkedAccount = z.infer<typeof LinkedAccount>;

/** The enabled client accounts directly below the manager (not sub-managers). */
export async function linkedAccounts(http: HttpClient, managerId: string): Promise<LinkedAccount[]> {
  const rows = await searchStream(
    http,
    { customerId: managerId },
    "SELECT customer_client.id, customer_client.descriptive_name, customer_client.manager, customer_client.status FROM customer_client WHERE customer_client.level = 1 AND customer_client.manager = FALSE AND customer_client.status = 'ENABLED'",
  );
  return rows.map((row) => {
    const client = row.customerClient as { id: string; descriptiveName?: string };
    return { id: client.id, name: client.descriptiveName ?? client.id };
  });
}

const CustomerIds = z.array(z.string().trim().regex(/^\d{3}-?\d{3}-?\d{4}$/, 'Please provide a valid Google Ads ID').transform((id) => id.replaceAll('-', ''))).min(1).optional().describe('Only these linked accounts');

/**
 * A report across the accounts linked to the manager: one query per account (through the manager,
 * `login-customer-id`), each row naming its `account`. An account the user may not read is skipped
 * and listed with Google's reason; the others still report.
 */
export function defineManagerReport<S extends z.ZodRawShape, R extends z.ZodType>(id: string, spec: AdsReportSpec<S, R>, description: string) {
  return defineAction({
    app: googleAdsManager,
    id,
    displayName: spec.displayName,
    description,
    categories: ['Reporting'],
    mutates: false,
    input: z.object({ ...spec.input, customerIds: CustomerIds }),
    output: z.object({
      rows: z.array(z.intersection(z.object({ account: LinkedAccount }), spec.row)),
      skippedAccounts: z.array(LinkedAccount.extend({ reason: z.string() })),
    }),
    async run({ input, config, http }) {
      const wanted = (input as { customerIds?: string[] }).customerIds;
      const accounts = (await linkedAccounts(http, config.managerId)).filter((a) => !wanted || wanted.includes(a.id));
      const rows: Array<Record<string, unknown>> = [];
      const skippedAccounts: Array<LinkedAccount & { reason: string }> = [];
      for (const account of accounts) {
        try {
          const found = await reportRows(spec, http, { customerId: account.id }, input as z.output<z.ZodObject<S>>);
          rows.push(...found.map((row) => ({ ...(row as Record<string, unknown>), account })));
        } catch (error) {
          if (!(error instanceof PermissionError)) throw error;
          skippedAccounts.push({ ...account, reason: error.message });
        }
      }
      return { rows: rows as never, skippedAccounts };
    },
  });
}
