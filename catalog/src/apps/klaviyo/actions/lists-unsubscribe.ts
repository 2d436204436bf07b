import { subscriptionJob } from '../subscriptions.js';

// Unsubscribing twice leaves the same consent.
export const klaviyoUnsubscribe = subscriptionJob('lists.unsubscribe', { mutates: true, idempotent: true });
