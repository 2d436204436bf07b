import { returnCreditLease, takeCreditLease, type BillingMonth, type LeaseTerms, type WorkspaceBilling } from '@tandem/platform/billing';
import type { Db } from '@tandem/platform/db';

/**
 * A lease holds at most 25 credits, or an eighth of what is left under the limit; it admits actions
 * for 30 s, and one left by a process that died goes back 5 minutes after that.
 */
export const LEASE_TERMS: LeaseTerms = { most: 25, share: 8, ttlMs: 30_000, graceMs: 5 * 60_000 };

/** Credits one action took from a lease: exactly one of `settle` and `giveBack` follows, once its record is written or taken back. */
export type LeasedCredits = {
  leaseId: string;
  /** The billing the lease was taken under (its credit limit, for the pace warning). */
  billing: WorkspaceBilling;
  /** The action is over and its record (or its failure to be written) is final. */
  settle(): void;
  /** The action failed and its record was taken back: its credits are the lease's again. */
  giveBack(): void;
};

/** Admits actions from leases held in memory; a workspace's month has one current lease in a process. */
export type CreditLeasePool = {
  /** Credits of the current lease (taking one first when there is none, or it has too few); none near the limit. */
  take(workspaceId: string, month: BillingMonth, credits: number): Promise<LeasedCredits | undefined>;
  /** Stops admitting from every lease and returns them: at once those with no action under way, the others as their last action ends. */
  returnAll(): Promise<void>;
};

type Held = { id: string; workspaceId: string; month: BillingMonth; billing: WorkspaceBilling; left: number; inFlight: number; retired: boolean; timer: NodeJS.Timeout };

/** A workspace's month, which has at most one current lease in a process. */
const keyOf = (workspaceId: string, month: BillingMonth) => `${workspaceId}:${month.key}`;

export type CreditLeasePoolOptions = { terms?: LeaseTerms; onError?: (message: string, error: unknown) => void };

/**
 * A lease is taken by one transaction (under the lock of the month's counter, as every exact
 * reservation), then each action it admits costs no round trip before its request goes out. When
 * no lease fits (less than `share` credits left under the limit), the workspace's month is left to
 * the exact check for one lease's lifetime, so actions near the limit do not try a lease each.
 */
export function createCreditLeasePool(db: Db, { terms = LEASE_TERMS, onError = (message, error) => console.error(message, error) }: CreditLeasePoolOptions = {}): CreditLeasePool {
  const current = new Map<string, Held>();
  const taking = new Map<string, Promise<void>>();
  const exactUntil = new Map<string, number>();
  const returning = new Set<Promise<void>>();

  function returnWhenIdle(held: Held): void {
    if (!held.retired || held.inFlight > 0) return;
    const returned = returnCreditLease(db, held.workspaceId, held.month, held.id)
      .catch((error: unknown) => onError('credit lease not returned (it goes back once expired)', error))
      .finally(() => returning.delete(returned));
    returning.add(returned);
  }

  function retire(held: Held): void {
    if (held.retired) return;
    held.retired = true;
    clearTimeout(held.timer);
    const key = keyOf(held.workspaceId, held.month);
    if (current.get(key) === held) current.delete(key);
    returnWhenIdle(held);
  }

  async function takeLease(workspaceId: string, month: BillingMonth): Promise<void> {
    const lease = await takeCreditLease(db, workspaceId, month, terms);
    if (!lease) {
      exactUntil.set(keyOf(workspaceId, month), Date.now() + terms.ttlMs);
      return;
    }
    const held: Held = { id: lease.id, workspaceId, month, billing: lease.billing, left: lease.credits, inFlight: 0, retired: false, timer: setTimeout(() => retire(held), terms.ttlMs) };
    held.timer.unref();
    current.set(keyOf(workspaceId, month), held);
  }

  function leased(held: Held, credits: number): LeasedCredits {
    held.left -= credits;
    held.inFlight++;
    let over = false;
    const end = (giveBack: boolean) => {
      if (over) return;
      over = true;
      if (giveBack) held.left += credits;
      held.inFlight--;
      returnWhenIdle(held);
    };
    return { leaseId: held.id, billing: held.billing, settle: () => end(false), giveBack: () => end(true) };
  }

  return {
    async take(workspaceId, month, credits) {
      const key = keyOf(workspaceId, month);
      let tookOne = false;
      for (;;) {
        const held = current.get(key);
        if (held && held.left >= credits) return leased(held, credits);
        // The lease this process took itself is too small for this action: the exact check takes it.
        if (tookOne) return undefined;
        const underway = taking.get(key);
        if (underway) {
          await underway;
          continue;
        }
        if ((exactUntil.get(key) ?? 0) > Date.now()) return undefined;
        exactUntil.delete(key);
        if (held) retire(held);
        const took = takeLease(workspaceId, month).finally(() => taking.delete(key));
        taking.set(key, took);
        await took;
        tookOne = true;
      }
    },
    async returnAll() {
      for (const held of [...current.values()]) retire(held);
      while (returning.size > 0) await Promise.all(returning);
    },
  };
}
