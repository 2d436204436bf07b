export * from './google-ads-id.js';
export * from './shop-url.js';
export * from './seo-meta.js';
export * from './currency-code.js';
export * from './google-list.js';
export * from './google-ads-api.js';
export * from './feed-row.js';
export * from './read-up-to.js';
