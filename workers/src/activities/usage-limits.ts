import { openAiCostMicroEuros } from '@tandem/catalog/apps';
import type { ActionActivityInput } from '@tandem/temporal';
import { DEFAULT_USAGE_LIMITS } from '@tandem/catalog/plans';

/** A default monthly usage limit of one app, counted in `unit`s. */
export type UsageLimit = {
  unit: 'mails' | 'microEuros';
  monthly: number;
  /** For messages: "the transactional mail limit of 100 mails a month". */
  describe: string;
  /** Units one call uses, from its input (known before it runs) and its output. */
  unitsOf(input: ActionActivityInput, output?: unknown): number;
};

/** Mailgun counts a message per recipient; `to` is an address, a comma-separated list, or a list. */
function recipients({ input }: ActionActivityInput): number {
  const to = input.to;
  if (Array.isArray(to)) return to.length;
  return typeof to === 'string' ? to.split(',').filter((address) => address.trim()).length : 0;
}

/**
 * Micro-euros of one OpenAI call, from the model and token counts of its output (the AI actions give
 * OpenAI's `usage` with the model that answered; the Responses API names them `input_tokens` and
 * `output_tokens`) priced by the catalogue's table. Before a call, and for an output without counts,
 * a call is estimated at one cent.
 */
export const OPENAI_FIXED_ESTIMATE_MICRO_EUROS = 10_000;

function openAiMicroEuros(_input: ActionActivityInput, output?: unknown): number {
  const usage = (output as { usage?: Record<string, unknown> } | null | undefined)?.usage;
  const tokens = (...keys: string[]) => keys.map((key) => usage?.[key]).find((value): value is number => typeof value === 'number');
  const inputTokens = tokens('prompt_tokens', 'input_tokens');
  const outputTokens = tokens('completion_tokens', 'output_tokens');
  if (inputTokens === undefined && outputTokens === undefined) return OPENAI_FIXED_ESTIMATE_MICRO_EUROS;
  const model = typeof usage?.model === 'string' ? usage.model : 'unknown';
  return openAiCostMicroEuros(model, inputTokens ?? 0, outputTokens ?? 0);
}

/** 100 mails a month for the transactional mail app, 100 euros a month for the AI app. */
export const USAGE_LIMITS: Readonly<Record<string, UsageLimit>> = {
  mailgun: { unit: 'mails', monthly: DEFAULT_USAGE_LIMITS.mailgun.monthly, describe: 'the transactional mail limit of 100 mails a month', unitsOf: recipients },
  openai: { unit: 'microEuros', monthly: DEFAULT_USAGE_LIMITS.openai.monthly * 1_000_000, describe: 'the AI limit of 100 euros a month', unitsOf: openAiMicroEuros },
};
