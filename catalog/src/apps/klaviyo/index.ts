import { appWithActions } from '@tandem/catalog/sdk';
import { klaviyoCampaignReport } from './actions/campaigns-report.js';
import { klaviyoCreateEvent } from './actions/events-create.js';
import { klaviyoLists } from './actions/lists-list.js';
import { klaviyoFindProfile } from './actions/profiles-find.js';
import { klaviyoUpsertProfile } from './actions/profiles-upsert.js';
import { klaviyoSubscribe } from './actions/lists-subscribe.js';
import { klaviyoUnsubscribe } from './actions/lists-unsubscribe.js';
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
