import { NonRetryableError } from './non-retryable-error.js';

function sizeName(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return Number.isInteger(mib) ? `${mib} MiB` : `${bytes} bytes`;
}

/**
 * An answer bigger than the cap, counted after decoding (gzip, deflate, br) while it streams in: the
 * request stops there, nothing more is read or kept. Another attempt would get the same answer.
 */
export class ResponseTooLargeError extends NonRetryableError {
  constructor(host: string, limit: number) {
    super(
      `${host} answered with more than ${sizeName(limit)} (decoded), the most a flow's request may receive (TANDEM_HTTP_RESPONSE_MAX_BYTES); ` +
        'ask for less at once, e.g. a page, a filter or a shorter date range',
    );
  }
}
