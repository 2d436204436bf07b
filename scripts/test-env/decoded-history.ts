import type { Client } from '@temporalio/client';
import { type DataConverter, defaultPayloadConverter, type Payload } from '@temporalio/common';

const isPayload = (value: object): value is Payload => 'data' in value && 'metadata' in value && value.data instanceof Uint8Array;

/** Decodes through the codecs (last applied, first undone) and reads the payload like a worker would. */
async function decodePayload(converter: DataConverter, payload: Payload): Promise<unknown> {
  let payloads = [payload];
  for (const codec of [...(converter.payloadCodecs ?? [])].reverse()) payloads = await codec.decode(payloads);
  return defaultPayloadConverter.fromPayload(payloads[0]!);
}

/** A copy of the value with every payload inside replaced by its decoded content. */
async function decodeDeep(converter: DataConverter, value: unknown): Promise<unknown> {
  if (value === null || typeof value !== 'object' || value instanceof Uint8Array) return value;
  if (isPayload(value)) return { decoded: await decodePayload(converter, value) };
  if (Array.isArray(value)) return Promise.all(value.map((item) => decodeDeep(converter, item)));
  const entries = await Promise.all(Object.entries(value).map(async ([key, item]) => [key, await decodeDeep(converter, item)] as const));
  return Object.fromEntries(entries);
}

/** A run's whole Temporal history as JSON text, every payload decoded through the platform's data converter. */
export async function decodedHistoryText(temporal: Client, converter: DataConverter, workflowId: string): Promise<string> {
  const history = await temporal.workflow.getHandle(workflowId).fetchHistory();
  return JSON.stringify(await decodeDeep(converter, history));
}
