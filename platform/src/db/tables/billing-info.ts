import type { ColumnType, Selectable } from 'kysely';

/** A user's billing info; `stripeData` is parsed on read (billing/billing-plan.ts). */
export interface BillingInfoTable {
  userId: string;
  payingVia: ColumnType<'card' | 'manual', 'card' | 'manual' | undefined, 'card' | 'manual'>;
  billingStart: Date | null;
  userCreditLimit: number | null;
  overrideFreemiumCreditLimit: number | null;
  customerId: string | null;
  stripeData: ColumnType<unknown, string | null | undefined, string | null>;
  /** The user works for the platform. */
  isEmployee: ColumnType<boolean, boolean | undefined, boolean>;
}
export type BillingInfoRow = Selectable<BillingInfoTable>;
