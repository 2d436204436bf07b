import { z } from 'zod';
import { defineApp } from '@tandem/catalog/sdk';
import { testMailgunDomain } from './test-domain.js';

/** Mailgun's API hosts by region; API keys are region-scoped. */
export const mailgunBaseUrls = { us: 'https://api.mailgun.net', eu: 'https://api.eu.mailgun.net' } as const;

export const MailgunConfig = z.object({
  region: z.enum(['eu', 'us']).default('eu'),
  /** The sending domain, e.g. `mg.example.com`. */
  domain: z.string().trim().min(1),
  /** The From address, e.g. `Shop <alerts@mg.example.com>`. */
  sender: z.string().trim().min(1),
  defaultSubject: z.string().optional(),
});
export type MailgunConfig = z.infer<typeof MailgunConfig>;

export const mailgun = defineApp({
  id: 'mailgun',
  name: 'Mailgun',
  shortName: 'Mailgun',
  description: 'Send transactional emails from your own domain.',
  service: 'Mailgun Messages API v3',
  authentication: 'token',
  pool: 'messaging',
  configurable: true,
  capabilities: ['actions', 'notifications'],
  premium: true,
  eCommerceRelevant: false,
  connectGuideLink: 'https://help.mailgun.com/hc/en-us/articles/203380100-Where-can-I-find-my-API-keys-and-SMTP-credentials',
  tutorial: {
    connect: 'Enter a Mailgun API key, the region of the account (EU or US), the sending domain and the sender address.',
    usage: 'Default limit: 100 emails a month.',
  },
  baseUrl: (config) => mailgunBaseUrls[config.region],
  rateLimit: { requestsPerSecond: 10, maxConcurrent: 5 },
  config: MailgunConfig,
  httpAuth: (auth) => ({ kind: 'basic', username: 'api', password: auth.token }),
  test: testMailgunDomain,
});
