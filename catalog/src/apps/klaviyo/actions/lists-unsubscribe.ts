import { subscriptionJob } from '../subscriptions.js';

export const klaviyoUnsubscribe = subscriptionJob('lists.unsubscribe');
