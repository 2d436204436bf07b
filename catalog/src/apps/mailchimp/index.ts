import { appWithActions } from '@tandem/catalog/sdk';
import { mailchimpCreateEvent } from './actions/events.js';
import { mailchimpLists } from './actions/lists.js';
import { mailchimpGetMember, mailchimpSubscribe, mailchimpUnsubscribe } from './actions/members.js';
import { mailchimpCampaignReports } from './actions/reports.js';
import { mailchimp } from './app.js';

export * from './app.js';

export const mailchimpApp = appWithActions(mailchimp, [mailchimpLists, mailchimpGetMember, mailchimpSubscribe, mailchimpUnsubscribe, mailchimpCreateEvent, mailchimpCampaignReports]);
