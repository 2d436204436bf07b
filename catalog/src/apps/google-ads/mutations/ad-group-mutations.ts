import { z } from 'zod';
import { mutate } from '../api/ads-api.js';
import { unitsToMicros } from '@tandem/catalog/sdk';
import { AdsResourceName, accountOfName, qualified } from '../api/resource-names.js';
import { adsAccountOf } from '../app.js';
import { defineAdsMutation } from './ads-mutation.js';
import { type MoneyUnit, moneyWords, unitOf, versioned } from '../api/versioned.js';
import { KeywordMatchType, KeywordText } from '../api/keyword-inputs.js';

export const AdGroup = AdsResourceName('adGroups', 1, 'Ad group');
export const Status = z.enum(['ENABLED', 'PAUSED']);
/** A bid: micros (whole cents) in older actions, whole currency units in newer ones. */
const Bid = (unit: MoneyUnit) => (unit === 'micros' ? z.int().min(10_000).multipleOf(10_000, 'Amounts in micros are whole cents: a multiple of 10,000') : z.number().min(0.01));
const bidMicros = (value: number | undefined, unit: MoneyUnit) => (value === undefined ? undefined : String(unit === 'micros' ? value : unitsToMicros(value, 2)));

export function adGroupCreate(id: 'adGroups.create' | 'adGroups.createV2', traits: { idempotent: boolean }) {
  const unit = unitOf(id);
  return defineAdsMutation({
    ...versioned(id, 'Create ad group'),
    idempotent: traits.idempotent,
    description: `Creates an ad group in a campaign with a default max. CPC bid (${moneyWords(unit)}).`,
    input: z.object({
      campaignResourceName: AdsResourceName('campaigns', 1, 'Campaign'),
      name: z.string().trim().min(1).max(255).describe('Name'),
      status: Status.default('ENABLED'),
      cpcBid: Bid(unit).optional().describe(unit === 'units' ? 'Max. CPC' : 'Max. CPC (micros)'),
    }),
    async run({ input, config, http }) {
      const account = accountOfName(input.campaignResourceName, adsAccountOf(config));
      const cpcBidMicros = bidMicros(input.cpcBid, unit);
      const create = { name: input.name, status: input.status, type: 'SEARCH_STANDARD', campaign: qualified(input.campaignResourceName, 'campaigns', account), ...(cpcBidMicros ? { cpcBidMicros } : {}) };
      return { resourceNames: await mutate(http, account, 'adGroups', [{ create }]) };
    },
  });
}

export function adGroupUpdate(id: 'adGroups.update' | 'adGroups.updateV2', traits: { idempotent: boolean }) {
  const unit = unitOf(id);
  return defineAdsMutation({
    ...versioned(id, 'Update ad group'),
    idempotent: traits.idempotent,
    description: `Renames an ad group or sets its default max. CPC bid (${moneyWords(unit)}).`,
    input: z.object({ adGroupResourceName: AdGroup, name: z.string().trim().min(1).max(255).optional(), cpcBid: Bid(unit).optional() }),
    async run({ input, config, http }) {
      const account = accountOfName(input.adGroupResourceName, adsAccountOf(config));
      const cpcBidMicros = bidMicros(input.cpcBid, unit);
      const fields = { ...(input.name === undefined ? {} : { name: input.name }), ...(cpcBidMicros === undefined ? {} : { cpcBidMicros }) };
      if (Object.keys(fields).length === 0) return { resourceNames: [] };
      const resourceName = qualified(input.adGroupResourceName, 'adGroups', account);
      return { resourceNames: await mutate(http, account, 'adGroups', [{ update: { resourceName, ...fields }, updateMask: Object.keys(fields).join(',') }]) };
    },
  });
}

export function keywordsAdd(id: 'keywords.add' | 'keywords.addV2', traits: { idempotent: boolean }) {
  const unit = unitOf(id);
  return defineAdsMutation({
    ...versioned(id, 'Add keywords'),
    idempotent: traits.idempotent,
    description: `Adds keywords to an ad group (match type EXACT unless given), optionally with their own max. CPC (${moneyWords(unit)}).`,
    input: z.object({
      adGroupResourceName: AdGroup,
      keywords: z.array(z.object({ text: KeywordText, matchType: KeywordMatchType, cpcBid: Bid(unit).optional() })).min(1, 'Give at least 1 keyword').describe('Keywords'),
      status: Status.default('ENABLED'),
    }),
    async run({ input, config, http }) {
      const account = accountOfName(input.adGroupResourceName, adsAccountOf(config));
      const adGroup = qualified(input.adGroupResourceName, 'adGroups', account);
      const operations = input.keywords.map((k) => {
        const cpcBidMicros = bidMicros(k.cpcBid, unit);
        return { create: { adGroup, status: input.status, keyword: { text: k.text, matchType: k.matchType }, ...(cpcBidMicros ? { cpcBidMicros } : {}) } };
      });
      return { resourceNames: await mutate(http, account, 'adGroupCriteria', operations) };
    },
  });
}
