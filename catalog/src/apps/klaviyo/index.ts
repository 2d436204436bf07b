import { appWithActions } from '@tandem/catalog/sdk';
import { klaviyoCampaignReport } from './actions/campaign-report.js';
import { klaviyoCreateEvent } from './actions/events.js';
import { klaviyoLists } from './actions/lists.js';
import { klaviyoFindProfile, klaviyoUpsertProfile } from './actions/profiles.js';
import { klaviyoSubscribe, klaviyoUnsubscribe } from './actions/subscriptions.js';
import { klaviyo } from './app.js';

export * from './app.js';

export const klaviyoApp = appWithActions(klaviyo, [
  klaviyoLists,
  klaviyoFindProfile,
  klaviyoUpsertProfile,
  klaviyoSubscribe,
  klaviyoUnsubscribe,
  klaviyoCreateEvent,
  klaviyoCampaignReport,
]);
