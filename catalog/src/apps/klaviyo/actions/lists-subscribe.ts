import { subscriptionJob } from '../subscriptions.js';

export const klaviyoSubscribe = subscriptionJob('lists.subscribe');
