import type { ActionActivityInput } from '@tandem/temporal';

/** A default monthly usage limit of one app (seed 000 §9), counted in `unit`s. */
export type UsageLimit = {
  unit: 'mails' | 'euroCents';
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
 * Euro cents of one OpenAI call, from the token counts of its output (`usage.prompt_tokens` and
 * `completion_tokens`, or the Responses API's `input_tokens` and `output_tokens`) at €2.50 per million
 * input and €10 per million output tokens; a call whose output carries no counts is estimated at 1 cent.
 */
export const OPENAI_CENTS_PER_MILLION = { input: 250, output: 1000 };
export const OPENAI_FIXED_ESTIMATE_CENTS = 1;

function openAiCents(_input: ActionActivityInput, output?: unknown): number {
  const usage = (output as { usage?: Record<string, unknown> } | null | undefined)?.usage;
  const tokens = (...keys: string[]) => keys.map((key) => usage?.[key]).find((value): value is number => typeof value === 'number');
  const inputTokens = tokens('prompt_tokens', 'input_tokens');
  const outputTokens = tokens('completion_tokens', 'output_tokens');
  if (inputTokens === undefined && outputTokens === undefined) return OPENAI_FIXED_ESTIMATE_CENTS;
  const cents = ((inputTokens ?? 0) * OPENAI_CENTS_PER_MILLION.input + (outputTokens ?? 0) * OPENAI_CENTS_PER_MILLION.output) / 1_000_000;
  return Math.ceil(cents);
}

/** Seed 000 §9: 100 mails a month for the transactional mail app, 100 euros a month for the AI app. */
export const USAGE_LIMITS: Readonly<Record<string, UsageLimit>> = {
  mailgun: { unit: 'mails', monthly: 100, describe: 'the transactional mail limit of 100 mails a month', unitsOf: recipients },
  openai: { unit: 'euroCents', monthly: 100_00, describe: 'the AI limit of 100 euros a month', unitsOf: openAiCents },
};
