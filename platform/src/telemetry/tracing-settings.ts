/**
 * Where OpenTelemetry traces go, from the standard OTLP variables: off unless
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` (the full URL of the traces endpoint) or
 * `OTEL_EXPORTER_OTLP_ENDPOINT` (the collector's base URL, `/v1/traces` is added) is set, and
 * `OTEL_SDK_DISABLED=true` turns them off again.
 */
export type TracingSettings = {
  /** The OTLP/HTTP traces endpoint, e.g. `http://collector:4318/v1/traces`. */
  tracesUrl: string;
  /** `OTEL_SERVICE_NAME`; unset, each process names itself (`tandem-api`, `tandem-worker`). */
  serviceName: string | undefined;
};

export function tracingSettingsFrom(env: NodeJS.ProcessEnv): TracingSettings | undefined {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return undefined;
  const tracesEndpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  const baseEndpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  const tracesUrl = tracesEndpoint
    ? checkedUrl('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', tracesEndpoint)
    : baseEndpoint
      ? `${checkedUrl('OTEL_EXPORTER_OTLP_ENDPOINT', baseEndpoint).replace(/\/+$/, '')}/v1/traces`
      : undefined;
  if (!tracesUrl) return undefined;
  return { tracesUrl, serviceName: env.OTEL_SERVICE_NAME?.trim() || undefined };
}

function checkedUrl(name: string, text: string): string {
  const protocol = URL.canParse(text) ? new URL(text).protocol : undefined;
  if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`${name} must be the http(s) URL of an OTLP/HTTP collector, got "${text}"`);
  return text;
}
