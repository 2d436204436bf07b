import { OpenApiContract } from '../../../testing/contracts/openapi-contract.js';
import { type FakeServer, startFakeServer, textResponse } from '../../../testing/fake-server.js';

/** A message the fake Slack accepted. */
export interface SlackFakeMessage {
  webhookPath: string;
  channel: string;
  text: string;
  payload: Record<string, unknown>;
}

export interface SlackFakeOptions {
  /** Webhook paths that exist, each with its default channel. */
  webhooks?: Record<string, string>;
  /** Channels that exist (default: the webhooks' channels and `#general`). */
  channels?: string[];
  archivedChannels?: string[];
}

export interface SlackFake extends FakeServer {
  /** The default webhook's path, `/services/T.../B.../...`. */
  webhookPath: string;
  /** The real-looking webhook URL of the default webhook (for the connection config). */
  webhookUrl: string;
  messages: SlackFakeMessage[];
  /** Removes a webhook, as when it is revoked in Slack (then: 404 `no_service`). */
  revoke(path: string): void;
}

export const DEFAULT_SLACK_WEBHOOK_PATH = '/services/T0123ABCD/B0456EFGH/abcdefghijklmnopqrstuvwx';

/** The payload an incoming webhook takes, as Slack's reference describes it (see `catalog/src/testing/contracts/README.md`). */
const contract = OpenApiContract.load(new URL('./contracts/incoming-webhooks.json', import.meta.url));

/**
 * A fake of Slack incoming webhooks: `POST /services/T…/B…/…` with a JSON body (or form field
 * `payload`) answers `200 ok`; errors are Slack's plain-text codes: 400 `invalid_payload` and
 * `no_text`, 404 `no_service` and `channel_not_found`, 410 `channel_is_archived`. Like an app's
 * incoming webhook it posts to the channel the webhook was created for: a `channel` in the payload
 * is ignored.
 */
export async function startSlackFake(options: SlackFakeOptions = {}): Promise<SlackFake> {
  const webhooks = new Map(Object.entries(options.webhooks ?? { [DEFAULT_SLACK_WEBHOOK_PATH]: '#alerts' }));
  const channels = new Set(options.channels ?? [...webhooks.values(), '#general']);
  const archived = new Set(options.archivedChannels ?? []);
  const messages: SlackFakeMessage[] = [];
  const server = await startFakeServer((req) => {
    const channelOfHook = webhooks.get(req.path);
    if (!/^\/services\/T[A-Z0-9]+\/B[A-Z0-9]+\/[A-Za-z0-9]+$/.test(req.path) || channelOfHook === undefined) {
      return textResponse(404, 'no_service', 'text/html');
    }
    if (req.method !== 'POST') return textResponse(405, 'invalid_method', 'text/html');
    let payload: Record<string, unknown>;
    try {
      const type = req.headers['content-type'] ?? '';
      const raw = type.startsWith('application/x-www-form-urlencoded') ? (new URLSearchParams(req.body).get('payload') ?? '') : req.body;
      const parsed: unknown = JSON.parse(raw);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      payload = parsed as Record<string, unknown>;
    } catch {
      return textResponse(400, 'invalid_payload', 'text/html');
    }
    // A payload that drifts from the contract (an unknown field, a wrong type or value) is answered with Slack's code for a payload it cannot take. Slack itself ignores unknown
    // fields; the fake refuses them so that a drift shows.
    if (contract.check(req.method, req.path, req.query, payload)) return textResponse(400, 'invalid_payload', 'text/html');
    const text = payload.text;
    if ((typeof text !== 'string' || text.trim() === '') && payload.blocks === undefined && payload.attachments === undefined) {
      return textResponse(400, 'no_text', 'text/html');
    }
    const channel = channelOfHook;
    if (archived.has(channel)) return textResponse(410, 'channel_is_archived', 'text/html');
    if (!channels.has(channel)) return textResponse(404, 'channel_not_found', 'text/html');
    messages.push({ webhookPath: req.path, channel, text: typeof text === 'string' ? text : '', payload });
    return textResponse(200, 'ok', 'text/html');
  });
  const webhookPath = [...webhooks.keys()][0] ?? DEFAULT_SLACK_WEBHOOK_PATH;
  return {
    ...server,
    webhookPath,
    webhookUrl: `https://hooks.slack.com${webhookPath}`,
    messages,
    revoke: (path) => {
      webhooks.delete(path);
    },
  };
}
