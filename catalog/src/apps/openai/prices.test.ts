import { describe, expect, it } from 'vitest';
import { openAiModels } from './models.js';
import { openAiCostMicroEuros, openAiPriceOf, openAiPricesPerMillion } from './prices.js';

describe('OpenAI prices', () => {
  it('has a price for every model a step may choose', () => {
    expect(openAiModels.filter((model) => !Object.hasOwn(openAiPricesPerMillion, model))).toEqual([]);
  });

  it('prices dated snapshots by their model, the longest name first', () => {
    expect(openAiPriceOf('gpt-4o-mini-2024-07-18')).toEqual({ input: 0.15, output: 0.6 });
    expect(openAiPriceOf('gpt-4o-2024-08-06')).toEqual({ input: 2.5, output: 10 });
    expect(openAiPriceOf('o3-mini-2025-01-31')).toEqual({ input: 1.1, output: 4.4 });
    expect(openAiPriceOf('some-new-model')).toEqual({ input: 15, output: 60 });
  });

  it('counts micro-euros from token counts, rounded up', () => {
    // 1M input tokens of gpt-4o = 2.50 euros; 500k output = 5 euros.
    expect(openAiCostMicroEuros('gpt-4o', 1_000_000, 500_000)).toBe(7_500_000);
    expect(openAiCostMicroEuros('gpt-4o-mini-2024-07-18', 100, 10)).toBe(21);
  });
});
