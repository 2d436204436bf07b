import { describe, expect, it } from 'vitest';
import type { AdsAccount } from './ads-api.js';
import { accountOfName, AdsResourceName, qualified, resourceName } from './resource-names.js';

const account: AdsAccount = { customerId: '1234567890' };

describe('Google Ads resource names', () => {
  it('take a full name with a 10-digit customer or the id alone, ids of up to 20 digits', () => {
    const Campaign = AdsResourceName('campaigns');
    expect(Campaign.parse(' customers/1234567890/campaigns/12345678901234567890 ')).toBe('customers/1234567890/campaigns/12345678901234567890');
    expect(Campaign.parse('111')).toBe('111');
    const refused = Campaign.safeParse('customers/1234567890/campaigns/123456789012345678901');
    expect(refused.error?.issues[0]?.message).toBe('Invalid resource name: expected customers/<customer id>/campaigns/<id> or the id alone');
    expect(Campaign.safeParse('customers/1234567890/adGroups/1').success).toBe(false);
    expect(Campaign.safeParse('customers/1/campaigns/1').success).toBe(false);
    const Criterion = AdsResourceName('adGroupCriteria', 2);
    expect(Criterion.safeParse('customers/1234567890/adGroupCriteria/2~3').success).toBe(true);
    expect(Criterion.safeParse('2~3').success).toBe(true);
    expect(Criterion.safeParse('customers/1234567890/adGroupCriteria/2').error?.issues[0]?.message).toBe(
      'Invalid resource name: expected customers/<customer id>/adGroupCriteria/<id>~<id> or the id alone',
    );
  });

  it('are built, completed and read for their customer', () => {
    expect(resourceName('1234567890', 'adGroupCriteria', 55, '66')).toBe('customers/1234567890/adGroupCriteria/55~66');
    expect(qualified('111', 'campaigns', account)).toBe('customers/1234567890/campaigns/111');
    expect(qualified('customers/9876543210/campaigns/111', 'campaigns', account)).toBe('customers/9876543210/campaigns/111');
    expect(accountOfName('customers/9876543210/campaigns/111', account).customerId).toBe('9876543210');
    expect(accountOfName('111', account)).toBe(account);
  });
});
