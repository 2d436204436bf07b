import { z } from 'zod';
import { type ActionContext, type AnyApp, isConnectorError, RetryAfterError, TransientError } from '@tandem/catalog/sdk';
import type { OpenAiConfig } from './app.js';
import { openAiError } from './openai-error.js';

/** Token counts of one answer as OpenAI gives them, with the model that answered (what the usage limit prices). */
export const OpenAiUsage = z.object({
  model: z.string(),
  prompt_tokens: z.number().int().min(0),
  completion_tokens: z.number().int().min(0),
  total_tokens: z.number().int().min(0),
});
export type OpenAiUsage = z.infer<typeof OpenAiUsage>;

const ChatCompletion = z.object({
  model: z.string(),
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable(), refusal: z.string().nullable().optional() }), finish_reason: z.string().nullable() })).min(1),
  usage: z.object({ prompt_tokens: z.number().int(), completion_tokens: z.number().int(), total_tokens: z.number().int() }),
});

export interface ChatRequest {
  model: string;
  /** Instructions (sent as the system message). */
  system?: string;
  prompt: string;
  /** Ask for a JSON object (`response_format: json_object`); the instructions must mention JSON. */
  json?: boolean;
}

export interface ChatAnswer {
  text: string;
  usage: OpenAiUsage;
}

/** Retries inside one attempt when the connection sets none (like OpenAI's own client). */
export const DEFAULT_MAX_RETRIES = 2;
const MAX_WAIT_MS = 60_000;

type Ctx = Pick<ActionContext<AnyApp, unknown>, 'http' | 'signal'> & { config: OpenAiConfig };

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason as Error)), { once: true });
  });
}

async function callOnce({ http, config }: Ctx, request: ChatRequest): Promise<ChatAnswer> {
  const messages = [...(request.system ? [{ role: 'system', content: request.system }] : []), { role: 'user', content: request.prompt }];
  const response = await http.post<unknown>('/chat/completions', {
    body: { type: 'json', data: { model: request.model, messages, ...(request.json ? { response_format: { type: 'json_object' } } : {}) } },
    headers: config.organization ? { 'openai-organization': config.organization } : {},
    responseType: 'text',
    throwOnError: false,
    timeoutMs: 120_000,
  });
  const text = String(response.body);
  if (response.status >= 300) throw openAiError(response.status, response.statusText, response.headers, text);
  const answer = ChatCompletion.safeParse(jsonOrNull(text));
  if (!answer.success) throw new TransientError('OpenAI answered with an unexpected body');
  const [choice] = answer.data.choices;
  if (choice!.message.content === null) {
    throw new TransientError(`OpenAI gave no text${choice!.message.refusal ? `: ${choice!.message.refusal}` : ''}`);
  }
  return { text: choice!.message.content, usage: { model: answer.data.model, ...answer.data.usage } };
}

/**
 * One chat completion. Rate limits and server errors are retried within the attempt up to the
 * connection's `maxRetries` (0–10, default 2), waiting as OpenAI asks or with a growing backoff.
 */
export async function chatCompletion(ctx: Ctx, request: ChatRequest): Promise<ChatAnswer> {
  const maxRetries = ctx.config.maxRetries ?? DEFAULT_MAX_RETRIES;
  for (let retry = 0; ; retry++) {
    try {
      return await callOnce(ctx, request);
    } catch (error) {
      if (!isConnectorError(error) || !error.retryable || retry >= maxRetries) throw error;
      const backoff = error instanceof RetryAfterError ? error.retryAfterMs : 500 * 2 ** retry;
      await pause(Math.min(backoff, MAX_WAIT_MS), ctx.signal);
    }
  }
}

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The JSON object of an answer given with `json: true` (another attempt may give valid JSON). */
export function parseJsonAnswer(text: string): unknown {
  const value = jsonOrNull(text);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new TransientError('OpenAI answered with text that is not a JSON object');
  return value;
}
