import { z } from 'zod';
import type { AuthData } from './auth.js';
import type { ExchangedToken, TokenExchangeCall } from './define-app.js';
import { AuthError } from './errors/auth-error.js';
import { isConnectorError } from './errors/connector-error.js';

/** The token endpoint's answer (RFC 6749 §5.1). */
export const TokenEndpointAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
  token_type: z.string().optional(),
});
export type TokenEndpointAnswer = z.infer<typeof TokenEndpointAnswer>;

export interface ClientCredentialsOptions<A> {
  /** The token endpoint below the app's base URL, e.g. `/api/oauth/token`. */
  path: string;
  /** Client id and secret of the connection; default the user and secret of a user + secret connection. */
  credentials?: (auth: A) => { clientId: string; clientSecret: string };
  scope?: string;
  /** How the grant is posted: JSON (Shopware 6) or a form (RFC 6749). Default JSON. */
  encoding?: 'json' | 'form';
}

/**
 * The OAuth 2.0 client-credentials grant as an app's `tokenExchange` (Shopware 6 integrations:
 * `POST /api/oauth/token` with the access key id and secret). A refused grant is an auth error.
 */
export function clientCredentialsExchange<A = AuthData<'userSecret'>>(options: ClientCredentialsOptions<A>) {
  return async (call: Pick<TokenExchangeCall, 'http'> & { auth: A }): Promise<ExchangedToken> => {
    const { clientId, clientSecret } = options.credentials
      ? options.credentials(call.auth)
      : { clientId: (call.auth as AuthData<'userSecret'>).user, clientSecret: (call.auth as AuthData<'userSecret'>).secret };
    const grant = { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret, ...(options.scope ? { scope: options.scope } : {}) };
    try {
      const response = await call.http.post<unknown>(options.path, {
        body: options.encoding === 'form' ? { type: 'form', data: grant } : { type: 'json', data: grant },
        responseType: 'json',
      });
      const answer = TokenEndpointAnswer.safeParse(response.body);
      if (!answer.success) throw new AuthError('The token endpoint answered without an access token');
      return { accessToken: answer.data.access_token, ...(answer.data.expires_in === undefined ? {} : { expiresInSeconds: answer.data.expires_in }) };
    } catch (error) {
      if (isConnectorError(error) && error.status !== undefined && [400, 401, 403].includes(error.status)) {
        throw new AuthError(`The credentials were refused: ${error.message}`, { status: error.status, cause: error });
      }
      throw error;
    }
  };
}
