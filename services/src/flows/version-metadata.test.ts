import { describe, expect, it } from 'vitest';
import { versionMetadata } from './version-metadata.js';

const at = new Date('2026-11-24T00:00:00Z');
const action = (app: string) => ({ name: `s_${app.replace(/-/g, '_')}`, type: 'action', app, action: 'x', input: {} });

describe('versionMetadata', () => {
  it("names as onboardingApp the first app that needs a connection: the trigger's, else the first step's", () => {
    const steps = [{ name: 'call', type: 'utility', utility: 'httpRequest', input: {} }, action('http'), action('mailgun'), action('google-ads')];
    expect(versionMetadata({ steps }, 'a@b.c', at, undefined).onboardingApp).toBe('mailgun');
    const watched = { trigger: { type: 'changeWatch', app: 'shopify' }, steps };
    expect(versionMetadata(watched, 'a@b.c', at, undefined).onboardingApp).toBe('shopify');
    expect(versionMetadata({ steps: [action('http')] }, 'a@b.c', at, undefined).onboardingApp).toBeNull();
  });

  it('reads the steps inside conditions and iterates of a draft, passing over what is not a step', () => {
    const steps = [
      { name: 'when', type: 'condition', consequent: [action('slack')], alternative: [null, { name: 'each', type: 'iterate', steps: [action('mailgun')] }] },
      'not a step',
    ];
    const metadata = versionMetadata({ steps }, 'a@b.c', at, undefined);
    expect(metadata.usedApps).toEqual(['mailgun', 'slack']);
    expect(metadata.usedSteps).toEqual(expect.arrayContaining(['condition', 'iterate', 'slack:x', 'mailgun:x']));
  });
});
