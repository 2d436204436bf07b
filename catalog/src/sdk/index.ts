/**
 * The connector SDK. An app is declared once with `defineApp` and its actions with `defineAction`;
 * the engine runs an action with `runAction` and a connection test with `runAppTest`.
 *
 * What an app can declare besides its catalogue entry (`define-app.ts`):
 * - `config`: the connection's settings (zod; credential fields with `secret()`), `baseUrl`, `headers`.
 * - `settings`: the operator's settings of the app (a zod object). Field `fooBar` of app `my-app` is
 *   read from `TANDEM_APP_MY_APP_FOO_BAR` at each call (`app-settings.ts`) and never stored.
 * - `decorate({ config, settings })`: `{ headers, query }` added to every request.
 * - `httpAuth(auth, config)`: how the secret authenticates (default per auth kind; oauth1 signs every request).
 * - `tokenExchange({ auth, config, settings, http })`: trades the credentials for a bearer token,
 *   cached until it expires and exchanged again once after a 401; `clientCredentialsExchange({ path })`
 *   is the OAuth client-credentials grant (Shopware 6). oauth2 apps refresh their access token once
 *   after a 401 when the worker passes `refreshAuth`.
 * - `classifyError(answer)`: reads every answer (status, lower-case headers, body text) and returns an
 *   `ErrorClass` (`throttled` with its wait, `auth`, `permission`, `validation`, `transient`) or
 *   undefined for the default mapping by status. Ready ones: `classifyGoogleError`,
 *   `classifyMetaError`, `classifyShopifyGraphqlError`, `classifyForbiddenAsPermission`;
 *   `firstClassifier(...)` chains them.
 * - `rateLimit`: requests per second per account (connection); the worker waits for it before each request.
 * - `test(call)`: the connection test, a cheap authenticated read with `call.http`; it throws a
 *   connector error when the connection does not work.
 *
 * Errors (`errors/`): `AuthError` marks the connection failing, `PermissionError` (one resource) does
 * not, `RetryAfterError` waits, `NonRetryableError` stops, `TransientError` retries with backoff.
 */
export * from './errors/index.js';
export * from './http/index.js';
export * from './classifiers/index.js';
export * from './auth.js';
export * from './logger.js';
export * from '../flow/duration.js';
export * from '../money/index.js';
export * from './form-hints.js';
export * from './account-choice.js';
export * from './define-app.js';
export * from './app-oauth2.js';
export * from './needs-connection.js';
export * from './app-settings.js';
export * from './token-exchange.js';
export * from './secret-field.js';
export * from './define-action.js';
export * from './default-http-auth.js';
export * from './app-with-actions.js';
export * from './action-json-schemas.js';
export * from './app-call.js';
export * from './run-action.js';
