import { type FakeServer, jsonResponse, startFakeServer } from '../../../testing/fake-server.js';
import { dispatch, jsonBody, route } from '../../../testing/fake-router.js';
import { OpenApiContract } from '../../../testing/contracts/openapi-contract.js';
import { googleContractRefusal, googleInvalidArgument, googleNotFound, googlePage, googlePermissionDenied, googleScopesOf, isFakeResponse } from '../../../testing/google-fake.js';
import { searchFakeReport } from './merchant-reports-fake.js';

/** The Merchant API's Discovery documents, cut to the methods the app calls (see `catalog/src/testing/contracts/README.md`). */
const contracts = ['accounts-v1', 'issueresolution-v1', 'products-v1', 'reports-v1'].map((name) =>
  OpenApiContract.load(new URL(`./contracts/merchantapi-${name}.json`, import.meta.url)),
);

/** A processed product of the fake, as `products.list` answers it. */
export interface MerchantFakeProduct {
  offerId: string;
  contentLanguage: string;
  feedLabel: string;
  productAttributes: Record<string, unknown> & { title: string; price: { amountMicros: string; currencyCode: string } };
  /** Countries where the product is disapproved for Shopping ads (with one issue), approved elsewhere. */
  disapprovedIn?: string[];
}

export interface MerchantFakeOptions {
  /** The account (default 123456 "Example Shop", a sub-account of advanced account 1000). */
  accountId?: string;
  products?: MerchantFakeProduct[];
  /** API data sources product updates may write to (default 7001). */
  apiDataSources?: string[];
}

export interface MerchantFake extends FakeServer {
  token: string;
  accountId: string;
  products: MerchantFakeProduct[];
}

const product = (offerId: string, title: string, micros: number, extra: Partial<MerchantFakeProduct> = {}): MerchantFakeProduct => ({
  offerId,
  contentLanguage: 'de',
  feedLabel: 'DE',
  productAttributes: { title, description: `${title} aus unserem Shop`, link: `https://www.example.com/p/${offerId}`, imageLink: `https://www.example.com/img/${offerId}.jpg`, price: { amountMicros: String(micros), currencyCode: 'EUR' }, availability: 'IN_STOCK', condition: 'NEW', brand: 'Example', gtins: ['4006381333931'] },
  ...extra,
});

export const DEFAULT_MERCHANT_PRODUCTS = (): MerchantFakeProduct[] => [
  product('sku-1', 'Laufschuh Pro', 89_990_000),
  product('sku-2', 'Wollsocken', 12_500_000, { disapprovedIn: ['DE'] }),
  product('sku/3', 'Trailschuh', 119_000_000),
];

/**
 * A fake of the Merchant API v1: accounts (and sub-accounts), an account's homepage and issues,
 * aggregate product statuses (issueresolution), processed products with their statuses, product
 * input updates (API data sources only, update mask of product attributes, base64url or plain ids)
 * and `reports:search` with the Merchant Reports query language.
 */
export async function startMerchantFake(options: MerchantFakeOptions = {}): Promise<MerchantFake> {
  const token = 'ya29.fake-content';
  const accountId = options.accountId ?? '123456';
  const products = options.products ?? DEFAULT_MERCHANT_PRODUCTS();
  const apiSources = new Set(options.apiDataSources ?? ['7001']);
  const account = { name: `accounts/${accountId}`, accountId, accountName: 'Example Shop', adultContent: false, testAccount: false, timeZone: { id: 'Europe/Berlin' }, languageCode: 'de' };
  const idOf = (p: MerchantFakeProduct) => `${p.contentLanguage}~${p.feedLabel}~${p.offerId}`;
  const resource = (p: MerchantFakeProduct) => ({
    name: `accounts/${accountId}/products/${idOf(p)}`,
    offerId: p.offerId,
    contentLanguage: p.contentLanguage,
    feedLabel: p.feedLabel,
    dataSource: `accounts/${accountId}/dataSources/7000`,
    productAttributes: p.productAttributes,
    productStatus: {
      destinationStatuses: [{ reportingContext: 'SHOPPING_ADS', approvedCountries: p.disapprovedIn?.length ? [] : [p.feedLabel], pendingCountries: [], disapprovedCountries: p.disapprovedIn ?? [] }],
      itemLevelIssues: p.disapprovedIn?.length
        ? [{ code: 'image_link_broken', severity: 'DISAPPROVED', resolution: 'merchant_action', attribute: 'image link', reportingContext: 'SHOPPING_ADS', description: 'Invalid image [image link]', applicableCountries: p.disapprovedIn }]
        : [],
      creationDate: '2026-10-01T08:00:00Z',
      lastUpdateDate: '2026-11-20T08:00:00Z',
      googleExpirationDate: '2026-12-20T08:00:00Z',
    },
  });
  const ours = (id: string | undefined) => id === accountId;
  const denied = () => googlePermissionDenied('The caller does not have access to the accounts: [' + accountId + ']');
  const page = <T>(items: T[], field: string, req: Parameters<typeof googlePage>[1], sizes = { default: 25, max: 1000 }) => {
    const p = googlePage(items, req, sizes);
    return isFakeResponse(p) ? p : jsonResponse(200, { [field]: p.items, ...(p.nextPageToken ? { nextPageToken: p.nextPageToken } : {}) });
  };

  const routes = [
    route('GET', /^\/accounts\/v1\/accounts$/, (req) => page([account], 'accounts', req, { default: 250, max: 500 })),
    route('GET', /^\/accounts\/v1\/accounts\/(\d+):listSubaccounts$/, (req, [id]) => (id === '1000' ? page([account], 'accounts', req, { default: 250, max: 500 }) : denied())),
    route('GET', /^\/accounts\/v1\/accounts\/(\d+)$/, (_req, [id]) => (ours(id) ? jsonResponse(200, account) : denied())),
    route('GET', /^\/accounts\/v1\/accounts\/(\d+)\/homepage$/, (_req, [id]) => (ours(id) ? jsonResponse(200, { name: `accounts/${id}/homepage`, uri: 'https://www.example.com', claimed: true }) : denied())),
    route('GET', /^\/accounts\/v1\/accounts\/(\d+)\/issues$/, (req, [id]) =>
      ours(id)
        ? page([{ name: `accounts/${id}/issues/missing-return-policy`, title: 'Missing return policy', severity: 'ERROR', detail: 'Add a return policy.', documentationUri: 'https://support.google.com/merchants/answer/10220642', impactedDestinations: [{ reportingContext: 'SHOPPING_ADS', impacts: [{ regionCode: 'DE', severity: 'ERROR' }] }] }], 'accountIssues', req, { default: 50, max: 100 })
        : denied(),
    ),
    route('GET', /^\/issueresolution\/v1\/accounts\/(\d+)\/aggregateProductStatuses$/, (req, [id]) => {
      if (!ours(id)) return denied();
      const disapproved = products.filter((p) => p.disapprovedIn?.includes('DE')).length;
      const status = { name: `accounts/${id}/aggregateProductStatuses/SHOPPING_ADS~DE`, reportingContext: 'SHOPPING_ADS', country: 'DE', stats: { activeCount: String(products.length - disapproved), pendingCount: '0', disapprovedCount: String(disapproved), expiringCount: '0' }, itemLevelIssues: disapproved ? [{ name: 'x', code: 'image_link_broken', severity: 'DISAPPROVED', resolution: 'MERCHANT_ACTION', attribute: 'image link', reportingContext: 'SHOPPING_ADS', description: 'Invalid image [image link]', detail: 'Ensure the image is accessible.', documentationUri: 'https://support.google.com/merchants/answer/6098289', productCount: String(disapproved) }] : [] };
      return page([status], 'aggregateProductStatuses', req, { default: 25, max: 250 });
    }),
    route('GET', /^\/products\/v1\/accounts\/(\d+)\/products$/, (req, [id]) => (ours(id) ? page(products.map(resource), 'products', req) : denied())),
    route('POST', /^\/reports\/v1\/accounts\/(\d+)\/reports:search$/, (req, [id]) =>
      ours(id)
        ? searchFakeReport(
            products.map((p) => ({ id: idOf(p), offerId: p.offerId, title: p.productAttributes.title, brand: String(p.productAttributes.brand ?? ''), priceMicros: Number(p.productAttributes.price.amountMicros), currencyCode: p.productAttributes.price.currencyCode, country: p.feedLabel })),
            req,
          )
        : denied(),
    ),
    route('PATCH', /^\/products\/v1\/accounts\/(\d+)\/productInputs\/([^/]+)$/, (req, [id, segment = '']) => {
      if (!ours(id)) return denied();
      const productId = segment.includes('~') ? segment : Buffer.from(segment, 'base64url').toString('utf8');
      const target = products.find((p) => idOf(p) === productId);
      if (!target) return googleNotFound(`Product input accounts/${id}/productInputs/${productId} not found.`);
      const source = /^accounts\/(\d+)\/dataSources\/(\d+)$/.exec(req.query.get('dataSource') ?? '');
      if (!source || source[1] !== id) return googleInvalidArgument('dataSource is required, as accounts/{account}/dataSources/{datasource}.');
      if (!apiSources.has(source[2] ?? '')) return googleInvalidArgument('Only API data sources are supported.');
      const body = jsonBody<{ productAttributes?: Record<string, unknown> }>(req);
      const mask = (req.query.get('updateMask') ?? '').split(',').filter(Boolean);
      const bad = mask.find((path) => !/^productAttributes\.\w+$/.test(path));
      if (bad !== undefined) return googleInvalidArgument(`Invalid update mask path: ${bad}`);
      for (const path of mask) {
        const key = path.slice('productAttributes.'.length);
        const value = body?.productAttributes?.[key];
        if (value === undefined) delete target.productAttributes[key];
        else target.productAttributes[key] = value;
      }
      return jsonResponse(200, { name: `accounts/${id}/productInputs/${productId}`, product: `accounts/${id}/products/${productId}`, offerId: target.offerId, contentLanguage: target.contentLanguage, feedLabel: target.feedLabel, productAttributes: body?.productAttributes ?? {} });
    }),
  ];

  const server = await startFakeServer((req) => {
    const scopes = googleScopesOf(req, { [token]: ['https://www.googleapis.com/auth/content'] });
    if (isFakeResponse(scopes)) return scopes;
    const refusal = contracts.map((contract) => googleContractRefusal(contract, req)).find((r) => r !== undefined);
    return refusal ?? dispatch(routes, req, () => googleNotFound());
  });
  return { ...server, token, accountId, products };
}
