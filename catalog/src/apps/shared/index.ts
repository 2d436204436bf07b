export * from './google-ads-id.js';
export * from './shop-url.js';
export * from './seo-meta.js';
export * from './google-list.js';
export * from './google-ads-api.js';
export * from './feed-row.js';
export * from './feed-utm.js';
export * from './date-constant.js';
export * from './period.js';
export * from './merchant-product-input.js';
export { CurrencyCode } from '../../money/index.js'; // TEMP until the action files import it from the SDK
