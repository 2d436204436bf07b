/**
 * Prices of the chat models in euros per million tokens (input, output), taken 1:1 from OpenAI's
 * US-dollar list prices. The monthly AI usage limit counts every call's cost from the token counts
 * of its answer with this table.
 */
export const openAiPricesPerMillion: Readonly<Record<string, { input: number; output: number }>> = {
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1': { input: 2, output: 8 },
  'o4-mini': { input: 1.1, output: 4.4 },
  'o3-mini': { input: 1.1, output: 4.4 },
  o3: { input: 2, output: 8 },
  o1: { input: 15, output: 60 },
  'gpt-4-turbo': { input: 10, output: 30 },
  'gpt-3.5-turbo': { input: 0.5, output: 1.5 },
};

/** The most expensive entry: a model the table does not know is never counted too cheap. */
const unknownModel = { input: 15, output: 60 };

/** Longest names first, so `gpt-4o-mini-2024-07-18` matches gpt-4o-mini and not gpt-4o. */
const byPrefix = Object.keys(openAiPricesPerMillion).sort((a, b) => b.length - a.length);

/** The price of a model as OpenAI names it in an answer (dated snapshots included). */
export function openAiPriceOf(model: string): { input: number; output: number } {
  const name = byPrefix.find((known) => model === known || model.startsWith(`${known}-`));
  return name === undefined ? unknownModel : openAiPricesPerMillion[name]!;
}

/** Micro-euros (millionths of a euro) one call cost, rounded up. */
export function openAiCostMicroEuros(model: string, promptTokens: number, completionTokens: number): number {
  const price = openAiPriceOf(model);
  return Math.ceil(promptTokens * price.input + completionTokens * price.output);
}
