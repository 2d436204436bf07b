/**
 * The connector SDK's front door (`@tandem/catalog/sdk`): everything an app author writes with, and
 * the only SDK entry code under `catalog/src/apps/<app>/` may import (a lint rule holds it). The
 * engine's side (run an action, prepare a call, egress, token cache) is `@tandem/catalog/runtime`;
 * vendor error classifiers sit beside their apps. `docs/connector-sdk.md` lists what is here.
 */

// Declaring an app and its actions.
export {
  defineApp,
  type AccountListCall,
  type AnyApp,
  type AppAccount,
  type AppCall,
  type AppCallSettings,
  type AppCapability,
  type AppDefinition,
  type AppRateLimit,
  type AppTutorial,
  type ExchangedToken,
  type RequestDecoration,
  type TokenExchangeCall,
} from './define-app.js';
export { defineAction, DEFAULT_ACTION_TIMEOUT, type ActionContext, type ActionDefinition, type AnyAction, type Idempotency, type ReplacedBy } from './define-action.js';
export { appWithActions, type CatalogApp } from './app-with-actions.js';
export * from './app-oauth2.js';
export type { ActionLogger } from './logger.js';

// Auth kinds, secrets and token exchanges.
export {
  AuthKind,
  authDataSchemas,
  NoAuthData,
  OAuth1AuthData,
  OAuth2AuthData,
  TokenAuthData,
  UserSecretAuthData,
  UserSecretTokenAuthData,
  type AuthData,
} from './auth.js';
export { basicAuthorization, type HttpAuth } from './http/http-auth.js';
export { secret } from './secret-field.js';
export { clientCredentialsExchange, TokenEndpointAnswer, type ClientCredentialsOptions } from './token-exchange.js';

// Form hints of input and config fields, and the account a step may choose.
export { checkbox, compose, configuredProps, expression, hidden, textArea, timeframe, withFormHint, type FormHint } from './form-hints.js';
export { AccountChoice, resolveAccountId } from './account-choice.js';

// The HTTP client an action gets as `ctx.http`, and one without a connection (the http app's).
export type { HttpBody, HttpClient, HttpMethod, HttpRequestOptions, HttpResponse, QueryParams, QueryValue, ResponseType } from './http/http-types.js';
export { createHttpClient, type HttpClientOptions } from './http/http-client.js';
export { IDEMPOTENCY_KEY_HEADER, withIdempotencyKey } from './http/idempotency-header.js';

// Paging: one helper for every style of listing.
export * from './http/pagination/index.js';

// Money: exact micros and units, each ISO 4217 currency's decimals.
export * from '../money/index.js';

// Typed errors, and reading an API's answers into them.
export * from './errors/index.js';
export { bodyExcerpt, errorTextOf, mapHttpError, type FailedResponse } from './http/map-http-error.js';
export { parseRetryAfter } from './http/retry-after.js';
export { firstClassifier, jsonBodyOf, type AnsweredResponse, type ErrorClass, type ErrorClassifier } from './http/error-class.js';
export { classifyForbiddenAsPermission } from './http/classify-forbidden-as-permission.js';
