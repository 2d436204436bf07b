import { ConnectorError } from './connector-error.js';

/**
 * The credentials work, but they may not touch this one resource (another customer, a page, a shop
 * the user was not granted). Not retryable, and unlike `AuthError` it leaves the connection working:
 * other steps on other resources go on.
 */
export class PermissionError extends ConnectorError {
  readonly type = 'ConnectorPermissionError' as const;
  readonly retryable = false;
}
