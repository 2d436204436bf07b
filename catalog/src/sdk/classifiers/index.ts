export * from './google-error.js';
export * from './meta-error.js';
export * from './shopify-graphql-error.js';
export * from './status-error.js';
