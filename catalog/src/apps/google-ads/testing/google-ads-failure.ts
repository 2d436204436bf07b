import { randomBytes } from 'node:crypto';
import type { FakeResponse } from '../../../testing/fake-server.js';
import { googleError } from '../../../testing/google-fake.js';

/** One entry of a `GoogleAdsFailure`: `errorCode` is `{ <kind>Error: <ENUM> }`. */
export interface FakeAdsError {
  errorCode: Record<string, string>;
  message: string;
  trigger?: { stringValue: string };
  location?: { fieldPathElements: Array<{ fieldName: string; index?: number }> };
  details?: Record<string, unknown>;
}

const statusText: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

const topMessage: Record<number, string> = {
  400: 'Request contains an invalid argument.',
  401: 'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
  403: 'The caller does not have permission',
  404: 'Requested entity was not found.',
  429: 'Resource has been exhausted (e.g. check quota).',
  500: 'Internal error encountered.',
  503: 'The service is currently unavailable.',
};

/** The API's version in `@type` names of error details. */
export const FAKE_ADS_VERSION = 'v24';

/** A Google API error body with a `GoogleAdsFailure` detail, as the REST interface answers it. */
export function adsFailure(httpStatus: number, errors: FakeAdsError[]): FakeResponse {
  return googleError(httpStatus, statusText[httpStatus] ?? 'UNKNOWN', topMessage[httpStatus] ?? 'Error', [
    { '@type': `type.googleapis.com/google.ads.googleads.${FAKE_ADS_VERSION}.errors.GoogleAdsFailure`, errors, requestId: randomBytes(11).toString('base64url') },
  ]);
}

/** A single-error 400 answer. */
export const invalidArgument = (kind: string, code: string, message: string, field?: string): FakeResponse =>
  adsFailure(400, [{ errorCode: { [kind]: code }, message, ...(field ? { location: { fieldPathElements: [{ fieldName: field }] } } : {}) }]);

/** What the API answers when a developer token's or account's quota is used up: wait `retrySeconds`. */
export function resourceExhausted(retrySeconds: number, rateScope: 'ACCOUNT' | 'DEVELOPER' = 'ACCOUNT'): FakeResponse {
  return adsFailure(429, [
    {
      errorCode: { quotaError: 'RESOURCE_TEMPORARILY_EXHAUSTED' },
      message: `Too many requests. Retry in ${retrySeconds} seconds.`,
      details: { quotaErrorDetails: { rateScope, rateName: 'Requests per service per method', retryDelay: `${retrySeconds}s` } },
    },
  ]);
}

/** The answer for a customer the signed-in user cannot reach (directly or through `login-customer-id`). */
export const permissionDenied = (): FakeResponse =>
  adsFailure(403, [
    {
      errorCode: { authorizationError: 'USER_PERMISSION_DENIED' },
      message:
        "User doesn't have permission to access customer. Note: If you're accessing a client customer, the manager's customer id must be set in the 'login-customer-id' header.",
    },
  ]);

/** A refused or missing OAuth access token. */
export const unauthenticated = (code: string, message: string): FakeResponse => adsFailure(401, [{ errorCode: { authenticationError: code }, message }]);
