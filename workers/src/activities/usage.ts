import { ApplicationFailure } from '@temporalio/activity';
import { findAction } from '@tandem/catalog/apps';
import {
  billingMonth,
  recordOnLease,
  releaseCredits,
  reserveAndRecord,
  reserveCredits,
  settleUsage,
  unrecordOnLease,
  unrecordUsage,
  type ActionUsage,
  type BillingMonth,
  type MonthStanding,
} from '@tandem/platform/billing';
import type { Db } from '@tandem/platform/db';
import { noMailer, notify, type Mailer } from '@tandem/platform/notifications';
import type { ActionActivityInput } from '@tandem/temporal';
import { createCreditLeasePool, type LeasedCredits } from './credit-lease-pool.js';
import { USAGE_LIMITS } from './usage-limits.js';

/** Credits and usage limits around each action. */
export type UsageMeter = {
  /**
   * Reserves the action's credits and refuses, without retries, an action that does not fit in the
   * workspace's credit limit or its app's usage limit; answers how to settle or release the
   * reservation afterwards. An action of an app without a usage limit takes its credits from this
   * process's lease (no round trip before it may go; its record is sent meanwhile), else it costs
   * one database round trip, which also records it (a refusal gives the reservation back).
   */
  beforeAction(input: ActionActivityInput): Promise<AdmittedAction>;
  /** Gives back what this process's credit leases hold unused (when its workers have stopped). */
  returnLeases(): Promise<void>;
};

/** An action the meter let through, its credits reserved: exactly one of `afterAction` and `release` follows. */
export type AdmittedAction = {
  /**
   * Records the credits and units of the action, which succeeded (one round trip for an app with a
   * usage limit, whose units come from the output; none for the others, recorded when admitted), and
   * warns when the month's pace will reach the credit limit the action was admitted under.
   */
  afterAction(output: unknown): Promise<void>;
  /** Gives the reserved credits back: the action failed (one round trip). */
  release(): Promise<void>;
};

export type UsageMeterOptions = {
  mailer?: Mailer;
  now?: () => Date;
  /** Admit the actions of apps without a usage limit from credit leases (the default), or each with its own round trip. */
  leases?: boolean;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Utilities have no catalogue entry and cost the default credit. */
function creditsOf(input: ActionActivityInput): number {
  return findAction(input.app, input.action)?.credits ?? 1;
}

/** Used so far, scaled to the whole month; the first day counts as a full day so one early action does not alarm. */
function projectedCredits(used: number, month: BillingMonth, now: Date): number {
  const elapsed = Math.max(now.getTime() - month.start.getTime(), DAY_MS);
  return (used * (month.end.getTime() - month.start.getTime())) / elapsed;
}

const settingsLink = (workspaceId: string) => ({ text: 'Open the workspace settings', link: `/w/${workspaceId}/settings` });

export function createUsageMeter(db: Db, { mailer = noMailer, now = () => new Date(), leases: leasing = true }: UsageMeterOptions = {}): UsageMeter {
  const leases = createCreditLeasePool(db);
  /** `standing.credits` holds this action's reservation: it fits when the total stays within the limit. */
  async function checkCredits(input: ActionActivityInput, month: BillingMonth, { billing: { creditLimit }, credits: reserved }: MonthStanding): Promise<void> {
    if (creditLimit === null) return;
    if (reserved <= creditLimit) return;
    const credits = reserved - creditsOf(input);
    await notify(db, mailer, {
      workspaceId: input.workspaceId,
      event: 'CREDIT_LIMIT_REACHED',
      title: 'Credit limit reached',
      content: `This workspace has used ${credits} of its ${creditLimit} credits for ${month.key}. Actions stop until the limit is raised or the month ends.`,
      action: settingsLink(input.workspaceId),
      dedupeKey: `CREDIT_LIMIT_REACHED:${input.workspaceId}:${month.key}`,
    });
    throw ApplicationFailure.create({
      type: 'CreditLimitReached',
      nonRetryable: true,
      message: `Credit limit reached: this workspace has used ${credits} of its ${creditLimit} credits for ${month.key}`,
    });
  }

  async function checkAppLimit(input: ActionActivityInput, month: BillingMonth, { appUnits }: MonthStanding): Promise<void> {
    const limit = USAGE_LIMITS[input.app];
    if (!limit) return;
    if (appUnits + limit.unitsOf(input) <= limit.monthly) return;
    await notify(db, mailer, {
      workspaceId: input.workspaceId,
      event: 'LIMIT_REACHED',
      title: `Usage limit of ${input.app} reached`,
      content: `This workspace has reached ${limit.describe} for ${month.key}. Its ${input.app} actions stop until the month ends.`,
      action: settingsLink(input.workspaceId),
      dedupeKey: `LIMIT_REACHED:${input.workspaceId}:${input.app}:${month.key}`,
    });
    throw ApplicationFailure.create({
      type: 'UsageLimitReached',
      nonRetryable: true,
      message: `Usage limit reached: ${limit.describe} (${input.app}) is used up for ${month.key}`,
    });
  }

  async function warnOnPace(workspaceId: string, creditLimit: number | null, credits: number, month: BillingMonth, at: Date): Promise<void> {
    if (creditLimit === null) return;
    if (credits >= creditLimit || projectedCredits(credits, month, at) < creditLimit) return;
    await notify(db, mailer, {
      workspaceId,
      event: 'CREDIT_LIMIT_ESTIMATED_TO_BE_REACHED',
      title: 'Credit limit expected to be reached this month',
      content: `At this month's pace (${credits} credits so far), this workspace will reach its limit of ${creditLimit} credits before ${month.end.toISOString().slice(0, 10)}.`,
      action: settingsLink(workspaceId),
      dedupeKey: `CREDIT_LIMIT_ESTIMATED_TO_BE_REACHED:${workspaceId}:${month.key}`,
    });
  }

  /** Settles the reservation made at `admittedAt` (the usage counts in the month it was admitted in). */
  async function afterAction(input: ActionActivityInput, creditLimit: number | null, admittedAt: Date, output: unknown): Promise<void> {
    const limit = USAGE_LIMITS[input.app];
    const { credits } = await settleUsage(db, {
      workspaceId: input.workspaceId,
      runId: input.runId,
      app: input.app,
      action: input.action,
      credits: creditsOf(input),
      ...(limit ? { units: limit.unitsOf(input, output), unit: limit.unit } : {}),
      createdAt: admittedAt,
    });
    const at = now();
    await warnOnPace(input.workspaceId, creditLimit, credits, billingMonth(admittedAt), at);
  }

  /**
   * An action admitted from a lease, whose credits it reserved already: nothing waits before its
   * request goes out, and its record is written meanwhile (awaited once the action is over). A
   * failure takes the record back and leaves the credits to the lease.
   */
  function admitOnLease(usage: ActionUsage, month: BillingMonth, leased: LeasedCredits): AdmittedAction {
    const recorded = recordOnLease(db, usage, month, leased.leaseId);
    recorded.catch(() => undefined);
    return {
      async afterAction() {
        try {
          const { credits } = await recorded;
          await warnOnPace(usage.workspaceId, leased.billing.creditLimit, credits, month, now());
        } finally {
          leased.settle();
        }
      },
      async release() {
        try {
          const { recordId } = await recorded.catch(() => ({ recordId: undefined }));
          if (recordId !== undefined) await unrecordOnLease(db, usage, month, recordId, leased.leaseId);
          leased.giveBack();
        } finally {
          leased.settle();
        }
      },
    };
  }

  /**
   * An action of an app without a usage limit (most of them, the HTTP step among them) is recorded
   * as it is admitted: from a lease when one holds its credits, else in the one round trip of the
   * exact check, so a success writes nothing more and only the pace warning may still notify. A
   * refusal or failure takes the record back.
   */
  async function admitRecorded(input: ActionActivityInput, admittedAt: Date, month: BillingMonth, cost: number): Promise<AdmittedAction> {
    const usage = { workspaceId: input.workspaceId, runId: input.runId, app: input.app, action: input.action, credits: cost, createdAt: admittedAt };
    const leased = leasing ? await leases.take(input.workspaceId, month, cost) : undefined;
    if (leased) return admitOnLease(usage, month, leased);
    const standing = await reserveAndRecord(db, usage, month);
    const release = () => unrecordUsage(db, usage, month, standing.recordId);
    try {
      await checkCredits(input, month, standing);
    } catch (refusal) {
      await release();
      throw refusal;
    }
    return { afterAction: () => warnOnPace(input.workspaceId, standing.billing.creditLimit, standing.credits, month, now()), release };
  }

  return {
    async beforeAction(input) {
      const admittedAt = now();
      const month = billingMonth(admittedAt);
      const cost = creditsOf(input);
      if (!USAGE_LIMITS[input.app]) return admitRecorded(input, admittedAt, month, cost);
      const release = () => releaseCredits(db, input.workspaceId, month, cost);
      const standing = await reserveCredits(db, input.workspaceId, month, input.app, cost);
      try {
        await checkCredits(input, month, standing);
        await checkAppLimit(input, month, standing);
      } catch (refusal) {
        await release();
        throw refusal;
      }
      return { afterAction: (output) => afterAction(input, standing.billing.creditLimit, admittedAt, output), release };
    },
    returnLeases: () => leases.returnAll(),
  };
}
