import { NonRetryableError } from './non-retryable-error.js';

/**
 * The egress policy refused a request of a flow before any connection was opened: the host is (or
 * resolves to) a loopback, private, link-local, multicast, reserved or unspecified address and its
 * exact `host:port` is not in `TANDEM_EGRESS_ALLOW`. Another attempt would be refused the same way.
 */
export class EgressRefusedError extends NonRetryableError {}
