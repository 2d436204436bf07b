import { appWithActions } from '@tandem/catalog/sdk';
import { mailchimpCreateEvent } from './actions/events-create.js';
import { mailchimpLists } from './actions/lists-list.js';
import { mailchimpGetMember } from './actions/members-get.js';
import { mailchimpSubscribe } from './actions/members-subscribe.js';
import { mailchimpUnsubscribe } from './actions/members-unsubscribe.js';
import { mailchimpCampaignReports } from './actions/reports-campaigns.js';
import { mailchimp } from './app.js';

export * from './app.js';

export const mailchimpApp = appWithActions(mailchimp, [mailchimpLists, mailchimpGetMember, mailchimpSubscribe, mailchimpUnsubscribe, mailchimpCreateEvent, mailchimpCampaignReports]);
