import { subscriptionJob } from '../subscriptions.js';

// Subscribing twice leaves the same consent.
export const klaviyoSubscribe = subscriptionJob('lists.subscribe', { mutates: true, idempotent: true });
