import { randomBytes } from 'node:crypto';
import { type ContractViolation, OpenApiContract } from '../../../testing/contracts/openapi-contract.js';
import { type FakeResponse, type FakeServer, jsonResponse, startFakeServer } from '../../../testing/fake-server.js';

/** What the fake's model answers to one chat request. */
export type OpenAiFakeReply = (request: OpenAiFakeChat) => string;

/** A chat completion request the fake accepted. */
export interface OpenAiFakeChat {
  model: string;
  messages: Array<{ role: string; content: string }>;
  json: boolean;
  organization: string | undefined;
}

export interface OpenAiFakeOptions {
  apiKey?: string;
  /** The model's answer (default: an echo of the last message; a JSON object when JSON is asked for). */
  reply?: OpenAiFakeReply;
  /** Token counts of each answer (default: about 4 characters a token, like the real tokenizer on English). */
  usage?: (request: OpenAiFakeChat, answer: string) => { prompt_tokens: number; completion_tokens: number };
}

export interface OpenAiFake extends FakeServer {
  /** The app's base URL on the fake (`<url>/v1`). */
  baseUrl: string;
  apiKey: string;
  chats: OpenAiFakeChat[];
}

export const DEFAULT_OPENAI_API_KEY = 'sk-proj-fake0123456789abcdefghijklmnopqrstuvwxyz';

/** The models the fake knows, with the dated snapshot it answers with (as the real API does). */
const snapshots: Record<string, string> = {
  'gpt-4o-mini': 'gpt-4o-mini-2024-07-18',
  'gpt-4o': 'gpt-4o-2024-08-06',
  'gpt-4.1': 'gpt-4.1-2025-04-14',
  'gpt-4.1-mini': 'gpt-4.1-mini-2025-04-14',
  'gpt-4.1-nano': 'gpt-4.1-nano-2025-04-14',
  'o4-mini': 'o4-mini-2025-04-16',
  o3: 'o3-2025-04-16',
  'o3-mini': 'o3-mini-2025-01-31',
  o1: 'o1-2024-12-17',
  'gpt-3.5-turbo': 'gpt-3.5-turbo-0125',
  'gpt-4-turbo': 'gpt-4-turbo-2024-04-09',
  'gpt-4': 'gpt-4-0613',
};

const openAiError = (status: number, message: string, type: string, code: string | null, param: string | null = null) =>
  jsonResponse(status, { error: { message, type, param, code } });

/** OpenAI's published OpenAPI, cut to the operations the app calls (see `catalog/src/testing/contracts/README.md`). */
const contract = OpenApiContract.load(new URL('./contracts/openapi-2.3.0.json', import.meta.url));

/** `messages[0].role`: how OpenAI names a parameter in its errors. */
const param = (at: Array<string | number>) => at.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');

const quoted = (values: unknown[]) => values.map((v) => `'${String(v)}'`).join(', ').replace(/, ([^,]+)$/, ', and $1');

/** A request body that drifts from the contract, answered as OpenAI answers one. */
function refused(drift: ContractViolation): FakeResponse | undefined {
  switch (drift.kind) {
    case 'unknown-operation':
      return undefined;
    case 'unknown-parameter':
      return openAiError(400, `Unrecognized request argument supplied: ${drift.name}`, 'invalid_request_error', null);
    case 'unknown-field':
      return drift.at.length === 0
        ? openAiError(400, `Unrecognized request argument supplied: ${drift.name}`, 'invalid_request_error', null)
        : openAiError(400, `Additional properties are not allowed ('${drift.name}' was unexpected) - '${drift.at.join('.')}'`, 'invalid_request_error', null);
    case 'missing':
      return openAiError(400, `Missing required parameter: '${param([...drift.at, drift.name])}'.`, 'invalid_request_error', 'missing_required_parameter', param([...drift.at, drift.name]));
    case 'type':
      return openAiError(400, `Invalid type for '${param(drift.at)}': expected ${drift.expected}, but got ${typeof drift.value} instead.`, 'invalid_request_error', 'invalid_type', param(drift.at));
    case 'enum':
      return openAiError(400, `Invalid value: '${String(drift.value)}'. Supported values are: ${quoted(drift.allowed)}.`, 'invalid_request_error', 'invalid_value', param(drift.at));
  }
}

const tokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

const defaultReply: OpenAiFakeReply = ({ messages, json }) => {
  const last = messages.at(-1)?.content ?? '';
  return json ? JSON.stringify({ answer: last.slice(0, 80) }) : `Answer to: ${last.slice(0, 80)}`;
};

/** How the real API masks a key in its 401 message: `sk-proj-********************wxyz`. */
const masked = (key: string) => `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;

function checkChat(body: Record<string, unknown>) {
  if (typeof body.model !== 'string') return openAiError(400, 'you must provide a model parameter', 'invalid_request_error', null);
  if (!Object.hasOwn(snapshots, body.model)) {
    return openAiError(404, `The model \`${body.model}\` does not exist or you do not have access to it.`, 'invalid_request_error', 'model_not_found');
  }
  const messages = body.messages;
  if (!Array.isArray(messages) || messages.length === 0) {
    return openAiError(400, "[] is too short - 'messages'", 'invalid_request_error', 'empty_array', 'messages');
  }
  for (const [i, message] of (messages as Array<Record<string, unknown>>).entries()) {
    if (!['system', 'developer', 'user', 'assistant'].includes(String(message?.role))) {
      return openAiError(400, `Invalid value: '${String(message?.role)}'. Supported values are: 'system', 'assistant', 'user', 'tool', 'function', and 'developer'.`, 'invalid_request_error', 'invalid_value', `messages[${i}].role`);
    }
    if (typeof message.content !== 'string') return openAiError(400, `Invalid type for 'messages[${i}].content'`, 'invalid_request_error', 'invalid_type', `messages[${i}].content`);
  }
  const format = (body.response_format as { type?: string } | undefined)?.type;
  if (format === 'json_object' && !(messages as Array<{ content: string }>).some((m) => /json/i.test(m.content))) {
    return openAiError(400, "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.", 'invalid_request_error', null, 'messages');
  }
  if (body.temperature !== undefined && /^o\d/.test(body.model)) {
    return openAiError(400, "Unsupported value: 'temperature' does not support 0.7 with this model. Only the default (1) value is supported.", 'invalid_request_error', 'unsupported_value', 'temperature');
  }
  return undefined;
}

function refusedByContract(method: string, path: string, query: URLSearchParams, body?: unknown): FakeResponse | undefined {
  const drift = contract.check(method, path.replace(/^\/v1/, ''), query, body);
  return drift && refused(drift);
}

/**
 * A fake of OpenAI's chat completions (`POST /v1/chat/completions`) and model list (`GET /v1/models`)
 * with bearer keys. Its checks and error bodies are the real API's: 401 `invalid_api_key` (key
 * masked in the message), 404 `model_not_found`, 400 for empty messages, bad roles, JSON mode
 * without the word "json" and `temperature` on reasoning models; then the body is checked against OpenAI's
 * published OpenAPI (unknown arguments, types, enums). Answers carry `usage` token counts.
 */
export async function startOpenAiFake(options: OpenAiFakeOptions = {}): Promise<OpenAiFake> {
  const apiKey = options.apiKey ?? DEFAULT_OPENAI_API_KEY;
  const reply = options.reply ?? defaultReply;
  const chats: OpenAiFakeChat[] = [];
  const server = await startFakeServer((req) => {
    const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (key === undefined) {
      return openAiError(401, "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).", 'invalid_request_error', null);
    }
    if (key !== apiKey) {
      return openAiError(401, `Incorrect API key provided: ${masked(key)}. You can find your API key at https://platform.openai.com/account/api-keys.`, 'invalid_request_error', 'invalid_api_key');
    }
    if (req.method === 'GET' && req.path === '/v1/models') {
      const refusal = refusedByContract(req.method, req.path, req.query);
      if (refusal) return refusal;
      return jsonResponse(200, { object: 'list', data: Object.keys(snapshots).map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'system' })) });
    }
    if (req.path !== '/v1/chat/completions') return openAiError(404, `Invalid URL (${req.method} ${req.path})`, 'invalid_request_error', null);
    if (req.method !== 'POST') return openAiError(405, `Invalid method for URL (${req.method} ${req.path})`, 'invalid_request_error', null);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(req.body) as Record<string, unknown>;
    } catch {
      return openAiError(400, 'We could not parse the JSON body of your request.', 'invalid_request_error', null);
    }
    const refusal = checkChat(body) ?? refusedByContract(req.method, req.path, req.query, body);
    if (refusal) return refusal;
    const chat: OpenAiFakeChat = {
      model: body.model as string,
      messages: body.messages as OpenAiFakeChat['messages'],
      json: (body.response_format as { type?: string } | undefined)?.type === 'json_object',
      organization: req.headers['openai-organization'],
    };
    chats.push(chat);
    const content = reply(chat);
    const counted = options.usage?.(chat, content) ?? { prompt_tokens: tokens(chat.messages.map((m) => m.content).join('\n')), completion_tokens: tokens(content) };
    return jsonResponse(200, {
      id: `chatcmpl-${randomBytes(12).toString('hex')}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: snapshots[chat.model],
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null, annotations: [] }, logprobs: null, finish_reason: 'stop' }],
      usage: { ...counted, total_tokens: counted.prompt_tokens + counted.completion_tokens },
      service_tier: 'default',
      system_fingerprint: 'fp_fake',
    }, { 'x-request-id': `req_${randomBytes(8).toString('hex')}` });
  });
  return { ...server, baseUrl: `${server.url}/v1`, apiKey, chats };
}
