import { TransientError } from './transient-error.js';

/**
 * The request never left: its host did not resolve (DNS), the connection was refused or unreachable,
 * or the TLS handshake failed, before a byte of the request was written. Another attempt cannot do
 * anything twice, so the engine sends it again with backoff even for a step that runs once.
 */
export class NotSentError extends TransientError {}
