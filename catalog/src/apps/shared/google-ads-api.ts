import { z } from 'zod';
import type { AppAccount, AppCall, RequestDecoration } from '@tandem/catalog/sdk';

/** The Google Ads API version; every path starts with it (`/v24/customers/...`). */
export const GOOGLE_ADS_API_VERSION = 'v24';

/** The operator's Google Ads settings: every call carries the operator's developer token. */
export const GoogleAdsSettings = z.object({
  developerToken: z.string().min(1).describe("The operator's Google Ads API developer token (sent as developer-token)."),
});
export type GoogleAdsSettings = z.infer<typeof GoogleAdsSettings>;

/** The headers of every Google Ads call: the developer token and, when a manager account gives access, its id. */
export function googleAdsHeaders(settings: GoogleAdsSettings, managerId: string | undefined): RequestDecoration {
  return { headers: { 'developer-token': settings.developerToken, ...(managerId === undefined ? {} : { 'login-customer-id': managerId }) } };
}

/** The connection test of the Google Ads apps: the account reads its own customer row. */
export async function testGoogleAdsCustomer(http: AppCall['http'], customerId: string): Promise<void> {
  await http.post(`/${GOOGLE_ADS_API_VERSION}/customers/${customerId}/googleAds:searchStream`, { body: { type: 'json', data: { query: 'SELECT customer.id FROM customer' } } });
}

/**
 * The customers the signed-in user reaches directly. The API gives only resource names, so an account is
 * named by its dashed id (the form the Ads UI shows).
 */
export async function listGoogleAdsCustomers(http: AppCall['http']): Promise<AppAccount[]> {
  const response = await http.get<{ resourceNames?: string[] }>(`/${GOOGLE_ADS_API_VERSION}/customers:listAccessibleCustomers`, { responseType: 'json' });
  return (response.body.resourceNames ?? []).map((resourceName) => {
    const id = resourceName.replace(/^customers\//, '');
    return { id, name: id.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3') };
  });
}
