import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as OTLP/HTTP JSON carries it (the fields the tests read). */
export type ReceivedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: { key: string; value: Record<string, unknown> }[];
  /** The `service.name` of the process that sent it. */
  service: string;
};

export type OtlpReceiver = {
  /** The traces endpoint, for OTEL_EXPORTER_OTLP_TRACES_ENDPOINT. */
  url: string;
  spans: ReceivedSpan[];
  /** Every request body received, as text (to search it for what must not be there). */
  bodies: string[];
  close(): Promise<void>;
};

type ExportRequest = {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { spans?: Omit<ReceivedSpan, 'service'>[] }[];
  }[];
};

/** A stand-in OpenTelemetry collector on 127.0.0.1: takes `POST /v1/traces` in OTLP/HTTP JSON and keeps the spans. */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (request.method !== 'POST' || request.url !== '/v1/traces' || !request.headers['content-type']?.startsWith('application/json')) {
        return void response.writeHead(415).end();
      }
      bodies.push(body);
      for (const { resource, scopeSpans } of (JSON.parse(body) as ExportRequest).resourceSpans ?? []) {
        const service = resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value.stringValue ?? '';
        for (const scope of scopeSpans ?? []) for (const span of scope.spans ?? []) spans.push({ ...span, service });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/traces`,
    spans,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
