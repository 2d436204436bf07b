/**
 * The engine's side of the connector SDK (`@tandem/catalog/runtime`): how the workers, the platform
 * and the API run what apps declare with the front door (`@tandem/catalog/sdk`). App code never
 * imports it (a lint rule holds it); an app's tests may, to run its actions.
 */

// Running an action, a connection test, an account list.
export { runAction, type RunActionOptions } from './run-action.js';
export { prepareAppCall, runAppTest, runListAccounts, type AppCallOptions } from './app-call.js';
export { exchangedToken, tokenCacheKey } from './token-cache.js';
export { defaultHttpAuth } from '../default-http-auth.js';
export { idempotencyKeyFor, needsIdempotencyKey } from '../define-action.js';
export { appBaseUrl } from '../define-app.js';
export { silentLogger } from '../logger.js';
export { classifiedError } from '../http/error-class.js';

// What the engine reads off an app's declaration.
export { needsConnection } from '../needs-connection.js';
export { appSettingEnvName, appSettingsInfo, readAppSettings, type AppSettingInfo } from '../app-settings.js';
export { secretConfigFields, secretFields } from '../secret-field.js';
export { FORM_HINT_KEY, formHintOf } from '../form-hints.js';
export { actionJsonSchemas, type ActionJsonSchemas } from '../action-json-schemas.js';

// Where requests go: base URLs, egress policy and sockets, response limits.
export * from '../http/base-url.js';
export * from '../http/egress-policy.js';
export * from '../http/egress-connect.js';
export * from '../http/egress-fetch.js';
export { checkResponseMaxBytesSetting, DEFAULT_RESPONSE_MAX_BYTES, RESPONSE_MAX_BYTES_ENV, responseMaxBytes } from '../http/response-size-limit.js';
export { DEFAULT_TIMEOUT_MS } from '../http/http-client.js';
export { queryPairs, withQuery } from '../http/encode-query.js';
export * from '../http/oauth1.js';
