import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.js';

describe('tracing settings', () => {
  it('are off unless an OTLP endpoint is set', () => {
    expect(configFromEnv({}).tracing).toBeUndefined();
    expect(configFromEnv({ OTEL_SERVICE_NAME: 'shop-api' }).tracing).toBeUndefined();
  });

  it('send to the traces path of OTEL_EXPORTER_OTLP_ENDPOINT, or to OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as given', () => {
    expect(configFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing).toEqual({ tracesUrl: 'http://collector:4318/v1/traces', serviceName: undefined });
    expect(configFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://tempo.example.com/otlp/v1/traces', OTEL_SERVICE_NAME: 'shop-api' }).tracing).toEqual({
      tracesUrl: 'https://tempo.example.com/otlp/v1/traces',
      serviceName: 'shop-api',
    });
  });

  it('are off again with OTEL_SDK_DISABLED=true, and refuse an endpoint that is not an http URL', () => {
    expect(configFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }).tracing).toBeUndefined();
    expect(() => configFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4317' })).toThrow('OTEL_EXPORTER_OTLP_ENDPOINT must be the http(s) URL of an OTLP/HTTP collector, got "collector:4317"');
  });
});
