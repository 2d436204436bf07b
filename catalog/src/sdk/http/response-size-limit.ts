/** The setting that caps the decoded size of each answer to a flow's requests. */
export const RESPONSE_MAX_BYTES_ENV = 'TANDEM_HTTP_RESPONSE_MAX_BYTES';

/** 50 MiB: seven times the biggest report the tests fetch, far below what fills a worker's memory. */
export const DEFAULT_RESPONSE_MAX_BYTES = 50 * 1024 * 1024;

type Env = Readonly<Record<string, string | undefined>>;

/** The cap in force: `TANDEM_HTTP_RESPONSE_MAX_BYTES` (a whole number of bytes) or the default. */
export function responseMaxBytes(env: Env = process.env): number {
  const value = env[RESPONSE_MAX_BYTES_ENV]?.trim();
  if (value === undefined || value === '') return DEFAULT_RESPONSE_MAX_BYTES;
  if (!/^\d+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
    throw new Error(`${RESPONSE_MAX_BYTES_ENV} must be a whole number of bytes of at least 1 (such as 52428800 for 50 MiB), not "${value}"`);
  }
  return Number(value);
}

/** Throws a clear error at start when `TANDEM_HTTP_RESPONSE_MAX_BYTES` is not a number of bytes. */
export function checkResponseMaxBytesSetting(env: Env = process.env): void {
  responseMaxBytes(env);
}
