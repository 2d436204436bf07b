import type { AnsweredResponse, ErrorClass } from './error-class.js';
import { errorTextOf } from './map-http-error.js';

/**
 * For APIs whose 403 means "not this resource" while the credentials still work (most REST APIs
 * with scoped tokens): a 403 is a permission error and leaves the connection working.
 */
export function classifyForbiddenAsPermission(response: AnsweredResponse): ErrorClass | undefined {
  return response.status === 403 ? { kind: 'permission', message: errorTextOf(response.body) } : undefined;
}
